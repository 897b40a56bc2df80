// Money: stored as an integer amount in minor units plus an ISO currency code, sent in every request
// and answer in major units (ZMajorAmount). The schemas; the conversions, formatting and arithmetic
// live in ./money-format (free of zod, so pages that only show prices stay small).
import { z } from 'zod';
import './common/zod-messages';
import { CURRENCY_CODES } from './constants';
import { MESSAGES, amountDecimalsMessage } from './messages';
import { fitsCurrency } from './money-format';

export * from './money-format';

export const ZCurrencyCode = z.enum(CURRENCY_CODES, { error: () => MESSAGES.currencyInvalid });

/** A non-negative whole number of minor units (cents, pence; yen for JPY). */
export const ZMinorAmount = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);

/**
 * An amount as it travels in every request and answer: major units of its currency, with at most the
 * currency's decimals (295.5 for $295.50, 15000 for ¥15,000). Stored as integer minor units; convert at
 * the server's edge with toMinor/fromMinor. (ZMinorAmount is for storage and internal arithmetic.)
 */
export const ZMajorAmount = z
  .number()
  .nonnegative()
  .finite()
  .max(Number.MAX_SAFE_INTEGER / 100);

/** An amount with its currency, as it travels (major units). */
export const ZMoney = z.object({ amount: ZMajorAmount, currency: ZCurrencyCode });
export type TMoney = z.infer<typeof ZMoney>;

/**
 * The decimals rule (fitsCurrency) inside a schema that knows the currency: its words
 * (amountDecimalsMessage) at `path` when `amount` is a non-negative number finer than
 * `currency` allows. Anything else (blank, text, negative, an unknown currency) is left to the
 * fields' own rules.
 */
export function checkAmountFits<T>(
  ctx: z.core.$RefinementCtx<T>,
  amount: unknown,
  currency: unknown,
  path: PropertyKey[],
): void {
  if (typeof amount !== 'number' || !Number.isFinite(amount) || amount < 0) return;
  const code = ZCurrencyCode.safeParse(currency);
  if (!code.success || fitsCurrency(amount, code.data)) return;
  ctx.addIssue({ code: 'custom', message: amountDecimalsMessage(code.data), path });
}
