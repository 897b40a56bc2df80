// Event-day check-in on a real database: every answer of a scan, forged codes, other events and other
// partners, two scanners at once, offline scans synced late, undo in the audit log, the attendee list
// (filters, search, CSV) and the live counts.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import request from 'supertest';
import { parse } from 'csv-parse/sync';
import { formatInTimeZone, ZAttendeesPage, ZCheckInAnswer, ZCheckInSummary, type TAttendee } from '@pavilion/domain';
import { auditLog, persons, tickets } from '../../db/schema';
import { bearerFor, createAttendee, useTestContext } from '@pavilion/api-testing/harness';
import {
  approveCurrent,
  buyTickets,
  createEvent,
  partnerWithPolicy,
  type TestPartner,
} from '@pavilion/api-testing/fixtures/partner-events';
import { memberOf } from '@pavilion/api-testing/fixtures/partner-account';
import { ticketCode, ticketCodeKey } from '../tickets';

const t = useTestContext({ PAYMENT_DELAY_MS: '0' });
let a: TestPartner;
let b: TestPartner;
let member: { personId: number; auth: { Authorization: string } };
let eventId: number;
let standard: number;
let vip: number;
let key: Buffer;

const MIN = 60_000;

/** An approved event of `partner` with its two ticket types (Standard, VIP). */
async function saleEvent(partner: TestPartner, name: string) {
  const id = await createEvent(t, partner, { name });
  await approveCurrent(t, partner, id);
  const types = (await request(t.app).get(`/api/partner/events/${id}`).set(partner.auth).expect(200)).body
    .ticketTypes as Array<{ id: number }>;
  return { id, types: types.map((tt) => tt.id) };
}

/** Paid tickets of one order: their ids in order, and the order with its buyer. */
async function buy(event: number, ticketType: number, count = 1) {
  const bought = await buyTickets(t.app, t.db, t.clock.now, event, ticketType, count);
  const rows = await t.db
    .select({ id: tickets.id })
    .from(tickets)
    .where(eq(tickets.orderId, bought.orderId))
    .orderBy(tickets.position);
  return { ...bought, ids: rows.map((r) => r.id) };
}

const scan = (auth: Record<string, string>, body: object, event = eventId) =>
  request(t.app).post(`/api/partner/events/${event}/check-ins`).set(auth).send(body);

const codeOf = (ticketId: string) => ticketCode(key, ticketId);

async function stored(ticketId: string) {
  const [row] = await t.db.select().from(tickets).where(eq(tickets.id, ticketId));
  return row;
}

beforeAll(async () => {
  key = ticketCodeKey(t.config.jwtSecret);
  a = await partnerWithPolicy(t);
  b = await partnerWithPolicy(t);
  member = await memberOf(t, a.partnerId);
  const event = await saleEvent(a, 'Quayside Product Forum');
  eventId = event.id;
  [standard, vip] = event.types;
});

describe('GET /api/tickets/{id}', () => {
  it("carries the signed code the ticket's QR encodes, for its owner only", async () => {
    const { ids, auth } = await buy(eventId, standard);
    const res = await request(t.app).get(`/api/tickets/${ids[0]}`).set(auth).expect(200);
    expect(res.body).toMatchObject({ id: ids[0], eventId, ticketTypeName: 'Standard', checkInCode: codeOf(ids[0]) });
    expect(res.body.checkInCode).toMatch(/^PVT1\.[0-9a-f-]{36}\.[\w-]{43}$/);
    const stranger = await createAttendee(t.db);
    await request(t.app)
      .get(`/api/tickets/${ids[0]}`)
      .set(await bearerFor(t.app, stranger.email))
      .expect(404);
  });
});

describe('POST /api/partner/events/{id}/check-ins', () => {
  it('checks a ticket in by its code, then answers already checked in: when and by whom', async () => {
    const { ids } = await buy(eventId, vip);
    const first = await scan(a.auth, { code: codeOf(ids[0]) }).expect(200);
    expect(ZCheckInAnswer.parse(first.body)).toEqual(first.body);
    expect(first.body).toMatchObject({
      result: 'CHECKED_IN',
      message: 'Checked in: Guest0 Buyer, VIP',
      ticket: { id: ids[0], attendeeName: 'Guest0 Buyer', ticketTypeName: 'VIP', eventId },
      checkedInAt: t.clock.now.toISOString(),
      checkedInBy: 'Grace Hopper',
    });
    expect(await stored(ids[0])).toMatchObject({ checkedInAt: t.clock.now, checkedInByPersonId: a.personId });

    t.clock.advance(5 * MIN);
    const again = await scan(member.auth, { code: codeOf(ids[0]) }).expect(200);
    expect(again.body).toMatchObject({
      result: 'ALREADY_CHECKED_IN',
      checkedInAt: first.body.checkedInAt,
      checkedInBy: 'Grace Hopper',
    });
    expect(again.body.message).toMatch(/^Guest0 Buyer was already checked in at .+ by Grace Hopper$/);
  });

  it('names a former team member when the one who checked the ticket in is no longer on the platform', async () => {
    const { ids } = await buy(eventId, standard);
    const leaver = await memberOf(t, a.partnerId);
    await scan(leaver.auth, { code: codeOf(ids[0]) }).expect(200);
    await t.db.delete(persons).where(eq(persons.id, leaver.personId));
    t.clock.advance(MIN);
    // A live scan and an offline one made later: both read the check-in, neither replaces it.
    for (const body of [{ code: codeOf(ids[0]) }, { ticketId: ids[0], scannedAt: t.clock.now.toISOString() }]) {
      const again = await scan(a.auth, body).expect(200);
      expect(again.body).toMatchObject({ result: 'ALREADY_CHECKED_IN', checkedInBy: 'a former team member' });
      expect(again.body.message).toMatch(/^Guest0 Buyer was already checked in at .+ by a former team member$/);
    }
  });

  it('checks in by ticket number (manual check-in), for a team member as for the owner', async () => {
    const { ids } = await buy(eventId, standard);
    const res = await scan(member.auth, { ticketId: ids[0] }).expect(200);
    expect(res.body).toMatchObject({ result: 'CHECKED_IN', checkedInBy: 'Maria Lopez' });
    expect((await stored(ids[0])).checkedInByPersonId).toBe(member.personId);
  });

  it('refuses a code typed or forged, and one of no ticket, as not a ticket', async () => {
    const { ids } = await buy(eventId, standard);
    const genuine = codeOf(ids[0]);
    const [prefix, id, sig] = genuine.split('.');
    const forged = [
      'hello',
      `${prefix}.${id}`,
      `${prefix}.${id}.${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`,
      `${prefix}.${id}.${ticketCode(ticketCodeKey('another-secret-that-is-long-enough-for-hs256'), id).split('.')[2]}`,
      `${prefix}.${randomUUID()}.${sig}`,
      `PVT2.${id}.${sig}`,
      `${genuine}.extra`,
    ];
    for (const code of forged) {
      const res = await scan(a.auth, { code }).expect(200);
      expect(res.body).toEqual({ result: 'INVALID', message: 'Not a ticket: this code was not issued by Pavilion' });
    }
    const unknown = await scan(a.auth, { code: codeOf(randomUUID()) }).expect(200);
    expect(unknown.body).toEqual({ result: 'INVALID', message: 'Not a ticket: no ticket has this number' });
    expect(await scan(a.auth, { ticketId: randomUUID() }).expect(200)).toMatchObject({
      body: { result: 'INVALID' },
    });
    expect((await stored(ids[0])).checkedInAt).toBeNull();
  });

  it('refuses a cancelled or refunded ticket and one of an unpaid order', async () => {
    const { ids, orderId } = await buy(eventId, standard, 2);
    await request(t.app)
      .post(`/api/partner/orders/${orderId}/refund`)
      .set(a.auth)
      .send({ reason: 'Cannot attend', ticketIds: [ids[0]] })
      .expect(200);
    const refunded = await scan(a.auth, { code: codeOf(ids[0]) }).expect(200);
    expect(refunded.body).toMatchObject({ result: 'CANCELLED', ticket: { id: ids[0] } });
    expect(refunded.body.message).toMatch(/^This ticket was cancelled on .+ and refunded$/);
    // A ticket cancelled before the date was kept is still told apart, without one.
    await t.db
      .update(tickets)
      .set({ status: 'cancelled', cancelledAt: null, refundId: null })
      .where(eq(tickets.id, ids[1]));
    expect((await scan(a.auth, { ticketId: ids[1] }).expect(200)).body).toMatchObject({
      result: 'CANCELLED',
      message: 'This ticket was cancelled',
    });

    const buyer = await createAttendee(t.db);
    const pending = await request(t.app)
      .post('/api/orders/')
      .set(await bearerFor(t.app, buyer.email))
      .send({
        eventId,
        tickets: [
          {
            ticketTypeId: standard,
            firstName: 'Una',
            surname: 'Paid',
            email: 'una.paid@example.com',
            company: 'Acme',
            jobTitle: 'Planner',
            subEventIds: [],
          },
        ],
      })
      .expect(201);
    const [unpaid] = await t.db.select().from(tickets).where(eq(tickets.orderId, pending.body.id));
    expect((await scan(a.auth, { code: codeOf(unpaid.id) }).expect(200)).body).toMatchObject({
      result: 'CANCELLED',
      message: 'This ticket’s order is not paid',
    });
    for (const id of [...ids, unpaid.id]) expect((await stored(id)).checkedInAt).toBeNull();
  });

  it('says a ticket of an order its buyer cancelled whole was cancelled and refunded, and when', async () => {
    const { ids, orderId, auth } = await buy(eventId, standard, 2);
    t.clock.advance(7 * MIN);
    const cancelledAt = t.clock.now.toISOString();
    await request(t.app).post(`/api/orders/${orderId}/cancel`).set(auth).send({}).expect(200);
    const zone = (await request(t.app).get(`/api/partner/events/${eventId}`).set(a.auth).expect(200)).body.timeZone;
    const when = formatInTimeZone(cancelledAt, zone);
    t.clock.advance(MIN);
    // Scanned live and by an offline scanner, by code and by number: the same words, never 'not paid'.
    for (const body of [{ code: codeOf(ids[0]) }, { ticketId: ids[1], scannedAt: t.clock.now.toISOString() }]) {
      const res = await scan(a.auth, body).expect(200);
      expect(res.body).toMatchObject({
        result: 'CANCELLED',
        message: `This ticket was cancelled on ${when} and refunded`,
      });
    }
    for (const id of ids) expect((await stored(id)).checkedInAt).toBeNull();
  });

  it("names another event of the partner, and tells nothing of another partner's ticket", async () => {
    const second = await saleEvent(a, 'Riverside Data Days');
    const mine = await buy(second.id, second.types[0]);
    const res = await scan(a.auth, { code: codeOf(mine.ids[0]) }).expect(200);
    expect(res.body).toMatchObject({
      result: 'OTHER_EVENT',
      message: 'This ticket is for another event: Riverside Data Days',
      ticket: { id: mine.ids[0], eventId: second.id },
    });

    const theirs = await saleEvent(b, 'Harbour Secret Summit');
    const foreign = await buy(theirs.id, theirs.types[0]);
    for (const body of [{ code: codeOf(foreign.ids[0]) }, { ticketId: foreign.ids[0] }]) {
      const other = await scan(a.auth, body).expect(200);
      expect(other.body).toEqual({ result: 'OTHER_EVENT', message: 'This ticket is for another organiser’s event' });
      expect(JSON.stringify(other.body)).not.toMatch(/Harbour|Guest0|example\.com/);
    }
    expect((await stored(mine.ids[0])).checkedInAt).toBeNull();
    expect((await stored(foreign.ids[0])).checkedInAt).toBeNull();
  });

  it("answers 404 on another partner's event, and on an event that does not exist", async () => {
    const { ids } = await buy(eventId, standard);
    await scan(b.auth, { code: codeOf(ids[0]) }).expect(404);
    // A code that does not verify is no ticket, but on another partner's event still 404.
    await scan(b.auth, { code: codeOf(ids[0]).replace(/\.[\w-]+$/, '.forged') }).expect(404);
    await scan(a.auth, { code: codeOf(ids[0]).replace(/\.[\w-]+$/, '.forged') }, 2_000_000_000).expect(404);
    await scan(b.auth, { ticketId: ids[0] }).expect(404);
    await scan(a.auth, { ticketId: ids[0] }, 2_000_000_000).expect(404);
    for (const path of [`attendees`, `attendees?format=csv`, `check-ins/summary`])
      await request(t.app).get(`/api/partner/events/${eventId}/${path}`).set(b.auth).expect(404);
    await request(t.app).delete(`/api/partner/events/${eventId}/check-ins/${ids[0]}`).set(b.auth).expect(404);
    expect((await stored(ids[0])).checkedInAt).toBeNull();
  });

  it('checks a ticket in exactly once when scanners scan it at the same moment', async () => {
    const { ids } = await buy(eventId, standard, 3);
    for (const [i, n] of [
      [0, 2],
      [1, 5],
      [2, 10],
    ] as const) {
      const answers = await Promise.all(
        Array.from({ length: n }, (_, k) =>
          scan(k % 2 ? member.auth : a.auth, k % 3 ? { code: codeOf(ids[i]) } : { ticketId: ids[i] }),
        ),
      );
      const results = answers.map((r) => r.body.result);
      expect(results.filter((r) => r === 'CHECKED_IN')).toHaveLength(1);
      expect(results.filter((r) => r === 'ALREADY_CHECKED_IN')).toHaveLength(n - 1);
    }
  });

  it('lets the first scan by time win when offline scans arrive late', async () => {
    const { ids } = await buy(eventId, standard);
    const start = t.clock.now;
    const live = await scan(a.auth, { code: codeOf(ids[0]) }).expect(200);
    expect(live.body.result).toBe('CHECKED_IN');

    // A scanner that was offline made an earlier scan of the same ticket: it becomes the check-in.
    const earlier = new Date(start.getTime() - 10 * MIN).toISOString();
    const synced = await scan(member.auth, { code: codeOf(ids[0]), scannedAt: earlier }).expect(200);
    expect(synced.body).toMatchObject({
      result: 'CHECKED_IN',
      checkedInAt: earlier,
      checkedInBy: 'Maria Lopez',
      replaced: { checkedInAt: start.toISOString(), checkedInBy: 'Grace Hopper' },
    });
    expect(await stored(ids[0])).toMatchObject({
      checkedInAt: new Date(earlier),
      checkedInByPersonId: member.personId,
      checkInRecordedAt: start,
    });

    // Later scans, synced or live, read it as already checked in at the earliest time.
    const between = new Date(start.getTime() - 5 * MIN).toISOString();
    for (const body of [{ code: codeOf(ids[0]), scannedAt: between }, { ticketId: ids[0] }]) {
      const res = await scan(a.auth, body).expect(200);
      expect(res.body).toMatchObject({
        result: 'ALREADY_CHECKED_IN',
        checkedInAt: earlier,
        checkedInBy: 'Maria Lopez',
      });
    }
  });

  it('never lets a live scan replace a check-in, even one recorded with a later time', async () => {
    // Two live scans of one ticket: the second to take the row lock may have read the clock first.
    const { ids } = await buy(eventId, standard);
    const recorded = t.clock.now;
    expect((await scan(a.auth, { code: codeOf(ids[0]) }).expect(200)).body.result).toBe('CHECKED_IN');
    t.clock.advance(-2_000);
    try {
      const second = await scan(member.auth, { code: codeOf(ids[0]) }).expect(200);
      expect(second.body).toMatchObject({
        result: 'ALREADY_CHECKED_IN',
        checkedInAt: recorded.toISOString(),
        checkedInBy: 'Grace Hopper',
      });
      expect(second.body.replaced).toBeUndefined();
      expect(await stored(ids[0])).toMatchObject({ checkedInAt: recorded, checkedInByPersonId: a.personId });
    } finally {
      t.clock.advance(2_000);
    }
  });

  it('takes a scan time later than its arrival as its arrival', async () => {
    const { ids } = await buy(eventId, standard);
    const future = new Date(t.clock.now.getTime() + 60 * MIN).toISOString();
    const res = await scan(a.auth, { code: codeOf(ids[0]), scannedAt: future }).expect(200);
    expect(res.body).toMatchObject({ result: 'CHECKED_IN', checkedInAt: t.clock.now.toISOString() });
  });

  it('refuses a body without a code or ticket number, with both, or with a bad scan time, in words', async () => {
    const { ids } = await buy(eventId, standard);
    const cases: Array<[object, Record<string, string>]> = [
      [{}, { code: 'Send the scanned code or the ticket number' }],
      [
        { code: codeOf(ids[0]), ticketId: ids[0] },
        { ticketId: 'Send the scanned code or the ticket number, not both' },
      ],
      [{ code: '   ' }, { code: 'The scanned code is empty' }],
      [{ code: 'x'.repeat(2001) }, { code: 'A scanned code is at most 2000 characters' }],
      [{ ticketId: 'ABC-123' }, { ticketId: 'The ticket number must be the ticket id printed on the ticket' }],
      [
        { code: codeOf(ids[0]), scannedAt: 'yesterday' },
        { scannedAt: 'The scan time must be an ISO date and time with its offset, like 2026-06-10T09:15:00Z' },
      ],
    ];
    for (const [body, fields] of cases) {
      const res = await scan(a.auth, body).expect(400);
      expect(res.body.fields).toEqual(fields);
    }
    expect((await stored(ids[0])).checkedInAt).toBeNull();
  });
});

describe('DELETE /api/partner/events/{id}/check-ins/{ticketId}', () => {
  it('undoes a check-in, writes it to the audit log, and the ticket can be checked in again', async () => {
    const { ids } = await buy(eventId, standard);
    const checked = await scan(member.auth, { code: codeOf(ids[0]) }).expect(200);
    const undo = await request(t.app).delete(`/api/partner/events/${eventId}/check-ins/${ids[0]}`).set(a.auth);
    expect(undo.status).toBe(200);
    expect(undo.body).toMatchObject({ ticketId: ids[0], checkedInAt: null, checkedInBy: null });
    expect(await stored(ids[0])).toMatchObject({
      checkedInAt: null,
      checkedInByPersonId: null,
      checkInRecordedAt: null,
    });
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'ticket'), eq(auditLog.entityId, ids[0])));
    expect(entries).toEqual([
      expect.objectContaining({
        action: 'ticket.check-in-undone',
        actorPersonId: a.personId,
        actorName: 'Grace Hopper',
        entityName: 'Guest0 Buyer',
        before: { checkedInAt: checked.body.checkedInAt, checkedInBy: 'Maria Lopez' },
        after: { checkedInAt: null, checkedInBy: null },
      }),
    ]);
    const again = await request(t.app).delete(`/api/partner/events/${eventId}/check-ins/${ids[0]}`).set(a.auth);
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('This ticket is not checked in');
    expect((await scan(a.auth, { ticketId: ids[0] }).expect(200)).body.result).toBe('CHECKED_IN');
    // A ticket of another event is not found here.
    const second = await saleEvent(a, 'Undo Elsewhere Expo');
    const other = await buy(second.id, second.types[0]);
    await request(t.app).delete(`/api/partner/events/${eventId}/check-ins/${other.ids[0]}`).set(a.auth).expect(404);
  });
});

describe('attendees and counts', () => {
  let event: { id: number; types: number[] };
  let names: string[];
  beforeAll(async () => {
    event = await saleEvent(a, 'Attendee List Live');
    const std = await buy(event.id, event.types[0], 3);
    const v = await buy(event.id, event.types[1], 1);
    const people = [
      ['Ottoline', 'Quist', 'o.quist@example.com'],
      ['Bram', 'Adler', 'bram@adler.example'],
      ['Cleo', 'Zander', 'cleo@zander.example'],
      ['Dora', 'Marsh', 'dora@marsh.example'],
    ];
    names = [...std.ids, ...v.ids];
    for (const [i, id] of names.entries()) {
      const [firstName, surname, email] = people[i];
      await t.db.update(tickets).set({ firstName, surname, email }).where(eq(tickets.id, id));
    }
    await scan(a.auth, { ticketId: names[0] }, event.id).expect(200);
    t.clock.advance(MIN);
    await scan(member.auth, { ticketId: names[3] }, event.id).expect(200);
    // A cancelled ticket is no attendee.
    const gone = await buy(event.id, event.types[0], 1);
    await t.db.update(tickets).set({ status: 'cancelled' }).where(eq(tickets.id, gone.ids[0]));
  });

  const list = async (qs = '') =>
    (await request(t.app).get(`/api/partner/events/${event.id}/attendees?${qs}`).set(member.auth).expect(200)).body as {
      items: TAttendee[];
      total: number;
    };

  it('lists the attendees by surname with their check-in status, paged', async () => {
    const page = await list();
    expect(ZAttendeesPage.parse(page)).toEqual(page);
    expect(page.total).toBe(4);
    expect(page.items.map((r) => r.attendeeName)).toEqual([
      'Bram Adler',
      'Dora Marsh',
      'Ottoline Quist',
      'Cleo Zander',
    ]);
    expect(page.items[2]).toMatchObject({ ticketTypeName: 'Standard', checkedInBy: 'Grace Hopper' });
    expect(page.items[1]).toMatchObject({ ticketTypeName: 'VIP', checkedInBy: 'Maria Lopez' });
    expect(page.items[0]).toMatchObject({ checkedInAt: null, checkedInBy: null });
    const second = await list('pageSize=3&page=2');
    expect(second).toMatchObject({ total: 4, items: [{ attendeeName: 'Cleo Zander' }] });
    const byCheckIn = await list('sort=checkedInAt&direction=desc');
    expect(byCheckIn.items.slice(0, 2).map((r) => r.attendeeName)).toEqual(['Dora Marsh', 'Ottoline Quist']);
  });

  it('filters by check-in status and finds a name, an email or a ticket number', async () => {
    expect((await list('checkedIn=true')).items.map((r) => r.surname)).toEqual(['Marsh', 'Quist']);
    expect((await list('checkedIn=false')).items.map((r) => r.surname)).toEqual(['Adler', 'Zander']);
    expect((await list('q=ottoline%20qu')).items.map((r) => r.surname)).toEqual(['Quist']);
    expect((await list('q=ZANDER.EXAMPLE')).items.map((r) => r.surname)).toEqual(['Zander']);
    const number = names[1].replace(/-/g, '').slice(0, 10).toUpperCase();
    expect((await list(`q=${number}`)).items.map((r) => r.ticketId)).toEqual([names[1]]);
    expect((await list(`q=${names[1].slice(0, 13)}&checkedIn=true`)).total).toBe(0);
    const bad = await request(t.app)
      .get(`/api/partner/events/${event.id}/attendees?checkedIn=maybe&format=xml`)
      .set(a.auth)
      .expect(400);
    expect(bad.body.fields).toEqual({
      checkedIn: 'checkedIn must be true or false',
      format: 'format must be json or csv',
    });
  });

  it('exports the filtered list as CSV', async () => {
    const res = await request(t.app)
      .get(`/api/partner/events/${event.id}/attendees?format=csv`)
      .set(a.auth)
      .expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="Attendee-List-Live-check-in.csv"');
    const rows = parse(res.text, { columns: true }) as Array<Record<string, string>>;
    expect(rows.map((r) => [r.Surname, r['Ticket type'], r['Checked in by']])).toEqual([
      ['Adler', 'Standard', ''],
      ['Marsh', 'VIP', 'Maria Lopez'],
      ['Quist', 'Standard', 'Grace Hopper'],
      ['Zander', 'Standard', ''],
    ]);
    expect(rows[1]['Checked in at (UTC)']).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(rows[0].Company).toBe('Acme =Freight');
    const checkedIn = await request(t.app)
      .get(`/api/partner/events/${event.id}/attendees?format=csv&checkedIn=false&q=zan`)
      .set(a.auth)
      .expect(200);
    expect((parse(checkedIn.text, { columns: true }) as Array<Record<string, string>>).map((r) => r.Surname)).toEqual([
      'Zander',
    ]);
  });

  it('counts checked in against sold, live, per ticket type', async () => {
    const summary = async () =>
      (await request(t.app).get(`/api/partner/events/${event.id}/check-ins/summary`).set(member.auth).expect(200)).body;
    const before = await summary();
    expect(ZCheckInSummary.parse(before)).toEqual(before);
    expect(before).toEqual({
      eventId: event.id,
      checkedIn: 2,
      sold: 4,
      ticketTypes: [
        { ticketTypeId: event.types[0], name: 'Standard', checkedIn: 1, sold: 3 },
        { ticketTypeId: event.types[1], name: 'VIP', checkedIn: 1, sold: 1 },
      ],
    });
    await scan(a.auth, { ticketId: names[1] }, event.id).expect(200);
    expect((await summary()).ticketTypes[0]).toMatchObject({ checkedIn: 2, sold: 3 });
  });
});
