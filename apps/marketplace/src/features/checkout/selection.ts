// The ticket selection as the checkout carries it: the `tickets` query value first, then its
// sessionStorage mirror, so a reload or a detour through sign-in keeps it.
import {
  formatSelectionParam,
  parseSelectionParam,
  parseStoredSelection,
  SELECTION_QUERY_PARAM,
  selectionStorageKey,
  totalTicketCount,
  type TTicketSelection,
} from '@pavilion/domain';

type SelectionStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** sessionStorage when the browser allows it (private modes and sandboxed frames may throw). */
export function sessionStore(): SelectionStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readSelection(
  eventId: number,
  search: URLSearchParams,
  storage: SelectionStorage | null,
): TTicketSelection {
  const fromUrl = parseSelectionParam(search.get(SELECTION_QUERY_PARAM));
  if (totalTicketCount(fromUrl) > 0) return fromUrl;
  try {
    return parseStoredSelection(storage?.getItem(selectionStorageKey(eventId)));
  } catch {
    return {};
  }
}

export function storeSelection(eventId: number, selection: TTicketSelection, storage: SelectionStorage | null): void {
  try {
    if (totalTicketCount(selection) > 0) storage?.setItem(selectionStorageKey(eventId), JSON.stringify(selection));
    else storage?.removeItem(selectionStorageKey(eventId));
  } catch {
    /* storage full or blocked: the URL still carries the selection */
  }
}

export function clearSelection(eventId: number, storage: SelectionStorage | null): void {
  try {
    storage?.removeItem(selectionStorageKey(eventId));
  } catch {
    /* nothing to clear */
  }
}

/** A checkout step's path with the selection in its query: '/events/3/ticket-purchase-details?tickets=10:2,11:1'. */
export function withSelection(path: string, selection: TTicketSelection): string {
  const value = formatSelectionParam(selection);
  if (!value) return path;
  // ':' and ',' are allowed in a query; left unescaped the URL stays readable (as the event page writes it).
  const query = new URLSearchParams({ [SELECTION_QUERY_PARAM]: value })
    .toString()
    .replace(/%2C/gi, ',')
    .replace(/%3A/gi, ':');
  return `${path}?${query}`;
}
