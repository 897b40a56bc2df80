// Sample orders, tickets, damage claims and reviews for tests and stories, as the API answers them
// (the testing entry re-exports them). Each maker takes overrides and returns fresh data, so a test
// that changes its copy changes no other test's. Dates lie in 2030, after any clock a test keeps.
import type { TDamageClaim } from './damage-claims/damage-claim';
import type { TOrder, TOrderTicket, TOwnedTicket } from './checkout/order';
import type { TEventReviewsPage, TPartnerReview, TPublicReview } from './events/reviews';

export const TEST_ORDER_ID = '5f0c2a1e-8a53-4d7e-9a51-0d3c2f1b7a10';
export const TEST_TICKET_ID = '0b5c1d2e-3f40-4a5b-8c6d-7e8f90a1b2c3';
export const TEST_CLAIM_ID = '1c6d2e3f-4051-4b6c-9d7e-8f90a1b2c3d4';

/** One ticket of an order: a Standard ticket (£199.50) of the FinTech Summit for Ada Lovelace. */
export function testOrderTicket(overrides: Partial<TOrderTicket> = {}): TOrderTicket {
  return {
    id: TEST_TICKET_ID,
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
    assignPath: null,
    discount: 0,
    subEvents: [],
    status: 'valid',
    cancelledAt: null,
    ...overrides,
  };
}

/**
 * An order of the FinTech Summit (event 5, 1 September 2030) waiting for payment: Ada's ticket with
 * the gala dinner and Charles Babbage's, £484 in all. `{ status: 'paid', paymentDetails: TEST_PAYMENT_DETAILS }`
 * makes it paid.
 */
export function testOrder(overrides: Partial<TOrder> = {}): TOrder {
  return {
    id: TEST_ORDER_ID,
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
      endDateTime: '2030-09-02T16:00:00.000Z',
      timeZone: 'Europe/London',
      venue: { name: 'ExCeL London', address: '1 Western Gateway, London E16 1XL' },
      cancelledAt: null,
      cancellationReason: null,
    },
    tickets: [
      testOrderTicket({ subEvents: [{ id: 2, name: 'Gala dinner', price: 85 }] }),
      testOrderTicket({
        id: '1c6d2e3f-4051-4b6c-9d7e-8f90a1b2c3d4',
        attendee: {
          person: {
            firstName: 'Charles',
            surname: 'Babbage',
            email: 'charles@example.com',
            companyName: 'Difference Ltd',
            jobTitle: 'Engineer',
          },
        },
      }),
    ],
    paymentDetails: null,
    total: 484,
    promoCode: null,
    currency: 'GBP',
    holdExpiresAt: '2030-06-01T10:15:00.000Z',
    refunds: [],
    changeOffer: null,
    damageClaims: [],
    damageConsentAt: null,
    company: null,
    attendeeChangesUntil: '2030-08-31T08:00:00.000Z',
    ...overrides,
  };
}

/** How a paid order shows its card: masked, as the API keeps it. */
export const TEST_PAYMENT_DETAILS: NonNullable<TOrder['paymentDetails']> = {
  id: '2d7e3f40-5162-4c7d-8e9f-a0b1c2d3e4f5',
  cardNumber: '**** **** **** 4242',
  cardBrand: 'visa',
  expiryDate: '12/30',
  cardholderName: 'Ada Lovelace',
  cardholderAddress: '12 St James Square',
  cardholderZipCode: 'SW1Y 4JH',
  cardholderCountry: 'United Kingdom',
};

/** Ada's ticket as her tickets list answers it (ZOwnedTicket). */
export function testOwnedTicket(overrides: Partial<TOwnedTicket> = {}): TOwnedTicket {
  return {
    id: TEST_TICKET_ID,
    orderId: TEST_ORDER_ID,
    eventId: 5,
    eventName: 'FinTech Summit',
    eventStartDateTime: '2030-09-01T08:00:00.000Z',
    eventTimeZone: 'Europe/London',
    ticketTypeName: 'Standard',
    ticketPrice: 199.5,
    ticketCurrency: 'GBP',
    attendeeName: 'Ada Lovelace',
    attendeeFirstName: 'Ada',
    attendeeSurname: 'Lovelace',
    attendeeJobTitle: 'Mathematician',
    attendeeCompany: 'Analytical Engines',
    attendeeEmail: 'attendee@example.com',
    qrCodeUrl: `/api/tickets/${TEST_TICKET_ID}/qr.svg`,
    pdfUrl: `/api/tickets/${TEST_TICKET_ID}/ticket.pdf`,
    role: 'buyer',
    attendeeChangesUntil: '2030-08-31T08:00:00.000Z',
    ...overrides,
  };
}

/** Filed by the organiser on Ada's order of the FinTech Summit; not answered, decided or charged. */
export function testDamageClaim(overrides: Partial<TDamageClaim> = {}): TDamageClaim {
  return {
    id: TEST_CLAIM_ID,
    orderId: TEST_ORDER_ID,
    event: { id: 5, name: 'FinTech Summit', endDateTime: '2030-06-06T17:00:00.000Z', timeZone: 'UTC' },
    partner: { id: 3, name: 'Meridian Events Group' },
    buyer: { firstName: 'Ada', surname: 'Lovelace', email: 'ada@example.com' },
    state: 'filed',
    amount: 100,
    currency: 'USD',
    description: 'A cracked screen.',
    photos: [],
    filedAt: '2030-06-07T10:00:00.000Z',
    filedBy: 'Grace Hopper',
    respondBy: '2030-06-21T10:00:00.000Z',
    answer: null,
    decision: null,
    chargeAmount: null,
    paidWith: null,
    chargedAt: null,
    nextAttemptAt: null,
    withdrawnAt: null,
    ...overrides,
  };
}

/** Ada's review of the FinTech Summit as the event page reads it: 9 of 10, no reply yet. */
export function testPublicReview(overrides: Partial<TPublicReview> = {}): TPublicReview {
  return {
    id: 1,
    score: 9,
    subscores: { venue: 8, content: 10, networking: null, staff: null, valueForMoney: 7 },
    text: 'Sharp talks and a good crowd.',
    reviewerName: 'Ada L.',
    submittedAt: '2030-03-02T10:00:00.000Z',
    edition: { eventId: 5, name: 'FinTech Summit', startDateTime: '2030-03-01T09:00:00.000Z', isEarlier: false },
    reply: null,
    ...overrides,
  };
}

/** One page of an event's reviews with their average (GET /api/events/{id}/reviews). */
export function testEventReviewsPage(overrides: Partial<TEventReviewsPage> = {}): TEventReviewsPage {
  return {
    items: [testPublicReview()],
    total: 1,
    page: 1,
    pageSize: 10,
    average: 9,
    rating: 4.5,
    count: 1,
    subscores: { venue: 8, content: 10, networking: null, staff: null, valueForMoney: 7 },
    ...overrides,
  };
}

/** The same review as the organiser reads it, with the reply they may still write. */
export function testPartnerReview(overrides: Partial<TPartnerReview> = {}): TPartnerReview {
  return {
    ...testPublicReview(),
    reply: null,
    event: { id: 5, name: 'FinTech Summit' },
    canReply: true,
    ...overrides,
  };
}
