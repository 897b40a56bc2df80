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
} as const;

/** Values are below 2^24: the dimension takes the bits above. */
const VALUE_BOUND = 16_777_216;

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
 * The query_int text of the groups ("(a|b)&c"): only digits and operators, so it is written into the
 * statement as a literal (the planner then estimates it from the column's statistics for each request).
 * Null when a group has no token an event can carry: nothing matches.
 */
export function tokenQuery(groups: readonly (readonly (number | null)[])[]): string | null {
  const parts: string[] = [];
  for (const group of groups) {
    const tokens = [...new Set(group.filter((t): t is number => t !== null))].sort((a, b) => a - b);
    if (tokens.length === 0) return null;
    parts.push(tokens.length === 1 ? String(tokens[0]) : `(${tokens.join('|')})`);
  }
  return parts.join('&');
}
