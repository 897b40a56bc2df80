import { errorsOf, parseOk } from '../spec-helpers';
import { normalizeIban, ZBankAccountForm, ZIban, ZSwiftCode } from './bank-account';

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

  it('defaults the currency to USD and allows only USD, EUR, GBP, NOK', () => {
    const { bankAccountCurrency: _currency, ...rest } = form;
    expect(parseOk(ZBankAccountForm, rest).bankAccountCurrency).toBe('USD');
    expect(parseOk(ZBankAccountForm, { ...form, bankAccountCurrency: 'NOK' }).bankAccountCurrency).toBe('NOK');
    expect(errorsOf(ZBankAccountForm, { ...form, bankAccountCurrency: 'JPY' })).toEqual({
      bankAccountCurrency: 'Please select a valid currency',
    });
  });
});

describe('IBAN', () => {
  it('is two letters and 18-32 digits, spaces ignored', () => {
    expect(normalizeIban(' no93 8601 1117 947 ')).toBe('NO9386011117947');
    expect(ZIban.safeParse('DE' + '1'.repeat(18)).success).toBe(true);
    expect(ZIban.safeParse('DE' + '1'.repeat(32)).success).toBe(true);
    for (const bad of ['DE' + '1'.repeat(17), 'DE' + '1'.repeat(33), '12' + '1'.repeat(20), 'GB29NWBK60161331926819']) {
      expect(errorsOf(ZIban, bad)).toEqual({ _: 'Invalid IBAN format' });
    }
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
