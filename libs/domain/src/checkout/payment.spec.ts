import { clockAt, errorsOf, parseOk } from '../spec-helpers';
import {
  cardBrand,
  createPaymentFormSchema,
  formatCardNumberInput,
  formatCardExpiry,
  formatExpiryInput,
  isCardExpired,
  maskCardNumber,
  passesLuhn,
  toStoredPaymentDetails,
  ZPaymentDetails,
} from './payment';

const Payment = createPaymentFormSchema(clockAt('2025-06-15T12:00:00Z'));
const valid = {
  cardNumber: '4111 1111 1111 1111',
  expiryDate: '06/25',
  cvv: '123',
  cardholderName: 'Ann Lee',
  cardholderAddress: '1 High Street',
  cardholderZip: 'SW1A 1AA',
  country: '44',
};

describe('payment form', () => {
  it('passes valid input, giving card digits and a country id', () => {
    expect(parseOk(Payment, valid)).toEqual({
      ...valid,
      cardNumber: '4111111111111111',
      country: 44,
      keepCardForDamage: false,
    });
  });

  it('carries the consent to keep the card for a possible damage payment: unticked unless sent true', () => {
    expect(parseOk(Payment, { ...valid, keepCardForDamage: true }).keepCardForDamage).toBe(true);
    expect(errorsOf(Payment, { ...valid, keepCardForDamage: 'yes' })).toEqual({
      keepCardForDamage: 'keepCardForDamage must be true or false',
    });
  });

  it('gives one spec message per field for an empty form', () => {
    expect(
      errorsOf(Payment, {
        cardNumber: '',
        expiryDate: '',
        cvv: '',
        cardholderName: '',
        cardholderAddress: '',
        cardholderZip: '',
        country: '',
      }),
    ).toEqual({
      cardNumber: 'Please enter a valid 16-digit card number',
      expiryDate: 'Please enter a valid expiry date (MM/YY)',
      cvv: 'Please enter a valid 3-4 digit CVV',
      cardholderName: 'Name is required',
      cardholderAddress: 'Address is required',
      cardholderZip: 'Zip code is required',
      country: 'Country is required',
    });
  });

  it.each(['4111 1111 1111 111', '4111 1111 1111 11112', '4111-1111-1111-1111', 'abcd efgh ijkl mnop'])(
    'refuses card number %p',
    (cardNumber) => {
      expect(errorsOf(Payment, { ...valid, cardNumber })).toEqual({
        cardNumber: 'Please enter a valid 16-digit card number',
      });
    },
  );

  it('accepts any 16 digits, Luhn or not', () => {
    expect(passesLuhn('1234567812345678')).toBe(false);
    expect(Payment.safeParse({ ...valid, cardNumber: '1234567812345678' }).success).toBe(true);
  });

  it.each(['13/25', '00/25', '6/25', '0625', '06/2025'])('refuses expiry %p as badly formed', (expiryDate) => {
    expect(errorsOf(Payment, { ...valid, expiryDate })).toEqual({
      expiryDate: 'Please enter a valid expiry date (MM/YY)',
    });
  });

  it("says 'Card is expired' for a past month or year, relative to the clock", () => {
    expect(errorsOf(Payment, { ...valid, expiryDate: '05/25' })).toEqual({ expiryDate: 'Card is expired' });
    expect(errorsOf(Payment, { ...valid, expiryDate: '12/24' })).toEqual({ expiryDate: 'Card is expired' });
    expect(Payment.safeParse({ ...valid, expiryDate: '06/25' }).success).toBe(true);
    expect(Payment.safeParse({ ...valid, expiryDate: '01/26' }).success).toBe(true);
  });

  it.each(['12', '12345', '12a'])('refuses CVV %p', (cvv) => {
    expect(errorsOf(Payment, { ...valid, cvv })).toEqual({ cvv: 'Please enter a valid 3-4 digit CVV' });
  });

  it('accepts a 4-digit CVV', () => {
    expect(Payment.safeParse({ ...valid, cvv: '1234' }).success).toBe(true);
  });

  it('needs a full name and a complete address', () => {
    expect(errorsOf(Payment, { ...valid, cardholderName: 'Al', cardholderAddress: '1 Rd' })).toEqual({
      cardholderName: 'Please enter your full name',
      cardholderAddress: 'Please enter a complete address',
    });
    expect(Payment.safeParse({ ...valid, cardholderName: 'Ali', cardholderAddress: '1 Rd.' }).success).toBe(true);
  });

  it.each(['12', '12345678901', 'SW1A_1AA', 'E1#6AN'])('refuses zip %p', (cardholderZip) => {
    expect(errorsOf(Payment, { ...valid, cardholderZip })).toEqual({
      cardholderZip: 'Please enter a valid zip/postal code',
    });
  });

  it.each(['123', '90210', '90210-1234', 'SW1A 1AA'])('accepts zip %p', (cardholderZip) => {
    expect(Payment.safeParse({ ...valid, cardholderZip }).success).toBe(true);
  });
});

describe('isCardExpired', () => {
  it('treats the card as valid through its expiry month (UTC)', () => {
    const now = new Date('2025-06-30T23:59:59Z');
    expect(isCardExpired('06/25', now)).toBe(false);
    expect(isCardExpired('05/25', now)).toBe(true);
    expect(isCardExpired('06/25', new Date('2025-07-01T00:00:00Z'))).toBe(true);
    expect(isCardExpired('garbage', now)).toBe(false);
  });
});

describe('input formatters', () => {
  it('group the card number in fours, at most 19 characters', () => {
    expect(formatCardNumberInput('4111111111111111')).toBe('4111 1111 1111 1111');
    expect(formatCardNumberInput('41111')).toBe('4111 1');
    expect(formatCardNumberInput('4111-1111-1111-1111-9999')).toBe('4111 1111 1111 1111');
    expect(formatCardNumberInput('abc')).toBe('');
    expect(formatCardNumberInput('4'.repeat(40))).toHaveLength(19);
  });

  it("write the expiry as 'MM/YY', at most 5 characters", () => {
    expect(formatExpiryInput('1')).toBe('1');
    expect(formatExpiryInput('12')).toBe('12');
    expect(formatExpiryInput('123')).toBe('12/3');
    expect(formatExpiryInput('1225')).toBe('12/25');
    expect(formatExpiryInput('12/2599')).toBe('12/25');
    expect(formatExpiryInput('12/')).toBe('12');
  });
});

describe('card helpers', () => {
  it('mask to the last four digits', () => {
    expect(maskCardNumber('4111111111111234')).toBe('**** **** **** 1234');
    expect(maskCardNumber('1234')).toBe('**** **** **** 1234');
    expect(maskCardNumber('4111 1111 1111 9876')).toBe('**** **** **** 9876');
  });

  it.each([
    ['4111111111111111', 'visa'],
    ['5500000000000004', 'mastercard'],
    ['2221000000000009', 'mastercard'],
    ['2720990000000007', 'mastercard'],
    ['2721000000000000', 'unknown'],
    ['340000000000009', 'amex'],
    ['370000000000002', 'amex'],
    ['6011000000000004', 'discover'],
    ['6500000000000002', 'discover'],
    ['9999999999999999', 'unknown'],
    ['', 'unknown'],
  ])('knows %s is %s', (number, brand) => {
    expect(cardBrand(number)).toBe(brand);
  });

  it('checks Luhn', () => {
    expect(passesLuhn('4111 1111 1111 1111')).toBe(true);
    expect(passesLuhn('4111 1111 1111 1112')).toBe(false);
    expect(passesLuhn('79927398713')).toBe(true);
    expect(passesLuhn('')).toBe(false);
    expect(passesLuhn('abc')).toBe(false);
  });
});

describe('stored and read-back details', () => {
  it('keeps no full number and no CVV', () => {
    const stored = toStoredPaymentDetails(parseOk(Payment, valid));
    expect(stored).toEqual({
      cardBrand: 'visa',
      cardLast4: '1111',
      expiryMonth: 6,
      expiryYear: 2025,
      cardholderName: 'Ann Lee',
      cardholderAddress: '1 High Street',
      cardholderZipCode: 'SW1A 1AA',
      cardholderCountryId: 44,
    });
    expect(JSON.stringify(stored)).not.toContain('4111111111111111');
    expect(stored).not.toHaveProperty('cvv');
    expect(formatCardExpiry(stored.expiryMonth, stored.expiryYear)).toBe('06/25');
    expect(maskCardNumber(stored.cardLast4)).toBe('**** **** **** 1111');
  });

  it('refuses to read an unmasked card number', () => {
    const details = {
      id: '3f2504e0-4f89-41d3-9a0c-0305e82c3301',
      cardNumber: '**** **** **** 1111',
      expiryDate: '06/25',
      cardholderName: 'Ann Lee',
      cardholderAddress: '1 High Street',
      cardholderZipCode: 'SW1A 1AA',
      cardholderCountry: 'United Kingdom',
    };
    expect(ZPaymentDetails.safeParse(details).success).toBe(true);
    expect(errorsOf(ZPaymentDetails, { ...details, cardNumber: '4111111111111111' })).toEqual({
      cardNumber: 'Card number must be masked',
    });
    expect(parseOk(ZPaymentDetails, { ...details, cvv: '123' })).not.toHaveProperty('cvv');
  });
});
