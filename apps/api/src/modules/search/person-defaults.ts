// What a signed-in visitor's search reads of them, in one statement: their Events per page setting is
// the page size and their Default currency the ticket currency, when the search does not say; and, for
// the recommended sort, their taste (the sectors and the country of their profile, read-model.ts tasteOf).
import { sql } from 'drizzle-orm';
import { FILTER_TICKET_CURRENCIES, type TEventFilter } from '@pavilion/domain';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/raw-sql';
import { persons, personSectors, personSettings } from '../../db/schema';
import type { Taste } from './plan';

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
  const [row] = rowsOf<{
    page_size: number | null;
    currency: string | null;
    sectors: number[] | null;
    country: number | null;
  }>(
    await db.execute(sql`select
      (select ${personSettings.maxEventsPerPage} from ${personSettings} where ${personSettings.personId} = ${personId}) as page_size,
      (select ${personSettings.defaultCurrency} from ${personSettings} where ${personSettings.personId} = ${personId}) as currency,
      ${
        needsTaste
          ? sql`array(select ${personSectors.sectorId} from ${personSectors} where ${personSectors.personId} = ${personId} order by 1) as sectors,
      (select ${persons.countryId} from ${persons} where ${persons.id} = ${personId}) as country`
          : sql`null::int[] as sectors, null::int as country`
      }`),
  );
  const taste: Taste | null =
    needsTaste && row.sectors
      ? { sectorIds: row.sectors.map(Number), countryId: row.country === null ? null : Number(row.country) }
      : null;
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
