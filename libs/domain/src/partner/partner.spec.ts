import { errorsOf, parseOk } from '../spec-helpers';
import { COMPANY_MESSAGES } from '../messages/vat';
import {
  partnerCompanyUpdateFor,
  ZAdminPartner,
  ZContractSignature,
  ZPartner,
  ZPartnerCompanyUpdateBody,
  ZPartnerSummary,
} from './partner';
import { testAdminPartner } from '../testing';

const partner = testAdminPartner();

describe('partners as read', () => {
  it('the partner never sees internal vetting notes; the admin does', () => {
    expect(parseOk(ZPartner, partner).vettingStatusUpdates[0]).not.toHaveProperty('notes');
    expect(parseOk(ZPartner, partner).vettingStatusUpdates[0]).not.toHaveProperty('decidedBy');
    expect(parseOk(ZAdminPartner, partner).vettingStatusUpdates[0]?.notes).toBe('Created on sign-up');
  });

  it('company size and events per year come from the fixed lists', () => {
    expect(ZPartner.safeParse({ ...partner, companySize: '1000+' }).success).toBe(false);
    expect(ZPartner.safeParse({ ...partner, eventsPerYear: '3' }).success).toBe(false);
  });

  it('bank account numbers are masked but the last 4', () => {
    expect(
      ZPartner.safeParse({
        ...partner,
        bankAccounts: [{ ...partner.bankAccounts[0], accountNumber: 'GB29NWBK60161331926819' }],
      }).success,
    ).toBe(false);
  });

  it('summaries read', () => {
    expect(ZPartnerSummary.safeParse(partner).success).toBe(true);
  });
});

describe('company update', () => {
  it('parses the settings form', () => {
    expect(
      parseOk(ZPartnerCompanyUpdateBody, {
        id: 3,
        name: 'Events Ltd',
        address: '',
        city: 'London',
        zipCode: 'E1 6AN',
        country: '44',
        organizationType: '1',
        email: 'Hello@Events.io',
        sectors: ['1'],
      }),
    ).toEqual({
      id: 3,
      name: 'Events Ltd',
      address: null,
      city: 'London',
      zipCode: 'E1 6AN',
      country: 44,
      organizationType: 1,
      email: 'hello@events.io',
      sectors: [1],
    });
  });

  it('requires the name and a valid email', () => {
    expect(errorsOf(ZPartnerCompanyUpdateBody, { id: 3, name: '', organizationType: 1, email: 'x' })).toEqual({
      name: 'Company name is required',
      email: 'Please enter a valid email address',
    });
  });
});

describe("the partner's VAT number", () => {
  const CODES: Record<number, string> = { 49: 'DE', 44: 'GB', 1: 'US' };
  const schema = partnerCompanyUpdateFor((id) => CODES[id] ?? null);
  const body = (country: number | null, vatNumber: string | null | undefined) => ({
    id: 3,
    name: 'Events Ltd',
    country,
    organizationType: 1,
    email: 'hello@events.io',
    vatNumber,
  });

  it("is kept compacted with its country's prefix when its format and check digits are the country's", () => {
    expect(parseOk(schema, body(49, 'de 129 273 398')).vatNumber).toBe('DE129273398');
    expect(parseOk(schema, body(49, '129273398')).vatNumber).toBe('DE129273398');
    expect(parseOk(schema, body(44, '980 7806 84')).vatNumber).toBe('GB980780684');
    // Outside the EU and the UK, and without a country: letters and digits.
    expect(parseOk(schema, body(1, '12-3456789')).vatNumber).toBe('123456789');
    expect(parseOk(schema, body(null, 'abc 123')).vatNumber).toBe('ABC123');
  });

  it('is optional: blank removes it, left out keeps it', () => {
    expect(parseOk(schema, body(49, '  ')).vatNumber).toBeNull();
    expect(parseOk(schema, body(49, undefined)).vatNumber).toBeUndefined();
  });

  it("refuses another country's number or wrong check digits in words, on the field", () => {
    expect(errorsOf(schema, body(49, 'DE123456789'))).toEqual({
      vatNumber: COMPANY_MESSAGES.vatNumberFormat({ country: 'Germany' }),
    });
    expect(errorsOf(schema, body(44, 'DE129273398'))).toEqual({
      vatNumber: COMPANY_MESSAGES.vatNumberFormat({ country: 'United Kingdom' }),
    });
    expect(errorsOf(schema, body(1, '12 345 !'))).toEqual({
      vatNumber: COMPANY_MESSAGES.vatNumberInvalid({ max: 20 }),
    });
  });

  it('is read back as the partner stored it', () => {
    expect(parseOk(ZPartner, partner).vatNumber).toBe('ESB65410011');
    expect(ZPartner.safeParse({ ...partner, vatNumber: undefined }).success).toBe(false);
  });
});

describe('contract signature', () => {
  it('records when and from where', () => {
    expect(
      ZContractSignature.safeParse({ signedAt: '2025-05-01T10:00:00.000Z', ipAddress: '203.0.113.5' }).success,
    ).toBe(true);
    expect(ZContractSignature.safeParse({ signedAt: 'now', ipAddress: '203.0.113.5' }).success).toBe(false);
  });
});
