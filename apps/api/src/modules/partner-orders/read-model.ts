// The partner's registrations: the paid orders of their events, the order detail and the CSV exports.
// Built with the partner's id: orders carry their event's partner (set by a trigger), and every query
// filters by it, so another partner's order or event answers 404.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Writable } from 'node:stream';
import {
  decimalAmount,
  fromMinor,
  TICKET_HOLDER_MESSAGES,
  type TCurrencyCode,
  type TOrder,
  type TPartnerOrderSummary,
  type TPartnerOrdersPage,
  type TPartnerOrdersQuery,
  NOT_FOUND,
} from '@pavilion/domain';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/raw-sql';
import { events, orders } from '../../db/schema';
import { csvWriter } from '../../platform/csv';
import { notFound } from '../../platform/errors';
import { listPage, searchedTotal, type ListTotal } from '../../platform/list';
import { OrderViews } from '../orders';
import { TICKET_HOLDER_CSV_COLUMNS } from '../tickets';

const DAY_MS = 86_400_000;
/** How many of the newest orders a common prefix's share is estimated on. */
const SAMPLE = 5_000;

/** How many orders match `where`, counting no further than `limit`. */
async function countUpTo(db: DbOrTx, where: SQL, limit: number): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from (select 1 from ${orders} o where ${where} limit ${limit}) s`),
  );
  return row.n;
}
const dayStart = (isoDate: string) => new Date(`${isoDate}T00:00:00.000Z`);

interface SummaryRow {
  id: string;
  paid_at: Date | string;
  event_id: number;
  event_name: string;
  buyer_first_name: string;
  buyer_surname: string;
  buyer_email: string;
  ticket_count: number;
  total_minor: number | string;
  currency: TCurrencyCode;
}

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

export class PartnerOrders {
  constructor(
    private readonly db: DbOrTx,
    private readonly partnerId: number,
    /** A search counts exactly up to this many matches (config.listExactTotalUpTo). */
    private readonly exactTotalUpTo = 1_000,
  ) {}

  /**
   * Paid orders, newest first by default, sorted in SQL by when they were paid, event name, size or
   * total. The total comes from the per-day sales kept by triggers when no text search narrows the
   * list, so it costs a few hundred rows whatever the number of orders; a search counts exactly up to
   * a threshold and estimates above it.
   */
  async summaries(query: TPartnerOrdersQuery): Promise<TPartnerOrdersPage> {
    const filters: SQL[] = [sql`o.partner_id = ${this.partnerId}`, sql`o.status = 'paid'`];
    if (query.eventId) filters.push(sql`o.event_id = ${query.eventId}`);
    if (query.from) filters.push(sql`o.paid_at >= ${dayStart(query.from).toISOString()}::timestamptz`);
    if (query.to)
      filters.push(sql`o.paid_at < ${new Date(dayStart(query.to).getTime() + DAY_MS).toISOString()}::timestamptz`);
    // The buyer's email from its start, case-insensitive. How many orders match is counted first, up
    // to the exact-total threshold, on a range of orders_partner_email_idx (the bounds are operators
    // of its text_pattern_ops, so a parameter still uses the index; LIKE keeps the match exact). A
    // rarer prefix is then read on that range and sorted (at most the threshold of rows). A common one
    // is read in the list's order with the match as a filter (the expression hides it from the email
    // index), which meets a page of matches long before the range would have been read and sorted.
    let searched: ListTotal | undefined;
    if (query.q) {
      const prefix = query.q.toLowerCase();
      const next = prefix.slice(0, -1) + String.fromCodePoint(prefix.codePointAt(prefix.length - 1)! + 1);
      const pattern = prefixPattern(prefix);
      const inRange = sql`lower(o.buyer_email) ~>=~ ${prefix} and lower(o.buyer_email) ~<~ ${next} and lower(o.buyer_email) like ${pattern}`;
      const matches = await countUpTo(this.db, sql.join([...filters, inRange], sql` and `), this.exactTotalUpTo + 1);
      if (matches <= this.exactTotalUpTo) {
        filters.push(inRange);
        searched = { total: matches, totalIsEstimate: false };
      } else {
        const base = sql.join(filters, sql` and `);
        filters.push(sql`(lower(o.buyer_email) || '') like ${pattern}`);
        searched = await this.commonPrefixTotal(query, base, pattern);
      }
    }
    const where = sql.join(filters, sql` and `);
    const byName = query.sort === 'eventName';
    const page = await listPage(query, SORTS, sql`o.id`, {
      // Paid orders have every sort column set, so the order needs no NULLS clause and an index read
      // backwards serves the descending direction (listOrderBy's NULLS LAST would force a sort). The
      // page's ids are found on orders alone (index-only for deep pages); the event names are joined
      // to those 20 only, except for the name order, which walks the partner's events by name.
      rows: async ({ limit, offset }) =>
        rowsOf<SummaryRow>(
          await this.db.execute(sql`
              select o.id, o.paid_at, o.event_id, e.name as event_name, o.buyer_first_name, o.buyer_surname,
                     o.buyer_email, o.ticket_count, o.total_minor, o.currency
              from ${
                byName
                  ? sql`(select o.* , e.name as event_name_key from ${orders} o join ${events} e on e.id = o.event_id
                         where ${where} and e.partner_id = ${this.partnerId}
                         order by ${orderOf(query, sql`e`)} limit ${limit} offset ${offset})`
                  : sql`(select o.id from ${orders} o where ${where} order by ${orderOf(query)} limit ${limit} offset ${offset}) p
                        join ${orders} o on o.id = p.id`
              } ${byName ? sql`o` : sql``}
              join ${events} e on e.id = o.event_id
              order by ${orderOf(query)}`),
        ),
      count: async () => searched ?? this.count(query, where),
    });
    return { ...page, items: page.items.map(summaryOf) };
  }

  /**
   * The estimated total of a prefix more than the threshold of orders share: its share among the
   * newest SAMPLE orders of the list times the list's count without the search (kept per day), to two
   * significant figures. The planner's estimate for a prefix of an email was far too low (0.1-0.5 %
   * for one that nearly every order has).
   */
  private async commonPrefixTotal(query: TPartnerOrdersQuery, base: SQL, pattern: string): Promise<ListTotal> {
    const [[sample], all] = await Promise.all([
      this.db
        .execute(
          sql`select count(*)::int as n, count(*) filter (where lower(s.buyer_email) like ${pattern})::int as hits
              from (select o.buyer_email from ${orders} o where ${base} order by o.paid_at desc limit ${SAMPLE}) s`,
        )
        .then((r) => rowsOf<{ n: number; hits: number }>(r)),
      this.count({ ...query, q: undefined }, base),
    ]);
    const unsearched = typeof all === 'number' ? all : all.total;
    const share = sample.n ? sample.hits / sample.n : 1;
    const total = Math.max(this.exactTotalUpTo + 1, Number(Math.round(share * unsearched).toPrecision(2)));
    return { total, totalIsEstimate: true };
  }

  private async count(query: TPartnerOrdersQuery, where: SQL): Promise<number | ListTotal> {
    if (query.q) return searchedTotal(this.db, sql`${orders} o`, where, this.exactTotalUpTo);
    const days: SQL[] = [];
    if (query.from) days.push(sql`day >= ${query.from}::date`);
    if (query.to) days.push(sql`day <= ${query.to}::date`);
    const range = days.length ? sql` and ${sql.join(days, sql` and `)}` : sql``;
    const source = query.eventId
      ? sql`event_sales_days where partner_id = ${this.partnerId} and event_id = ${query.eventId}`
      : sql`partner_sales_days where partner_id = ${this.partnerId}`;
    const [row] = rowsOf<{ n: number }>(
      await this.db.execute(sql`select coalesce(sum(orders), 0)::int as n from ${source}${range}`),
    );
    return row.n;
  }

  /** One order of the partner's events (paid or not), as the receipt shows it, the card masked. */
  async detail(orderId: string, now: Date): Promise<TOrder> {
    const reads = new OrderViews(this.db, () => now);
    const [order] = await reads.views(
      await reads.select().where(and(eq(orders.partnerId, this.partnerId), eq(orders.id, orderId))),
    );
    if (!order) throw notFound(NOT_FOUND.order);
    return order;
  }

  /** The event's name if it is the partner's. */
  async eventName(eventId: number): Promise<string> {
    const [row] = await this.db
      .select({ name: events.name })
      .from(events)
      .where(and(eq(events.id, eventId), eq(events.partnerId, this.partnerId)))
      .limit(1);
    if (!row) throw notFound(NOT_FOUND.event);
    return row.name;
  }

  /**
   * Writes the event's paid orders (kind 'orders') or its attendees, one row per ticket ('attendees'),
   * as CSV: pages of 1,000 rows read in key order, each written before the next is read (backpressure
   * respected). Cells a spreadsheet would run as a formula (=, +, -, @, tab, carriage return) are
   * written with a leading apostrophe (csv-stringify's escape_formulas).
   */
  async writeCsv(eventId: number, kind: 'orders' | 'attendees', out: Writable): Promise<void> {
    const csv = csvWriter(out, kind === 'orders' ? ORDER_COLUMNS : ATTENDEE_COLUMNS);
    let after: { paidAt: string; id: string } | null = null;
    for (;;) {
      const cursor: SQL = after
        ? sql`and (o.paid_at, o.id::text) > (${after.paidAt}::timestamptz, ${after.id})`
        : sql``;
      const rows: Array<Record<string, unknown>> = rowsOf(
        await this.db.execute(
          kind === 'orders'
            ? sql`select o.id::text as id, o.paid_at, o.buyer_first_name, o.buyer_surname, o.buyer_email, o.ticket_count,
                         o.total_minor, o.currency
                  from ${orders} o
                  where o.partner_id = ${this.partnerId} and o.event_id = ${eventId} and o.status = 'paid' ${cursor}
                  order by o.paid_at, o.id::text limit 1000`
            : sql`select o.id::text as id, o.paid_at, t.id::text as ticket_id, tt.name as ticket_type, t.price_minor, t.currency,
                         t.first_name, t.surname, t.email, t.company, t.job_title,
                         (select string_agg(s.name, '; ' order by s.name) from ticket_sub_events x join sub_events s on s.id = x.sub_event_id
                          where x.ticket_id = t.id) as extras
                  from (select * from ${orders} o where o.partner_id = ${this.partnerId} and o.event_id = ${eventId}
                          and o.status = 'paid' ${cursor} order by o.paid_at, o.id::text limit 1000) o
                  join tickets t on t.order_id = o.id
                  join ticket_types tt on tt.id = t.ticket_type_id
                  order by o.paid_at, o.id::text, t.position, t.id`,
        ),
      );
      if (!rows.length) break;
      for (const r of rows) {
        const currency = r.currency as TCurrencyCode;
        if (kind === 'orders')
          await csv.write({
            order: r.id,
            paidAt: iso(r.paid_at as string),
            firstName: r.buyer_first_name,
            surname: r.buyer_surname,
            email: r.buyer_email,
            tickets: r.ticket_count,
            total: decimalAmount(fromMinor(Number(r.total_minor), currency), currency),
            currency,
          });
        else
          await csv.write({
            order: r.id,
            paidAt: iso(r.paid_at as string),
            ticket: r.ticket_id,
            ticketType: r.ticket_type,
            price: decimalAmount(fromMinor(Number(r.price_minor), currency), currency),
            currency,
            // A ticket its buyer names later says so, in the language of whoever downloads the list.
            firstName: r.first_name ?? TICKET_HOLDER_MESSAGES.notNamedYet,
            surname: r.surname,
            email: r.email,
            company: r.company,
            jobTitle: r.job_title,
            extras: r.extras ?? '',
          });
      }
      const last = rows[rows.length - 1];
      after = { paidAt: iso(last.paid_at as string), id: String(last.id) };
      // The attendees query pages by orders: fewer than 1,000 orders means the last page.
      if (kind === 'orders' ? rows.length < 1000 : new Set(rows.map((r) => r.id)).size < 1000) break;
    }
    await csv.end();
  }
}

const SORTS = {
  datetime: [sql`o.paid_at`],
  // Events by name, then each event's orders by when they were paid: one event's orders are one range
  // of orders_event_paid_idx.
  eventName: [sql`e.name`, sql`o.event_id`, sql`o.paid_at`],
  numberOfTickets: [sql`o.ticket_count`],
  totalPrice: [sql`o.total_minor`],
} as const;

/** ORDER BY of a sort; `eventTable` names the events of the name order where its rows come from. */
function orderOf(query: TPartnerOrdersQuery, eventTable?: SQL): SQL {
  const dir = query.direction === 'desc' ? sql`desc` : sql`asc`;
  const columns =
    query.sort === 'eventName' && !eventTable
      ? [sql`o.event_name_key`, sql`o.event_id`, sql`o.paid_at`]
      : SORTS[query.sort];
  return sql.join(
    [...columns, sql`o.id`].map((column) => sql`${column} ${dir}`),
    sql`, `,
  );
}

/** A LIKE pattern matching text that starts with `text` (its % and _ taken literally). */
const prefixPattern = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const ORDER_COLUMNS = [
  { key: 'order', header: 'Order' },
  { key: 'paidAt', header: 'Paid at (UTC)' },
  { key: 'firstName', header: 'First name' },
  { key: 'surname', header: 'Surname' },
  { key: 'email', header: 'Email' },
  { key: 'tickets', header: 'Tickets' },
  { key: 'total', header: 'Total' },
  { key: 'currency', header: 'Currency' },
];

const ATTENDEE_COLUMNS = [
  { key: 'order', header: 'Order' },
  { key: 'paidAt', header: 'Paid at (UTC)' },
  { key: 'ticket', header: 'Ticket' },
  { key: 'ticketType', header: 'Ticket type' },
  { key: 'price', header: 'Price' },
  { key: 'currency', header: 'Currency' },
  ...TICKET_HOLDER_CSV_COLUMNS,
  { key: 'extras', header: 'Extras' },
];

function summaryOf(r: SummaryRow): TPartnerOrderSummary {
  return {
    id: r.id,
    datetime: iso(r.paid_at),
    eventId: r.event_id,
    eventName: r.event_name,
    buyerName: `${r.buyer_first_name} ${r.buyer_surname}`,
    purchaserEmail: r.buyer_email,
    numberOfTickets: r.ticket_count,
    totalPrice: fromMinor(Number(r.total_minor), r.currency),
    currency: r.currency,
  };
}
