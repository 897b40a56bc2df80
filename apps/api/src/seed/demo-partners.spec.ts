// The demo data's partners, read back through the partner account: one in each state.
import request from 'supertest';
import { and, eq, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { closedAccountEmail, isValidIban } from '@pavilion/domain';
import { bearerFor, createAdmin, useTestContext } from '@pavilion/api-testing/harness';
import { PartnerAccount } from '../modules/partner-account';
import { rowsOf } from '../db/raw-sql';
import {
  bankAccounts,
  emailOutbox,
  events,
  eventVersions,
  invoices,
  ledgerEntries,
  orders,
  partnerMembers,
  partners,
  persons,
  personSanctions,
  refunds,
  tickets,
  ticketTypes,
  waitingListPlaces,
} from '../db/schema';
import { DEMO_API_KEY, DEMO_PASSWORD, DEMO_WIDGET_COLOURS, seedDemoData } from './demo';
import { DEMO_CANCELLATION_REASON, DEMO_PLAN, seedDemoAfterSale, type DemoAfterSale } from './demo-after-sale';
import { seedDemoReviews, type DemoReviews } from './demo-reviews';
import { DEMO_WEBHOOK_URL, seedDemoWebhooks } from './demo-webhooks';
import { closeDemoAccount, DEMO_CLOSED_BUYER, DEMO_CLOSING_REASON, seedDemoClosedBuyer } from './demo-closed-account';
import { SimulatedGateway } from '../platform/payments/simulated';
import { SimulatedPayoutProvider } from '../platform/payouts';
import { createLogger } from '../platform/logger';
import { checkLedger } from '../modules/ledger';
import { activeSponsoredEventIds } from '../modules/sponsorships';
import { DEMO_SPONSORSHIP_PRICE } from './demo-sponsorships';
import { DEMO_OFFER } from './data/demo';

const t = useTestContext();
let afterSale: DemoAfterSale | null;
let demoReviews: DemoReviews | null;
let closedId: number | null;
const payoutProvider = new SimulatedPayoutProvider();
beforeAll(async () => {
  await seedDemoData(t.db, t.storage, t.clock.now);
  closedId = await seedDemoClosedBuyer(t.db, t.clock.now);
  afterSale = await seedDemoAfterSale({
    db: t.db,
    gateway: new SimulatedGateway({ delayMs: 0 }),
    payoutProvider,
    now: () => t.clock.now,
    logger: createLogger('silent'),
    config: {
      publicUrl: 'http://localhost:4200',
      partnerPortalUrl: 'http://localhost:4200/partner',
      refundLeaseMs: 60_000,
    },
    storage: t.storage,
  });
  demoReviews = await seedDemoReviews(t.db, t.clock.now);
  await seedDemoWebhooks(t.db, t.clock.now);
  if (closedId) await closeDemoAccount(t.db, t.storage, closedId, t.clock.now);
  // The whole demo data set, sales, refunds, payouts, claims and reviews: about 20 s on an idle
  // machine, many times that on a busy one.
}, 300_000);

async function partnerOfOwner(email: string) {
  const [row] = await t.db
    .select({ partnerId: partnerMembers.partnerId, role: partnerMembers.role })
    .from(partnerMembers)
    .innerJoin(persons, eq(persons.id, partnerMembers.personId))
    .where(sql`lower(${persons.email}) = ${email}`);
  return { ...row, account: new PartnerAccount(t.db, row.partnerId) };
}

describe('demo partners', () => {
  it('has a sold-out ticket type with people waiting for it, as the partner sees it', async () => {
    const places = await t.db.select().from(waitingListPlaces);
    expect(places.length).toBeGreaterThanOrEqual(3);
    const typeId = places[0]!.ticketTypeId;
    expect(places.every((p) => p.ticketTypeId === typeId && ['waiting', 'offered'].includes(p.status))).toBe(true);
    const [type] = await t.db.select().from(ticketTypes).where(eq(ticketTypes.id, typeId));
    expect(type!.held + type!.sold).toBe(type!.quantity);
    const partner = await bearerFor(t.app, 'partner@example.com', DEMO_PASSWORD);
    const detail = await request(t.app).get(`/api/partner/events/${type!.eventId}`).set(partner).expect(200);
    const shown = detail.body.ticketTypes.find((tt: { id: number }) => tt.id === typeId);
    expect(shown.waitingList.open).toBe(true);
    expect(shown.waitingList.waiting + shown.waitingList.offered).toBe(places.length);
  });

  it('partner@example.com owns an approved partner whose checklist is complete', async () => {
    const { role, account } = await partnerOfOwner('partner@example.com');
    expect(role).toBe('owner');
    const profile = await account.profile('owner');
    expect(profile?.currentVettingStatus).toBe('APPROVED');
    expect(profile?.onboarding).toMatchObject({ complete: true, done: 7 });
    // One payout account per currency: GBP and EUR.
    expect(profile?.bankAccounts.filter((b) => b.payout).map((b) => b.currency)).toEqual(['GBP', 'EUR']);
  });

  it('pending.partner@example.com waits for review with its checklist half done', async () => {
    const { account } = await partnerOfOwner('pending.partner@example.com');
    const profile = await account.profile('owner');
    expect(profile?.application).toMatchObject({ status: 'PENDING', canResubmit: false });
    const done = profile!.onboarding.steps.filter((s) => s.done).map((s) => s.key);
    expect(done).toEqual(['email-confirmed', 'contract-signed', 'customer-terms-accepted', 'first-event']);
  });

  it("rejected.partner@example.com reads the admin's comment, never the notes, and may resubmit", async () => {
    const { account } = await partnerOfOwner('rejected.partner@example.com');
    const profile = await account.profile('owner');
    expect(profile?.application).toMatchObject({
      status: 'REJECTED',
      canResubmit: true,
      latestUpdate: {
        status: 'REJECTED',
        comment: expect.stringContaining('could not verify your company registration number'),
      },
    });
    expect(JSON.stringify(profile)).not.toContain('parked domain');
    expect(JSON.stringify(await account.adminDetail())).toContain('parked domain');
  });

  it("partner@example.com's owner sees the demo partner's API key in Settings > Developers, without its secret", async () => {
    const owner = await bearerFor(t.app, 'partner@example.com', DEMO_PASSWORD);
    const res = await request(t.app).get('/api/partner/api-keys').set(owner).expect(200);
    expect(res.body.items).toEqual([
      expect.objectContaining({
        name: DEMO_API_KEY.name,
        scopes: DEMO_API_KEY.scopes,
        status: 'active',
        prefix: expect.stringMatching(/^pvk_live_.{6}$/),
      }),
    ]);
    expect(JSON.stringify(res.body)).not.toMatch(/secret/i);
  });

  it("the demo partner's public events show their tickets in its widget colours, and its insights count sales through the widget", async () => {
    const owner = await bearerFor(t.app, 'partner@example.com', DEMO_PASSWORD);
    const mine = await request(t.app).get('/api/partner/events/?pageSize=100').set(owner).expect(200);
    const items = mine.body.items as Array<{ id: number; isPublic?: boolean }>;
    expect(items.length).toBeGreaterThan(0);
    for (const event of items)
      expect((await request(t.app).get(`/api/partner/events/${event.id}/widget`).set(owner).expect(200)).body).toEqual(
        DEMO_WIDGET_COLOURS,
      );
    let shown = 0;
    for (const event of items) {
      const res = await request(t.app).get(`/api/widget/events/${event.id}`);
      if (res.status !== 200) continue;
      shown += 1;
      expect(res.body.colours).toEqual(DEMO_WIDGET_COLOURS);
      expect(res.body.ticketTypes.length).toBeGreaterThan(0);
    }
    expect(shown).toBeGreaterThan(0);
    const today = new Date().toISOString().slice(0, 10);
    const from = new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10);
    const insights = await request(t.app).get(`/api/partner/insights?from=${from}&to=${today}`).set(owner).expect(200);
    expect(insights.body.widget.orders).toBeGreaterThan(0);
  });

  it("partner@example.com's owner sees the demo partner's webhook endpoint with delivered and failed deliveries", async () => {
    const owner = await bearerFor(t.app, 'partner@example.com', DEMO_PASSWORD);
    const endpoints = await request(t.app).get('/api/partner/webhooks').set(owner).expect(200);
    expect(endpoints.body.items).toEqual([
      expect.objectContaining({
        url: DEMO_WEBHOOK_URL,
        enabled: true,
        eventTypes: expect.arrayContaining(['order.paid']),
      }),
    ]);
    const id = endpoints.body.items[0].id;
    const log = await request(t.app).get(`/api/partner/webhooks/${id}/deliveries`).set(owner).expect(200);
    expect(log.body.total).toBe(3);
    const statuses = (log.body.items as Array<{ status: string; attempts: number; lastAttemptAt: string }>).map((d) => [
      d.status,
      d.attempts,
    ]);
    expect(statuses).toEqual(
      expect.arrayContaining([
        ['delivered', 1],
        ['failed', 8],
      ]),
    );
    for (const d of log.body.items)
      expect(new Date(d.lastAttemptAt).getTime()).toBeLessThanOrEqual(t.clock.now.getTime());
  });

  it('every bank account is a valid IBAN of its own country', async () => {
    const rows = await t.db.select({ iban: bankAccounts.iban }).from(bankAccounts);
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(isValidIban(r.iban)).toBe(true);
    const statuses = await t.db.select({ s: partners.currentVettingStatus }).from(partners);
    expect(new Set(statuses.map((r) => r.s))).toEqual(new Set(['APPROVED', 'PENDING', 'REJECTED']));
  });

  it('the demo partner keeps a draft that only its team sees and the review queue does not list', async () => {
    const { partnerId } = await partnerOfOwner('partner@example.com');
    const drafts = await t.db
      .select({ id: events.id, name: events.name, version: eventVersions.status })
      .from(events)
      .innerJoin(eventVersions, eq(eventVersions.id, events.currentVersionId))
      .where(and(eq(events.partnerId, partnerId), eq(events.status, 'DRAFT')));
    expect(drafts).toEqual([
      { id: expect.any(Number), name: expect.stringMatching(/: Workshop Day$/), version: 'DRAFT' },
    ]);
    await request(t.app).get(`/api/events/${drafts[0].id}`).expect(404);
    const admin = await bearerFor(t.app, (await createAdmin(t.db)).email);
    const queue = (await request(t.app).get('/api/admin/events?status=PENDING&pageSize=100').set(admin).expect(200))
      .body;
    expect(queue.items.map((e: { id: number }) => e.id)).not.toContain(drafts[0].id);
  });

  it('an approved event of the demo partner has an edit waiting for review, and the public still sees the approved one', async () => {
    const { partnerId } = await partnerOfOwner('partner@example.com');
    const waiting = await t.db
      .select({ eventId: events.id, snapshot: eventVersions.snapshot })
      .from(events)
      .innerJoin(eventVersions, eq(eventVersions.id, events.currentVersionId))
      .where(and(eq(events.partnerId, partnerId), eq(events.status, 'APPROVED'), eq(eventVersions.status, 'PENDING')));
    expect(waiting).toHaveLength(1);
    const proposed = waiting[0].snapshot as { tagline: string };
    expect(proposed.tagline).toBe('Now with a second stage for hands-on workshops');
    const shown = await request(t.app).get(`/api/events/${waiting[0].eventId}`).expect(200);
    expect(shown.body.tagline).not.toBe(proposed.tagline);
    // The admin reads the edit against what the public sees, field by field.
    const admin = await createAdmin(t.db);
    const detail = await request(t.app)
      .get(`/api/admin/events/${waiting[0].eventId}`)
      .set(await bearerFor(t.app, admin.email))
      .expect(200);
    expect(detail.body.review.waiting).toBe(true);
    expect(detail.body.review.changes.map((c: { field: string }) => c.field).sort()).toEqual([
      'description',
      'tagline',
    ]);
  });

  it('the approved partners have sold tickets, so their registrations, figures and insights are not empty', async () => {
    const partner = await bearerFor(t.app, 'partner@example.com', DEMO_PASSWORD);
    const registrations = await request(t.app).get('/api/partner/orders/summaries').set(partner).expect(200);
    expect(registrations.body.total).toBeGreaterThan(5);
    const first = registrations.body.items[0];
    const order = await request(t.app).get(`/api/partner/orders/${first.id}`).set(partner).expect(200);
    expect(order.body.status).toBe('paid');
    expect(order.body.paymentDetails.cardNumber).toBe('**** **** **** 4242');
    const dashboard = await request(t.app).get('/api/partner/dashboard').set(partner).expect(200);
    expect(dashboard.body.last30Days.ticketsSold).toBeGreaterThan(5);
    expect(dashboard.body.latestOrders.length).toBeGreaterThan(0);
    const { from, to } = dashboard.body.last30Days;
    const insights = await request(t.app).get(`/api/partner/insights?from=${from}&to=${to}`).set(partner).expect(200);
    expect(insights.body.totals.orders).toBe(dashboard.body.last30Days.orders);
    expect(insights.body.totals.ticketsSold).toBeGreaterThan(5);
    expect(insights.body.totals.pageViews).toBeGreaterThan(100);
    // Every paid order is in the admin's registrations; the demo attendee's own history stays empty.
    const [{ paid }] = await t.db
      .select({ paid: sql<number>`count(*)::int` })
      .from(orders)
      .where(eq(orders.status, 'paid'));
    const admin = await createAdmin(t.db);
    const all = await request(t.app)
      .get('/api/admin/orders/summaries')
      .set(await bearerFor(t.app, admin.email))
      .expect(200);
    expect(all.body.total).toBe(paid);
    const attendee = await bearerFor(t.app, 'attendee@example.com', DEMO_PASSWORD);
    expect((await request(t.app).get('/api/orders/').set(attendee).expect(200)).body.total).toBe(0);
  });

  it('a past event of the demo partner has attendees checked in and others not yet', async () => {
    const partner = await bearerFor(t.app, 'partner@example.com', DEMO_PASSWORD);
    const { partnerId } = await partnerOfOwner('partner@example.com');
    const [past] = await t.db
      .select({ id: events.id })
      .from(events)
      .where(and(eq(events.partnerId, partnerId), lt(events.endAt, t.clock.now)));
    expect(past).toBeDefined();
    const summary = (
      await request(t.app).get(`/api/partner/events/${past.id}/check-ins/summary`).set(partner).expect(200)
    ).body;
    expect(summary.sold).toBeGreaterThan(5);
    expect(summary.checkedIn).toBeGreaterThan(0);
    expect(summary.checkedIn).toBeLessThan(summary.sold);
    const checkedIn = (
      await request(t.app).get(`/api/partner/events/${past.id}/attendees?checkedIn=true`).set(partner).expect(200)
    ).body;
    expect(checkedIn.total).toBe(summary.checkedIn);
    expect(checkedIn.items[0].checkedInBy).toBeTruthy();
  });

  it('the demo attendee has saved events on the marketplace', async () => {
    const attendee = await bearerFor(t.app, 'attendee@example.com', DEMO_PASSWORD);
    const saved = (await request(t.app).get('/api/favourites').set(attendee).expect(200)).body;
    expect(saved.total).toBe(3);
    expect(
      saved.items.every(
        (i: { state: string; event: { isFavourited: boolean } }) => i.state === 'AVAILABLE' && i.event.isFavourited,
      ),
    ).toBe(true);
  });

  it('partner@example.com cancelled an event, whose buyers were refunded in full, and a buyer cancelled a ticket', async () => {
    expect(afterSale).not.toBeNull();
    const { cancelledEventId, partlyCancelledOrderId } = afterSale!;
    const partner = await bearerFor(t.app, 'partner@example.com', DEMO_PASSWORD);
    const event = await request(t.app).get(`/api/partner/events/${cancelledEventId}`).set(partner).expect(200);
    expect(event.body).toMatchObject({
      cancelled: true,
      cancellationReason: DEMO_CANCELLATION_REASON,
      isPublic: false,
    });
    const ofEvent = await t.db
      .select({ status: orders.status, refund: refunds.status })
      .from(orders)
      .leftJoin(refunds, eq(refunds.orderId, orders.id))
      .where(and(eq(orders.eventId, cancelledEventId), sql`${orders.paidAt} is not null`));
    expect(ofEvent.length).toBeGreaterThan(0);
    expect(ofEvent.every((o) => o.status === 'cancelled' && o.refund === 'refunded')).toBe(true);

    expect(partlyCancelledOrderId).not.toBeNull();
    const [order] = await t.db.select().from(orders).where(eq(orders.id, partlyCancelledOrderId!));
    expect(order?.status).toBe('paid');
    const statuses = await t.db
      .select({ status: tickets.status })
      .from(tickets)
      .where(eq(tickets.orderId, partlyCancelledOrderId!))
      .orderBy(tickets.position);
    expect(statuses.map((s) => s.status)).toEqual(['cancelled', ...statuses.slice(1).map(() => 'valid')]);
    expect((await checkLedger(t.db)).ok).toBe(true);
  });
});

describe('demo money', () => {
  const minor = (major: number) => Math.round(major * 100);

  it('every approved partner has a payout account in each currency its tickets sell in, so none is held for one', async () => {
    const missing = rowsOf<{ name: string; currency: string }>(
      await t.db.execute(sql`
      select distinct p.name, tt.currency from partners p
      join events e on e.partner_id = p.id
      join ticket_types tt on tt.event_id = e.id
      where p.current_vetting_status = 'APPROVED'
        and not exists (select 1 from bank_accounts b
                        where b.partner_id = p.id and b.is_payout and b.currency = tt.currency)`),
    );
    expect(missing).toEqual([]);
  });

  it('partner@example.com has a sponsorship running today and one ended, at the demo price, charged', async () => {
    const partner = await bearerFor(t.app, 'partner@example.com', DEMO_PASSWORD);
    const admin = await bearerFor(t.app, (await createAdmin(t.db)).email);
    const price = (await request(t.app).get('/api/admin/sponsorship-price').set(admin).expect(200)).body;
    expect(price.price).toMatchObject({ pricePerDay: DEMO_SPONSORSHIP_PRICE, currency: 'USD' });
    const all = (await request(t.app).get('/api/admin/sponsorships').set(admin).expect(200)).body;
    const byId = new Map(all.items.map((s: { id: number; status: string }) => [s.id, s.status]));
    expect(byId.get(afterSale?.sponsorships?.activeId)).toBe('active');
    expect(byId.get(afterSale?.sponsorships?.endedId)).toBe('ended');
    const active = all.items.find((s: { id: number }) => s.id === afterSale?.sponsorships?.activeId);
    const own = await request(t.app)
      .get(`/api/partner/events/${active.event.id}/sponsorships`)
      .set(partner)
      .expect(200);
    expect(own.body.items.map((s: { id: number }) => s.id)).toEqual([active.id]);
    expect(active).toMatchObject({ days: 5, amount: 125 });
    expect((await activeSponsoredEventIds(t.db, t.clock.now)).includes(active.event.id)).toBe(true);
  });

  it('partner@example.com is on a plan, was paid out for its older past event and has money to come', async () => {
    const partner = await bearerFor(t.app, 'partner@example.com', DEMO_PASSWORD);
    const finances = (await request(t.app).get('/api/partner/finances').set(partner).expect(200)).body;
    expect(finances.blocks).toEqual([]);
    expect(finances.plan.current.key).toBe(DEMO_PLAN);
    // Room left under the plan's limit for the events the partner creates next.
    expect(finances.plan.liveEvents).toBeLessThan(finances.plan.current.maxLiveEvents - 2);
    expect(finances.upcoming.length).toBeGreaterThan(0);
    expect(finances.upcoming.some((u: { amount: number }) => u.amount > 0)).toBe(true);
    const { partnerId } = await partnerOfOwner('partner@example.com');
    const pastEvents = await t.db
      .select({ id: events.id, name: events.name })
      .from(events)
      .where(and(eq(events.partnerId, partnerId), lt(events.endAt, t.clock.now)))
      .orderBy(events.endAt);
    expect(pastEvents).toHaveLength(2);
    // The newer past event's money is not paid yet: still to come, or in a payout not yet sent.
    const toCome = finances.upcoming.flatMap((u: { events: { id: number }[] }) => u.events.map((e) => e.id));
    const inOpenPayouts = finances.openPayouts.flatMap((p: { events: string[] }) => p.events);
    expect(toCome.includes(pastEvents[1].id) || inOpenPayouts.includes(pastEvents[1].name)).toBe(true);

    expect(afterSale?.payout).toMatchObject({ eventId: pastEvents[0].id });
    const paid = (await request(t.app).get('/api/partner/payouts?status=paid').set(partner).expect(200)).body;
    expect(paid.total).toBe(1);
    expect(paid.items[0]).toMatchObject({ id: afterSale!.payout!.id, status: 'paid', events: [expect.any(String)] });
    expect(new Date(paid.items[0].paidAt).getTime()).toBeLessThan(t.clock.now.getTime());
    const detail = (await request(t.app).get(`/api/partner/payouts/${paid.items[0].id}`).set(partner).expect(200)).body;
    expect(detail.amount).toBeGreaterThan(0);
    expect(detail.lines.map((l: { kind: string }) => l.kind)).toEqual(['sales', 'fees']);
    expect(detail.lines.every((l: { eventId: number }) => l.eventId === pastEvents[0].id)).toBe(true);
    expect(detail.lines.reduce((sum: number, l: { amount: number }) => sum + minor(l.amount), 0)).toBe(
      minor(detail.amount),
    );
    expect(payoutProvider.paid).toEqual({ count: 1, totalMinor: minor(detail.amount) });
    const csv = await request(t.app).get(`/api/partner/payouts/${detail.id}/statement.csv`).set(partner).expect(200);
    expect(csv.text).toContain(detail.lines[0].description);

    // The admin's Payouts page lists it under paid.
    const admin = await bearerFor(t.app, (await createAdmin(t.db)).email);
    const listed = (await request(t.app).get('/api/admin/payouts?status=paid').set(admin).expect(200)).body;
    expect(listed.items.map((p: { id: string }) => p.id)).toEqual([detail.id]);
    expect((await checkLedger(t.db)).ok).toBe(true);
  });
});

describe('demo refunds by bank transfer', () => {
  it('one waits to be paid back to the account its buyer gave, in euros, and one waits for its buyer', async () => {
    const demo = afterSale?.transferRefunds;
    expect(demo).toBeTruthy();
    const [toPayBack] = await t.db.select().from(refunds).where(eq(refunds.orderId, demo!.toPayBackOrderId));
    expect(toPayBack).toMatchObject({ status: 'to_pay_back', currency: 'EUR', payeeName: 'Grace Hopper' });
    expect(isValidIban(toPayBack.payeeIban!)).toBe(true);
    const [waiting] = await t.db.select().from(refunds).where(eq(refunds.orderId, demo!.awaitingAccountOrderId));
    expect(waiting).toMatchObject({ status: 'awaiting_account', payeeIban: null });
    const [order] = await t.db.select().from(orders).where(eq(orders.id, demo!.awaitingAccountOrderId));
    const asks = await t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, order.buyerEmail), eq(emailOutbox.template, 'refund-account-needed')));
    expect(asks).toHaveLength(1);
    // Owed to both buyers in the ledger until sent, and the books still balance.
    const owed = await t.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.account, 'refunds_owed'), eq(ledgerEntries.kind, 'refund')));
    expect(owed.map((l) => l.refundId).sort()).toEqual([toPayBack.id, waiting.id].sort());
    expect((await checkLedger(t.db)).ok).toBe(true);
  });
});

describe('demo invoices and bank transfers', () => {
  it('every paid order has its invoice, every refund sent its credit note, and a company order awaits its transfer', async () => {
    const [{ unInvoiced }] = rowsOf<{ unInvoiced: number }>(
      await t.db.execute(sql`
        select count(*)::int as "unInvoiced" from orders o
        where o.paid_at is not null
          and not exists (select 1 from invoices i where i.order_id = o.id and i.kind = 'invoice' and i.damage_claim_id is null)`),
    );
    expect(unInvoiced).toBe(0);
    const [{ uncredited, credits }] = rowsOf<{ uncredited: number; credits: number }>(
      await t.db.execute(sql`
        select count(*) filter (where i.id is null)::int as uncredited, count(i.id)::int as credits
        from refunds r left join invoices i on i.refund_id = r.id and i.kind = 'credit_note'
        where r.status = 'refunded'`),
    );
    expect(uncredited).toBe(0);
    expect(credits).toBeGreaterThan(0);
    const [awaiting] = await t.db.select().from(orders).where(eq(orders.status, 'awaiting_payment'));
    expect(awaiting).toMatchObject({
      paymentMethod: 'bank_transfer',
      companyName: 'Web Works GmbH',
      paymentReference: expect.stringMatching(/^PV-/),
    });
    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.orderId, awaiting.id));
    expect(invoice.payment).toMatchObject({ method: 'bank_transfer', reference: awaiting.paymentReference });
    expect(invoice.buyer).toMatchObject({
      name: 'Web Works GmbH',
      vatNumber: 'DE136695976',
      reference: 'PO-2031-0457',
    });
    expect(invoice.seller).toMatchObject({ name: 'Meridian Events Group Ltd', vatNumber: 'GB980780684' });
    // The demo's charged damage claim has its own invoice, outside the scope of VAT.
    const damage = await t.db.select().from(invoices).where(isNotNull(invoices.damageClaimId));
    expect(damage.length).toBeGreaterThan(0);
    for (const d of damage) {
      expect(d).toMatchObject({ kind: 'invoice', vatRate: null, vatExemptReason: 'outside_scope', vatMinor: 0 });
      expect(d.lines).toEqual([expect.objectContaining({ kind: 'damage', quantity: 1, amountMinor: d.totalMinor })]);
    }
    const check = await checkLedger(t.db);
    expect(check.invoiceMismatches).toEqual([]);
    expect(check.ok).toBe(true);
  });
});

describe('demo damage claims', () => {
  it('the past events of partner@example.com have a claim charged, one waiting for support and one for the buyer', async () => {
    const claims = afterSale!.damageClaims;
    expect(claims.charged && claims.disputed && claims.filed).toBeTruthy();
    const partner = await bearerFor(t.app, 'partner@example.com', DEMO_PASSWORD);
    const list = (await request(t.app).get('/api/partner/damage-claims').set(partner).expect(200)).body;
    const stateOf = (id: string) => list.items.find((c: { id: string }) => c.id === id)?.state;
    expect([stateOf(claims.charged!), stateOf(claims.disputed!), stateOf(claims.filed!)]).toEqual([
      'charged',
      'disputed',
      'filed',
    ]);
    expect(list.items.every((c: { photos: unknown[] }) => c.photos.length === 1)).toBe(true);
    const photo = list.items[0].photos[0].url;
    await request(t.app).get(photo).set(partner).expect(200).expect('Content-Type', 'image/png');

    // The admin's list shows the disputed one by default; the charged one's money waits with its event's.
    const admin = await bearerFor(t.app, (await createAdmin(t.db)).email);
    const waiting = (await request(t.app).get('/api/admin/damage-claims').set(admin).expect(200)).body;
    expect(waiting.items.map((c: { id: string }) => c.id)).toEqual([claims.disputed]);
    const charged = list.items.find((c: { id: string }) => c.id === claims.charged);
    expect(new Date(charged.chargedAt).getTime()).toBeLessThanOrEqual(t.clock.now.getTime());
    // Their events show a damage policy, and the charged claim's order consented to keep the card.
    const [withPolicy] = await t.db.select().from(events).where(eq(events.id, charged.event.id));
    expect(withPolicy).toMatchObject({ damageMaxMinor: expect.any(Number), damagePolicyText: expect.any(String) });
    expect(charged.paidWith).toBe('saved_card');
    // And one waits for its buyer to pay the link: nothing was charged.
    expect(list.items.find((c: { id: string }) => c.id === claims.awaitingPayment)).toMatchObject({
      state: 'agreed',
      paidWith: 'payment_link',
      chargedAt: null,
    });
    const finances = (await request(t.app).get('/api/partner/finances').set(partner).expect(200)).body;
    expect(
      finances.upcoming.some((u: { events: { id: number }[] }) => u.events.some((e) => e.id === charged.event.id)),
    ).toBe(true);
    expect((await checkLedger(t.db)).ok).toBe(true);
  });
});

describe('demo prices', () => {
  it('every upcoming public event runs EARLYBIRD and the home shows the offer that names it, in four languages', async () => {
    const [event] = await t.db
      .select({ id: events.id })
      .from(events)
      .where(and(eq(events.status, 'APPROVED'), eq(events.published, true), sql`${events.startAt} > now()`))
      .limit(1);
    const buyer = await bearerFor(t.app, 'attendee@example.com', DEMO_PASSWORD);
    const check = await request(t.app).get(`/api/events/${event.id}/promo-codes/earlybird`).set(buyer).expect(200);
    expect(check.body).toMatchObject({ code: 'EARLYBIRD', kind: 'percentage', value: 15 });
    const offer = await request(t.app).get('/api/offer').expect(200);
    expect(offer.body.offer).toMatchObject({ percentage: 15, headline: expect.stringContaining('EARLYBIRD') });
    // Each reader sees the headline in their language.
    for (const language of ['es', 'fr', 'de'] as const) {
      const read = await request(t.app).get('/api/offer').set('Accept-Language', language).expect(200);
      expect(read.body.offer.headline).toBe(DEMO_OFFER.headlineTranslations[language]);
    }
  });

  it('reviews: a past event with published, flagged and removed reviews and a reply; a suspended reviewer; a new edition showing them', async () => {
    expect(demoReviews).not.toBeNull();
    const { pastEventId, newEditionId, flaggedId, suspendedEmail } = demoReviews!;
    const page = (await request(t.app).get(`/api/events/${pastEventId}/reviews`).expect(200)).body;
    expect(page.count).toBeGreaterThanOrEqual(1);
    const grace = page.items.find((r: { reviewerName: string }) => r.reviewerName === 'Grace H.');
    expect(grace).toMatchObject({ score: 9, reply: { text: expect.stringMatching(/^Thank you, Grace/) } });
    expect(flaggedId).not.toBeNull();
    const admin = await bearerFor(t.app, 'admin@example.com', DEMO_PASSWORD);
    const removed = (await request(t.app).get('/api/admin/reviews?status=REMOVED').set(admin).expect(200)).body;
    expect(removed.total).toBe(2);
    const tim = await bearerFor(t.app, suspendedEmail, DEMO_PASSWORD);
    const mine = (await request(t.app).get('/api/reviews/mine').set(tim).expect(200)).body;
    expect(mine.standing.state).toBe('SUSPENDED');
    expect(newEditionId).not.toBeNull();
    const next = (await request(t.app).get(`/api/events/${newEditionId}/reviews`).expect(200)).body;
    expect(next.items.some((r: { edition: { isEarlier: boolean } }) => r.edition.isEarlier)).toBe(true);
    expect((await request(t.app).get(`/api/events/${newEditionId}`).expect(200)).body.rating).toEqual(
      expect.any(Number),
    );
    // Katherine's review, reported by two readers as false, waits in the moderation queue with the reasons.
    const queue = (await request(t.app).get('/api/admin/reviews?status=PENDING').set(admin).expect(200)).body;
    expect(queue.items.find((r: { id: number }) => r.id === demoReviews!.reportedId)).toMatchObject({
      status: 'PUBLISHED',
      reports: { count: 2, reasons: [{ reason: 'FALSE', count: 2 }] },
    });
    // Tim's second strike suspended his account: his new registrations are blocked for two weeks.
    const [timPerson] = await t.db.select({ id: persons.id }).from(persons).where(eq(persons.email, suspendedEmail));
    const timBlocks = await t.db
      .select({ kind: personSanctions.kind, endsAt: personSanctions.endsAt })
      .from(personSanctions)
      .where(and(eq(personSanctions.personId, timPerson!.id), isNull(personSanctions.liftedAt)));
    expect(timBlocks).toEqual([{ kind: 'REGISTRATIONS', endsAt: expect.any(Date) }]);
    // The other buyers can still review the newer past event, which returns as a later edition.
    for (const email of ['grace.hopper@example.com', 'alan.kay@example.com', 'katherine.johnson@example.com']) {
      const buyer = await bearerFor(t.app, email, DEMO_PASSWORD);
      const open = (await request(t.app).get('/api/reviews/mine').set(buyer).expect(200)).body;
      expect(open.items.some((i: { canReview: boolean }) => i.canReview)).toBe(true);
    }
  });
});

describe('demo closed account', () => {
  it('a closed account: erased everywhere but what the law keeps, its review under no name, its closing audited', async () => {
    expect(closedId).not.toBeNull();
    const [person] = await t.db.select().from(persons).where(eq(persons.id, closedId!));
    expect(person).toMatchObject({ email: closedAccountEmail(closedId!), firstName: 'Closed', phoneNumber: null });
    // Nothing of hers is left in the tables the copy and the closing read.
    const mentions = rowsOf<{ n: number }>(
      await t.db.execute(sql`select
        (select count(*) from persons where email ilike ${'%' + DEMO_CLOSED_BUYER.email + '%'} or surname = ${DEMO_CLOSED_BUYER.surname})
        + (select count(*) from orders where buyer_email ilike ${DEMO_CLOSED_BUYER.email} or buyer_surname = ${DEMO_CLOSED_BUYER.surname})
        + (select count(*) from tickets where email ilike ${DEMO_CLOSED_BUYER.email} or surname = ${DEMO_CLOSED_BUYER.surname}) as n`),
    );
    expect(Number(mentions[0]!.n)).toBe(0);
    // The order stays for the law, and her review stays published under no name.
    expect(await t.db.select({ id: orders.id }).from(orders).where(eq(orders.personId, closedId!))).toHaveLength(1);
    const page = (await request(t.app).get(`/api/events/${demoReviews!.pastEventId}/reviews`).expect(200)).body;
    expect(
      page.items.some((r: { reviewerName: string; score: number }) => r.reviewerName === '' && r.score === 8),
    ).toBe(true);
    const admin = await bearerFor(t.app, 'admin@example.com', DEMO_PASSWORD);
    const audit = (await request(t.app).get('/api/admin/audit-log?entityType=person').set(admin).expect(200)).body;
    expect(
      audit.items.some(
        (e: { action: string; entityId: string; summary: string }) =>
          e.action === 'person.closed' && e.entityId === String(closedId) && e.summary.includes(DEMO_CLOSING_REASON),
      ),
    ).toBe(true);
    // She cannot sign in any more.
    await request(t.app)
      .post('/api/login/')
      .send({ email: DEMO_CLOSED_BUYER.email, password: DEMO_PASSWORD })
      .expect(401);
  });
});
