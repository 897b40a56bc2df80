// Money after the sale: cancelling tickets of an order, refunds and the states a buyer reads, the
// bodies of the attendee's, partner's and admin's calls, and the day count the policy periods use.
import { z } from 'zod';
import '../common/zod-messages';
import { LONG_TEXT_MAX } from '../constants';
import { ZIsoDateTime } from '../common/dates';
import { ZId, ZUuid } from '../common/ids';
import { zListQuery, zPaged } from '../common/list';
import { zRequiredText } from '../common/text';
import { zonedDate } from '../common/time-zones';
import { ZCurrencyCode, ZMajorAmount } from '../money';
import { dateTimeFormat } from '../i18n/formats';
import { REFUND_MESSAGES, REFUND_STATE_TEXT as STATE, TRANSFER_REFUND_MESSAGES as TM } from '../messages';
import { maskAccountNumber, ZIban, ZMaskedAccountNumber } from '../partner/bank-account';

/**
 * What a refund is doing: asked of the payment provider, paid back (with the date), or failed and being
 * retried; a bank transfer's refund waits for the buyer's account (`awaiting_account`), then for the
 * finance team's transfer (`to_pay_back`), until an administrator records it sent (`refunded`).
 */
export const REFUND_STATUSES = ['requested', 'refunded', 'failed', 'awaiting_account', 'to_pay_back'] as const;
export const ZRefundStatus = z.enum(REFUND_STATUSES);
export type TRefundStatus = z.infer<typeof ZRefundStatus>;

export const TICKET_STATUSES = ['valid', 'cancelled'] as const;
export const ZTicketStatus = z.enum(TICKET_STATUSES);
export type TTicketStatus = z.infer<typeof ZTicketStatus>;

/** A refund of an order as its buyer (and the partner and admin) read it. Amount in major units. */
export const ZOrderRefund = z.object({
  id: ZUuid,
  amount: ZMajorAmount,
  currency: ZCurrencyCode,
  status: ZRefundStatus,
  /** Who asked for it: the buyer cancelling, the partner or support. */
  requestedBy: z.enum(['attendee', 'partner', 'admin']),
  reason: z.string().nullable(),
  createdAt: ZIsoDateTime,
  /** When the money was sent back (status `refunded`). */
  refundedAt: ZIsoDateTime.nullable(),
  /** The next attempt of a failed refund. */
  nextAttemptAt: ZIsoDateTime.nullable(),
  /** How the money goes back: to the card through the payment provider, or by bank transfer. */
  payBack: z.enum(['card', 'transfer']),
  /** A bank transfer's refund: the account the buyer gave, its number masked but its last 4 characters. */
  account: z.object({ holder: z.string(), iban: ZMaskedAccountNumber, bic: z.string().nullable() }).nullable(),
});
export type TOrderRefund = z.infer<typeof ZOrderRefund>;

/** 8 or 11 letters and digits (bank, country, location, optionally branch). */
export const BIC_PATTERN = /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/;

/**
 * PUT /api/orders/{orderId}/refund-account: the account a bank transfer's refund is paid to. The IBAN
 * is checked as a partner's payout account is (ISO 13616: country, length, format, check digits); the
 * BIC may be left out (a SEPA transfer needs only the IBAN). The same schema checks the form.
 */
export const ZRefundAccountBody = z.object({
  accountHolder: zRequiredText(() => TM.accountHolderRequired, { max: 70 }),
  iban: ZIban,
  bic: z
    .string({ error: () => TM.bicInvalid })
    .nullish()
    .transform((v) => (v ?? '').replace(/\s/g, '').toUpperCase())
    .refine((v) => v === '' || BIC_PATTERN.test(v), { error: () => TM.bicInvalid })
    .transform((v) => (v === '' ? null : v)),
});
export type TRefundAccountBody = z.output<typeof ZRefundAccountBody>;
export type TRefundAccountInput = z.input<typeof ZRefundAccountBody>;

/** An account as read back: the number masked. */
export const maskedRefundAccount = (a: { holder: string; iban: string; bic: string | null }) => ({
  holder: a.holder,
  iban: maskAccountNumber(a.iban),
  bic: a.bic,
});

const refundDate = (iso: string) => dateTimeFormat({ dateStyle: 'medium' }).format(new Date(iso));
const refundDateTime = (iso: string) =>
  dateTimeFormat({ dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/** A refund's state in words, as buyers, partners and support read it: requested, refunded with the date, failed and retrying. */
export function refundState(
  refund: Pick<TOrderRefund, 'status' | 'refundedAt' | 'nextAttemptAt'> & { payBack?: TOrderRefund['payBack'] },
  reader: 'buyer' | 'support' = 'buyer',
): string {
  if (refund.status === 'refunded' && refund.refundedAt)
    return refund.payBack === 'transfer'
      ? STATE.refundedByTransferOn({ date: refundDate(refund.refundedAt) })
      : STATE.refundedOn({ date: refundDate(refund.refundedAt) });
  if (refund.status === 'awaiting_account')
    return reader === 'buyer' ? STATE.awaitingAccount : STATE.awaitingAccountSupport;
  if (refund.status === 'to_pay_back') return STATE.toPayBack;
  if (refund.status === 'failed')
    return refund.nextAttemptAt
      ? STATE.failedRetryingAt({ time: refundDateTime(refund.nextAttemptAt) })
      : STATE.failedRetrying;
  return STATE.requested;
}

const ticketIdList = z
  .array(z.uuid({ error: () => REFUND_MESSAGES.ticketIdsInvalid }), { error: () => REFUND_MESSAGES.ticketIdsInvalid })
  .min(1, { error: () => REFUND_MESSAGES.ticketIdsEmpty })
  .max(100, { error: () => REFUND_MESSAGES.ticketIdsInvalid });

/** `?ticketIds=a,b` (or repeated): some tickets of the order; none means the whole order. */
export const ZCancellationPreviewQuery = z.object({
  ticketIds: z
    .union([z.string(), z.array(z.string())], { error: () => REFUND_MESSAGES.ticketIdsInvalid })
    .optional()
    .transform((value) =>
      value === undefined
        ? undefined
        : (Array.isArray(value) ? value : [value])
            .flatMap((v) => v.split(','))
            .map((v) => v.trim())
            .filter(Boolean),
    )
    .pipe(ticketIdList.optional()),
});
export type TCancellationPreviewQuery = z.output<typeof ZCancellationPreviewQuery>;

/** GET /api/orders/{orderId}/cancellation-preview: what cancelling today gives back, per ticket. */
export const ZCancellationPreview = z.object({
  tickets: z.array(
    z.object({
      ticketId: ZUuid,
      /** The policy period applying today (0 outside every period or without a policy). */
      refundPercentage: z.number().int().min(0).max(100),
      /** The ticket's price and extras times the percentage, rounded down, in major units. */
      refundAmount: ZMajorAmount,
    }),
  ),
  refundTotal: ZMajorAmount,
  currency: ZCurrencyCode,
  /** False when the order is not paid, the event has started, or the tickets are already cancelled. */
  cancellable: z.boolean(),
  /** Why not, when not cancellable. */
  reason: z.string().nullable(),
  /** Whole days before the event start, counted in calendar days where the event is held. */
  daysBeforeEvent: z.number().int(),
});
export type TCancellationPreview = z.infer<typeof ZCancellationPreview>;

/** POST /api/orders/{orderId}/cancel. */
export const ZCancelOrderBody = z.object({ ticketIds: ticketIdList.optional() });
export type TCancelOrderBody = z.output<typeof ZCancelOrderBody>;

const amountField = z
  .number({ error: () => REFUND_MESSAGES.amountInvalid })
  .finite({ error: () => REFUND_MESSAGES.amountInvalid })
  .nonnegative({ error: () => REFUND_MESSAGES.amountInvalid })
  .max(Number.MAX_SAFE_INTEGER / 100, { error: () => REFUND_MESSAGES.amountInvalid });
const reasonField = zRequiredText(() => REFUND_MESSAGES.reasonRequired, { max: LONG_TEXT_MAX });

/**
 * POST /api/partner/orders/{orderId}/refund and /api/admin/orders/{orderId}/refund: cancels the
 * chosen tickets (every ticket still valid when none are named) and refunds `amount` (by default what
 * the policy gives back today for the tickets cancelled), at most what remains refundable.
 */
export const ZRefundOrderBody = z.object({
  amount: amountField.optional(),
  reason: reasonField,
  ticketIds: ticketIdList.optional(),
});
export type TRefundOrderBody = z.output<typeof ZRefundOrderBody>;

/** A typed amount as the body's number: blank is none, anything but a plain decimal is refused. */
const typedAmount = z
  .string()
  .trim()
  .transform((text) => (text === '' ? undefined : /^\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN));

/**
 * The refund panel's form, read into ZRefundOrderBody: the amount as typed (blank: what the policies
 * give back) and the tickets ticked (none: every ticket still valid).
 */
export const ZRefundOrderForm = z
  .object({
    amount: typedAmount,
    reason: z.string(),
    ticketIds: z.array(z.string()),
  })
  .transform(({ amount, reason, ticketIds }) => ({
    reason,
    ...(amount === undefined ? {} : { amount }),
    ...(ticketIds.length ? { ticketIds } : {}),
  }))
  .pipe(ZRefundOrderBody);
export type TRefundOrderFormInput = z.input<typeof ZRefundOrderForm>;

/**
 * Whole calendar days from today to the event's first day, both read where the event is held: an
 * event on 10 June in London is 1 day away all of 9 June London time, whatever the hour.
 */
export function daysBeforeEventInZone(eventStart: string | Date, timeZone: string, now: Date): number {
  const eventDay = Date.parse(`${zonedDate(eventStart, timeZone)}T00:00:00Z`);
  const today = Date.parse(`${zonedDate(now, timeZone)}T00:00:00Z`);
  return Math.round((eventDay - today) / 86_400_000);
}

/**
 * The admin's refunds: `waiting` (requested or failed: not yet paid back; the default), `failed`
 * (being retried), `requested`, `refunded`, `all`.
 */
export const ADMIN_REFUND_FILTERS = ['waiting', 'failed', 'requested', 'refunded', 'all'] as const;
export type TAdminRefundFilter = (typeof ADMIN_REFUND_FILTERS)[number];

export const ZAdminRefundsQuery = zListQuery({
  sorts: ['createdAt', 'amount'],
  defaultSort: 'createdAt',
  defaultDirection: 'asc',
  filters: {
    status: z.enum(ADMIN_REFUND_FILTERS, { error: () => REFUND_MESSAGES.refundFilter }).default('waiting'),
  },
});
export type TAdminRefundsQuery = z.output<typeof ZAdminRefundsQuery>;
export type TAdminRefundsQueryInput = z.input<typeof ZAdminRefundsQuery>;

/** A refund as support reads it: its order, buyer, event and partner, and its attempts so far. */
export const ZAdminRefund = ZOrderRefund.extend({
  orderId: ZUuid,
  buyerEmail: z.string(),
  event: z.object({ id: ZId, name: z.string() }),
  partner: z.object({ id: ZId, name: z.string() }),
  attempts: z.number().int().nonnegative(),
  /** Why the last attempt failed, in the payment provider's words. */
  failureMessage: z.string().nullable(),
});
export type TAdminRefund = z.infer<typeof ZAdminRefund>;
export const ZAdminRefundPage = zPaged(ZAdminRefund);
export type TAdminRefundPage = z.infer<typeof ZAdminRefundPage>;

/**
 * The console's bank transfer refunds: `to_pay_back` (the buyer gave the account; the default),
 * `awaiting_account`, `sent` (recorded as sent), `all`; `currency` narrows to one currency.
 */
export const TRANSFER_REFUND_FILTERS = ['to_pay_back', 'awaiting_account', 'sent', 'all'] as const;
export type TTransferRefundFilter = (typeof TRANSFER_REFUND_FILTERS)[number];

export const ZAdminTransferRefundsQuery = zListQuery({
  sorts: ['createdAt', 'amount'],
  defaultSort: 'createdAt',
  defaultDirection: 'asc',
  filters: {
    status: z.enum(TRANSFER_REFUND_FILTERS, { error: () => TM.transferFilter }).default('to_pay_back'),
    currency: z
      .string({ error: () => TM.currencyFilter })
      .trim()
      .toUpperCase()
      .pipe(ZCurrencyCode.or(z.literal('')))
      .optional()
      .transform((v) => v || undefined),
  },
});
export type TAdminTransferRefundsQuery = z.output<typeof ZAdminTransferRefundsQuery>;
export type TAdminTransferRefundsQueryInput = z.input<typeof ZAdminTransferRefundsQuery>;

/** A bank transfer's refund as the console lists it: the buyer's account masked, the last export. */
export const ZAdminTransferRefund = ZAdminRefund.extend({
  buyerName: z.string(),
  /** When it was last written into a transfer file. */
  exportedAt: ZIsoDateTime.nullable(),
});
export type TAdminTransferRefund = z.infer<typeof ZAdminTransferRefund>;
export const ZAdminTransferRefundPage = zPaged(ZAdminTransferRefund);
export type TAdminTransferRefundPage = z.infer<typeof ZAdminTransferRefundPage>;

const refundIdList = z
  .array(ZUuid, { error: () => TM.refundIdsInvalid })
  .min(1, { error: () => TM.refundIdsInvalid })
  .max(500, { error: () => TM.refundIdsInvalid });

/**
 * POST /api/admin/transfer-refunds/sepa-file: the chosen refunds (every EUR refund waiting to be paid
 * back when none are named) as a SEPA credit transfer file (pain.001.001.03).
 */
export const ZTransferFileBody = z.object({ refundIds: refundIdList.optional() });
export type TTransferFileBody = z.output<typeof ZTransferFileBody>;

/** POST /api/admin/transfer-refunds/sent: the bank made these transfers. */
export const ZTransfersSentBody = z.object({ refundIds: refundIdList });
export type TTransfersSentBody = z.output<typeof ZTransfersSentBody>;
export const ZTransfersSent = z.object({ recorded: z.number().int().nonnegative() });
export type TTransfersSent = z.infer<typeof ZTransfersSent>;
