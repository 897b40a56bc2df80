// The attendee cancels: GET /api/orders/{orderId}/cancellation-preview and POST /api/orders/{orderId}/cancel.
// The partner's and support's refunds are routes of modules/partner-orders and modules/admin/orders.
import {
  REFUND_MESSAGES as M,
  ZCancellationPreview,
  ZCancellationPreviewQuery,
  ZCancelOrderBody,
  ZOrder,
  ZOrderIdParams,
  ZRefundAccountBody,
  TRANSFER_REFUND_MESSAGES as TM,
  API_PATHS,
  MESSAGES,
  NOT_FOUND,
} from '@pavilion/domain';
import type { ModuleContext } from '../../platform/context';
import { apiModule } from '../../platform/route';
import { CancellationQueue } from './queue';
import { OrderRefunds } from './service';
import { BuyerRefundAccount } from './transfers';

export function refundsModule(ctx: ModuleContext) {
  const { db, now, logger, config, paymentGateway } = ctx;
  const m = apiModule(ctx, { tag: 'Orders', access: 'attendee' });
  const base = { db, gateway: paymentGateway, now, logger, config };
  // One queue for the process's cancellations: those that arrive together go in one transaction.
  const deps = { ...base, cancellations: new CancellationQueue(base) };
  const refunds = (personId: number) => new OrderRefunds(deps, { kind: 'attendee', personId });

  m.get(
    API_PATHS.orderCancellationPreview,
    {
      summary: 'What cancelling the order, or some of its tickets, gives back today',
      description:
        "Per ticket the refund percentage for today of the cancellation policy periods the ticket was ordered under (recorded on the ticket; a later change of the ticket type's policy or of the policy's periods applies to later orders only) (whole calendar days before the event start, counted where the event is held; 0 outside every period or without a policy) and the amount back (the ticket's price and extras times the percentage, rounded down, major units). `ticketIds` (comma-separated or repeated) narrows to some tickets; without it, every ticket still valid. `cancellable` is false, with the `reason`, when the order is not paid, the event has started or the tickets are already cancelled. Outside every period cancelling is still possible: the seat is released with no refund.",
      params: ZOrderIdParams,
      query: ZCancellationPreviewQuery,
      response: ZCancellationPreview,
      errors: { 400: M.ticketsNotInOrder, 404: NOT_FOUND.order },
    },
    ({ auth, params, query }) => refunds(auth.personId).preview(params.orderId, query.ticketIds),
  );

  m.post(
    API_PATHS.orderCancel,
    {
      summary: 'Cancels the order, or some of its tickets, with the refund the policy gives today',
      description:
        'Body `{ ticketIds? }` (`{}` for the whole order). The tickets stop being valid, their seats go back on sale, the buyer is emailed "cancellation confirmed", and the refund (when the policy gives one) is sent through the payment gateway at once: the answer is the order with its tickets\' status and its refunds (`requested`, `refunded` with the date, or `failed` with when it is tried again). A failed refund is retried by a worker under the same idempotency key and never paid twice; "refund sent" is emailed when it goes through. Concurrent cancellations of one order are applied one at a time.',
      params: ZOrderIdParams,
      body: ZCancelOrderBody,
      response: ZOrder,
      errors: {
        400: M.ticketsNotInOrder,
        404: NOT_FOUND.order,
        409: `${M.orderNotPaid}; ${M.eventStarted}; ${M.ticketsAlreadyCancelled({ count: 2 })}`,
      },
    },
    ({ auth, params, body }) => refunds(auth.personId).cancel(params.orderId, { ticketIds: body.ticketIds }),
  );

  m.put(
    API_PATHS.orderRefundAccount,
    {
      summary: 'The bank account a refund of an order paid by bank transfer is paid back to',
      description:
        'Body `{ accountHolder, iban, bic? }`. An order paid by bank transfer is refunded by bank transfer, not to a card: its refunds wait for this account (`awaiting_account`), then are paid back by the finance team (`to_pay_back`) until recorded as sent (`refunded`). The IBAN is checked as ISO 13616 defines it (country, length, account format, check digits; spaces and lower case allowed); the BIC may be left out. The account can be corrected until the refund is sent. Answers the order, its refunds with the account masked but the last 4 characters of the IBAN.',
      params: ZOrderIdParams,
      body: ZRefundAccountBody,
      response: ZOrder,
      errors: {
        400: `${MESSAGES.ibanCharacters}; ${MESSAGES.ibanCountryUnknown}; ${MESSAGES.ibanCheckDigits}`,
        404: NOT_FOUND.order,
        409: TM.noRefundAwaitingAccount,
      },
    },
    ({ auth, params, body }) => new BuyerRefundAccount({ db, now }, auth.personId).give(params.orderId, body),
  );
  return m;
}
