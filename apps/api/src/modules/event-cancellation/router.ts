// POST /api/partner/events/{id}/cancel: the partner cancels a whole event and refunds every ticket in full.
import {
  EVENT_CANCELLATION_MESSAGES as M,
  ZEventCancelBody,
  ZEventCancellation,
  ZIdParam,
  API_PATHS,
  NOT_FOUND,
} from '@pavilion/domain';
import type { ModuleContext } from '../../platform/context';
import { apiModule } from '../../platform/route';
import { PartnerEventCancellation } from './service';

export function eventCancellationModule(ctx: ModuleContext) {
  const { db, now, logger, config, paymentGateway } = ctx;
  const m = apiModule(ctx, { tag: 'Partner events', access: 'partner' });
  const deps = { db, gateway: paymentGateway, now, logger, config };

  m.post(
    API_PATHS.partnerEventCancel,
    {
      summary: 'Cancels one of your events and refunds every ticket in full',
      description:
        'Body `{ reason }` (10 to 500 characters), shown to buyers. In one step: the event is marked cancelled (its page says so with the reason; search, the home page and checkout leave it out), every valid ticket of every paid order is cancelled and its seat released, each order is refunded everything that remains of what it paid (an order its buyer cancelled earlier under a partial-refund period gets the rest back too; `ordersCancelled` counts the orders that were still paid, `refundTotal` includes those top-ups), and each buyer is emailed "event cancelled" with the reason and the amount and notified; those who saved the event are notified. Refunds go through the payment gateway after that; one the provider does not take at once is retried by the refund worker under the same idempotency key (`refundsPending`). An event that has ended cannot be cancelled. A payment under way as the event is cancelled either completes first and is cancelled with the rest, or completes after and is refunded in full at once (its buyer is answered 409).',
      params: ZIdParam,
      body: ZEventCancelBody,
      response: ZEventCancellation,
      errors: {
        400: `${M.reasonRequired}; ${M.reasonTooShort}; ${M.reasonTooLong}`,
        404: NOT_FOUND.event,
        409: `${M.alreadyCancelled}; ${M.ended}`,
      },
    },
    ({ auth, params, body }) =>
      new PartnerEventCancellation(deps, auth.partnerId!, auth.personId).cancel(params.id, body),
  );
  return m;
}
