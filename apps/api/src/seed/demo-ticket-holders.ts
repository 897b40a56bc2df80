// Demo tickets named later: partner@example.com's soonest event more than two days away has its paid
// order of three or more tickets bought partly to be named later: the buyer's own ticket named, one
// ticket given since to another demo buyer (so their account holds it, the partner's order page lists the
// change and the door refuses the code of the guest before), and the rest not named yet (their assign
// links on the buyer's order, 'Not named yet' on the partner's attendee list). Katherine Johnson, or Alan
// Kay when she bought the order.
import { and, asc, desc, eq, gt, gte, inArray, isNull } from 'drizzle-orm';
import type { TTicketHolder } from '@pavilion/domain';
import type { Tx } from '../db/client';
import { events, orders, persons, tickets, ticketTypes } from '../db/schema';
import { recordAttendeeChange } from '../modules/ticket-holders';
import { demoPartnerOwner } from './demo-partner';

const HOUR = 3_600_000;

/** Who the passed-on ticket went to: a demo buyer with an account, the first who is not the order's buyer. */
const NEW_HOLDERS: TTicketHolder[] = [
  {
    firstName: 'Katherine',
    surname: 'Johnson',
    email: 'katherine.johnson@example.com',
    company: 'Orbital Analytics',
    jobTitle: 'Head of Data',
  },
  {
    firstName: 'Alan',
    surname: 'Kay',
    email: 'alan.kay@example.com',
    company: 'Dynabook Labs',
    jobTitle: 'Researcher',
  },
];

export async function seedDemoTicketHolders(tx: Tx, now: Date): Promise<{ orderId: string } | null> {
  const owner = await demoPartnerOwner(tx);
  if (!owner) return null;
  const [order] = await tx
    .select({
      id: orders.id,
      personId: orders.personId,
      buyerFirstName: orders.buyerFirstName,
      buyerSurname: orders.buyerSurname,
      buyerEmail: orders.buyerEmail,
      eventName: events.name,
    })
    .from(orders)
    .innerJoin(events, eq(events.id, orders.eventId))
    .where(
      and(
        eq(events.partnerId, owner.partnerId),
        eq(orders.status, 'paid'),
        gte(orders.ticketCount, 3),
        gt(events.startAt, new Date(now.getTime() + 48 * HOUR)),
        isNull(events.cancelledAt),
      ),
    )
    .orderBy(asc(events.startAt), desc(orders.ticketCount), asc(orders.id))
    .limit(1);
  if (!order) return null;
  const rows = await tx
    .select({
      id: tickets.id,
      firstName: tickets.firstName,
      surname: tickets.surname,
      email: tickets.email,
      company: tickets.company,
      jobTitle: tickets.jobTitle,
      holderVersion: tickets.holderVersion,
      ticketTypeName: ticketTypes.name,
    })
    .from(tickets)
    .innerJoin(ticketTypes, eq(ticketTypes.id, tickets.ticketTypeId))
    .where(and(eq(tickets.orderId, order.id), eq(tickets.status, 'valid')))
    .orderBy(asc(tickets.position));
  const [, passed, ...later] = rows;
  if (!passed || !later.length) return null;

  // Bought to be named later: no attendee yet.
  await tx
    .update(tickets)
    .set({ firstName: null, surname: null, email: null, company: null, jobTitle: null })
    .where(
      inArray(
        tickets.id,
        later.map((t) => t.id),
      ),
    );

  // Given by the buyer to a colleague a day ago: a new holder, whose account holds it.
  const NEW_HOLDER = NEW_HOLDERS.find((h) => h.email !== order.buyerEmail)!;
  const [holder] = await tx.select({ id: persons.id }).from(persons).where(eq(persons.email, NEW_HOLDER.email));
  const version = passed.holderVersion + 1;
  await tx
    .update(tickets)
    .set({ ...NEW_HOLDER, holderVersion: version, holderPersonId: holder?.id ?? null })
    .where(eq(tickets.id, passed.id));
  await recordAttendeeChange(
    tx,
    new Date(now.getTime() - 24 * HOUR),
    {
      personId: order.personId,
      name: `${order.buyerFirstName} ${order.buyerSurname}`,
      email: order.buyerEmail,
    },
    {
      orderId: order.id,
      ticketId: passed.id,
      eventName: order.eventName,
      buyerEmail: order.buyerEmail,
      ticketTypeName: passed.ticketTypeName,
      before: {
        firstName: passed.firstName ?? '',
        surname: passed.surname ?? '',
        email: passed.email ?? '',
        company: passed.company ?? '',
        jobTitle: passed.jobTitle ?? '',
      },
      after: NEW_HOLDER,
      by: 'buyer',
      version,
    },
  );
  return { orderId: order.id };
}
