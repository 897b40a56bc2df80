// The partner's insights and dashboard figures, read from the per-day sales and views kept by
// triggers and the page-view counter (so a year of 10,000 events reads a few hundred rows), and
// from the ticket types' stock. Built with the partner's id.
import { sql } from 'drizzle-orm';
import {
  fromMinor,
  type TCurrencyCode,
  type TInsights,
  type TInsightsQuery,
  type TPartnerDashboard,
  NOT_FOUND,
} from '@pavilion/domain';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/raw-sql';
import { notFound } from '../../platform/errors';

const DAY_MS = 86_400_000;
const dayOf = (d: Date) => d.toISOString().slice(0, 10);
const addDays = (isoDate: string, n: number) => dayOf(new Date(Date.parse(`${isoDate}T00:00:00Z`) + n * DAY_MS));
const dateText = (value: unknown) => (value instanceof Date ? dayOf(value) : String(value).slice(0, 10));

type Revenue = Array<{ currency: TCurrencyCode; amount: number }>;

function addRevenue(into: Map<TCurrencyCode, number>, currency: TCurrencyCode, minor: number) {
  into.set(currency, (into.get(currency) ?? 0) + minor);
}
const revenueOf = (m: Map<TCurrencyCode, number>): Revenue =>
  [...m.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, minor]) => ({ currency, amount: fromMinor(minor, currency) }));

export class PartnerInsights {
  constructor(
    private readonly db: DbOrTx,
    private readonly partnerId: number,
  ) {}

  private async rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
    return rowsOf<T>(await this.db.execute(query));
  }

  async insights(q: TInsightsQuery): Promise<TInsights> {
    const eventId = q.eventId ?? null;
    if (eventId !== null) {
      const [own] = await this.rows<{ id: number }>(
        sql`select id from events where id = ${eventId} and partner_id = ${this.partnerId}`,
      );
      if (!own) throw notFound(NOT_FOUND.event);
    }
    const sales = eventId
      ? sql`select day, currency, orders, tickets, revenue_minor from event_sales_days
            where event_id = ${eventId} and day between ${q.from}::date and ${q.to}::date`
      : sql`select day, currency, orders, tickets, revenue_minor from partner_sales_days
            where partner_id = ${this.partnerId} and day between ${q.from}::date and ${q.to}::date`;
    const views = eventId
      ? sql`select day, views from event_view_days where event_id = ${eventId} and day between ${q.from}::date and ${q.to}::date`
      : sql`select day, views from partner_view_days where partner_id = ${this.partnerId} and day between ${q.from}::date and ${q.to}::date`;
    const breakdown = eventId
      ? sql`select tt.id, tt.name, e.name as event_name, tt.currency, coalesce(sum(s.tickets), 0)::int as tickets,
                   coalesce(sum(s.revenue_minor), 0)::bigint as revenue_minor
            from ticket_types tt join events e on e.id = tt.event_id
            left join ticket_type_sales_days s on s.ticket_type_id = tt.id and s.day between ${q.from}::date and ${q.to}::date
            where tt.event_id = ${eventId}
            group by tt.id, tt.name, e.name, tt.currency, tt.position order by tt.position, tt.id`
      : // All events: the ten that sold most, all time (kept per event by the sales trigger, read from its index).
        sql`select t.event_id as id, e.name, e.name as event_name, s.currency, s.tickets, s.revenue_minor
            from (select event_id from event_sales_totals where partner_id = ${this.partnerId}
                  group by event_id order by sum(tickets) desc, event_id limit 10) t
            join events e on e.id = t.event_id
            join event_sales_totals s on s.event_id = t.event_id
            order by t.event_id`;
    const stock = eventId
      ? sql`select coalesce(sum(sold), 0)::int as sold, coalesce(sum(held), 0)::int as held, coalesce(sum(quantity), 0)::bigint as capacity
            from ticket_types where event_id = ${eventId}`
      : sql`select coalesce(sum(t.sold), 0)::int as sold, coalesce(sum(t.held), 0)::int as held, coalesce(sum(t.quantity), 0)::bigint as capacity
            from events e join ticket_types t on t.event_id = e.id where e.partner_id = ${this.partnerId}`;
    // Sold through the widget: its paid orders, read from their own partial index (few beside all orders).
    const widget = sql`select currency, count(*)::int as orders, coalesce(sum(ticket_count), 0)::int as tickets,
                              coalesce(sum(total_minor), 0)::bigint as revenue_minor
            from orders where partner_id = ${this.partnerId} and source = 'widget' and status = 'paid'
              and paid_at >= ${q.from}::date and paid_at < ${addDays(q.to, 1)}::date
              ${eventId ? sql`and event_id = ${eventId}` : sql``}
            group by currency`;
    type SalesRow = {
      day: unknown;
      currency: TCurrencyCode;
      orders: number;
      tickets: number;
      revenue_minor: string | number;
    };
    type BreakdownRow = {
      id: number;
      name: string;
      event_name: string;
      currency: TCurrencyCode;
      tickets: number;
      revenue_minor: string | number;
    };
    const [salesRows, viewRows, breakdownRows, [stockRow], widgetRows] = await Promise.all([
      this.rows<SalesRow>(sales),
      this.rows<{ day: unknown; views: number }>(views),
      this.rows<BreakdownRow>(breakdown),
      this.rows<{ sold: number; held: number; capacity: string | number }>(stock),
      this.rows<Omit<SalesRow, 'day'>>(widget),
    ]);
    const widgetRevenue = new Map<TCurrencyCode, number>();
    for (const r of widgetRows) addRevenue(widgetRevenue, r.currency, Number(r.revenue_minor));

    const days = new Map<
      string,
      { orders: number; tickets: number; revenue: Map<TCurrencyCode, number>; views: number }
    >();
    for (let d = q.from; d <= q.to; d = addDays(d, 1))
      days.set(d, { orders: 0, tickets: 0, revenue: new Map(), views: 0 });
    const totalRevenue = new Map<TCurrencyCode, number>();
    let orders = 0;
    let tickets = 0;
    let pageViews = 0;
    for (const r of salesRows) {
      const day = days.get(dateText(r.day));
      if (!day) continue;
      day.orders += r.orders;
      day.tickets += r.tickets;
      addRevenue(day.revenue, r.currency, Number(r.revenue_minor));
      addRevenue(totalRevenue, r.currency, Number(r.revenue_minor));
      orders += r.orders;
      tickets += r.tickets;
    }
    for (const r of viewRows) {
      const day = days.get(dateText(r.day));
      if (!day) continue;
      day.views += r.views;
      pageViews += r.views;
    }
    // The all-events breakdown has a row per event and currency: one row per event here, most sold first.
    const grouped = new Map<
      number,
      { id: number; name: string; eventName: string; tickets: number; revenue: Map<TCurrencyCode, number> }
    >();
    for (const r of breakdownRows) {
      const row = grouped.get(r.id) ?? {
        id: r.id,
        name: r.name,
        eventName: r.event_name,
        tickets: 0,
        revenue: new Map(),
      };
      row.tickets += r.tickets;
      if (Number(r.revenue_minor)) addRevenue(row.revenue, r.currency, Number(r.revenue_minor));
      grouped.set(r.id, row);
    }
    const capacity = Number(stockRow?.capacity ?? 0);
    const sold = stockRow?.sold ?? 0;
    return {
      from: q.from,
      to: q.to,
      eventId,
      days: [...days.entries()].map(([day, d]) => ({
        day,
        orders: d.orders,
        ticketsSold: d.tickets,
        revenue: revenueOf(d.revenue),
        pageViews: d.views,
      })),
      totals: { orders, ticketsSold: tickets, revenue: revenueOf(totalRevenue), pageViews },
      widget: {
        orders: widgetRows.reduce((n, r) => n + r.orders, 0),
        ticketsSold: widgetRows.reduce((n, r) => n + r.tickets, 0),
        revenue: revenueOf(widgetRevenue),
      },
      conversionRate: pageViews ? Math.round((orders / pageViews) * 1000) / 10 : null,
      breakdown: [...grouped.values()]
        .sort((x, y) => (eventId ? 0 : y.tickets - x.tickets || x.id - y.id))
        .map((r) => ({
          id: r.id,
          name: r.name,
          eventName: r.eventName,
          ticketsSold: r.tickets,
          revenue: revenueOf(r.revenue),
        })),
      breakdownKind: eventId ? 'ticketType' : 'event',
      sellThrough: {
        sold,
        held: stockRow?.held ?? 0,
        capacity,
        percentage: capacity ? Math.min(100, Math.round((sold / capacity) * 1000) / 10) : null,
      },
    };
  }

  /** The dashboard's summary: the partner's own figures. */
  async dashboard(now: Date): Promise<TPartnerDashboard> {
    const to = dayOf(now);
    const from = addDays(to, -29);
    const [statusRows, [upcoming], [waiting], salesRows, latestOrders, decisions] = await Promise.all([
      this.rows<{ status: 'DRAFT' | 'APPROVED' | 'PENDING' | 'REJECTED'; n: number }>(
        sql`select status, count(*)::int as n from events where partner_id = ${this.partnerId} group by status`,
      ),
      this.rows<{ n: number }>(
        sql`select count(*)::int as n from events where partner_id = ${this.partnerId} and start_at > ${now.toISOString()}::timestamptz`,
      ),
      this.rows<{ n: number }>(
        sql`select count(*)::int as n from events e join event_versions v on v.id = e.current_version_id
            where e.partner_id = ${this.partnerId} and v.status = 'PENDING'`,
      ),
      this.rows<{ currency: TCurrencyCode; orders: number; tickets: number; revenue_minor: string | number }>(
        sql`select currency, sum(orders)::int as orders, sum(tickets)::int as tickets, sum(revenue_minor)::bigint as revenue_minor
            from partner_sales_days where partner_id = ${this.partnerId} and day between ${from}::date and ${to}::date
            group by currency`,
      ),
      this.rows<{
        id: string;
        paid_at: unknown;
        event_id: number;
        event_name: string;
        buyer_first_name: string;
        buyer_surname: string;
        ticket_count: number;
        total_minor: string | number;
        currency: TCurrencyCode;
      }>(
        sql`select o.id, o.paid_at, o.event_id, e.name as event_name, o.buyer_first_name, o.buyer_surname, o.ticket_count,
                   o.total_minor, o.currency
            from orders o join events e on e.id = o.event_id
            where o.partner_id = ${this.partnerId} and o.status = 'paid'
            order by o.paid_at desc, o.id desc limit 5`,
      ),
      this.rows<{
        event_id: number;
        event_name: string;
        version_id: number | null;
        status: 'APPROVED' | 'PENDING' | 'REJECTED';
        comment: string;
        created_at: unknown;
      }>(
        sql`select u.event_id, e.name as event_name, u.event_version_id as version_id, u.status, u.comment, u.created_at
            from event_vetting_updates u join events e on e.id = u.event_id
            where e.partner_id = ${this.partnerId}
            order by u.created_at desc, u.id desc limit 5`,
      ),
    ]);
    const byStatus = { DRAFT: 0, PENDING: 0, APPROVED: 0, REJECTED: 0 };
    for (const r of statusRows) byStatus[r.status] = r.n;
    const revenue = new Map<TCurrencyCode, number>();
    for (const r of salesRows) addRevenue(revenue, r.currency, Number(r.revenue_minor));
    const iso = (v: unknown) => (v instanceof Date ? v : new Date(String(v))).toISOString();
    return {
      upcomingEvents: upcoming.n,
      eventsByStatus: byStatus,
      waitingForReview: waiting.n,
      last30Days: {
        from,
        to,
        orders: salesRows.reduce((s, r) => s + r.orders, 0),
        ticketsSold: salesRows.reduce((s, r) => s + r.tickets, 0),
        revenue: revenueOf(revenue),
      },
      latestOrders: latestOrders.map((o) => ({
        id: o.id,
        datetime: iso(o.paid_at),
        eventId: o.event_id,
        eventName: o.event_name,
        buyerName: `${o.buyer_first_name} ${o.buyer_surname}`,
        numberOfTickets: o.ticket_count,
        totalPrice: fromMinor(Number(o.total_minor), o.currency),
        currency: o.currency,
      })),
      latestDecisions: decisions.map((d) => ({
        eventId: d.event_id,
        eventName: d.event_name,
        versionId: d.version_id,
        status: d.status,
        comment: d.comment,
        createdAt: iso(d.created_at),
      })),
    };
  }
}
