// Sample API answers for the checkout pages' component tests.
import type { TOrder, TOwnedTicket, TUserResponse } from '@pavilion/domain';
import { userResponse } from './profile';

export const ORDER_ID = '5f0c2a1e-8a53-4d7e-9a51-0d3c2f1b7a10';

export function testOrder(overrides: Partial<TOrder> = {}): TOrder {
  return {
    id: ORDER_ID,
    eventId: 5,
    createdAt: '2030-06-01T10:00:00.000Z',
    status: 'pending',
    firstName: 'Ada',
    surname: 'Lovelace',
    purchasingUserEmail: 'attendee@example.com',
    event: {
      id: 5,
      name: 'FinTech Summit',
      imageUrl: null,
      startDateTime: '2030-09-01T08:00:00.000Z',
      timeZone: 'Europe/London',
      cancelledAt: null,
      cancellationReason: null,
    },
    tickets: [
      {
        id: '0b5c1d2e-3f40-4a5b-8c6d-7e8f90a1b2c3',
        ticketType: {
          id: 11,
          name: 'Standard',
          eventName: 'FinTech Summit',
          price: { amount: 199.5, currency: { code: 'GBP' } },
        },
        attendee: {
          person: {
            firstName: 'Ada',
            surname: 'Lovelace',
            email: 'attendee@example.com',
            companyName: 'Analytical Engines',
            jobTitle: 'Mathematician',
          },
        },
        discount: 0,
        subEvents: [{ id: 2, name: 'Gala dinner', price: 85 }],
        status: 'valid',
        cancelledAt: null,
      },
      {
        id: '1c6d2e3f-4051-4b6c-9d7e-8f90a1b2c3d4',
        ticketType: {
          id: 11,
          name: 'Standard',
          eventName: 'FinTech Summit',
          price: { amount: 199.5, currency: { code: 'GBP' } },
        },
        attendee: {
          person: {
            firstName: 'Charles',
            surname: 'Babbage',
            email: 'charles@example.com',
            companyName: 'Difference Ltd',
            jobTitle: 'Engineer',
          },
        },
        discount: 0,
        subEvents: [],
        status: 'valid',
        cancelledAt: null,
      },
    ],
    paymentDetails: null,
    total: 484,
    promoCode: null,
    currency: 'GBP',
    holdExpiresAt: '2030-06-01T10:15:00.000Z',
    refunds: [],
    damageClaims: [],
    ...overrides,
  };
}

export const PAID_DETAILS: NonNullable<TOrder['paymentDetails']> = {
  id: '2d7e3f40-5162-4c7d-8e9f-a0b1c2d3e4f5',
  cardNumber: '**** **** **** 4242',
  cardBrand: 'visa',
  expiryDate: '12/30',
  cardholderName: 'Ada Lovelace',
  cardholderAddress: '12 St James Square',
  cardholderZipCode: 'SW1Y 4JH',
  cardholderCountry: 'United Kingdom',
};

export function testOwnedTicket(overrides: Partial<TOwnedTicket> = {}): TOwnedTicket {
  return {
    id: '0b5c1d2e-3f40-4a5b-8c6d-7e8f90a1b2c3',
    orderId: ORDER_ID,
    eventId: 5,
    eventName: 'FinTech Summit',
    eventStartDateTime: '2030-09-01T08:00:00.000Z',
    eventTimeZone: 'Europe/London',
    ticketTypeName: 'Standard',
    ticketPrice: 199.5,
    ticketCurrency: 'GBP',
    attendeeName: 'Ada Lovelace',
    attendeeJobTitle: 'Mathematician',
    attendeeCompany: 'Analytical Engines',
    attendeeEmail: 'attendee@example.com',
    qrCodeUrl: '/api/tickets/0b5c1d2e-3f40-4a5b-8c6d-7e8f90a1b2c3/qr.svg',
    pdfUrl: '/api/tickets/0b5c1d2e-3f40-4a5b-8c6d-7e8f90a1b2c3/ticket.pdf',
    ...overrides,
  };
}

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
