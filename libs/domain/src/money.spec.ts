import {
  formatExtraPrice,
  formatMoney,
  formatMoneyWhole,
  fromMinor,
  orderTotal,
  toMinor,
  ZCurrencyCode,
  ZMoney,
} from './money';

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

describe('formatting (en-US)', () => {
  it('shows two decimals, or none for JPY', () => {
    expect(formatMoney(123456, 'USD')).toBe('$1,234.56');
    expect(formatMoney(5, 'USD')).toBe('$0.05');
    expect(formatMoney(1000, 'GBP')).toBe('£10.00');
    expect(formatMoney(1000, 'EUR')).toBe('€10.00');
    expect(formatMoney(1500, 'JPY')).toBe('¥1,500');
  });

  it('defaults to USD', () => {
    expect(formatMoney(100)).toBe('$1.00');
    expect(formatMoneyWhole(100)).toBe('$1');
  });

  it('formats whole units for the order summary', () => {
    expect(formatMoneyWhole(123456, 'USD')).toBe('$1,235');
    expect(formatMoneyWhole(5000, 'EUR')).toBe('€50');
    expect(formatMoneyWhole(1500, 'JPY')).toBe('¥1,500');
  });

  it("shows 'Free' for an extra priced 0, money otherwise", () => {
    expect(formatExtraPrice(0, 'USD')).toBe('Free');
    expect(formatExtraPrice(2500, 'USD')).toBe('$25.00');
  });
});

describe('orderTotal', () => {
  it('sums price x quantity with no fee', () => {
    expect(orderTotal([])).toBe(0);
    expect(
      orderTotal([
        { price: 2500, quantity: 2 },
        { price: 999, quantity: 3 },
        { price: 0, quantity: 10 },
      ]),
    ).toBe(7997);
  });
});

describe('schemas', () => {
  it('accepts known currencies only', () => {
    expect(ZCurrencyCode.safeParse('NOK').success).toBe(true);
    expect(ZCurrencyCode.safeParse('XXX').error?.issues[0]?.message).toBe('Please select a valid currency');
  });

  it('money is a non-negative integer amount', () => {
    expect(ZMoney.safeParse({ amount: 100, currency: 'USD' }).success).toBe(true);
    expect(ZMoney.safeParse({ amount: 1.5, currency: 'USD' }).success).toBe(false);
    expect(ZMoney.safeParse({ amount: -1, currency: 'USD' }).success).toBe(false);
  });
});
