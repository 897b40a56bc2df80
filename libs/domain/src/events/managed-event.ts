// Rules for the partner's and admin's event lists (cards with a status): sorting and searching.
import { type TManagedEventSortCriteria, type TSortDirection } from '../constants';
import { compareBy } from '../search/sort';
import type { TEventCard } from './event-card';

/** A list row: an event card plus, when the list provides them, capacity and tickets sold. */
export type TManagedEventRow = TEventCard & { maxAttendees?: number | null; ticketsSold?: number };

const MANAGED_SORT_KEYS: Record<TManagedEventSortCriteria, (event: TManagedEventRow) => string | number | null> = {
  date: (event) => event.startDateTime,
  capacity: (event) => event.maxAttendees ?? null,
  ticketsSold: (event) => event.ticketsSold ?? null,
};

/** Sorts by start date, capacity or tickets sold (a copy; the input is left alone; unknowns last). */
export function sortManagedEvents<T extends TManagedEventRow>(
  events: readonly T[],
  criteria: TManagedEventSortCriteria,
  direction: TSortDirection,
): T[] {
  return [...events].sort(compareBy<T>(MANAGED_SORT_KEYS[criteria], direction));
}

/** The admin list's search box: name or tagline, case-insensitive. */
export function matchesEventSearch(event: Pick<TEventCard, 'name' | 'tagline'>, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (needle === '') return true;
  return event.name.toLowerCase().includes(needle) || event.tagline.toLowerCase().includes(needle);
}
