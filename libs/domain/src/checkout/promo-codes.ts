// Promo codes: what a partner sets per event (percentage or fixed amount off chosen ticket types, a
// window and a usage limit), what a buyer's code is worth, and the words for every refusal. The
// partner portal's form and the API read the same schemas.
import { z } from 'zod';
import '../common/zod-messages';
import { ZIsoDateTime, zOptionalIsoDateTime, zOptionalLocalDateTimeInput } from '../common/dates';
import { ZId, ZIdFromString } from '../common/ids';
import { zListQuery, zPaged } from '../common/list';
import { zNumberInput } from '../common/numbers';
import { whenPresent, zPatchShape } from '../common/refine';
import { zonedLocalToIso } from '../common/time-zones';
import type { TCurrencyCode } from '../constants';
import { checkAmountFits, ZCurrencyCode, ZMajorAmount } from '../money';
import { PRICE_MAJOR_MAX } from '../partner/money-input';
import { PROMO_MESSAGES } from '../messages';
import { PROMO_CODE_MAX_LENGTH, PROMO_CODE_MIN_LENGTH, PROMO_USAGE_LIMIT_MAX } from '../constants';

export const PROMO_CODE_KINDS = ['percentage', 'fixed'] as const;
export type TPromoCodeKind = (typeof PROMO_CODE_KINDS)[number];

/** Why a code is refused, as the API names it (`reason`) beside the message. */
export const PROMO_REFUSALS = ['unknown', 'inactive', 'notYetValid', 'expired', 'usedUp', 'notForTicketTypes'] as const;
export type TPromoRefusal = (typeof PROMO_REFUSALS)[number];

/** What a buyer or partner types, trimmed and upper-cased: codes ignore case. */
export const ZPromoCodeText = z
  .string({ error: () => PROMO_MESSAGES.codeRequired })
  .trim()
  .min(1, { error: () => PROMO_MESSAGES.codeRequired })
  .regex(new RegExp(`^[A-Za-z0-9_-]{${PROMO_CODE_MIN_LENGTH},${PROMO_CODE_MAX_LENGTH}}$`), {
    error: () => PROMO_MESSAGES.codeFormat,
  })
  .transform((code) => code.toUpperCase());

/** The same code in a URL path (`/api/events/{id}/promo-codes/{code}`). */
export const ZPromoCodeCheckParams = z.object({ id: ZIdFromString, code: ZPromoCodeText });
export type TPromoCodeCheckParams = z.output<typeof ZPromoCodeCheckParams>;

export const ZPromoCodeParams = z.object({ id: ZIdFromString, codeId: ZIdFromString });
export type TPromoCodeParams = z.output<typeof ZPromoCodeParams>;

const ZKind = z.enum(PROMO_CODE_KINDS, { error: () => PROMO_MESSAGES.kindInvalid });
const ZTicketTypeIds = z
  .array(ZId, { error: () => PROMO_MESSAGES.ticketTypesInvalid })
  .max(200, { error: () => PROMO_MESSAGES.ticketTypesInvalid });

/**
 * Percentage: a whole number 1-100; fixed: more than 0 major units of the event's currency (and at
 * most its decimals: checked where the currency is known, promoCodeFormSchema and the server).
 */
function valueMessage(kind: unknown, value: unknown): string | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  if (kind === 'percentage')
    return Number.isInteger(value) && value >= 1 && value <= 100 ? null : PROMO_MESSAGES.percentRange;
  if (kind === 'fixed') return value > 0 && value <= PRICE_MAJOR_MAX ? null : PROMO_MESSAGES.amountRange;
  return null;
}

function endAfterStart(start: unknown, end: unknown): boolean {
  if (typeof start !== 'string' || typeof end !== 'string' || !start || !end) return true;
  return new Date(end).getTime() > new Date(start).getTime();
}

type Ctx = z.core.$RefinementCtx<{ kind?: unknown; value?: unknown; startsAt?: unknown; endsAt?: unknown }>;

function checkCode(v: { kind?: unknown; value?: unknown; startsAt?: unknown; endsAt?: unknown }, ctx: Ctx) {
  const message = valueMessage(v.kind, v.value);
  if (message) ctx.addIssue({ code: 'custom', message, path: ['value'] });
  if (!endAfterStart(v.startsAt, v.endsAt))
    ctx.addIssue({ code: 'custom', message: PROMO_MESSAGES.endBeforeStart, path: ['endsAt'] });
}

const bodyShape = {
  code: ZPromoCodeText,
  kind: ZKind,
  /**
   * Percentage off (1-100), or major units of the event's currency off each eligible ticket (capped
   * at its price), with at most the currency's decimals.
   */
  value: z.number({ error: () => PROMO_MESSAGES.valueRequired }).finite(PROMO_MESSAGES.valueRequired),
  /** The ticket types it takes off; empty: every ticket type of the event. */
  ticketTypeIds: ZTicketTypeIds.default([]),
  startsAt: zOptionalIsoDateTime(),
  endsAt: zOptionalIsoDateTime(),
  /** How many orders may use it; null: no limit. */
  usageLimit: z
    .number({ error: () => PROMO_MESSAGES.usageLimitInvalid })
    .int({ error: () => PROMO_MESSAGES.usageLimitInvalid })
    .min(1, { error: () => PROMO_MESSAGES.usageLimitInvalid })
    .max(PROMO_USAGE_LIMIT_MAX, { error: () => PROMO_MESSAGES.usageLimitInvalid })
    .nullable()
    .default(null),
  active: z.boolean({ error: () => PROMO_MESSAGES.activeInvalid }).default(true),
};

/** POST /api/partner/events/{id}/promo-codes. */
export const ZPromoCodeBody = z.object(bodyShape).superRefine(checkCode);
export type TPromoCodeBody = z.output<typeof ZPromoCodeBody>;
export type TPromoCodeBodyInput = z.input<typeof ZPromoCodeBody>;

/**
 * PATCH /api/partner/events/{id}/promo-codes/{codeId}: any of the fields. Kind and value are checked
 * together against the stored ones (`promoValueMessage`); orders already placed keep their discount.
 */
export const ZPromoCodePatchBody = z.object(zPatchShape(bodyShape)).superRefine(checkCode);
export type TPromoCodePatchBody = z.output<typeof ZPromoCodePatchBody>;

/** The value rule on a stored kind (a PATCH may send the value only, or the kind only). */
export const promoValueMessage = valueMessage;
export const promoWindowValid = endAfterStart;

/** A code as the partner reads it. */
export const ZPromoCode = z.object({
  id: ZId,
  eventId: ZId,
  code: z.string(),
  kind: ZKind,
  value: ZMajorAmount,
  /** The event's currency: a fixed amount is in it. */
  currency: ZCurrencyCode,
  ticketTypeIds: z.array(ZId),
  startsAt: ZIsoDateTime.nullable(),
  endsAt: ZIsoDateTime.nullable(),
  usageLimit: z.number().int().nullable(),
  /** Orders that used it: paid ones and unpaid ones still holding their seats. */
  used: z.number().int().nonnegative(),
  active: z.boolean(),
  createdAt: ZIsoDateTime,
});
export type TPromoCode = z.infer<typeof ZPromoCode>;

/** Where a code stands for buyers right now, as the partner's list says it. */
export type TPromoCodeState = 'active' | 'off' | 'scheduled' | 'ended' | 'usedUp';

/**
 * The code's state at `now`, in the order the buyer's check refuses it: switched off, not started
 * yet, ended, used up; otherwise it takes orders.
 */
export function promoCodeState(
  code: Pick<TPromoCode, 'active' | 'startsAt' | 'endsAt' | 'usageLimit' | 'used'>,
  now: Date,
): TPromoCodeState {
  if (!code.active) return 'off';
  if (code.startsAt !== null && Date.parse(code.startsAt) > now.getTime()) return 'scheduled';
  if (code.endsAt !== null && Date.parse(code.endsAt) <= now.getTime()) return 'ended';
  if (code.usageLimit !== null && code.used >= code.usageLimit) return 'usedUp';
  return 'active';
}

/**
 * GET /api/partner/events/{id}/promo-codes: the event's codes a page at a time, newest first (or by
 * code, A to Z); `q` finds the codes that contain it, whatever its case.
 */
export const ZPromoCodesQuery = zListQuery({
  sorts: ['createdAt', 'code'] as const,
  defaultSort: 'createdAt',
  defaultDirection: 'desc',
});
export type TPromoCodesQuery = z.output<typeof ZPromoCodesQuery>;
export type TPromoCodesQueryInput = z.input<typeof ZPromoCodesQuery>;
export const ZPromoCodeList = zPaged(ZPromoCode);
export type TPromoCodeList = z.infer<typeof ZPromoCodeList>;

/** `?ticketTypeIds=1,2` on the buyer's check: the ticket types chosen (blank: all). */
export const ZPromoCodeCheckQuery = z.object({
  ticketTypeIds: z
    .string({ error: () => PROMO_MESSAGES.ticketTypesInvalid })
    .regex(/^\s*$|^[1-9]\d{0,9}(,[1-9]\d{0,9})*$/, { error: () => PROMO_MESSAGES.ticketTypesInvalid })
    .optional()
    .transform((text) => (text && text.trim() ? [...new Set(text.split(',').map(Number))] : [])),
});
export type TPromoCodeCheckQuery = z.output<typeof ZPromoCodeCheckQuery>;

/** GET /api/events/{id}/promo-codes/{code}: what the code takes off one ticket of each eligible type. */
export const ZPromoCodeCheck = z.object({
  code: z.string(),
  kind: ZKind,
  value: ZMajorAmount,
  currency: ZCurrencyCode,
  ticketTypes: z.array(z.object({ ticketTypeId: ZId, price: ZMajorAmount, discount: ZMajorAmount })),
});
export type TPromoCodeCheck = z.infer<typeof ZPromoCodeCheck>;

/**
 * What a code takes off a ticket priced `priceMinor` (minor units): the percentage rounded to the
 * nearest minor unit, or the fixed amount; never more than the price.
 */
export function promoDiscountMinor(
  kind: TPromoCodeKind,
  value: { percent?: number; amountMinor?: number },
  priceMinor: number,
) {
  if (priceMinor <= 0) return 0;
  const off = kind === 'percentage' ? Math.round((priceMinor * (value.percent ?? 0)) / 100) : (value.amountMinor ?? 0);
  return Math.max(0, Math.min(off, priceMinor));
}

/** Whether a code with these ticket types takes off the ticket type `id` (empty: all). */
export const promoAppliesTo = (ticketTypeIds: readonly number[], id: number) =>
  ticketTypeIds.length === 0 || ticketTypeIds.includes(id);

// The portal's form ------------------------------------------------------------------------------

/** The portal's form: numbers as typed, times as `datetime-local` in the event's zone. */
export const ZPromoCodeForm = z
  .object({
    code: ZPromoCodeText,
    kind: ZKind,
    value: zNumberInput({
      required: () => PROMO_MESSAGES.valueRequired,
      invalid: () => PROMO_MESSAGES.valueRequired,
      min: 0,
    }),
    ticketTypeIds: z.array(z.union([z.string(), z.number()]).transform(Number).pipe(ZId)).default([]),
    startsAt: zOptionalLocalDateTimeInput(),
    endsAt: zOptionalLocalDateTimeInput(),
    usageLimit: z
      .union([z.number(), z.string()], { error: () => PROMO_MESSAGES.usageLimitInvalid })
      .transform((value, ctx) => {
        const text = typeof value === 'string' ? value.trim() : String(value);
        if (text === '') return null;
        const n = Number(text);
        if (!Number.isInteger(n) || n < 1 || n > PROMO_USAGE_LIMIT_MAX) {
          ctx.issues.push({ code: 'custom', message: PROMO_MESSAGES.usageLimitInvalid, input: value });
          return z.NEVER;
        }
        return n;
      }),
    active: z.boolean().default(true),
  })
  .superRefine(checkCode);
export type TPromoCodeForm = z.output<typeof ZPromoCodeForm>;
export type TPromoCodeFormInput = z.input<typeof ZPromoCodeForm>;

/**
 * The form for an event whose currency is `currency`: a fixed amount finer than the currency allows
 * is refused at `value`, as the server does (the body does not carry the currency: it is the event's).
 */
export function promoCodeFormSchema(currency: TCurrencyCode) {
  return ZPromoCodeForm.superRefine(
    (form, ctx) => {
      if (form.kind === 'fixed') checkAmountFits(ctx, form.value, currency, ['value']);
    },
    { when: whenPresent('kind', 'value') },
  );
}

/** The form as a body: local times read in the event's `zone`. */
export function promoCodeFormToBody(form: TPromoCodeForm, zone: string): TPromoCodeBody {
  return {
    ...form,
    startsAt: form.startsAt === null ? null : zonedLocalToIso(form.startsAt, zone),
    endsAt: form.endsAt === null ? null : zonedLocalToIso(form.endsAt, zone),
  };
}
