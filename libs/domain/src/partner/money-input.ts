// Prices as partners type them (major units, text) and as bodies carry them (minor units).
import { z } from 'zod';
import '../common/zod-messages';
import { zNumberInput } from '../common/numbers';
import { readText, type TMessageText } from '../common/text';

/** Upper bound on a typed price, far above any ticket, so conversions stay exact integers. */
export const PRICE_MAJOR_MAX = 1_000_000_000;

/** A typed price in major units (12.50); blank, negative or non-numeric give `message`. */
export function zMajorPriceInput(message: TMessageText) {
  return zNumberInput({ required: message, invalid: message, min: 0, max: PRICE_MAJOR_MAX });
}

/** A body price in major units (295.5 for $295.50); anything else gives `message`. */
export function zMajorPrice(message: TMessageText) {
  const error = () => readText(message);
  return z.number({ error }).nonnegative({ error }).finite({ error }).max(PRICE_MAJOR_MAX, { error });
}

/** A body price in minor units; anything else gives `message`. */
export function zMinorPrice(message: TMessageText) {
  const error = () => readText(message);
  return z.number({ error }).int({ error }).nonnegative({ error }).max(Number.MAX_SAFE_INTEGER, { error });
}
