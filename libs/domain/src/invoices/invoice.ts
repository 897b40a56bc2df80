// Invoices and credit notes: what a document prints (its seller, buyer, lines, VAT and how to pay), the
// rules that make its figures (VAT per line from prices that include it, refunds spread over the lines
// they give back) and the lists partners and administrators read. The partner is the seller of record and
// Pavilion collects as its agent; each partner numbers its invoices and credit notes in one sequence
// without gaps. docs/decisions/0106-invoices-the-partner-sells-pavilion-collects-as.md, "Invoices: the partner sells, Pavilion collects as its agent".
import { z } from 'zod';
import '../common/zod-messages';
import { ZIsoDate, ZIsoDateTime } from '../common/dates';
import { ZId, ZIdFromString, ZUuid } from '../common/ids';
import { zListQuery, zPaged } from '../common/list';
import { ZCurrencyCode, ZMajorAmount } from '../money';
import { INVOICE_MESSAGES } from '../messages/invoices';

export const INVOICE_KINDS = ['invoice', 'credit_note'] as const;
export type TInvoiceKind = (typeof INVOICE_KINDS)[number];

/** What a line is: a ticket type, an extra (a sub-event), the promo code's discount, a damage charge. */
export const INVOICE_LINE_KINDS = ['ticket', 'extra', 'discount', 'damage'] as const;
export type TInvoiceLineKind = (typeof INVOICE_LINE_KINDS)[number];

/** The seller as the document prints it (the partner's registered name and address when it gave them). */
export interface TInvoiceSeller {
  name: string;
  address: string | null;
  /** The country's English name when the document was issued (the PDF names it from the code). */
  country: string | null;
  /** ISO 3166-1 alpha-2 (documents issued before it was kept have none). */
  countryCode?: string | null;
  vatNumber: string | null;
  registrationNumber: string | null;
  email: string;
}

/** The buyer: the company bought for (name, address, country, VAT number, reference), else the person. */
export interface TInvoiceBuyer {
  name: string;
  personName: string;
  email: string;
  address: string | null;
  countryCode: string | null;
  vatNumber: string | null;
  reference: string | null;
}

/**
 * One line, minor units of the document's currency: `amountMinor` is quantity × unit, VAT included
 * (negative for a discount); `vatMinor` the VAT it includes. `description` is the partner's name of
 * the ticket type or extra, the promo code, or the damage claim's description.
 */
export interface TInvoiceLine {
  kind: TInvoiceLineKind;
  description: string;
  quantity: number;
  unitMinor: number;
  amountMinor: number;
  vatMinor: number;
}

/** How to pay an invoice by bank transfer: into Pavilion's account, with the reference, by the due day. */
export interface TInvoicePayment {
  method: 'bank_transfer';
  reference: string;
  /** The instant the seats are held until (ISO). */
  dueAt: string;
  accountName: string;
  iban: string;
  bic: string;
  bankName: string | null;
}

/**
 * The VAT an amount includes at `rate` percent (20 for 20 %): amount × rate / (100 + rate), rounded to
 * the nearest minor unit (half away from zero, so a discount's VAT mirrors its line's).
 */
export function vatIncludedMinor(amountMinor: number, rate: number | null): number {
  if (!rate) return 0;
  const exact = (Math.abs(amountMinor) * rate * 100) / ((100 + rate) * 100);
  return Math.sign(amountMinor) * Math.round(exact);
}

/**
 * `total` minor units shared over `weights` in proportion, whole units, the remainders going to the
 * largest fractions first (earlier weights first on a tie): the parts always add up to `total`.
 */
export function spreadMinor(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0) return weights.map((_, i) => (i === 0 ? total : 0));
  const exact = weights.map((w) => (total * w) / sum);
  const parts = exact.map(Math.floor);
  let left = total - parts.reduce((a, b) => a + b, 0);
  const order = exact.map((x, i) => ({ i, frac: x - Math.floor(x) })).sort((a, b) => b.frac - a.frac || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    parts[i] += 1;
    left -= 1;
  }
  return parts;
}

/**
 * The days an event's tickets are supplied on (VAT's date of supply): its first and last day in its own
 * time zone, as the event page names them ('2027-06-12' to '2027-06-14').
 */
export function supplyDays(startAt: Date, endAt: Date, timeZone: string): { supplyFrom: string; supplyTo: string } {
  const day = (at: Date) =>
    new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
  const supplyFrom = day(startAt);
  const supplyTo = day(endAt);
  return { supplyFrom, supplyTo: supplyTo < supplyFrom ? supplyFrom : supplyTo };
}

/**
 * Whether a document names its date of supply: when the supply is not all on the day it was issued
 * (its issue day is the UTC day, as the document prints it).
 */
export function supplyDiffersFromIssue(issuedAt: string, supply: { supplyFrom: string; supplyTo: string }): boolean {
  const issued = issuedAt.slice(0, 10);
  return supply.supplyFrom !== issued || supply.supplyTo !== issued;
}

/** A seller's document number as printed: the partner's prefix and the number on six digits ('P7-000012'). */
export function invoiceNumberText(partnerId: number, number: number): string {
  return `P${partnerId}-${String(number).padStart(6, '0')}`;
}

export const ZInvoiceKind = z.enum(INVOICE_KINDS, { error: () => INVOICE_MESSAGES.kindInvalid });

/** A document as its lists show it (amounts in major units). */
export const ZInvoiceSummary = z.object({
  id: ZUuid,
  kind: ZInvoiceKind,
  /** As printed ('P7-000012'). */
  number: z.string(),
  issuedAt: ZIsoDateTime,
  orderId: ZUuid,
  eventId: ZId,
  eventName: z.string(),
  /** The date of supply: the event's first and last day in its own time zone (supplyDays). */
  supplyFrom: ZIsoDate,
  supplyTo: ZIsoDate,
  buyerName: z.string(),
  buyerEmail: z.string(),
  buyerVatNumber: z.string().nullable(),
  /** A credit note's invoice, as printed. */
  creditedNumber: z.string().nullable(),
  currency: ZCurrencyCode,
  total: ZMajorAmount,
  vat: ZMajorAmount,
  /** Bank transfer invoices: whether the order is still awaiting its payment. */
  awaitingPayment: z.boolean(),
});
export type TInvoiceSummary = z.infer<typeof ZInvoiceSummary>;

/** The administrator's rows also name the seller. */
export const ZAdminInvoiceSummary = ZInvoiceSummary.extend({ partnerId: ZId, partnerName: z.string() });
export type TAdminInvoiceSummary = z.infer<typeof ZAdminInvoiceSummary>;

export const INVOICE_SORTS = ['issuedAt', 'number', 'total'] as const;

const periodFilters = {
  kind: ZInvoiceKind.optional(),
  /** Issued on or after this day and on or before that one (UTC days). */
  from: ZIsoDate.optional(),
  to: ZIsoDate.optional(),
};

const inOrder = (q: { from?: string; to?: string }) => !q.from || !q.to || q.from <= q.to;

/**
 * A partner's invoices and credit notes (GET /api/partner/invoices): newest first; `q` finds a number,
 * a buyer's name, company or email; `from`/`to` a period of issue days; `kind` one kind.
 */
export const ZInvoicesQuery = zListQuery({
  sorts: INVOICE_SORTS,
  defaultSort: 'issuedAt',
  defaultDirection: 'desc',
  filters: periodFilters,
}).refine(inOrder, { error: () => INVOICE_MESSAGES.periodOrder, path: ['to'] });
export type TInvoicesQuery = z.output<typeof ZInvoicesQuery>;
export type TInvoicesQueryInput = z.input<typeof ZInvoicesQuery>;

/** The administrator's: every seller's, or one seller's (`partnerId`). */
export const ZAdminInvoicesQuery = zListQuery({
  sorts: INVOICE_SORTS,
  defaultSort: 'issuedAt',
  defaultDirection: 'desc',
  filters: { ...periodFilters, partnerId: ZIdFromString.optional() },
}).refine(inOrder, { error: () => INVOICE_MESSAGES.periodOrder, path: ['to'] });
export type TAdminInvoicesQuery = z.output<typeof ZAdminInvoicesQuery>;
export type TAdminInvoicesQueryInput = z.input<typeof ZAdminInvoicesQuery>;

/** The CSV export of a period (GET /api/partner/invoices/export): both days required, at most a year apart. */
export const ZInvoicesExportQuery = z
  .object({
    from: ZIsoDate,
    to: ZIsoDate,
  })
  .refine((q) => q.from <= q.to && Date.parse(q.to) - Date.parse(q.from) <= 366 * 86_400_000, {
    error: () => INVOICE_MESSAGES.exportPeriod,
    path: ['to'],
    when: (payload) => payload.issues.length === 0,
  });
export type TInvoicesExportQuery = z.infer<typeof ZInvoicesExportQuery>;

export const ZInvoicesPage = zPaged(ZInvoiceSummary);
export type TInvoicesPage = z.infer<typeof ZInvoicesPage>;
export const ZAdminInvoicesPage = zPaged(ZAdminInvoiceSummary);
export type TAdminInvoicesPage = z.infer<typeof ZAdminInvoicesPage>;

/** A document of an order as the buyer's order page lists it. */
export const ZOrderDocument = z.object({
  id: ZUuid,
  kind: ZInvoiceKind,
  number: z.string(),
  issuedAt: ZIsoDateTime,
  /** The date of supply: the event's first and last day in its own time zone (supplyDays). */
  supplyFrom: ZIsoDate,
  supplyTo: ZIsoDate,
  currency: ZCurrencyCode,
  total: ZMajorAmount,
});
export type TOrderDocument = z.infer<typeof ZOrderDocument>;

/** GET /api/orders/{orderId}/invoices: the order's documents, oldest first (an order has a handful). */
export const ZOrderDocuments = z.array(ZOrderDocument);

export const ZInvoiceIdParams = z.object({ invoiceId: ZUuid });
export const ZOrderInvoiceParams = z.object({ orderId: ZUuid, invoiceId: ZUuid });
