import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { eq, sql } from 'drizzle-orm';
import { closedAccountEmail, PERSONAL_DATA_MESSAGES, ZPersonalDataCopy } from '@pavilion/domain';
import { rowsOf } from '../../db/raw-sql';
import {
  auditLog,
  notifications,
  orders,
  persons,
  reviewReplies,
  reviews,
  tickets,
  waitingListPlaces,
} from '../../db/schema';
import { attendeeTicket, createSaleEvent, useCheckout } from '@pavilion/api-testing/checkout';
import {
  bearerFor,
  createAdmin,
  createAttendee,
  createPartnerUser,
  TEST_PASSWORD,
} from '@pavilion/api-testing/harness';
import { legalAcceptances, partnerMembers } from '../../db/schema';

const { t, app, pay } = useCheckout();
const DAY = 86_400_000;

/** A person with a name, address and phone no other row shares, so a scan finds only theirs. */
async function uniquePerson() {
  const tag = randomUUID().replace(/-/g, '').slice(0, 10);
  const firstName = `Zenobia${tag.slice(0, 4)}`;
  const surname = `Quillfeather${tag}`;
  const phoneNumber = `+44 20 7946 ${String(Math.floor(Math.random() * 9000) + 1000)}`;
  const person = await createAttendee(t.db, {
    email: `zenobia.${tag}@example.com`,
    firstName,
    surname,
    phoneNumber,
    dateOfBirth: '1984-03-02',
    address: `7 ${surname} Lane`,
    city: 'Bath',
    zipCode: 'BA1 1AA',
    companyName: `${surname} Holdings`,
    jobTitle: 'Head of Events',
  });
  return { ...person, firstName, surname, phoneNumber, auth: await bearerFor(app, person.email) };
}

type Person = Awaited<ReturnType<typeof uniquePerson>>;

/** A paid order of the person for a new event, the person named on its ticket, for a company. */
async function paidOrder(p: Person, opts: { startsInDays?: number; name?: string } = {}) {
  const sale = await createSaleEvent(t.db, t.clock.now, { startsInDays: opts.startsInDays, name: opts.name });
  const res = await request(app)
    .post('/api/orders/')
    .set(p.auth)
    .send({
      eventId: sale.eventId,
      tickets: [
        attendeeTicket(sale.ticketTypeIds[0], { firstName: p.firstName, surname: p.surname, email: p.email }),
        attendeeTicket(sale.ticketTypeIds[0], {
          firstName: 'Colleague',
          surname: 'Other',
          email: `other.${randomUUID().slice(0, 6)}@example.com`,
        }),
      ],
      company: { name: `${p.surname} Holdings`, address: `7 ${p.surname} Lane\nBath`, countryCode: 'GB' },
    });
  expect(res.status).toBe(201);
  const orderId = res.body.id as string;
  const paid = await pay(p.auth, orderId, undefined, randomUUID(), { cardholderName: `${p.firstName} ${p.surname}` });
  expect(paid.status).toBe(200);
  return { orderId, sale };
}

/** Every kind of data Pavilion holds about a person, made the way the product makes it where it can. */
async function personWithEverything() {
  const p = await uniquePerson();
  // An order for an event that has happened (the clock moves past it below) and one to come.
  const past = await paidOrder(p, { startsInDays: 2, name: 'Harbour Logistics Forum' });
  const [myTicket] = await t.db.select().from(tickets).where(eq(tickets.email, p.email));
  await request(app)
    .put(`/api/favourites/${past.sale.eventId}`)
    .set(p.auth)
    .expect((r) => expect(r.status).toBeLessThan(300));
  await request(app)
    .post('/api/email-subscribe/')
    .set(p.auth)
    .send({ email: p.email })
    .expect((r) => expect(r.status).toBeLessThan(300));
  await t.db.insert(waitingListPlaces).values({
    ticketTypeId: past.sale.ticketTypeIds[0],
    eventId: past.sale.eventId,
    personId: p.personId,
    quantity: 2,
    joinedAt: t.clock.now,
  });
  const [review] = await t.db
    .insert(reviews)
    .values({
      eventId: past.sale.eventId,
      personId: p.personId,
      ticketId: myTicket.id,
      reviewerName: `${p.firstName} ${p.surname.slice(0, 1)}.`,
      score: 5,
      comment: 'Well run, good speakers.',
      status: 'published',
    })
    .returning();
  const [order] = await t.db.select().from(orders).where(eq(orders.id, past.orderId));
  await t.db.insert(reviewReplies).values({
    reviewId: review.id,
    partnerId: order.partnerId!,
    comment: 'Thank you for coming.',
    status: 'published',
  });
  await t.db.insert(notifications).values({
    personId: p.personId,
    subject: 'Your tickets',
    text: `Hello ${p.firstName}, your tickets are ready.`,
  });
  // A failed sign-in besides the successful one of bearerFor.
  await request(app).post('/api/login/').send({ email: p.email, password: 'not-the-password' });
  return { ...p, past };
}

/** Every text, varchar and JSON column of every table in which one of `needles` appears. */
async function scan(needles: string[]): Promise<string[]> {
  const columns = rowsOf<{ table_name: string; column_name: string }>(
    await t.db.execute(sql`select c.table_name, c.column_name from information_schema.columns c
      join information_schema.tables tb on tb.table_schema = c.table_schema and tb.table_name = c.table_name
      where c.table_schema = 'public' and tb.table_type = 'BASE TABLE'
        and c.udt_name in ('text', 'varchar', 'bpchar', 'json', 'jsonb', '_text', '_varchar', 'citext')
      order by c.table_name, c.column_name`),
  );
  expect(columns.length).toBeGreaterThan(100);
  const patterns = `{${needles.map((n) => `"%${n.toLowerCase()}%"`).join(',')}}`;
  const found: string[] = [];
  for (const { table_name, column_name } of columns) {
    const [row] = rowsOf<{ n: number }>(
      await t.db.execute(
        sql`select count(*)::int as n from ${sql.identifier(table_name)}
          where lower(${sql.identifier(column_name)}::text) like any(${patterns}::text[])`,
      ),
    );
    if (Number(row.n) > 0) found.push(`${table_name}.${column_name}`);
  }
  return found;
}

/**
 * Where a closed account's details may stay, because the law makes us keep them as they were issued:
 * invoices and credit notes (the buyer they were made out to, and the search text built from it).
 */
const KEPT_BY_LAW = ['invoices.buyer', 'invoices.search_text'];

describe('closing an account', () => {
  it('erases the person everywhere but where the law keeps them, ends every session and frees the email', async () => {
    const p = await personWithEverything();
    const needles = [p.email, p.firstName, p.surname, p.phoneNumber];
    // Before: the details are in many places, which is what makes the scan below mean something.
    const before = await scan(needles);
    for (const place of [
      'persons.email',
      'persons.first_name',
      'persons.phone_number',
      'orders.buyer_email',
      'tickets.email',
      'reviews.reviewer_name',
      'login_attempts.email',
      'newsletter_subscriptions.email',
      'notifications.text',
      'invoices.buyer',
      'payments.cardholder_name',
    ])
      expect(before).toContain(place);

    t.clock.advance(5 * DAY);
    const closed = await request(app).post('/api/settings/close-account').set(p.auth).send({ password: TEST_PASSWORD });
    expect(closed.status).toBe(200);
    expect(closed.body).toEqual({ status: 'Closed', ordersKept: 1 });

    const after = await scan(needles);
    expect(after.filter((place) => !KEPT_BY_LAW.includes(place))).toEqual([]);
    expect(after).toContain('invoices.buyer');

    // The session ended at once, sign-in is refused, and the address is free for a new account.
    expect((await request(app).get('/api/users/').set(p.auth)).status).toBe(401);
    expect((await request(app).post('/api/login/').send({ email: p.email, password: TEST_PASSWORD })).status).toBe(401);
    const again = await createAttendee(t.db, { email: p.email });
    expect(again.personId).not.toBe(p.personId);

    // What stays: the order for tax under the label, the published review under no name, the invoice.
    const [order] = await t.db.select().from(orders).where(eq(orders.id, p.past.orderId));
    expect(order).toMatchObject({
      buyerFirstName: 'Closed',
      buyerSurname: 'account',
      buyerEmail: closedAccountEmail(p.personId),
      companyName: null,
      status: 'paid',
    });
    const [review] = await t.db.select().from(reviews).where(eq(reviews.personId, p.personId));
    expect(review).toMatchObject({ reviewerName: '', status: 'published', comment: 'Well run, good speakers.' });
    const [person] = await t.db.select().from(persons).where(eq(persons.id, p.personId));
    expect(person).toMatchObject({
      passwordHash: null,
      phoneNumber: null,
      dateOfBirth: null,
      address: null,
      companyName: null,
    });
    // The ticket of the colleague the person bought for is the colleague's, and stays theirs.
    const theirs = await t.db.select().from(tickets).where(eq(tickets.orderId, p.past.orderId));
    expect(theirs.map((x) => x.firstName).sort()).toEqual(['Closed', 'Colleague']);
  });

  it('refuses a wrong password in words and changes nothing', async () => {
    const p = await uniquePerson();
    const res = await request(app).post('/api/settings/close-account').set(p.auth).send({ password: 'wrong-one' });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ password: PERSONAL_DATA_MESSAGES.passwordWrong });
    const [person] = await t.db.select().from(persons).where(eq(persons.id, p.personId));
    expect(person).toMatchObject({ email: p.email, surname: p.surname, phoneNumber: p.phoneNumber });
    expect((await request(app).get('/api/users/').set(p.auth)).status).toBe(200);
  });

  it('refuses while the person holds tickets for an event to come, naming it, and changes nothing', async () => {
    const p = await uniquePerson();
    await paidOrder(p, { startsInDays: 20, name: 'Cold Chain Congress' });
    const res = await request(app).post('/api/settings/close-account').set(p.auth).send({ password: TEST_PASSWORD });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(PERSONAL_DATA_MESSAGES.upcomingTickets({ events: 'Cold Chain Congress' }));
    const [person] = await t.db.select().from(persons).where(eq(persons.id, p.personId));
    expect(person.email).toBe(p.email);
    expect((await request(app).get('/api/users/').set(p.auth)).status).toBe(200);
  });

  it("ends a partner member's membership and leaves the partner its data; the only member is refused in words", async () => {
    const owner = await createPartnerUser(t.db, {
      name: 'Quayside Events Ltd',
      email: `office.${randomUUID().slice(0, 6)}@quayside.example`,
    });
    const ownerAuth = await bearerFor(app, owner.email);
    const alone = await request(app)
      .post('/api/settings/close-account')
      .set(ownerAuth)
      .send({ password: TEST_PASSWORD });
    expect(alone.status).toBe(409);
    expect(alone.body.error).toBe(PERSONAL_DATA_MESSAGES.lastMember({ partner: 'Quayside Events Ltd' }));

    const member = await createAttendee(t.db, { firstName: 'Odile', surname: `Marchetti${randomUUID().slice(0, 6)}` });
    await t.db.insert(partnerMembers).values({ partnerId: owner.partnerId, personId: member.personId, role: 'member' });
    const memberAuth = await bearerFor(app, member.email);
    const res = await request(app)
      .post('/api/settings/close-account')
      .set(memberAuth)
      .send({ password: TEST_PASSWORD });
    expect(res.status).toBe(200);
    const members = await t.db.select().from(partnerMembers).where(eq(partnerMembers.partnerId, owner.partnerId));
    expect(members.map((m) => m.personId)).toEqual([owner.personId]);
  });

  it('lets an administrator close an account on request, in the audit log', async () => {
    const p = await uniquePerson();
    const admin = await createAdmin(t.db);
    const res = await request(app)
      .post(`/api/admin/people/${p.personId}/close`)
      .set(await bearerFor(app, admin.email))
      .send({ reason: 'Letter of 20 November 2026 asking to close the account' });
    expect(res.status).toBe(200);
    const [person] = await t.db.select().from(persons).where(eq(persons.id, p.personId));
    expect(person.email).toBe(closedAccountEmail(p.personId));
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.action} = 'person.closed' and ${auditLog.entityId} = ${String(p.personId)}`);
    expect(entry.summary).toContain('Letter of 20 November 2026');
    expect(`${entry.entityName} ${entry.summary}`).not.toContain(p.surname);
    // Closed twice: the account is not found any more.
    expect(
      (
        await request(app)
          .post(`/api/admin/people/${p.personId}/close`)
          .set(await bearerFor(app, admin.email))
          .send({ reason: 'Letter asking again' })
      ).status,
    ).toBe(404);
  });
});

describe("the copy of a person's data", () => {
  it('holds each kind of data, as a JSON file, and the orders and tickets as CSV', async () => {
    const p = await personWithEverything();
    await t.db
      .insert(legalAcceptances)
      .values({ personId: p.personId, document: 'customer-terms', version: '28 January 2025', place: 'checkout' });
    const res = await request(app).get('/api/settings/personal-data').set(p.auth);
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="pavilion-personal-data-\d+-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const copy = ZPersonalDataCopy.parse(res.body);
    expect(copy.profile).toMatchObject({
      email: p.email,
      surname: p.surname,
      phoneNumber: p.phoneNumber,
      dateOfBirth: '1984-03-02',
    });
    expect(copy.settings === null || typeof copy.settings === 'object').toBe(true);
    expect(copy.consents.newsletter).not.toBeNull();
    expect(copy.consents.legalAcceptances).toEqual([
      expect.objectContaining({ document: 'customer-terms', version: '28 January 2025', place: 'checkout' }),
    ]);
    expect(copy.orders).toHaveLength(1);
    expect(copy.orders[0]).toMatchObject({ id: p.past.orderId, companyName: `${p.surname} Holdings` });
    expect(copy.tickets.map((x) => x.relation).sort()).toEqual(['held', 'passed-on']);
    expect(copy.invoices).toHaveLength(1);
    expect(copy.invoices[0].number).toEqual(expect.any(String));
    expect(copy.invoices[0].totalMinor).toBeGreaterThan(0);
    expect(copy.reviews[0]).toMatchObject({
      comment: 'Well run, good speakers.',
      partnerReply: { comment: 'Thank you for coming.' },
    });
    expect(copy.favourites).toHaveLength(1);
    expect(copy.waitingListPlaces).toHaveLength(1);
    expect(copy.notifications.some((n) => String(n.text).includes(p.firstName))).toBe(true);
    expect(copy.signInActivity.map((a) => a.success)).toEqual(expect.arrayContaining([true, false]));

    const ordersCsv = await request(app).get('/api/settings/personal-data/orders.csv').set(p.auth);
    expect(ordersCsv.status).toBe(200);
    expect(ordersCsv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = ordersCsv.text.trim().split('\n');
    expect(lines[0]).toMatch(/^Order,Created,Event,Status/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(p.past.orderId);
    expect(lines[1]).toMatch(/,\d+\.\d{2},/);
    const ticketsCsv = await request(app).get('/api/settings/personal-data/tickets.csv').set(p.auth);
    expect(ticketsCsv.text.trim().split('\n')).toHaveLength(3);
    const wrongKind = await request(app).get('/api/settings/personal-data/reviews.csv').set(p.auth);
    expect(wrongKind.status).toBe(400);
  });

  it("is only ever the signed-in person's own: another's data is not reachable", async () => {
    const a = await uniquePerson();
    const b = await uniquePerson();
    const res = await request(app).get('/api/settings/personal-data').query({ personId: b.personId }).set(a.auth);
    expect(res.status === 200 ? res.body.profile.email : res.status).not.toBe(b.email);
    // The administrators' route is the only one that takes an id, and it is for administrators.
    expect(
      (
        await request(app)
          .get(`/api/admin/people/${b.personId}/personal-data`)
          .query({ reason: 'Letter of request' })
          .set(a.auth)
      ).status,
    ).toBe(403);
    expect((await request(app).get('/api/settings/personal-data')).status).toBe(401);
  });

  it('lets an administrator produce a copy for a request, in the audit log; an unknown id answers 404', async () => {
    const p = await uniquePerson();
    const admin = await createAdmin(t.db);
    const auth = await bearerFor(app, admin.email);
    const res = await request(app)
      .get(`/api/admin/people/${p.personId}/personal-data`)
      .query({ reason: 'Letter of 18 November 2026' })
      .set(auth);
    expect(res.status).toBe(200);
    expect(res.body.profile.email).toBe(p.email);
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.action} = 'person.data-copy' and ${auditLog.entityId} = ${String(p.personId)}`);
    expect(entries).toHaveLength(1);
    expect(
      (
        await request(app)
          .get('/api/admin/people/987654321/personal-data')
          .query({ reason: 'Letter of request' })
          .set(auth)
      ).status,
    ).toBe(404);
    expect((await request(app).get(`/api/admin/people/${p.personId}/personal-data`).set(auth)).status).toBe(400);
  });
});
