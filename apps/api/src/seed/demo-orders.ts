// Demo sales: paid orders over the last four weeks for the upcoming approved events of the approved
// demo partners, and orders with check-ins for their events already over, bought by demo buyers, so
// the partner's registrations, insights, dashboard and door and the admin's registrations show real
// rows on first start. Each order is written as checkout writes it
// (pending with its tickets and a successful card payment, then paid), so the triggers count it in the
// per-day sales and the registrations list as they count any order; page views for the insights.
import { and, asc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { recordSale } from '../modules/ledger';
import {
  attendees,
  eventViewDays,
  events,
  orders,
  partnerMembers,
  partners,
  partnerViewDays,
  payments,
  persons,
  tickets,
  ticketTypes,
} from '../db/schema';

const DAY = 86_400_000;

/** A demo buyer's details, as checkout copies them onto the order and its first ticket. */
export type DemoBuyer = { firstName: string; surname: string; email: string; company: string; jobTitle: string };

/** Demo buyers (not demo accounts to sign in with: the attendee account keeps an empty history). */
const BUYERS: DemoBuyer[] = [
  {
    firstName: 'Grace',
    surname: 'Hopper',
    email: 'grace.hopper@example.com',
    company: 'Cobol Systems',
    jobTitle: 'CTO',
  },
  {
    firstName: 'Alan',
    surname: 'Kay',
    email: 'alan.kay@example.com',
    company: 'Dynabook Labs',
    jobTitle: 'Researcher',
  },
  {
    firstName: 'Katherine',
    surname: 'Johnson',
    email: 'katherine.johnson@example.com',
    company: 'Orbital Analytics',
    jobTitle: 'Head of Data',
  },
  { firstName: 'Tim', surname: 'Berners-Lee', email: 'tim.bl@example.com', company: 'Web Works', jobTitle: 'Founder' },
];

const EVENTS_PER_PARTNER = 4;
const ORDERS_PER_EVENT = 6;

export async function seedDemoOrders(tx: Tx, passwordHash: string, countryId: number, now: Date) {
  const buyerIds: number[] = [];
  for (const b of BUYERS) {
    const [p] = await tx
      .insert(persons)
      .values({
        email: b.email,
        passwordHash,
        firstName: b.firstName,
        surname: b.surname,
        companyName: b.company,
        jobTitle: b.jobTitle,
        countryId,
        emailVerifiedAt: now,
      })
      .returning({ id: persons.id });
    await tx.insert(attendees).values({ personId: p.id });
    buyerIds.push(p.id);
  }

  const approved = await tx
    .select({ id: partners.id })
    .from(partners)
    .where(eq(partners.currentVettingStatus, 'APPROVED'));
  const eventRows = [];
  for (const { id } of approved) {
    eventRows.push(
      ...(await tx
        .select({ id: events.id, partnerId: events.partnerId })
        .from(events)
        .where(and(eq(events.partnerId, id), eq(events.status, 'APPROVED'), gt(events.startAt, now)))
        .orderBy(asc(events.startAt))
        .limit(EVENTS_PER_PARTNER)),
    );
  }
  if (!eventRows.length) return;
  const types = await tx
    .select()
    .from(ticketTypes)
    .where(
      inArray(
        ticketTypes.eventId,
        eventRows.map((e) => e.id),
      ),
    )
    .orderBy(asc(ticketTypes.eventId), asc(ticketTypes.position));

  let n = 0;
  for (const event of eventRows) {
    const offered = types.filter((t) => t.eventId === event.id && t.quantity - t.sold - t.held >= 10);
    if (!offered.length) continue;
    for (let k = 0; k < ORDERS_PER_EVENT; k++, n++) {
      const type = offered[k % offered.length];
      const buyerIndex = n % BUYERS.length;
      // Spread over the last 27 days, at office hours.
      const paidAt = new Date(now.getTime() - (1 + ((n * 7) % 27)) * DAY - ((n * 37) % 480) * 60_000);
      await placeDemoOrder(tx, {
        eventId: event.id,
        type,
        buyer: BUYERS[buyerIndex],
        buyerId: buyerIds[buyerIndex],
        count: 1 + (n % 3),
        paidAt,
        n,
        countryId,
      });
    }
  }
  await seedDemoCheckIns(tx, buyerIds, countryId, now, n);

  // Views of the public event pages over the same four weeks (the insights set them against orders).
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  for (const [i, event] of eventRows.entries()) {
    await tx.insert(eventViewDays).values(
      Array.from({ length: 28 }, (_, d) => ({
        eventId: event.id,
        partnerId: event.partnerId,
        day: new Date(today.getTime() - d * DAY).toISOString().slice(0, 10),
        views: 15 + ((i * 13 + d * 7) % 40),
      })),
    );
  }
  for (const { id } of approved) {
    await tx.insert(partnerViewDays).values(
      Array.from({ length: 28 }, (_, d) => ({
        partnerId: id,
        day: new Date(today.getTime() - d * DAY).toISOString().slice(0, 10),
        views: 60 + ((id * 11 + d * 5) % 90),
      })),
    );
  }
}

type TicketTypeRow = typeof ticketTypes.$inferSelect;

/**
 * One paid order as checkout writes it: pending with its tickets and a successful card payment, then
 * paid, its sale in the ledger and the ticket type's sold count. Answers the tickets' ids.
 */
export async function placeDemoOrder(
  tx: Tx,
  o: {
    eventId: number;
    type: TicketTypeRow;
    buyer: DemoBuyer;
    buyerId: number;
    count: number;
    paidAt: Date;
    n: number;
    countryId: number;
  },
): Promise<string[]> {
  const { type, paidAt, count, n, buyer } = o;
  const [order] = await tx
    .insert(orders)
    .values({
      personId: o.buyerId,
      eventId: o.eventId,
      currency: type.currency,
      totalMinor: count * type.priceMinor,
      holdExpiresAt: new Date(paidAt.getTime() + 15 * 60_000),
      buyerFirstName: buyer.firstName,
      buyerSurname: buyer.surname,
      buyerEmail: buyer.email,
      createdAt: new Date(paidAt.getTime() - 3 * 60_000),
      updatedAt: paidAt,
    })
    .returning({ id: orders.id });
  const rows = await tx
    .insert(tickets)
    .values(
      Array.from({ length: count }, (_, i) => ({
        orderId: order.id,
        eventId: o.eventId,
        ticketTypeId: type.id,
        priceMinor: type.priceMinor,
        currency: type.currency,
        firstName: i === 0 ? buyer.firstName : `Guest ${i}`,
        surname: i === 0 ? buyer.surname : `of ${buyer.surname}`,
        email: i === 0 ? buyer.email : `guest${i}.${buyer.email}`,
        company: buyer.company,
        jobTitle: buyer.jobTitle,
        position: i,
      })),
    )
    .returning({ id: tickets.id });
  await tx.insert(payments).values({
    orderId: order.id,
    idempotencyKey: `demo-${n}`,
    status: 'succeeded',
    amountMinor: count * type.priceMinor,
    currency: type.currency,
    gateway: 'simulated',
    gatewayReference: `sim_demo_${n}`,
    cardBrand: 'visa',
    cardLast4: '4242',
    expiryMonth: 12,
    expiryYear: paidAt.getUTCFullYear() + 2,
    cardholderName: `${buyer.firstName} ${buyer.surname}`,
    cardholderAddress: '1 Demo Street',
    cardholderZipCode: 'EC1A 1BB',
    cardholderCountryId: o.countryId,
    createdAt: paidAt,
  });
  await tx.update(orders).set({ status: 'paid', paidAt, updatedAt: paidAt }).where(eq(orders.id, order.id));
  await recordSale(tx, order.id, paidAt);
  await tx
    .update(ticketTypes)
    .set({ sold: sql`${ticketTypes.sold} + ${count}` })
    .where(eq(ticketTypes.id, type.id));
  return rows.map((r) => r.id);
}

const PAST_ORDERS_PER_EVENT = 8;

/**
 * The events already over (the demo partner has one): orders paid in the weeks before, and about two
 * in three of their attendees checked in at the door by the partner's owner in the first hour, so the
 * Check-in page shows counts, a list with both states and an Undo on first start. `first` numbers the
 * orders' payment keys after those of the upcoming events.
 */
async function seedDemoCheckIns(tx: Tx, buyerIds: number[], countryId: number, now: Date, first: number) {
  let n = first;
  const past = await tx
    .select({ id: events.id, partnerId: events.partnerId, startAt: events.startAt })
    .from(events)
    .innerJoin(partners, eq(partners.id, events.partnerId))
    .where(and(eq(partners.currentVettingStatus, 'APPROVED'), eq(events.status, 'APPROVED'), lt(events.endAt, now)))
    .orderBy(asc(events.id));
  for (const event of past) {
    const [owner] = await tx
      .select({ personId: partnerMembers.personId })
      .from(partnerMembers)
      .where(and(eq(partnerMembers.partnerId, event.partnerId!), eq(partnerMembers.role, 'owner')));
    const offered = await tx
      .select()
      .from(ticketTypes)
      .where(eq(ticketTypes.eventId, event.id))
      .orderBy(asc(ticketTypes.position));
    if (!offered.length) continue;
    const sold: string[] = [];
    for (let k = 0; k < PAST_ORDERS_PER_EVENT; k++, n++) {
      const buyerIndex = k % BUYERS.length;
      const paidAt = new Date(event.startAt.getTime() - (2 + ((k * 5) % 30)) * DAY - ((k * 41) % 480) * 60_000);
      sold.push(
        ...(await placeDemoOrder(tx, {
          eventId: event.id,
          type: offered[k % offered.length],
          buyer: BUYERS[buyerIndex],
          buyerId: buyerIds[buyerIndex],
          count: 1 + (k % 3),
          paidAt,
          n,
          countryId,
        })),
      );
    }
    for (const [i, ticketId] of sold.entries()) {
      if (i % 3 === 2) continue;
      const at = new Date(event.startAt.getTime() - 30 * 60_000 + i * 4 * 60_000);
      await tx
        .update(tickets)
        .set({ checkedInAt: at, checkedInByPersonId: owner?.personId ?? null, checkInRecordedAt: at })
        .where(eq(tickets.id, ticketId));
    }
  }
}
