// Sample API answers for the event pages' component tests.
import type { TEventCard, TEventDetail, TEventSearchResponse } from '@pavilion/domain';

export function testCard(id: number, overrides: Partial<TEventCard> = {}): TEventCard {
  return {
    id,
    name: `Event ${id}`,
    thumbnailImageUrl: null,
    eventType: 'Conference',
    otherEventType: null,
    rating: null,
    reviewCount: 0,
    tagline: `Tagline of event ${id}`,
    venue: { id: 5, name: 'ExCeL London' },
    city: 'London',
    startDateTime: '2030-09-01T08:00:00.000Z',
    endDateTime: '2030-09-02T16:00:00.000Z',
    sectors: [{ id: 3, name: 'Technology' }],
    minTicketPrice: 199.5,
    ticketPriceCurrency: 'GBP',
    isFavourited: false,
    status: 'APPROVED',
    ...overrides,
  };
}

/** One page of search results: `count` cards numbered from `firstId`. */
export function testResults(total: number, page = 1, pageSize = 20): TEventSearchResponse {
  const from = (page - 1) * pageSize;
  const count = Math.max(0, Math.min(pageSize, total - from));
  return { events: Array.from({ length: count }, (_, index) => testCard(from + index + 1)), total, page, pageSize };
}

export const LONG_DESCRIPTION =
  'Two full days of keynotes, panels and workshops on payments, lending and regulation, with an exhibition floor of more than a hundred companies and a networking dinner.';

export function testDetail(overrides: Partial<TEventDetail> = {}): TEventDetail {
  return {
    id: 5,
    name: 'FinTech Summit',
    tagline: 'Money, meet machines',
    description: LONG_DESCRIPTION,
    otherInformation: 'Bring photo ID.',
    websiteUrl: 'https://fintech.example',
    eventType: 'Conference',
    eventTypeId: 1,
    otherEventType: null,
    attendanceType: 3,
    startDateTime: '2030-09-01T08:00:00.000Z',
    endDateTime: '2030-09-02T16:00:00.000Z',
    timeZone: 'Europe/London',
    venue: {
      id: 5,
      name: 'ExCeL London',
      address: '1 Western Gateway',
      city: 'London',
      googlePlaceId: 'ChIJ1',
      placeId: 'ChIJ1',
      timeZone: 'Europe/London',
    },
    minAttendees: 500,
    maxAttendees: 2000,
    thumbnailImageUrl: '/api/files/t',
    imageUrl: '/api/files/t',
    images: [],
    bannerImageUrls: ['/api/files/b1', '/api/files/b2'],
    sectors: [{ id: 3, name: 'Technology', sectorSubtypes: [{ id: 31, name: 'Payments' }] }],
    sectorSubtypes: [{ id: 31, name: 'Payments' }],
    partner: { id: 3, partnerName: 'Meridian Events', email: 'hello@meridian.example', logoUrl: null },
    eventSize: { id: 21, name: '1,000-5,000 sqm' },
    eventSizeMetric: 'sqm',
    numAttendees: { id: 31, name: '1,001-5,000' },
    previousNumAttendees: 1500,
    numExhibitors: { id: 41, name: '51-100' },
    previousNumExhibitors: 80,
    audiences: [{ id: 51, name: 'B2B' }],
    attendeeJobTitles: [{ id: 61, name: 'Chief Financial Officer' }],
    attendeeClasses: [{ id: 71, name: 'Investors' }],
    otherAttendeeClass: null,
    attendeeDesignations: [{ id: 81, name: 'Director' }],
    attendeeCountries: [{ id: 44, name: 'United Kingdom', code: 'GB', flag: '' }],
    exhibitorTypes: [{ id: 91, name: 'Manufacturers' }],
    exhibitorCountries: [{ id: 49, name: 'Germany', code: 'DE', flag: '' }],
    agendaItems: [
      { id: 2, name: 'Closing panel', description: '', startDateTime: '2030-09-02T15:00:00.000Z' },
      {
        id: 1,
        name: 'Opening keynote',
        description: 'The state of payments',
        startDateTime: '2030-09-01T09:00:00.000Z',
      },
    ],
    subEvents: [
      {
        id: 1,
        name: 'Networking breakfast',
        description: '',
        startDateTime: '2030-09-01T07:00:00.000Z',
        subEventType: 'Networking',
        subEventTypeId: 1,
        price: 0,
        currencyCode: 'GBP',
        onSale: true,
        soldOut: false,
        remaining: null,
      },
      {
        id: 2,
        name: 'Gala dinner',
        description: 'Black tie',
        startDateTime: '2030-09-01T19:00:00.000Z',
        subEventType: 'Dinner',
        subEventTypeId: 2,
        price: 85,
        currencyCode: 'GBP',
        onSale: true,
        soldOut: false,
        remaining: null,
      },
    ],
    documents: [{ id: 1, type: 'agenda', name: 'Programme', url: '/api/files/a' }],
    ticketCurrencyCode: 'GBP',
    ticketTypes: [
      ticketType(11, 'Standard', 199.5),
      ticketType(12, 'VIP', 499, { description: 'Front row seats' }),
      ticketType(13, 'Exhibitor pass', 99, { soldOut: true }),
    ],
    minTicketPrice: 99,
    damagePolicy: null,
    rating: 4,
    reviewCount: 3,
    isFavourited: false,
    currentStatus: 'APPROVED',
    published: true,
    currentEventVersionId: 1,
    cancelled: false,
    cancelledAt: null,
    cancellationReason: null,
    vettingStatusUpdates: [],
    ...overrides,
  };
}

function ticketType(
  id: number,
  name: string,
  price: number,
  overrides: Partial<TEventDetail['ticketTypes'][number]> = {},
): TEventDetail['ticketTypes'][number] {
  return {
    id,
    name,
    description: '',
    price,
    currencyCode: 'GBP',
    soldOut: false,
    remaining: null,
    startDateTime: null,
    endDateTime: null,
    onSale: true,
    waitingListOpen: true,
    cancellationPolicyId: null,
    cancellationPolicy: null,
    ...overrides,
  };
}
