// Insights (GET /api/partner/insights): per event or for all the partner's events, tickets sold and
// revenue per day over a chosen range, by ticket type, sell-through against capacity, and views of
// the public event page against orders.
import { z } from 'zod';
import '../common/zod-messages';
import { ZIsoDate } from '../common/dates';
import { ZId, ZIdFromString } from '../common/ids';
import { ZCurrencyCode, ZMajorAmount } from '../money';
import { PARTNER_MESSAGES } from '../messages';

export const INSIGHTS_MAX_DAYS = 366;
export const INSIGHTS_DEFAULT_DAYS = 30;

const DAY_MS = 86_400_000;
const dayNumber = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / DAY_MS;

/** Days are UTC calendar days, both ends included; at most a year. */
export const ZInsightsQuery = z
  .object({
    eventId: ZIdFromString.optional(),
    from: ZIsoDate,
    to: ZIsoDate,
  })
  .refine((q) => q.from <= q.to, { error: () => PARTNER_MESSAGES.rangeReversed, path: ['to'] })
  .refine((q) => q.from > q.to || dayNumber(q.to) - dayNumber(q.from) + 1 <= INSIGHTS_MAX_DAYS, {
    error: () => PARTNER_MESSAGES.rangeTooLong({ days: INSIGHTS_MAX_DAYS }),
    path: ['from'],
  });
export type TInsightsQuery = z.output<typeof ZInsightsQuery>;
export type TInsightsQueryInput = z.input<typeof ZInsightsQuery>;

const count = z.number().int().nonnegative();
const ZRevenue = z.array(z.object({ currency: ZCurrencyCode, amount: ZMajorAmount }));

export const ZInsightsDay = z.object({
  day: ZIsoDate,
  orders: count,
  ticketsSold: count,
  revenue: ZRevenue,
  pageViews: count,
});
export type TInsightsDay = z.infer<typeof ZInsightsDay>;

export const ZInsights = z.object({
  from: ZIsoDate,
  to: ZIsoDate,
  eventId: ZId.nullable(),
  /** Every day of the range, days without sales or views included. */
  days: z.array(ZInsightsDay),
  totals: z.object({ orders: count, ticketsSold: count, revenue: ZRevenue, pageViews: count }),
  /**
   * Of the totals, what was sold through the ticket widget on the partner's own website (orders whose
   * checkout the widget opened, paid over the range and still paid).
   */
  widget: z.object({ orders: count, ticketsSold: count, revenue: ZRevenue }),
  /** Orders per 100 page views over the range; null without views. */
  conversionRate: z.number().nonnegative().nullable(),
  /**
   * Ticket types of one event (sold over the range), or the ten events that sold most (of all events,
   * all time: a ranking per range would read every event's every day).
   */
  breakdown: z.array(
    z.object({
      id: ZId,
      name: z.string(),
      /** The event the row belongs to (the event itself for an event row). */
      eventName: z.string(),
      ticketsSold: count,
      revenue: ZRevenue,
    }),
  ),
  breakdownKind: z.enum(['ticketType', 'event']),
  /** All time, against what is offered: sold / capacity. */
  sellThrough: z.object({
    sold: count,
    held: count,
    capacity: count,
    /** 0-100, one decimal; null when nothing is offered. */
    percentage: z.number().min(0).max(100).nullable(),
  }),
});
export type TInsights = z.infer<typeof ZInsights>;

/** The default range: the last 30 days up to `today` ('YYYY-MM-DD'). */
export function defaultInsightsRange(today: string): { from: string; to: string } {
  const from = new Date(Date.parse(`${today}T00:00:00Z`) - (INSIGHTS_DEFAULT_DAYS - 1) * DAY_MS);
  return { from: from.toISOString().slice(0, 10), to: today };
}
