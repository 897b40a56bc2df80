// Paying by bank transfer against the invoice (docs/decisions/0107-paying-by-bank-transfer-into-pavilions-account.md, "Paying by bank transfer"). A pending
// order of an event that takes transfers becomes awaiting_payment: its seats stay held until the due day
// (BANK_TRANSFER_DUE_DAYS, never past the start), its invoice is issued at once with Pavilion's account
// and a unique payment reference, and the ledger records what is receivable. The transfer is recorded by
// the partner or an administrator ("mark as paid", audited) or matched from a bank statement: once per
// order (the order's status moves once, and one succeeded payment per order is all the schema allows);
// the tickets go out then. Unpaid past the due day (or once the event is cancelled) the worker cancels it:
// seats back to sale and to the waiting list, the receivable settled, a credit note cancelling the invoice.
// Locks as every payment: the event FOR SHARE, then the order FOR UPDATE.
import { randomInt } from 'node:crypto';
import { and, eq, lte, or, isNotNull, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import {
  BANK_TRANSFER_DUE_DAYS,
  BANK_TRANSFER_MESSAGES as M,
  findPaymentReference,
  formatAmount,
  formatIsoDay,
  fromMinor,
  toMinor,
  type TBankStatementBody,
  type TBankStatementResult,
  type TBankTransferInstructions,
  type TBankTransferState,
  type TCurrencyCode,
  type TEventBankTransfer,
  type TEventBankTransferBody,
  type TInvoicePayment,
  type TMarkPaidBody,
  NOT_FOUND,
} from '@pavilion/domain';
import type { Config } from '../../config';
import type { Database, Tx } from '../../db/client';
import { events, invoices, orders, payments, persons, places } from '../../db/schema';
import { actorOf, recordAudit, AUDIT_SUMMARY_TEXT as A } from '../../platform/audit';
import type { AuthContext } from '../../platform/auth';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { retryingTransaction } from '../../platform/locks';
import { enqueueEmails, inLanguage, languagesOf, renderEmail } from '../../platform/mail';
import { storedMessage } from '../../platform/stored-message';
import { invoiceAttachment } from '../invoices';
import { recordTransferDue, recordTransferSettled } from '../ledger';
import { AttendeeOrders, deliverPaidOrder, expireTransferIn, seatLinesOfOrder, sellHeldSeats } from '../orders';
import { parseStatement, type StatementEntry } from './statements';
import { TRANSFER_EMAIL_TEXT as E } from './transfer.messages';
import { tellOrders } from '../webhooks';

const DAY_MS = 86_400_000;
export const INVOICE_TEMPLATE = 'bank-transfer-invoice' as const;
export const EXPIRED_TEMPLATE = 'bank-transfer-expired' as const;
/** Letters and digits without look-alikes (no I, O). */
const ALPHABET = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';

export interface TransferDeps {
  db: Database;
  config: Config;
  now: () => Date;
  logger: Logger;
}

/** A new payment reference: 'PV-' and two groups of four (32 bits of chance twice over). */
export function newPaymentReference(): string {
  const group = () => Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `PV-${group()}-${group()}`;
}

/** The last instant a buyer can choose a transfer, `untilDays` before the start. */
export const lastChoiceAt = (startAt: Date, untilDays: number) => new Date(startAt.getTime() - untilDays * DAY_MS);

/** When the seats of a transfer chosen now are held until: the due day, never past the start. */
export const transferDueAt = (now: Date, startAt: Date) =>
  new Date(Math.min(now.getTime() + BANK_TRANSFER_DUE_DAYS * DAY_MS, startAt.getTime()));

/** An order's instructions as its invoice prints them; null when the invoice names no transfer. */
export function instructionsOf(
  order: { id: string; totalMinor: number; currency: TCurrencyCode },
  invoice: { id: string; payment: TInvoicePayment | null },
): TBankTransferInstructions | null {
  const p = invoice.payment;
  if (!p) return null;
  return {
    orderId: order.id,
    reference: p.reference,
    dueAt: p.dueAt,
    accountName: p.accountName,
    iban: p.iban,
    bic: p.bic,
    bankName: p.bankName,
    amount: fromMinor(order.totalMinor, order.currency),
    currency: order.currency,
    invoiceId: invoice.id,
  };
}

async function lockEventAndOrder(tx: Tx, orderId: string) {
  const [head] = await tx.select({ eventId: orders.eventId }).from(orders).where(eq(orders.id, orderId));
  if (!head) return null;
  const [event] = await tx
    .select({
      id: events.id,
      name: events.name,
      startAt: events.startAt,
      cancelledAt: events.cancelledAt,
      untilDays: events.bankTransferUntilDays,
    })
    .from(events)
    .where(eq(events.id, head.eventId))
    .for('share');
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return { event, order };
}

export class BankTransfers {
  constructor(private readonly deps: TransferDeps) {}

  /** Whether the buyer's order can be paid by transfer, and how once it is chosen. */
  async state(personId: number, orderId: string): Promise<TBankTransferState> {
    const { db, now: clock } = this.deps;
    const now = clock();
    const [row] = await db
      .select({
        order: orders,
        startAt: events.startAt,
        cancelledAt: events.cancelledAt,
        untilDays: events.bankTransferUntilDays,
      })
      .from(orders)
      .innerJoin(events, eq(events.id, orders.eventId))
      .where(and(eq(orders.id, orderId), eq(orders.personId, personId)));
    if (!row) throw notFound(NOT_FOUND.order);
    const { order } = row;
    const last = row.untilDays === null ? null : lastChoiceAt(row.startAt, row.untilDays);
    const available =
      order.status === 'pending' && order.holdExpiresAt > now && !row.cancelledAt && last !== null && now <= last;
    let instructions: TBankTransferInstructions | null = null;
    if (order.paymentMethod === 'bank_transfer' && order.status === 'awaiting_payment') {
      const [invoice] = await db
        .select({ id: invoices.id, payment: invoices.payment })
        .from(invoices)
        .where(
          and(eq(invoices.orderId, orderId), eq(invoices.kind, 'invoice'), sql`${invoices.damageClaimId} is null`),
        );
      if (invoice) instructions = instructionsOf(order, invoice);
    }
    return {
      available,
      lastChoiceAt: last?.toISOString() ?? null,
      dueAtIfChosen: available ? transferDueAt(now, row.startAt).toISOString() : null,
      instructions,
    };
  }

  /** The buyer chooses to pay their pending order by transfer: the invoice is issued and emailed with how to pay. */
  async choose(personId: number, orderId: string): Promise<TBankTransferInstructions> {
    const { db, config, now: clock } = this.deps;
    return retryingTransaction(db, async (tx) => {
      const now = clock();
      const locked = await lockEventAndOrder(tx, orderId);
      if (!locked || locked.order.personId !== personId) throw notFound(NOT_FOUND.order);
      const { event, order } = locked;
      if (order.status !== 'pending') throw conflict(M.notPending);
      if (order.holdExpiresAt <= now) throw conflict(M.reservationExpired);
      if (event.cancelledAt) throw conflict(M.eventCancelled);
      if (event.untilDays === null) throw conflict(M.notAllowed);
      const last = lastChoiceAt(event.startAt, event.untilDays);
      if (now > last) throw conflict(M.tooLate({ date: formatIsoDay(last.toISOString().slice(0, 10)) }));
      const [charging] = await tx
        .select({ id: payments.id })
        .from(payments)
        .where(and(eq(payments.orderId, orderId), eq(payments.status, 'processing')));
      if (charging) throw conflict(M.notPending);
      const dueAt = transferDueAt(now, event.startAt);
      const reference = newPaymentReference();
      await tx
        .update(orders)
        .set({
          status: 'awaiting_payment',
          paymentMethod: 'bank_transfer',
          paymentReference: reference,
          holdExpiresAt: dueAt,
          updatedAt: now,
        })
        .where(eq(orders.id, orderId));
      const { accountName, iban, bic, bankName } = config.bankTransfer;
      const payment: TInvoicePayment = {
        method: 'bank_transfer',
        reference,
        dueAt: dueAt.toISOString(),
        accountName,
        iban,
        bic,
        bankName,
      };
      await recordTransferDue(tx, orderId, now, payment);
      const [invoice] = await tx
        .select({ id: invoices.id, number: invoices.number, partnerId: invoices.partnerId })
        .from(invoices)
        .where(
          and(eq(invoices.orderId, orderId), eq(invoices.kind, 'invoice'), sql`${invoices.damageClaimId} is null`),
        );
      await this.emailInvoice(tx, order, event.name, invoice.id, payment);
      return instructionsOf(order, { id: invoice.id, payment })!;
    });
  }

  private async emailInvoice(
    tx: Tx,
    order: typeof orders.$inferSelect,
    eventName: string,
    invoiceId: string,
    payment: TInvoicePayment,
  ): Promise<void> {
    const { config } = this.deps;
    const [buyer] = await tx
      .select({ firstName: persons.firstName })
      .from(persons)
      .where(eq(persons.id, order.personId));
    const language = (await languagesOf(tx, [order.personId])).get(order.personId)!;
    await enqueueEmails(tx, [
      inLanguage(language, () => {
        const date = formatIsoDay(payment.dueAt.slice(0, 10));
        const amount = formatAmount(fromMinor(order.totalMinor, order.currency), order.currency);
        return {
          to: order.buyerEmail,
          template: INVOICE_TEMPLATE,
          subject: E.subject({ event: eventName, date }),
          ...renderEmail({
            preview: E.preview({ amount, date, reference: payment.reference }),
            heading: E.heading,
            paragraphs: [
              E.hello({ firstName: buyer?.firstName ?? order.buyerFirstName }),
              E.held({ count: order.ticketCount, event: eventName, date }),
              E.amount({ amount }),
              E.reference({ reference: payment.reference }),
              E.account({ name: payment.accountName, iban: payment.iban, bic: payment.bic }),
            ],
            action: { label: E.view, url: `${config.publicUrl}/user/registrations-and-events` },
            notes: [E.note({ date })],
          }),
          attachments: [invoiceAttachment(invoiceId, `invoice-${payment.reference}.pdf`)],
        };
      }),
    ]);
  }

  /**
   * Records the transfer of an order awaiting it, in the caller's transaction after lockEventAndOrder:
   * the payment, the order paid, the receivable settled and the sale collected in the bank account, the
   * held seats sold, the tickets sent. Refuses in words an order not awaiting a transfer.
   */
  private async recordPaid(
    tx: Tx,
    locked: NonNullable<Awaited<ReturnType<typeof lockEventAndOrder>>>,
    source: string,
  ): Promise<void> {
    const { config, now: clock } = this.deps;
    const now = clock();
    const { event, order } = locked;
    if (order.status !== 'awaiting_payment') throw conflict(M.notAwaiting);
    if (event.cancelledAt) throw conflict(M.eventCancelled);
    await tx.insert(payments).values({
      orderId: order.id,
      idempotencyKey: 'bank-transfer',
      status: 'succeeded',
      amountMinor: order.totalMinor,
      currency: order.currency,
      gateway: 'bank_transfer',
      gatewayReference: source.slice(0, 120),
    });
    await tx.update(orders).set({ status: 'paid', paidAt: now, updatedAt: now }).where(eq(orders.id, order.id));
    await recordTransferSettled(tx, order.id, now, true);
    await tellOrders(tx, 'order.paid', [order.id], now);
    const view = await new AttendeeOrders(tx, order.personId, clock).get(order.id);
    const [venue] = await tx
      .select({ name: places.name })
      .from(events)
      .innerJoin(places, eq(places.id, events.venueId))
      .where(eq(events.id, order.eventId));
    await deliverPaidOrder(tx, view, order.personId, now, venue?.name ?? null, config);
    await sellHeldSeats(tx, await seatLinesOfOrder(tx, order.id));
  }

  /**
   * "Mark as paid" by the event's partner (its own orders only: another's answers 404) or an
   * administrator (any order), audited with who, the day the money arrived and the note.
   */
  async markPaid(
    reader: { partnerId: number } | { admin: true },
    auth: AuthContext,
    orderId: string,
    body: TMarkPaidBody,
  ): Promise<{ orderId: string; status: 'paid' }> {
    const { db, now: clock } = this.deps;
    const today = clock().toISOString().slice(0, 10);
    if (body.receivedOn && body.receivedOn > today)
      throw badRequest(M.receivedInFuture, { receivedOn: M.receivedInFuture });
    const receivedOn = body.receivedOn ?? today;
    return retryingTransaction(db, async (tx) => {
      const locked = await lockEventAndOrder(tx, orderId);
      if (!locked || ('partnerId' in reader && locked.order.partnerId !== reader.partnerId))
        throw notFound(NOT_FOUND.order);
      const by = 'partnerId' in reader ? 'partner' : 'admin';
      await this.recordPaid(tx, locked, `marked paid by ${by} ${auth.personId}, received ${receivedOn}`);
      const { order, event } = locked;
      const amount = formatAmount(fromMinor(order.totalMinor, order.currency), order.currency);
      await recordAudit(tx, clock(), actorOf(auth), {
        action: 'order.transfer-paid',
        entityType: 'order',
        entityId: order.id,
        entityName: `${event.name}: ${order.buyerEmail}`,
        summary: storedMessage(A, 'transferPaid', {
          amount,
          reference: order.paymentReference ?? '',
          day: receivedOn,
          note: body.note ?? '',
        }),
        before: { status: 'awaiting_payment' },
        after: { status: 'paid', receivedOn, by },
      });
      return { orderId: order.id, status: 'paid' as const };
    });
  }

  /**
   * Matches a bank statement's credits to orders awaiting their transfer by the reference in each
   * entry's text: the same amount and currency record the payment (each in its own transaction); an
   * order already paid is reported, never recorded twice; anything else is reported as unmatched.
   */
  async importStatement(auth: AuthContext, body: TBankStatementBody): Promise<TBankStatementResult> {
    const { db, now: clock } = this.deps;
    let entries: StatementEntry[];
    try {
      entries = parseStatement(body.format, body.content);
    } catch (err) {
      throw badRequest(
        M.statementUnreadable({ format: body.format.toUpperCase(), detail: err instanceof Error ? err.message : '' }),
      );
    }
    const result: TBankStatementResult = { lines: entries.length, recorded: [], alreadyPaid: [], unmatched: [] };
    for (const entry of entries) {
      const reference = findPaymentReference(entry.text);
      const line = {
        line: entry.line,
        bookedOn: entry.bookedOn,
        reference,
        amount: entry.amount,
        currency: entry.currency,
      };
      if (!reference) {
        result.unmatched.push({ ...line, reason: 'no_reference' });
        continue;
      }
      const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.paymentReference, reference));
      if (!order) {
        result.unmatched.push({ ...line, reason: 'unknown_reference' });
        continue;
      }
      const outcome = await retryingTransaction(db, async (tx) => {
        const locked = (await lockEventAndOrder(tx, order.id))!;
        const o = locked.order;
        if (o.status === 'paid' && o.paymentMethod === 'bank_transfer') return 'already' as const;
        if (o.status !== 'awaiting_payment' || locked.event.cancelledAt) return 'not_awaiting' as const;
        if (entry.currency !== o.currency) return 'currency_differs' as const;
        if (toMinor(entry.amount, o.currency) !== o.totalMinor) return 'amount_differs' as const;
        await this.recordPaid(
          tx,
          locked,
          `statement line ${entry.line}${entry.bookedOn ? ` of ${entry.bookedOn}` : ''}`,
        );
        await recordAudit(tx, clock(), actorOf(auth), {
          action: 'order.transfer-paid',
          entityType: 'order',
          entityId: o.id,
          entityName: `${locked.event.name}: ${o.buyerEmail}`,
          summary: storedMessage(A, 'transferMatched', {
            amount: formatAmount(entry.amount, o.currency),
            reference,
            day: entry.bookedOn ?? '',
          }),
          before: { status: 'awaiting_payment' },
          after: { status: 'paid', statementLine: entry.line },
        });
        return 'recorded' as const;
      });
      if (outcome === 'recorded') result.recorded.push({ ...line, orderId: order.id });
      else if (outcome === 'already') result.alreadyPaid.push({ ...line, orderId: order.id });
      else result.unmatched.push({ ...line, reason: outcome });
    }
    return result;
  }

  /** The partner's switch for one of its events (another's answers 404). */
  async eventSetting(partnerId: number, eventId: number, body?: TEventBankTransferBody): Promise<TEventBankTransfer> {
    const { db } = this.deps;
    const where = and(eq(events.id, eventId), eq(events.partnerId, partnerId));
    const [row] = body
      ? await db
          .update(events)
          .set({ bankTransferUntilDays: body.enabled ? body.untilDays : null })
          .where(where)
          .returning({ startAt: events.startAt, untilDays: events.bankTransferUntilDays })
      : await db.select({ startAt: events.startAt, untilDays: events.bankTransferUntilDays }).from(events).where(where);
    if (!row) throw notFound(NOT_FOUND.event);
    return {
      enabled: row.untilDays !== null,
      untilDays: row.untilDays,
      lastChoiceAt: row.untilDays === null ? null : lastChoiceAt(row.startAt, row.untilDays).toISOString(),
    };
  }
}

/**
 * The worker's round: orders awaiting a transfer past their due day, or whose event was cancelled,
 * are cancelled one transaction each (safe beside another instance: the conditional update lets one
 * through), the buyer emailed. Answers how many.
 */
export async function expireDueTransfers(deps: TransferDeps, { limit = 100 } = {}): Promise<number> {
  const { db, config, now: clock } = deps;
  const now = clock();
  const due = await db
    .select({ id: orders.id, cancelled: isNotNull(events.cancelledAt).mapWith(Boolean) })
    .from(orders)
    .innerJoin(events, eq(events.id, orders.eventId))
    .where(
      and(
        eq(orders.paymentMethod, 'bank_transfer'),
        eq(orders.status, 'awaiting_payment'),
        or(lte(orders.holdExpiresAt, now), isNotNull(events.cancelledAt)),
      ),
    )
    .orderBy(orders.holdExpiresAt)
    .limit(limit);
  let total = 0;
  for (const { id, cancelled } of due) {
    const done = await retryingTransaction(db, async (tx) => {
      const locked = await lockEventAndOrder(tx, id);
      if (!locked) return false;
      if (!(await expireTransferIn(tx, id, now, config, cancelled))) return false;
      await recordTransferSettled(tx, id, now, false);
      const { order, event } = locked;
      const language = (await languagesOf(tx, [order.personId])).get(order.personId)!;
      await enqueueEmails(tx, [
        inLanguage(language, () => {
          const date = formatIsoDay(order.holdExpiresAt.toISOString().slice(0, 10));
          const amount = formatAmount(fromMinor(order.totalMinor, order.currency), order.currency);
          return {
            to: order.buyerEmail,
            template: EXPIRED_TEMPLATE,
            subject: E.expiredSubject({ event: event.name }),
            ...renderEmail({
              preview: E.expiredPreview({ date }),
              heading: E.expiredHeading,
              paragraphs: [
                cancelled
                  ? E.expiredCancelled({ event: event.name })
                  : E.expiredBody({ amount, reference: order.paymentReference ?? '', date, event: event.name }),
              ],
            }),
          };
        }),
      ]);
      return true;
    });
    if (done) total += 1;
  }
  return total;
}
