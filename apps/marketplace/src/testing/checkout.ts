// Sample API answers for the checkout pages' component tests.
import type { TUserResponse } from '@pavilion/domain';
import { TEST_ORDER_ID, TEST_PAYMENT_DETAILS } from '@pavilion/domain/testing';
import { userResponse } from './profile';

// The order and ticket fixtures are the domain's, under the names these tests use.
export { testOrder, testOwnedTicket } from '@pavilion/domain/testing';
export const ORDER_ID = TEST_ORDER_ID;
export const PAID_DETAILS = TEST_PAYMENT_DETAILS;

export function testProfile(overrides: Partial<Omit<TUserResponse, 'person'>> = {}): TUserResponse {
  return userResponse({
    id: 1,
    firstName: 'Ada',
    surname: 'Lovelace',
    companyName: 'Analytical Engines',
    company: { name: 'Analytical Engines' },
    email: 'attendee@example.com',
    emailVerified: true,
    phoneNumber: null,
    dateOfBirth: null,
    address: '12 St James Square',
    city: 'London',
    country: 44,
    countryName: 'United Kingdom',
    zipCode: 'SW1Y 4JH',
    jobTitle: 'Mathematician',
    sector: null,
    jobTitles: [],
    sectors: [],
    images: [],
    imageUrl: null,
    pendingEmail: null,
    ...overrides,
  });
}

/** A POST /api/login/ or /api/user-sign-up answer. */
export function loginAnswer(role: 'attendee' | 'partner', email = `${role}@example.com`) {
  return {
    status: 'Success',
    token: null,
    email,
    attendeeId: role === 'attendee' ? 1 : null,
    partnerId: role === 'partner' ? 1 : null,
    isAdmin: false,
    session: null,
  };
}
