// A sample partner for tests and stories, as the console reads it (the testing entry re-exports it): a
// pending Spanish agency with one owner, one payout account and no documents. The maker takes overrides
// and returns fresh data, so a test that changes its copy changes no other test's.
import type { TAdminPartnerDetail } from './admin/partners';

/** A partner as GET /api/admin/partners/{id} answers it (ZAdminPartnerDetail); the partner's own read drops the notes. */
export function testAdminPartner(overrides: Partial<TAdminPartnerDetail> = {}): TAdminPartnerDetail {
  return {
    id: 7,
    name: 'Iberia Congress Organisers',
    registeredCompanyName: 'Iberia Congress Organisers S.L.',
    organizationType: { id: 2, name: 'Agency' },
    registrationNumber: 'B66789012',
    vatNumber: 'ESB65410011',
    address: 'Carrer de Balmes 188',
    city: 'Barcelona',
    zipCode: '08006',
    country: { id: 34, name: 'Spain' },
    addressVerified: false,
    addressVerifiedAt: null,
    email: 'hello@iberia.example',
    emailVerified: true,
    phoneNumber: '+34 93 555 0176',
    companyWebsite: 'https://iberia.example',
    companySize: '11-50',
    eventsPerYear: '10-20',
    sectors: [{ id: 3, name: 'Travel & Hospitality' }],
    persons: [{ id: 9, firstName: 'Carmen', surname: 'Ruiz', email: 'carmen@iberia.example', role: 'owner' }],
    bankAccounts: [{ id: 4, bankName: 'Banco Uno', accountNumber: '**** 1234', currency: 'EUR', payout: true }],
    documents: [],
    currentVettingStatus: 'PENDING',
    vettingStatusUpdates: [
      {
        id: 1,
        status: 'PENDING',
        comment: 'Application received.',
        notes: 'Created on sign-up',
        createdAt: '2030-05-01T10:00:00.000Z',
        decidedBy: null,
      },
    ],
    logoUrl: null,
    appliedAt: '2030-05-01T10:00:00.000Z',
    createdAt: '2030-05-01T10:00:00.000Z',
    events: { total: 2, public: 0, waiting: 2 },
    payoutHold: null,
    teamContact: [
      {
        personId: 9,
        phoneNumber: '+34 600 555 017',
        contact: { method: 'phone', hours: 'Weekdays 9-14', language: 'es' },
      },
    ],
    ...overrides,
  };
}
