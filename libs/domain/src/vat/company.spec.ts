import { inLanguage } from '../testing-language';
import { COMPANY_MESSAGES as M } from '../messages/vat';
import { ZAttendeeDetailsForm, ZCreateOrderBody } from '../checkout/order';
import { normaliseVatNumber, ZCompanyDetails } from './company';

const BASE = { name: 'Acme', address: '1 Main St', countryCode: 'DE' };
const vatMessages = (countryCode: string, vatNumber: string | null) => {
  const result = ZCompanyDetails.safeParse({ ...BASE, countryCode, vatNumber });
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('a VAT number at checkout', () => {
  it("takes each country's format with its check digits, adding the country's prefix when it is left out", () => {
    expect(normaliseVatNumber('DE', 'DE129273398')).toBe('DE129273398');
    expect(normaliseVatNumber('DE', '129 273 398')).toBe('DE129273398');
    expect(normaliseVatNumber('AT', 'atu-135.856.27')).toBe('ATU13585627');
    expect(normaliseVatNumber('FR', 'FR 40 303 265 045')).toBe('FR40303265045');
    // Greece's numbers carry EL, not GR.
    expect(normaliseVatNumber('GR', '094014201')).toBe('EL094014201');
    expect(normaliseVatNumber('GR', 'EL094014201')).toBe('EL094014201');
  });

  it("takes the UK's numbers, GB or Northern Ireland's XI", () => {
    expect(normaliseVatNumber('GB', '980 7806 84')).toBe('GB980780684');
    expect(normaliseVatNumber('GB', 'GB980780684')).toBe('GB980780684');
    expect(normaliseVatNumber('GB', 'XI980780684')).toBe('XI980780684');
    expect(normaliseVatNumber('GB', 'GB123456789')).toBeNull();
  });

  it('refuses a wrong format or check digit, or another country’s number, in words on the field', () => {
    const germany = [`vatNumber: ${M.vatNumberFormat({ country: 'Germany' })}`];
    expect(vatMessages('DE', 'DE123456789')).toEqual(germany);
    expect(vatMessages('DE', 'DE12345')).toEqual(germany);
    expect(vatMessages('DE', 'FR40303265045')).toEqual(germany);
    expect(vatMessages('GB', 'GB123456789')).toEqual([
      `vatNumber: ${M.vatNumberFormat({ country: 'United Kingdom' })}`,
    ]);
    expect(vatMessages('US', '12-3456789 !')).toEqual([`vatNumber: ${M.vatNumberInvalid({ max: 20 })}`]);
  });

  it('is required in the EU and optional elsewhere (a non-EU company without one, or with its own tax id)', () => {
    expect(vatMessages('DE', null)).toEqual([`vatNumber: ${M.vatNumberRequired}`]);
    expect(vatMessages('US', null)).toEqual([]);
    expect(vatMessages('GB', '')).toEqual([]);
    expect(ZCompanyDetails.parse({ ...BASE, countryCode: 'ch', vatNumber: 'CHE-123.456.788' })).toMatchObject({
      countryCode: 'CH',
      vatNumber: 'CHE123456788',
      reference: null,
    });
  });

  it('asks for the name, the address and the country, and caps the reference', () => {
    const result = ZCompanyDetails.safeParse({ name: '', address: ' ', countryCode: '', reference: 'x'.repeat(101) });
    expect(result.success).toBe(false);
    expect(Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]))).toEqual({
      name: M.nameRequired,
      address: M.addressRequired,
      countryCode: M.countryRequired,
      reference: M.referenceLong({ max: 100 }),
    });
  });
});

describe('the attendee details form with a company', () => {
  const ticket = {
    ticketTypeId: 1,
    firstName: 'Ada',
    surname: 'Lovelace',
    email: 'ada@example.com',
    company: 'Acme',
    jobTitle: 'CTO',
  };

  it('checks the company only when the buyer buys for one', () => {
    const off = ZAttendeeDetailsForm.parse({
      tickets: [ticket],
      forCompany: false,
      company: { name: '' },
      acceptTerms: true,
    });
    expect(off.company).toBeNull();
    const on = ZAttendeeDetailsForm.safeParse({
      tickets: [ticket],
      forCompany: true,
      company: { ...BASE, name: '' },
      acceptTerms: true,
    });
    expect(on.error?.issues.map((i) => i.path.join('.'))).toEqual(['company.name']);
    const filled = ZAttendeeDetailsForm.parse({
      tickets: [ticket],
      forCompany: true,
      company: { ...BASE, vatNumber: '129273398', reference: '' },
      acceptTerms: true,
    });
    expect(filled.company).toEqual({ ...BASE, vatNumber: 'DE129273398', reference: null });
  });

  it("shows the company's messages even while an attendee's are wrong", () => {
    const result = ZAttendeeDetailsForm.safeParse({
      tickets: [{ ...ticket, firstName: '' }],
      forCompany: true,
      company: { ...BASE, address: '' },
    });
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(
      expect.arrayContaining(['tickets.0.firstName', 'company.address']),
    );
  });

  it('an order body without a company has none', () => {
    expect(ZCreateOrderBody.parse({ eventId: 1, tickets: [ticket] }).company ?? null).toBeNull();
  });
});

describe('a VAT number at checkout, in German', () => {
  inLanguage('de');

  it('names the country in German', () => {
    expect(vatMessages('DE', 'DE123456789')[0]).toMatch(/Deutschland/);
  });
});
