// The facet tokens of a search filter, as db/functions/event_search_tokens.sql writes them for each
// event_search row (its facet_tokens column): dimension * 2^24 + value. A filter's equality facets become
// one intarray query (query_int): each facet named is a group of tokens of which a match has any, and a
// match has a token of every group.
import { FACET } from './facets';

/** The dimensions beyond FACET's (which event_search_facet_days counts too). */
export const TOKEN = {
  ...FACET,
  /** An event size read in its metric: size id * 2, plus 1 in square feet. */
  sizeInMetric: 15,
  /** The ticket currency: its three letters in base 26 (A = 0). */
  currency: 16,
  /** A place: the event's city and its venue alike. */
  place: 17,
  /** Rated at least k half stars: one token for every k up to the event's rating. */
  ratingAtLeast: 18,
  /** The cheapest price's bucket in its currency: currency * 32 + priceBucket(price). */
  priceBucket: 19,
  /** Each month the event spans, counted from January 2000 (LONG_EVENT_MONTH for more than 36 months). */
  month: 20,
} as const;

/** Values are below 2^24: the dimension takes the bits above. */
const VALUE_BOUND = 16_777_216;

/** The token of an event spanning more than MONTHS_SPANNED months, instead of one per month. */
export const LONG_EVENT_MONTH = VALUE_BOUND - 1;
/** An event spanning at most this many months after its first carries a token for each. */
export const MONTHS_SPANNED = 36;

/** A word of the documents is 2^29 + its number in search_words (dimension 32 on). */
const WORD_BASE = 536_870_912;
const WORD_BOUND = 1_610_612_736;
/** A word no document holds (no word is numbered 0): a token no event carries. */
export const NO_WORD = WORD_BASE;

/** The token of a word numbered `id` in search_words; NO_WORD when the word is unknown. */
export function wordToken(id: number | undefined): number {
  return id !== undefined && Number.isInteger(id) && id > 0 && id < WORD_BOUND ? WORD_BASE + id : NO_WORD;
}

/** The search_words number of a word's token (wordToken); undefined for any other token. */
export function wordOfToken(token: number): number | undefined {
  return token > WORD_BASE && token < WORD_BASE + WORD_BOUND ? token - WORD_BASE : undefined;
}

/** A price's bucket in minor units: 0 when free, else its number of binary digits, at most 31. */
export function priceBucket(minor: number): number {
  return minor <= 0 ? 0 : Math.min(31, Math.floor(minor).toString(2).length);
}

/**
 * The GIN index reads every event of every token a query names and evaluates the query for each, so a
 * range narrows by its tokens only when they are few: at most this many price buckets or months.
 */
export const RANGE_TOKENS_AT_MOST = 4;

/**
 * The price bucket tokens of every price within [min, max] (minor units, either end open) in one
 * currency: a superset of the range's events, which the price columns then narrow exactly. Null when
 * the range spans more than RANGE_TOKENS_AT_MOST buckets.
 */
export function priceBucketTokens(currency: string, min: number | null, max: number | null): number[] | null {
  const from = min === null ? 0 : priceBucket(min);
  const to = max === null ? 31 : priceBucket(max);
  if (to - from + 1 > RANGE_TOKENS_AT_MOST) return null;
  const tokens: number[] = [];
  for (let bucket = from; bucket <= to; bucket++)
    tokens.push(TOKEN.priceBucket * VALUE_BOUND + currencyValue(currency) * 32 + bucket);
  return tokens;
}

/** Months since January 2000 of a 'YYYY-MM-DD' day. */
export const monthOf = (isoDay: string) => (Number(isoDay.slice(0, 4)) - 2000) * 12 + Number(isoDay.slice(5, 7)) - 1;

/**
 * The month tokens an event overlapping the days [fromDay, toDay] carries one of: each month from the
 * first to the last, and the long events' token. Null when the range spans more than `atMost` months
 * (RANGE_TOKENS_AT_MOST).
 */
export function monthTokens(fromDay: string, toDay: string, atMost = RANGE_TOKENS_AT_MOST): number[] | null {
  const first = Math.max(0, monthOf(fromDay));
  const last = monthOf(toDay);
  if (last - first + 1 > atMost) return null;
  const tokens: number[] = [];
  for (let month = first; month <= last; month++) tokens.push(TOKEN.month * VALUE_BOUND + month);
  return [...tokens, TOKEN.month * VALUE_BOUND + LONG_EVENT_MONTH];
}

/** The token of one value of one dimension; null for a value no event can carry (out of range). */
export function token(dimension: number, value: number): number | null {
  return Number.isInteger(value) && value >= 0 && value < VALUE_BOUND ? dimension * VALUE_BOUND + value : null;
}

/** The token value of a currency code ('USD'), as the SQL function computes it. */
export function currencyValue(code: string): number {
  const letter = (i: number) => code.charCodeAt(i) - 65;
  return letter(0) * 676 + letter(1) * 26 + letter(2);
}

/**
 * The query_int text of the groups ("(a|b)&c"), and of `more` (a keyword's words in query_int, tokens.ts
 * keywordQuery) when given: only digits and operators, so it is written into the statement as a literal
 * (the planner then estimates it from the column's statistics for each request). Null when a group has
 * no token an event can carry: nothing matches.
 */
export function tokenQuery(groups: readonly (readonly (number | null)[])[], more: string | null = null): string | null {
  const parts: string[] = more === null ? [] : [`(${more})`];
  for (const group of groups) {
    const tokens = [...new Set(group.filter((t): t is number => t !== null))].sort((a, b) => a - b);
    if (tokens.length === 0) return null;
    parts.push(tokens.length === 1 ? String(tokens[0]) : `(${tokens.join('|')})`);
  }
  return parts.join('&');
}

const LEXEME = String.raw`'(?:[^'\\]|''|\\.)*'`;
/** The lexemes of a tsquery's text form, unquoted ('' is a quote and \\ a backslash there). */
export const lexemesOf = (tsquery: string) =>
  [...tsquery.matchAll(new RegExp(LEXEME, 'g'))].map(([quoted]) =>
    quoted.slice(1, -1).replace(/''/g, "'").replace(/\\(.)/g, '$1'),
  );

/**
 * A tsquery's text form (websearch_to_tsquery's: quoted words, &, |, !, phrases <-> or <N>, brackets)
 * as a query_int of the words' tokens. Without phrases it matches exactly the documents the tsquery
 * matches (a word is in a document or not). A phrase becomes its words ANDed, which every document with
 * the phrase has: then the caller checks the documents too, and passes only the query's positive part
 * (querytree), since a negated phrase's words ANDed and negated would leave out documents that match.
 * Null when nothing of it can be written so (no word left).
 */
export function keywordQuery(tsquery: string, words: ReadonlyMap<string, number>): string | null {
  if (!new RegExp(LEXEME).test(tsquery)) return null;
  const query = tsquery
    .replace(new RegExp(LEXEME, 'g'), (quoted) => {
      const [word] = lexemesOf(quoted);
      return String(wordToken(words.get(word)));
    })
    .replace(/<(?:-|\d+)>/g, '&');
  // Only digits, operators and brackets are ever written into a statement.
  return /^[\d\s&|!()]+$/.test(query) ? query : null;
}
