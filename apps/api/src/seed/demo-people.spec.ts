// The demo's people, read back through the API on one copy of the demo data (written once for both):
// - its sanctions, through the console: one active block, one lifted, and none on the accounts the
//   README lists;
// - its tickets named later: an order of partner@example.com's event with tickets not named yet (their
//   links on the buyer's order, 'Not named yet' for the partner) and one ticket given to another demo
//   buyer, listed among the order's changes, held in their account, whose old code the door refuses;
// - its upcoming legal version: a significant customer terms version published ahead, which the
//   console and the public documents list, every account holder is told of, and the README's attendee
//   is asked to accept once it applies.
import request from 'supertest';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { orders, personSanctions, persons, tickets } from '../db/schema';
import { bearerFor, createAdmin, useTestContext } from '@pavilion/api-testing/harness';
import { ticketCode, ticketCodeKey } from '../modules/tickets';
import { DEMO_PASSWORD, seedDemoData } from './demo';
import { DEMO_SANCTIONED } from './demo-sanctions';
import { demoUpcomingTerms } from './demo-legal';
import { LEGAL_NOTICE_TEMPLATE, sendLegalNotices } from '../modules/legal';
import { outboxTo } from '@pavilion/api-testing/mail';

const t = useTestContext();
beforeAll(async () => {
  await seedDemoData(t.db, t.storage, t.clock.now);
});

describe("the demo's sanctions", () => {
  it('shows one person with registrations blocked and one whose sign-in block was lifted', async () => {
    const admin = await createAdmin(t.db);
    const auth = await bearerFor(t.app, admin.email);
    const blocked = await request(t.app)
      .get('/api/admin/people/')
      .query({ q: DEMO_SANCTIONED.registrationsBlocked })
      .set(auth)
      .expect(200);
    expect(blocked.body.items).toEqual([expect.objectContaining({ blocks: ['REGISTRATIONS'] })]);
    const lifted = await request(t.app).get('/api/admin/people/').query({ q: DEMO_SANCTIONED.signInLifted }).set(auth);
    const detail = await request(t.app).get(`/api/admin/people/${lifted.body.items[0].id}`).set(auth).expect(200);
    expect(detail.body.blocks).toEqual([]);
    expect(detail.body.sanctions).toEqual([
      expect.objectContaining({ kind: 'SIGN_IN', active: false, by: expect.any(String), liftedBy: expect.any(String) }),
    ]);

    // The README's accounts sign in and buy as they always did.
    const readme = ['attendee@example.com', 'partner@example.com', 'admin@example.com'];
    const ids = (await t.db.select({ id: persons.id }).from(persons).where(inArray(persons.email, readme))).map(
      (p) => p.id,
    );
    expect(ids).toHaveLength(3);
    expect(await t.db.select().from(personSanctions).where(inArray(personSanctions.personId, ids))).toEqual([]);
  });
});

describe("the demo's tickets named later", () => {
  it('has an order with tickets not named yet and one ticket given to someone else, as buyer, partner, holder and door see them', async () => {
    const [unnamed] = await t.db
      .select({
        orderId: tickets.orderId,
        eventId: tickets.eventId,
        personId: orders.personId,
        email: orders.buyerEmail,
      })
      .from(tickets)
      .innerJoin(orders, eq(orders.id, tickets.orderId))
      .where(and(isNull(tickets.firstName), eq(orders.status, 'paid')))
      .limit(1);
    expect(unnamed).toBeDefined();
    const partner = await bearerFor(t.app, 'partner@example.com', DEMO_PASSWORD);

    // The buyer's order: a link for each ticket not named yet.
    const buyer = await bearerFor(t.app, unnamed!.email, DEMO_PASSWORD);
    const order = (await request(t.app).get(`/api/orders/${unnamed!.orderId}/`).set(buyer).expect(200)).body;
    const later = order.tickets.filter((x: { attendee: unknown }) => x.attendee === null);
    expect(later.length).toBeGreaterThan(0);
    for (const ticket of later) expect(ticket.assignPath).toMatch(/^\/tickets\/assign\/[\w-]{43}$/);
    const page = await request(t.app)
      .get(`/api/ticket-assignments/${later[0].assignPath.split('/').pop()}`)
      .expect(200);
    expect(page.body.event.id).toBe(unnamed!.eventId);

    // The partner: the change of attendee on the order, and the tickets not named yet in the list.
    const changes = (
      await request(t.app).get(`/api/partner/orders/${unnamed!.orderId}/attendee-changes`).set(partner).expect(200)
    ).body;
    expect(changes.items).toEqual([
      expect.objectContaining({
        change: 'changed',
        by: 'buyer',
        to: expect.objectContaining({ email: expect.stringMatching(/^(katherine\.johnson|alan\.kay)@example\.com$/) }),
      }),
    ]);
    const attendees = (
      await request(t.app)
        .get(`/api/partner/events/${unnamed!.eventId}/attendees?pageSize=100`)
        .set(partner)
        .expect(200)
    ).body;
    expect(attendees.items.some((a: { attendeeName: string | null }) => a.attendeeName === null)).toBe(true);

    // The holder's account holds the ticket given to her; the code of the guest before is refused.
    const passedId = changes.items[0].ticketId as string;
    const holderEmail = changes.items[0].to.email as string;
    const holder = await bearerFor(t.app, holderEmail, DEMO_PASSWORD);
    const held = (await request(t.app).get(`/api/tickets/${passedId}`).set(holder).expect(200)).body;
    expect(held).toMatchObject({ role: 'holder', attendeeEmail: holderEmail });
    expect(held.checkInCode).toBe(ticketCode(ticketCodeKey(t.config.jwtSecret), passedId, 2));
    const door = await request(t.app)
      .post(`/api/partner/events/${unnamed!.eventId}/check-ins`)
      .set(partner)
      .send({ code: ticketCode(ticketCodeKey(t.config.jwtSecret), passedId, 1) })
      .expect(200);
    expect(door.body.result).toBe('REPLACED');
  });
});

describe("the demo's upcoming legal version", () => {
  it('is a significant customer terms version published ahead, told to account holders and asked for once it applies', async () => {
    const upcoming = demoUpcomingTerms(t.clock.now);
    const days = (upcoming.appliesFrom.getTime() - t.clock.now.getTime()) / 86_400_000;
    expect(days).toBeGreaterThan(14);

    const admin = await createAdmin(t.db);
    const auth = await bearerFor(t.app, admin.email);
    const console = await request(t.app).get('/api/admin/legal-versions').set(auth).expect(200);
    expect(console.body.versions[0]).toEqual({
      document: 'customer-terms',
      version: upcoming.version,
      day: upcoming.day,
      significant: true,
      appliesFrom: upcoming.appliesFrom.toISOString(),
      publishedAt: t.clock.now.toISOString(),
    });
    const documents = await request(t.app).get('/api/legal/documents').expect(200);
    expect(documents.body[0]).toMatchObject({
      document: 'customer-terms',
      upcoming: { version: upcoming.version, significant: true },
    });

    // Not in force yet: the README's attendee is not asked; every account holder is emailed first.
    const attendee = await bearerFor(t.app, 'attendee@example.com', DEMO_PASSWORD);
    const before = await request(t.app).get('/api/legal/acceptances').set(attendee).expect(200);
    expect(before.body.pending).toEqual([]);
    await sendLegalNotices(t.db, t.config, t.clock.now);
    const told = (await outboxTo(t, 'attendee@example.com')).filter((m) => m.template === LEGAL_NOTICE_TEMPLATE);
    expect(told).toHaveLength(1);

    // Once it applies, the attendee is asked to accept it.
    const saved = t.clock.now;
    t.clock.now = new Date(upcoming.appliesFrom.getTime() + 60_000);
    try {
      const after = await request(t.app).get('/api/legal/acceptances').set(attendee).expect(200);
      expect(after.body.pending).toEqual([
        expect.objectContaining({ document: 'customer-terms', version: upcoming.version, significant: true }),
      ]);
    } finally {
      t.clock.now = saved;
    }
  });
});
