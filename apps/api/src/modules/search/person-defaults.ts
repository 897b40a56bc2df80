// A signed-in visitor's own search defaults: their Events per page setting is the page size and their
// Default currency the ticket currency, when the search does not say.
import { eq } from 'drizzle-orm';
import { FILTER_TICKET_CURRENCIES, type TEventFilter } from '@pavilion/domain';
import type { DbOrTx } from '../../db/client';
import { personSettings } from '../../db/schema';

/** `filter` with the person's defaults where the request body (`sent`, as it came) left them out. */
export async function withPersonDefaults(
  db: DbOrTx,
  personId: number,
  filter: TEventFilter,
  sent: unknown,
): Promise<TEventFilter> {
  const given = typeof sent === 'object' && sent !== null ? sent : {};
  if ('pageSize' in given && 'ticketCurrency' in given) return filter;
  const [mine] = await db
    .select({ pageSize: personSettings.maxEventsPerPage, currency: personSettings.defaultCurrency })
    .from(personSettings)
    .where(eq(personSettings.personId, personId))
    .limit(1);
  if (!mine) return filter;
  const currency = FILTER_TICKET_CURRENCIES.find((c) => c === mine.currency);
  return {
    ...filter,
    ...('pageSize' in given ? {} : { pageSize: mine.pageSize }),
    ...('ticketCurrency' in given || !currency ? {} : { ticketCurrency: currency }),
  };
}
