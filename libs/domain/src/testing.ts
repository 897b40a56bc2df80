// Sample data for tests and stories (the package's second entry, never in production bundles): a
// session, one event as the lists, its page and its organiser read it, (testing-orders.ts) an order, its
// tickets, a damage claim and reviews, (testing-partners.ts) a partner as the console reads it,
// (testing-invoices.ts) invoices as their lists read them, and (testing-language.ts)
// `inLanguage('de')`, which runs a block of tests in one language.
// `import { testEventDetail } from '@pavilion/domain/testing'`.
import type { TSession } from './auth/session';
import type { TEventCard } from './events/event-card';
import type { TEventDetail, TManagedEventDetail } from './events/event-detail';

export * from './testing-language';
export * from './testing-orders';
export * from './testing-partners';
export * from './testing-invoices';

/** A signed-in attendee's session, as GET /api/session and sign-in answer it. */
export const sampleSession: TSession = {
  email: 'a@b.co',
  personId: 1,
  attendeeId: 3,
  partnerId: null,
  isAdmin: false,
  firstName: 'Ann',
  surname: 'Lee',
  imageUrl: null,
  emailVerified: true,
  language: 'en',
};

export const sampleCard: TEventCard = {
  id: 10,
  name: 'FinTech Summit',
  thumbnailImageUrl: '/api/files/t',
  eventType: 'Conference',
  otherEventType: null,
  rating: 4.5,
  reviewCount: 12,
  tagline: 'Money, meet machines',
  venue: { id: 5, name: 'ExCeL London' },
  city: 'London',
  startDateTime: '2025-09-01T08:00:00.000Z',
  endDateTime: '2025-09-02T16:00:00.000Z',
  sectors: [{ id: 1, name: 'Finance' }],
  minTicketPrice: 199.5,
  ticketPriceCurrency: 'GBP',
  isFavourited: false,
  status: 'APPROVED',
};

export const sampleDetail: TEventDetail = {
  id: 10,
  name: 'FinTech Summit',
  tagline: 'Money, meet machines',
  description: 'Two days of talks.',
  otherInformation: 'Bring ID.',
  websiteUrl: 'https://fintech.example',
  eventType: 'Conference',
  eventTypeId: 2,
  otherEventType: null,
  attendanceType: 3,
  startDateTime: '2025-09-01T08:00:00.000Z',
  endDateTime: '2025-09-02T16:00:00.000Z',
  timeZone: 'Europe/London',
  venue: {
    id: 5,
    name: 'ExCeL London',
    address: '1 Western Gateway',
    city: 'London',
    googlePlaceId: 'ChIJ123',
    placeId: 'ChIJ123',
    timeZone: 'Europe/London',
  },
  minAttendees: 500,
  maxAttendees: 2000,
  thumbnailImageUrl: '/api/files/t',
  imageUrl: '/api/files/t',
  images: [
    { id: 1, kind: 'thumbnail', url: '/api/files/t' },
    { id: 2, kind: 'banner', url: '/api/files/b1' },
  ],
  bannerImageUrls: ['/api/files/b1'],
  sectors: [{ id: 1, name: 'Finance', sectorSubtypes: [{ id: 11, name: 'Payments' }] }],
  sectorSubtypes: [{ id: 11, name: 'Payments' }],
  partner: { id: 3, partnerName: 'Events Ltd', email: 'hello@events.io', logoUrl: null },
  eventSize: { id: 21, name: '1000-5000' },
  eventSizeMetric: 'sqm',
  numAttendees: { id: 31, name: '1000-2000' },
  previousNumAttendees: 1500,
  numExhibitors: null,
  previousNumExhibitors: null,
  audiences: [{ id: 41, name: 'B2B' }],
  attendeeJobTitles: [],
  attendeeClasses: [],
  otherAttendeeClass: null,
  attendeeDesignations: [],
  attendeeCountries: [{ id: 44, name: 'United Kingdom', code: 'GB', flag: '🇬🇧' }],
  exhibitorTypes: [],
  exhibitorCountries: [],
  agendaItems: [{ id: 1, name: 'Keynote', description: '', startDateTime: '2025-09-01T09:00:00.000Z' }],
  subEvents: [
    {
      id: 1,
      name: 'Gala dinner',
      description: 'Black tie',
      startDateTime: '2025-09-01T19:00:00.000Z',
      subEventType: 'Dinner',
      subEventTypeId: 4,
      price: 0,
      currencyCode: 'GBP',
      onSale: true,
      soldOut: false,
      remaining: null,
    },
  ],
  documents: [{ id: 1, type: 'agenda', name: 'Agenda', url: '/api/files/a' }],
  ticketCurrencyCode: 'GBP',
  ticketTypes: [
    {
      id: 100,
      name: 'Standard',
      description: '',
      price: 199.5,
      currencyCode: 'GBP',
      soldOut: false,
      remaining: null,
      startDateTime: '2025-06-01T00:00:00.000Z',
      endDateTime: null,
      onSale: true,
      waitingListOpen: true,
      cancellationPolicyId: 7,
      cancellationPolicy: {
        id: 7,
        name: 'Flexible',
        periods: [{ percentageRefund: 100, startDaysBeforeEvent: 60, endDaysBeforeEvent: 30 }],
      },
    },
    {
      id: 101,
      name: 'VIP',
      description: 'Front row',
      price: 499,
      currencyCode: 'GBP',
      soldOut: true,
      remaining: null,
      startDateTime: null,
      endDateTime: null,
      onSale: true,
      waitingListOpen: true,
      cancellationPolicyId: null,
      cancellationPolicy: null,
    },
  ],
  minTicketPrice: 199.5,
  damagePolicy: null,
  rating: 4.5,
  reviewCount: 12,
  isFavourited: false,
  currentStatus: 'PENDING',
  published: true,
  currentEventVersionId: 3,
  cancelled: false,
  cancelledAt: null,
  cancellationReason: null,
  vettingStatusUpdates: [
    {
      id: 1,
      status: 'PENDING',
      vettingStatus: 'PENDING',
      comment: 'Received',
      notes: null,
      createdAt: '2025-05-01T10:00:00.000Z',
      eventVersionId: 3,
    },
  ],
};

/** The same event as its organiser reads it: stock and sales on each ticket type and extra. */
export const sampleManagedDetail: TManagedEventDetail = {
  ...sampleDetail,
  subEvents: sampleDetail.subEvents.map((extra) => ({ ...extra, capacity: null, held: 0, sold: 31, available: null })),
  ticketTypes: [
    { ...sampleDetail.ticketTypes[0]!, quantity: 500, held: 5, sold: 15, available: 480 },
    { ...sampleDetail.ticketTypes[1]!, quantity: 20, held: 0, sold: 20, available: 0 },
  ],
  vat: { mode: 'included', rate: 20 },
  attendeeChangeCutoffHours: 24,
};

/** A deep copy of plain data, so a test that changes its event changes no other test's. */
const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** An event card as the lists answer it (ZEventCard). */
export function testEventCard(overrides: Partial<TEventCard> = {}): TEventCard {
  return { ...copy(sampleCard), ...overrides };
}

/** An event detail as GET /api/events/{id} answers it (ZEventDetail). */
export function testEventDetail(overrides: Partial<TEventDetail> = {}): TEventDetail {
  return { ...copy(sampleDetail), ...overrides };
}
