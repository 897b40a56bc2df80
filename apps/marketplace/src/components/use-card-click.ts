// A click on an event's card in the marketplace's lists counts for the ranking (POST /api/events/{id}/click).
// It is sent and forgotten: the visitor is already on the way to the event's page, and a count that
// fails must never stop them.
import { useCallback } from 'react';
import { useRecordEventClickMutation } from '@pavilion/api-client';

/** `opened(eventId)` gives the card's `onOpen`. */
export function useCardClick(): (eventId: number) => () => void {
  const [record] = useRecordEventClickMutation();
  return useCallback((eventId: number) => () => void record(eventId), [record]);
}
