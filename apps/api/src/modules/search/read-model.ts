// Event search (POST /api/events/filtered), the answer: the plan of service.ts as one statement that
// returns the page's cards and its paging fields as JSON text, which the API sends as it comes.
import { sql, type SQL } from 'drizzle-orm';
import type { TEventFilter } from '@pavilion/domain';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/raw-sql';
import { eventSearch as s, eventSearchDays as days, eventSearchFacetDays as facetDays } from '../../db/schema';
import { cardsJson } from '../events/read-model';
import { DAY_MS, readKeyword, searchPlan, startOfUtcDay, ts, type Keyword, type SearchPlan } from './service';

/** The plan as SQL: the page's ids in order and the total, in one row { ids, total }. */
function searchStatement(plan: SearchPlan): SQL {
  let count = sql`select count(*)::int as total from ${plan.from} where ${plan.where}`;
  if (plan.unfiltered || plan.facet) {
    // Whole days after today from per-day totals, plus what is still to start today.
    const today = plan.now.toISOString().slice(0, 10);
    const tomorrow = new Date(startOfUtcDay(today).getTime() + DAY_MS);
    const laterDays = plan.facet
      ? sql`select coalesce(sum(${facetDays.events}), 0) from ${facetDays} where ${facetDays.dimension} = ${plan.facet.value.dimension}
              and ${facetDays.value} = ${plan.facet.value.value} and ${facetDays.day} > ${today}::date`
      : sql`select coalesce(sum(${days.events}), 0) from ${days} where ${days.day} > ${today}::date`;
    const restOfToday = sql.join(
      [
        sql`${s.startAt} > ${ts(plan.now)}`,
        sql`${s.startAt} < ${ts(tomorrow)}`,
        ...(plan.facet ? [plan.facet.condition] : []),
      ],
      sql` and `,
    );
    count = sql`select ((${laterDays}) + (select count(*) from ${s} where ${restOfToday}))::int as total`;
  }
  if (plan.rank) {
    // Relevance reads and ranks every match anyway, so the total counts the same ranked matches. The
    // matches (used twice, so computed once) carry only id, start and rank, not whole documents.
    return sql`with matches as (
        select ${plan.id} as id, ${plan.start} as start_at, ${plan.rank} as rank from ${plan.from} where ${plan.where}
      )
      select array(select id from matches order by ${plan.orderBy} limit ${plan.limit} offset ${plan.offset}) as ids,
             (select count(*)::int from matches) as total`;
  }
  // The page stops after pageSize rows of an index in sort order; the count is its own subquery.
  return sql`select array(
      select ${plan.id} from ${plan.from} where ${plan.where} order by ${plan.orderBy} limit ${plan.limit} offset ${plan.offset}
    ) as ids, (${count}) as total`;
}

/**
 * The whole answer of POST /api/events/filtered as one statement returning JSON text: the search, then
 * the cards of its page (cardsJson), then the paging fields. The API sends the text as it comes.
 */
export function searchAnswerStatement(
  filter: TEventFilter,
  keyword: Keyword | null,
  now: Date,
  personId: number | null,
): SQL {
  return sql`with hit as (${searchStatement(searchPlan(filter, now, keyword))})
    select json_build_object(
      'events', ${cardsJson(sql`hit.ids`, personId)},
      'total', hit.total,
      'page', ${filter.page}::int,
      'pageSize', ${filter.pageSize}::int
    )::text as body
    from hit`;
}

/** The answer of POST /api/events/filtered (ZEventSearchResponse), as the JSON text to send. */
export async function searchAnswer(
  db: DbOrTx,
  filter: TEventFilter,
  now: Date,
  personId?: number | null,
): Promise<string> {
  const keyword = await readKeyword(db, filter);
  const [row] = rowsOf<{ body: string }>(
    await db.execute(searchAnswerStatement(filter, keyword, now, personId ?? null)),
  );
  return row.body;
}

/** The search as the public runs it; `personId` (a signed-in reader) decides `isFavourited` only. */
export class EventSearch {
  constructor(
    private readonly db: DbOrTx,
    private readonly now: () => Date,
    private readonly personId: number | null,
  ) {}

  /** One page of cards as the JSON text of ZEventSearchResponse. */
  answer(filter: TEventFilter): Promise<string> {
    return searchAnswer(this.db, filter, this.now(), this.personId);
  }
}
