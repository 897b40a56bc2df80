// Tickets named later on a real database: an order naming only its buyer, the assign links (named once,
// refused in words after), the buyer's and the holder's changes of attendee (the cutoff, another person's
// ticket, nothing written on a refusal), the old QR code refused at the door, the emails, the audit log
// and the organiser's list of an order's changes, the attendee list and its CSV.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import request from 'supertest';
import { parse } from 'csv-parse/sync';
import { auditLog, events, notifications, orders, tickets } from '../../db/schema';
import { bearerFor, createAttendee } from '@pavilion/api-testing/harness';
import { attendeeTicket, createSaleEvent, useCheckout } from '@pavilion/api-testing/checkout';
import { mailTo, outboxTo } from '@pavilion/api-testing/mail';
import { ENGLISH_REQUEST, expectGerman, onlyOf, speaksGerman } from '@pavilion/api-testing/mail-language';
import { assignToken, ticketAssignKey, ticketCode, ticketCodeKey } from '../tickets';

const { t, app, buyer, pay } = useCheckout({ PAYMENT_DELAY_MS: '0' });

const MESSAGES = {
  linkUsed:
    'This link was used already: the ticket has its attendee. Ask the person who sent it to you if you need it changed.',
  linkInvalid: 'This link is not valid. Check that you copied the whole link from the email or message you received.',
};

let n = 0;
/** A new attendee's details, each time another person. */
function person(first = 'Grace') {
  n += 1;
  return {
    firstName: first,
    surname: `Colleague${n}`,
    email: `colleague${n}.${randomUUID().slice(0, 6)}@example.com`,
    company: 'Acme Freight',
    jobTitle: 'Planner',
  };
}

/**
 * A paid order of three tickets on a fresh event: the first named for the buyer, two to be named later.
 * Answers the order, its tickets in order, the buyer and the organiser.
 */
async function groupOrder(opts: { startsInDays?: number; unnamed?: number } = {}) {
  const b = await buyer();
  const sale = await createSaleEvent(t.db, t.clock.now, {
    startsInDays: opts.startsInDays ?? 20,
    name: 'Harbour Logistics Forum',
  });
  const typeId = sale.ticketTypeIds[0];
  const res = await request(app)
    .post('/api/orders/')
    .set(b.auth)
    .send({
      eventId: sale.eventId,
      tickets: [
        attendeeTicket(typeId, { firstName: 'Ada', surname: 'Buyer', email: b.email }),
        ...Array.from({ length: opts.unnamed ?? 2 }, () => ({ ticketTypeId: typeId, nameLater: true })),
      ],
    })
    .expect(201);
  const orderId = res.body.id as string;
  await pay(b.auth, orderId).expect(200);
  const rows = await t.db.select().from(tickets).where(eq(tickets.orderId, orderId)).orderBy(tickets.position);
  return { b, sale, orderId, ids: rows.map((r) => r.id), partner: await bearerFor(app, sale.partnerEmail) };
}

const ticketRow = async (id: string) => (await t.db.select().from(tickets).where(eq(tickets.id, id)))[0];
const auditOf = (orderId: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'order'), eq(auditLog.entityId, orderId)))
    .orderBy(auditLog.id);
const tokenOf = (ticketId: string) => assignToken(ticketAssignKey(t.config.jwtSecret), ticketId);
const assign = (token: string) => request(app).post(`/api/ticket-assignments/${token}`);
const change = (auth: Record<string, string>, ticketId: string) =>
  request(app).put(`/api/tickets/${ticketId}/attendee`).set(auth);
const scan = (partner: Record<string, string>, eventId: number, body: object) =>
  request(app).post(`/api/partner/events/${eventId}/check-ins`).set(partner).send(body);
const codeKey = () => ticketCodeKey(t.config.jwtSecret);

describe('checkout with tickets named later', () => {
  it("stores them without an attendee, links them on the buyer's paid order and emails only the named ticket", async () => {
    const { b, orderId, ids } = await groupOrder();
    const [own, first, second] = await Promise.all(ids.map(ticketRow));
    expect(own).toMatchObject({ firstName: 'Ada', email: b.email, holderVersion: 1 });
    expect(first).toMatchObject({ firstName: null, surname: null, email: null, company: null, jobTitle: null });
    expect(second.firstName).toBeNull();

    const order = (await request(app).get(`/api/orders/${orderId}/`).set(b.auth).expect(200)).body;
    expect(order.tickets[0]).toMatchObject({ attendee: { person: { firstName: 'Ada' } }, assignPath: null });
    expect(order.tickets[1]).toMatchObject({ attendee: null, assignPath: `/tickets/assign/${tokenOf(ids[1])}` });
    expect(order.tickets[2].assignPath).toBe(`/tickets/assign/${tokenOf(ids[2])}`);
    expect(order.attendeeChangesUntil).toBe(
      new Date(new Date(order.event.startDateTime).getTime() - 24 * 3_600_000).toISOString(),
    );

    // Only the named ticket has an email; the receipt says where the links are.
    const [receipt] = (await outboxTo(t, b.email)).filter((m) => m.template === 'order-receipt');
    expect(receipt.text).toContain('2 tickets are to be named later');
    expect(receipt.text).toContain('Not named yet');
    expect((await outboxTo(t, b.email)).filter((m) => m.template === 'ticket')).toHaveLength(1);

    // The buyer's tickets list holds the named ticket only.
    const mine = (await request(app).get('/api/tickets/').set(b.auth).expect(200)).body;
    expect(mine.items.map((x: { id: string }) => x.id)).toEqual([ids[0]]);
    expect(mine.items[0].role).toBe('buyer');
  });

  it('refuses a row that is half of each, in words, and writes nothing', async () => {
    const b = await buyer();
    const sale = await createSaleEvent(t.db, t.clock.now);
    const res = await request(app)
      .post('/api/orders/')
      .set(b.auth)
      .send({
        eventId: sale.eventId,
        tickets: [{ ticketTypeId: sale.ticketTypeIds[0], nameLater: true, email: 'x@example.com' }],
      })
      .expect(400);
    expect(res.body.fields['tickets.0.nameLater']).toMatch(/^A ticket named later has no attendee details yet/);
    expect(await t.db.select().from(orders).where(eq(orders.personId, b.personId))).toEqual([]);
  });

  it("gives no assign link before the order is paid, nor to the organiser's reading", async () => {
    const b = await buyer();
    const sale = await createSaleEvent(t.db, t.clock.now);
    const { body } = await request(app)
      .post('/api/orders/')
      .set(b.auth)
      .send({ eventId: sale.eventId, tickets: [{ ticketTypeId: sale.ticketTypeIds[0], nameLater: true }] })
      .expect(201);
    const pending = (await request(app).get(`/api/orders/${body.id}/`).set(b.auth).expect(200)).body;
    expect(pending.tickets[0]).toMatchObject({ attendee: null, assignPath: null });
    await pay(b.auth, body.id).expect(200);
    const partner = await bearerFor(app, sale.partnerEmail);
    const seen = (await request(app).get(`/api/partner/orders/${body.id}`).set(partner).expect(200)).body;
    expect(seen.tickets[0]).toMatchObject({ attendee: null, assignPath: null });
  });
});

describe('the assign link', () => {
  it('shows its ticket to whoever holds it, names it once, and says in words that it was used', async () => {
    const { b, orderId, ids, sale } = await groupOrder();
    const token = tokenOf(ids[1]);
    const page = (await request(app).get(`/api/ticket-assignments/${token}`).expect(200)).body;
    expect(page).toMatchObject({
      ticketTypeName: 'Standard Pass 1',
      buyerName: 'Ada Lovelace',
      event: { id: sale.eventId, name: 'Harbour Logistics Forum' },
    });

    const colleague = person('Grace');
    const named = (await assign(token).send(colleague).expect(200)).body;
    expect(named).toEqual({
      eventName: 'Harbour Logistics Forum',
      attendeeName: `Grace ${colleague.surname}`,
      email: colleague.email,
    });
    expect(await ticketRow(ids[1])).toMatchObject({ ...colleague, holderVersion: 2, holderPersonId: null });

    // Their own ticket email, with the code of its new holder.
    const [mail] = await outboxTo(t, colleague.email);
    expect(mail.template).toBe('ticket');
    expect(mail.attachments).toContainEqual(
      expect.objectContaining({ generator: 'ticket-qr', params: { ticketId: ids[1], version: 2 } }),
    );
    // Audited on the order; the buyer hears of it.
    const [entry] = await auditOf(orderId);
    expect(entry).toMatchObject({
      action: 'ticket.attendee-named',
      actorPersonId: null,
      actorEmail: colleague.email,
      summary: `Standard Pass 1 ticket named for Grace ${colleague.surname}`,
      before: { ticketId: ids[1], attendee: null },
      after: { ticketId: ids[1], by: 'link', version: 2 },
    });
    const bell = await t.db.select().from(notifications).where(eq(notifications.personId, b.personId));
    expect(bell.map((x) => x.subject)).toContain('A ticket was named');

    // Used: refused in words, on the page and when sent again; nothing changes.
    const again = await assign(token).send(person('Mallory')).expect(410);
    expect(again.body).toMatchObject({ error: MESSAGES.linkUsed, code: 'GONE', reason: 'used' });
    expect((await request(app).get(`/api/ticket-assignments/${token}`).expect(410)).body.error).toBe(MESSAGES.linkUsed);
    expect(await ticketRow(ids[1])).toMatchObject({ email: colleague.email, holderVersion: 2 });
    expect(await auditOf(orderId)).toHaveLength(1);
  });

  it('puts the ticket among the tickets of the account with that email, with its new code', async () => {
    const { ids } = await groupOrder();
    const account = await createAttendee(t.db);
    const auth = await bearerFor(app, account.email);
    await assign(tokenOf(ids[1]))
      .send({ ...person(), email: account.email.toUpperCase() })
      .expect(200);
    expect((await ticketRow(ids[1])).holderPersonId).toBe(account.personId);
    const list = (await request(app).get('/api/tickets/').set(auth).expect(200)).body;
    expect(list.items).toEqual([expect.objectContaining({ id: ids[1], role: 'holder', attendeeEmail: account.email })]);
    const one = (await request(app).get(`/api/tickets/${ids[1]}`).set(auth).expect(200)).body;
    expect(one.checkInCode).toBe(ticketCode(codeKey(), ids[1], 2));
    await request(app).get(`/api/tickets/${ids[1]}/ticket.pdf`).set(auth).expect(200);
    // The other unnamed ticket of the order is not theirs.
    await request(app).get(`/api/tickets/${ids[2]}`).set(auth).expect(404);
  });

  it('refuses a made-up or damaged link in words, and a cancelled ticket as gone', async () => {
    const { b, orderId, ids } = await groupOrder();
    const forged = assignToken(ticketAssignKey('another-secret-that-is-long-enough-to-sign'), ids[1]);
    expect((await request(app).get(`/api/ticket-assignments/${forged}`).expect(404)).body.error).toBe(
      MESSAGES.linkInvalid,
    );
    expect((await assign('short').send(person()).expect(400)).body.error).toBe(MESSAGES.linkInvalid);
    // Half a body: each field says what it needs, nothing is written.
    const half = await assign(tokenOf(ids[1])).send({ firstName: 'Bo' }).expect(400);
    expect(half.body.fields).toMatchObject({ surname: 'Surname is required', company: 'Company is required' });
    expect((await ticketRow(ids[1])).firstName).toBeNull();

    await request(app)
      .post(`/api/orders/${orderId}/cancel`)
      .set(b.auth)
      .send({ ticketIds: [ids[2]] })
      .expect(200);
    const gone = await assign(tokenOf(ids[2])).send(person()).expect(410);
    expect(gone.body).toMatchObject({ error: 'This ticket was cancelled', reason: 'cancelled' });
    expect((await ticketRow(ids[2])).firstName).toBeNull();
  });
});

describe('changing the attendee', () => {
  it('lets the buyer name a ticket and give a named one to someone else; the old code is refused at the door', async () => {
    const { b, orderId, ids, sale, partner } = await groupOrder();
    const first = person('Lin');
    const named = (await change(b.auth, ids[1]).send(first).expect(200)).body;
    expect(named).toEqual({ ticketId: ids[1], orderId, change: 'named', attendee: first });
    const oldCode = ticketCode(codeKey(), ids[1], 2);

    const second = person('Sam');
    const changed = (await change(b.auth, ids[1]).send(second).expect(200)).body;
    expect(changed).toMatchObject({ change: 'changed', attendee: second });
    expect(await ticketRow(ids[1])).toMatchObject({ ...second, holderVersion: 3 });

    // The attendee before is told their code stopped; the new one gets the ticket.
    const before = await outboxTo(t, first.email);
    expect(before.map((m) => m.template)).toEqual(['ticket-passed-on', 'ticket']);
    expect(before[0].text).toContain('The QR code you were sent no longer works at the entrance.');
    expect((await outboxTo(t, second.email)).map((m) => m.template)).toEqual(['ticket']);

    // At the door: the old code is refused in words, the new one checks in.
    const refused = (await scan(partner, sale.eventId, { code: oldCode }).expect(200)).body;
    expect(refused).toEqual({
      result: 'REPLACED',
      message: 'This code no longer works: the ticket was passed to someone else, who has a new code',
    });
    expect((await ticketRow(ids[1])).checkedInAt).toBeNull();
    const ok = (await scan(partner, sale.eventId, { code: ticketCode(codeKey(), ids[1], 3) }).expect(200)).body;
    expect(ok).toMatchObject({ result: 'CHECKED_IN', ticket: { attendeeName: `Sam ${second.surname}` } });

    // Checked in: the attendee can no longer be changed.
    const late = await change(b.auth, ids[1]).send(person()).expect(409);
    expect(late.body.error).toBe(
      'This ticket was used to enter the event already: its attendee can no longer be changed',
    );

    // The organiser reads the order's changes, newest first.
    const list = (await request(app).get(`/api/partner/orders/${orderId}/attendee-changes`).set(partner).expect(200))
      .body;
    expect(list.total).toBe(2);
    expect(list.items[0]).toMatchObject({
      ticketId: ids[1],
      ticketTypeName: 'Standard Pass 1',
      change: 'changed',
      by: 'buyer',
      byName: 'Ada Lovelace',
      from: first,
      to: second,
    });
    expect(list.items[1]).toMatchObject({ change: 'named', from: null, to: first });
    const stranger = await createSaleEvent(t.db, t.clock.now);
    await request(app)
      .get(`/api/partner/orders/${orderId}/attendee-changes`)
      .set(await bearerFor(app, stranger.partnerEmail))
      .expect(404);
  });

  it('tells a German attendee in German that their ticket went to someone else, though the buyer writes in English', async () => {
    const { b, ids } = await groupOrder();
    const account = await createAttendee(t.db);
    await speaksGerman(app, await bearerFor(app, account.email));
    await change(b.auth, ids[1])
      .set(ENGLISH_REQUEST)
      .send({ ...person('Lena'), email: account.email })
      .expect(200);
    await change(b.auth, ids[1]).set(ENGLISH_REQUEST).send(person('Sam')).expect(200);
    expectGerman(onlyOf(await mailTo(t, account.email), 'ticket-passed-on'));
  });

  it("lets the holder give the ticket on; the buyer hears of it and it leaves the holder's tickets", async () => {
    const { b, ids } = await groupOrder();
    const account = await createAttendee(t.db);
    const auth = await bearerFor(app, account.email);
    await assign(tokenOf(ids[1]))
      .send({ ...person(), email: account.email })
      .expect(200);
    const next = person('Noor');
    expect((await change(auth, ids[1]).send(next).expect(200)).body.change).toBe('changed');
    expect((await request(app).get('/api/tickets/').set(auth).expect(200)).body.items).toEqual([]);
    await change(auth, ids[1]).send(person()).expect(404);
    const bell = await t.db.select().from(notifications).where(eq(notifications.personId, b.personId));
    expect(bell.map((x) => x.subject)).toContain('An attendee was changed');
    // The attendee before it was the holder, who acted: no "contact the buyer" line for them.
    const [passed] = (await outboxTo(t, account.email)).filter((m) => m.template === 'ticket-passed-on');
    expect(passed.text).not.toContain('contact the person who booked');
  });

  it("answers 404 for another person's ticket and writes nothing", async () => {
    const { ids, orderId } = await groupOrder();
    const other = await buyer();
    await change(other.auth, ids[0]).send(person()).expect(404);
    await change(other.auth, ids[1]).send(person()).expect(404);
    await change(other.auth, randomUUID()).send(person()).expect(404);
    expect((await ticketRow(ids[1])).firstName).toBeNull();
    expect(await auditOf(orderId)).toEqual([]);
  });

  it('refuses a change after the organiser’s cutoff in words, while an unnamed ticket can still be named', async () => {
    const { b, ids, orderId, sale } = await groupOrder({ startsInDays: 3 });
    await t.db.update(events).set({ attendeeChangeCutoffHours: 96 }).where(eq(events.id, sale.eventId));
    const res = await change(b.auth, ids[0]).send(person()).expect(409);
    expect(res.body.error).toMatch(
      /^The attendee can no longer be changed: the organiser allows changes until 96 hours before the start \(.+\)$/,
    );
    expect((await ticketRow(ids[0])).firstName).toBe('Ada');
    expect(await auditOf(orderId)).toEqual([]);
    const order = (await request(app).get(`/api/orders/${orderId}/`).set(b.auth).expect(200)).body;
    expect(new Date(order.attendeeChangesUntil).getTime()).toBeLessThan(t.clock.now.getTime());
    // Naming a ticket that has no attendee is not a change: it stays open until the event ends.
    expect((await change(b.auth, ids[1]).send(person()).expect(200)).body.change).toBe('named');
  });

  it('refuses the same details in words', async () => {
    const { b, ids } = await groupOrder();
    const same = await ticketRow(ids[0]);
    const res = await change(b.auth, ids[0])
      .send({
        firstName: same.firstName,
        surname: same.surname,
        email: same.email,
        company: same.company,
        jobTitle: same.jobTitle,
      })
      .expect(409);
    expect(res.body.error).toBe('These are the attendee’s details already: nothing to change');
    expect((await ticketRow(ids[0])).holderVersion).toBe(1);
  });
});

describe('the door and the attendee list', () => {
  it('refuses an unnamed ticket in words, lists it as not named and says so in the CSV', async () => {
    const { ids, sale, partner } = await groupOrder({ unnamed: 1 });
    const res = (await scan(partner, sale.eventId, { ticketId: ids[1] }).expect(200)).body;
    expect(res).toEqual({
      result: 'NOT_NAMED',
      message: 'This ticket has no attendee yet: its buyer, Ada Lovelace, must name the attendee before it can be used',
    });
    expect((await ticketRow(ids[1])).checkedInAt).toBeNull();

    const list = (await request(app).get(`/api/partner/events/${sale.eventId}/attendees`).set(partner).expect(200))
      .body;
    expect(list.items).toHaveLength(2);
    // Sorted by name, the ticket without one comes last.
    expect(list.items[1]).toMatchObject({ ticketId: ids[1], firstName: null, attendeeName: null, email: null });
    const csv = await request(app)
      .get(`/api/partner/events/${sale.eventId}/attendees?format=csv`)
      .set(partner)
      .expect(200);
    const rows = parse(csv.text, { columns: true }) as Array<Record<string, string>>;
    expect(rows.find((r) => r.Ticket === ids[1])).toMatchObject({ 'First name': 'Not named yet', Email: '' });
    const german = await request(app)
      .get(`/api/partner/events/${sale.eventId}/attendees?format=csv`)
      .set(partner)
      .set('X-Requested-With', 'pavilion')
      .set('Accept-Language', 'de')
      .expect(200);
    expect(german.text).toContain('Noch nicht benannt');
    const exported = await request(app)
      .get(`/api/partner/events/${sale.eventId}/attendees.csv`)
      .set(partner)
      .expect(200);
    const byTicket = parse(exported.text, { columns: true }) as Array<Record<string, string>>;
    expect(byTicket.find((r) => r.Ticket === ids[1])).toMatchObject({ 'First name': 'Not named yet', Surname: '' });
  });
});
