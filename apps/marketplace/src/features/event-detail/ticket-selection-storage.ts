// Carrying the ticket choice to checkout: the `tickets` query parameter plus a sessionStorage mirror
// (the domain's SELECTION_QUERY_PARAM, selectionStorageKey, formatSelectionParam, parseStoredSelection).
import {
  SELECTION_QUERY_PARAM,
  formatSelectionParam,
  parseStoredSelection,
  selectionStorageKey,
  type TTicketSelection,
} from '@pavilion/domain';

/** The choice kept for this event, if any (a person coming back from checkout finds it again). */
export function readStoredSelection(eventId: number): TTicketSelection {
  try {
    return parseStoredSelection(window.sessionStorage.getItem(selectionStorageKey(eventId)));
  } catch {
    // Storage can be unavailable (privacy modes); the URL still carries the choice.
    return {};
  }
}

export function storeSelection(eventId: number, selection: TTicketSelection): void {
  try {
    window.sessionStorage.setItem(selectionStorageKey(eventId), JSON.stringify(selection));
  } catch {
    // See readStoredSelection.
  }
}

/** `<path>?tickets=12:2,13:1` */
export function withSelection(path: string, selection: TTicketSelection): string {
  const params = new URLSearchParams({ [SELECTION_QUERY_PARAM]: formatSelectionParam(selection) });
  return `${path}?${params.toString().replace(/%2C/gi, ',').replace(/%3A/gi, ':')}`;
}
