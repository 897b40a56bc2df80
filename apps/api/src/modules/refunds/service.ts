// Cancelling tickets and refunding orders, for the buyer (by the policy), the partner and support (any
// amount up to what remains refundable). Under the order's row lock: the tickets become cancelled
// exactly once (valid -> cancelled), their seats go back on sale, a refund is requested and the
// buyer's email queued, in one transaction. The refund then goes to the gateway under its own id as
// idempotency key; the transaction that records it as refunded writes its ledger lines and the
// "refund sent" email. A failed or interrupted refund is retried by the refund worker.
//
// Cancellations that arrive together go together (platform/batch-queue.ts): one transaction locks
// their orders, and each read and write is one statement for all of them, the seats of a ticket type
// given back once per batch; their refunds are then sent and recorded together. Every order's answer
// is the one it would get alone: a refusal of one (already cancelled, not paid ...) changes nothing
// of it and does not stop the others.
import { and, asc, eq, inArray, lte, ne, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import {
  formatAmount,
  fromMinor,
  REFUND_MESSAGES as M,
  type TCancellationPreview,
  type TCurrencyCode,
  type TOrder,
} from '@pavilion/domain';
import type { Config } from '../../config';
import type { Database, Tx } from '../../db/client';
import { rowsOf } from '../../db/raw-sql';
import { events, orders, payments, refunds, subEvents, ticketSubEvents, ticketTypes } from '../../db/schema';
import { AppError, badRequest, conflict, notFound } from '../../platform/errors';
import { BatchQueue } from '../../platform/batch-queue';
import { lockOrders, retryingTransaction, shareEventsOfOrders } from '../../platform/locks';
import { exactMinor } from '../../platform/money';
import type { PaymentGateway, RefundResult } from '../../platform/payments';
import { actorOf, recordAudit } from '../admin/audit/record';
import type { AuthContext } from '../../platform/auth';
import { recordRefunds } from '../ledger/ledger';
import { OrderViews } from '../orders/read-model';
import { cancellationConfirmed, refundSent, sendBuyerMessages, type OrderMail } from './emails';
import { ticketTermsOfOrder, ticketTermsOfOrders, type TicketTerms } from './terms';

/** Whose orders a caller reaches: built from the session, so another owner's order answers 404. */
export type OrderOwner =
  | { kind: 'attendee'; personId: number }
  /** personId is null when no one of the partner asked: a payment that landed after its event was cancelled. */
  | { kind: 'partner'; partnerId: number; personId: number | null }
  | { kind: 'admin'; auth: AuthContext };

const ORDER_NOT_FOUND: Record<OrderOwner['kind'], string> = {
  attendee: 'Order not found',
  partner: "Not an order of the partner's events",
  admin: 'No such order',
};

function owns(owner: OrderOwner, order: { personId: number; partnerId: number | null }): boolean {
  if (owner.kind === 'attendee') return order.personId === owner.personId;
  if (owner.kind === 'partner') return order.partnerId === owner.partnerId;
  return true;
}

/** When a failed refund is tried again: 30 s, 1, 2, 4 ... minutes, at most an hour apart. */
export function refundRetryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

export interface RefundsDeps {
  db: Database;
  gateway: PaymentGateway;
  now: () => Date;
  logger: Logger;
  config: Pick<Config, 'publicUrl' | 'refundLeaseMs'>;
  /** The process's queue of cancellations (CancellationQueue); without one each goes alone. */
  cancellations?: CancellationQueue;
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
  /** What earlier refunds of the order already gave back (a buyer who cancelled before the event was). */
  refundedBeforeMinor: number,
) => Promise<void>;

type OrderRow = typeof orders.$inferSelect;
type EventRow = { name: string; startAt: Date; timeZone: string };

/** One cancellation of a batch: whose it is, which order, what to cancel and refund. */
export interface CancelItem {
  owner: OrderOwner;
  orderId: string;
  request: CancelRequest;
}

export interface CancelOutcome {
  refundId: string | null;
  amountMinor: number;
  cancelledTickets: number;
}

/** An item's answer: its value, or the error it would have raised alone. */
export type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };

/** Cancellations sent together take at most this many orders in one transaction. */
export const MAX_CANCELLATION_BATCH = 100;

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
    const chosen = chooseTickets(terms.tickets, ticketIds, { allowCancelled: true });
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
    const item: CancelItem = { owner: this.owner, orderId, request };
    const queue = this.deps.cancellations ?? new CancellationQueue(this.deps);
    const settled = await queue.cancel(item);
    if (!settled.ok) throw settled.error;
    return settled.value;
  }

  /**
   * The cancelling transaction's part, for a caller that holds a transaction of its own: locks the
   * order, cancels the tickets, requests the refund and tells the buyer. The caller sends the refund
   * (RefundSender.send) once its transaction has committed.
   */
  async cancelIn(tx: Tx, orderId: string, request: CancelRequest, now: Date): Promise<CancelOutcome> {
    const [settled] = await cancelOrdersIn(this.deps, tx, [{ owner: this.owner, orderId, request }], now);
    if (!settled.ok) throw settled.error;
    return settled.value;
  }

  private async findOrder(db: Database | Tx, orderId: string): Promise<{ order: OrderRow; event: EventRow }> {
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    if (!order || !owns(this.owner, order)) throw notFound(ORDER_NOT_FOUND[this.owner.kind]);
    const [event] = await db
      .select({ name: events.name, startAt: events.startAt, timeZone: events.timeZone })
      .from(events)
      .where(eq(events.id, order.eventId));
    return { order, event };
  }
}

/**
 * The process's cancellations, batched (platform/batch-queue.ts): one batch at a time, what arrives
 * meanwhile goes in the next. A batch is cancelled in one transaction, its refunds sent and recorded
 * together, and its orders read back together for the answers. Two requests for one order in a batch
 * go in turn, in arrival order, each in its own transaction, as they would one after the other.
 */
export class CancellationQueue {
  private readonly queue: BatchQueue<CancelItem, Settled<TOrder>>;

  constructor(
    private readonly deps: RefundsDeps,
    maxBatch = MAX_CANCELLATION_BATCH,
  ) {
    this.queue = new BatchQueue((_key, items) => this.inTurn(items), maxBatch);
  }

  cancel(item: CancelItem): Promise<Settled<TOrder>> {
    return this.queue.add('cancellations', item);
  }

  /** The batch in rounds of distinct orders: a second request for an order goes in the next round. */
  private async inTurn(items: CancelItem[]): Promise<Settled<TOrder>[]> {
    const results: Settled<TOrder>[] = new Array(items.length);
    let pending = items.map((item, index) => ({ item, index }));
    while (pending.length) {
      const seen = new Set<string>();
      const round: typeof pending = [];
      const later: typeof pending = [];
      for (const p of pending) {
        if (seen.has(p.item.orderId)) later.push(p);
        else {
          seen.add(p.item.orderId);
          round.push(p);
        }
      }
      const answers = await this.round(round.map((p) => p.item));
      round.forEach((p, k) => (results[p.index] = answers[k]));
      pending = later;
    }
    return results;
  }

  /** Distinct orders: cancelled in one transaction, then their refunds sent, then read back. */
  private async round(items: CancelItem[]): Promise<Settled<TOrder>[]> {
    const { db, now: clock, logger } = this.deps;
    let outcomes: Settled<CancelOutcome>[];
    try {
      outcomes = await retryingTransaction(db, (tx) => cancelOrdersIn(this.deps, tx, items, clock()));
    } catch (err) {
      // Nothing of the batch was written: each goes again alone, so only a bad one fails.
      if (items.length === 1) return [{ ok: false, error: err }];
      const alone: Settled<TOrder>[] = [];
      for (const item of items) alone.push(...(await this.round([item])));
      return alone;
    }
    const refundIds = outcomes.flatMap((o) => (o.ok && o.value.refundId ? [o.value.refundId] : []));
    try {
      await new RefundSender(this.deps).sendMany(refundIds);
    } catch (err) {
      // The cancellations stand; their refunds stay requested and the worker sends them.
      logger.warn(
        { refunds: refundIds.length, error: err instanceof Error ? err.name : typeof err },
        'refund send failed',
      );
    }
    const done = items.filter((_, k) => outcomes[k].ok).map((item) => item.orderId);
    try {
      const reads = new OrderViews(db, clock);
      const views = done.length ? await reads.views(await reads.select().where(inArray(orders.id, done))) : [];
      const byId = new Map(views.map((v) => [v.id, v]));
      return outcomes.map((o, k) =>
        o.ok ? { ok: true, value: byId.get(items[k].orderId)! } : { ok: false, error: o.error },
      );
    } catch (err) {
      return items.map(() => ({ ok: false, error: err }));
    }
  }
}

/** What a refusal raised for one item; anything else is the batch's failure. */
function refusal(err: unknown): Settled<never> {
  if (err instanceof AppError) return { ok: false, error: err };
  throw err;
}

/**
 * Cancels the items' tickets and requests their refunds in the caller's transaction, each read and
 * write one statement for all of them: locks the orders (ascending ids), checks each as it would be
 * checked alone, then for those that pass inserts the refunds, cancels the tickets (valid ->
 * cancelled, so a ticket's seat is given back once), gives the seats back per ticket type and the
 * capped extras per extra (ascending ids, the lock order of holds.ts), closes the orders with no
 * ticket left, and writes the buyers' emails and notifications (`announce` in place of "cancellation
 * confirmed" when given). An item refused (404, 409, 400) changes nothing and answers its error. The
 * orders must be distinct.
 */
export async function cancelOrdersIn(
  deps: Pick<RefundsDeps, 'config'>,
  tx: Tx,
  items: readonly CancelItem[],
  now: Date,
  announce?: Announce,
): Promise<Settled<CancelOutcome>[]> {
  const ids = items.map((i) => i.orderId);
  if (new Set(ids).size !== ids.length) throw new Error('cancelOrdersIn takes each order once');
  const results: Array<Settled<CancelOutcome> | undefined> = new Array(items.length);
  const refuse = (k: number, err: unknown) => (results[k] = refusal(err));

  const whereIds = ids.length === 1 ? eq(orders.id, ids[0]) : inArray(orders.id, ids);
  // The lock order of platform/locks.ts: the orders' events first (an event's cancellation waits for
  // these cancellations, or they for it), then the orders.
  await shareEventsOfOrders(tx, ids);
  const locked = await tx.select().from(orders).where(whereIds).orderBy(asc(orders.id)).for('update');
  const orderOf = new Map(locked.map((o) => [o.id, o]));
  const eventIds = [...new Set(locked.map((o) => o.eventId))];
  const eventRows = eventIds.length
    ? await tx
        .select({ id: events.id, name: events.name, startAt: events.startAt, timeZone: events.timeZone })
        .from(events)
        .where(eventIds.length === 1 ? eq(events.id, eventIds[0]) : inArray(events.id, eventIds))
    : [];
  const eventOf = new Map(eventRows.map((e) => [e.id, e]));

  items.forEach(({ owner, orderId }, k) => {
    const order = orderOf.get(orderId);
    if (!order || !owns(owner, order)) return refuse(k, notFound(ORDER_NOT_FOUND[owner.kind]));
    const event = eventOf.get(order.eventId)!;
    const attendee = owner.kind === 'attendee';
    const everPaid = order.paidAt !== null && (order.status === 'paid' || order.status === 'cancelled');
    if (!everPaid) return refuse(k, conflict(M.orderNotPaid));
    if (attendee && order.status === 'cancelled') return refuse(k, conflict(M.ticketsAlreadyCancelled));
    if (attendee && now >= event.startAt) return refuse(k, conflict(M.eventStarted));
  });

  const open = () => items.map((item, k) => ({ item, k })).filter(({ k }) => !results[k]);
  const checked = open();
  const terms = await ticketTermsOfOrders(
    tx,
    checked.map(({ item }) => {
      const order = orderOf.get(item.orderId)!;
      return { orderId: order.id, event: eventOf.get(order.eventId)! };
    }),
    now,
  );
  const chosenOf = new Map<number, TicketTerms[]>();
  for (const { item, k } of checked) {
    try {
      const chosen = chooseTickets(terms.get(item.orderId)!.tickets, item.request.ticketIds, { allowCancelled: false });
      if (item.owner.kind === 'attendee' && !chosen.length) throw conflict(M.ticketsAlreadyCancelled);
      chosenOf.set(k, chosen);
    } catch (err) {
      refuse(k, err);
    }
  }

  const paying = open();
  const payingIds = paying.map(({ item }) => item.orderId);
  const [paymentRows, requestedRows] = payingIds.length
    ? await Promise.all([
        tx
          .select({ orderId: payments.orderId, id: payments.id, amountMinor: payments.amountMinor })
          .from(payments)
          .where(and(inArray(payments.orderId, payingIds), eq(payments.status, 'succeeded'))),
        tx
          .select({ orderId: refunds.orderId, requested: sql<string>`coalesce(sum(${refunds.amountMinor}), 0)` })
          .from(refunds)
          .where(inArray(refunds.orderId, payingIds))
          .groupBy(refunds.orderId),
      ])
    : [[], []];
  const paymentOf = new Map(paymentRows.map((p) => [p.orderId, p]));
  const requestedOf = new Map(requestedRows.map((r) => [r.orderId, Number(r.requested)]));
  const plans = new Map<number, { amountMinor: number; remaining: number }>();
  for (const { item, k } of paying) {
    try {
      const order = orderOf.get(item.orderId)!;
      const chosen = chosenOf.get(k)!;
      const remaining = (paymentOf.get(order.id)?.amountMinor ?? 0) - (requestedOf.get(order.id) ?? 0);
      const policyMinor = chosen.reduce((sum, t) => sum + t.refundMinor, 0);
      const amountMinor = item.request.everything
        ? remaining
        : item.request.amount === undefined
          ? Math.min(policyMinor, remaining)
          : exactMinor(item.request.amount, order.currency, 'amount');
      if (amountMinor > remaining) {
        const words = M.amountTooHigh(formatAmount(fromMinor(remaining, order.currency), order.currency));
        throw conflict(words, { amount: words });
      }
      if (!chosen.length && amountMinor === 0) throw conflict(M.nothingToRefund);
      plans.set(k, { amountMinor, remaining });
    } catch (err) {
      refuse(k, err);
    }
  }

  const going = open();
  const refundIdOf = new Map<string, string>();
  const refunding = going.filter(({ k }) => plans.get(k)!.amountMinor > 0);
  if (refunding.length) {
    const inserted = await tx
      .insert(refunds)
      .values(
        refunding.map(({ item, k }) => {
          const order = orderOf.get(item.orderId)!;
          const owner = item.owner;
          return {
            orderId: order.id,
            paymentId: paymentOf.get(order.id)!.id,
            amountMinor: plans.get(k)!.amountMinor,
            currency: order.currency,
            requestedBy: owner.kind,
            requestedByPersonId: owner.kind === 'admin' ? owner.auth.personId : owner.personId,
            reason: item.request.reason ?? null,
            // The request sends it at once; the worker takes it over if that request dies.
            nextAttemptAt: new Date(now.getTime() + deps.config.refundLeaseMs),
            createdAt: now,
            updatedAt: now,
          };
        }),
      )
      .returning({ id: refunds.id, orderId: refunds.orderId });
    for (const r of inserted) refundIdOf.set(r.orderId, r.id);
  }

  const cancelledOf = await cancelTickets(
    tx,
    going.flatMap(({ item, k }) =>
      chosenOf.get(k)!.map((t) => ({ ...t, orderId: item.orderId, refundId: refundIdOf.get(item.orderId) ?? null })),
    ),
    now,
  );

  // An order with no valid ticket left is cancelled; its tickets were read under its lock.
  const closed = going
    .filter(({ item, k }) => {
      const cancelled = cancelledOf.get(item.orderId)?.length ?? 0;
      const valid = terms.get(item.orderId)!.tickets.filter((t) => t.status === 'valid').length;
      return cancelled > 0 && cancelled === valid && chosenOf.get(k)!.length > 0;
    })
    .map(({ item }) => item.orderId);
  if (closed.length) {
    await tx
      .update(orders)
      .set({ status: 'cancelled', updatedAt: now })
      .where(closed.length === 1 ? eq(orders.id, closed[0]) : inArray(orders.id, closed));
  }

  const messages = [];
  for (const { item, k } of going) {
    const order = orderOf.get(item.orderId)!;
    const event = eventOf.get(order.eventId)!;
    const cancelled = cancelledOf.get(order.id) ?? [];
    const { amountMinor, remaining } = plans.get(k)!;
    const paidMinor = paymentOf.get(order.id)?.amountMinor ?? 0;
    if (announce) await announce(tx, mailOf(order, event), cancelled, amountMinor, paidMinor - remaining);
    else if (cancelled.length)
      messages.push(cancellationConfirmed(mailOf(order, event), cancelled, amountMinor, deps.config));
    const owner = item.owner;
    const refundId = refundIdOf.get(order.id) ?? null;
    if (owner.kind === 'admin') {
      await recordAudit(tx, now, actorOf(owner.auth), {
        action: 'order.refund',
        entityType: 'order',
        entityId: order.id,
        entityName: `${event.name}: ${order.buyerEmail}`,
        summary: `Refund of ${formatAmount(fromMinor(amountMinor, order.currency), order.currency)}${
          cancelled.length ? `, ${cancelled.length} ticket(s) cancelled` : ''
        }: ${item.request.reason ?? ''}`.trim(),
        before: { status: order.status, refundableMinor: remaining },
        after: { refundMinor: amountMinor, cancelledTicketIds: cancelled.map((c) => c.ticketId), refundId },
      });
    }
    results[k] = { ok: true, value: { refundId, amountMinor, cancelledTickets: cancelled.length } };
  }
  if (messages.length) await sendBuyerMessages(tx, messages);
  return results as Settled<CancelOutcome>[];
}

/** The tickets named (each must be the order's and, to cancel, still valid), or every valid one. */
function chooseTickets(
  all: TicketTerms[],
  ticketIds: string[] | undefined,
  { allowCancelled }: { allowCancelled: boolean },
) {
  if (!ticketIds) return all.filter((t) => t.status === 'valid');
  const ids = [...new Set(ticketIds)];
  const byId = new Map(all.map((t) => [t.ticketId, t]));
  if (ids.some((id) => !byId.has(id))) throw badRequest(M.ticketsNotInOrder, { ticketIds: M.ticketsNotInOrder });
  const chosen = ids.map((id) => byId.get(id)!);
  if (!allowCancelled && chosen.some((t) => t.status !== 'valid')) throw conflict(M.ticketsAlreadyCancelled);
  return chosen;
}

/**
 * valid -> cancelled for the chosen tickets of every order at once, then their seats (and capped
 * extras) back on sale. The conditional update under the orders' locks is what makes the release
 * happen once per ticket, whether a ticket is cancelled alone and then its order, or both at once.
 * Answers, per order, the tickets it cancelled.
 */
async function cancelTickets(
  tx: Tx,
  chosen: Array<TicketTerms & { orderId: string; refundId: string | null }>,
  now: Date,
): Promise<Map<string, Array<{ ticketId: string; typeName: string; attendeeName: string }>>> {
  const byOrder = new Map<string, Array<{ ticketId: string; typeName: string; attendeeName: string }>>();
  if (!chosen.length) return byOrder;
  const rows = sql.join(
    chosen.map((t) => sql`(${t.ticketId}::uuid, ${t.orderId}::uuid, ${t.refundId}::uuid)`),
    sql`, `,
  );
  const done = rowsOf<{ id: string; order_id: string; ticket_type_id: number; first_name: string; surname: string }>(
    await tx.execute(sql`
      update tickets t set status = 'cancelled', cancelled_at = ${now.toISOString()}::timestamptz, refund_id = v.refund_id
      from (values ${rows}) v(id, order_id, refund_id)
      where t.id = v.id and t.order_id = v.order_id and t.status = 'valid'
      returning t.id, t.order_id, t.ticket_type_id, t.first_name, t.surname`),
  );
  const perType = new Map<number, number>();
  for (const t of done) perType.set(Number(t.ticket_type_id), (perType.get(Number(t.ticket_type_id)) ?? 0) + 1);
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
  const typeName = new Map(chosen.map((t) => [t.ticketId, t.typeName]));
  for (const t of done) {
    const list = byOrder.get(t.order_id) ?? [];
    list.push({
      ticketId: t.id,
      typeName: typeName.get(t.id) ?? 'Ticket',
      attendeeName: `${t.first_name} ${t.surname}`,
    });
    byOrder.set(t.order_id, list);
  }
  return byOrder;
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
    await this.sendMany([refundId]);
  }

  /**
   * The same for several refunds: sent to the gateway side by side, each under its own key, and their
   * outcomes recorded in one transaction (the refunded ones' ledger lines in one posting, their
   * emails in one insert).
   */
  async sendMany(refundIds: readonly string[]): Promise<void> {
    if (!refundIds.length) return;
    const { db, gateway, now: clock, logger } = this.deps;
    const rows = await db
      .select({ refund: refunds, chargeReference: payments.gatewayReference })
      .from(refunds)
      .innerJoin(payments, eq(payments.id, refunds.paymentId))
      .where(refundIds.length === 1 ? eq(refunds.id, refundIds[0]) : inArray(refunds.id, [...refundIds]));
    const due = rows.filter((row) => row.refund.status !== 'refunded');
    if (!due.length) return;
    const results = await Promise.all(
      due.map(async (row): Promise<RefundResult> => {
        try {
          if (!row.chargeReference) throw new Error('the charge has no gateway reference');
          return await gateway.refund({
            chargeReference: row.chargeReference,
            amountMinor: row.refund.amountMinor,
            currency: row.refund.currency,
            idempotencyKey: row.refund.id,
          });
        } catch (err) {
          // Only the kind of error: a provider's message may quote the request.
          logger.warn(
            { refundId: row.refund.id, error: err instanceof Error ? err.name : typeof err },
            'refund gateway call failed',
          );
          return { status: 'failed', reference: null, message: 'The payment provider could not be reached' };
        }
      }),
    );
    await retryingTransaction(db, async (tx) => {
      const now = clock();
      // The orders locked before anything of their refunds is read or written, after their events
      // (platform/locks.ts: what is owed per event references the event): refunds of one order recorded
      // at once, by two requests or two instances, then take turns, so each counts the fee given back
      // by those before it (recordRefunds).
      const refunded = due.map((row) => row.refund.orderId);
      await shareEventsOfOrders(tx, refunded);
      await lockOrders(tx, refunded);
      const paid: Array<{ id: string; reference: string | null }> = [];
      for (const [k, result] of results.entries()) {
        const { refund } = due[k];
        if (result.status !== 'failed') {
          paid.push({ id: refund.id, reference: result.reference });
          continue;
        }
        // The delay follows this attempt's count; the stored count is incremented where it stands.
        await tx
          .update(refunds)
          .set({
            status: 'failed',
            attempts: sql`${refunds.attempts} + 1`,
            failureMessage: result.message.slice(0, 500),
            nextAttemptAt: new Date(now.getTime() + refundRetryDelayMs(refund.attempts + 1)),
            updatedAt: now,
          })
          .where(and(eq(refunds.id, refund.id), ne(refunds.status, 'refunded')));
      }
      if (!paid.length) return;
      const values = sql.join(
        paid.map((p) => sql`(${p.id}::uuid, ${p.reference}::varchar)`),
        sql`, `,
      );
      // Someone else may have recorded one first: the ledger and the email of that one are theirs.
      const won = rowsOf<{ id: string; order_id: string; amount_minor: string | number; currency: TCurrencyCode }>(
        await tx.execute(sql`
          update refunds r set status = 'refunded', attempts = r.attempts + 1, refunded_at = ${now.toISOString()}::timestamptz,
            gateway_reference = v.reference, failure_message = null, updated_at = ${now.toISOString()}::timestamptz
          from (values ${values}) v(id, reference)
          where r.id = v.id and r.status <> 'refunded'
          returning r.id, r.order_id, r.amount_minor, r.currency`),
      ).map((r) => ({ id: r.id, orderId: r.order_id, amountMinor: Number(r.amount_minor), currency: r.currency }));
      if (!won.length) return;
      await recordRefunds(tx, won, now);
      const orderIds = [...new Set(won.map((w) => w.orderId))];
      const heads = await tx
        .select({ order: orders, name: events.name })
        .from(orders)
        .innerJoin(events, eq(events.id, orders.eventId))
        .where(orderIds.length === 1 ? eq(orders.id, orderIds[0]) : inArray(orders.id, orderIds));
      const headOf = new Map(heads.map((h) => [h.order.id, h]));
      await sendBuyerMessages(
        tx,
        won.map((w) => {
          const head = headOf.get(w.orderId)!;
          return refundSent(
            mailOf(head.order, head),
            { amountMinor: w.amountMinor, refundedAt: now },
            this.deps.config,
          );
        }),
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
        .set({ nextAttemptAt: new Date(now.getTime() + this.deps.config.refundLeaseMs) })
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
