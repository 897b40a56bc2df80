// Where a buyer came from, carried from the event page to the order: the link's `?source=widget` (the
// ticket widget on the organiser's website) is kept in sessionStorage for the event, so a detour through
// sign-in keeps it, and the order is placed with it.
import { orderSourceOf, SOURCE_QUERY_PARAM, sourceStorageKey, type TOrderSource } from '@pavilion/domain';

/** Keeps the source a link to the event page named, if it is one the orders know. */
export function keepOrderSource(eventId: number, search: URLSearchParams): void {
  const source = orderSourceOf(search.get(SOURCE_QUERY_PARAM));
  if (!source) return;
  try {
    window.sessionStorage.setItem(sourceStorageKey(eventId), source);
  } catch {
    // Storage blocked (private modes): the order is then the marketplace's own.
  }
}

/** The source kept for this event in this window, if any. */
export function keptOrderSource(eventId: number): TOrderSource | null {
  try {
    return orderSourceOf(window.sessionStorage.getItem(sourceStorageKey(eventId)));
  } catch {
    return null;
  }
}
