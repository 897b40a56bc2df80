// Amounts people type (major units) to the minor units stored, by one rule for every route.
import { amountDecimalsMessage, fitsCurrency, toMinor, type TCurrencyCode } from '@pavilion/domain';
import { AppError } from './errors';

/**
 * A typed amount in minor units, or 400 VALIDATION with the words at `field` when it is finer than
 * the currency allows (10.005 USD, 1500.5 JPY, 0.004 USD): never rounded to an amount nobody typed.
 * For routes whose body does not carry the currency (it is the event's or the order's).
 */
export function exactMinor(amount: number, currency: TCurrencyCode, field: string): number {
  if (!fitsCurrency(amount, currency)) {
    const message = amountDecimalsMessage(currency);
    throw new AppError('VALIDATION', message, { [field]: message });
  }
  return toMinor(amount, currency);
}
