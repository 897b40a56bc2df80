import { errorsOf, parseOk } from '../spec-helpers';
import {
  formatIban,
  isValidIban,
  maskAccountNumber,
  normalizeIban,
  ZBankAccountForm,
  ZIban,
  ZMaskedAccountNumber,
  ZSwiftCode,
} from './bank-account';

const form = {
  bankAccountName: 'Events Ltd',
  companyIban: 'DE89 3704 0044 0532 0130 00',
  companySwiftCode: 'deutdeff',
  bankAccountCountry: '49',
  bankAccountCurrency: 'EUR',
};

describe('bank form', () => {
  it('normalises IBAN and SWIFT and converts the country', () => {
    expect(parseOk(ZBankAccountForm, form)).toEqual({
      bankAccountName: 'Events Ltd',
      companyIban: 'DE89370400440532013000',
      companySwiftCode: 'DEUTDEFF',
      bankAccountCountry: 49,
      bankAccountCurrency: 'EUR',
      bankName: null,
    });
  });

  it('gives the spec messages for an empty form', () => {
    expect(
      errorsOf(ZBankAccountForm, {
        bankAccountName: '',
        companyIban: ' ',
        companySwiftCode: '',
        bankAccountCountry: '',
      }),
    ).toEqual({
      bankAccountName: 'Bank account name is required',
      companyIban: 'IBAN is required',
      companySwiftCode: 'SWIFT/BIC code is required',
      bankAccountCountry: 'Country is required',
    });
  });

  it('defaults the currency to USD and allows every ticket currency and NOK, nothing else', () => {
    const { bankAccountCurrency: _currency, ...rest } = form;
    expect(parseOk(ZBankAccountForm, rest).bankAccountCurrency).toBe('USD');
    for (const currency of ['NOK', 'JPY', 'AUD', 'CAD'])
      expect(parseOk(ZBankAccountForm, { ...form, bankAccountCurrency: currency }).bankAccountCurrency).toBe(currency);
    expect(errorsOf(ZBankAccountForm, { ...form, bankAccountCurrency: 'CHF' })).toEqual({
      bankAccountCurrency: 'Please select a valid currency',
    });
  });
});

describe('IBAN (ISO 13616: the country, its length and format, and the mod-97 check digits)', () => {
  it.each([
    ['United Kingdom', 'GB29 NWBK 6016 1331 9268 19'],
    ['Netherlands', 'NL91ABNA0417164300'],
    ['France', 'FR14 2004 1010 0505 0001 3M02 606'],
    ['Germany', 'DE89 3704 0044 0532 0130 00'],
    ['Norway', ' no93 8601 1117 947 '],
    ['Ireland', 'IE29AIBK93115212345678'],
    ['Spain', 'ES9121000418450200051332'],
    ['United Arab Emirates', 'AE070331234567890123456'],
  ])('accepts a real IBAN from %s, spaces and case ignored', (_country, iban) => {
    expect(ZIban.safeParse(iban).success).toBe(true);
    expect(isValidIban(iban)).toBe(true);
  });

  it('keeps the compact upper-case form', () => {
    expect(normalizeIban(' no93 8601 1117 947 ')).toBe('NO9386011117947');
    expect(parseOk(ZIban, 'gb29 nwbk 6016 1331 9268 19')).toBe('GB29NWBK60161331926819');
    expect(formatIban('GB29NWBK60161331926819')).toBe('GB29 NWBK 6016 1331 9268 19');
  });

  it('refuses a typo through the check digits', () => {
    expect(errorsOf(ZIban, 'GB29NWBK60161331926818')).toEqual({
      _: 'Invalid IBAN format: the check digits do not match, please check for a typo',
    });
    expect(errorsOf(ZIban, 'DE89370400440532013001')).toEqual({
      _: 'Invalid IBAN format: the check digits do not match, please check for a typo',
    });
  });

  it("refuses the wrong length for the country, naming the country's length", () => {
    expect(errorsOf(ZIban, 'GB29NWBK6016133192681')).toEqual({
      _: 'Invalid IBAN format: an IBAN from GB has 22 characters',
    });
    expect(errorsOf(ZIban, 'NO93860111179470')).toEqual({
      _: 'Invalid IBAN format: an IBAN from NO has 15 characters',
    });
  });

  it("refuses an account part that does not fit the country's format", () => {
    // A GB IBAN has four letters (the bank) after the check digits.
    expect(errorsOf(ZIban, 'GB82123412345698765432')).toEqual({
      _: 'Invalid IBAN format: the account part does not match the format of GB IBANs',
    });
  });

  it('refuses countries without IBANs and anything but letters and digits', () => {
    expect(errorsOf(ZIban, 'US12345678901234567890')).toEqual({
      _: 'Invalid IBAN format: it must start with the code of a country that uses IBANs, such as GB, DE or FR',
    });
    expect(errorsOf(ZIban, 'GB29-NWBK-6016-1331-9268-19')).toEqual({
      _: 'Invalid IBAN format: use only letters and digits',
    });
    expect(errorsOf(ZIban, '')).toEqual({ _: 'IBAN is required' });
  });

  it("refuses the spec's own example shape when its digits are not an IBAN", () => {
    // Two letters and 18 digits passed the spec's rule; it is not a German IBAN (wrong check digits).
    expect(ZIban.safeParse('DE' + '1'.repeat(18)).success).toBe(false);
  });
});

describe('masking', () => {
  it('shows only the last 4 characters', () => {
    expect(maskAccountNumber('GB29NWBK60161331926819')).toBe('**** 6819');
    expect(ZMaskedAccountNumber.safeParse('**** 6819').success).toBe(true);
    expect(ZMaskedAccountNumber.safeParse('GB29NWBK60161331926819').success).toBe(false);
    expect(ZMaskedAccountNumber.safeParse('**** 16819').success).toBe(false);
  });
});

describe('SWIFT/BIC', () => {
  it.each(['DEUTDEFF', 'DEUTDEFF500', 'NWBKGB2L', 'nwbkgb2l'])('accepts %p', (code) => {
    expect(ZSwiftCode.safeParse(code).success).toBe(true);
  });

  it.each(['DEUT1EFF', 'DEUTDEF', 'DEUTDEFF50', 'DEUTDEFF5000', 'DEUTDE-F'])('refuses %p', (code) => {
    expect(errorsOf(ZSwiftCode, code)).toEqual({ _: 'Invalid SWIFT/BIC code format' });
  });
});
