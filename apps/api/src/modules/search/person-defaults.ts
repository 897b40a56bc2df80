// What a signed-in visitor's search reads of them, in one statement: their Events per page setting is
// the page size and their Default currency the ticket currency, when the search does not say; and, for
// the recommended sort, their taste (the sectors and the country of their profile, read-model.ts tasteOf).
import { sql } from 'drizzle-orm';
import { FILTER_TICKET_CURRENCIES, type TEventFilter } from '@pavilion/domain';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/raw-sql';
import { personSettings } from '../../db/schema';
import type { Taste } from './plan';
import { tasteColumns, tasteOfRow, type TasteRow } from './read-model';

export interface PersonSearch {
  /** `filter` with the person's defaults where the request body left them out. */
  filter: TEventFilter;
  /** The person's taste under the recommended sort (null: none, or another sort). */
  taste: Taste | null;
}

/** `filter` with the person's defaults where the request body (`sent`, as it came) left them out, and their taste. */
export async function personSearch(
  db: DbOrTx,
  personId: number,
  filter: TEventFilter,
  sent: unknown,
): Promise<PersonSearch> {
  const given = typeof sent === 'object' && sent !== null ? sent : {};
  const needsDefaults = !('pageSize' in given && 'ticketCurrency' in given);
  const needsTaste = filter.sortCriteria === 'recommended';
  if (!needsDefaults && !needsTaste) return { filter, taste: null };
  const [row] = rowsOf<Partial<TasteRow> & { page_size: number | null; currency: string | null }>(
    await db.execute(sql`select ${personSettings.maxEventsPerPage} as page_size, ${personSettings.defaultCurrency} as currency
        ${needsTaste ? sql`, ${tasteColumns(personId)}` : sql``}
      from (select 1) as one left join ${personSettings} on ${personSettings.personId} = ${personId}`),
  );
  const taste = needsTaste && row.sectors ? tasteOfRow({ sectors: row.sectors, country: row.country ?? null }) : null;
  if (!needsDefaults || row.page_size === null) return { filter, taste };
  const currency = FILTER_TICKET_CURRENCIES.find((c) => c === row.currency);
  return {
    filter: {
      ...filter,
      ...('pageSize' in given ? {} : { pageSize: Number(row.page_size) }),
      ...('ticketCurrency' in given || !currency ? {} : { ticketCurrency: currency }),
    },
    taste,
  };
}
