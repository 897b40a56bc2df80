// Event cards (search results, home page top events, partner and admin lists) and the paged answer.
import { z } from 'zod';
import { ZIsoDateTime } from '../common/dates';
import { ZId } from '../common/ids';
import { ZCurrencyCode, ZMajorAmount } from '../money';
import { ZOptionItem } from '../options/option-items';
import { ZVettingStatus } from '../admin/vetting';

export const ZVenueRef = z.object({ id: ZId, name: z.string() });

export const ZEventCard = z.object({
  id: ZId,
  name: z.string(),
  thumbnailImageUrl: z.string().nullable(),
  /** The event type's name; null when the partner chose none. */
  eventType: z.string().nullable(),
  /** Set when the partner typed their own type ("other"). */
  otherEventType: z.string().nullable(),
  /** Reviews as 0-5 stars in halves; null: no reviews yet. */
  rating: z.number().min(0).max(5).nullable(),
  reviewCount: z.number().int().nonnegative(),
  tagline: z.string(),
  venue: ZVenueRef.nullable(),
  city: z.string().nullable(),
  startDateTime: ZIsoDateTime,
  endDateTime: ZIsoDateTime,
  sectors: z.array(ZOptionItem),
  /** Cheapest ticket in major units of ticketPriceCurrency (295.5 for $295.50); null when there are no ticket types. */
  minTicketPrice: ZMajorAmount.nullable(),
  ticketPriceCurrency: ZCurrencyCode,
  isFavourited: z.boolean(),
  /** Vetting status; the public only ever sees APPROVED events. */
  status: ZVettingStatus,
});
export type TEventCard = z.infer<typeof ZEventCard>;

/** POST /api/events/filtered answer. */
export const ZEventSearchResponse = z.object({
  events: z.array(ZEventCard),
  total: z.number().int().nonnegative(),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
});
export type TEventSearchResponse = z.infer<typeof ZEventSearchResponse>;

/** GET /api/events/top/4 answer. */
export const ZTopEventsResponse = z.array(ZEventCard);

/** The event type to show: the partner's own text when set, otherwise the option's name. */
export function eventTypeLabel(event: Pick<TEventCard, 'eventType' | 'otherEventType'>): string {
  const other = event.otherEventType?.trim();
  if (other) return other;
  return event.eventType ?? '';
}

/** A review average on the 1-10 scale as 0-5 stars, to the nearest half (7.4 -> 3.5). */
export function starsFromAverage(average: number | null): number | null {
  return average === null ? null : Math.min(5, Math.max(0, Math.round(average) / 2));
}

/** A 0-5 rating rounded to the nearest half star (4.3 -> 4.5, 4.2 -> 4). */
export function ratingToHalfStars(rating: number): number {
  return Math.min(5, Math.max(0, Math.round(rating * 2) / 2));
}
