// POST /api/orders/{orderId}/complete-order: paying an order with the payment form.
import type { Request } from 'express';
import { z } from 'zod';
import {
  API_PATHS,
  createPaymentFormSchema,
  SANCTION_MESSAGES,
  ZCompletedOrder,
  ZOrderIdParams,
  PAYMENT_MESSAGES as M,
  NOT_FOUND,
} from '@pavilion/domain';
import type { ModuleContext } from '../../platform/context';
import { badRequest } from '../../platform/errors';
import { clientIp } from '../../platform/http';
import { limitRefusals } from '../../platform/rate-limit';
import { apiModule } from '../../platform/route';
import { assertMayRegister } from '../sanctions';
import { PAYMENT_LIMITS, PaymentLimits } from './limits';
import { PaymentsService, type PaymentsDeps } from './service';

const ZIdempotencyKey = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9._:-]+$/);

/** The client's key for this attempt, or null when it sent none (the order is then the scope). */
function idempotencyKeyOf(req: Request): string | null {
  const raw = req.get('idempotency-key');
  if (raw === undefined || raw.trim() === '') return null;
  const parsed = ZIdempotencyKey.safeParse(raw);
  if (!parsed.success) throw badRequest(M.idempotencyKeyInvalid, { idempotencyKey: M.idempotencyKeyInvalid });
  return parsed.data;
}

export function paymentsModule(ctx: ModuleContext) {
  const { db, now, config, logger, paymentGateway } = ctx;
  const m = apiModule(ctx, { tag: 'Payments', access: 'attendee' });
  const limits = new PaymentLimits(now, config.checkoutRateLimits);
  const deps: PaymentsDeps = { db, gateway: paymentGateway, now, logger, config, limits };
  // The same schema as the browser's form; 'Card is expired' judged by the server's clock.
  const ZPaymentBody = createPaymentFormSchema(now);

  m.post(
    API_PATHS.orderPayment,
    {
      summary: 'Pays an order with the payment form',
      description: `Body: the payment form (cardNumber, expiryDate, cvv, cardholderName, cardholderAddress, cardholderZip, country), checked with the same messages as the page. The card number and CVV go to the payment gateway only; the order keeps the brand, the last 4 digits and the expiry. On success the held seats become sold, and the receipt and one ticket per attendee are emailed. A declined card answers 402 and the order stays payable until its hold ends. The body alone is enough (as the spec sends it); without a key the order is the idempotency scope (see the header). A person whose registrations an administrator blocked gets 403 \`code: REGISTRATIONS_BLOCKED\` with the words, and nothing is charged. 429 (Retry-After says when to try again) past ${PAYMENT_LIMITS.attemptsPerAccount.limit} attempts per account or ${PAYMENT_LIMITS.attemptsPerAddress.limit} per address in 10 minutes, or ${PAYMENT_LIMITS.declinedPerOrder.limit} declined payments per order, ${PAYMENT_LIMITS.declinedPerAccount.limit} per account or ${PAYMENT_LIMITS.declinedPerAddress.limit} per address in an hour.`,
      params: ZOrderIdParams,
      // The key before the body, so a client bug is named even when the form is also wrong.
      middleware: [
        (req, _res, next) => {
          try {
            idempotencyKeyOf(req);
            next();
          } catch (err) {
            next(err);
          }
        },
      ],
      body: ZPaymentBody,
      response: ZCompletedOrder,
      headers: {
        'Idempotency-Key': {
          description:
            'Optional. One per payment attempt (1-100 of `A-Z a-z 0-9 . _ : -`; the app sends a UUID): a retry with the same key is charged at most once and answers as the first attempt did. Without it the order is the scope: a paid order answers paid again without a charge, a retry while an attempt is being charged waits for its result, and after a declined card the call is a new attempt.',
          required: false,
        },
      },
      errors: {
        402: M.paymentFailed,
        403: `${SANCTION_MESSAGES.registrationsBlocked}; ${SANCTION_MESSAGES.registrationsBlockedUntil({ until: '…' })}`,
        404: NOT_FOUND.order,
        409: `${M.reservationExpired}; ${M.eventCancelled}; ${M.chargedForCancelledEvent}; ${M.alreadyPaid}; ${M.paymentInProgress}`,
        429: limitRefusals(PAYMENT_LIMITS),
      },
    },
    async ({ auth, params, body, req }) => {
      // An order held before its buyer's registrations were blocked is not paid either; nothing is charged.
      await assertMayRegister(db, auth.personId, now());
      return new PaymentsService(deps, { personId: auth.personId, address: clientIp(req) }).complete(
        params.orderId,
        idempotencyKeyOf(req),
        body,
      );
    },
  );
  return m;
}
