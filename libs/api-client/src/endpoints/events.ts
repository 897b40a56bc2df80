// Public event reads: the home page's top events, the filtered search and the event detail.
import type { TEventFilterInput } from '@pavilion/domain';
import { api } from '../api';

export interface EventCard {
  id: number;
  name: string;
  thumbnailImageUrl: string | null;
  eventType: string | null;
  otherEventType: string | null;
  rating: number | null;
  reviewCount: number;
  tagline: string;
  venue: { id: number; name: string } | null;
  city: string | null;
  startDateTime: string;
  endDateTime: string;
  sectors: { id: number; name: string }[];
  minTicketPrice: number | null;
  ticketPriceCurrency: string;
  isFavourited: boolean;
  status?: string;
}

export interface NamedRef {
  id: number;
  name: string;
}

export interface TicketTypeView {
  id: number;
  name: string;
  description: string;
  price: number;
  currencyCode: string;
  quantity: number;
  available: number;
  sold: number;
  startDateTime: string | null;
  endDateTime: string | null;
  onSale: boolean;
  cancellationPolicyId: number | null;
  cancellationPolicy: {
    id: number;
    name: string;
    periods: { percentageRefund: number; startDaysBeforeEvent: number; endDaysBeforeEvent: number }[];
  } | null;
}

export interface SubEventView {
  id: number;
  name: string;
  description: string;
  startDateTime: string;
  subEventType: string | null;
  subEventTypeId: number | null;
  price: number;
  currencyCode: string;
  capacity: number | null;
  available: number | null;
}

export interface EventDetail {
  id: number;
  name: string;
  tagline: string;
  description: string;
  otherInformation: string;
  websiteUrl: string;
  eventType: string | null;
  eventTypeId: number | null;
  otherEventType: string | null;
  attendanceType: number;
  startDateTime: string;
  endDateTime: string;
  venue: {
    id: number;
    name: string;
    address: string | null;
    city: string | null;
    googlePlaceId: string | null;
    placeId: string | null;
  } | null;
  minAttendees: number | null;
  maxAttendees: number | null;
  thumbnailImageUrl: string | null;
  imageUrl: string | null;
  images: { id: number; kind: 'thumbnail' | 'banner'; url: string }[];
  bannerImageUrls: string[];
  sectors: (NamedRef & { sectorSubtypes: NamedRef[] })[];
  sectorSubtypes: NamedRef[];
  partner: { id: number; partnerName: string; email: string } | null;
  eventSize: NamedRef | null;
  eventSizeMetric: 'sqm' | 'sqft';
  numAttendees: NamedRef | null;
  previousNumAttendees: number | null;
  numExhibitors: NamedRef | null;
  previousNumExhibitors: number | null;
  audiences: NamedRef[];
  attendeeJobTitles: NamedRef[];
  attendeeClasses: NamedRef[];
  otherAttendeeClass: string | null;
  attendeeDesignations: NamedRef[];
  attendeeCountries: (NamedRef & { code: string; flag: string })[];
  exhibitorTypes: NamedRef[];
  exhibitorCountries: (NamedRef & { code: string; flag: string })[];
  agendaItems: { id: number; name: string; description: string; startDateTime: string }[];
  subEvents: SubEventView[];
  documents: { id: number; type: 'agenda' | 'exhibitor-list'; name: string; url: string }[];
  ticketCurrencyCode: string;
  ticketTypes: TicketTypeView[];
  minTicketPrice: number | null;
  rating: number | null;
  reviewCount: number;
  isFavourited: boolean;
  currentStatus: 'PENDING' | 'APPROVED' | 'REJECTED';
  published: boolean;
  currentEventVersionId: number | null;
  vettingStatusUpdates: {
    id: number;
    vettingStatus: string;
    status: string;
    comment: string;
    notes: string | null;
    createdAt: string;
    eventVersionId: number | null;
  }[];
}

/** POST /api/events/filtered: one page of the search's results. */
export interface FilteredEventsAnswer {
  events: EventCard[];
  total: number;
  page: number;
  pageSize: number;
}

export const eventsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTopEvents: build.query<EventCard[], number | void>({
      query: (count) => `/events/top/${count ?? 4}`,
      providesTags: [{ type: 'Event', id: 'TOP' }],
    }),
    /** The body is the domain's event filter (ZEventFilter); the server validates it with the same schema. */
    filterEvents: build.query<FilteredEventsAnswer, TEventFilterInput>({
      query: (filter) => ({ url: '/events/filtered', method: 'POST', body: filter }),
      providesTags: [{ type: 'Event', id: 'SEARCH' }],
    }),
    getEvent: build.query<EventDetail, number>({
      query: (id) => `/events/${id}`,
      providesTags: (_r, _e, id) => [{ type: 'Event', id }],
    }),
  }),
});

export const { useGetTopEventsQuery, useFilterEventsQuery, useGetEventQuery } = eventsApi;
