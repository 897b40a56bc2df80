// Test data for the partner's specs: a valid event body from the reference data, a partner with a
// policy, the admin's decision, and a buyer who pays.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import request from 'supertest';
import type { Express } from 'express';
import type { TEventCreateBody } from '@pavilion/domain';
import type { Database } from '../../db/client';
import {
  cancellationPolicies,
  cancellationPolicyPeriods,
  countries,
  optionItems,
  partnerAgreements,
  places,
} from '../../db/schema';
import { currentAgreementVersions } from '../partner-account';
import { bearerFor, createAttendee, createPartnerUser, type TestContext } from '../../testing/harness';
import { decideEventVersion } from './versions';

const DAY = 86_400_000;

export interface TestPartner {
  partnerId: number;
  personId: number;
  email: string;
  auth: { Authorization: string };
  policyId: number;
}

/** A partner with a policy; ready to sell (address verified, agreement signed) unless `readyToSell` is false. */
export async function partnerWithPolicy(
  t: TestContext,
  status: 'APPROVED' | 'PENDING' | 'REJECTED' = 'APPROVED',
  { readyToSell = true } = {},
): Promise<TestPartner> {
  const p = await createPartnerUser(t.db, {
    currentVettingStatus: status,
    addressVerifiedAt: readyToSell ? t.clock.now : null,
  });
  if (readyToSell) await signPartnerContract(t, p.partnerId, p.personId);
  const [policy] = await t.db
    .insert(cancellationPolicies)
    .values({ partnerId: p.partnerId, name: 'Flexible', freeCancellation: true })
    .returning({ id: cancellationPolicies.id });
  await t.db
    .insert(cancellationPolicyPeriods)
    .values({ policyId: policy.id, percentageRefund: 100, startDaysBeforeEvent: 60, endDaysBeforeEvent: 1 });
  return { ...p, auth: await bearerFor(t.app, p.email), policyId: policy.id };
}

/** The partner's owner signs the current partner agreement. */
export async function signPartnerContract(t: TestContext, partnerId: number, personId: number) {
  await t.db.insert(partnerAgreements).values({
    partnerId,
    personId,
    kind: 'partner-contract',
    version: currentAgreementVersions()['partner-contract'],
    signedAt: t.clock.now,
  });
}

export async function optionId(db: Database, list: (typeof optionItems.$inferSelect)['list'], index = 0) {
  const rows = await db
    .select({ id: optionItems.id })
    .from(optionItems)
    .where(and(eq(optionItems.list, list), eq(optionItems.archived, false)))
    .orderBy(optionItems.position);
  return rows[index].id;
}

export async function venueIn(db: Database, timeZone = 'Europe/London') {
  const [row] = await db
    .select({ id: places.id })
    .from(places)
    .where(and(eq(places.kind, 'venue'), eq(places.timeZone, timeZone)))
    .limit(1);
  return row.id;
}

export async function countryIdOf(db: Database, code = 'GB') {
  const [row] = await db.select({ id: countries.id }).from(countries).where(eq(countries.code, code));
  return row.id;
}

/** A complete create body: starts in 60 days at the venue, two ticket types, an agenda item and an extra. */
export async function eventBody(
  t: TestContext,
  policyId: number,
  overrides: Partial<Record<keyof TEventCreateBody, unknown>> = {},
): Promise<Record<string, unknown>> {
  const start = new Date(Math.floor(t.clock.now.getTime() / DAY) * DAY + 60 * DAY + 8 * 3_600_000);
  const end = new Date(start.getTime() + 8 * 3_600_000);
  return {
    name: 'Harbour Logistics Forum',
    eventTypeId: await optionId(t.db, 'eventTypes'),
    tagline: 'Ports, data and people',
    description: 'A day of talks on port logistics.',
    websiteUrl: 'harbour-forum.example',
    attendanceType: 1,
    venueId: await venueIn(t.db),
    startDateTime: start.toISOString(),
    endDateTime: end.toISOString(),
    otherInformation: 'Bring photo ID.',
    attendeeCountries: [await countryIdOf(t.db)],
    agendaItems: [{ name: 'Opening keynote', startDateTime: start.toISOString() }],
    ticketTypes: [
      {
        name: 'Standard',
        price: 295.5,
        quantity: 100,
        startDateTime: t.clock.now.toISOString(),
        cancellationPolicyId: policyId,
      },
      {
        name: 'VIP',
        price: 750,
        quantity: 10,
        startDateTime: t.clock.now.toISOString(),
        cancellationPolicyId: policyId,
      },
    ],
    subEvents: [
      {
        name: 'Harbour tour',
        subEventTypeId: await optionId(t.db, 'subEventTypes'),
        startDateTime: new Date(start.getTime() - 3_600_000).toISOString(),
        price: 25,
      },
    ],
    currencyCode: 'GBP',
    ...overrides,
  };
}

/** The body of PATCH /api/partner/events/{id}: the event without its ticket types, sub-events and currency. */
export function toEditBody(body: Record<string, unknown>) {
  const { ticketTypes: _t, subEvents: _s, currencyCode: _c, ...edit } = body;
  return edit;
}

export async function editBody(...args: Parameters<typeof eventBody>) {
  return toEditBody(await eventBody(...args));
}

export async function createEvent(t: TestContext, partner: TestPartner, overrides = {}): Promise<number> {
  const res = await request(t.app)
    .post('/api/partner/events/')
    .set(partner.auth)
    .send(await eventBody(t, partner.policyId, overrides));
  if (res.status !== 201) throw new Error(`create failed: ${res.status} ${JSON.stringify(res.body)}`);
  const id = res.body.id as number;
  // Auto publish is off by default: the new event is a draft until the partner submits it.
  if (res.body.status === 'DRAFT') {
    const submitted = await request(t.app).post(`/api/partner/events/${id}/submit`).set(partner.auth);
    if (submitted.status !== 200)
      throw new Error(`submit failed: ${submitted.status} ${JSON.stringify(submitted.body)}`);
  }
  return id;
}

/** The admin's decision on the event's current version, as the admin console calls it. */
export async function decide(
  t: TestContext,
  eventId: number,
  versionId: number,
  status: 'APPROVED' | 'REJECTED',
  comment = status === 'APPROVED' ? 'Looks good' : 'Please fix the tagline',
  notes: string | null = 'Checked the venue by phone',
) {
  return t.db.transaction((tx) =>
    decideEventVersion(
      tx,
      { eventId, versionId, status, comment, notes, adminPersonId: null, now: t.clock.now },
      t.config,
    ),
  );
}

export async function currentVersionId(t: TestContext, partner: TestPartner, eventId: number): Promise<number> {
  const res = await request(t.app).get(`/api/partner/events/${eventId}`).set(partner.auth).expect(200);
  return res.body.currentEventVersionId as number;
}

export async function approveCurrent(t: TestContext, partner: TestPartner, eventId: number) {
  return decide(t, eventId, await currentVersionId(t, partner, eventId), 'APPROVED');
}

/** An attendee buys `count` tickets of one type and pays (the app must answer payments at once). */
export async function buyTickets(
  app: Express,
  db: Database,
  now: Date,
  eventId: number,
  ticketTypeId: number,
  count = 1,
  /** More of the order's body (`source`, ...). */
  extra: Record<string, unknown> = {},
) {
  const buyer = await createAttendee(db);
  const auth = await bearerFor(app, buyer.email);
  const order = await request(app)
    .post('/api/orders/')
    .set(auth)
    .send({
      eventId,
      tickets: Array.from({ length: count }, (_, i) => ({
        ticketTypeId,
        firstName: `Guest${i}`,
        surname: 'Buyer',
        email: `guest${i}.${randomUUID().slice(0, 8)}@example.com`,
        company: 'Acme =Freight',
        jobTitle: 'Planner',
        subEventIds: [],
      })),
      ...extra,
    });
  if (order.status !== 201) throw new Error(`order failed: ${order.status} ${JSON.stringify(order.body)}`);
  const nextYear = String((now.getUTCFullYear() + 1) % 100).padStart(2, '0');
  const paid = await request(app)
    .post(`/api/orders/${order.body.id}/complete-order`)
    .set(auth)
    .set('Idempotency-Key', randomUUID())
    .send({
      cardNumber: '4242 4242 4242 4242',
      expiryDate: `12/${nextYear}`,
      cvv: '123',
      cardholderName: 'Ada Lovelace',
      cardholderAddress: '12 Analytical Engine Way',
      cardholderZip: 'SW1A 1AA',
      country: String(await countryIdOf(db)),
    });
  if (paid.status !== 200) throw new Error(`payment failed: ${paid.status} ${JSON.stringify(paid.body)}`);
  return { orderId: order.body.id as string, buyer, auth };
}
