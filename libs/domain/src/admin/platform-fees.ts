// The platform's commission per paid ticket: the default the admin sets and a rate per partner
// (GET/PUT /api/admin/platform-fees, PUT/DELETE /api/admin/partners/{id}/platform-fee).
import { z } from 'zod';
import '../common/zod-messages';
import { ZIsoDateTime } from '../common/dates';
import { ZId } from '../common/ids';
import { PLATFORM_FEE_MESSAGES } from '../messages';

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
