// Demo refunds by bank transfer: two demo buyers paid an order of partner@example.com's soonest upcoming
// event in euros (one more than three weeks away, which takes transfers) by bank transfer, and the
// partner refunded both in full through the product's own refund path. Grace Hopper gave the account to
// pay hers back to, so it waits in the console's transfers to pay back (and its SEPA file); Katherine
// Johnson's waits for her account on her order's page, as the email she got asks.
import { and, asc, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { fromMinor } from '@pavilion/domain';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { events, orders, payments, persons, tickets, ticketTypes } from '../db/schema';
import { recordTransferDue, recordTransferSettled } from '../modules/ledger';
import { newPaymentReference } from '../modules/payments';
import { BuyerRefundAccount, OrderRefunds, type RefundsDeps } from '../modules/refunds';

const DAY = 86_400_000;

export const DEMO_TRANSFER_REFUND_REASON = 'The company can no longer send anyone to this event.';
/** The account Grace Hopper gave for her refund (a valid German IBAN, the standard example). */
export const DEMO_REFUND_ACCOUNT = { accountHolder: 'Grace Hopper', iban: 'DE89370400440532013000', bic: null };

export interface DemoTransferRefunds {
  toPayBackOrderId: string;
  awaitingAccountOrderId: string;
}

async function paidByTransfer(
  db: Database,
  type: { id: number; eventId: number; priceMinor: number; currency: string },
  buyerEmail: string,
  company: string,
  bank: Config['bankTransfer'],
  paidAt: Date,
): Promise<{ orderId: string; personId: number } | null> {
  const [buyer] = await db
    .select({ id: persons.id, firstName: persons.firstName, surname: persons.surname, email: persons.email })
    .from(persons)
    .where(eq(persons.email, buyerEmail));
  if (!buyer) return null;
  const invoicedAt = new Date(paidAt.getTime() - 3 * DAY);
  const reference = newPaymentReference();
  return db.transaction(async (tx) => {
    const [order] = await tx
      .insert(orders)
      .values({
        personId: buyer.id,
        eventId: type.eventId,
        status: 'awaiting_payment',
        paymentMethod: 'bank_transfer',
        paymentReference: reference,
        currency: type.currency as 'EUR',
        totalMinor: type.priceMinor,
        holdExpiresAt: new Date(invoicedAt.getTime() + 7 * DAY),
        buyerFirstName: buyer.firstName,
        buyerSurname: buyer.surname,
        buyerEmail: buyer.email,
        createdAt: new Date(invoicedAt.getTime() - 5 * 60_000),
        updatedAt: paidAt,
      })
      .returning({ id: orders.id });
    await tx.insert(tickets).values({
      orderId: order.id,
      eventId: type.eventId,
      ticketTypeId: type.id,
      priceMinor: type.priceMinor,
      currency: type.currency as 'EUR',
      firstName: buyer.firstName,
      surname: buyer.surname,
      email: buyer.email,
      company,
      jobTitle: 'Engineer',
      position: 0,
    });
    await tx
      .update(ticketTypes)
      .set({ sold: sql`${ticketTypes.sold} + 1` })
      .where(eq(ticketTypes.id, type.id));
    // Invoiced with Pavilion's account, then the transfer arrived: the sale collected in the bank account.
    await recordTransferDue(tx, order.id, invoicedAt, {
      method: 'bank_transfer',
      reference,
      dueAt: new Date(invoicedAt.getTime() + 7 * DAY).toISOString(),
      accountName: bank.accountName,
      iban: bank.iban,
      bic: bank.bic,
      bankName: bank.bankName,
    });
    await tx.insert(payments).values({
      orderId: order.id,
      idempotencyKey: 'bank-transfer',
      status: 'succeeded',
      amountMinor: type.priceMinor,
      currency: type.currency as 'EUR',
      gateway: 'bank_transfer',
      gatewayReference: `demo transfer ${reference}`,
    });
    // Paid as the product records it (the order's sales counted by its triggers when it becomes paid).
    await tx.update(orders).set({ status: 'paid', paidAt, updatedAt: paidAt }).where(eq(orders.id, order.id));
    await recordTransferSettled(tx, order.id, paidAt, true);
    return { orderId: order.id, personId: buyer.id };
  });
}

export async function seedDemoTransferRefunds(
  deps: RefundsDeps,
  owner: { partnerId: number; personId: number },
  bank: Config['bankTransfer'],
): Promise<DemoTransferRefunds | null> {
  const { db } = deps;
  const now = deps.now();
  const [type] = await db
    .select({
      id: ticketTypes.id,
      eventId: ticketTypes.eventId,
      priceMinor: ticketTypes.priceMinor,
      currency: ticketTypes.currency,
    })
    .from(ticketTypes)
    .innerJoin(events, eq(events.id, ticketTypes.eventId))
    .where(
      and(
        eq(events.partnerId, owner.partnerId),
        eq(events.status, 'APPROVED'),
        isNull(events.cancelledAt),
        gt(events.startAt, new Date(now.getTime() + 21 * DAY)),
        gt(ticketTypes.priceMinor, 0),
        sql`${ticketTypes.quantity} - ${ticketTypes.held} - ${ticketTypes.sold} >= 2`,
      ),
    )
    // Euros first: the console's SEPA file carries euros.
    .orderBy(desc(sql`${ticketTypes.currency} = 'EUR'`), asc(events.startAt), asc(ticketTypes.id))
    .limit(1);
  if (!type) return null;
  const paidAt = new Date(now.getTime() - 2 * DAY);
  const grace = await paidByTransfer(db, type, 'grace.hopper@example.com', 'Hopper Computing Ltd', bank, paidAt);
  const katherine = await paidByTransfer(db, type, 'katherine.johnson@example.com', 'Langley Research', bank, paidAt);
  if (!grace || !katherine) return null;
  const partner = new OrderRefunds(deps, { kind: 'partner', partnerId: owner.partnerId, personId: owner.personId });
  for (const order of [grace, katherine])
    await partner.cancel(order.orderId, {
      reason: DEMO_TRANSFER_REFUND_REASON,
      amount: fromMinor(type.priceMinor, type.currency),
    });
  await new BuyerRefundAccount(deps, grace.personId).give(grace.orderId, DEMO_REFUND_ACCOUNT);
  return { toPayBackOrderId: grace.orderId, awaitingAccountOrderId: katherine.orderId };
}
