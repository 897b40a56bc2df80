// Paying by bank transfer against the invoice: the partner allows it per event until a last day before the
// start; the buyer who chooses it gets the invoice at once with Pavilion's account and a payment reference,
// and the seats are held until the due day (never past the start). The payment is recorded by the partner
// or an administrator, or matched from a bank statement; unpaid orders are cancelled after the due day.
// docs/decisions/0107-paying-by-bank-transfer-into-pavilions-account.md, "Paying by bank transfer".
import { z } from 'zod';
import '../common/zod-messages';
import { ZIsoDate, ZIsoDateTime } from '../common/dates';
import { ZId, ZIdFromString, ZUuid } from '../common/ids';
import { zListQuery, zPaged } from '../common/list';
import { zOptionalText } from '../common/text';
import { BANK_TRANSFER_MESSAGES as M } from '../messages/bank-transfer';
import { ZCurrencyCode, ZMajorAmount } from '../money';

/** The seats of an order paid by transfer are held this many days (never past the event's start). */
export const BANK_TRANSFER_DUE_DAYS = 7;
/** By default a buyer can choose a transfer until this many days before the start. */
export const BANK_TRANSFER_UNTIL_DAYS_DEFAULT = 14;
export const BANK_TRANSFER_UNTIL_DAYS_MAX = 90;
/** The longest note of a "mark as paid". */
export const MARK_PAID_NOTE_MAX = 200;
/** The largest statement file read at once (characters). */
export const BANK_STATEMENT_MAX_CHARS = 2_000_000;

/** A payment reference as printed: 'PV-' and eight letters and digits without look-alikes ('PV-7KQ2-M9XD'). */
export const PAYMENT_REFERENCE_PATTERN = /PV-?[0-9A-HJ-NP-Z]{4}-?[0-9A-HJ-NP-Z]{4}/;

/** 'pv 7kq2m9xd' -> 'PV-7KQ2-M9XD': the reference found in a statement's text, or null. */
export function findPaymentReference(text: string): string | null {
  const compact = text.toUpperCase().replace(/[\s_.]+/g, '');
  const match = PAYMENT_REFERENCE_PATTERN.exec(compact);
  if (!match) return null;
  const code = match[0].replace(/[^0-9A-Z]/g, '').slice(2);
  return `PV-${code.slice(0, 4)}-${code.slice(4)}`;
}

/** The partner's switch for an event (PUT /api/partner/events/{id}/bank-transfer). */
export const ZEventBankTransferBody = z.object({
  enabled: z.boolean({ error: () => M.enabledInvalid }),
  untilDays: z
    .number({ error: () => M.untilDaysInvalid })
    .int({ error: () => M.untilDaysInvalid })
    .min(1, { error: () => M.untilDaysInvalid })
    .max(BANK_TRANSFER_UNTIL_DAYS_MAX, { error: () => M.untilDaysInvalid })
    .default(BANK_TRANSFER_UNTIL_DAYS_DEFAULT),
});
export type TEventBankTransferBody = z.output<typeof ZEventBankTransferBody>;
export type TEventBankTransferInput = z.input<typeof ZEventBankTransferBody>;

/** The partner's form for it: the days as typed, checked only while transfers are on. */
export const ZEventBankTransferForm = z
  .object({ enabled: z.boolean(), untilDays: z.string() })
  .transform(({ enabled, untilDays }): TEventBankTransferInput => ({
    enabled,
    untilDays: enabled ? (untilDays.trim() === '' ? Number.NaN : Number(untilDays)) : BANK_TRANSFER_UNTIL_DAYS_DEFAULT,
  }))
  .pipe(ZEventBankTransferBody);
export type TEventBankTransferFormInput = z.input<typeof ZEventBankTransferForm>;

export const ZEventBankTransfer = z.object({
  enabled: z.boolean(),
  /** Days before the start a buyer can last choose a transfer; null when off. */
  untilDays: z.number().int().nullable(),
  /** The last instant a buyer can choose it; null when off. */
  lastChoiceAt: ZIsoDateTime.nullable(),
});
export type TEventBankTransfer = z.infer<typeof ZEventBankTransfer>;

/** How to pay an order awaiting its transfer. */
export const ZBankTransferInstructions = z.object({
  orderId: ZUuid,
  reference: z.string(),
  dueAt: ZIsoDateTime,
  accountName: z.string(),
  iban: z.string(),
  bic: z.string(),
  bankName: z.string().nullable(),
  amount: ZMajorAmount,
  currency: ZCurrencyCode,
  /** The invoice to pay, to download from the order. */
  invoiceId: ZUuid,
});
export type TBankTransferInstructions = z.infer<typeof ZBankTransferInstructions>;

/** GET /api/orders/{orderId}/bank-transfer: whether the order can be paid by transfer, and how once chosen. */
export const ZBankTransferState = z.object({
  /** The event takes transfers and its last day to choose one has not passed. */
  available: z.boolean(),
  lastChoiceAt: ZIsoDateTime.nullable(),
  /** Chosen now, the seats would be held until then. */
  dueAtIfChosen: ZIsoDateTime.nullable(),
  instructions: ZBankTransferInstructions.nullable(),
});
export type TBankTransferState = z.infer<typeof ZBankTransferState>;

/**
 * An order awaiting its transfer, as the partner's list (its own events) and the console's (every
 * partner's) show it: who owes what, with which reference, until when.
 */
export const ZAwaitingTransfer = z.object({
  orderId: ZUuid,
  /** When the buyer placed the order. */
  createdAt: ZIsoDateTime,
  event: z.object({ id: ZId, name: z.string(), timeZone: z.string() }),
  partner: z.object({ id: ZId, name: z.string() }),
  buyerName: z.string(),
  buyerEmail: z.string(),
  /** The company the buyer buys for, or null. */
  companyName: z.string().nullable(),
  reference: z.string(),
  /** The seats are held until then; unpaid after it, the order is cancelled. */
  dueAt: ZIsoDateTime,
  amount: ZMajorAmount,
  currency: ZCurrencyCode,
});
export type TAwaitingTransfer = z.infer<typeof ZAwaitingTransfer>;

export const AWAITING_TRANSFER_SORTS = ['dueAt', 'createdAt', 'amount'] as const;

/** GET /api/partner/bank-transfers and /api/admin/bank-transfers: the soonest due first; `q` finds a reference, a buyer or a company. */
export const ZAwaitingTransfersQuery = zListQuery({
  sorts: AWAITING_TRANSFER_SORTS,
  defaultSort: 'dueAt',
  defaultDirection: 'asc',
  filters: { eventId: ZIdFromString.optional() },
});
export type TAwaitingTransfersQuery = z.output<typeof ZAwaitingTransfersQuery>;
export type TAwaitingTransfersQueryInput = z.input<typeof ZAwaitingTransfersQuery>;
export const ZAwaitingTransfersPage = zPaged(ZAwaitingTransfer);
export type TAwaitingTransfersPage = z.output<typeof ZAwaitingTransfersPage>;

/** Recording a transfer by hand (the partner's or an administrator's "mark as paid"). */
export const ZMarkPaidBody = z.object({
  /** The day the money arrived; today when left out. */
  receivedOn: ZIsoDate.optional(),
  note: zOptionalText(
    MARK_PAID_NOTE_MAX,
    () => M.noteInvalid,
    () => M.noteLong,
  ),
});
export type TMarkPaidBody = z.output<typeof ZMarkPaidBody>;
export type TMarkPaidInput = z.input<typeof ZMarkPaidBody>;

/** The form of "mark as paid": the day as a date input gives it (empty: today) and the note. */
export const ZMarkPaidForm = z
  .object({ receivedOn: z.string(), note: z.string() })
  .transform(({ receivedOn, note }): z.input<typeof ZMarkPaidBody> => ({
    ...(receivedOn.trim() ? { receivedOn: receivedOn.trim() } : {}),
    note,
  }))
  .pipe(ZMarkPaidBody);
export type TMarkPaidFormInput = z.input<typeof ZMarkPaidForm>;

/** What "mark as paid" answers: the order is paid and its tickets are on their way. */
export const ZMarkedPaid = z.object({ orderId: ZUuid, status: z.literal('paid') });
export type TMarkedPaid = z.infer<typeof ZMarkedPaid>;

export const BANK_STATEMENT_FORMATS = ['csv', 'camt053'] as const;

/** A bank statement to match (POST /api/admin/bank-statements): CSV (date, amount, currency, reference) or CAMT.053. */
export const ZBankStatementBody = z.object({
  format: z.enum(BANK_STATEMENT_FORMATS, { error: () => M.formatInvalid }),
  content: z
    .string({ error: () => M.contentRequired })
    .min(1, { error: () => M.contentRequired })
    .max(BANK_STATEMENT_MAX_CHARS, { error: () => M.contentTooLong }),
});
export type TBankStatementBody = z.infer<typeof ZBankStatementBody>;

export const STATEMENT_UNMATCHED_REASONS = [
  'no_reference',
  'unknown_reference',
  'amount_differs',
  'currency_differs',
  'not_awaiting',
] as const;

const ZStatementLine = z.object({
  /** The line's place in the file (1 for the first entry). */
  line: z.number().int().positive(),
  bookedOn: z.string().nullable(),
  reference: z.string().nullable(),
  amount: z.number(),
  currency: z.string(),
});

export const ZBankStatementResult = z.object({
  lines: z.number().int().nonnegative(),
  /** Payments recorded now. */
  recorded: z.array(ZStatementLine.extend({ orderId: ZUuid })),
  /** Lines whose order was already paid (the same statement imported twice): nothing recorded again. */
  alreadyPaid: z.array(ZStatementLine.extend({ orderId: ZUuid })),
  unmatched: z.array(ZStatementLine.extend({ reason: z.enum(STATEMENT_UNMATCHED_REASONS) })),
});
export type TBankStatementResult = z.infer<typeof ZBankStatementResult>;
