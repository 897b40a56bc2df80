// Event search (POST /api/events/filtered), the answer: the plan of plan.ts as one statement that
// returns the page's cards and its paging fields as JSON text, which the API sends as it comes.
import { sql, type SQL } from 'drizzle-orm';
import type { TEventFilter } from '@pavilion/domain';
import type { DbOrTx } from '../../db/client';
import { executePrepared } from '../../db/prepared';
import { intArray, rowsOf } from '../../db/raw-sql';
import {
  eventSearch as s,
  eventSearchDays as days,
  eventSearchFacetDays as facetDays,
  eventSearchTerms as terms,
  eventSearchText as x,
  optionItems,
  persons,
  personSectors,
} from '../../db/schema';
import { cardsJson } from '../events';
import { activeSponsoredEventIds } from '../sponsorships';
import {
  DAY_MS,
  readKeyword,
  tokenSearch,
  wordIdsOf,
  scoreSum,
  searchPlan,
  startOfUtcDay,
  ts,
  type BestMatches,
  type Keyword,
  type PlanInputs,
  type SearchPlan,
  type SizeRanks,
  type Taste,
} from './plan';
import type { OrderKey, ProjectionCopy } from './in-memory';
import { expectedMatches, tokenShares, type TokenShares } from './token-shares';

/** How a search's total is counted, and how its best matches are found (config: SEARCH_*). */
export interface SearchLimits {
  /** Totals are counted exactly up to this many matches and estimated above. */
  exactTotalUpTo: number;
  /** The relevance sort reads this many of each word's best-scored events first (at least the page's end). */
  bestCandidates: number;
  /** Find the best matches from each word's best scores even for three words or fewer (tests compare both ways). */
  bestFromScores?: boolean;
  /** How many combinations of score levels the level walk reads before it ranks every match instead (LEVEL_WALK_STEPS). */
  levelWalkSteps?: number;
  /** A relevance search whose matches were all collected ranks them all up to this many (RANKED_UP_TO). */
  rankedUpTo?: number;
  /** The entries a walk reads before every match is collected instead (WALK_ENTRIES). */
  walkEntries?: number;
  /**
   * Filters expected to leave at most this many events (token-shares.ts) have every match collected at
   * once, counted exactly and sorted; 0 never (COLLECT_UP_TO by default).
   */
  collectUpTo?: number;
  /** A collection finding more matches than this gives way to the walk of the sort's index (COLLECTED_AT_MOST). */
  collectedAtMost?: number;
}

/**
 * Matches expected of the facets above which they are never collected at once; below it, they are
 * when collecting is expected to cost less than walking (collects, COST).
 */
export const COLLECT_UP_TO = 5000;

/**
 * What the strategies cost, in microseconds, fitted on PostgreSQL at a million events to the times of
 * 362 random searches answered both ways (docs/performance.md): a posting of a token the GIN index
 * reads for a collection, a row it then reads from the table, an entry of an index a walk reads and checks.
 */
const COST = { ginPosting: 0.032, collectedRow: 3.6, walkedEntry: 0.78 };
/** A collection that finds more than this many matches gives way to the walk of the sort's index. */
const COLLECTED_AT_MOST = 5000;

/**
 * The entries of a sort's index a walk reads for the page (and of the start index for the total) before
 * every match is collected instead: a few milliseconds of entries checked on their tokens.
 */
export const WALK_ENTRIES = 10_000;
/**
 * The most entries a walk reads when its matches are expected to be rare (walkBounds): a few tens of
 * milliseconds of entries, still less than collecting the thousands of matches such a share leaves.
 */
const WALK_ENTRIES_AT_MOST = 40_000;
/** A search by relevance whose matches were collected ranks them all when they are at most this many. */
const RANKED_UP_TO = 500;

export const DEFAULT_SEARCH_LIMITS: SearchLimits = { exactTotalUpTo: 100, bestCandidates: 100 };

/** Relevance pages reaching further than this rank every match instead. */
const BEST_MATCHES_UP_TO = 200;

/**
 * The columns the plan's order reads, which a collection or a walk of candidates keeps: all of them are
 * in the index the walk reads, so the walk never reads the table (the recommended sort's score and, for
 * a signed-in visitor's taste, the facet tokens, only under that sort: other indexes do not hold them).
 */
const sortColumns = (plan: SearchPlan) =>
  plan.byScore
    ? sql`${s.eventId}, ${s.startAt}, ${s.sizeRank}, ${s.minTicketPriceMinor}, ${s.ratingHalfStars}, ${s.rankScore}${
        plan.personal ? sql`, ${s.facetTokens}` : sql``
      }`
    : sql`${s.eventId}, ${s.startAt}, ${s.sizeRank}, ${s.minTicketPriceMinor}, ${s.ratingHalfStars}`;

/**
 * The columns a bounded walk keeps of each entry: the order's and every column a filter reads (the facet
 * tokens and the range columns), all of them in every sort index (the score only in the recommended
 * ones and the start index), so the walk never reads the table.
 */
const walkColumns = (plan: SearchPlan) =>
  sql`${s.eventId}, ${s.startAt}, ${s.endAt}, ${s.startDay}, ${s.endDay}, ${s.sizeRank}, ${s.minTicketPriceMinor}, ${s.ratingHalfStars}, ${s.facetTokens}${
    plan.byScore ? sql`, ${s.rankScore}` : sql``
  }`;

/**
 * The page's ids: the plan's matches in its order. The recommended sort personalised, without a keyword:
 * the first `offset + limit` of each stream in the score's order (the recommended index), each with what
 * its tastes add, and the page is the best of them; every event of the page is among them, since within
 * a stream the order is the score's.
 */
function pageIds(plan: SearchPlan): SQL {
  if (plan.personal && !plan.readsWords) {
    const end = plan.offset + plan.limit;
    const streams = plan.personal.streams.map(
      (stream) => sql`(select ${s.eventId} as id, ${s.startAt} as start_at, ${s.rankScore} + ${stream.adds}::float8 as r
        from ${s} where ${plan.where} and ${stream.condition} order by ${plan.personal!.scoreOrder} limit ${end})`,
    );
    return sql`array(select id from (${sql.join(streams, sql` union all `)}) streams
      order by ${plan.personal.rankOrder} limit ${plan.limit} offset ${plan.offset})`;
  }
  return sql`array(
      select ${plan.id} from ${plan.from} where ${plan.where} order by ${plan.orderBy} limit ${plan.limit} offset ${plan.offset}
    )`;
}

/** A total from per-day totals: whole days after today, plus what is still to start today. */
function dayTotal(plan: SearchPlan): SQL {
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
  return sql`((${laterDays}) + (select count(*) from ${s} where ${restOfToday}))::int`;
}

/**
 * The total counted up to `exactUpTo` matches, read in start order and stopping after one more
 * (`firstMatches`, a CTE named first_matches of their ids and starts); above that, estimated: the matches among the first events scaled up to every event that can match, by the
 * share of public events starting between the first match and the last one read (per-day totals, see
 * event_search_starting_between) among those starting from the first match until the latest a match
 * can start. It assumes the matches are spread over the calendar as the events are; rounded to two
 * significant figures, and never below what was counted. Columns: total, estimated. (`offset 0` keeps
 * the scaling subquery whole: pulled up into its query, `scaled` would be computed again for each of
 * its two uses, counting the events between twice as often.)
 */
function countedInStartOrder(
  plan: SearchPlan,
  exactUpTo: number,
  firstMatches: SQL,
): { with: SQL; total: SQL; estimated: SQL } {
  const latest = plan.startsBefore ? ts(plan.startsBefore) : sql`'infinity'::timestamptz`;
  return {
    with: sql`${firstMatches},
      counted as (select count(*)::int as n, min(start_at) as first, max(start_at) as last from first_matches),
      totalled as (
        select c.n > ${exactUpTo} as estimated, case when c.n <= ${exactUpTo} then c.n else (
          select greatest(c.n, round(e.scaled::numeric, 1 - floor(log(e.scaled::numeric))::int))::int from (
            select c.n * event_search_starting_between(c.first - interval '1 microsecond', ${latest})::float8
              / greatest(1, event_search_starting_between(c.first - interval '1 microsecond', c.last)) as scaled
            offset 0
          ) e
        ) end as total
        from counted c
      )`,
    total: sql`(select total from totalled)`,
    estimated: sql`(select estimated from totalled)`,
  };
}

/**
 * The page of a relevance sort of plain words without ranking every match (the threshold algorithm):
 * the first `candidates` events of each word in relevance order (its score, then the soonest start;
 * event_search_terms_score_idx) are scored whole, and their best make the page when no other event can
 * beat them: an event in none of those lists scores at most the sum of the lists' last scores, and
 * only with all of them equal can it tie, when it starts no sooner than every list's last event. A
 * list read to its end holds every match (a match has every word). When that cannot be shown (a page
 * far down, filters that leave few of the candidates), every match is ranked as before.
 */
function bestMatchesPage(
  plan: SearchPlan,
  best: BestMatches,
  candidates: number,
  fallback: SQL,
): { with: SQL; ids: SQL } {
  const end = plan.offset + plan.limit;
  const take = Math.max(candidates, end);
  const now = ts(plan.now);
  const list = (word: string, i: number) => {
    const name = sql.raw(`best_${i}`);
    if (!best.weakestFirst) {
      return sql`${name} as (
        select event_id, start_at, score::float8 as score from ${terms}
        where ${terms.lexeme} = ${word} and ${terms.startAt} > ${now}
        order by ${terms.score} desc nulls last, ${terms.startAt}, ${terms.eventId} limit ${take}
      )`;
    }
    // The weakest first: each score from the lowest up, and within a score the soonest first.
    return sql`${name} as (
      with recursive scores(score) as (
        select min(${terms.score}) from ${terms} where ${terms.lexeme} = ${word} and ${terms.startAt} > ${now}
        union all
        select (select min(${terms.score}) from ${terms} where ${terms.lexeme} = ${word} and ${terms.startAt} > ${now} and ${terms.score} > scores.score)
        from scores where scores.score is not null
      )
      select r.event_id, r.start_at, r.score::float8 as score from scores cross join lateral (
        select ${terms.eventId}, ${terms.startAt}, ${terms.score} from ${terms}
        where ${terms.lexeme} = ${word} and ${terms.score} = scores.score and ${terms.startAt} > ${now}
        order by ${terms.startAt}, ${terms.eventId} limit ${take}
      ) r limit ${take}
    )`;
  };
  const lists = best.words.map(list);
  const names = best.words.map((_, i) => sql.raw(`best_${i}`));
  const lasts = best.words.map((_, i) => sql.raw(`last_${i}`));
  // The last row of each list in its own order.
  const lastRows = names.map(
    (name, i) =>
      sql`${lasts[i]} as (select score, start_at, event_id from ${name} order by score ${sql.raw(
        best.weakestFirst ? 'desc' : 'asc',
      )}, start_at desc, event_id desc limit 1)`,
  );
  // Each candidate's score for each word, looked up by (word, start, event): null when it lacks the word.
  const wordScores = best.words.map(
    (word, i) =>
      sql`(select t.score from ${terms} t where t.lexeme = ${word} and t.start_at = c.start_at and t.event_id = c.event_id) as ${sql.raw(`s_${i}`)}`,
  );
  const rank = scoreSum(best.words.map((_, i) => sql.raw(`x.s_${i}`)));
  const hasEvery = sql.join(
    best.words.map((_, i) => sql.raw(`x.s_${i} is not null`)),
    sql` and `,
  );
  const filterJoin = best.filters ? sql`join ${s} on ${s.eventId} = c.event_id and ${best.filters}` : sql``;
  // What an event in none of the lists scores at most (at least, weakest first), and the latest of the
  // lists' last events, after which such an event would come if it tied.
  const bound = scoreSum(lasts.map((last) => sql`(select score from ${last})`));
  const latestLast = sql`greatest(${sql.join(
    lasts.map((last) => sql`(select row(start_at, event_id) from ${last})`),
    sql`, `,
  )})`;
  const exhausted = sql.join(
    names.map((name) => sql`(select count(*) from ${name}) < ${take}`),
    sql` or `,
  );
  const order = best.weakestFirst ? sql`rank asc, start_at asc, id asc` : sql`rank desc, start_at asc, id asc`;
  const beats = sql`k.rank ${sql.raw(best.weakestFirst ? '<' : '>')} ${bound} or (k.rank = ${bound} and row(k.start_at, k.id) <= ${latestLast})`;
  return {
    with: sql`${sql.join(lists, sql`, `)}, ${sql.join(lastRows, sql`, `)},
      candidates as (${sql.join(
        names.map((name) => sql`select event_id, start_at from ${name}`),
        sql` union `,
      )}),
      scored as (
        select x.id, x.start_at, ${rank} as rank from (
          select c.event_id as id, c.start_at, ${sql.join(wordScores, sql`, `)} from candidates c ${filterJoin}
        ) x where ${hasEvery}
      ),
      best as (select id, start_at, rank from scored order by ${order} limit ${end}),
      proven as (
        select (${exhausted}) or coalesce((
          select ${beats} from (select * from best order by ${order} offset ${end - 1} limit 1) k
        ), false) as yes
      )`,
    ids: sql`case when (select yes from proven)
        then array(select id from best order by ${order} offset ${plan.offset} limit ${plan.limit})
        else ${fallback} end`,
  };
}

/**
 * The combinations of score levels the level walk reads at most: a combination whose words' rows at
 * those levels are few costs a fraction of a millisecond, and ranking every match of two common words
 * costs a second.
 */
const LEVEL_WALK_STEPS = 64;

/** A keyword of up to this many words is ranked level by level; longer ones from each word's best scores. */
const LEVEL_WALK_WORDS = 3;
/**
 * Among collected matches, a keyword of up to this many words is walked level by level; with more,
 * every collected match is ranked: three words' combinations of levels (a hyphenated word and its two
 * parts, whose levels go together) walked 1.6 s through 1,208 matches that ranking reads in milliseconds.
 */
const LEVEL_WALK_AMONG_WORDS = 2;

/**
 * Which events a level walk keeps (its CTE's `name`): those its filters' join admits, or those of a
 * materialized CTE of every match (`collected`, its `event_id` column), looked up in a hash of them
 * instead of in the projection's rows; `combosRead` when another walk of the statement already names
 * the levels and their combinations.
 */
interface LevelWalkAmong {
  name: string;
  collected?: SQL;
  combosRead?: boolean;
}

/**
 * The page of a relevance sort of one to three plain words, level by level. A word's score in a
 * document takes few values (where the word stands: name, tagline, description, and how often), so a
 * match's rank is one of few sums. The combinations of each word's score levels are walked from the
 * best sum down (weakest first: up); a combination's events are found by merging the words' rows at
 * those levels, which the score index keeps in start order, the first `end` of them. The walk stops
 * once it holds the page's end and the next combination ranks lower (an equal rank is read too). When
 * it has not got there within `steps` combinations, every match is ranked as before.
 */
function levelWalkPage(
  plan: SearchPlan,
  best: BestMatches,
  steps: number,
  fallback: SQL,
  among: LevelWalkAmong = { name: 'walked' },
): { with: SQL; ids: SQL } {
  const end = plan.offset + plan.limit;
  const now = ts(plan.now);
  const extreme = sql.raw(best.weakestFirst ? 'min' : 'max');
  const beyond = sql.raw(best.weakestFirst ? '>' : '<');
  const levels = best.words.map(
    (word, i) => sql`${sql.raw(`levels_${i}`)} as (
      with recursive level(score) as (
        select ${extreme}(${terms.score}) from ${terms} where ${terms.lexeme} = ${word} and ${terms.startAt} > ${now}
        union all
        select (select ${extreme}(${terms.score}) from ${terms}
                where ${terms.lexeme} = ${word} and ${terms.startAt} > ${now} and ${terms.score} ${beyond} level.score)
        from level where level.score is not null
      )
      select score from level where score is not null
    )`,
  );
  const alias = (i: number) => sql.raw(`l_${i}`);
  const rank = scoreSum(best.words.map((_, i) => sql`${alias(i)}.score`));
  const rankOrder = sql.raw(best.weakestFirst ? 'asc' : 'desc');
  const combos = sql`combos as (
    select ${sql.join(
      best.words.map((_, i) => sql`${alias(i)}.score as ${sql.raw(`s_${i}`)}`),
      sql`, `,
    )}, ${rank} as rank, row_number() over (order by ${rank} ${rankOrder}) as n
    from ${sql.join(
      best.words.map((_, i) => sql`${sql.raw(`levels_${i}`)} ${alias(i)}`),
      sql` cross join `,
    )}
  )`;
  // The events of one combination: the first word's rows at its level in start order, each joined to the
  // other words' rows at theirs (same start and event), and to the filters.
  const row = (i: number) => sql.raw(`r_${i}`);
  const joins = best.words.slice(1).map(
    (word, j) =>
      sql`join ${terms} ${row(j + 1)} on ${row(j + 1)}.lexeme = ${word} and ${row(j + 1)}.score = c.${sql.raw(`s_${j + 1}`)}
            and ${row(j + 1)}.start_at = ${row(0)}.start_at and ${row(j + 1)}.event_id = ${row(0)}.event_id`,
  );
  const filterJoin =
    best.filters && !among.collected ? sql`join ${s} on ${s.eventId} = ${row(0)}.event_id and ${best.filters}` : sql``;
  const inCollected = among.collected
    ? sql`and ${row(0)}.event_id in (select event_id from ${among.collected})`
    : sql``;
  const walk = sql`walk(n, found, rank, ids, starts) as (
    select 0::bigint, 0::bigint, null::float8, null::int[], null::timestamptz[]
    union all
    select c.n, w.found + coalesce(cardinality(h.ids), 0), c.rank, h.ids, h.starts
    from walk w join combos c on c.n = w.n + 1
    cross join lateral (
      select array_agg(m.event_id order by m.start_at, m.event_id) as ids, array_agg(m.start_at order by m.start_at, m.event_id) as starts
      from (
        select ${row(0)}.event_id, ${row(0)}.start_at from ${terms} ${row(0)} ${sql.join(joins, sql` `)} ${filterJoin}
        where ${row(0)}.lexeme = ${best.words[0]} and ${row(0)}.score = c.s_0 and ${row(0)}.start_at > ${now} ${inCollected}
        order by ${row(0)}.start_at, ${row(0)}.event_id limit ${end}
      ) m
    ) h
    where c.n <= ${steps} and (w.found < ${end} or c.rank = w.rank)
  )`;
  const order = best.weakestFirst ? sql`rank asc, start_at asc, id asc` : sql`rank desc, start_at asc, id asc`;
  const walked = sql.raw(among.name);
  return {
    with: sql`${among.combosRead ? sql`` : sql`${sql.join(levels, sql`, `)}, ${combos}, `}${walked} as materialized (with recursive ${walk} select * from walk)`,
    ids: sql`case when (select max(found) >= ${end} or max(n) = (select count(*) from combos) from ${walked})
        then array(
          select id from (select unnest(ids) as id, unnest(starts) as start_at, rank from ${walked} where n > 0) hits
          order by ${order} offset ${plan.offset} limit ${plan.limit}
        )
        else ${fallback} end`,
  };
}

/**
 * How many entries each walk of a search reads: WALK_ENTRIES, or as many as twice the matches it needs
 * take at the share of the projection its tokens are expected to leave (token-shares.ts), up to
 * WALK_ENTRIES_AT_MOST. Thousands of matches among half a million events are then counted from the
 * first 101 in start order (an estimate) and paged from a walk, where a walk of 10,000 entries falls
 * short and every match is collected. A share guessed too high only keeps the usual bound; one guessed
 * too low lets a walk read further, and it stops at the matches it needs. `limits.walkEntries` fixes it.
 */
export interface WalkBounds {
  /** The walk in start order for the total. */
  start: number;
  /** The walk of the sort's index for the page. */
  sort: number;
}

export function walkBounds(plan: SearchPlan, limits: SearchLimits, shares: TokenShares | null): WalkBounds {
  if (limits.walkEntries !== undefined) return { start: limits.walkEntries, sort: limits.walkEntries };
  const bound = (groups: readonly (readonly number[])[], needed: number) => {
    if (shares === null || groups.length === 0) return WALK_ENTRIES;
    const share = expectedMatches(shares, groups) / shares.rows;
    if (!(share > 0)) return WALK_ENTRIES;
    return Math.min(WALK_ENTRIES_AT_MOST, Math.max(WALK_ENTRIES, Math.ceil((2 * needed) / share)));
  };
  return {
    // In start order the date range narrows the entries before they are counted; in another order
    // only its first day does, so the months it spans count in the share.
    start: bound(plan.tokenGroups, limits.exactTotalUpTo + 1),
    sort: bound([...plan.tokenGroups, ...plan.estimatedGroups], plan.offset + plan.limit),
  };
}

/** The first matches in start order among the first entries of the start index (walkedStatement). */
function boundedFirstMatches(plan: SearchPlan, limits: SearchLimits, entries: number): SQL {
  const projection = sql.identifier('event_search');
  const startOrder = sql`${s.startAt}, ${s.eventId}`;
  return sql`first_matches as materialized (
      select ${s.eventId} as id, ${s.startAt} as start_at from (
        select * from (
          select ${walkColumns(plan)} from ${s} where ${plan.ranges.start} order by ${startOrder} limit ${entries}
        ) as ${projection} where ${plan.where} order by ${startOrder} limit ${limits.exactTotalUpTo + 1}
      ) as ${projection}
    )`;
}

/**
 * A keyword sorted by relevance (`plan`, which reads the words' rows or the documents). The total is
 * counted from the projection's tokens as any other search's (`tokens`, the same search sorted by date:
 * a bounded walk in start order, every match collected when it falls short), or for plain words alone
 * from their rows merged in start order. The page: with the total counted exactly and at most
 * RANKED_UP_TO matches, every match collected and ranked; otherwise, for plain words, the best matches
 * first (levelWalkPage, bestMatchesPage), the collected matches ranked when those cannot show their
 * page; for phrases, OR and NOT, every match collected and ranked. A match's rank is the plan's: each
 * word's stored score looked up and added in the same order, or the same ts_rank sum of its document.
 */
function relevanceStatement(plan: SearchPlan, tokens: SearchPlan, limits: SearchLimits, walks: WalkBounds): SQL {
  const exactUpTo = limits.exactTotalUpTo;
  const end = plan.offset + plan.limit;
  // Plain words and nothing else: their rows merged in start order hold the first matches, a few
  // hundred index entries at most, fewer than the projection's entries walked for them.
  const wordsAlone = plan.best !== null && plan.best.filters === null;
  const counted = countedInStartOrder(
    tokens,
    exactUpTo,
    wordsAlone
      ? sql`first_matches as materialized (
          select ${plan.id} as id, ${plan.start} as start_at from ${plan.from} where ${plan.where}
          order by ${plan.start}, ${plan.id} limit ${exactUpTo + 1}
        )`
      : boundedFirstMatches(tokens, limits, walks.start),
  );
  const ranked = rankedCollected(plan);
  const best =
    plan.best && end <= BEST_MATCHES_UP_TO
      ? walksLevels(plan, limits)
        ? levelWalkPage(plan, plan.best, limits.levelWalkSteps ?? LEVEL_WALK_STEPS, ranked)
        : bestMatchesPage(plan, plan.best, limits.bestCandidates, ranked)
      : null;
  // With every match collected (the total counted exactly), the level walk keeps the words' rows found
  // among them: a hash of a few thousand ids, where the filters' join reads each row's tokens.
  const bestAmongCollected = best && plan.best?.filters ? levelWalkAmongCollected(plan, limits, ranked, true) : null;
  const few = sql`(select n from counted) <= ${exactUpTo}`;
  return sql`with ${counted.with},
      collected as materialized (select ${s.eventId}, ${s.startAt} from ${s} where ${tokens.where})${best ? sql`, ${best.with}` : sql``}${
        bestAmongCollected ? sql`, ${bestAmongCollected.with}` : sql``
      }
    select case
        when not ${few} then ${best ? best.ids : ranked}
        when (select count(*) from collected) <= ${limits.rankedUpTo ?? RANKED_UP_TO} then ${ranked}
        else ${(bestAmongCollected ?? best)?.ids ?? ranked} end as ids,
      case when ${few} then (select count(*)::int from collected) else ${counted.total} end as total,
      not ${few} as estimated`;
}

/** Whether the plan's words are ranked level by level (plain words, up to LEVEL_WALK_WORDS of them). */
function walksLevels(plan: SearchPlan, limits: SearchLimits): boolean {
  return plan.best !== null && plan.best.words.length <= LEVEL_WALK_WORDS && !limits.bestFromScores;
}

/**
 * The level walk among the CTE `collected` of every match (levelWalkPage, LevelWalkAmong), `ranked`
 * when it cannot show its page; null when the words are not walked level by level or the page lies
 * past BEST_MATCHES_UP_TO.
 */
function levelWalkAmongCollected(
  plan: SearchPlan,
  limits: SearchLimits,
  ranked: SQL,
  combosRead = false,
): { with: SQL; ids: SQL } | null {
  if (
    !plan.best ||
    !walksLevels(plan, limits) ||
    plan.best.words.length > LEVEL_WALK_AMONG_WORDS ||
    plan.offset + plan.limit > BEST_MATCHES_UP_TO
  )
    return null;
  return levelWalkPage(plan, plan.best, limits.levelWalkSteps ?? LEVEL_WALK_STEPS, ranked, {
    name: 'walked_among',
    collected: sql.raw('collected'),
    combosRead,
  });
}

/**
 * The page of a relevance search among the CTE `collected` (event_id, start_at) of its matches, each
 * ranked by the plan's sum: each word's stored score looked up, or the document's ts_ranks.
 */
function rankedCollected(plan: SearchPlan): SQL {
  const rankOf = plan.best
    ? scoreSum(
        plan.best.words.map(
          (word) =>
            sql`(select t.score from ${terms} t where t.lexeme = ${word} and t.start_at = c.start_at and t.event_id = c.event_id)`,
        ),
      )
    : sql`(select ${plan.rank} from ${x} where ${x.eventId} = c.event_id)`;
  return sql`array(
      select id from (select c.event_id as id, c.start_at, ${rankOf} as rank from collected c) m
      order by ${plan.orderBy} offset ${plan.offset} limit ${plan.limit}
    )`;
}

/**
 * A keyword by relevance whose matches, with its filters, are expected to cost less collected than
 * walked (collects, on the same search sorted by date): every match is read at once through the GIN
 * index (at most `atMost`) and counted exactly; up to RANKED_UP_TO of them are all ranked, more are
 * walked level by level among them (plain words, up to three) or all ranked. When more than `atMost`
 * are found, the statement answers from `walked`, relevanceStatement, which PostgreSQL then runs.
 */
function relevanceCollectedStatement(
  plan: SearchPlan,
  tokens: SearchPlan,
  limits: SearchLimits,
  atMost: number,
  walked: SQL,
): SQL {
  const ranked = rankedCollected(plan);
  const among = levelWalkAmongCollected(plan, limits, ranked);
  const found = sql`(select count(*) from collected)`;
  return sql`with collected as materialized (
      select ${s.eventId}, ${s.startAt} from ${s} where ${tokens.where} limit ${atMost + 1}
    )${among ? sql`, ${among.with}` : sql``},
    walked as (${walked})
    select case when ${found} > ${atMost} then (select ids from walked)
        when ${found} <= ${limits.rankedUpTo ?? RANKED_UP_TO} then ${ranked}
        else ${among ? among.ids : ranked} end as ids,
      case when ${found} > ${atMost} then (select total from walked) else ${found}::int end as total,
      case when ${found} > ${atMost} then (select estimated from walked) else false end as estimated`;
}

/**
 * A search of the projection alone (its filters and words all facet tokens and range columns), with a
 * bounded walk and every match collected when it falls short. The page is the first matches among the
 * first `walkEntries` entries of the sort's index (only its key's ranges narrowing them), checked on the
 * entries alone; the total, the first matches among as many entries of the start index (with the date
 * range), estimated above `exactUpTo` as countedInStartOrder does. When either walk finds too few, the
 * matches are rare among the entries: every match is then read through the tokens' GIN index
 * (`collected`, which PostgreSQL runs only then), the page sorted from them and the total counted.
 * Both ways give the same page: a walk's rows are the first matches in its order.
 */
function walkedStatement(plan: SearchPlan, limits: SearchLimits, walks: WalkBounds): SQL {
  const exactUpTo = limits.exactTotalUpTo;
  const end = plan.offset + plan.limit;
  const columns = walkColumns(plan);
  const projection = sql.identifier('event_search');
  const walk = (range: SQL, order: SQL, take: number) => sql`select * from (
      select ${columns} from ${s} where ${range} order by ${order} limit ${walks.sort}
    ) as ${projection} where ${plan.where} order by ${order} limit ${take}`;
  const startOrder = sql`${s.startAt}, ${s.eventId}`;
  const counted = countedInStartOrder(plan, exactUpTo, boundedFirstMatches(plan, limits, walks.start));
  // The page among the first matches in start order when it is there (the date sort, ascending).
  const pageWalk =
    plan.byStart && end <= exactUpTo + 1
      ? sql`select ${s.eventId}, ${s.startAt} from (select id as event_id, start_at from first_matches) as ${projection} order by ${startOrder} limit ${end}`
      : plan.personal
        ? sql`select event_id, n from unnest(${pageIds({ ...plan, offset: 0, limit: end })}) with ordinality as p(event_id, n)`
        : walk(plan.ranges.sort, plan.orderBy, end);
  const walkedPage = plan.personal
    ? sql`array(select event_id from page_walk order by n offset ${plan.offset} limit ${plan.limit})`
    : sql`array(select ${s.eventId} from page_walk as ${projection} order by ${plan.orderBy} offset ${plan.offset} limit ${plan.limit})`;
  return sql`with ${counted.with},
    page_walk as materialized (${pageWalk}),
    collected as materialized (select ${sortColumns(plan)} from ${s} where ${plan.where})
    select case when (select count(*) from page_walk) >= ${end}
        then ${walkedPage}
        else array(select ${s.eventId} from collected as ${projection} order by ${plan.orderBy} offset ${plan.offset} limit ${plan.limit})
      end as ids,
      case when (select n from counted) > ${exactUpTo} then ${counted.total} else (select count(*)::int from collected) end as total,
      (select n from counted) > ${exactUpTo} as estimated`;
}

/**
 * Few matches expected (plan.tokenGroups, token-shares.ts): every match is read at once, through the
 * facet tokens' GIN index, sorted, and counted exactly. When the guess was wrong and more than
 * `atMost` match, the statement answers from `walked`, the plan's usual statement, which
 * PostgreSQL then runs (and only then).
 */
function collectedStatement(plan: SearchPlan, walked: SQL, atMost: number): SQL {
  const projection = sql.identifier('event_search');
  const columns = sortColumns(plan);
  const few = sql`(select count(*) from matches) <= ${atMost}`;
  return sql`with matches as materialized (
      select ${columns} from ${s} where ${plan.where} limit ${atMost + 1}
    ),
    walked as (${walked})
    select case when ${few}
        then array(select ${s.eventId} from matches as ${projection} order by ${plan.orderBy} limit ${plan.limit} offset ${plan.offset})
        else (select ids from walked) end as ids,
      case when ${few} then (select count(*)::int from matches) else (select total from walked) end as total,
      case when ${few} then false else (select estimated from walked) end as estimated`;
}

/** The plan as SQL: the page's ids in order, the total and whether it is an estimate, in one row { ids, total, estimated }. */
function searchStatement(
  plan: SearchPlan,
  limits: SearchLimits,
  shares: TokenShares | null,
  tokens: SearchPlan | null = null,
): SQL {
  const walks = walkBounds(plan, limits, shares);
  if (collects(plan, limits, shares, walks))
    return collectedStatement(plan, walkedStatement(plan, limits, walks), limits.collectedAtMost ?? COLLECTED_AT_MOST);
  const page = pageIds(plan);
  if (plan.unfiltered || plan.facet) return sql`select ${page} as ids, ${dayTotal(plan)} as total, false as estimated`;
  if (!plan.readsWords) return walkedStatement(plan, limits, walks);
  // A keyword by relevance: its words' rows or documents rank, the same search's tokens count.
  if (!tokens) throw new Error('a keyword sorted by relevance is counted from its tokens');
  // Its walk keeps the usual bound: rarer matches are collected, and the level walk then keeps those
  // from a hash of them where it would otherwise read each of its words' rows' tokens.
  const entries = limits.walkEntries ?? WALK_ENTRIES;
  const fixed = { start: entries, sort: entries };
  const walked = relevanceStatement(plan, tokens, limits, fixed);
  // With filters, matches expected few enough are collected first, as the same search sorted by date
  // would be (plain words alone count from their own rows, a few hundred entries, instead).
  const wordsAlone = plan.best !== null && plan.best.filters === null;
  if (!wordsAlone && collects(tokens, limits, shares, fixed))
    return relevanceCollectedStatement(plan, tokens, limits, limits.collectedAtMost ?? COLLECTED_AT_MOST, walked);
  return walked;
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
  limits: SearchLimits = DEFAULT_SEARCH_LIMITS,
  context: AnswerContext = {},
): SQL {
  const plan = searchPlan(filter, now, keyword, context);
  // A keyword by relevance is counted, and its few matches found, as the same search sorted by date.
  const tokens =
    keyword && filter.sortCriteria === 'relevance'
      ? searchPlan({ ...filter, sortCriteria: 'date', sortDirection: 'asc' }, now, keyword, context)
      : null;
  const body = answerBody(filter, personId, context.sponsored ?? null);
  // An exact total reads as it always did; an estimated one says so.
  return sql`with hit as (${searchStatement(plan, limits, context.shares ?? null, tokens)})
    select case when hit.estimated then ${body(true)} else ${body(false)} end as body
    from hit`;
}

/** The answer's JSON text from `hit` (ids, total): the page's cards, the total, the paging fields. */
function answerBody(filter: TEventFilter, personId: number | null, sponsored: number | null) {
  return (estimate: boolean) => sql`json_build_object(
      'events', ${sponsored === null ? cardsJson(sql`hit.ids`, personId) : sponsoredCards(sponsored, personId)},
      'total', hit.total,${estimate ? sql` 'totalIsEstimate', true,` : sql``}
      'page', ${filter.page}::int,
      'pageSize', ${filter.pageSize}::int
    )::text`;
}

/** The order the copy reads a sort in (in-memory.ts), and whether backwards. */
function memoryOrder(filter: TEventFilter): { order: OrderKey; backwards: boolean } {
  const descending = filter.sortDirection === 'desc';
  switch (filter.sortCriteria) {
    case 'recommended':
      return { order: descending ? 'score-weakest' : 'score-best', backwards: false };
    case 'size':
    case 'price':
    case 'rating':
      return { order: `${filter.sortCriteria}-${descending ? 'desc' : 'asc'}`, backwards: false };
    default:
      return { order: 'date', backwards: descending };
  }
}

/**
 * The answer from the API's copy of the projection (in-memory.ts): every search but a keyword the
 * documents must decide (a phrase), and a keyword's relevance unless it is plain words with at most
 * RANKED_AT_MOST matches whose scores the copy holds. The copy finds the page and counts the total
 * exactly; one statement writes the page's cards. Null when the copy cannot answer (it is loading, or
 * the search is not one it answers): the search then runs in SQL.
 */
export async function searchAnswerInMemory(
  db: DbOrTx,
  copy: ProjectionCopy,
  filter: TEventFilter,
  now: Date,
  personId: number | null,
  { sponsoredPlace: placed = true, taste: given }: AnswerOptions = {},
): Promise<string | null> {
  const keyword = await readKeyword(db, filter);
  const ranked = keyword !== null && filter.sortCriteria === 'relevance';
  // A keyword's relevance is ranked here for plain words; OR, NOT and phrases rank from the documents.
  if (ranked && !keyword.plain) return null;
  const words = keyword ? await wordIdsOf(db, keyword) : undefined;
  const { tokens, bounds, documents } = tokenSearch(filter, now, keyword, words);
  if (documents) return null;
  // The words' scores are read (when first asked for) before the refresh, which keeps them in step.
  const scores = ranked ? await copy.wordScores(keyword.terms, words!, { tokens }) : null;
  if (ranked && !scores) return null;
  // The copy's refresh, the sponsored places and the visitor's taste are read at once.
  const [index, sponsoredIds, taste] = await Promise.all([
    copy.current(),
    placed && filter.page === 1 ? copy.sponsoredIds(now, (at) => activeSponsoredEventIds(db, at)) : [],
    tasteFor(db, filter, personId, given),
  ]);
  if (!index) return null;
  const answer = index.search({
    tokens,
    bounds,
    nowMs: now.getTime(),
    ...memoryOrder(filter),
    offset: (filter.page - 1) * filter.pageSize,
    limit: filter.pageSize,
    taste,
    sponsoredIds,
    relevance: scores && { words: scores, weakestFirst: filter.sortDirection === 'desc' },
  });
  if (!answer) return null;
  const body = answerBody(filter, personId, answer.sponsored);
  const [row] = rowsOf<{ body: string }>(
    await executePrepared(
      db,
      sql`with hit as (select ${intArray(answer.ids)} as ids, ${answer.total}::int as total) select ${body(false)} as body from hit`,
    ),
  );
  return row.body;
}

/** What a search's statement is written with besides the request: the plan's inputs and more, read first. */
export interface AnswerContext extends PlanInputs {
  /** The facet tokens' statistics (token-shares.ts): few matches expected are collected. */
  shares?: TokenShares | null;
  /** The sponsored event this first page shows second (sponsoredPlace). */
  sponsored?: number | null;
}

/** Each event size's rank (its position plus one) once read: positions never change once an option exists. */
const sizeRanksRead = new WeakMap<object, Map<number, number>>();

/** The least and greatest rank of the chosen sizes; null when none of the ids is an event size. */
export async function sizeRanksOf(db: DbOrTx, ids: readonly number[]): Promise<SizeRanks | null> {
  const known = sizeRanksRead.get(db) ?? new Map<number, number>();
  sizeRanksRead.set(db, known);
  const missing = ids.filter((id) => !known.has(id));
  if (missing.length)
    for (const row of rowsOf<{ id: number; rank: number }>(
      await db.execute(sql`select ${optionItems.id} as id, ${optionItems.position} + 1 as rank from ${optionItems}
        where ${optionItems.list} = 'eventSizes' and ${optionItems.id} = any(${intArray(missing)})`),
    ))
      known.set(Number(row.id), Number(row.rank));
  const ranks = ids.map((id) => known.get(id)).filter((rank): rank is number => rank !== undefined);
  return ranks.length ? { min: Math.min(...ranks), max: Math.max(...ranks) } : null;
}

/**
 * The longest span of an event in the projection, in days (end day minus start day), read from the
 * greatest entry of its index (event_search_span_idx); null when the projection is empty.
 */
export async function longestSpanDays(db: DbOrTx): Promise<number | null> {
  const [row] = rowsOf<{ days: number | null }>(
    await db.execute(sql`select max(${s.endDay} - ${s.startDay}) as days from ${s}`),
  );
  return row?.days === null || row?.days === undefined ? null : Number(row.days);
}

/**
 * The page's cards with the sponsored event second, marked `sponsored`: taken out of the page where it
 * stands, then put after its first card. A page with no other card stays as it is (never first).
 * Without it, the page has one card more than its size: the others keep their places in the paging.
 */
function sponsoredCards(sponsored: number, personId: number | null): SQL {
  const others = sql`array_remove(hit.ids, ${sponsored}::int)`;
  const ids = sql`case when cardinality(${others}) = 0 then hit.ids
    else (${others})[1:1] || ${sponsored}::int || (${others})[2:] end`;
  return sql`(select json_agg(case when (c->>'id')::int = ${sponsored}::int and cardinality(${others}) > 0
        then (c::jsonb || '{"sponsored": true}'::jsonb)::json else c end order by n)
      from json_array_elements(${cardsJson(ids, personId)}) with ordinality as placed(c, n))`;
}

/**
 * The sponsored place of a first page: the first active sponsorship, in their rotation
 * (modules/sponsorships), whose event this search finds (its filters and keyword); null on other pages
 * or when none is.
 */
export async function sponsoredPlace(
  db: DbOrTx,
  filter: TEventFilter,
  keyword: Keyword | null,
  now: Date,
): Promise<number | null> {
  if (filter.page !== 1) return null;
  const ids = await activeSponsoredEventIds(db, now);
  if (ids.length === 0) return null;
  const { where } = searchPlan(filter, now, null);
  const words = keyword
    ? sql`and exists (select 1 from ${x} where ${x.eventId} = ${s.eventId} and ${x.searchVector} @@ websearch_to_tsquery('english', ${keyword.text}))`
    : sql``;
  const found = new Set(
    rowsOf<{ id: number }>(
      await db.execute(
        sql`select ${s.eventId} as id from ${s} where ${s.eventId} = any(${intArray(ids)}) and ${where} ${words}`,
      ),
    ).map((r) => Number(r.id)),
  );
  return ids.find((id) => found.has(id)) ?? null;
}

/** How a search is answered beyond its filter. */
export interface AnswerOptions {
  /** A first page shows its sponsored place (true); the home page's events are not a search. */
  sponsoredPlace?: boolean;
  /** The signed-in visitor's taste when already read (person-defaults.ts); else read when the sort needs it. */
  taste?: Taste | null;
}

/** The visitor's taste under the recommended sort: as given, else read; null for another sort or nobody. */
async function tasteFor(
  db: DbOrTx,
  filter: TEventFilter,
  personId: number | null,
  given: Taste | null | undefined,
): Promise<Taste | null> {
  if (!personId || filter.sortCriteria !== 'recommended') return null;
  return given !== undefined ? given : tasteOf(db, personId);
}

/** The row a visitor's taste is read from (tasteColumns). */
export interface TasteRow {
  sectors: number[];
  country: number | null;
}

/** The columns `sectors` and `country` of a signed-in visitor's taste, for a statement of their own or another's. */
export const tasteColumns = (personId: number) =>
  sql`array(select ${personSectors.sectorId} from ${personSectors} where ${personSectors.personId} = ${personId} order by 1) as sectors,
      (select ${persons.countryId} from ${persons} where ${persons.id} = ${personId}) as country`;

/** The taste in a row read with tasteColumns. */
export const tasteOfRow = (row: TasteRow): Taste => ({
  sectorIds: row.sectors.map(Number),
  countryId: row.country === null ? null : Number(row.country),
});

/** What the recommended sort reads of a signed-in visitor: the sectors and the country of their profile. */
export async function tasteOf(db: DbOrTx, personId: number): Promise<Taste | null> {
  const [row] = rowsOf<TasteRow>(await db.execute(sql`select ${tasteColumns(personId)}`));
  return row ? tasteOfRow(row) : null;
}

/**
 * Whether the plan's matches are collected at once: not ranked by relevance, facets named (not one
 * facet alone, counted from its totals), at most `collectUpTo` matches expected, and collecting them
 * expected to cost less than the walks. A collection reads every posting of every token named from the
 * GIN index, then each row the tokens leave from the table; the walks read, at the share of matches
 * expected, the entries that hold the total's first matches in start order and the page's in the
 * sort's order. A walk expected to fall short of them collects after all.
 */
export function collects(
  plan: SearchPlan,
  limits: SearchLimits,
  shares: TokenShares | null,
  walks: WalkBounds = walkBounds(plan, limits, shares),
): boolean {
  const upTo = limits.collectUpTo ?? COLLECT_UP_TO;
  if (shares === null || upTo <= 0 || plan.readsWords || plan.facet || plan.tokenGroups.length === 0) return false;
  const matches = expectedMatches(shares, [...plan.tokenGroups, ...plan.estimatedGroups]);
  if (matches > upTo) return false;
  const rows = expectedMatches(shares, plan.tokenGroups);
  const postings = plan.tokenGroups
    .flat()
    .reduce((sum, t) => sum + (shares.share.get(t) ?? shares.otherwise) * shares.rows, 0);
  const collecting = postings * COST.ginPosting + rows * COST.collectedRow;
  /** The entries a walk reads for `needed` matches at `found` expected among `shares.rows`; Infinity when it falls short. */
  const walked = (needed: number, found: number, bound: number) => {
    const entries = found > 0 ? (needed * shares.rows) / found : Infinity;
    return entries > bound ? Infinity : entries;
  };
  const end = plan.offset + plan.limit;
  const startEntries = walked(limits.exactTotalUpTo + 1, rows, walks.start);
  const sortEntries = plan.byStart && end <= limits.exactTotalUpTo + 1 ? 0 : walked(end, matches, walks.sort);
  return collecting < (startEntries + sortEntries) * COST.walkedEntry;
}

/** The answer of POST /api/events/filtered (ZEventSearchResponse), as the JSON text to send. */
export async function searchAnswer(
  db: DbOrTx,
  filter: TEventFilter,
  now: Date,
  personId?: number | null,
  limits: SearchLimits = DEFAULT_SEARCH_LIMITS,
  { sponsoredPlace: placed = true, taste: given }: AnswerOptions = {},
): Promise<string> {
  const keyword = await readKeyword(db, filter);
  const context: AnswerContext = {
    // The keyword's words as facet tokens, by their numbers.
    words: keyword ? await wordIdsOf(db, keyword) : undefined,
    shares: await tokenShares(db),
    taste: await tasteFor(db, filter, personId ?? null, given),
    sponsored: placed ? await sponsoredPlace(db, filter, keyword, now) : null,
    sizeRanks:
      filter.sortCriteria === 'size' && filter.eventSizeIds?.length ? await sizeRanksOf(db, filter.eventSizeIds) : null,
    longestSpanDays: filter.minDate ? await longestSpanDays(db) : null,
  };
  // Prepared on PostgreSQL, within a bound (db/prepared.ts): planning it is a good part of its cost.
  const [row] = rowsOf<{ body: string }>(
    await executePrepared(db, searchAnswerStatement(filter, keyword, now, personId ?? null, limits, context)),
  );
  return row.body;
}

/** The search as the public runs it; `personId` (a signed-in reader) decides `isFavourited` only. */
export class EventSearch {
  constructor(
    private readonly db: DbOrTx,
    private readonly now: () => Date,
    private readonly personId: number | null,
    private readonly limits: SearchLimits = DEFAULT_SEARCH_LIMITS,
    /** The API's copy of the projection (in-memory.ts), which answers what it can; none: SQL alone. */
    private readonly copy: ProjectionCopy | null = null,
  ) {}

  /**
   * One page of cards as the JSON text of ZEventSearchResponse; a first page with its sponsored place
   * unless `sponsoredPlace` is false (the home page's events are not a search).
   */
  async answer(filter: TEventFilter, options: AnswerOptions = {}): Promise<string> {
    const now = this.now();
    const fromCopy = this.copy
      ? await searchAnswerInMemory(this.db, this.copy, filter, now, this.personId, options)
      : null;
    return fromCopy ?? searchAnswer(this.db, filter, now, this.personId, this.limits, options);
  }
}
