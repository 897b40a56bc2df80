// Customer terms B2: after a significant change of an event (a new date, venue or attendance type), its
// buyers may cancel with a full refund for CHANGE_OFFER_DAYS, and at the latest until it starts.
import { z } from 'zod';
import { ZIsoDateTime } from '../common/dates';

export const CHANGE_OFFER_DAYS = 14;

export const EVENT_CHANGES = ['date', 'venue', 'attendance'] as const;
export type TEventChange = (typeof EVENT_CHANGES)[number];

/** An order's open offer: what changed, and until when cancelling refunds in full. */
export const ZChangeOffer = z.object({
  changes: z.array(z.enum(EVENT_CHANGES)),
  expiresAt: ZIsoDateTime,
});
export type TChangeOffer = z.infer<typeof ZChangeOffer>;

/** What changed, as a sentence names it: "date", "date and venue", "date, venue and attendance". */
export function changeList(changes: ReadonlyArray<TEventChange>): string {
  if (changes.length <= 1) return changes[0] ?? 'details';
  return `${changes.slice(0, -1).join(', ')} and ${changes.at(-1)}`;
}

/** The offer as the buyer reads it on their order: "The organiser changed the date and venue of this event." */
export function changeOfferWords(changes: ReadonlyArray<TEventChange>): string {
  return `The organiser changed the ${changeList(changes)} of this event.`;
}

const ATTENDANCE_WORDS: Record<number, string> = { 1: 'in person', 2: 'online', 3: 'in person and online' };

/** An attendance type as a sentence ends: "It is now online." */
export function attendanceWords(attendanceType: number): string | null {
  return ATTENDANCE_WORDS[attendanceType] ?? null;
}
