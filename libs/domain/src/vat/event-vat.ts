// An event's VAT setting: its prices include VAT at a rate the partner sets (a percentage above 0 and
// at most 30, with at most 2 decimals), or VAT does not apply, for one of a fixed list of reasons that
// invoices print in the buyer's language. Events that never said default to "VAT does not apply: not
// stated". docs/decisions/0104-an-event-states-its-vat-a-rate-its-prices-include.md, "An event states its VAT".
import { z } from 'zod';
import '../common/zod-messages';
import { zNumberInput } from '../common/numbers';
import { numberFormat } from '../i18n/formats';
import { VAT_EXEMPT_REASON_LABELS, VAT_MESSAGES, VAT_WORDS } from '../messages/vat';

/** Why VAT does not apply; `not_stated` is what every event says until its partner chooses. */
export const VAT_EXEMPT_REASONS = [
  'not_stated',
  'reverse_charge',
  'outside_scope',
  'exempt',
  'not_registered',
] as const;
export type TVatExemptReason = (typeof VAT_EXEMPT_REASONS)[number];

/** The highest VAT rate an event may state (percent). */
export const VAT_RATE_MAX = 30;

/** True when `rate` has at most 2 decimals (20, 5.5, 7.25). */
export function hasAtMostTwoDecimals(rate: number): boolean {
  return Math.abs(rate * 100 - Math.round(rate * 100)) < 1e-6;
}

const ZVatIncluded = z.object({
  mode: z.literal('included'),
  rate: zNumberInput({
    required: () => VAT_MESSAGES.rateRequired,
    invalid: () => VAT_MESSAGES.rateInvalid,
    min: 0,
    max: VAT_RATE_MAX,
  }).refine((rate) => rate > 0 && hasAtMostTwoDecimals(rate), { error: () => VAT_MESSAGES.rateInvalid }),
});

const ZVatNone = z.object({
  mode: z.literal('none'),
  reason: z.enum(VAT_EXEMPT_REASONS, { error: () => VAT_MESSAGES.reasonInvalid }),
});

/** The setting as the event form, the event bodies and a version's snapshot carry it. */
export const ZEventVatBody = z.discriminatedUnion('mode', [ZVatIncluded, ZVatNone], {
  error: () => VAT_MESSAGES.modeInvalid,
});
export type TEventVatBody = z.output<typeof ZEventVatBody>;
export type TEventVatInput = z.input<typeof ZEventVatBody>;

/** What an event says until its partner chooses (and what a body that leaves it out means). */
export const DEFAULT_EVENT_VAT: TEventVatBody = { mode: 'none', reason: 'not_stated' };

/** The event's field: left out means "VAT does not apply: not stated". */
export const zEventVat = () => ZEventVatBody.default(DEFAULT_EVENT_VAT);

/** The setting as answers carry it (the partner's and the admin's event detail). */
export const ZEventVat = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('included'), rate: z.number().positive().max(VAT_RATE_MAX) }),
  z.object({ mode: z.literal('none'), reason: z.enum(VAT_EXEMPT_REASONS) }),
]);
export type TEventVat = z.infer<typeof ZEventVat>;

/** The setting's columns: a rate, or the reason it does not apply (exactly one is set). */
export function eventVatColumns(vat: TEventVatBody | null | undefined): {
  vatRate: number | null;
  vatExemptReason: TVatExemptReason | null;
} {
  const value = vat ?? DEFAULT_EVENT_VAT;
  return value.mode === 'included'
    ? { vatRate: value.rate, vatExemptReason: null }
    : { vatRate: null, vatExemptReason: value.reason };
}

/** The setting from its columns (a row without either reads as not stated). */
export function eventVatOfColumns(row: {
  vatRate: number | string | null;
  vatExemptReason: TVatExemptReason | null;
}): TEventVat {
  if (row.vatRate !== null && row.vatRate !== undefined) return { mode: 'included', rate: Number(row.vatRate) };
  return { mode: 'none', reason: row.vatExemptReason ?? 'not_stated' };
}

/** '20 %', '5,5 %' in the current language. */
export function formatVatRate(rate: number): string {
  return numberFormat({ style: 'percent', maximumFractionDigits: 2 }).format(rate / 100);
}

/** "Prices include VAT at 20%" or "VAT does not apply: Reverse charge: ...". */
export function eventVatWords(vat: TEventVat): string {
  return vat.mode === 'included'
    ? VAT_WORDS.included({ rate: formatVatRate(vat.rate) })
    : VAT_WORDS.none({ reason: VAT_EXEMPT_REASON_LABELS[vat.reason] });
}
