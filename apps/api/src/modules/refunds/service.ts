// Cancelling tickets and refunding orders, for the buyer (by the policy), the partner and support (any
// amount up to what remains refundable). Under the order's row lock: the tickets become cancelled
// exactly once (valid -> cancelled), their seats go back on sale, a refund is requested and the
// buyer's email queued, in one transaction. The refund then goes to the gateway under its own id as
// idempotency key; the transaction that records it as refunded writes its ledger lines and the
// "refund sent" email. A failed or interrupted refund is retried by the refund worker.
import { and, asc, eq, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { Logger } from 'pino';
import {
  formatAmount,
  fromMinor,
  REFUND_MESSAGES as M,
  toMinor,
  type TCancellationPreview,
  type TCurrencyCode,
  type TOrder,
} from '@pavilion/domain';
import type { Config } from '../../config';
import type { Database, Tx } from '../../db/client';
import { events, orders, payments, refunds, subEvents, ticketSubEvents, tickets, ticketTypes } from '../../db/schema';
import { AppError, badRequest, conflict, notFound } from '../../platform/errors';
import type { PaymentGateway, RefundResult } from '../../platform/payments';
import { actorOf, recordAudit } from '../admin/audit/record';
import type { AuthContext } from '../../platform/auth';
import { recordRefund } from '../ledger/ledger';
import { OrderViews } from '../orders/read-model';
import { sendCancellationConfirmed, sendRefundSent, type OrderMail } from './emails';
import { ticketTermsOfOrder, type TicketTerms } from './terms';

/** Whose orders a caller reaches: built from the session, so another owner's order answers 404. */
export type OrderOwner =
  | { kind: 'attendee'; personId: number }
  | { kind: 'partner'; partnerId: number; personId: number }
  | { kind: 'admin'; auth: AuthContext };

const ORDER_NOT_FOUND: Record<OrderOwner['kind'], string> = {
  attendee: 'Order not found',
  partner: "Not an order of the partner's events",
  admin: 'No such order',
};

function ownedBy(owner: OrderOwner): SQL | undefined {
  if (owner.kind === 'attendee') return eq(orders.personId, owner.personId);
  if (owner.kind === 'partner') return eq(orders.partnerId, owner.partnerId);
  return undefined;
}

/** How long a refund whose request is under way is left to it before the worker takes it over. */
export const REFUND_LEASE_MS = 60_000;

/** When a failed refund is tried again: 30 s, 1, 2, 4 ... minutes, at most an hour apart. */
export function refundRetryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

export interface RefundsDeps {
  db: Database;
  gateway: PaymentGateway;
  now: () => Date;
  logger: Logger;
  config: Pick<Config, 'publicUrl'>;
}

export interface CancelRequest {
  /** The tickets to cancel; none named means every ticket still valid. */
  ticketIds?: string[];
  /** Major units; by default what the policy gives back today for the tickets cancelled. */
  amount?: number;
  reason?: string | null;
  /** Refund everything that remains refundable (the whole event is cancelled): `amount` is then ignored. */
  everything?: boolean;
}

/** What the buyer is told in place of "cancellation confirmed" (the event was cancelled). */
export type Announce = (
  tx: Tx,
  order: OrderMail,
  cancelled: Array<{ ticketId: string; typeName: string; attendeeName: string }>,
  refundMinor: number,
) => Promise<void>;

type OrderRow = typeof orders.$inferSelect;
type EventRow = { name: string; startAt: Date; timeZone: string };

/**
 * Cancelling and refunding the orders one caller reaches: built with the owner from the session, so
 * every order is looked up through it (another owner's order answers 404).
 */
export class OrderRefunds {
  constructor(
    private readonly deps: RefundsDeps,
    private readonly owner: OrderOwner,
  ) {}

  /** What cancelling the tickets today would give back (the attendee's preview). */
  async preview(orderId: string, ticketIds?: string[]): Promise<TCancellationPreview> {
    const { db, now } = this.deps;
    const found = await this.findOrder(db, orderId);
    const { order, event } = found;
    const terms = await ticketTermsOfOrder(db, order.id, event, now());
    const chosen = this.choose(terms.tickets, ticketIds, { allowCancelled: true });
    const valid = chosen.filter((t) => t.status === 'valid');
    let reason: string | null = null;
    if (order.status !== 'paid') reason = order.status === 'cancelled' ? M.ticketsAlreadyCancelled : M.orderNotPaid;
    else if (now() >= event.startAt) reason = M.eventStarted;
    else if (!valid.length) reason = M.ticketsAlreadyCancelled;
    const refundTotal = valid.reduce((sum, t) => sum + t.refundMinor, 0);
    return {
      tickets: valid.map((t) => ({
        ticketId: t.ticketId,
        refundPercentage: t.refundPercentage,
        refundAmount: fromMinor(t.refundMinor, order.currency),
      })),
      refundTotal: fromMinor(refundTotal, order.currency),
      currency: order.currency,
      cancellable: reason === null,
      reason,
      daysBeforeEvent: terms.days,
    };
  }

  /**
   * Cancels tickets and requests their refund, then sends it. The buyer gets the policy's amount; the
   * partner and support choose any amount up to what remains refundable (the policy's by default), and
   * may refund more on an order whose tickets are already cancelled. Answers the order as it now reads.
   */
  async cancel(orderId: string, request: CancelRequest): Promise<TOrder> {
    const { db, now: clock } = this.deps;
    const { refundId } = await db.transaction((tx) => this.cancelIn(tx, orderId, request, clock()));
    if (refundId) await new RefundSender(this.deps).send(refundId);
    const [view] = await new OrderViews(db, clock).views(
      await new OrderViews(db, clock).select().where(eq(orders.id, orderId)),
    );
    return view;
  }

  /**
   * The cancelling transaction's part, for a caller that holds a transaction of its own (the partner
   * cancelling a whole event cancels every order in one): locks the order, cancels the tickets,
   * requests the refund and tells the buyer, with `announce` in place of "cancellation confirmed"
   * when given. The caller sends the refund (RefundSender.send) once its transaction has committed.
   */
  async cancelIn(
    tx: Tx,
    orderId: string,
    request: CancelRequest,
    now: Date,
    announce?: Announce,
  ): Promise<{ refundId: string | null; amountMinor: number; cancelledTickets: number }> {
    const owner = this.owner;
    const { order, event } = await this.findOrder(tx, orderId, { lock: true });
    const attendee = owner.kind === 'attendee';
    const everPaid = order.paidAt !== null && (order.status === 'paid' || order.status === 'cancelled');
    if (!everPaid) throw conflict(M.orderNotPaid);
    if (attendee && order.status === 'cancelled') throw conflict(M.ticketsAlreadyCancelled);
    if (attendee && now >= event.startAt) throw conflict(M.eventStarted);

    const terms = await ticketTermsOfOrder(tx, order.id, event, now);
    const chosen = this.choose(terms.tickets, request.ticketIds, { allowCancelled: false });
    if (attendee && !chosen.length) throw conflict(M.ticketsAlreadyCancelled);

    const [payment] = await tx
      .select({ id: payments.id, amountMinor: payments.amountMinor })
      .from(payments)
      .where(and(eq(payments.orderId, order.id), eq(payments.status, 'succeeded')));
    const [{ requested }] = await tx
      .select({ requested: sql<string>`coalesce(sum(${refunds.amountMinor}), 0)` })
      .from(refunds)
      .where(eq(refunds.orderId, order.id));
    const remaining = (payment?.amountMinor ?? 0) - Number(requested);
    const policyMinor = chosen.reduce((sum, t) => sum + t.refundMinor, 0);
    const amountMinor = request.everything
      ? remaining
      : request.amount === undefined
        ? Math.min(policyMinor, remaining)
        : this.toMinorExact(request.amount, order.currency);
    if (amountMinor > remaining) {
      throw conflict(M.amountTooHigh(formatAmount(fromMinor(remaining, order.currency), order.currency)), {
        amount: M.amountTooHigh(formatAmount(fromMinor(remaining, order.currency), order.currency)),
      });
    }
    if (!chosen.length && amountMinor === 0) throw conflict(M.nothingToRefund);

    let refundId: string | null = null;
    if (amountMinor > 0) {
      [{ id: refundId }] = await tx
        .insert(refunds)
        .values({
          orderId: order.id,
          paymentId: payment!.id,
          amountMinor,
          currency: order.currency,
          requestedBy: owner.kind,
          requestedByPersonId: owner.kind === 'admin' ? owner.auth.personId : owner.personId,
          reason: request.reason ?? null,
          // The request sends it at once; the worker takes it over if that request dies.
          nextAttemptAt: new Date(now.getTime() + REFUND_LEASE_MS),
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: refunds.id });
    }
    const cancelled = chosen.length ? await this.cancelTickets(tx, order, chosen, refundId, now) : [];
    if (cancelled.length) {
      const [{ left }] = await tx
        .select({ left: sql<number>`count(*)::int` })
        .from(tickets)
        .where(and(eq(tickets.orderId, order.id), eq(tickets.status, 'valid')));
      if (Number(left) === 0) {
        await tx.update(orders).set({ status: 'cancelled', updatedAt: now }).where(eq(orders.id, order.id));
      }
    }
    if (announce) await announce(tx, mailOf(order, event), cancelled, amountMinor);
    else if (cancelled.length) {
      await sendCancellationConfirmed(tx, mailOf(order, event), cancelled, amountMinor, this.deps.config);
    }
    if (owner.kind === 'admin') {
      await recordAudit(tx, now, actorOf(owner.auth), {
        action: 'order.refund',
        entityType: 'order',
        entityId: order.id,
        entityName: `${event.name}: ${order.buyerEmail}`,
        summary: `Refund of ${formatAmount(fromMinor(amountMinor, order.currency), order.currency)}${
          cancelled.length ? `, ${cancelled.length} ticket(s) cancelled` : ''
        }: ${request.reason ?? ''}`.trim(),
        before: { status: order.status, refundableMinor: remaining },
        after: { refundMinor: amountMinor, cancelledTicketIds: cancelled.map((c) => c.ticketId), refundId },
      });
    }
    return { refundId, amountMinor, cancelledTickets: cancelled.length };
  }

  private async findOrder(
    db: Database | Tx,
    orderId: string,
    { lock = false }: { lock?: boolean } = {},
  ): Promise<{ order: OrderRow; event: EventRow }> {
    const query = db
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), ownedBy(this.owner)));
    const [order] = lock ? await query.for('update') : await query;
    if (!order) throw notFound(ORDER_NOT_FOUND[this.owner.kind]);
    const [event] = await db
      .select({ name: events.name, startAt: events.startAt, timeZone: events.timeZone })
      .from(events)
      .where(eq(events.id, order.eventId));
    return { order, event };
  }

  /** The tickets named (each must be the order's and, to cancel, still valid), or every valid one. */
  private choose(all: TicketTerms[], ticketIds: string[] | undefined, { allowCancelled }: { allowCancelled: boolean }) {
    if (!ticketIds) return all.filter((t) => t.status === 'valid');
    const ids = [...new Set(ticketIds)];
    const byId = new Map(all.map((t) => [t.ticketId, t]));
    if (ids.some((id) => !byId.has(id))) throw badRequest(M.ticketsNotInOrder, { ticketIds: M.ticketsNotInOrder });
    const chosen = ids.map((id) => byId.get(id)!);
    if (!allowCancelled && chosen.some((t) => t.status !== 'valid')) throw conflict(M.ticketsAlreadyCancelled);
    return chosen;
  }

  private toMinorExact(amount: number, currency: TCurrencyCode): number {
    const minor = toMinor(amount, currency);
    if (fromMinor(minor, currency) !== amount) {
      throw new AppError('VALIDATION', M.amountInvalid, { amount: M.amountInvalid });
    }
    return minor;
  }

  /**
   * valid -> cancelled for the chosen tickets, then their seats (and capped extras) back on sale. The
   * conditional update under the order's lock is what makes the release happen once per ticket,
   * whether a ticket is cancelled alone and then its order, or both at once.
   */
  private async cancelTickets(tx: Tx, order: OrderRow, chosen: TicketTerms[], refundId: string | null, now: Date) {
    const done = await tx
      .update(tickets)
      .set({ status: 'cancelled', cancelledAt: now, refundId })
      .where(
        and(
          eq(tickets.orderId, order.id),
          eq(tickets.status, 'valid'),
          inArray(
            tickets.id,
            chosen.map((t) => t.ticketId),
          ),
        ),
      )
      .returning({
        id: tickets.id,
        ticketTypeId: tickets.ticketTypeId,
        firstName: tickets.firstName,
        surname: tickets.surname,
      });
    const perType = new Map<number, number>();
    for (const t of done) perType.set(t.ticketTypeId, (perType.get(t.ticketTypeId) ?? 0) + 1);
    const extras = done.length
      ? await tx
          .select({ id: ticketSubEvents.subEventId, n: sql<number>`count(*)::int` })
          .from(ticketSubEvents)
          .innerJoin(subEvents, eq(subEvents.id, ticketSubEvents.subEventId))
          .where(
            and(
              inArray(
                ticketSubEvents.ticketId,
                done.map((t) => t.id),
              ),
              sql`${subEvents.capacity} is not null`,
            ),
          )
          .groupBy(ticketSubEvents.subEventId)
      : [];
    // Ascending ids, ticket types before extras: the lock order of holds.ts.
    for (const [id, n] of [...perType].sort(([a], [b]) => a - b)) {
      await tx
        .update(ticketTypes)
        .set({ sold: sql`${ticketTypes.sold} - ${n}` })
        .where(eq(ticketTypes.id, id));
    }
    for (const { id, n } of extras.sort((a, b) => a.id - b.id)) {
      await tx
        .update(subEvents)
        .set({ sold: sql`greatest(${subEvents.sold} - ${Number(n)}, 0)` })
        .where(eq(subEvents.id, id));
    }
    const names = await tx
      .select({ id: tickets.id, typeName: ticketTypes.name })
      .from(tickets)
      .innerJoin(ticketTypes, eq(ticketTypes.id, tickets.ticketTypeId))
      .where(
        inArray(
          tickets.id,
          done.map((t) => t.id),
        ),
      );
    const typeName = new Map(names.map((n) => [n.id, n.typeName]));
    return done.map((t) => ({
      ticketId: t.id,
      typeName: typeName.get(t.id) ?? 'Ticket',
      attendeeName: `${t.firstName} ${t.surname}`,
    }));
  }
}

/** Sending refunds through the gateway and recording the outcome: the request that asked, and the worker. */
export class RefundSender {
  constructor(private readonly deps: RefundsDeps) {}

  /**
   * Sends one refund to the gateway (its id is the idempotency key, so a retry never pays twice) and
   * records the outcome: refunded with its ledger lines and the buyer's email, or failed until its
   * next attempt. Safe to call from several places at once: only one records it as refunded.
   */
  async send(refundId: string): Promise<void> {
    const { db, gateway, now: clock, logger } = this.deps;
    const [row] = await db
      .select({ refund: refunds, chargeReference: payments.gatewayReference })
      .from(refunds)
      .innerJoin(payments, eq(payments.id, refunds.paymentId))
      .where(eq(refunds.id, refundId));
    if (!row || row.refund.status === 'refunded') return;
    let result: RefundResult;
    try {
      if (!row.chargeReference) throw new Error('the charge has no gateway reference');
      result = await gateway.refund({
        chargeReference: row.chargeReference,
        amountMinor: row.refund.amountMinor,
        currency: row.refund.currency,
        idempotencyKey: row.refund.id,
      });
    } catch (err) {
      // Only the kind of error: a provider's message may quote the request.
      logger.warn({ refundId, error: err instanceof Error ? err.name : typeof err }, 'refund gateway call failed');
      result = { status: 'failed', reference: null, message: 'The payment provider could not be reached' };
    }
    await db.transaction(async (tx) => {
      const now = clock();
      if (result.status === 'failed') {
        // The delay follows this attempt's count; the stored count is incremented where it stands.
        const attempts = row.refund.attempts + 1;
        await tx
          .update(refunds)
          .set({
            status: 'failed',
            attempts: sql`${refunds.attempts} + 1`,
            failureMessage: result.message.slice(0, 500),
            nextAttemptAt: new Date(now.getTime() + refundRetryDelayMs(attempts)),
            updatedAt: now,
          })
          .where(and(eq(refunds.id, refundId), ne(refunds.status, 'refunded')));
        return;
      }
      const [won] = await tx
        .update(refunds)
        .set({
          status: 'refunded',
          attempts: sql`${refunds.attempts} + 1`,
          refundedAt: now,
          gatewayReference: result.reference,
          failureMessage: null,
          updatedAt: now,
        })
        .where(and(eq(refunds.id, refundId), ne(refunds.status, 'refunded')))
        .returning();
      // Someone else recorded it first: the ledger and the email are theirs.
      if (!won) return;
      await recordRefund(tx, won, now);
      const [order] = await tx
        .select({ order: orders, name: events.name, startAt: events.startAt, timeZone: events.timeZone })
        .from(orders)
        .innerJoin(events, eq(events.id, orders.eventId))
        .where(eq(orders.id, won.orderId));
      await sendRefundSent(
        tx,
        mailOf(order.order, order),
        { amountMinor: won.amountMinor, refundedAt: now },
        this.deps.config,
      );
    });
  }

  /**
   * The worker's round: refunds that failed and are due again, and requested ones whose request died
   * before recording an answer. Each is claimed by moving its next attempt on (a lease), so two
   * instances do not send the same refund at once; the gateway's idempotency would absorb it anyway.
   */
  async sendDue(limit = 50): Promise<number> {
    const { db, now: clock } = this.deps;
    const now = clock();
    const due = await db
      .select({ id: refunds.id, nextAttemptAt: refunds.nextAttemptAt })
      .from(refunds)
      .where(and(ne(refunds.status, 'refunded'), lte(refunds.nextAttemptAt, now)))
      .orderBy(asc(refunds.nextAttemptAt))
      .limit(limit);
    let sent = 0;
    for (const refund of due) {
      const [claimed] = await db
        .update(refunds)
        .set({ nextAttemptAt: new Date(now.getTime() + REFUND_LEASE_MS) })
        .where(
          and(
            eq(refunds.id, refund.id),
            ne(refunds.status, 'refunded'),
            eq(refunds.nextAttemptAt, refund.nextAttemptAt),
          ),
        )
        .returning({ id: refunds.id });
      if (!claimed) continue;
      await this.send(refund.id);
      sent += 1;
    }
    return sent;
  }
}

function mailOf(order: OrderRow, event: { name: string }) {
  return {
    orderId: order.id,
    personId: order.personId,
    buyerEmail: order.buyerEmail,
    buyerFirstName: order.buyerFirstName,
    eventName: event.name,
    currency: order.currency,
  };
}
