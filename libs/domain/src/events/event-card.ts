// Event cards (search results, home page top events, partner and admin lists) and the paged answer.
import { z } from 'zod';
import '../common/zod-messages';
import { ZIsoDateTime } from '../common/dates';
import { ZId } from '../common/ids';
import { ZCurrencyCode, ZMajorAmount } from '../money';
import { ZOptionItem } from '../options/option-items';
import { ZEventStatus } from '../admin/vetting';

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
  status: ZEventStatus,
  /** True on the card of the sponsored place of a search page (shown with a "Sponsored" badge). */
  sponsored: z.boolean().optional(),
});
export type TEventCard = z.infer<typeof ZEventCard>;

/**
 * POST /api/events/filtered answer. `totalIsEstimate` is true when the search matched more events than
 * the server counts exactly: `total` is then an estimate (shown as "about 12,000 events"); absent,
 * `total` is exact.
 */
export const ZEventSearchResponse = z.object({
  events: z.array(ZEventCard),
  total: z.number().int().nonnegative(),
  totalIsEstimate: z.literal(true).optional(),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
});
export type TEventSearchResponse = z.infer<typeof ZEventSearchResponse>;

/** GET /api/events/top/4 answer. */
export const ZTopEventsResponse = z.array(ZEventCard);

// Labels and stars live in a module without schemas, so a page that shows a card does not load zod.
export { eventTypeLabel, ratingToHalfStars, starsFromAverage } from './event-labels';
