// The platform's commission per paid ticket: the default the admin sets and a rate per partner
// (GET/PUT /api/admin/platform-fees, PUT/DELETE /api/admin/partners/{id}/platform-fee).
import { z } from 'zod';
import { ZIsoDateTime } from '../common/dates';
import { ZId } from '../common/ids';

export const PLATFORM_FEE_MESSAGES = {
  percent: 'The percentage must be a number from 0 to 100 with at most 2 decimals',
  fixed: 'The fixed fee must be an amount from 0 to 1000 with at most 2 decimals',
  noPartnerRate: 'This partner has no rate of its own',
} as const;

const twoDecimals = (n: number) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6;

/** A rate: `percent` of what each paid ticket paid (5 = 5 %), plus `fixedPerTicket` in the ticket's currency. */
export const ZPlatformFeeRate = z.object({
  percent: z
    .number({ error: PLATFORM_FEE_MESSAGES.percent })
    .min(0, PLATFORM_FEE_MESSAGES.percent)
    .max(100, PLATFORM_FEE_MESSAGES.percent)
    .refine(twoDecimals, PLATFORM_FEE_MESSAGES.percent),
  fixedPerTicket: z
    .number({ error: PLATFORM_FEE_MESSAGES.fixed })
    .min(0, PLATFORM_FEE_MESSAGES.fixed)
    .max(1000, PLATFORM_FEE_MESSAGES.fixed)
    .refine(twoDecimals, PLATFORM_FEE_MESSAGES.fixed),
});
export type TPlatformFeeRate = z.infer<typeof ZPlatformFeeRate>;

/** A typed decimal as a number; anything but a plain decimal is refused by the rate's own messages. */
const typedDecimal = z
  .string()
  .trim()
  .transform((text) => (/^\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN));

/** The console's rate form, the two amounts as typed, read into ZPlatformFeeRate. */
export const ZPlatformFeeRateForm = z
  .object({ percent: typedDecimal, fixedPerTicket: typedDecimal })
  .pipe(ZPlatformFeeRate);
export type TPlatformFeeRateFormInput = z.input<typeof ZPlatformFeeRateForm>;

export const ZPlatformFees = z.object({
  default: ZPlatformFeeRate.extend({ updatedAt: ZIsoDateTime }),
  partners: z.array(ZPlatformFeeRate.extend({ partnerId: ZId, partnerName: z.string(), updatedAt: ZIsoDateTime })),
});
export type TPlatformFees = z.infer<typeof ZPlatformFees>;
