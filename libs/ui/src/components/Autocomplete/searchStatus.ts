// What an Autocomplete that searches on the server says in its status line: searching while a request
// is in flight or the typed text waits for its debounce, the failure in words, none, or how many of how
// many match. The words are the caller's (its own things: partners, events).
import type { AutocompleteStatus } from './Autocomplete';

export interface SearchStatusTexts {
  searching: string;
  none: string;
  matches: (count: number) => string;
  /** More match than are listed: type more to narrow. */
  matchesOf: (count: number, total: number) => string;
}

export interface SearchState {
  /** A request in flight, or typed text not yet asked for. */
  searching: boolean;
  /** The failure in words; undefined when the search answered. */
  error: string | undefined;
  /** Options listed. */
  count: number;
  /** How many match in all (the page's total); the count when unknown. */
  total: number | undefined;
}

export function searchStatus(
  { searching, error, count, total = count }: SearchState,
  texts: SearchStatusTexts,
): { status: AutocompleteStatus; statusText: string } {
  if (searching) return { status: 'loading', statusText: texts.searching };
  if (error !== undefined) return { status: 'error', statusText: error };
  if (!count) return { status: 'results', statusText: texts.none };
  return { status: 'results', statusText: total > count ? texts.matchesOf(count, total) : texts.matches(count) };
}
