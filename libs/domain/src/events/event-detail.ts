// The event detail (GET /api/events/{id}, GET /api/partner/events/{id}, GET /api/admin/events/{id}):
// one shape for every reader; the public gets an empty vetting history and stock without sales figures
// (ZEventDetail), the organiser and administrators the stock and sales too (ZManagedEventDetail);
// partners get no notes.
import { z } from 'zod';
import '../common/zod-messages';
import { ATTENDANCE_TYPE_IDS, DOCUMENT_TYPES, IMAGE_KINDS, LOW_STOCK_THRESHOLD, SIZE_METRICS } from '../constants';
import { ZIsoDateTime } from '../common/dates';
import { ZId } from '../common/ids';
import { ZCurrencyCode, ZMajorAmount } from '../money';
import { ZOptionItem, ZSectorOption } from '../options/option-items';
import { ZDamagePolicy } from '../damage-claims/damage-policy';
import { ZEventStatus } from '../admin/vetting';
import { ZEventVat } from '../vat/event-vat';

export const ZAgendaItem = z.object({
  id: ZId,
  name: z.string(),
  description: z.string(),
  startDateTime: ZIsoDateTime,
});
export type TAgendaItem = z.infer<typeof ZAgendaItem>;

/**
 * Stock as the public reads it: whether any is left and, once at most LOW_STOCK_THRESHOLD are, how
 * many ('Only 3 left'). Never what was sold, held or offered in all: those are the organiser's figures
 * (and with the total, what is left would give the sales away).
 */
const publicStock = {
  soldOut: z.boolean(),
  /** The places left when 1 to LOW_STOCK_THRESHOLD are; null when more are left, or none (soldOut). */
  remaining: z.number().int().min(1).max(LOW_STOCK_THRESHOLD).nullable(),
};

/** What the public may know of a stock of `left` places (null: unlimited). */
export function publicStockOf(left: number | null): { soldOut: boolean; remaining: number | null } {
  if (left === null) return { soldOut: false, remaining: null };
  if (left <= 0) return { soldOut: true, remaining: null };
  return { soldOut: false, remaining: left <= LOW_STOCK_THRESHOLD ? left : null };
}

/** An optional extra (sub-event) bought with a ticket; price 0 shows 'Free'. */
export const ZSubEvent = z.object({
  id: ZId,
  name: z.string(),
  description: z.string(),
  startDateTime: ZIsoDateTime,
  /** The sub-event type's name. */
  subEventType: z.string().nullable(),
  subEventTypeId: ZId.nullable(),
  /** Major units of currencyCode; 0 shows 'Free'. */
  price: ZMajorAmount,
  currencyCode: ZCurrencyCode,
  /** Whether buyers can add it to a ticket now (the partner may take an extra off sale). */
  onSale: z.boolean(),
  ...publicStock,
});
export type TSubEvent = z.infer<typeof ZSubEvent>;

/** An extra as its organiser and the administrators read it: its capacity and what is held and sold. */
export const ZManagedSubEvent = ZSubEvent.extend({
  /** Null: unlimited. */
  capacity: z.number().int().nonnegative().nullable(),
  held: z.number().int().nonnegative(),
  sold: z.number().int().nonnegative(),
  /** capacity - held - sold; null when unlimited. */
  available: z.number().int().nullable(),
});
export type TManagedSubEvent = z.infer<typeof ZManagedSubEvent>;

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
export type TCancellationPeriodView = z.infer<typeof ZCancellationPeriodView>;

/** A ticket type as the public reads it: price, whether any are left, sales window and policy. */
export const ZEventTicketType = z.object({
  id: ZId,
  name: z.string(),
  description: z.string(),
  /** Major units of currencyCode. */
  price: ZMajorAmount,
  currencyCode: ZCurrencyCode,
  ...publicStock,
  startDateTime: ZIsoDateTime.nullable(),
  endDateTime: ZIsoDateTime.nullable(),
  onSale: z.boolean(),
  /** Whether a buyer can join its waiting list once it is sold out (the organiser's switch). */
  waitingListOpen: z.boolean(),
  cancellationPolicyId: ZId.nullable(),
  cancellationPolicy: z.object({ id: ZId, name: z.string(), periods: z.array(ZCancellationPeriodView) }).nullable(),
});
export type TEventTicketType = z.infer<typeof ZEventTicketType>;

/** A ticket type as its organiser and the administrators read it: the whole stock and its sales. */
export const ZManagedTicketType = ZEventTicketType.extend({
  quantity: z.number().int().nonnegative(),
  held: z.number().int().nonnegative(),
  sold: z.number().int().nonnegative(),
  /** quantity - held - sold. */
  available: z.number().int(),
});
export type TManagedTicketType = z.infer<typeof ZManagedTicketType>;

/** A vetting history entry as the event detail carries it (notes are null outside the admin view). */
export const ZEventVettingUpdate = z.object({
  id: ZId,
  status: ZEventStatus,
  vettingStatus: ZEventStatus,
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
  /** The organiser; `logoUrl` is the company's logo (PNG or JPEG), shown beside its name. */
  partner: z.object({ id: ZId, partnerName: z.string(), email: z.string(), logoUrl: z.string().nullable() }).nullable(),
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
  /** The cheapest ticket type's price in major units of ticketCurrencyCode. */
  minTicketPrice: ZMajorAmount.nullable(),
  /** The most a damage claim may charge one order, with the organiser's text; null: no damage claims. */
  damagePolicy: ZDamagePolicy.nullable(),
  rating: z.number().min(0).max(5).nullable(),
  reviewCount: z.number().int().nonnegative(),
  isFavourited: z.boolean(),
  currentStatus: ZEventStatus,
  published: z.boolean(),
  currentEventVersionId: ZId.nullable(),
  vettingStatusUpdates: z.array(ZEventVettingUpdate),
  /**
   * The organiser cancelled the event (every ticket refunded in full): its page still answers, with
   * the reason, so those who had tickets see what happened; it cannot be bought.
   */
  cancelled: z.boolean(),
  cancelledAt: ZIsoDateTime.nullable(),
  cancellationReason: z.string().nullable(),
});
export type TEventDetail = z.infer<typeof ZEventDetail>;

/**
 * The event detail as its organiser (GET /api/partner/events/{id}) and the administrators read it:
 * the same sections, with each ticket type's and extra's stock and sales.
 */
export const ZManagedEventDetail = ZEventDetail.extend({
  ticketTypes: z.array(ZManagedTicketType),
  subEvents: z.array(ZManagedSubEvent),
  /** The event's VAT setting (what its invoices will say); the public page does not show it. */
  vat: ZEventVat,
  /** Until how many hours before the start its tickets' attendees may be changed (0: until the start). */
  attendeeChangeCutoffHours: z.number().int().nonnegative(),
});
export type TManagedEventDetail = z.infer<typeof ZManagedEventDetail>;

/** Whether the ticket section lets this ticket type be bought now (on sale and in stock). */
export function canBuyTicketType(ticketType: Pick<TEventTicketType, 'onSale' | 'soldOut'>): boolean {
  return ticketType.onSale && !ticketType.soldOut;
}
