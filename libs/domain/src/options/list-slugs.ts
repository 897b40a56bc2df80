// Option list names in URLs. No schemas here: the apps' API client imports these at start, and a
// module with schemas would bring zod into every app's first download.
import { OPTION_LIST_NAMES, type TOptionListName } from '../constants';

/** Lists in URLs are kebab-case, like the spec's /api/options/sub-event-types. */
export function optionListSlug(name: TOptionListName | 'countries'): string {
  return name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

const SLUG_TO_NAME = new Map<string, TOptionListName | 'countries'>(
  [...OPTION_LIST_NAMES, 'countries' as const].map((name) => [optionListSlug(name), name]),
);

/** The list name for a URL slug ('job-titles' -> 'jobTitles'), or undefined when unknown. */
export function optionListFromSlug(slug: string): TOptionListName | 'countries' | undefined {
  return SLUG_TO_NAME.get(slug);
}
