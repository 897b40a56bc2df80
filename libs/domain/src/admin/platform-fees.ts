// The platform's commission per paid ticket: the default the admin sets and a rate per partner
// (GET/PUT /api/admin/platform-fees, PUT/DELETE /api/admin/partners/{id}/platform-fee).
import { z } from 'zod';
import '../common/zod-messages';
import { ZIsoDateTime } from '../common/dates';
import { ZId } from '../common/ids';
import { LEGAL_NOTICE_DAYS } from '../legal/documents';
import { PLATFORM_FEE_MESSAGES } from '../messages';

/** The partner contract's notice of a raise of the platform fee, in days: partners are emailed first. */
export const PLATFORM_FEE_NOTICE_DAYS = LEGAL_NOTICE_DAYS.partners;

const twoDecimals = (n: number) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6;

/** A rate: `percent` of what each paid ticket paid (5 = 5 %), plus `fixedPerTicket` in the ticket's currency. */
export const ZPlatformFeeRate = z.object({
  percent: z
    .number({ error: () => PLATFORM_FEE_MESSAGES.percent })
    .min(0, { error: () => PLATFORM_FEE_MESSAGES.percent })
    .max(100, { error: () => PLATFORM_FEE_MESSAGES.percent })
    .refine(twoDecimals, { error: () => PLATFORM_FEE_MESSAGES.percent }),
  fixedPerTicket: z
    .number({ error: () => PLATFORM_FEE_MESSAGES.fixed })
    .min(0, { error: () => PLATFORM_FEE_MESSAGES.fixed })
    .max(1000, { error: () => PLATFORM_FEE_MESSAGES.fixed })
    .refine(twoDecimals, { error: () => PLATFORM_FEE_MESSAGES.fixed }),
});
export type TPlatformFeeRate = z.infer<typeof ZPlatformFeeRate>;

/** When a new rate applies: an ISO date-time from now on; absent or null for now (a raise needs notice). */
const ZAppliesFrom = z.iso
  .datetime({ offset: true, error: () => PLATFORM_FEE_MESSAGES.appliesFromInvalid })
  .nullish()
  .transform((v) => v ?? null);

/** PUT /api/admin/platform-fees and PUT /api/admin/partners/{id}/platform-fee: a rate and when it applies. */
export const ZPlatformFeeChangeBody = ZPlatformFeeRate.extend({ appliesFrom: ZAppliesFrom });
export type TPlatformFeeChangeBody = z.output<typeof ZPlatformFeeChangeBody>;

/** DELETE /api/admin/partners/{id}/platform-fee?appliesFrom=...: back on the default, now or from then. */
export const ZPlatformFeeRemovalQuery = z.object({ appliesFrom: ZAppliesFrom });

/** A typed decimal as a number; anything but a plain decimal is refused by the rate's own messages. */
const typedDecimal = z
  .string()
  .trim()
  .transform((text) => (/^\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN));

/**
 * The console's rate form: the two amounts as typed and, optionally, the moment it applies from as a
 * `datetime-local` field reads it ('2027-01-15T09:00', UTC), read into ZPlatformFeeChangeBody.
 */
export const ZPlatformFeeRateForm = z.object({
  percent: typedDecimal.pipe(ZPlatformFeeRate.shape.percent),
  fixedPerTicket: typedDecimal.pipe(ZPlatformFeeRate.shape.fixedPerTicket),
  appliesFrom: z
    .string()
    .trim()
    .refine((v) => v === '' || /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(v), {
      error: () => PLATFORM_FEE_MESSAGES.appliesFromInvalid,
    })
    .transform((v): string | null | undefined => (v === '' ? null : `${v}:00.000Z`))
    .pipe(ZPlatformFeeChangeBody.shape.appliesFrom),
});
export type TPlatformFeeRateFormInput = z.input<typeof ZPlatformFeeRateForm>;

/** A change announced ahead: of the default (no partner) or of a partner's rate; no rate puts it back on the default. */
export const ZPlatformFeeUpcoming = z.object({
  partnerId: ZId.nullable(),
  partnerName: z.string().nullable(),
  rate: ZPlatformFeeRate.nullable(),
  appliesFrom: ZIsoDateTime,
});
export type TPlatformFeeUpcoming = z.infer<typeof ZPlatformFeeUpcoming>;

export const ZPlatformFees = z.object({
  default: ZPlatformFeeRate.extend({ updatedAt: ZIsoDateTime }),
  partners: z.array(ZPlatformFeeRate.extend({ partnerId: ZId, partnerName: z.string(), updatedAt: ZIsoDateTime })),
  /** Changes announced and not yet applied, soonest first. */
  upcoming: z.array(ZPlatformFeeUpcoming),
});
export type TPlatformFees = z.infer<typeof ZPlatformFees>;
