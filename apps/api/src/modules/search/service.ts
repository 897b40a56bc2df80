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
import { eventSearch as s, eventSearchTerms as terms, eventSearchText as x } from '../../db/schema';
import { FACET, type FacetValue } from './facets';
import { currencyValue, token, tokenQuery, TOKEN } from './tokens';

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
  /** Every match contains every one of `terms` (no OR in the query): the rarest of them bounds the matches. */
  everyTerm: boolean;
  /** Plain words: the word with the fewest upcoming events, and whether even it is common (readWordRows). */
  rarest?: { word: string; common: boolean };
}

/** A word on more upcoming events than this is common: its matches are probed from the filters' side. */
export const COMMON_WORD_ROWS = 3000;

/**
 * The keyword with its rarest word, when every match contains every word: each word's upcoming events
 * counted up to COMMON_WORD_ROWS + 1 on event_search_terms' primary key, a few thousand entries at most.
 */
export async function readWordRows(
  db: DbOrTx,
  keyword: Keyword | null,
  now: Date,
  commonAbove = COMMON_WORD_ROWS,
): Promise<Keyword | null> {
  if (!keyword?.everyTerm || keyword.terms.length === 0) return keyword;
  const counted = rowsOf<{ word: string; n: number }>(
    await db.execute(sql`select w.word, (
        select count(*) from (
          select 1 from ${terms} where ${terms.lexeme} = w.word and ${terms.startAt} > ${ts(now)} limit ${commonAbove + 1}
        ) x
      )::int as n
      from unnest(${sql.raw('array[')}${sql.join(
        keyword.terms.map((word) => sql`${word}`),
        sql`, `,
      )}${sql.raw(']::text[]')}) with ordinality as w(word, i) order by n, i`),
  );
  const [rarest] = counted;
  return { ...keyword, rarest: { word: rarest.word, common: rarest.n > commonAbove } };
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
      : {
          text,
          terms: [...new Set(lexemesOf(row.positive))].sort(),
          plain: PLAIN_QUERY.test(row.query),
          everyTerm: !row.positive.replace(new RegExp(LEXEME, 'g'), '').includes('|'),
        };
  if (keywordsRead.size >= KEYWORDS_KEPT) keywordsRead.delete(keywordsRead.keys().next().value!);
  keywordsRead.set(text, keyword);
  return keyword;
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
 * Every filter except visibility and the keyword, on event_search columns; ANDed by the caller. Every
 * equality facet (the id lists, attendance, bands, sizes in their metric, the currency of a price bound,
 * the place, free cancellation, the minimum rating) is one condition on the facet tokens; dates and price
 * bounds are ranges on their columns. `sortKey` adds the minimum rating as a range of the rating sort's key.
 */
function filterConditions(
  filter: TEventFilter,
  sizeRanks: SizeRanks | null = null,
): { conditions: Condition[]; groups: number[][] } {
  const conditions: Condition[] = [];
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

  // The event's own calendar days (in its time zone) overlap [minDate, maxDate], both ends included.
  // The instant bounds around them (no zone is more than 14 hours from UTC) let the start index narrow
  // the scan; the day columns decide.
  if (filter.minDate)
    conditions.push({
      sql: sql`${s.endAt} >= ${ts(new Date(startOfUtcDay(filter.minDate).getTime() - ZONE_SPAN_MS))} and ${s.endDay} >= ${filter.minDate}::date`,
    });
  if (filter.maxDate)
    conditions.push({
      sql: sql`${s.startAt} < ${ts(new Date(startOfUtcDay(filter.maxDate).getTime() + DAY_MS + ZONE_SPAN_MS))} and ${s.startDay} <= ${filter.maxDate}::date`,
    });

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
    group(TOKEN.currency, [currencyValue(currency)]);
    if (min !== null) conditions.push({ sql: sql`${s.minTicketPriceMinor} >= ${min}` });
    if (max !== null) conditions.push({ sql: sql`${s.minTicketPriceMinor} <= ${max}` });
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

  if (groups.length > 0) {
    const query = tokenQuery(groups);
    conditions.push({
      sql: query === null ? sql`false` : sql`${s.facetTokens} @@ ${sql.raw(`'${query}'`)}::query_int`,
      facet: groups.length === 1 ? single : undefined,
    });
  }
  return { conditions, groups: groups.map((group) => group.filter((t): t is number => t !== null)) };
}

/** One search as SQL: where to read, what to match, in which order. Pure; no database access. */
export interface SearchPlan {
  /**
   * FROM clause: event_search; or with a keyword, the rows of its words in event_search_terms (one per
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
  /**
   * Every word common: the candidates are the projection's rows passing the filters (`filters`, on
   * event_search), walked in the sort's order or in start order, and each is probed for the words
   * (`probes`). Read-model.ts walks a bounded number of them and falls back on `fallback` (the words'
   * rows joined to the projection) when those hold too few matches.
   */
  probing: { filters: SQL; probes: SQL; fallback: SearchPlan } | null;
  /**
   * The facet tokens a match carries one of, group by group (none: no equality facet). read-model.ts
   * guesses from them how many events match (token-shares.ts), and collects every match at once when
   * they are few.
   */
  tokenGroups: number[][];
  /** A keyword is searched for (its own paths; matches are never collected from the tokens alone). */
  hasKeyword: boolean;
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
function tasteParts(taste: Taste | null): { tokens: number[]; adds: number }[] {
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
  const { conditions, groups } = filterConditions(filter, inputs.sizeRanks ?? null);
  const filters = conditions.map((c) => c.sql);
  const descending = filter.sortDirection === 'desc';
  const dir = sql.raw(descending ? 'desc' : 'asc');
  const sortsOnProjection =
    filter.sortCriteria === 'size' ||
    filter.sortCriteria === 'price' ||
    filter.sortCriteria === 'rating' ||
    filter.sortCriteria === 'recommended';
  // The keyword path joins the filter columns only when it needs them.
  const joinFilters = keyword !== null && (filters.length > 0 || sortsOnProjection);
  const joined = (from: SQL, id: AnyPgColumn) => (joinFilters ? sql`${from} join ${s} on ${s.eventId} = ${id}` : from);

  let from: SQL;
  let main: { eventId: AnyPgColumn; startAt: AnyPgColumn };
  let match: SQL | null = null;
  let score: SQL | null = null;
  let probing: SearchPlan['probing'] = null;
  // A keyword whose matches contain all its words, in any order but relevance (readWordRows counted
  // them): each candidate is checked by point lookups, written `offset 0` so the planner keeps them
  // probes instead of joining whole word lists on two correlated columns (whose size it misjudges by
  // thousands): a word's row (word, start, event) for plain words, the document by event for phrases
  // and negations. When even the rarest word is common, the candidates are the projection's, walked in
  // the sort's order; otherwise the rarest word's rows in start order, each looked up in the
  // projection (its start index holds every filter column) when a filter or the sort needs it.
  // Phrases and negations are counted exactly, every match read: from the projection's side only when
  // their rarest word is rare.
  const probed =
    keyword?.rarest && filter.sortCriteria !== 'relevance' && (keyword.plain || !keyword.rarest.common)
      ? keyword.rarest
      : null;
  const matches = (row: { eventId: AnyPgColumn; startAt: AnyPgColumn }, except?: string): SQL =>
    keyword!.plain
      ? sql.join(
          keyword!.terms
            .filter((word) => word !== except)
            .map(
              (word) =>
                sql`exists (select 1 from ${terms} where ${terms.lexeme} = ${word} and ${terms.startAt} = ${row.startAt} and ${terms.eventId} = ${row.eventId} offset 0)`,
            ),
          sql` and `,
        )
      : sql`exists (select 1 from ${x} where ${x.eventId} = ${row.eventId} and ${x.searchVector} @@ websearch_to_tsquery('english', ${keyword!.text}) offset 0)`;
  if (!keyword) {
    from = sql`${s}`;
    main = s;
  } else if (probed?.common) {
    from = sql`${s}`;
    main = s;
    match = matches(s);
    probing = {
      filters: sql.join([sql`${s.startAt} > ${ts(now)}`, ...filters], sql` and `),
      probes: match,
      fallback: searchPlan(filter, now, { ...keyword, rarest: undefined }, inputs),
    };
  } else if (probed) {
    const w = alias(terms, 'w');
    from = sql`${terms} as ${sql.identifier('w')}`;
    if (joinFilters)
      from = sql`${from} cross join lateral (
        select * from ${s} where ${s.startAt} = ${w.startAt} and ${s.eventId} = ${w.eventId} offset 0
      ) as ${sql.identifier('event_search')}`;
    main = w;
    const others = keyword.plain && keyword.terms.length === 1 ? [] : [matches(w, probed.word)];
    match = sql.join([sql`${w.lexeme} = ${probed.word}`, ...others], sql` and `);
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
    probing,
    tokenGroups: groups,
    hasKeyword: keyword !== null,
    byScore: filter.sortCriteria === 'recommended',
    personal,
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
