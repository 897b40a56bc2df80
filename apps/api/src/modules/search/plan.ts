// Event search (POST /api/events/filtered), the plan: how a filter becomes SQL. Every filter and sort
// runs in SQL on the public search projection (event_search; for the keyword box event_search_terms,
// or event_search_text for phrases, OR and NOT), which triggers keep in step with approved, published
// events. Semantics are written down in docs/search.md; read-model.ts runs the plan and answers.
import { sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { filterPriceRangeMinor, RANKING_WEIGHTS, type TEventFilter } from '@pavilion/domain';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/raw-sql';
// s: the filter and sort columns of each public event; x: its full-text document; terms: the words of
// each document with their scores.
import { eventSearch as s, eventSearchTerms as terms, eventSearchText as x, searchWords } from '../../db/schema';
import { FACET, type FacetValue } from './facets';
import {
  currencyValue,
  keywordQuery,
  lexemesOf,
  monthTokens,
  priceBucketTokens,
  token,
  tokenQuery,
  TOKEN,
  wordToken,
} from './tokens';

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
  /** The tsquery's text form, and its positive part (querytree: what is negated left out). */
  query: string;
  positive: string;
  /** It holds a phrase (<->): its words' tokens find a superset of its matches, the documents decide. */
  phrase: boolean;
}

const LEXEME = String.raw`'(?:[^'\\]|''|\\.)*'`;
const PLAIN_QUERY = new RegExp(`^${LEXEME}(?: & ${LEXEME})*$`);

/** A hyphenated word as typed ("next-gen", "state-of-the-art"), which PostgreSQL reads as a phrase. */
const HYPHENATED = /^[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)+$/u;

/**
 * The query with each phrase that a hyphenated word of the text alone makes ('next-gen' <-> 'next' <->
 * 'gen', as `compounds` read them) written as its words ANDed; the query as it is when it holds OR,
 * NOT, brackets or another phrase. A document holds the whole word ('next-gen') only where the parser
 * met it, followed at those very positions by its parts, so a document with all its words has the
 * phrase (documents are a few hundred words, far below the 16,383 positions a tsvector counts): the
 * words then match and rank as plain words do, without reading the documents.
 */
export function withoutCompoundPhrases(query: string, compounds: readonly string[]): string {
  if (compounds.length === 0 || /[|!()]/.test(query.replace(new RegExp(LEXEME, 'g'), ''))) return query;
  const known = new Set(compounds);
  const groups = query.split(' & ');
  // A phrase group's text as websearch_to_tsquery writes a hyphenated word's: split on & outside quotes.
  if (groups.join(' & ') !== query || groups.some((group) => lexemesOf(group).length === 0)) return query;
  const rewritten: string[] = [];
  for (const group of groups) {
    if (!/<(?:-|\d+)>/.test(group)) rewritten.push(group);
    else if (known.has(group)) rewritten.push(group.replace(/ <(?:-|\d+)> /g, ' & '));
    else return query;
  }
  return rewritten.join(' & ');
}

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
  const hyphenated = [...new Set(text.split(/\s+/).filter((word) => HYPHENATED.test(word)))];
  const [row] = rowsOf<{ query: string; positive: string; nodes: number; compounds: string[] }>(
    await db.execute(
      sql`select q::text as query, querytree(q)::text as positive, numnode(q) as nodes,
        array(select websearch_to_tsquery('english', w)::text from unnest(${`{${hyphenated.map((w) => `"${w}"`).join(',')}}`}::text[]) as w) as compounds
        from websearch_to_tsquery('english', ${text}) as q`,
    ),
  );
  // querytree drops what is negated; what is left is what a match contains.
  const query = withoutCompoundPhrases(row.query, row.compounds);
  const positive = query === row.query ? row.positive : query;
  const keyword =
    row.nodes === 0
      ? null
      : {
          text,
          terms: [...new Set(lexemesOf(positive))].sort(),
          plain: PLAIN_QUERY.test(query),
          query,
          positive,
          phrase: /<(?:-|\d+)>/.test(query),
        };
  if (keywordsRead.size >= KEYWORDS_KEPT) keywordsRead.delete(keywordsRead.keys().next().value!);
  keywordsRead.set(text, keyword);
  return keyword;
}

/** Each database's words as numbered in search_words, once read: a number always means one word. */
const wordIdsRead = new WeakMap<object, Map<string, number>>();
const WORD_IDS_KEPT = 100_000;

/**
 * The numbers of the keyword's words (search_words). A word no document has held has none (wordToken
 * then matches nothing) and is asked again next time, since a document may bring it.
 */
export async function wordIdsOf(db: DbOrTx, keyword: Keyword): Promise<ReadonlyMap<string, number>> {
  const known = wordIdsRead.get(db) ?? new Map<string, number>();
  wordIdsRead.set(db, known);
  const missing = [...new Set(lexemesOf(keyword.query))].filter((word) => !known.has(word));
  if (missing.length === 0) return known;
  if (known.size + missing.length > WORD_IDS_KEPT) known.clear();
  const rows = rowsOf<{ lexeme: string; id: number }>(
    await db.execute(
      sql`select ${searchWords.lexeme} as lexeme, ${searchWords.id} as id from ${searchWords}
        where ${searchWords.lexeme} in (${sql.join(
          missing.map((word) => sql`${word}`),
          sql`, `,
        )})`,
    ),
  );
  for (const row of rows) known.set(row.lexeme, Number(row.id));
  return known;
}

/**
 * The keyword as facet tokens (tokens.ts): plain words as one group each (a match carries every word);
 * other queries as their query_int (`query`). A phrase's words find a superset of its matches, and so
 * does a query that cannot be written as tokens: `recheck` then asks the documents.
 */
function keywordTokens(
  keyword: Keyword,
  words: ReadonlyMap<string, number>,
): { groups: number[][]; query: string | null; recheck: boolean } {
  if (keyword.plain)
    return { groups: keyword.terms.map((word) => [wordToken(words.get(word))]), query: null, recheck: false };
  const query = keywordQuery(keyword.phrase ? keyword.positive : keyword.query, words);
  return { groups: [], query, recheck: keyword.phrase || query === null };
}

/**
 * A filter condition; `facet` when it is exactly "carries this one value of this facet" (a total then
 * comes from the facet's per-day totals).
 */
interface Condition {
  sql: SQL;
  facet?: FacetValue;
}

/**
 * The event's own calendar days (in its time zone) overlap [minDate, maxDate], both ends included. The
 * instant bounds around them (no zone is more than 14 hours from UTC) let the start index narrow the
 * scan; the day columns decide.
 */
function dateConditions(
  filter: TEventFilter,
  longestSpanDays: number | null = null,
): (Condition & { first?: boolean })[] {
  const conditions: (Condition & { first?: boolean })[] = [];
  const bounds = dateBounds(filter);
  if (filter.minDate && bounds.endFromMs !== undefined) {
    // An event ends on the first day or later and spans at most the longest event's days: it starts
    // no sooner than that many days before the first day (in the furthest zone), a bound the start
    // index can use where the end alone cannot.
    const startsFrom =
      longestSpanDays === null
        ? sql``
        : sql` and ${s.startAt} >= ${ts(new Date(bounds.endFromMs - longestSpanDays * DAY_MS))}`;
    conditions.push({
      first: true,
      sql: sql`${s.endAt} >= ${ts(new Date(bounds.endFromMs))} and ${s.endDay} >= ${filter.minDate}::date${startsFrom}`,
    });
  }
  if (filter.maxDate && bounds.startBeforeMs !== undefined)
    conditions.push({
      sql: sql`${s.startAt} < ${ts(new Date(bounds.startBeforeMs))} and ${s.startDay} <= ${filter.maxDate}::date`,
    });
  return conditions;
}

/**
 * The date range's bounds as values: from a first day, the end (in the furthest zone) and the last day
 * a match reaches at least; before a last day, the start (in the furthest zone) a match starts before
 * and the first day it starts on at the latest.
 */
function dateBounds(filter: TEventFilter): FilterBounds {
  const bounds: FilterBounds = {};
  if (filter.minDate) {
    bounds.endFromMs = startOfUtcDay(filter.minDate).getTime() - ZONE_SPAN_MS;
    bounds.endDayFrom = filter.minDate;
  }
  if (filter.maxDate) {
    bounds.startBeforeMs = startOfUtcDay(filter.maxDate).getTime() + DAY_MS + ZONE_SPAN_MS;
    bounds.startDayTo = filter.maxDate;
  }
  return bounds;
}

/**
 * Every filter except visibility and the keyword, on event_search columns; ANDed by the caller. Every
 * equality facet (the id lists, attendance, bands, sizes in their metric, the currency of a price bound,
 * the place, free cancellation, the minimum rating) is one condition on the facet tokens; dates and price
 * bounds are ranges on their columns. `sortKey` adds the minimum rating as a range of the rating sort's key.
 */
function filterConditions(
  filter: TEventFilter,
  now: Date,
  sizeRanks: SizeRanks | null = null,
  words: { groups: number[][]; query: string | null } | null = null,
  longestSpanDays: number | null = null,
): {
  conditions: Condition[];
  groups: number[][];
  estimated: number[][];
  narrowDates: boolean;
  tokens: string | null | undefined;
  bounds: FilterBounds;
} {
  const conditions: Condition[] = [];
  const bounds = dateBounds(filter);
  const groups: (number | null)[][] = [];
  let single: FacetValue | undefined;
  const group = (dimension: number, values: readonly number[]) => {
    groups.push(values.map((value) => token(dimension, value)));
    // One value of one of the dimensions event_search_facet_days counts.
    single =
      values.length === 1 && dimension <= FACET.freeCancellation
        ? { dimension: dimension as FacetValue['dimension'], value: values[0] }
        : undefined;
  };

  conditions.push(...dateConditions(filter, longestSpanDays));
  // The months the range spans, as tokens (an event spanning them carries one of them): from the first
  // day or, without one, from yesterday (an upcoming event starts no sooner in any zone), to the last
  // day or, without one, ten years on. Only a narrowing, for the index, when they are few; the day
  // columns decide. Otherwise they are only counted in the guess of how many events match.
  const estimated: number[][] = [];
  let narrowDates = false;
  if (filter.minDate || filter.maxDate) {
    const from = filter.minDate ?? new Date(now.getTime() - DAY_MS).toISOString().slice(0, 10);
    const to = filter.maxDate ?? new Date(startOfUtcDay(from).getTime() + 3653 * DAY_MS).toISOString().slice(0, 10);
    const months = from <= to && filter.maxDate ? monthTokens(from, to) : null;
    if (months) {
      groups.push(months);
      narrowDates = true;
    } else if (from <= to) estimated.push(monthTokens(from, to, 12 * 10 + 1) ?? []);
  }

  // Multi-selects match events carrying ANY of the chosen ids.
  const lists = [
    [TOKEN.attendanceType, filter.attendanceTypeIds],
    [TOKEN.eventType, filter.eventTypeIds],
    [TOKEN.duration, filter.eventDurationIds],
    [TOKEN.numAttendees, filter.numAttendeesIds],
    [TOKEN.numExhibitors, filter.numExhibitorsIds],
    [TOKEN.sector, filter.sectorIds],
    [TOKEN.sectorSubtype, filter.sectorSubtypeIds],
    [TOKEN.attendeeCountry, filter.attendeeCountryIds],
    [TOKEN.exhibitorCountry, filter.exhibitorCountryIds],
    [TOKEN.attendeeJobTitle, filter.attendeeJobTitleIds],
    [TOKEN.exhibitorType, filter.exhibitorTypeIds],
    [TOKEN.attendeeClass, filter.attendeeClassIds],
    [TOKEN.audience, filter.audienceIds],
  ] as const;
  for (const [dimension, ids] of lists) if (nonEmpty(ids)) group(dimension, ids);
  // The metric is the unit the chosen sizes are read in, so it only narrows together with sizes.
  if (nonEmpty(filter.eventSizeIds)) {
    const sqft = filter.eventSizeMetric === 'sqft' ? 1 : 0;
    group(
      TOKEN.sizeInMetric,
      filter.eventSizeIds.map((id) => id * 2 + sqft),
    );
    // Sorted by size, the chosen sizes are also a range of the sort index's key (their size ranks, read
    // before: sizeRanksOf), so the walk starts at the smallest chosen size instead of the smallest of all.
    if (filter.sortCriteria === 'size' && sizeRanks)
      conditions.push({
        sql: sql`nullif(${s.sizeRank}, 0) >= ${sizeRanks.min} and nullif(${s.sizeRank}, 0) <= ${sizeRanks.max}`,
      });
  }

  // The cheapest ticket, in the chosen currency (no FX conversion). The currency always has a value
  // (USD by default), so it narrows only together with a price bound.
  if (filter.minPrice !== undefined || filter.maxPrice !== undefined) {
    const { currency, min, max } = filterPriceRangeMinor(filter);
    // The price buckets of a narrow range in the currency (which they imply), else the currency; the
    // price column decides.
    const buckets = priceBucketTokens(currency, min, max);
    if (buckets) {
      groups.push(buckets);
      single = undefined;
    } else group(TOKEN.currency, [currencyValue(currency)]);
    if (min !== null) conditions.push({ sql: sql`${s.minTicketPriceMinor} >= ${min}` });
    if (max !== null) conditions.push({ sql: sql`${s.minTicketPriceMinor} <= ${max}` });
    bounds.priceMin = min;
    bounds.priceMax = max;
  }

  // The card's rating in half stars, kept on the projection (events without reviews have none).
  if (filter.minRating !== undefined) {
    const halfStars = Math.round(filter.minRating * 2);
    group(TOKEN.ratingAtLeast, [halfStars]);
    // Sorted by rating, the bound is also a range of the sort index's key.
    if (filter.sortCriteria === 'rating') conditions.push({ sql: sql`${s.ratingHalfStars} >= ${halfStars}` });
  }

  // A place id: the venue itself, or a city and every venue in it.
  if (filter.locationId !== undefined) group(TOKEN.place, [filter.locationId]);

  if (filter.cancellationPolicyIds?.includes(FREE_CANCELLATION)) group(TOKEN.freeCancellation, [1]);

  // The keyword's words: a group each, or the query_int of a query with OR and NOT.
  if (words) groups.push(...words.groups);
  let tokens: string | null | undefined;
  if (groups.length > 0 || words?.query) {
    const query = tokenQuery(groups, words?.query ?? null);
    tokens = query;
    conditions.push({
      sql: query === null ? sql`false` : sql`${s.facetTokens} @@ ${sql.raw(`'${query}'`)}::query_int`,
      facet: groups.length === 1 ? single : undefined,
    });
  }
  return {
    conditions,
    groups: groups.map((group) => group.filter((t): t is number => t !== null)),
    estimated: estimated.filter((group) => group.length > 0),
    narrowDates,
    tokens,
    bounds,
  };
}

/**
 * The range conditions of a filter besides its tokens, as values (the SQL conditions' own): the end
 * and the last day from a first day, the start and the first day before a last day (in ms since the
 * epoch and as 'YYYY-MM-DD'), and the cheapest price's bounds in minor units.
 */
export interface FilterBounds {
  endFromMs?: number;
  endDayFrom?: string;
  startBeforeMs?: number;
  startDayTo?: string;
  priceMin?: number | null;
  priceMax?: number | null;
}

/**
 * A search outside SQL (in-memory.ts): the query_int of its facet tokens and words (undefined: none;
 * null: nothing can match), its range bounds, and whether the keyword needs the documents (a phrase,
 * or a query the tokens cannot say). Not for the relevance sort of a keyword, which ranks by the words' scores.
 */
export function tokenSearch(
  filter: TEventFilter,
  now: Date,
  keyword: Keyword | null,
  words: ReadonlyMap<string, number> = new Map(),
): { tokens: string | null | undefined; bounds: FilterBounds; documents: boolean } {
  const asTokens = keyword ? keywordTokens(keyword, words) : null;
  const { tokens, bounds } = filterConditions(filter, now, null, asTokens);
  return { tokens, bounds, documents: asTokens?.recheck ?? false };
}

/** One search as SQL: where to read, what to match, in which order. Pure; no database access. */
export interface SearchPlan {
  /**
   * FROM clause: event_search (a keyword's words are facet tokens there); or with a keyword sorted by
   * relevance, the rows of its words in event_search_terms (one per word, joined on the event) or
   * event_search_text, joined to event_search when a filter or sort needs it.
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
  /**
   * What narrows a bounded walk's entries before its bound counts them (read-model.ts, walkedStatement):
   * for the total, in start order, the upcoming bound and the date range; for the page, the upcoming
   * bound and the ranges of the sort index's key (a price range sorted by price, the minimum rating
   * sorted by rating, the chosen sizes sorted by size, the date range sorted by date).
   */
  ranges: { start: SQL; sort: SQL };
  /**
   * The facet tokens a match carries one of, group by group (none: no equality facet). read-model.ts
   * guesses from them how many events match (token-shares.ts), and collects every match at once when
   * they are few.
   */
  tokenGroups: number[][];
  /** Token groups that only the guess counts, not the query: a date range's months when they are many. */
  estimatedGroups: number[][];
  /**
   * The matches are read from the words' rows or the documents (a keyword sorted by relevance), not
   * from the projection's tokens alone: they are never collected through the tokens' index.
   */
  readsWords: boolean;
  /** The recommended sort: the order reads the score (and, for a taste, the facet tokens). */
  byScore: boolean;
  /**
   * The recommended sort for a signed-in visitor with sectors or a country in their profile: the score
   * plus what their taste adds (`boost`). Without a keyword the page is the best of one walk of the
   * recommended index per combination of tastes met (`streams`, each with what it adds): within one,
   * the order is the score's alone.
   */
  personal: { streams: { condition: SQL; adds: number }[]; scoreOrder: SQL; rankOrder: SQL } | null;
}

/** A signed-in visitor's profile as the recommended sort reads it. */
export interface Taste {
  sectorIds: number[];
  countryId: number | null;
}

/** The taste's parts as token groups with what each adds to the score (RANKING_WEIGHTS). */
export function tasteParts(taste: Taste | null): { tokens: number[]; adds: number }[] {
  if (!taste) return [];
  const valid = (tokens: (number | null)[]) => tokens.filter((t): t is number => t !== null);
  return [
    { tokens: valid(taste.sectorIds.map((id) => token(TOKEN.sector, id))), adds: RANKING_WEIGHTS.yourSectors },
    {
      tokens: valid(taste.countryId === null ? [] : [token(TOKEN.attendeeCountry, taste.countryId)]),
      adds: RANKING_WEIGHTS.yourCountry,
    },
  ].filter((part) => part.tokens.length > 0);
}

/** Whether the row's facet tokens include any of `tokens` (only digits: written as a literal). */
const carriesAny = (tokens: readonly number[]) => sql`${s.facetTokens} && ${sql.raw(`'{${tokens.join(',')}}'::int[]`)}`;

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

/** What a plan is written with besides the request, read from the database first. */
export interface PlanInputs {
  /** A signed-in visitor's taste, for the recommended sort. */
  taste?: Taste | null;
  /** The size ranks of the chosen sizes, for the size sort (sizeRanksOf). */
  sizeRanks?: SizeRanks | null;
  /** The keyword's words as numbered in search_words (wordIdsOf). */
  words?: ReadonlyMap<string, number>;
  /** The longest span of a projection row in days (end day minus start day; longestSpanDays), for a date range. */
  longestSpanDays?: number | null;
}

/**
 * The least and the greatest size rank of the chosen event sizes: a size's rank is its position in the
 * list plus one (events/derived.ts), and positions never change once an option exists.
 */
export interface SizeRanks {
  min: number;
  max: number;
}

export function searchPlan(
  filter: TEventFilter,
  now: Date,
  keyword: Keyword | null,
  inputs: PlanInputs = {},
): SearchPlan {
  const taste = inputs.taste ?? null;
  // A keyword in any order but relevance narrows the facet tokens as any filter does (its words'
  // tokens, keywordTokens), the documents asked too for a phrase; relevance ranks from the words' rows.
  const asTokens =
    keyword !== null && filter.sortCriteria !== 'relevance' ? keywordTokens(keyword, inputs.words ?? new Map()) : null;
  const { conditions, groups, estimated, narrowDates } = filterConditions(
    filter,
    now,
    inputs.sizeRanks ?? null,
    asTokens,
    inputs.longestSpanDays ?? null,
  );
  const filters = conditions.map((c) => c.sql);
  const descending = filter.sortDirection === 'desc';
  const dir = sql.raw(descending ? 'desc' : 'asc');
  const sortsOnProjection =
    filter.sortCriteria === 'size' ||
    filter.sortCriteria === 'price' ||
    filter.sortCriteria === 'rating' ||
    filter.sortCriteria === 'recommended';
  // The relevance path joins the filter columns only when it needs them.
  const joinFilters = keyword !== null && (filters.length > 0 || sortsOnProjection);
  const joined = (from: SQL, id: AnyPgColumn) => (joinFilters ? sql`${from} join ${s} on ${s.eventId} = ${id}` : from);

  let from: SQL;
  let main: { eventId: AnyPgColumn; startAt: AnyPgColumn };
  let match: SQL | null = null;
  let score: SQL | null = null;
  if (!keyword || asTokens) {
    from = sql`${s}`;
    main = s;
    // A phrase, or a query the tokens cannot say: the document decides, looked up by event (`offset 0`
    // keeps it a probe of the rows the tokens leave).
    if (asTokens?.recheck)
      match = sql`exists (select 1 from ${x} where ${x.eventId} = ${s.eventId} and ${x.searchVector} @@ websearch_to_tsquery('english', ${keyword!.text}) offset 0)`;
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
  const where: SQL[] = [...(match ? [match] : []), sql`${main.startAt} > ${ts(now)}`, ...filters];

  // The criterion in the chosen direction, then the soonest start, then id, so paging is stable.
  // Events without a size or a price sort last either way. Date flips start and id together, so one
  // index serves both directions.
  let orderBy: SQL;
  let rank: SQL | null = null;
  let personal: SearchPlan['personal'] = null;
  switch (filter.sortCriteria) {
    case 'recommended': {
      // Ascending is the best first, as relevance; ties by the soonest start, then id.
      const scoreDir = sql.raw(descending ? 'asc' : 'desc');
      const scoreOrder = sql`${s.rankScore} ${scoreDir} nulls last, ${s.startAt} asc, ${s.eventId} asc`;
      const parts = tasteParts(taste);
      if (parts.length === 0) {
        orderBy = scoreOrder;
        break;
      }
      const adds = sql.join(
        parts.map((part) => sql`case when ${carriesAny(part.tokens)} then ${part.adds}::float8 else 0::float8 end`),
        sql` + `,
      );
      orderBy = sql`(${s.rankScore} + (${adds})) ${scoreDir} nulls last, ${s.startAt} asc, ${s.eventId} asc`;
      // Every combination of the parts met or not, and the sum of what those met add.
      const streams = Array.from({ length: 2 ** parts.length }, (_, met) => ({
        condition: sql.join(
          parts.map((part, i) => (met & (1 << i) ? carriesAny(part.tokens) : sql`not (${carriesAny(part.tokens)})`)),
          sql` and `,
        ),
        adds: parts.reduce((sum, part, i) => (met & (1 << i) ? sum + part.adds : sum), 0),
      }));
      personal = { streams, scoreOrder, rankOrder: sql`r ${scoreDir}, start_at asc, id asc` };
      break;
    }
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
  // The bounded walks' ranges (read-model.ts). In start order the date range narrows the entries
  // before they are counted (the last day bounds the index). In another order, a wide range's first
  // day does too: each sort index orders by start within its key, so the entries before the first day
  // would otherwise fill the walk's bound; a narrow range (its months are tokens) is left to the tokens,
  // so that a walk through few matches stops at its bound and they are collected.
  const upcoming = sql`${s.startAt} > ${ts(now)}`;
  const dateRange = dateConditions(filter, inputs.longestSpanDays ?? null);
  const byStartKey = filter.sortCriteria === 'date' || (filter.sortCriteria === 'relevance' && !keyword);
  const sortRange: SQL[] = [
    upcoming,
    ...(byStartKey ? dateRange : narrowDates ? [] : dateRange.filter((c) => c.first)).map((c) => c.sql),
  ];
  if (filter.sortCriteria === 'price' && (filter.minPrice !== undefined || filter.maxPrice !== undefined)) {
    const { min, max } = filterPriceRangeMinor(filter);
    if (min !== null) sortRange.push(sql`${s.minTicketPriceMinor} >= ${min}`);
    if (max !== null) sortRange.push(sql`${s.minTicketPriceMinor} <= ${max}`);
  }
  if (filter.sortCriteria === 'rating' && filter.minRating !== undefined)
    sortRange.push(sql`${s.ratingHalfStars} >= ${Math.round(filter.minRating * 2)}`);
  if (filter.sortCriteria === 'size' && filter.eventSizeIds?.length && inputs.sizeRanks)
    sortRange.push(
      sql`nullif(${s.sizeRank}, 0) >= ${inputs.sizeRanks.min} and nullif(${s.sizeRank}, 0) <= ${inputs.sizeRanks.max}`,
    );
  return {
    ranges: {
      start: sql.join([upcoming, ...dateRange.map((c) => c.sql)], sql` and `),
      sort: sql.join(sortRange, sql` and `),
    },
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
    tokenGroups: groups,
    estimatedGroups: estimated,
    readsWords: keyword !== null && !asTokens,
    byScore: filter.sortCriteria === 'recommended',
    personal,
    byStart: !descending && rank === null && (filter.sortCriteria === 'date' || filter.sortCriteria === 'relevance'),
    best:
      keyword?.plain && rank
        ? {
            words: keyword.terms,
            weakestFirst: descending,
            filters: filters.length ? sql.join(filters, sql` and `) : null,
          }
        : null,
    startsBefore: filter.maxDate ? new Date(dateBounds(filter).startBeforeMs!) : null,
    now,
    limit: filter.pageSize,
    offset: (filter.page - 1) * filter.pageSize,
  };
}
