import { errorsOf, parseOk } from '../spec-helpers';
import { ZAdminPartner, ZContractSignature, ZPartner, ZPartnerCompanyUpdateBody, ZPartnerSummary } from './partner';
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

describe('contract signature', () => {
  it('records when and from where', () => {
    expect(
      ZContractSignature.safeParse({ signedAt: '2025-05-01T10:00:00.000Z', ipAddress: '203.0.113.5' }).success,
    ).toBe(true);
    expect(ZContractSignature.safeParse({ signedAt: 'now', ipAddress: '203.0.113.5' }).success).toBe(false);
  });
});
