// Naming a ticket later and changing its attendee. A ticket bought to be named later has no attendee
// and an assign link (tickets/service.ts assignToken) that its buyer sends to a colleague, who names it
// without signing in; the buyer may name it from their order too. Once named, the buyer or the ticket's
// holder may give it to someone else until the organiser's cutoff. Every naming and change, under the
// ticket's row lock and in one transaction: the ticket's new attendee and a new holder version (the
// code on the old QR stops working at once), the holder's account if one has that email, an audit
// entry of the order, and the new attendee's ticket email; on a change, an email to the attendee before.
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import {
  attendeeChangesUntil,
  currentLanguage,
  formatInTimeZone,
  ticketHolderName,
  EVENT_CANCELLATION_MESSAGES,
  TICKET_HOLDER_MESSAGES as M,
  type TTicketAssigned,
  type TTicketAssignment,
  type TTicketAttendeeChanged,
  type TTicketHolder,
  type TTicketHolderView,
  NOT_FOUND,
  TICKET_STATE,
} from '@pavilion/domain';
import type { Config } from '../../config';
import type { Database, DbOrTx, Tx } from '../../db/client';
import { events, orders, persons, places, tickets, ticketTypes } from '../../db/schema';
import { AppError, conflict, notFound } from '../../platform/errors';
import { recordAudit, type AuditActor, type LinkActor } from '../../platform/audit';
import { enqueueEmail, inLanguage, languagesByEmail, renderEmail } from '../../platform/mail';
import { retryingTransaction } from '../../platform/locks';
import { storedMessage } from '../../platform/stored-message';
import { notify } from '../notifications';
import { deliverTicket } from '../orders';
import { tellTicketNamed } from '../webhooks';
import { ticketAssignKey, ticketIdOfAssignToken } from '../tickets';
import {
  TICKET_HOLDER_AUDIT_TEXT as A,
  TICKET_HOLDER_EMAIL_TEXT as E,
  TICKET_HOLDER_NOTIFICATION_TEXT as N,
} from './messages';

export const PASSED_ON_TEMPLATE = 'ticket-passed-on' as const;

/** Who names or changes the attendee: the order's buyer, the ticket's holder, or whoever holds its link. */
export type HolderChangeBy = 'buyer' | 'holder' | 'link';

export interface TicketHolderDeps {
  db: Database;
  now: () => Date;
  config: Pick<Config, 'jwtSecret' | 'publicUrl'>;
}

/** The signed-in person asking for a change, as the audit log names them. */
export type ChangingPerson = AuditActor;

const ticketRow = {
  id: tickets.id,
  orderId: tickets.orderId,
  status: tickets.status,
  firstName: tickets.firstName,
  surname: tickets.surname,
  email: tickets.email,
  company: tickets.company,
  jobTitle: tickets.jobTitle,
  holderVersion: tickets.holderVersion,
  holderPersonId: tickets.holderPersonId,
  checkedInAt: tickets.checkedInAt,
  ticketTypeName: ticketTypes.name,
  orderStatus: orders.status,
  buyerPersonId: orders.personId,
  buyerFirstName: orders.buyerFirstName,
  buyerSurname: orders.buyerSurname,
  buyerEmail: orders.buyerEmail,
  companyName: orders.companyName,
  eventId: events.id,
  partnerId: events.partnerId,
  eventName: events.name,
  eventStartAt: events.startAt,
  eventEndAt: events.endAt,
  eventTimeZone: events.timeZone,
  eventCancelledAt: events.cancelledAt,
  cutoffHours: events.attendeeChangeCutoffHours,
  venueName: places.name,
  venueAddress: places.address,
};

type TicketRow = {
  id: string;
  orderId: string;
  status: 'valid' | 'cancelled';
  firstName: string | null;
  surname: string | null;
  email: string | null;
  company: string | null;
  jobTitle: string | null;
  holderVersion: number;
  holderPersonId: number | null;
  checkedInAt: Date | null;
  ticketTypeName: string;
  orderStatus: string;
  buyerPersonId: number;
  buyerFirstName: string;
  buyerSurname: string;
  buyerEmail: string;
  companyName: string | null;
  eventId: number;
  partnerId: number;
  eventName: string;
  eventStartAt: Date;
  eventEndAt: Date;
  eventTimeZone: string;
  eventCancelledAt: Date | null;
  cutoffHours: number;
  venueName: string | null;
  venueAddress: string | null;
};

/** The ticket's attendee as it stands, or null while it has none. */
function holderOf(row: TicketRow): TTicketHolderView | null {
  if (row.firstName === null || row.surname === null || row.email === null) return null;
  return {
    firstName: row.firstName,
    surname: row.surname,
    email: row.email,
    company: row.company ?? '',
    jobTitle: row.jobTitle ?? '',
  };
}

const sameHolder = (a: TTicketHolderView, b: TTicketHolder) =>
  a.firstName === b.firstName &&
  a.surname === b.surname &&
  a.email === b.email &&
  a.company === b.company &&
  a.jobTitle === b.jobTitle;

const gone = (message: string, reason: string) => new AppError('GONE', message, undefined, { reason });

/**
 * Why a ticket cannot be named now, or null. The ticket must be valid, of a paid order, and its event
 * neither cancelled nor over (naming is allowed until the event ends: an unnamed ticket cannot be used
 * at the door).
 */
function namingRefusal(row: TicketRow, now: Date): { message: string; reason: string } | null {
  if (row.status !== 'valid' || row.orderStatus === 'cancelled')
    return { message: TICKET_STATE.cancelled, reason: 'cancelled' };
  if (row.orderStatus !== 'paid') return { message: M.orderNotPaid, reason: 'unpaid' };
  if (row.eventCancelledAt)
    return { message: EVENT_CANCELLATION_MESSAGES.cancelledByOrganiser, reason: 'event-cancelled' };
  if (row.eventEndAt.getTime() <= now.getTime()) return { message: M.eventOver, reason: 'over' };
  return null;
}

/** Why a named ticket's attendee cannot be changed now, or null: the naming rules, its cutoff, a check-in. */
function changeRefusal(row: TicketRow, now: Date): string | null {
  const refusal = namingRefusal(row, now);
  if (refusal) return refusal.message;
  if (row.checkedInAt) return M.checkedIn;
  const until = attendeeChangesUntil(row.eventStartAt, row.cutoffHours);
  if (now.getTime() >= new Date(until).getTime())
    return M.changesClosed({
      hours: row.cutoffHours,
      until: formatInTimeZone(until, row.eventTimeZone),
    });
  return null;
}

/**
 * The audit entry of a naming or a change of attendee, an entry of the order (the organiser's list of
 * the order's changes reads these): the attendee before (null when none) and after, who did it, the
 * ticket's new holder version. In the caller's transaction.
 */
export async function recordAttendeeChange(
  tx: DbOrTx,
  at: Date,
  actor: ChangingPerson | LinkActor,
  change: {
    orderId: string;
    ticketId: string;
    eventName: string;
    buyerEmail: string;
    ticketTypeName: string;
    before: TTicketHolderView | null;
    after: TTicketHolder;
    by: HolderChangeBy;
    version: number;
  },
): Promise<void> {
  const { before, after } = change;
  await recordAudit(tx, at, actor, {
    action: before ? 'ticket.attendee-changed' : 'ticket.attendee-named',
    entityType: 'order',
    entityId: change.orderId,
    entityName: `${change.eventName}: ${change.buyerEmail}`,
    summary: before
      ? storedMessage(A, 'changed', {
          ticketType: change.ticketTypeName,
          from: ticketHolderName(before),
          to: ticketHolderName(after),
        })
      : storedMessage(A, 'named', { ticketType: change.ticketTypeName, attendee: ticketHolderName(after) }),
    before: { ticketId: change.ticketId, attendee: before },
    after: { ticketId: change.ticketId, attendee: { ...after }, by: change.by, version: change.version },
  });
}

export class TicketHolders {
  private readonly assignKey: Buffer;

  constructor(private readonly deps: TicketHolderDeps) {
    this.assignKey = ticketAssignKey(deps.config.jwtSecret);
  }

  private async read(db: DbOrTx, ticketId: string, lock: boolean): Promise<TicketRow | undefined> {
    const query = db
      .select(ticketRow)
      .from(tickets)
      .innerJoin(orders, eq(orders.id, tickets.orderId))
      .innerJoin(events, eq(events.id, tickets.eventId))
      .innerJoin(ticketTypes, eq(ticketTypes.id, tickets.ticketTypeId))
      .leftJoin(places, eq(places.id, events.venueId))
      .where(eq(tickets.id, ticketId));
    const [row] = (await (lock ? query.for('update', { of: tickets }) : query)) as TicketRow[];
    return row;
  }

  /** The ticket an assign token names; 404 in words for a token the server did not make. */
  private ticketOfToken(token: string): string {
    const ticketId = ticketIdOfAssignToken(this.assignKey, token);
    if (!ticketId) throw notFound(M.linkInvalid);
    return ticketId;
  }

  /** Refuses a link that can no longer name its ticket: 410 in words (named already, cancelled, over). */
  private assertLinkOpen(row: TicketRow, now: Date): void {
    if (holderOf(row)) throw gone(M.linkUsed, 'used');
    const refusal = namingRefusal(row, now);
    if (refusal) throw gone(refusal.message, refusal.reason);
  }

  /** GET /api/ticket-assignments/{token}: what the link's page shows. */
  async assignment(token: string): Promise<TTicketAssignment> {
    const ticketId = this.ticketOfToken(token);
    const row = await this.read(this.deps.db, ticketId, false);
    if (!row) throw notFound(M.linkInvalid);
    this.assertLinkOpen(row, this.deps.now());
    return {
      ticketTypeName: row.ticketTypeName,
      buyerName: ticketHolderName({ firstName: row.buyerFirstName, surname: row.buyerSurname }),
      companyName: row.companyName,
      event: {
        id: row.eventId,
        name: row.eventName,
        startDateTime: row.eventStartAt.toISOString(),
        endDateTime: row.eventEndAt.toISOString(),
        timeZone: row.eventTimeZone,
        venue: row.venueName === null ? null : { name: row.venueName, address: row.venueAddress },
      },
    };
  }

  /** POST /api/ticket-assignments/{token}: whoever holds the link names the ticket, once. */
  async assign(token: string, holder: TTicketHolder): Promise<TTicketAssigned> {
    const ticketId = this.ticketOfToken(token);
    const now = this.deps.now();
    return retryingTransaction(this.deps.db, async (tx) => {
      const row = await this.read(tx, ticketId, true);
      if (!row) throw notFound(M.linkInvalid);
      this.assertLinkOpen(row, now);
      await this.write(tx, row, holder, 'link', null, now);
      return { eventName: row.eventName, attendeeName: ticketHolderName(holder), email: holder.email };
    });
  }

  /**
   * PUT /api/tickets/{id}/attendee: the buyer of the ticket's order or its holder names it (a ticket
   * named later, until the event ends) or gives it to someone else (until the organiser's cutoff). 404
   * for anyone else; 409 in words when it cannot be done; nothing is written on a refusal.
   */
  async change(person: ChangingPerson, ticketId: string, holder: TTicketHolder): Promise<TTicketAttendeeChanged> {
    const now = this.deps.now();
    return retryingTransaction(this.deps.db, async (tx) => {
      const row = await this.read(tx, ticketId, true);
      const by: HolderChangeBy | null = !row
        ? null
        : row.buyerPersonId === person.personId
          ? 'buyer'
          : row.holderPersonId === person.personId
            ? 'holder'
            : null;
      if (!row || !by) throw notFound(NOT_FOUND.ticket);
      const before = holderOf(row);
      if (before === null) {
        const refusal = namingRefusal(row, now);
        if (refusal) throw conflict(refusal.message, undefined, { reason: refusal.reason });
      } else {
        const refusal = changeRefusal(row, now);
        if (refusal) throw conflict(refusal);
        if (sameHolder(before, holder)) throw conflict(M.nothingChanged);
      }
      await this.write(tx, row, holder, by, person, now);
      return {
        ticketId: row.id,
        orderId: row.orderId,
        change: before ? 'changed' : 'named',
        attendee: { ...holder },
      };
    });
  }

  /** The change itself, in the caller's transaction, under the ticket's row lock. */
  private async write(
    tx: Tx,
    row: TicketRow,
    holder: TTicketHolder,
    by: HolderChangeBy,
    person: ChangingPerson | null,
    now: Date,
  ): Promise<void> {
    const before = holderOf(row);
    const version = row.holderVersion + 1;
    // The attendee's account, if one has this (confirmed) email: the ticket shows among their tickets.
    const [account] = await tx
      .select({ id: persons.id })
      .from(persons)
      .where(and(sql`lower(${persons.email}) = ${holder.email}`, isNotNull(persons.emailVerifiedAt)));
    await tx
      .update(tickets)
      .set({ ...holder, holderVersion: version, holderPersonId: account?.id ?? null })
      .where(eq(tickets.id, row.id));
    const name = ticketHolderName(holder);
    await recordAttendeeChange(tx, now, person ?? { personId: null, name, email: holder.email }, {
      orderId: row.orderId,
      ticketId: row.id,
      eventName: row.eventName,
      buyerEmail: row.buyerEmail,
      ticketTypeName: row.ticketTypeName,
      before,
      after: holder,
      by,
      version,
    });
    await deliverTicket(tx, { orderId: row.orderId, ticketId: row.id, version, now }, this.deps.config);
    // The organiser's systems hear of it (ticket.named), when an endpoint listens.
    await tellTicketNamed(tx, row.partnerId, row.id, now);
    if (before) await this.tellAttendeeBefore(tx, row, before, by);
    // The buyer hears when someone else named or changed a ticket of their order.
    if (by !== 'buyer')
      await notify(tx, row.buyerPersonId, {
        subject: storedMessage(N, before ? 'changedSubject' : 'namedSubject'),
        text: before
          ? storedMessage(N, 'changedText', { attendee: name, ticketType: row.ticketTypeName, event: row.eventName })
          : storedMessage(N, 'namedText', { attendee: name, ticketType: row.ticketTypeName, event: row.eventName }),
        link: '/user/registrations-and-events',
      });
  }

  /** The attendee before a change hears that their ticket, and its code, are no longer theirs. */
  private async tellAttendeeBefore(tx: Tx, row: TicketRow, before: TTicketHolderView, by: HolderChangeBy) {
    const languages = await languagesByEmail(tx, [before.email]);
    const buyer = `${ticketHolderName({ firstName: row.buyerFirstName, surname: row.buyerSurname })} (${row.buyerEmail})`;
    await enqueueEmail(
      tx,
      inLanguage(languages.get(before.email.toLowerCase()) ?? currentLanguage(), () => {
        const v = { event: row.eventName, ticketType: row.ticketTypeName };
        return {
          to: before.email,
          subject: E.passedOnSubject(v),
          template: PASSED_ON_TEMPLATE,
          ...renderEmail({
            preview: E.passedOnPreview(v),
            heading: E.passedOnHeading,
            paragraphs: [
              E.hello({ firstName: before.firstName }),
              E.passedOn(v),
              E.codeStopped,
              ...(by === 'holder' ? [] : [E.passedOnWhy({ buyer })]),
            ],
            action: { label: E.viewEvent, url: `${this.deps.config.publicUrl}/events/${row.eventId}` },
          }),
        };
      }),
    );
  }
}
