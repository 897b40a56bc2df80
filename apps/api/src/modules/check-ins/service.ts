// Event-day check-in for one partner: a scan or a manual check-in, and its undo. Built with the
// partner's id, so an event of another partner answers 404 and a ticket of another partner's event
// is only ever "another event", with nothing of it told.
import { and, eq, sql } from 'drizzle-orm';
import {
  CHECK_IN_MESSAGES as M,
  formatInTimeZone,
  TICKET_HOLDER_MESSAGES,
  type TAttendee,
  type TCheckInAnswer,
  type TCheckInBody,
  type TCheckInTicket,
  NOT_FOUND,
  TICKET_STATE,
} from '@pavilion/domain';
import type { Database, DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/raw-sql';
import { events, orders, persons, tickets, ticketTypes } from '../../db/schema';
import { conflict, notFound } from '../../platform/errors';
import { AUDIT_SUMMARY_TEXT as A, recordAudit, type AuditActor } from '../../platform/audit';
import { storedMessage } from '../../platform/stored-message';
import { verifyTicketCode } from '../tickets';
import { PartnerAttendees } from './read-model';
import { listeningEndpoints, tellTicketCheckedIn } from '../webhooks';

export interface CheckInDeps {
  db: Database;
  now: () => Date;
  /** The key ticket codes are signed with (tickets/service.ts ticketCodeKey). */
  codeKey: Buffer;
}

/** The team member scanning, as the answers and the audit log name them. */
export interface Scanner {
  personId: number;
  name: string;
  email: string;
}

interface OwnEvent {
  id: number;
  name: string;
  timeZone: string;
}

const scannedRow = {
  id: tickets.id,
  eventId: tickets.eventId,
  status: tickets.status,
  cancelledAt: tickets.cancelledAt,
  refundId: tickets.refundId,
  firstName: tickets.firstName,
  surname: tickets.surname,
  email: tickets.email,
  company: tickets.company,
  jobTitle: tickets.jobTitle,
  ticketTypeId: tickets.ticketTypeId,
  checkedInAt: tickets.checkedInAt,
  checkedInByPersonId: tickets.checkedInByPersonId,
  holderVersion: tickets.holderVersion,
  orderStatus: orders.status,
  buyerFirstName: orders.buyerFirstName,
  buyerSurname: orders.buyerSurname,
  partnerId: events.partnerId,
  eventName: events.name,
  ticketTypeName: ticketTypes.name,
};
interface ScannedRow {
  id: string;
  eventId: number;
  status: 'valid' | 'cancelled';
  cancelledAt: Date | null;
  refundId: string | null;
  /** Null while the ticket is not named yet. */
  firstName: string | null;
  surname: string | null;
  email: string | null;
  company: string | null;
  jobTitle: string | null;
  ticketTypeId: number;
  checkedInAt: Date | null;
  checkedInByPersonId: number | null;
  holderVersion: number;
  orderStatus: string;
  buyerFirstName: string;
  buyerSurname: string;
  partnerId: number | null;
  eventName: string;
  ticketTypeName: string;
}

const nameOf = (p: { firstName: string | null; surname: string | null }) =>
  `${p.firstName ?? ''} ${p.surname ?? ''}`.trim();

/** Someone no longer on the platform still checked the ticket in. */
const FORMER_MEMBER = 'a former team member';

export class PartnerCheckIns {
  constructor(
    private readonly deps: CheckInDeps,
    private readonly partnerId: number,
  ) {}

  /** The event if it is this partner's; 404 otherwise (whether it exists or not). */
  private async ownEvent(db: DbOrTx, eventId: number): Promise<OwnEvent> {
    const [event] = await db
      .select({ id: events.id, name: events.name, timeZone: events.timeZone })
      .from(events)
      .where(and(eq(events.id, eventId), eq(events.partnerId, this.partnerId)));
    if (!event) throw notFound(NOT_FOUND.event);
    return event;
  }

  private async personName(db: DbOrTx, personId: number | null): Promise<string> {
    if (personId === null) return FORMER_MEMBER;
    const [p] = await db
      .select({ firstName: persons.firstName, surname: persons.surname })
      .from(persons)
      .where(eq(persons.id, personId));
    return p ? nameOf(p) : FORMER_MEMBER;
  }

  /**
   * Checks a ticket in at the door. The ticket's row is locked while the scan is decided (by the
   * conditional update of a live scan, or read FOR UPDATE), so of two scans of one ticket at the same
   * moment exactly one checks it in and the other reads it as already checked in. The first scan by
   * time wins: a scan made offline (`scannedAt`) that is earlier than the check-in already recorded
   * takes its place and names the one it replaced. A live scan of a ticket checked in already is read
   * without a lock, since it changes nothing.
   */
  async checkIn(eventId: number, body: TCheckInBody, scanner: Scanner): Promise<TCheckInAnswer> {
    const now = this.deps.now();
    let ticketId: string | undefined = body.ticketId;
    // The holder a scanned code was made for: a code older than the ticket's holder is refused. A ticket
    // chosen by hand in the list is its current holder's.
    let version: number | undefined;
    if (body.code !== undefined) {
      const verified = verifyTicketCode(this.deps.codeKey, body.code);
      if (!verified) {
        await this.ownEvent(this.deps.db, eventId); // another partner's event is 404 all the same
        return { result: 'INVALID', message: M.invalid };
      }
      ticketId = verified.ticketId;
      version = verified.version;
    }
    const offline = body.scannedAt !== undefined;
    if (!offline) {
      const answer =
        (await this.firstLiveScan(eventId, ticketId!, version, scanner, now)) ??
        (await this.liveRescan(eventId, ticketId!, version));
      if (answer) return answer;
    }
    // Every other case, read under the ticket's lock: an offline scan, and a live scan of a ticket
    // that is cancelled (alone or with its order), unpaid, of another event, not there at all, or whose
    // check-in was just undone.
    const event = await this.ownEvent(this.deps.db, eventId);
    // A scan cannot be later than its arrival: a scanner's clock running fast does not push it back.
    const scannedAt = offline ? new Date(Math.min(new Date(body.scannedAt!).getTime(), now.getTime())) : now;
    return this.deps.db.transaction(async (tx) => {
      const [row] = (await tx
        .select(scannedRow)
        .from(tickets)
        .innerJoin(orders, eq(orders.id, tickets.orderId))
        .innerJoin(events, eq(events.id, tickets.eventId))
        .innerJoin(ticketTypes, eq(ticketTypes.id, tickets.ticketTypeId))
        .where(eq(tickets.id, ticketId!))
        .for('update', { of: tickets })) as ScannedRow[];
      if (!row) return { result: 'INVALID', message: M.unknownTicket };
      if (row.partnerId !== this.partnerId) return { result: 'OTHER_EVENT', message: M.otherPartnersEvent };
      const ticket = ticketOf(row);
      if (row.eventId !== event.id)
        return { result: 'OTHER_EVENT', message: M.otherEvent({ eventName: row.eventName }), ticket };
      // A code of the holder before a naming or a change: whoever holds it now has a new one.
      if (version !== undefined && version !== row.holderVersion) return { result: 'REPLACED', message: M.replaced };
      // A buyer cancelling the whole order cancels each of its tickets and then the order: the door
      // says so, as for a ticket cancelled alone. 'Not paid' is only for an order that never was.
      if (row.status !== 'valid' || row.orderStatus === 'cancelled') {
        const when = row.cancelledAt ? formatInTimeZone(row.cancelledAt.toISOString(), event.timeZone) : null;
        const message = row.refundId
          ? when
            ? M.refundedOn({ when })
            : M.refunded
          : when
            ? M.cancelledOn({ when })
            : TICKET_STATE.cancelled;
        return { result: 'CANCELLED', message, ticket };
      }
      if (row.orderStatus !== 'paid') return { result: 'CANCELLED', message: M.unpaid, ticket };
      if (row.firstName === null)
        return {
          result: 'NOT_NAMED',
          message: M.notNamed({ buyer: nameOf({ firstName: row.buyerFirstName, surname: row.buyerSurname }) }),
        };

      // Only a scan made offline and synced late can be earlier than a recorded check-in. A live scan
      // is never earlier: its time is taken before it waits for the row, so of two live scans the one
      // that locked second may hold the earlier time, and letting it replace would check in twice.
      const earlierOfflineScan = offline && row.checkedInAt && scannedAt.getTime() < row.checkedInAt.getTime();
      if (row.checkedInAt && !earlierOfflineScan) {
        const by = await this.personName(tx, row.checkedInByPersonId);
        return alreadyCheckedIn(ticket, row.checkedInAt, by, event.timeZone);
      }
      const replaced = row.checkedInAt
        ? {
            checkedInAt: row.checkedInAt.toISOString(),
            checkedInBy: await this.personName(tx, row.checkedInByPersonId),
          }
        : undefined;
      await tx
        .update(tickets)
        .set({ checkedInAt: scannedAt, checkedInByPersonId: scanner.personId, checkInRecordedAt: now })
        .where(eq(tickets.id, row.id));
      await tellTicketCheckedIn(tx, this.partnerId, row.id, now);
      return {
        result: 'CHECKED_IN',
        message: checkedIn(ticket),
        ticket,
        checkedInAt: scannedAt.toISOString(),
        checkedInBy: scanner.name,
        ...(replaced ? { replaced } : {}),
      };
    });
  }

  /**
   * The door's usual case in one statement: a live scan of a valid, paid, not yet checked-in ticket of
   * this partner's event checks it in and answers from what the update returns. Two scans of one ticket
   * at once are still decided by its row: the second update waits for the first, finds the ticket
   * checked in, and updates nothing. Null when nothing was updated; the locked path then says why.
   */
  private async firstLiveScan(
    eventId: number,
    ticketId: string,
    version: number | undefined,
    scanner: Scanner,
    now: Date,
  ): Promise<TCheckInAnswer | null> {
    const at = now.toISOString();
    const ofHolder = version === undefined ? sql`` : sql`and t.holder_version = ${version}`;
    // With an endpoint listening, the check-in and its webhook commit together; without, one statement.
    const listening = (await listeningEndpoints(this.deps.db, this.partnerId, 'ticket.checked-in')).length > 0;
    const scan = async (db: DbOrTx) => {
      const [checked] = rowsOf<CheckedInRow>(
        await db.execute(sql`
        update tickets t
        set checked_in_at = ${at}::timestamptz, checked_in_by_person_id = ${scanner.personId},
          check_in_recorded_at = ${at}::timestamptz
        from orders o, events e, ticket_types tt
        where t.id = ${ticketId} and t.event_id = ${eventId} and t.status = 'valid' and t.checked_in_at is null
          and t.first_name is not null ${ofHolder}
          and o.id = t.order_id and o.status = 'paid'
          and e.id = t.event_id and e.partner_id = ${this.partnerId}
          and tt.id = t.ticket_type_id
        returning t.id, t.event_id as "eventId", t.first_name as "firstName", t.surname, t.email, t.company,
          t.job_title as "jobTitle", t.ticket_type_id as "ticketTypeId", e.name as "eventName",
          tt.name as "ticketTypeName"`),
      );
      if (checked && listening) await tellTicketCheckedIn(db, this.partnerId, checked.id, now);
      return checked;
    };
    const row = listening ? await this.deps.db.transaction(scan) : await scan(this.deps.db);
    if (!row) return null;
    const ticket = ticketOf(row);
    return {
      result: 'CHECKED_IN',
      message: checkedIn(ticket),
      ticket,
      checkedInAt: at,
      checkedInBy: scanner.name,
    };
  }

  /**
   * A live scan of a ticket of this partner's event that is checked in already, in one read without a
   * lock: a live scan never changes a recorded check-in, so there is nothing to decide under it. Null
   * for anything else (the locked path answers it).
   */
  private async liveRescan(
    eventId: number,
    ticketId: string,
    version: number | undefined,
  ): Promise<TCheckInAnswer | null> {
    const [row] = await this.deps.db
      .select({
        ...scannedRow,
        timeZone: events.timeZone,
        byFirstName: persons.firstName,
        bySurname: persons.surname,
      })
      .from(tickets)
      .innerJoin(orders, eq(orders.id, tickets.orderId))
      .innerJoin(events, eq(events.id, tickets.eventId))
      .innerJoin(ticketTypes, eq(ticketTypes.id, tickets.ticketTypeId))
      .leftJoin(persons, eq(persons.id, tickets.checkedInByPersonId))
      .where(eq(tickets.id, ticketId));
    if (
      !row?.checkedInAt ||
      row.eventId !== eventId ||
      row.partnerId !== this.partnerId ||
      row.orderStatus !== 'paid' ||
      row.status !== 'valid' ||
      (version !== undefined && version !== row.holderVersion)
    )
      return null;
    const by =
      row.byFirstName === null || row.bySurname === null
        ? FORMER_MEMBER
        : nameOf({ firstName: row.byFirstName, surname: row.bySurname });
    return alreadyCheckedIn(ticketOf(row), row.checkedInAt, by, row.timeZone);
  }

  /** Takes a check-in back (a wrong scan, a wrong row clicked), with an entry in the audit log. */
  async undo(eventId: number, ticketId: string, actor: AuditActor): Promise<TAttendee> {
    const now = this.deps.now();
    await this.ownEvent(this.deps.db, eventId);
    await this.deps.db.transaction(async (tx) => {
      const [row] = await tx
        .select({
          firstName: tickets.firstName,
          surname: tickets.surname,
          checkedInAt: tickets.checkedInAt,
          checkedInByPersonId: tickets.checkedInByPersonId,
        })
        .from(tickets)
        .where(and(eq(tickets.id, ticketId), eq(tickets.eventId, eventId)))
        .for('update');
      if (!row) throw notFound(NOT_FOUND.ticket);
      if (!row.checkedInAt) throw conflict(M.notCheckedIn);
      const by = await this.personName(tx, row.checkedInByPersonId);
      await tx
        .update(tickets)
        .set({ checkedInAt: null, checkedInByPersonId: null, checkInRecordedAt: null })
        .where(eq(tickets.id, ticketId));
      await recordAudit(tx, now, actor, {
        action: 'ticket.check-in-undone',
        entityType: 'ticket',
        entityId: ticketId,
        entityName: nameOf(row),
        summary: storedMessage(A, 'checkInUndone', { eventId: String(eventId) }),
        before: { checkedInAt: row.checkedInAt.toISOString(), checkedInBy: by },
        after: { checkedInAt: null, checkedInBy: null },
      });
    });
    const attendee = await new PartnerAttendees(this.deps.db, this.partnerId).one(eventId, ticketId);
    if (!attendee) throw notFound(NOT_FOUND.ticket);
    return attendee;
  }
}

type CheckedInRow = Pick<
  ScannedRow,
  | 'id'
  | 'eventId'
  | 'firstName'
  | 'surname'
  | 'email'
  | 'company'
  | 'jobTitle'
  | 'ticketTypeId'
  | 'eventName'
  | 'ticketTypeName'
>;

function checkedIn(ticket: TCheckInTicket): string {
  return M.checkedIn({ name: ticket.attendeeName, ticketType: ticket.ticketTypeName });
}

function alreadyCheckedIn(ticket: TCheckInTicket, at: Date, by: string, timeZone: string): TCheckInAnswer {
  return {
    result: 'ALREADY_CHECKED_IN',
    message: M.alreadyCheckedIn({ name: ticket.attendeeName, when: formatInTimeZone(at.toISOString(), timeZone), by }),
    ticket,
    checkedInAt: at.toISOString(),
    checkedInBy: by,
  };
}

function ticketOf(row: CheckedInRow): TCheckInTicket {
  return {
    id: row.id,
    // A ticket not named yet (cancelled before it was named) says so where its attendee would be.
    attendeeName: row.firstName === null ? TICKET_HOLDER_MESSAGES.notNamedYet : nameOf(row),
    email: row.email ?? '',
    company: row.company ?? '',
    jobTitle: row.jobTitle ?? '',
    ticketTypeId: row.ticketTypeId,
    ticketTypeName: row.ticketTypeName,
    eventId: row.eventId,
    eventName: row.eventName,
  };
}
