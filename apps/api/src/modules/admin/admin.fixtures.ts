// Test data for the admin specs: an administrator's header, events with ticket types for a partner,
// and paid orders written the way the checkout writes them (pending with tickets, then paid).
import { eq, sql } from 'drizzle-orm';
import { eventDurationIdFor, type TCurrencyCode } from '@pavilion/domain';
import type { Database } from '../../db/client';
import { events, eventVersions, orders, places, tickets, ticketTypes } from '../../db/schema';
import { refreshEventDerived, liveSnapshot } from '../events';
import { bearerFor, createAdmin, createAttendee, moduleContextFor, type TestContext } from '../../testing/harness';
import { apiModules } from '..';
import { ApiModule, type RouteEntry } from '../../platform/route';

/** Every route declared with the route helper, as the running app has them. */
export function declaredRoutes(t: TestContext): RouteEntry[] {
  return apiModules(moduleContextFor(t))
    .filter((m): m is ApiModule => m instanceof ApiModule)
    .flatMap((m) => m.routes);
}

const DAY = 86_400_000;

export async function adminHeader(t: TestContext) {
  const admin = await createAdmin(t.db);
  return { ...admin, auth: await bearerFor(t.app, admin.email) };
}

export interface EventSpec {
  name?: string;
  tagline?: string;
  status?: 'APPROVED' | 'PENDING' | 'REJECTED';
  published?: boolean;
  startsInDays?: number;
  capacity?: number | null;
  venueName?: string;
  currency?: TCurrencyCode;
  priceMinor?: number;
  sold?: number;
}

export async function venueIdByName(db: Database, name: string): Promise<number> {
  const [row] = await db.select({ id: places.id }).from(places).where(eq(places.name, name)).limit(1);
  if (!row) throw new Error(`no place named ${name}`);
  return row.id;
}

/** An event of `partnerId` with one ticket type (and its first version), derived columns refreshed. */
export async function createEvent(db: Database, now: Date, partnerId: number, spec: EventSpec = {}) {
  const startAt = new Date(now.getTime() + (spec.startsInDays ?? 30) * DAY);
  const endAt = new Date(startAt.getTime() + DAY);
  const [event] = await db
    .insert(events)
    .values({
      partnerId,
      name: spec.name ?? 'Future of Logistics Summit',
      tagline: spec.tagline ?? 'Where supply chains meet',
      description: 'Two days of talks.',
      websiteUrl: 'https://example.com',
      attendanceType: 1,
      startAt,
      endAt,
      durationId: eventDurationIdFor(startAt, endAt),
      status: spec.status ?? 'APPROVED',
      published: spec.published ?? true,
      maxAttendees: spec.capacity === undefined ? 500 : spec.capacity,
      venueId: spec.venueName ? await venueIdByName(db, spec.venueName) : null,
      ticketCurrency: spec.currency ?? 'USD',
    })
    .returning({ id: events.id });
  const [type] = await db
    .insert(ticketTypes)
    .values({
      eventId: event.id,
      name: 'Standard Pass',
      priceMinor: spec.priceMinor ?? 25_000,
      currency: spec.currency ?? 'USD',
      quantity: 1000,
      sold: spec.sold ?? 0,
    })
    .returning({ id: ticketTypes.id });
  // Version 1 holds the event's content, decided as the event's status says.
  const [version] = await db
    .insert(eventVersions)
    .values({
      eventId: event.id,
      version: 1,
      snapshot: (await liveSnapshot(db, event.id))!,
      status: spec.status ?? 'APPROVED',
    })
    .returning({ id: eventVersions.id });
  await db.update(events).set({ currentVersionId: version.id }).where(eq(events.id, event.id));
  await refreshEventDerived(db, [event.id]);
  return { eventId: event.id, ticketTypeId: type.id, versionId: version.id };
}

/**
 * A paid order of `ticketCount` tickets, written as the checkout writes one: pending with its tickets
 * and held seats, then paid (seats sold) in one statement each.
 */
export async function paidOrder(
  db: Database,
  event: { eventId: number; ticketTypeId: number },
  opts: { createdAt: Date; buyerEmail?: string; ticketCount?: number; priceMinor?: number; currency?: TCurrencyCode },
) {
  const buyer = await createAttendee(db, opts.buyerEmail ? { email: opts.buyerEmail } : {});
  const count = opts.ticketCount ?? 1;
  const price = opts.priceMinor ?? 25_000;
  const currency = opts.currency ?? 'USD';
  const [order] = await db
    .insert(orders)
    .values({
      personId: buyer.personId,
      eventId: event.eventId,
      currency,
      totalMinor: price * count,
      holdExpiresAt: new Date(opts.createdAt.getTime() + 15 * 60_000),
      buyerFirstName: 'Ada',
      buyerSurname: 'Lovelace',
      buyerEmail: buyer.email,
      createdAt: opts.createdAt,
    })
    .returning({ id: orders.id });
  await db.insert(tickets).values(
    Array.from({ length: count }, (_, i) => ({
      orderId: order.id,
      eventId: event.eventId,
      ticketTypeId: event.ticketTypeId,
      priceMinor: price,
      currency,
      firstName: 'Ada',
      surname: `Guest ${i + 1}`,
      email: `guest${i + 1}@example.com`,
      company: 'Acme',
      jobTitle: 'Engineer',
      position: i,
    })),
  );
  await db
    .update(ticketTypes)
    .set({ held: sql`${ticketTypes.held} + ${count}` })
    .where(eq(ticketTypes.id, event.ticketTypeId));
  await db.update(orders).set({ status: 'paid', paidAt: opts.createdAt }).where(eq(orders.id, order.id));
  await db
    .update(ticketTypes)
    .set({ held: sql`${ticketTypes.held} - ${count}`, sold: sql`${ticketTypes.sold} + ${count}` })
    .where(eq(ticketTypes.id, event.ticketTypeId));
  return { orderId: order.id, buyerEmail: buyer.email, personId: buyer.personId };
}
