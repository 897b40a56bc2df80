// The admin dashboard's figures, all read from the data: partners and events by status, paid orders
// and revenue per currency over time (from the registrations projection), new sign-ups, and the two
// review queues, oldest first, with how long each item has waited in business days.
import { and, asc, count, eq, gte, sql } from 'drizzle-orm';
import {
  fromMinor,
  PARTNER_VETTING_STATUSES,
  reviewWait,
  VETTING_STATUSES,
  type TAdminDashboard,
  type TCurrencyCode,
  type TDashboardRange,
} from '@pavilion/domain';
import type { Database } from '../../../db/client';
import { rowsOf } from '../../../db/raw-sql';
import {
  attendees,
  eventAdminRows,
  events,
  eventVersions,
  orderRegistrations,
  partners,
  partnerVettingUpdates,
} from '../../../db/schema';

const DAY_MS = 86_400_000;
/** How many items each queue lists (the status counts give the whole number). */
export const QUEUE_LIMIT = 20;

const RANGES: Record<TDashboardRange, { days: number; interval: TAdminDashboard['interval'] }> = {
  '30d': { days: 30, interval: 'day' },
  '90d': { days: 90, interval: 'week' },
  '365d': { days: 365, interval: 'month' },
};

const isoDate = (d: Date) => d.toISOString().slice(0, 10);

/** The first day (UTC) of the bucket `d` falls in. */
function bucketStart(d: Date, interval: TAdminDashboard['interval']): Date {
  const day = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
  if (interval === 'day') return day;
  if (interval === 'week') return new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY_MS);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1));
}

function nextBucket(d: Date, interval: TAdminDashboard['interval']): Date {
  if (interval === 'day') return new Date(d.getTime() + DAY_MS);
  if (interval === 'week') return new Date(d.getTime() + 7 * DAY_MS);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1));
}

/** Every bucket from `from` to `to`, as ISO dates. */
export function buckets(from: Date, to: Date, interval: TAdminDashboard['interval']): string[] {
  const out: string[] = [];
  for (let b = bucketStart(from, interval); b <= to; b = nextBucket(b, interval)) out.push(isoDate(b));
  return out;
}

export class AdminDashboardReader {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
  ) {}

  async read(range: TDashboardRange): Promise<TAdminDashboard> {
    const now = this.now();
    const { days, interval } = RANGES[range];
    const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
    const from = new Date(today.getTime() - (days - 1) * DAY_MS);
    const unit = sql.raw(`'${interval}'`);
    const bucketOf = (column: unknown) =>
      sql<string>`to_char(date_trunc(${unit}, ${column} at time zone 'UTC'), 'YYYY-MM-DD')`;

    const [partnerCounts, eventCounts, publicCounts, sales, attendeeSignUps, partnerSignUps, partnerQueue, eventQueue] =
      await Promise.all([
        this.db
          .select({ status: partners.currentVettingStatus, n: count() })
          .from(partners)
          .groupBy(partners.currentVettingStatus),
        this.db
          .select({ status: eventAdminRows.status, n: count() })
          .from(eventAdminRows)
          .groupBy(eventAdminRows.status),
        this.db
          .select({
            n: count(),
            upcoming: sql<number>`count(*) filter (where ${events.startAt} > ${now.toISOString()}::timestamptz)::int`,
          })
          .from(events)
          .innerJoin(partners, eq(partners.id, events.partnerId))
          .where(
            and(
              eq(events.status, 'APPROVED'),
              eq(events.published, true),
              eq(partners.currentVettingStatus, 'APPROVED'),
            ),
          ),
        this.db
          .select({
            currency: orderRegistrations.currency,
            period: bucketOf(orderRegistrations.createdAt),
            orders: count(),
            revenue: sql<string>`sum(${orderRegistrations.totalMinor})::text`,
          })
          .from(orderRegistrations)
          .where(gte(orderRegistrations.createdAt, from))
          .groupBy(sql`1, 2`),
        this.db
          .select({ period: bucketOf(attendees.createdAt), n: count() })
          .from(attendees)
          .where(gte(attendees.createdAt, from))
          .groupBy(sql`1`),
        this.db
          .select({ period: bucketOf(partners.createdAt), n: count() })
          .from(partners)
          .where(gte(partners.createdAt, from))
          .groupBy(sql`1`),
        this.partnerQueue(),
        this.eventQueue(),
      ]);

    const periods = buckets(from, today, interval);
    const byCurrency = new Map<TCurrencyCode, Map<string, { orders: number; revenue: number }>>();
    for (const row of sales) {
      const series = byCurrency.get(row.currency) ?? new Map();
      series.set(row.period, { orders: row.orders, revenue: Number(row.revenue) });
      byCurrency.set(row.currency, series);
    }
    const attendeeBy = new Map(attendeeSignUps.map((r) => [r.period, r.n]));
    const partnerBy = new Map(partnerSignUps.map((r) => [r.period, r.n]));
    const partnerStatus = new Map(partnerCounts.map((r) => [r.status, r.n]));
    const eventStatus = new Map(eventCounts.map((r) => [r.status, r.n]));

    return {
      range,
      interval,
      from: isoDate(from),
      to: isoDate(today),
      partners: {
        total: partnerCounts.reduce((s, r) => s + r.n, 0),
        byStatus: Object.fromEntries(PARTNER_VETTING_STATUSES.map((s) => [s, partnerStatus.get(s) ?? 0])) as never,
      },
      events: {
        total: eventCounts.reduce((s, r) => s + r.n, 0),
        public: publicCounts[0]?.n ?? 0,
        upcomingPublic: publicCounts[0]?.upcoming ?? 0,
        byStatus: Object.fromEntries(VETTING_STATUSES.map((s) => [s, eventStatus.get(s) ?? 0])) as never,
      },
      sales: [...byCurrency.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([currency, series]) => {
          const points = periods.map((period) => {
            const p = series.get(period) ?? { orders: 0, revenue: 0 };
            return { period, orders: p.orders, revenue: fromMinor(p.revenue, currency) };
          });
          const totalMinor = [...series.values()].reduce((s, p) => s + p.revenue, 0);
          return {
            currency,
            orders: points.reduce((s, p) => s + p.orders, 0),
            revenue: fromMinor(totalMinor, currency),
            points,
          };
        }),
      signUps: {
        attendees: attendeeSignUps.reduce((s, r) => s + r.n, 0),
        partners: partnerSignUps.reduce((s, r) => s + r.n, 0),
        points: periods.map((period) => ({
          period,
          attendees: attendeeBy.get(period) ?? 0,
          partners: partnerBy.get(period) ?? 0,
        })),
      },
      queues: {
        partners: partnerQueue.map((p) => ({ ...p, ...this.wait(p.waitingSince, now) })),
        eventVersions: eventQueue.map((e) => ({ ...e, ...this.wait(e.waitingSince, now) })),
      },
    };
  }

  private wait(since: string, now: Date) {
    return reviewWait(new Date(since), now);
  }

  /** Partners waiting for a decision, since their latest application or resubmission. */
  private async partnerQueue() {
    const rows = rowsOf<{ partner_id: number; name: string; waiting_since: string }>(
      await this.db.execute(sql`
        select p.id as partner_id, p.name,
          to_char(coalesce(
            (select max(u.created_at) from ${partnerVettingUpdates} u where u.partner_id = p.id and u.status = 'PENDING'),
            p.created_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as waiting_since
        from ${partners} p
        where p.current_vetting_status = 'PENDING'
        order by 3, p.id
        limit ${QUEUE_LIMIT}`),
    );
    return rows.map((r) => ({ partnerId: r.partner_id, name: r.name, waitingSince: r.waiting_since }));
  }

  /** Event versions waiting for review (each event's newest, while pending), since they were submitted. */
  private async eventQueue() {
    const rows = await this.db
      .select({
        eventId: events.id,
        eventVersionId: eventVersions.id,
        eventName: events.name,
        partnerName: partners.name,
        submittedAt: eventVersions.createdAt,
        eventStatus: events.status,
      })
      .from(eventVersions)
      .innerJoin(events, eq(events.currentVersionId, eventVersions.id))
      .innerJoin(partners, eq(partners.id, events.partnerId))
      .where(eq(eventVersions.status, 'PENDING'))
      .orderBy(asc(eventVersions.createdAt), asc(eventVersions.id))
      .limit(QUEUE_LIMIT);
    return rows.map((r) => ({
      eventId: r.eventId,
      eventVersionId: r.eventVersionId,
      eventName: r.eventName,
      partnerName: r.partnerName,
      waitingSince: r.submittedAt.toISOString(),
      firstVersion: r.eventStatus !== 'APPROVED',
    }));
  }
}
