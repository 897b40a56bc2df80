// Demo bank transfers: partner@example.com's upcoming events more than three weeks away take transfers
// (until 14 days before the start), and a company buyer has five tickets of one of them awaiting its
// transfer, with its invoice issued yesterday (Pavilion's account, the payment reference, the due day) and
// the receivable in the ledger, so the buyer's registrations, the partner's order page ("Mark as paid"),
// the console and the invoices lists show an order awaiting payment on first start.
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { BANK_TRANSFER_UNTIL_DAYS_DEFAULT } from '@pavilion/domain';
import type { Config } from '../config';
import type { Tx } from '../db/client';
import { events, orders, persons, tickets, ticketTypes } from '../db/schema';
import { recordTransferDue } from '../modules/ledger';
import { newPaymentReference, transferDueAt } from '../modules/payments';
import { demoPartnerOwner } from './demo-partner';

const DAY = 86_400_000;
const SEATS = 5;

/** The account the demo's invoices print when no configuration is given (the configuration's defaults). */
export const DEMO_BANK_ACCOUNT: Config['bankTransfer'] = {
  accountName: 'Pavilion Events Ltd',
  iban: 'GB33BUKB20201555555555',
  bic: 'BUKBGB22',
  bankName: 'Barclays Bank UK PLC',
  pollMs: 60_000,
};

export async function seedDemoBankTransfers(
  tx: Tx,
  bank: Config['bankTransfer'],
  now: Date,
): Promise<{ orderId: string } | null> {
  const owner = await demoPartnerOwner(tx);
  if (!owner) return null;
  const soon = new Date(now.getTime() + 21 * DAY);
  await tx
    .update(events)
    .set({ bankTransferUntilDays: BANK_TRANSFER_UNTIL_DAYS_DEFAULT })
    .where(and(eq(events.partnerId, owner.partnerId), gt(events.startAt, soon)));
  const [type] = await tx
    .select({
      id: ticketTypes.id,
      eventId: ticketTypes.eventId,
      priceMinor: ticketTypes.priceMinor,
      currency: ticketTypes.currency,
      startAt: events.startAt,
    })
    .from(ticketTypes)
    .innerJoin(events, eq(events.id, ticketTypes.eventId))
    .where(
      and(
        eq(events.partnerId, owner.partnerId),
        eq(events.status, 'APPROVED'),
        gt(events.startAt, soon),
        eq(ticketTypes.onSale, true),
        gt(ticketTypes.priceMinor, 0),
        sql`${ticketTypes.quantity} - ${ticketTypes.held} - ${ticketTypes.sold} >= ${SEATS}`,
      ),
    )
    .orderBy(asc(events.startAt), asc(ticketTypes.id))
    .limit(1);
  const [buyer] = await tx
    .select({ id: persons.id, firstName: persons.firstName, surname: persons.surname, email: persons.email })
    .from(persons)
    .where(eq(persons.email, 'tim.bl@example.com'));
  if (!type || !buyer) return null;
  const invoicedAt = new Date(now.getTime() - DAY);
  const dueAt = transferDueAt(invoicedAt, type.startAt);
  const reference = newPaymentReference();
  const [order] = await tx
    .insert(orders)
    .values({
      personId: buyer.id,
      eventId: type.eventId,
      status: 'awaiting_payment',
      paymentMethod: 'bank_transfer',
      paymentReference: reference,
      currency: type.currency,
      totalMinor: SEATS * type.priceMinor,
      holdExpiresAt: dueAt,
      buyerFirstName: buyer.firstName,
      buyerSurname: buyer.surname,
      buyerEmail: buyer.email,
      companyName: 'Web Works GmbH',
      companyAddress: 'Friedrichstraße 68, 10117 Berlin',
      companyCountryCode: 'DE',
      companyVatNumber: 'DE136695976',
      companyVatCheck: 'not_checked',
      companyReference: 'PO-2031-0457',
      createdAt: new Date(invoicedAt.getTime() - 5 * 60_000),
      updatedAt: invoicedAt,
    })
    .returning({ id: orders.id });
  const TEAM = ['Tim', 'Robert', 'Anne', 'Marc', 'Jean'];
  await tx.insert(tickets).values(
    TEAM.map((firstName, i) => ({
      orderId: order.id,
      eventId: type.eventId,
      ticketTypeId: type.id,
      priceMinor: type.priceMinor,
      currency: type.currency,
      firstName,
      surname: i === 0 ? buyer.surname : 'of Web Works',
      email: i === 0 ? buyer.email : `${firstName.toLowerCase()}.${buyer.email}`,
      company: 'Web Works GmbH',
      jobTitle: i === 0 ? 'Founder' : 'Engineer',
      position: i,
    })),
  );
  // The seats stay held until the due day, as checkout holds them.
  await tx
    .update(ticketTypes)
    .set({ held: sql`${ticketTypes.held} + ${SEATS}` })
    .where(eq(ticketTypes.id, type.id));
  await recordTransferDue(tx, order.id, invoicedAt, {
    method: 'bank_transfer',
    reference,
    dueAt: dueAt.toISOString(),
    accountName: bank.accountName,
    iban: bank.iban,
    bic: bank.bic,
    bankName: bank.bankName,
  });
  return { orderId: order.id };
}
