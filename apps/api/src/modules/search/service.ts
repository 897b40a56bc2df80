// Event search (POST /api/events/filtered), the plan: how a filter becomes SQL. Every filter and sort
// runs in SQL on the public search projection (event_search; for the keyword box event_search_terms,
// or event_search_text for phrases, OR and NOT), which triggers keep in step with approved, published
// events. Semantics are written down in docs/search.md; read-model.ts runs the plan and answers.
import { sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { filterPriceRangeMinor, type TEventFilter } from '@pavilion/domain';
import type { DbOrTx } from '../../db/client';
import { intArray, rowsOf } from '../../db/raw-sql';
// s: the filter and sort columns of each public event; sectors: the same once per sector of the event;
// sectorCountries: a key row per sector and attendee country of the event; x: its full-text document;
// terms: the words of each document with their scores.
import {
  eventSearch as s,
  eventSearchSectorCountries as sectorCountries,
  eventSearchSectors as sectors,
  eventSearchTerms as terms,
  eventSearchText as x,
} from '../../db/schema';
import { FACET, type FacetValue } from './facets';

export const DAY_MS = 86_400_000;
const FREE_CANCELLATION = 'free-cancellation';

/** 'YYYY-MM-DD' as the instant it starts, in UTC. */
export const startOfUtcDay = (isoDate: string) => new Date(`${isoDate}T00:00:00.000Z`);
/** The furthest any time zone is from UTC (Kiribati, +14:00). */
const ZONE_SPAN_MS = 14 * 3_600_000;
const nonEmpty = <T>(values: readonly T[] | undefined): values is readonly T[] =>
  values !== undefined && values.length > 0;
/** Timestamps travel as ISO text: both drivers take that for a timestamptz parameter. */
export const ts = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/** The keyword box as PostgreSQL reads it (websearch_to_tsquery, English stemming and stop words). */
export interface Keyword {
  /** The text typed, trimmed. */
  text: string;
  /** The words a match is ranked by, each once, sorted: every word of the query that is not negated. */
  terms: string[];
  /** The query is only words that must all appear ('suppli' & 'chain'): matched from event_search_terms. */
  plain: boolean;
}

const LEXEME = String.raw`'(?:[^'\\]|''|\\.)*'`;
const PLAIN_QUERY = new RegExp(`^${LEXEME}(?: & ${LEXEME})*$`);
/** The lexemes of a tsquery's text form, unquoted ('' is a quote and \\ a backslash there). */
const lexemesOf = (tsquery: string) =>
  [...tsquery.matchAll(new RegExp(LEXEME, 'g'))].map(([quoted]) =>
    quoted.slice(1, -1).replace(/''/g, "'").replace(/\\(.)/g, '$1'),
  );

/**
 * How recent keywords read, so a repeated keyword costs no round trip: the reading depends on the text
 * and the 'english' configuration alone. The oldest entry goes when the map is full.
 */
const keywordsRead = new Map<string, Keyword | null>();
const KEYWORDS_KEPT = 1000;

/** Reads the keyword box; null when there is none, or only stop words ('the'), which are ignored. */
export async function readKeyword(db: DbOrTx, filter: TEventFilter): Promise<Keyword | null> {
  const text = filter.query?.trim();
  if (!text) return null;
  const known = keywordsRead.get(text);
  if (known !== undefined) return known;
  const [row] = rowsOf<{ query: string; positive: string; nodes: number }>(
    await db.execute(
      sql`select q::text as query, querytree(q)::text as positive, numnode(q) as nodes from websearch_to_tsquery('english', ${text}) as q`,
    ),
  );
  // querytree drops what is negated; what is left is what a match contains.
  const keyword =
    row.nodes === 0
      ? null
      : { text, terms: [...new Set(lexemesOf(row.positive))].sort(), plain: PLAIN_QUERY.test(row.query) };
  if (keywordsRead.size >= KEYWORDS_KEPT) keywordsRead.delete(keywordsRead.keys().next().value!);
  keywordsRead.set(text, keyword);
  return keyword;
}

/**
 * The key rows of one sector and one attendee country, under the name the plan gives them. They carry
 * the attendance type, the currency and the cheapest price too (migration 0035).
 */
const pair = alias(sectorCountries, 'event_search_pair');
/** A condition the key rows of the one sector and the one attendee country named fulfil by being read. */
const BY_PAIR = 'by the pair';

/**
 * A filter condition; `facet` when it is exactly "carries this one value of this facet"; `onPair` when
 * the key rows of a sector and an attendee country can check it (on their own columns, or BY_PAIR when
 * it names just that sector or that country).
 */
interface Condition {
  sql: SQL;
  facet?: FacetValue;
  onPair?: SQL | typeof BY_PAIR;
}

/** Every filter except visibility and the keyword, on event_search columns; ANDed by the caller. */
function filterConditions(filter: TEventFilter): Condition[] {
  const conditions: Condition[] = [];
  const push = (condition: SQL, facet?: FacetValue, onPair?: Condition['onPair']) =>
    conditions.push({ sql: condition, facet, onPair });
  const single = (dimension: FacetValue['dimension'], ids: readonly number[]): FacetValue | undefined =>
    ids.length === 1 ? { dimension, value: ids[0] } : undefined;
  /** A condition on a column the pair's key rows carry too: written once, for either table. */
  const carried = (
    column: 'attendanceType' | 'ticketCurrency' | 'minTicketPriceMinor',
    condition: (c: AnyPgColumn) => SQL,
    facet?: FacetValue,
  ) => push(condition(s[column]), facet, condition(pair[column]));

  // The event's own calendar days (in its time zone) overlap [minDate, maxDate], both ends included.
  // The instant bounds around them (no zone is more than 14 hours from UTC) let the start index narrow
  // the scan; the day columns decide.
  if (filter.minDate)
    push(
      sql`${s.endAt} >= ${ts(new Date(startOfUtcDay(filter.minDate).getTime() - ZONE_SPAN_MS))} and ${s.endDay} >= ${filter.minDate}::date`,
    );
  if (filter.maxDate)
    push(
      sql`${s.startAt} < ${ts(new Date(startOfUtcDay(filter.maxDate).getTime() + DAY_MS + ZONE_SPAN_MS))} and ${s.startDay} <= ${filter.maxDate}::date`,
    );

  const anyOf = (column: AnyPgColumn, ids: readonly number[] | undefined, dimension?: FacetValue['dimension']) => {
    if (nonEmpty(ids)) push(sql`${column} = any(${intArray(ids)})`, dimension && single(dimension, ids));
  };
  const attendance = filter.attendanceTypeIds;
  if (nonEmpty(attendance))
    carried(
      'attendanceType',
      (c) => sql`${c} = any(${intArray(attendance)})`,
      single(FACET.attendanceType, attendance),
    );
  anyOf(s.eventTypeId, filter.eventTypeIds, FACET.eventType);
  anyOf(s.durationId, filter.eventDurationIds, FACET.duration);
  anyOf(s.numAttendeesId, filter.numAttendeesIds, FACET.numAttendees);
  anyOf(s.numExhibitorsId, filter.numExhibitorsIds, FACET.numExhibitors);
  if (nonEmpty(filter.eventSizeIds)) {
    // The metric is the unit the chosen sizes are read in, so it only narrows together with sizes.
    anyOf(s.eventSizeId, filter.eventSizeIds);
    push(sql`${s.eventSizeMetric} = ${filter.eventSizeMetric}`);
  }

  // The cheapest ticket, in the chosen currency (no FX conversion). The currency always has a value
  // (USD by default), so it narrows only together with a price bound.
  if (filter.minPrice !== undefined || filter.maxPrice !== undefined) {
    const { currency, min, max } = filterPriceRangeMinor(filter);
    carried('ticketCurrency', (c) => sql`${c} = ${currency}`);
    if (min !== null) carried('minTicketPriceMinor', (c) => sql`${c} >= ${min}`);
    if (max !== null) carried('minTicketPriceMinor', (c) => sql`${c} <= ${max}`);
  }

  // The card's rating in half stars, kept on the projection (events without reviews have none).
  if (filter.minRating !== undefined) push(sql`${s.ratingHalfStars} >= ${Math.round(filter.minRating * 2)}`);

  // A place id: the venue itself, or a city and every venue in it.
  if (filter.locationId !== undefined)
    push(sql`(${s.venueId} = ${filter.locationId} or ${s.cityId} = ${filter.locationId})`);

  // Multi-selects match events carrying ANY of the chosen ids: array overlap, GIN-indexed.
  const overlaps = [
    [s.sectorIds, filter.sectorIds, FACET.sector],
    [s.sectorSubtypeIds, filter.sectorSubtypeIds, FACET.sectorSubtype],
    [s.attendeeCountryIds, filter.attendeeCountryIds, FACET.attendeeCountry],
    [s.exhibitorCountryIds, filter.exhibitorCountryIds, FACET.exhibitorCountry],
    [s.attendeeJobTitleIds, filter.attendeeJobTitleIds, FACET.attendeeJobTitle],
    [s.exhibitorTypeIds, filter.exhibitorTypeIds, FACET.exhibitorType],
    [s.attendeeClassIds, filter.attendeeClassIds, FACET.attendeeClass],
    [s.audienceIds, filter.audienceIds, FACET.audience],
  ] as const;
  for (const [column, ids, dimension] of overlaps) {
    // One sector or one attendee country is what the key rows of a pair are read by.
    const byPair = ids?.length === 1 && (column === s.sectorIds || column === s.attendeeCountryIds);
    if (nonEmpty(ids)) push(sql`${column} && ${intArray(ids)}`, single(dimension, ids), byPair ? BY_PAIR : undefined);
  }

  if (filter.cancellationPolicyIds?.includes(FREE_CANCELLATION))
    push(sql`${s.freeCancellation}`, { dimension: FACET.freeCancellation, value: 1 });
  return conditions;
}

/** One search as SQL: where to read, what to match, in which order. Pure; no database access. */
export interface SearchPlan {
  /**
   * FROM clause: event_search (or, for one sector and more in start order, event_search_sectors under
   * that name; for one sector and one attendee country, the pair's key rows, each joined to that copy
   * when a filter needs a column they do not carry);
   * or with a keyword, the rows of its words in event_search_terms (one per
   * word, joined on the event) or event_search_text, joined to event_search when a filter or sort needs it.
   */
  from: SQL;
  /** The event id and start columns of the FROM clause. */
  id: SQL;
  start: SQL;
  where: SQL;
  orderBy: SQL;
  /** With a keyword and the relevance sort: the rank of each match, which the page query orders by. */
  rank: SQL | null;
  /** No keyword and no filter: the landing page of /events, counted from per-day totals. */
  unfiltered: boolean;
  /** No keyword and a single filter that is one value of one facet (and that filter's condition): counted from the facet's per-day totals. */
  facet: { value: FacetValue; condition: SQL } | null;
  /**
   * The matches can be read in start order, stopping early (the projection's start index, or the
   * words' rows merged in start order): the total is then counted up to a threshold and estimated
   * above it. Not for phrases, OR and NOT, whose documents have no start index.
   */
  inStartOrder: boolean;
  /** Sorted by start and then id, both ascending (the date sort, or relevance without a keyword to rank by). */
  byStart: boolean;
  /** Plain words sorted by relevance: the best matches are looked for among each word's best scores first. */
  best: BestMatches | null;
  /**
   * Where a match can start at the latest (the end of maxDate's day in the furthest time zone); an
   * estimated total scales the first matches up to the events starting before it.
   */
  startsBefore: Date | null;
  now: Date;
  limit: number;
  offset: number;
}

/**
 * The relevance sort of plain words, as read from each word's rows in score order
 * (event_search_terms_score_idx): the words, each word's score column in `rank`'s order of addition,
 * and the filters an event must also pass (on event_search), if any.
 */
export interface BestMatches {
  words: string[];
  /** Descending relevance: the weakest match first. */
  weakestFirst: boolean;
  filters: SQL | null;
}

/** The keyword's rows of event_search_terms: the first word's, and one more join per further word. */
function termRows(words: readonly string[]) {
  const names = words.map((_, i) => `w${i + 1}`);
  const rows = names.map((name) => alias(terms, name));
  // An alias renders as its name alone; the FROM clause names the table too.
  const table = (i: number) => sql`${terms} as ${sql.identifier(names[i])}`;
  const [first, ...rest] = rows;
  const from = rest.reduce(
    (joined, row, i) =>
      sql`${joined} join ${table(i + 1)} on ${row.lexeme} = ${words[i + 1]} and ${row.startAt} = ${first.startAt} and ${row.eventId} = ${first.eventId}`,
    table(0),
  );
  return { first, from, where: sql`${first.lexeme} = ${words[0]}`, scores: rows.map((row) => sql`${row.score}`) };
}

/**
 * Relevance: the sum over the keyword's words of each word's score in the document (ts_rank of the
 * document against that word alone), added in the order of `terms`. event_search_terms stores those
 * scores, so both paths rank alike to the last bit. The scores (real) are added as double precision,
 * where the sum of a few of them is exact: a sum is then never equal to another made of smaller
 * scores, which the best-matches proof relies on (read-model.ts).
 */
export function scoreSum(scores: SQL[]): SQL {
  return scores.length === 0
    ? sql`0::float8`
    : sql`(${sql.join(
        scores.map((score) => sql`${score}::float8`),
        sql` + `,
      )})`;
}

export function searchPlan(filter: TEventFilter, now: Date, keyword: Keyword | null): SearchPlan {
  const conditions = filterConditions(filter);
  const filters = conditions.map((c) => c.sql);
  const descending = filter.sortDirection === 'desc';
  const dir = sql.raw(descending ? 'desc' : 'asc');
  const sortsOnProjection =
    filter.sortCriteria === 'size' || filter.sortCriteria === 'price' || filter.sortCriteria === 'rating';
  // The keyword path joins the filter columns only when it needs them.
  const joinFilters = keyword !== null && (filters.length > 0 || sortsOnProjection);
  const joined = (from: SQL, id: AnyPgColumn) => (joinFilters ? sql`${from} join ${s} on ${s.eventId} = ${id}` : from);

  let from: SQL;
  let main: { eventId: AnyPgColumn; startAt: AnyPgColumn };
  let match: SQL | null = null;
  let score: SQL | null = null;
  // Sorted by start, from the first (or the last) event on. A search naming one sector and more reads
  // that sector's copy of the filter columns (event_search_sectors, named as event_search so the
  // conditions read it unchanged) in start order instead of every event's on the start index.
  // Naming one attendee country too, it reads that pair's key rows in start order instead, checking
  // there what they carry (the pair itself, attendance, currency, price). Any other filter looks each
  // remaining event up in the sector's copy (a lateral subquery kept whole, so it is one index lookup
  // per key row, not a merge over the sector's copy).
  const inDateOrder = filter.sortCriteria === 'date' || filter.sortCriteria === 'relevance';
  const oneSector = filter.sectorIds?.length === 1 ? filter.sectorIds[0] : null;
  const oneCountry = filter.attendeeCountryIds?.length === 1 ? filter.attendeeCountryIds[0] : null;
  const sectorFirst = !keyword && inDateOrder && oneSector !== null && conditions.length > 1;
  const pairFirst = sectorFirst && oneCountry !== null;
  if (pairFirst) {
    const copy = sql.identifier('copy');
    from = sql`${sectorCountries} as ${sql.identifier('event_search_pair')}`;
    if (!conditions.every((c) => c.onPair))
      from = sql`${from} cross join lateral (
        select * from ${sectors} as ${copy}
        where ${copy}.sector_id = ${pair.sectorId} and ${copy}.start_at = ${pair.startAt} and ${copy}.event_id = ${pair.eventId}
        offset 0
      ) as ${sql.identifier('event_search')}`;
    main = pair;
  } else if (!keyword) {
    from = sectorFirst ? sql`${sectors} as ${sql.identifier('event_search')}` : sql`${s}`;
    main = s;
  } else if (keyword.plain) {
    // Plain words: their rows in event_search_terms, read from the primary key's index, no document.
    const words = termRows(keyword.terms);
    from = joined(words.from, words.first.eventId);
    main = words.first;
    match = words.where;
    score = scoreSum(words.scores);
  } else {
    // Phrases, OR and NOT: the documents, through their GIN index.
    from = joined(sql`${x}`, x.eventId);
    main = x;
    match = sql`${x.searchVector} @@ websearch_to_tsquery('english', ${keyword.text})`;
    score = scoreSum(keyword.terms.map((word) => sql`ts_rank(${x.searchVector}, event_search_term_query(${word}))`));
  }

  // Only approved, published events have rows here; upcoming means starting after now.
  const where: SQL[] = [
    ...(match ? [match] : []),
    ...(pairFirst ? [sql`${pair.sectorId} = ${oneSector}`, sql`${pair.countryId} = ${oneCountry}`] : []),
    ...(sectorFirst && !pairFirst
      ? [sql`${sql.identifier('event_search')}.${sql.identifier('sector_id')} = ${oneSector}`]
      : []),
    sql`${main.startAt} > ${ts(now)}`,
    ...(pairFirst ? conditions.flatMap((c) => (c.onPair === BY_PAIR ? [] : [c.onPair ?? c.sql])) : filters),
  ];

  // The criterion in the chosen direction, then the soonest start, then id, so paging is stable.
  // Events without a size or a price sort last either way. Date flips start and id together, so one
  // index serves both directions.
  let orderBy: SQL;
  let rank: SQL | null = null;
  switch (filter.sortCriteria) {
    case 'size':
      orderBy = sql`nullif(${s.sizeRank}, 0) ${dir} nulls last, ${s.startAt} asc, ${s.eventId} asc`;
      break;
    case 'price':
      orderBy = sql`${s.minTicketPriceMinor} ${dir} nulls last, ${s.startAt} asc, ${s.eventId} asc`;
      break;
    case 'rating':
      orderBy = sql`${s.ratingHalfStars} ${dir} nulls last, ${s.startAt} asc, ${s.eventId} asc`;
      break;
    case 'relevance':
      if (score) {
        // Ascending relevance is rank order, the best match first; descending flips it.
        rank = score;
        orderBy = sql`rank ${sql.raw(descending ? 'asc' : 'desc')}, start_at asc, id asc`;
        break;
      }
      orderBy = sql`${main.startAt} ${dir}, ${main.eventId} ${dir}`;
      break;
    case 'date':
    default:
      orderBy = sql`${main.startAt} ${dir}, ${main.eventId} ${dir}`;
  }
  return {
    from,
    id: sql`${main.eventId}`,
    start: sql`${main.startAt}`,
    where: sql.join(where, sql` and `),
    orderBy,
    rank,
    unfiltered: keyword === null && filters.length === 0,
    facet:
      keyword === null && conditions.length === 1 && conditions[0].facet
        ? { value: conditions[0].facet, condition: conditions[0].sql }
        : null,
    inStartOrder: keyword === null || keyword.plain,
    byStart: !descending && rank === null && (filter.sortCriteria === 'date' || filter.sortCriteria === 'relevance'),
    best:
      keyword?.plain && rank
        ? {
            words: keyword.terms,
            weakestFirst: descending,
            filters: filters.length ? sql.join(filters, sql` and `) : null,
          }
        : null,
    startsBefore: filter.maxDate ? new Date(startOfUtcDay(filter.maxDate).getTime() + DAY_MS + ZONE_SPAN_MS) : null,
    now,
    limit: filter.pageSize,
    offset: (filter.page - 1) * filter.pageSize,
  };
}
