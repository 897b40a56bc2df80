import { z } from 'zod';
import {
  checkAmountFits,
  decimalAmount,
  fitsCurrency,
  formatAmount,
  formatAmountWhole,
  formatPrice,
  fromMinor,
  lineAmount,
  orderTotal,
  sumAmounts,
  toMinor,
  ZCurrencyCode,
  ZMajorAmount,
  ZMoney,
} from './money';
import { amountDecimalsMessage } from './messages';

describe('toMinor / fromMinor', () => {
  it('converts major units to integer minor units per currency exponent', () => {
    expect(toMinor(19.99, 'USD')).toBe(1999);
    expect(toMinor('12.5', 'EUR')).toBe(1250);
    expect(toMinor(1500, 'JPY')).toBe(1500);
    expect(toMinor(0, 'GBP')).toBe(0);
  });

  it('rounds half away from zero on the decimal text, not the binary float', () => {
    expect(toMinor(1.005, 'USD')).toBe(101);
    expect(toMinor(0.1 + 0.2, 'USD')).toBe(30);
    expect(toMinor(1499.5, 'JPY')).toBe(1500);
    expect(toMinor(-1.005, 'USD')).toBe(-101);
  });

  it('handles numbers JavaScript prints in exponent form', () => {
    expect(toMinor(1e-7, 'USD')).toBe(0);
    expect(toMinor(1e21, 'JPY')).toBe(1e21);
  });

  it('refuses blank and non-finite amounts', () => {
    expect(() => toMinor('', 'USD')).toThrow(RangeError);
    expect(() => toMinor('abc', 'USD')).toThrow(RangeError);
    expect(() => toMinor(Number.NaN, 'USD')).toThrow(RangeError);
    expect(() => toMinor(Infinity, 'USD')).toThrow(RangeError);
  });

  it('fromMinor is the inverse', () => {
    expect(fromMinor(1999, 'USD')).toBe(19.99);
    expect(fromMinor(1500, 'JPY')).toBe(1500);
    for (const amount of [0, 1, 99, 12345, 100000001]) expect(toMinor(fromMinor(amount, 'GBP'), 'GBP')).toBe(amount);
  });
});

describe('decimalAmount: amounts as files write them', () => {
  it("writes exactly the currency's decimals, with a point and no grouping", () => {
    expect(decimalAmount(34.2, 'EUR')).toBe('34.20');
    expect(decimalAmount(290, 'USD')).toBe('290.00');
    expect(decimalAmount(1234567.5, 'GBP')).toBe('1234567.50');
    expect(decimalAmount(0.05, 'USD')).toBe('0.05');
    expect(decimalAmount(0, 'EUR')).toBe('0.00');
    expect(decimalAmount(-5, 'EUR')).toBe('-5.00');
    expect(decimalAmount(-0.4, 'USD')).toBe('-0.40');
    expect(decimalAmount(1500, 'JPY')).toBe('1500');
    expect(decimalAmount(-12500, 'JPY')).toBe('-12500');
    expect(decimalAmount(0.1 + 0.2, 'USD')).toBe('0.30');
  });

  it("takes each currency's decimals as Intl knows them (JPY none, the others two)", () => {
    for (const code of ['USD', 'EUR', 'GBP', 'JPY', 'AUD', 'CAD', 'NOK'] as const) {
      const decimals = new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions()
        .maximumFractionDigits;
      expect(decimalAmount(7, code)).toBe(decimals ? `7.${'0'.repeat(decimals!)}` : '7');
    }
  });
});

describe('formatting (en-US), amounts in major units', () => {
  it('shows two decimals, or none for JPY', () => {
    expect(formatAmount(1234.56, 'USD')).toBe('$1,234.56');
    expect(formatAmount(0.05, 'USD')).toBe('$0.05');
    expect(formatAmount(10, 'GBP')).toBe('£10.00');
    expect(formatAmount(295.5, 'EUR')).toBe('€295.50');
    expect(formatAmount(1500, 'JPY')).toBe('¥1,500');
  });

  it('defaults to USD', () => {
    expect(formatAmount(1)).toBe('$1.00');
    expect(formatAmountWhole(1)).toBe('$1');
  });

  it('formats whole units for a rounded summary', () => {
    expect(formatAmountWhole(1234.56, 'USD')).toBe('$1,235');
    expect(formatAmountWhole(50, 'EUR')).toBe('€50');
    expect(formatAmountWhole(1500, 'JPY')).toBe('¥1,500');
  });

  it("shows 'Free' for a price of 0, money otherwise", () => {
    expect(formatPrice(0, 'USD')).toBe('Free');
    expect(formatPrice(25, 'USD')).toBe('$25.00');
  });
});

describe('arithmetic in major units, exact to the minor unit', () => {
  it('multiplies and sums through minor units', () => {
    expect(lineAmount(0.1, 3, 'USD')).toBe(0.3);
    expect(0.1 * 3).not.toBe(0.3);
    expect(lineAmount(19.99, 3, 'USD')).toBe(59.97);
    expect(sumAmounts([0.1, 0.2], 'USD')).toBe(0.3);
    expect(sumAmounts([], 'EUR')).toBe(0);
    expect(lineAmount(1500, 3, 'JPY')).toBe(4500);
  });

  it('totals an order: price x quantity, no fee', () => {
    expect(orderTotal([], 'USD')).toBe(0);
    expect(
      orderTotal(
        [
          { price: 25, quantity: 2 },
          { price: 9.99, quantity: 3 },
          { price: 0, quantity: 10 },
        ],
        'USD',
      ),
    ).toBe(79.97);
  });
});

describe("fitsCurrency: an amount a person types has at most its currency's decimals", () => {
  it('takes whole cents in USD and refuses a third decimal, never rounding it', () => {
    expect(fitsCurrency(10.01, 'USD')).toBe(true);
    expect(fitsCurrency(10.1, 'USD')).toBe(true);
    expect(fitsCurrency(0, 'USD')).toBe(true);
    expect(fitsCurrency(1_000_000_000, 'USD')).toBe(true);
    expect(fitsCurrency(10.005, 'USD')).toBe(false);
    expect(fitsCurrency(1.005, 'GBP')).toBe(false);
  });

  it('refuses a positive amount below one minor unit (it would round to nothing)', () => {
    expect(fitsCurrency(0.004, 'USD')).toBe(false);
    expect(fitsCurrency(0.005, 'EUR')).toBe(false);
    expect(fitsCurrency(1e-7, 'USD')).toBe(false);
  });

  it('takes whole yen only in JPY, a currency without minor units', () => {
    expect(fitsCurrency(1500, 'JPY')).toBe(true);
    expect(fitsCurrency(1500.5, 'JPY')).toBe(false);
    expect(fitsCurrency(0.4, 'JPY')).toBe(false);
  });

  it('refuses what is not a finite number', () => {
    expect(fitsCurrency(Number.NaN, 'USD')).toBe(false);
    expect(fitsCurrency(Number.POSITIVE_INFINITY, 'USD')).toBe(false);
  });

  it("names the currency's minor unit and decimals in words", () => {
    expect(amountDecimalsMessage('USD')).toBe('Enter an amount in whole cents (USD has at most 2 decimals)');
    expect(amountDecimalsMessage('GBP')).toBe('Enter an amount in whole pence (GBP has at most 2 decimals)');
    expect(amountDecimalsMessage('JPY')).toBe('Enter an amount in whole yen (JPY has no decimals)');
  });

  it('checkAmountFits puts the words at the path, and leaves other problems to their own rules', () => {
    const schema = z.object({ amount: z.unknown(), currency: z.unknown() }).superRefine((v, ctx) => {
      checkAmountFits(ctx, v.amount, v.currency, ['amount']);
    });
    const issues = (amount: unknown, currency: unknown) =>
      schema.safeParse({ amount, currency }).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];
    expect(issues(10.005, 'USD')).toEqual([['amount', amountDecimalsMessage('USD')]]);
    expect(issues(1500.5, 'JPY')).toEqual([['amount', amountDecimalsMessage('JPY')]]);
    expect(issues(10.01, 'USD')).toEqual([]);
    expect(issues(-0.005, 'USD')).toEqual([]);
    expect(issues('10.005', 'USD')).toEqual([]);
    expect(issues(10.005, 'XXX')).toEqual([]);
  });
});

describe('schemas', () => {
  it('accepts known currencies only', () => {
    expect(ZCurrencyCode.safeParse('NOK').success).toBe(true);
    expect(ZCurrencyCode.safeParse('XXX').error?.issues[0]?.message).toBe('Please select a valid currency');
  });

  it('money travels in major units: decimals allowed, never negative', () => {
    expect(ZMoney.safeParse({ amount: 295.5, currency: 'USD' }).success).toBe(true);
    expect(ZMoney.safeParse({ amount: 15000, currency: 'JPY' }).success).toBe(true);
    expect(ZMoney.safeParse({ amount: -1, currency: 'USD' }).success).toBe(false);
    expect(ZMajorAmount.safeParse(Number.POSITIVE_INFINITY).success).toBe(false);
  });
});
