// Money is an integer amount in minor units plus an ISO currency code: the schemas. The conversions and
// formatting live in ./money-format (free of zod, so pages that only show prices stay small).
import { z } from 'zod';
import { CURRENCY_CODES } from './constants';
import { MESSAGES } from './messages';

export * from './money-format';

export const ZCurrencyCode = z.enum(CURRENCY_CODES, { error: MESSAGES.currencyInvalid });

/** A non-negative whole number of minor units (cents, pence; yen for JPY). */
export const ZMinorAmount = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);

export const ZMoney = z.object({ amount: ZMinorAmount, currency: ZCurrencyCode });
export type TMoney = z.infer<typeof ZMoney>;
