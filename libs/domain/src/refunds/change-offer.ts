// Customer terms B2: after a significant change of an event (a new date, venue or attendance type), its
// buyers may cancel with a full refund for CHANGE_OFFER_DAYS, and at the latest until it starts.
import { z } from 'zod';
import '../common/zod-messages';
import { ZIsoDateTime } from '../common/dates';
import { ATTENDANCE_WORDS, CHANGE_OFFER_TEXT } from '../messages/refunds';

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
  return CHANGE_OFFER_TEXT.changes({ what: changeKey(changes) });
}

/** The changes as the messages choose their words: 'date_venue' (in EVENT_CHANGES' order). */
export function changeKey(changes: ReadonlyArray<TEventChange>): string {
  return EVENT_CHANGES.filter((change) => changes.includes(change)).join('_') || 'details';
}

/** The offer as the buyer reads it on their order: "The organiser changed the date and venue of this event." */
export function changeOfferWords(changes: ReadonlyArray<TEventChange>): string {
  return CHANGE_OFFER_TEXT.offer({ what: changeKey(changes) });
}

const ATTENDANCE_KEYS: Record<number, keyof typeof ATTENDANCE_WORDS> = { 1: 'inPerson', 2: 'online', 3: 'both' };

/** An attendance type as a sentence ends: "It is now online." */
export function attendanceWords(attendanceType: number): string | null {
  const key = ATTENDANCE_KEYS[attendanceType];
  return key ? ATTENDANCE_WORDS[key] : null;
}
