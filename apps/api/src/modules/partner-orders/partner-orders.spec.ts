// Registrations, CSV exports, insights, the dashboard, cancellation policies and communications:
// what a partner reads about their sales, on a real database with real orders paid through checkout.
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { parse } from 'csv-parse/sync';
import { ZInsights, ZPartnerDashboard, ZPartnerOrdersPage } from '@pavilion/domain';
import { emailOutbox, notifications, orders, personSettings, persons, tickets } from '../../db/schema';
import { createAttendee, useTestContext } from '@pavilion/api-testing/harness';
import {
  approveCurrent,
  buyTickets,
  createEvent,
  eventBody,
  partnerWithPolicy,
  type TestPartner,
} from '@pavilion/api-testing/fixtures/partner-events';

const t = useTestContext({ PAYMENT_DELAY_MS: '0' });
let a: TestPartner;
let b: TestPartner;
let eventId: number;
let standard: number;
let vip: number;
const bought: string[] = [];

const today = () => t.clock.now.toISOString().slice(0, 10);

beforeAll(async () => {
  a = await partnerWithPolicy(t);
  b = await partnerWithPolicy(t);
  eventId = await createEvent(t, a, { name: 'Wharfside Data Days' });
  await approveCurrent(t, a, eventId);
  const types = (await request(t.app).get(`/api/partner/events/${eventId}`).set(a.auth)).body.ticketTypes;
  [standard, vip] = types.map((tt: { id: number }) => tt.id);
  bought.push((await buyTickets(t.app, t.db, t.clock.now, eventId, standard, 2)).orderId);
  t.clock.advance(60_000);
  bought.push((await buyTickets(t.app, t.db, t.clock.now, eventId, vip, 1)).orderId);
  // Views of the public page count for insights: two visitors (two browsers at one address), each
  // once however often they open it.
  for (const browser of ['Firefox/125.0', 'Chrome/124.0.0.0 Safari/537.36'])
    for (let i = 0; i < 2; i++)
      await request(t.app)
        .get(`/api/events/${eventId}`)
        .set('User-Agent', `Mozilla/5.0 (X11; Linux x86_64) ${browser}`)
        .expect(200);
});

describe('GET /api/partner/orders/summaries', () => {
  it('lists the paid orders of the partner, newest first, with totals in major units', async () => {
    const res = await request(t.app).get('/api/partner/orders/summaries').set(a.auth).expect(200);
    expect(ZPartnerOrdersPage.parse(res.body)).toBeTruthy();
    expect(res.body.total).toBe(2);
    expect(res.body.items.map((o: { id: string }) => o.id)).toEqual([...bought].reverse());
    expect(res.body.items[1]).toMatchObject({
      eventId,
      eventName: 'Wharfside Data Days',
      numberOfTickets: 2,
      totalPrice: 591,
      currency: 'GBP',
    });
  });

  it('sorts by total and tickets, filters by event and day, and searches the buyer', async () => {
    const list = async (qs: string) =>
      (await request(t.app).get(`/api/partner/orders/summaries?${qs}`).set(a.auth).expect(200)).body;
    expect(
      (await list('sort=totalPrice&direction=desc')).items.map((o: { totalPrice: number }) => o.totalPrice),
    ).toEqual([750, 591]);
    expect(
      (await list('sort=numberOfTickets&direction=asc')).items.map(
        (o: { numberOfTickets: number }) => o.numberOfTickets,
      ),
    ).toEqual([1, 2]);
    expect((await list(`eventId=${eventId}&from=${today()}&to=${today()}`)).total).toBe(2);
    expect(await list('from=2000-01-01&to=2000-01-02')).toMatchObject({ total: 0, items: [] });
    const otherEvent = await createEvent(t, a);
    expect((await list(`eventId=${otherEvent}`)).total).toBe(0);
    expect((await list('q=nobody-such')).total).toBe(0);
    const first = (await list('')).items[0];
    const byEmail = await list(`q=${encodeURIComponent(first.purchaserEmail.toUpperCase())}`);
    expect(byEmail).toMatchObject({ total: 1, items: [{ id: first.id }] });
    expect((await list(`q=${encodeURIComponent(first.purchaserEmail.slice(0, 9))}`)).total).toBe(2);
    const byName = await list('sort=eventName&direction=asc');
    expect(byName.items.map((o: { eventName: string }) => o.eventName)).toEqual([
      'Wharfside Data Days',
      'Wharfside Data Days',
    ]);
    const reversed = await request(t.app)
      .get('/api/partner/orders/summaries?from=2030-01-02&to=2030-01-01')
      .set(a.auth)
      .expect(400);
    expect(reversed.body.fields).toEqual({ to: 'The end date must be on or after the start date' });
  });

  it("never lists another partner's orders", async () => {
    const res = await request(t.app).get('/api/partner/orders/summaries').set(b.auth).expect(200);
    expect(res.body).toMatchObject({ total: 0, items: [] });
    const byEvent = await request(t.app)
      .get(`/api/partner/orders/summaries?eventId=${eventId}`)
      .set(b.auth)
      .expect(200);
    expect(byEvent.body.total).toBe(0);
  });
});

describe('GET /api/partner/orders/{id}', () => {
  it('shows the registration and the payment with the card masked', async () => {
    const res = await request(t.app).get(`/api/partner/orders/${bought[0]}`).set(a.auth).expect(200);
    expect(res.body).toMatchObject({ id: bought[0], status: 'paid', tickets: [{}, {}] });
    expect(res.body.paymentDetails.cardNumber).toBe('**** **** **** 4242');
    expect(JSON.stringify(res.body)).not.toContain('4242 4242');
  });

  it("answers 404 for another partner's order", async () => {
    await request(t.app).get(`/api/partner/orders/${bought[0]}`).set(b.auth).expect(404);
  });
});

describe('CSV exports', () => {
  it('streams the orders and the attendees, with formula cells escaped', async () => {
    const ordersCsv = await request(t.app).get(`/api/partner/events/${eventId}/orders.csv`).set(a.auth).expect(200);
    expect(ordersCsv.headers['content-type']).toMatch(/^text\/csv/);
    expect(ordersCsv.headers['content-disposition']).toMatch(/attachment; filename="Wharfside-Data-Days-orders\.csv"/);
    const rows = parse(ordersCsv.text, { columns: true }) as Array<Record<string, string>>;
    expect(rows.map((r) => [r.Tickets, r.Total, r.Currency])).toEqual([
      ['2', '591.00', 'GBP'],
      ['1', '750.00', 'GBP'],
    ]);
    const attendees = await request(t.app).get(`/api/partner/events/${eventId}/attendees.csv`).set(a.auth).expect(200);
    const people = parse(attendees.text, { columns: true }) as Array<Record<string, string>>;
    expect(people).toHaveLength(3);
    // The fixture's company is '=Freight'-like: a spreadsheet must not run it.
    expect(people[0].Company).toBe('Acme =Freight');
    expect(people.map((p) => p['Ticket type'])).toEqual(['Standard', 'Standard', 'VIP']);
  });

  it('escapes a cell that starts like a formula', async () => {
    const p = await partnerWithPolicy(t);
    const id = await createEvent(t, p);
    await approveCurrent(t, p, id);
    const tt = (await request(t.app).get(`/api/partner/events/${id}`).set(p.auth)).body.ticketTypes[0].id;
    const { orderId } = await buyTickets(t.app, t.db, t.clock.now, id, tt, 1);
    await t.db
      .update(orders)
      .set({ buyerFirstName: '=HYPERLINK("http://evil.example","x")' })
      .where(eq(orders.id, orderId));
    const csv = await request(t.app).get(`/api/partner/events/${id}/orders.csv`).set(p.auth).expect(200);
    const [row] = parse(csv.text, { columns: true }) as Array<Record<string, string>>;
    expect(row['First name']).toBe(`'=HYPERLINK("http://evil.example","x")`);
  });

  it("answers 404 for another partner's event", async () => {
    await request(t.app).get(`/api/partner/events/${eventId}/orders.csv`).set(b.auth).expect(404);
    await request(t.app).get(`/api/partner/events/${eventId}/attendees.csv`).set(b.auth).expect(404);
  });
});

describe('GET /api/partner/insights', () => {
  it('gives sales, revenue, orders and page views per day, by ticket type, and sell-through', async () => {
    const res = await request(t.app)
      .get(`/api/partner/insights?eventId=${eventId}&from=${today()}&to=${today()}`)
      .set(a.auth)
      .expect(200);
    expect(ZInsights.parse(res.body)).toBeTruthy();
    expect(res.body.days).toEqual([
      { day: today(), orders: 2, ticketsSold: 3, revenue: [{ currency: 'GBP', amount: 1341 }], pageViews: 2 },
    ]);
    expect(res.body.conversionRate).toBe(100);
    expect(res.body.breakdownKind).toBe('ticketType');
    expect(res.body.breakdown.map((r: { name: string; ticketsSold: number }) => [r.name, r.ticketsSold])).toEqual([
      ['Standard', 2],
      ['VIP', 1],
    ]);
    expect(res.body.sellThrough).toEqual({ sold: 3, held: 0, capacity: 110, percentage: 2.7 });
  });

  it('covers all events over a range, every day present', async () => {
    const from = new Date(t.clock.now.getTime() - 6 * 86_400_000).toISOString().slice(0, 10);
    const res = await request(t.app).get(`/api/partner/insights?from=${from}&to=${today()}`).set(a.auth).expect(200);
    expect(res.body.days).toHaveLength(7);
    expect(res.body.totals).toMatchObject({ orders: 2, ticketsSold: 3, pageViews: 2 });
    expect(res.body.breakdown).toMatchObject([
      { id: eventId, ticketsSold: 3, revenue: [{ currency: 'GBP', amount: 1341 }] },
    ]);
  });

  it("refuses ranges past a year and other partners' events", async () => {
    const long = await request(t.app)
      .get('/api/partner/insights?from=2020-01-01&to=2022-01-01')
      .set(a.auth)
      .expect(400);
    expect(long.body.fields).toEqual({ from: 'Choose a range of at most 366 days' });
    await request(t.app)
      .get(`/api/partner/insights?eventId=${eventId}&from=${today()}&to=${today()}`)
      .set(b.auth)
      .expect(404);
  });
});

describe('GET /api/partner/dashboard', () => {
  it("shows the partner's own figures", async () => {
    const before = (await request(t.app).get('/api/partner/dashboard').set(a.auth).expect(200)).body;
    // A draft the partner keeps (Auto publish off, not submitted) is counted as one, and declared so.
    const draft = await request(t.app)
      .post('/api/partner/events/')
      .set(a.auth)
      .send(await eventBody(t, a.policyId, { name: 'Wharfside Draft Days' }));
    expect(draft.body.status).toBe('DRAFT');
    const res = await request(t.app).get('/api/partner/dashboard').set(a.auth).expect(200);
    expect(res.body.eventsByStatus).toEqual({ ...before.eventsByStatus, DRAFT: before.eventsByStatus.DRAFT + 1 });
    expect(ZPartnerDashboard.parse(res.body)).toBeTruthy();
    expect(res.body).toMatchObject({
      last30Days: { orders: 2, ticketsSold: 3, revenue: [{ currency: 'GBP', amount: 1341 }] },
      latestDecisions: [{ eventId, status: 'APPROVED', comment: 'Looks good' }],
    });
    expect(res.body.latestOrders.map((o: { id: string }) => o.id)).toEqual([...bought].reverse());
    expect(JSON.stringify(res.body)).not.toContain('Checked the venue by phone');
    const other = (await request(t.app).get('/api/partner/dashboard').set(b.auth)).body;
    expect(other.latestOrders).toEqual([]);
  });
});

describe('cancellation policies', () => {
  const period = (percentageRefund: number, startDaysBeforeEvent: number, endDaysBeforeEvent: number) => ({
    percentageRefund,
    startDaysBeforeEvent,
    endDaysBeforeEvent,
  });

  it('creates with the rules of section 5, lists, toggles and reads the detail', async () => {
    const bad = await request(t.app)
      .post('/api/partner/cancellation-policies/')
      .set(a.auth)
      .send({ name: '', cancellationPolicyPeriods: [period(120, 30, 0), period(50, 10, 20), period(10, -1, 0)] })
      .expect(400);
    expect(bad.body.fields).toEqual({
      name: 'Please fill all required fields',
      'cancellationPolicyPeriods.0.percentageRefund': 'Refund must be between 0 and 100',
      'cancellationPolicyPeriods.1.startDaysBeforeEvent':
        'Start days must be less than or equal to end days for each period',
      'cancellationPolicyPeriods.2.startDaysBeforeEvent': 'Days must be 0 or more',
    });
    const none = await request(t.app)
      .post('/api/partner/cancellation-policies/')
      .set(a.auth)
      .send({ name: 'Empty', cancellationPolicyPeriods: [] })
      .expect(400);
    expect(none.body.fields).toEqual({ cancellationPolicyPeriods: 'You must have at least one period' });

    const created = await request(t.app)
      .post('/api/partner/cancellation-policies/')
      .set(a.auth)
      .send({ name: 'Standard terms', cancellationPolicyPeriods: [period(100, 60, 30), period(50, 30, 15)] })
      .expect(201);
    expect(created.body).toMatchObject({
      name: 'Standard terms',
      active: true,
      ticketTypeCount: 0,
      periodsLocked: false,
    });
    const id = created.body.id;
    await request(t.app)
      .patch(`/api/partner/cancellation-policies/${id}`)
      .set(a.auth)
      .send({ active: false })
      .expect(200);
    const list = (await request(t.app).get('/api/partner/cancellation-policies/').set(a.auth).expect(200)).body;
    expect(list.items.find((p: { id: number }) => p.id === id).active).toBe(false);
    const active = (await request(t.app).get('/api/partner/cancellation-policies/?active=true').set(a.auth)).body;
    expect(active.items.map((p: { id: number }) => p.id)).not.toContain(id);
    const detail = (await request(t.app).get(`/api/partner/cancellation-policies/${id}`).set(a.auth).expect(200)).body;
    expect(detail).toMatchObject({
      cancellationPolicyPeriods: [period(100, 60, 30), period(50, 30, 15)],
      ticketTypes: [],
    });
  });

  it('locks the periods once sold tickets rely on them, and shows the ticket types using it', async () => {
    const detail = (
      await request(t.app).get(`/api/partner/cancellation-policies/${a.policyId}`).set(a.auth).expect(200)
    ).body;
    expect(detail.periodsLocked).toBe(true);
    expect(detail.ticketTypes.map((tt: { name: string; sold: number }) => [tt.name, tt.sold])).toEqual(
      expect.arrayContaining([
        ['Standard', 2],
        ['VIP', 1],
      ]),
    );
    const res = await request(t.app)
      .patch(`/api/partner/cancellation-policies/${a.policyId}`)
      .set(a.auth)
      .send({ cancellationPolicyPeriods: [period(0, 10, 0)] })
      .expect(409);
    expect(res.body.error).toMatch(/cannot be changed/);
    await request(t.app)
      .patch(`/api/partner/cancellation-policies/${a.policyId}`)
      .set(a.auth)
      .send({ name: 'Flexible (2026)' })
      .expect(200);
  });

  it("answers 404 for another partner's policy", async () => {
    await request(t.app).get(`/api/partner/cancellation-policies/${a.policyId}`).set(b.auth).expect(404);
    await request(t.app)
      .patch(`/api/partner/cancellation-policies/${a.policyId}`)
      .set(b.auth)
      .send({ active: false })
      .expect(404);
    const mine = (await request(t.app).get(`/api/partner/cancellation-policies/${a.policyId}`).set(a.auth)).body;
    expect(mine.active).toBe(true);
  });
});

describe('writing to attendees', () => {
  const message = (partner: { auth: Record<string, string> }, event: number, body: { subject: string; text: string }) =>
    request(t.app).post(`/api/partner/events/${event}/messages`).set(partner.auth).send(body);

  it('emails every attendee once, notifies the attendee accounts, keeps the history and limits the day', async () => {
    const before = (await t.db.select().from(emailOutbox).orderBy(emailOutbox.id)).length;
    const sent = await message(a, eventId, {
      subject: 'Doors open at 08:30',
      text: 'Please come early.\n\nBring your ticket.',
    }).expect(201);
    expect(sent.body).toMatchObject({ eventId, recipients: 3, subject: 'Doors open at 08:30' });
    const mails = (await t.db.select().from(emailOutbox).orderBy(emailOutbox.id)).slice(before);
    expect(mails).toHaveLength(3);
    expect(
      mails.every((m) => m.template === 'event-message' && m.subject === 'Wharfside Data Days: Doors open at 08:30'),
    ).toBe(true);
    const bells = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.subject, 'Wharfside Data Days: Doors open at 08:30'));
    expect(bells).toHaveLength(2); // the two buyers' accounts
    await message(a, eventId, { subject: 'Two', text: 'x' }).expect(201);
    await message(a, eventId, { subject: 'Three', text: 'x' }).expect(201);
    const limited = await message(a, eventId, { subject: 'Four', text: 'x' }).expect(429);
    expect(limited.headers['retry-after']).toBeDefined();
    const history = (await request(t.app).get(`/api/partner/messages?eventId=${eventId}`).set(a.auth).expect(200)).body;
    expect(history.items.map((m: { subject: string }) => m.subject)).toEqual(['Three', 'Two', 'Doors open at 08:30']);
  });

  it("writes each attendee's email in their language: a Spanish setting reads Spanish, whatever the partner's", async () => {
    const event = await createEvent(t, a, { name: 'Muelle Data Days' });
    await approveCurrent(t, a, event);
    const types = (await request(t.app).get(`/api/partner/events/${event}`).set(a.auth)).body.ticketTypes;
    const { orderId } = await buyTickets(t.app, t.db, t.clock.now, event, types[0].id, 2);
    const holders = await t.db.select({ email: tickets.email }).from(tickets).where(eq(tickets.orderId, orderId));
    const [spanish, other] = holders.map((h) => h.email!).sort();
    const [known] = await t.db.select({ id: persons.id }).from(persons).where(eq(persons.email, spanish));
    const personId = known?.id ?? (await createAttendee(t.db, { email: spanish, firstName: 'Lucía' })).personId;
    await t.db
      .insert(personSettings)
      .values({ personId, defaultLanguage: 'es' })
      .onConflictDoUpdate({ target: personSettings.personId, set: { defaultLanguage: 'es' } });

    await message(a, event, { subject: 'Doors open at 08:30', text: 'Please come early.' }).expect(201);
    const mailTo = async (email: string) =>
      (await t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email))).find(
        (m) => m.template === 'event-message',
      )!;
    const es = await mailTo(spanish);
    expect(es.subject).toBe('Muelle Data Days: Doors open at 08:30');
    expect(es.html).toContain('<html lang="es">');
    expect(es.text).toContain('Ver el evento:');
    expect(es.text).toMatch(/Recibes este correo porque tienes una entrada para Muelle Data Days\./);
    const en = await mailTo(other);
    expect(en.text).toContain('See the event:');
  });

  it("refuses blank messages, events without attendees and other partners' events", async () => {
    const blank = await message(a, eventId, { subject: ' ', text: '' }).expect(400);
    expect(blank.body.fields).toEqual({ subject: 'Subject is required', text: 'Message is required' });
    const empty = await createEvent(t, a);
    await message(a, empty, { subject: 'Hi', text: 'x' }).expect(409);
    await message(b, eventId, { subject: 'Hi', text: 'x' }).expect(404);
    expect((await request(t.app).get('/api/partner/messages').set(b.auth)).body.total).toBe(0);
  });
});
