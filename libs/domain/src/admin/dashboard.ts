// The admin dashboard's summary (GET /api/admin/dashboard): the marketplace in figures and the review queues.
import { z } from 'zod';
import '../common/zod-messages';
import { PARTNER_VETTING_STATUSES, VETTING_STATUSES } from '../constants';
import { ZIsoDate, ZIsoDateTime } from '../common/dates';
import { ZId } from '../common/ids';
import { ZCurrencyCode, ZMajorAmount } from '../money';
import { QUERY_MESSAGES } from '../messages/queries';
import { REVIEW_WAIT_STATES } from './review-wait';

/** The period the figures cover: 30 days by day, 90 days by week, a year by month. */
export const DASHBOARD_RANGES = ['30d', '90d', '365d'] as const;
export type TDashboardRange = (typeof DASHBOARD_RANGES)[number];

export const ZAdminDashboardQuery = z.object({
  range: z
    .enum(DASHBOARD_RANGES, {
      error: () => QUERY_MESSAGES.dashboardRange({ allowed: DASHBOARD_RANGES.join(', ') }),
    })
    .default('30d'),
});
export type TAdminDashboardQuery = z.output<typeof ZAdminDashboardQuery>;

const count = z.number().int().nonnegative();

const ZReviewWait = z.object({
  /** When it started waiting: the application (or resubmission), or the version's submission. */
  waitingSince: ZIsoDateTime,
  businessDays: count,
  state: z.enum(REVIEW_WAIT_STATES),
});

export const ZPartnerQueueItem = ZReviewWait.extend({ partnerId: ZId, name: z.string() });
export type TPartnerQueueItem = z.infer<typeof ZPartnerQueueItem>;

export const ZEventVersionQueueItem = ZReviewWait.extend({
  eventId: ZId,
  eventVersionId: ZId,
  eventName: z.string(),
  partnerName: z.string(),
  /** True when no version of the event was approved before (a new event rather than a change). */
  firstVersion: z.boolean(),
});
export type TEventVersionQueueItem = z.infer<typeof ZEventVersionQueueItem>;

export const ZAdminDashboard = z.object({
  range: z.enum(DASHBOARD_RANGES),
  /** The buckets of the series: days, weeks (starting Monday) or months, as their first day (UTC). */
  interval: z.enum(['day', 'week', 'month']),
  from: ZIsoDate,
  to: ZIsoDate,
  partners: z.object({
    total: count,
    byStatus: z.object(
      Object.fromEntries(PARTNER_VETTING_STATUSES.map((s) => [s, count])) as Record<
        (typeof PARTNER_VETTING_STATUSES)[number],
        typeof count
      >,
    ),
  }),
  events: z.object({
    total: count,
    /** In the marketplace now. */
    public: count,
    upcomingPublic: count,
    byStatus: z.object(
      Object.fromEntries(VETTING_STATUSES.map((s) => [s, count])) as Record<
        (typeof VETTING_STATUSES)[number],
        typeof count
      >,
    ),
  }),
  /** Paid orders and their revenue per currency over the range, one point per bucket (zeros included). */
  sales: z.array(
    z.object({
      currency: ZCurrencyCode,
      orders: count,
      revenue: ZMajorAmount,
      points: z.array(z.object({ period: ZIsoDate, orders: count, revenue: ZMajorAmount })),
    }),
  ),
  signUps: z.object({
    attendees: count,
    partners: count,
    points: z.array(z.object({ period: ZIsoDate, attendees: count, partners: count })),
  }),
  queues: z.object({
    /** Partners waiting for a decision, oldest first. */
    partners: z.array(ZPartnerQueueItem),
    /** Event versions waiting for review, oldest first. */
    eventVersions: z.array(ZEventVersionQueueItem),
  }),
});
export type TAdminDashboard = z.infer<typeof ZAdminDashboard>;
