// The rules of the reference lists: which names a list answers to, and how typed text is matched.
import { LOCATION_MIN_CHARS } from '@pavilion/domain';
import { optionItems } from '../../db/schema';

export type OptionListName = (typeof optionItems.list.enumValues)[number];
export const OPTION_LISTS = optionItems.list.enumValues;

/** Lists with tables of their own, searched by the autocomplete besides the generic lists. */
export type SearchableList = OptionListName | 'countries' | 'sectors' | 'sectorSubtypes';

/** How many matches an autocomplete answers. */
export const OPTION_SEARCH_LIMIT = 20;
export const PLACES_SEARCH_LIMIT = 10;

/** Accepts the spec's list names and their kebab-case and singular forms: 'jobTitles', 'job-titles', 'organization-types'. */
export function resolveListName(type: string): OptionListName | null {
  const camel = type.replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase());
  if ((OPTION_LISTS as readonly string[]).includes(camel)) return camel as OptionListName;
  const plural = `${camel}s`;
  if ((OPTION_LISTS as readonly string[]).includes(plural)) return plural as OptionListName;
  return null;
}

/** A list the autocomplete searches: the generic lists by any of their names, and countries, sectors, sector subtypes. */
export function resolveSearchableList(type: string): SearchableList | null {
  const camel = type.replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase());
  if (camel === 'countries' || camel === 'sectors' || camel === 'sectorSubtypes') return camel;
  return resolveListName(type);
}

/** Places are looked for from 2 characters on (after trimming); shorter text finds nothing. */
export function placesQueryLongEnough(query: string): boolean {
  return query.trim().length >= LOCATION_MIN_CHARS;
}

/** Text for LIKE: its own %, _ and \ match themselves. */
export function escapeLike(s: string) {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}
