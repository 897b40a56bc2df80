// How an event ranks: a score made of what visitors and buyers did with it over a recent window and of
// the commission it earns Pavilion, kept up to date by a worker (apps/api/src/modules/ranking), shown on
// the console's event page, and what the recommended sort is to rank by. The weights live here and
// nowhere else; docs/search.md, "Ranking", explains them.
import { z } from 'zod';
import '../common/zod-messages';

/** The recent window every factor counts over, in days. */
export const RANKING_WINDOW_DAYS = 30;

/**
 * Each factor's weight. A count enters the score as ln(1 + count), so the hundredth view adds less than
 * the first; the commission enters as the partner's percentage fee rate (5 for 5 %).
 * - views: visitors who opened the event's page (once per visitor and day, bots left out);
 * - clicks: visitors who opened it from a list of events (search results, the home page);
 * - bookings: paid orders;
 * - netBookings: tickets still held once cancellations and refunds are taken off;
 * - commission: the percentage of each booking Pavilion earns from the partner.
 * For a signed-in visitor, added when the search runs (not kept in the score):
 * - yourSectors: the event is in one of the sectors of their profile;
 * - yourCountry: the event expects attendees from the country of their profile.
 */
export const RANKING_WEIGHTS = {
  views: 1,
  clicks: 2,
  bookings: 3,
  netBookings: 4,
  commission: 0.5,
  yourSectors: 3,
  yourCountry: 1.5,
} as const;

/** What made an event's score, as the console shows it. */
export const ZEventRankFactors = z.object({
  views: z.number().int().nonnegative(),
  clicks: z.number().int().nonnegative(),
  bookings: z.number().int().nonnegative(),
  netBookings: z.number().int().nonnegative(),
  /** The partner's percentage fee rate when the score was computed (5 for 5 %). */
  commissionPercent: z.number().nonnegative(),
  score: z.number().nonnegative(),
  computedAt: z.iso.datetime(),
});
export type TEventRankFactors = z.infer<typeof ZEventRankFactors>;
