// The partner cancels a whole event (POST /api/partner/events/{id}/cancel): the reason it gives, and
// what the cancellation did (tickets cancelled, orders refunded in full).
import { z } from 'zod';
import '../common/zod-messages';
import { ZIsoDateTime } from '../common/dates';
import { ZId } from '../common/ids';
import { zRequiredText } from '../common/text';
import { ZCurrencyCode, ZMajorAmount } from '../money';
import { EVENT_CANCELLATION_MESSAGES } from '../messages';
import { EVENT_CANCELLATION_REASON_MAX, EVENT_CANCELLATION_REASON_MIN } from '../constants';

/** POST /api/partner/events/{id}/cancel: the reason, shown to buyers in their email and on the event's page. */
export const ZEventCancelBody = z.object({
  reason: zRequiredText(() => EVENT_CANCELLATION_MESSAGES.reasonRequired, {
    min: EVENT_CANCELLATION_REASON_MIN,
    minMessage: () => EVENT_CANCELLATION_MESSAGES.reasonTooShort,
    max: EVENT_CANCELLATION_REASON_MAX,
    maxMessage: () => EVENT_CANCELLATION_MESSAGES.reasonTooLong,
  }),
});
export type TEventCancelBody = z.output<typeof ZEventCancelBody>;

/**
 * What cancelling the event did: every valid ticket of every paid order cancelled, each order refunded
 * what remained of its payment (`refundTotal`, major units of `currency`). Refunds the payment provider
 * did not take at once (`refundsPending`) are sent again until they go through.
 */
export const ZEventCancellation = z.object({
  eventId: ZId,
  cancelledAt: ZIsoDateTime,
  reason: z.string(),
  ordersCancelled: z.number().int().nonnegative(),
  ticketsCancelled: z.number().int().nonnegative(),
  refundTotal: ZMajorAmount,
  currency: ZCurrencyCode,
  refundsSent: z.number().int().nonnegative(),
  refundsPending: z.number().int().nonnegative(),
});
export type TEventCancellation = z.infer<typeof ZEventCancellation>;
