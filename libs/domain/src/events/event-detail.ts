// The event detail (GET /api/events/{id}, GET /api/partner/events/{id}, GET /api/admin/events/{id}):
// one shape for every reader; the public gets an empty vetting history, partners get no notes.
import { z } from 'zod';
import { ATTENDANCE_TYPE_IDS, DOCUMENT_TYPES, IMAGE_KINDS, SIZE_METRICS } from '../constants';
import { ZIsoDateTime } from '../common/dates';
import { ZId } from '../common/ids';
import { ZCurrencyCode, ZMinorAmount } from '../money';
import { ZOptionItem, ZSectorOption } from '../options/option-items';
import { ZVettingStatus } from '../admin/vetting';

export const ZAgendaItem = z.object({
  id: ZId,
  name: z.string(),
  description: z.string(),
  startDateTime: ZIsoDateTime,
});
export type TAgendaItem = z.infer<typeof ZAgendaItem>;

/** An optional extra (sub-event) bought with a ticket; price 0 shows 'Free'. */
export const ZSubEvent = z.object({
  id: ZId,
  name: z.string(),
  description: z.string(),
  startDateTime: ZIsoDateTime,
  /** The sub-event type's name. */
  subEventType: z.string().nullable(),
  subEventTypeId: ZId.nullable(),
  price: ZMinorAmount,
  currencyCode: ZCurrencyCode,
  /** Null: unlimited. */
  capacity: z.number().int().nonnegative().nullable(),
  available: z.number().int().nullable(),
});
export type TSubEvent = z.infer<typeof ZSubEvent>;

export const ZDocumentType = z.enum(DOCUMENT_TYPES);
export const ZEventDocument = z.object({ id: ZId, type: ZDocumentType, name: z.string(), url: z.string() });
export type TEventDocument = z.infer<typeof ZEventDocument>;

export const ZEventImage = z.object({ id: ZId, kind: z.enum(IMAGE_KINDS), url: z.string() });
export type TEventImage = z.infer<typeof ZEventImage>;

export const ZCancellationPeriodView = z.object({
  percentageRefund: z.number().min(0).max(100),
  startDaysBeforeEvent: z.number().int().nonnegative(),
  endDaysBeforeEvent: z.number().int().nonnegative(),
});

/** A ticket type with its stock and sales window; price in minor units of currencyCode. */
export const ZEventTicketType = z.object({
  id: ZId,
  name: z.string(),
  description: z.string(),
  price: ZMinorAmount,
  currencyCode: ZCurrencyCode,
  quantity: z.number().int().nonnegative(),
  available: z.number().int(),
  sold: z.number().int().nonnegative(),
  startDateTime: ZIsoDateTime.nullable(),
  endDateTime: ZIsoDateTime.nullable(),
  onSale: z.boolean(),
  cancellationPolicyId: ZId.nullable(),
  cancellationPolicy: z.object({ id: ZId, name: z.string(), periods: z.array(ZCancellationPeriodView) }).nullable(),
});
export type TEventTicketType = z.infer<typeof ZEventTicketType>;

/** A vetting history entry as the event detail carries it (notes are null outside the admin view). */
export const ZEventVettingUpdate = z.object({
  id: ZId,
  status: ZVettingStatus,
  vettingStatus: ZVettingStatus,
  comment: z.string(),
  notes: z.string().nullable(),
  createdAt: ZIsoDateTime,
  eventVersionId: ZId.nullable(),
});

const ZCountryRef = ZOptionItem.extend({ code: z.string(), flag: z.string() });

export const ZEventDetail = z.object({
  id: ZId,
  name: z.string(),
  tagline: z.string(),
  description: z.string(),
  otherInformation: z.string(),
  websiteUrl: z.string(),
  eventType: z.string().nullable(),
  eventTypeId: ZId.nullable(),
  otherEventType: z.string().nullable(),
  attendanceType: z.literal(ATTENDANCE_TYPE_IDS),
  startDateTime: ZIsoDateTime,
  endDateTime: ZIsoDateTime,
  /** The IANA zone where the event happens (its venue's); times are shown in it. */
  timeZone: z.string(),
  venue: z
    .object({
      id: ZId,
      name: z.string(),
      address: z.string().nullable(),
      city: z.string().nullable(),
      googlePlaceId: z.string().nullable(),
      placeId: z.string().nullable(),
      timeZone: z.string(),
    })
    .nullable(),
  minAttendees: z.number().int().nonnegative().nullable(),
  maxAttendees: z.number().int().nonnegative().nullable(),
  thumbnailImageUrl: z.string().nullable(),
  imageUrl: z.string().nullable(),
  images: z.array(ZEventImage),
  bannerImageUrls: z.array(z.string()),
  sectors: z.array(ZSectorOption),
  sectorSubtypes: z.array(ZOptionItem),
  partner: z.object({ id: ZId, partnerName: z.string(), email: z.string() }).nullable(),
  eventSize: ZOptionItem.nullable(),
  eventSizeMetric: z.enum(SIZE_METRICS),
  numAttendees: ZOptionItem.nullable(),
  previousNumAttendees: z.number().int().nonnegative().nullable(),
  numExhibitors: ZOptionItem.nullable(),
  previousNumExhibitors: z.number().int().nonnegative().nullable(),
  audiences: z.array(ZOptionItem),
  attendeeJobTitles: z.array(ZOptionItem),
  attendeeClasses: z.array(ZOptionItem),
  otherAttendeeClass: z.string().nullable(),
  attendeeDesignations: z.array(ZOptionItem),
  attendeeCountries: z.array(ZCountryRef),
  exhibitorTypes: z.array(ZOptionItem),
  exhibitorCountries: z.array(ZCountryRef),
  agendaItems: z.array(ZAgendaItem),
  subEvents: z.array(ZSubEvent),
  documents: z.array(ZEventDocument),
  ticketCurrencyCode: ZCurrencyCode,
  ticketTypes: z.array(ZEventTicketType),
  minTicketPrice: ZMinorAmount.nullable(),
  rating: z.number().min(0).max(5).nullable(),
  reviewCount: z.number().int().nonnegative(),
  isFavourited: z.boolean(),
  currentStatus: ZVettingStatus,
  published: z.boolean(),
  currentEventVersionId: ZId.nullable(),
  vettingStatusUpdates: z.array(ZEventVettingUpdate),
});
export type TEventDetail = z.infer<typeof ZEventDetail>;

/** Whether the ticket section lets this ticket type be bought now (on sale and in stock). */
export function canBuyTicketType(ticketType: Pick<TEventTicketType, 'onSale' | 'available'>): boolean {
  return ticketType.onSale && ticketType.available > 0;
}
