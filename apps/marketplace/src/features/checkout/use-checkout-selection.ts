import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { TTicketSelection } from '@pavilion/domain';
import { readSelection, sessionStore, storeSelection } from './selection';

/** The selection of this checkout (URL, then sessionStorage), mirrored to sessionStorage. */
export function useCheckoutSelection(eventId: number): TTicketSelection {
  const [search] = useSearchParams();
  const selection = useMemo(() => readSelection(eventId, search, sessionStore()), [eventId, search]);
  useEffect(() => {
    if (Number.isInteger(eventId) && eventId > 0) storeSelection(eventId, selection, sessionStore());
  }, [eventId, selection]);
  return selection;
}
