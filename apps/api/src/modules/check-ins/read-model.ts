// What the door and the office read about one event's attendees: the list with check-in status (a
// page, or the whole filtered list as CSV) and the live counts. Built with the partner's id: every
// query joins the event and filters by its partner, so another partner's event reads as not found.
import { and, count, eq, ilike, isNotNull, isNull, like, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Writable } from 'node:stream';
import {
  TICKET_HOLDER_MESSAGES,
  type TAttendee,
  type TAttendeesPage,
  type TAttendeesQuery,
  type TCheckInSummary,
  NOT_FOUND,
} from '@pavilion/domain';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/raw-sql';
import { events, orders, persons, tickets, ticketTypes } from '../../db/schema';
import { csvWriter } from '../../platform/csv';
import { notFound } from '../../platform/errors';
import { containsPattern, listOrderBy, listPage, notNull } from '../../platform/list';
import { TICKET_HOLDER_CSV_COLUMNS } from '../tickets';

const scanner = alias(persons, 'scanner');

const attendeeColumns = {
  ticketId: tickets.id,
  orderId: tickets.orderId,
  firstName: tickets.firstName,
  surname: tickets.surname,
  email: tickets.email,
  company: tickets.company,
  jobTitle: tickets.jobTitle,
  ticketTypeId: tickets.ticketTypeId,
  ticketTypeName: ticketTypes.name,
  checkedInAt: tickets.checkedInAt,
  checkedInByPersonId: tickets.checkedInByPersonId,
  scannerFirstName: scanner.firstName,
  scannerSurname: scanner.surname,
};

type AttendeeRow = {
  ticketId: string;
  orderId: string;
  /** Null while the ticket is not named yet. */
  firstName: string | null;
  surname: string | null;
  email: string | null;
  company: string | null;
  jobTitle: string | null;
  ticketTypeId: number;
  ticketTypeName: string;
  checkedInAt: Date | null;
  checkedInByPersonId: number | null;
  scannerFirstName: string | null;
  scannerSurname: string | null;
};

// Tickets not named yet have no name or email: they come last either way.
const SORTS = {
  name: [tickets.surname, tickets.firstName],
  email: [tickets.email],
  ticketType: [notNull(ticketTypes.position), notNull(ticketTypes.name), tickets.surname],
  checkedInAt: [tickets.checkedInAt],
} as const;

/** A ticket number typed at the door: the start of the ticket id, with or without its dashes. */
function ticketNumberPattern(q: string): string | null {
  const hex = q.toLowerCase().replace(/[\s-]/g, '');
  if (!/^[0-9a-f]{4,32}$/.test(hex)) return null;
  // The id's text has dashes after the 8th, 12th, 16th and 20th digits.
  const cuts = [8, 4, 4, 4, 12];
  const parts: string[] = [];
  let rest = hex;
  for (const n of cuts) {
    if (!rest) break;
    parts.push(rest.slice(0, n));
    rest = rest.slice(n);
  }
  return `${parts.join('-')}%`;
}

export class PartnerAttendees {
  constructor(
    private readonly db: DbOrTx,
    private readonly partnerId: number,
  ) {}

  /** The event's name if it is the partner's; 404 otherwise. */
  async eventName(eventId: number): Promise<string> {
    const [row] = await this.db
      .select({ name: events.name })
      .from(events)
      .where(and(eq(events.id, eventId), eq(events.partnerId, this.partnerId)));
    if (!row) throw notFound(NOT_FOUND.event);
    return row.name;
  }

  /** Attendees: valid tickets of paid orders of the partner's event, narrowed by `extra`. */
  private where(eventId: number, extra?: SQL): SQL {
    return and(
      eq(tickets.eventId, eventId),
      eq(events.partnerId, this.partnerId),
      eq(tickets.status, 'valid'),
      eq(orders.status, 'paid'),
      extra,
    ) as SQL;
  }

  private filters(query: TAttendeesQuery): SQL | undefined {
    const parts: (SQL | undefined)[] = [];
    if (query.checkedIn === true) parts.push(isNotNull(tickets.checkedInAt));
    if (query.checkedIn === false) parts.push(isNull(tickets.checkedInAt));
    if (query.q) {
      const pattern = containsPattern(query.q);
      const number = ticketNumberPattern(query.q);
      parts.push(
        or(
          ilike(sql`${tickets.firstName} || ' ' || ${tickets.surname}`, pattern),
          ilike(tickets.email, pattern),
          number ? like(sql`${tickets.id}::text`, number) : undefined,
        ),
      );
    }
    return and(...parts);
  }

  private select() {
    return this.db
      .select(attendeeColumns)
      .from(tickets)
      .innerJoin(orders, eq(orders.id, tickets.orderId))
      .innerJoin(events, eq(events.id, tickets.eventId))
      .innerJoin(ticketTypes, eq(ticketTypes.id, tickets.ticketTypeId))
      .leftJoin(scanner, eq(scanner.id, tickets.checkedInByPersonId))
      .$dynamic();
  }

  /** One page of the event's attendees, by surname unless asked otherwise. */
  async list(eventId: number, query: TAttendeesQuery): Promise<TAttendeesPage> {
    await this.eventName(eventId);
    const where = this.where(eventId, this.filters(query));
    return listPage(query, SORTS, tickets.id, {
      rows: async ({ orderBy, limit, offset }) =>
        (
          (await this.select()
            .where(where)
            .orderBy(...orderBy)
            .limit(limit)
            .offset(offset)) as AttendeeRow[]
        ).map(attendeeOf),
      count: async () =>
        (
          await this.db
            .select({ n: count() })
            .from(tickets)
            .innerJoin(orders, eq(orders.id, tickets.orderId))
            .innerJoin(events, eq(events.id, tickets.eventId))
            .where(where)
        )[0].n,
    });
  }

  /** One attendee of the event, whatever its check-in status; null if the ticket is not one. */
  async one(eventId: number, ticketId: string): Promise<TAttendee | null> {
    const [row] = (await this.select().where(this.where(eventId, eq(tickets.id, ticketId)))) as AttendeeRow[];
    return row ? attendeeOf(row) : null;
  }

  /** Checked in against sold, for the event and each of its ticket types (ticket types with no sale included). */
  async summary(eventId: number): Promise<TCheckInSummary> {
    await this.eventName(eventId);
    const rows = rowsOf<{ ticket_type_id: number; name: string; sold: number; checked_in: number }>(
      await this.db.execute(sql`
        select tt.id as ticket_type_id, tt.name, count(t.id)::int as sold, count(t.checked_in_at)::int as checked_in
        from ${ticketTypes} tt
        left join (${tickets} t join ${orders} o on o.id = t.order_id and o.status = 'paid')
          on t.ticket_type_id = tt.id and t.event_id = ${eventId} and t.status = 'valid'
        where tt.event_id = ${eventId}
        group by tt.id, tt.name, tt.position
        order by tt.position, tt.id`),
    );
    const types = rows.map((r) => ({
      ticketTypeId: Number(r.ticket_type_id),
      name: r.name,
      checkedIn: Number(r.checked_in),
      sold: Number(r.sold),
    }));
    return {
      eventId,
      sold: types.reduce((n, r) => n + r.sold, 0),
      checkedIn: types.reduce((n, r) => n + r.checkedIn, 0),
      ticketTypes: types,
    };
  }

  /**
   * Writes the filtered list (the page's filters and order, every page) as CSV, a thousand rows at a
   * time, each chunk written before the next is read. Cells a spreadsheet would run as a formula are
   * written with a leading apostrophe (csv-stringify's escape_formulas).
   */
  async writeCsv(eventId: number, query: TAttendeesQuery, out: Writable): Promise<void> {
    const csv = csvWriter(out, CSV_COLUMNS);
    const where = this.where(eventId, this.filters(query));
    const orderBy = listOrderBy(query, SORTS, tickets.id);
    for (let offset = 0; ; offset += 1000) {
      const rows = (await this.select()
        .where(where)
        .orderBy(...orderBy)
        .limit(1000)
        .offset(offset)) as AttendeeRow[];
      for (const r of rows.map(attendeeOf))
        await csv.write({
          ticket: r.ticketId,
          // A ticket its buyer names later says so, in the language of whoever downloads the list.
          firstName: r.firstName ?? TICKET_HOLDER_MESSAGES.notNamedYet,
          surname: r.surname,
          email: r.email,
          company: r.company,
          jobTitle: r.jobTitle,
          ticketType: r.ticketTypeName,
          checkedInAt: r.checkedInAt ?? '',
          checkedInBy: r.checkedInBy ?? '',
        });
      if (rows.length < 1000) break;
    }
    await csv.end();
  }
}

const CSV_COLUMNS = [
  { key: 'ticket', header: 'Ticket' },
  ...TICKET_HOLDER_CSV_COLUMNS,
  { key: 'ticketType', header: 'Ticket type' },
  { key: 'checkedInAt', header: 'Checked in at (UTC)' },
  { key: 'checkedInBy', header: 'Checked in by' },
];

function attendeeOf(r: AttendeeRow): TAttendee {
  const by =
    r.checkedInAt === null
      ? null
      : r.scannerFirstName !== null
        ? `${r.scannerFirstName} ${r.scannerSurname ?? ''}`.trim()
        : 'a former team member';
  return {
    ticketId: r.ticketId,
    orderId: r.orderId,
    firstName: r.firstName,
    surname: r.surname,
    attendeeName: r.firstName === null ? null : `${r.firstName} ${r.surname ?? ''}`.trim(),
    email: r.email,
    company: r.company,
    jobTitle: r.jobTitle,
    ticketTypeId: r.ticketTypeId,
    ticketTypeName: r.ticketTypeName,
    checkedInAt: r.checkedInAt ? r.checkedInAt.toISOString() : null,
    checkedInBy: by,
  };
}
