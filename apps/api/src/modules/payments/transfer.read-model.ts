// Orders awaiting their bank transfer as their readers see them: the partner (its own events' orders) and
// administrators (every partner's). The list of what is still owed, the soonest due first, and one order's
// instructions (its reference, due day and Pavilion's account, as printed on its invoice).
import { and, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import {
  BANK_TRANSFER_MESSAGES as M,
  fromMinor,
  type TAwaitingTransfersPage,
  type TAwaitingTransfersQuery,
  type TBankTransferInstructions,
  NOT_FOUND,
} from '@pavilion/domain';
import type { DbOrTx } from '../../db/client';
import { events, invoices, orders, partners } from '../../db/schema';
import { notFound } from '../../platform/errors';
import { containsPattern, listPage, notNull } from '../../platform/list';
import { instructionsOf } from './transfer.service';

/** Whose orders a reader sees: one partner's, or (an administrator) everyone's. */
export type TransferReader = { partnerId: number } | { admin: true };

const ownedBy = (reader: TransferReader): SQL | undefined =>
  'partnerId' in reader ? eq(orders.partnerId, reader.partnerId) : undefined;

/** The orders awaiting their transfer that the reader may see, one page of them (ZAwaitingTransfersQuery). */
export async function awaitingTransfers(
  db: DbOrTx,
  reader: TransferReader,
  query: TAwaitingTransfersQuery,
): Promise<TAwaitingTransfersPage> {
  const pattern = query.q ? containsPattern(query.q) : null;
  const where = and(
    eq(orders.status, 'awaiting_payment'),
    eq(orders.paymentMethod, 'bank_transfer'),
    ownedBy(reader),
    query.eventId === undefined ? undefined : eq(orders.eventId, query.eventId),
    pattern
      ? or(
          ilike(orders.paymentReference, pattern),
          ilike(orders.buyerEmail, pattern),
          ilike(orders.companyName, pattern),
          ilike(sql`${orders.buyerFirstName} || ' ' || ${orders.buyerSurname}`, pattern),
        )
      : undefined,
  );
  const page = await listPage(
    query,
    {
      dueAt: notNull(orders.holdExpiresAt),
      createdAt: notNull(orders.createdAt),
      amount: [notNull(orders.currency), notNull(orders.totalMinor)],
    },
    orders.id,
    {
      rows: ({ orderBy, limit, offset }) =>
        db
          .select({
            order: {
              id: orders.id,
              createdAt: orders.createdAt,
              buyerFirstName: orders.buyerFirstName,
              buyerSurname: orders.buyerSurname,
              buyerEmail: orders.buyerEmail,
              companyName: orders.companyName,
              reference: orders.paymentReference,
              dueAt: orders.holdExpiresAt,
              totalMinor: orders.totalMinor,
              currency: orders.currency,
            },
            event: { id: events.id, name: events.name, timeZone: events.timeZone },
            partner: { id: partners.id, name: partners.name },
          })
          .from(orders)
          .innerJoin(events, eq(events.id, orders.eventId))
          .innerJoin(partners, eq(partners.id, events.partnerId))
          .where(where)
          .orderBy(...orderBy)
          .limit(limit)
          .offset(offset),
      count: () =>
        db
          .select({ n: count() })
          .from(orders)
          .where(where)
          .then((rows) => rows[0].n),
    },
  );
  return {
    ...page,
    items: page.items.map(({ order, event, partner }) => ({
      orderId: order.id,
      createdAt: order.createdAt.toISOString(),
      event,
      partner,
      buyerName: `${order.buyerFirstName} ${order.buyerSurname}`.trim(),
      buyerEmail: order.buyerEmail,
      companyName: order.companyName,
      reference: order.reference ?? '',
      dueAt: order.dueAt.toISOString(),
      amount: fromMinor(order.totalMinor, order.currency),
      currency: order.currency,
    })),
  };
}

/**
 * How an order paid by transfer is to be paid (its reference, due day, amount and the account), whatever
 * its status now; another partner's order, or one not paid by transfer, answers 404 in words.
 */
export async function transferInstructions(
  db: DbOrTx,
  reader: TransferReader,
  orderId: string,
): Promise<TBankTransferInstructions> {
  const [order] = await db
    .select({
      id: orders.id,
      totalMinor: orders.totalMinor,
      currency: orders.currency,
      paymentMethod: orders.paymentMethod,
    })
    .from(orders)
    .where(and(eq(orders.id, orderId), ownedBy(reader)));
  if (!order) throw notFound(NOT_FOUND.order);
  const [invoice] =
    order.paymentMethod === 'bank_transfer'
      ? await db
          .select({ id: invoices.id, payment: invoices.payment })
          .from(invoices)
          .where(
            and(eq(invoices.orderId, orderId), eq(invoices.kind, 'invoice'), sql`${invoices.damageClaimId} is null`),
          )
      : [];
  const instructions = invoice ? instructionsOf(order, invoice) : null;
  if (!instructions) throw notFound(M.notTransfer);
  return instructions;
}
