import request from 'supertest';
import { randomUUID } from 'node:crypto';
import { ZTicketsPage, type TOwnedTicket } from '@pavilion/domain';
import { eq } from 'drizzle-orm';
import { emailOutbox, events, orders, tickets } from '../../db/schema';
import { bearerFor, binaryBody, createAttendee } from '@pavilion/api-testing/harness';
import { createSaleEvent, useCheckout } from '@pavilion/api-testing/checkout';
import { pdfTextOf } from '@pavilion/api-testing/pdf';
import {
  assignToken,
  ticketAssignKey,
  ticketCode,
  ticketCodeKey,
  ticketIdOfAssignToken,
  verifyTicketCode,
} from './service';

const { t, app, buyer, pendingOrder, pay } = useCheckout();

describe('tickets', () => {
  it("tells the event's time in the event's own zone: the answers carry it, the receipt and ticket emails use it", async () => {
    const owner = await buyer();
    const { orderId, sale } = await pendingOrder(owner);
    await t.db.update(events).set({ timeZone: 'Asia/Tokyo' }).where(eq(events.id, sale.eventId));
    await pay(owner.auth, orderId).expect(200);
    const order = await request(app).get(`/api/orders/${orderId}`).set(owner.auth).expect(200);
    expect(order.body.event.timeZone).toBe('Asia/Tokyo');
    const list = await request(app).get('/api/tickets/').set(owner.auth).expect(200);
    const ticket = (list.body.items as TOwnedTicket[]).find((tk) => tk.orderId === orderId)!;
    expect(ticket.eventTimeZone).toBe('Asia/Tokyo');
    // Tokyo is 9 hours ahead of UTC all year: the start reads as the clock there shows it.
    const start = new Date(ticket.eventStartDateTime);
    const tokyo = new Date(start.getTime() + 9 * 3_600_000);
    const clock = `${String(tokyo.getUTCHours()).padStart(2, '0')}:${String(tokyo.getUTCMinutes()).padStart(2, '0')} GMT+9`;
    const sent = await t.db.select().from(emailOutbox);
    const receipt = sent.filter((m) => m.template === 'order-receipt' && m.toAddress === owner.email);
    const ticketMail = sent.filter((m) => m.template === 'ticket' && m.text.includes(ticket.id));
    const mail = [...receipt, ...ticketMail];
    expect(mail.map((m) => m.template)).toEqual(['order-receipt', 'ticket']);
    for (const m of mail) {
      expect(m.text).toContain(clock);
      expect(m.text).not.toMatch(/starting [^.]*UTC|When: [^.]*UTC/);
    }
  });

  it('lists the tickets of paid orders with their QR code and PDF, for their owner only', async () => {
    const owner = await buyer();
    const stranger = await buyer();
    const unpaid = await pendingOrder(owner);
    const { orderId, sale } = await pendingOrder(owner, { tickets: 2 });
    await pay(owner.auth, orderId).expect(200);
    const list = await request(app).get('/api/tickets/').set(owner.auth).expect(200);
    expect(ZTicketsPage.parse(list.body)).toEqual(list.body);
    expect(list.body).toMatchObject({ total: 2, page: 1 });
    expect(list.body.items.map((tk: { orderId: string }) => tk.orderId)).not.toContain(unpaid.orderId);
    const [ticket] = list.body.items;
    expect(ticket).toMatchObject({
      orderId,
      eventId: sale.eventId,
      eventName: 'Future of Logistics Summit',
      ticketTypeName: 'Standard Pass 1',
      ticketPrice: 125,
      ticketCurrency: 'USD',
      attendeeName: 'Guest0 Attendee' + ticket.attendeeName.split('Attendee')[1],
      attendeeCompany: 'Acme Freight',
      attendeeJobTitle: 'Head of Operations',
      qrCodeUrl: `/api/tickets/${ticket.id}/qr.svg`,
      pdfUrl: `/api/tickets/${ticket.id}/ticket.pdf`,
    });
    const qr = await request(app)
      .get(ticket.qrCodeUrl)
      .set(owner.auth)
      .buffer(true)
      .parse((res, done) => {
        let body = '';
        res.on('data', (c: Buffer) => (body += c.toString()));
        res.on('end', () => done(null, body));
      });
    expect(qr.status).toBe(200);
    expect(qr.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(String(qr.body)).toContain('<svg');
    const pdf = await request(app).get(ticket.pdfUrl).set(owner.auth).buffer(true).parse(binaryBody);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect((pdf.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');

    await request(app).get(ticket.qrCodeUrl).set(stranger.auth).expect(404);
    await request(app).get(ticket.pdfUrl).set(stranger.auth).expect(404);
    const strangers = await request(app).get('/api/tickets/').set(stranger.auth).expect(200);
    expect(strangers.body).toEqual({ items: [], total: 0, page: 1, pageSize: 20 });
  });

  it('a ticket code verifies only with the server secret and cannot be made up from the id', () => {
    const key = ticketCodeKey(t.config.jwtSecret);
    const id = randomUUID();
    const code = ticketCode(key, id);
    expect(verifyTicketCode(key, code)).toEqual({ ticketId: id, version: 1 });
    expect(verifyTicketCode(key, code.replace(id, randomUUID()))).toBeNull();
    expect(verifyTicketCode(ticketCodeKey('another-secret-that-is-long-enough-to-sign'), code)).toBeNull();
    expect(verifyTicketCode(key, `PVT1.${id}.`)).toBeNull();
    expect(code).not.toContain(t.config.jwtSecret);
  });

  it("a later holder's code names its version, which cannot be changed without the server's key", () => {
    const key = ticketCodeKey(t.config.jwtSecret);
    const id = randomUUID();
    expect(ticketCode(key, id, 1)).toBe(ticketCode(key, id));
    const third = ticketCode(key, id, 3);
    expect(third).toMatch(new RegExp(`^PVT2\\.${id}\\.3\\.[\\w-]{43}$`));
    expect(verifyTicketCode(key, third)).toEqual({ ticketId: id, version: 3 });
    // Another version with the same signature, or the version moved into a first code: forged.
    expect(verifyTicketCode(key, third.replace('.3.', '.4.'))).toBeNull();
    expect(verifyTicketCode(key, third.replace(/^PVT2\.(.+)\.3\.(.+)$/, 'PVT1.$1.$2'))).toBeNull();
    expect(verifyTicketCode(key, `PVT2.${id}.0.${third.split('.')[3]}`)).toBeNull();
  });

  it("an assign link's token names its ticket and cannot be made up", () => {
    const key = ticketAssignKey(t.config.jwtSecret);
    const id = randomUUID();
    const token = assignToken(key, id);
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(ticketIdOfAssignToken(key, token)).toBe(id);
    expect(ticketIdOfAssignToken(ticketAssignKey('another-secret-that-is-long-enough-to-sign'), token)).toBeNull();
    // The ticket codes' key does not make assign tokens.
    expect(ticketIdOfAssignToken(ticketCodeKey(t.config.jwtSecret), token)).toBeNull();
    const flipped = (token[0] === 'A' ? 'B' : 'A') + token.slice(1);
    expect(ticketIdOfAssignToken(key, flipped)).toBeNull();
    expect(ticketIdOfAssignToken(key, `${token}x`)).toBeNull();
  });
});

describe('GET /api/tickets/ as a list', () => {
  const MINUTE = 60_000;
  let owner: Record<string, string>;
  let stranger: Record<string, string>;
  /** Ticket id -> a name for it, for readable expectations. */
  const names = new Map<string, string>();

  /** A paid (or pending) order with one ticket per attendee surname, as the checkout leaves it. */
  async function order(
    personId: number,
    sale: { eventId: number; ticketTypeIds: number[] },
    surnames: string[],
    o: { paidAgoMin: number; status?: 'paid' | 'pending' },
  ) {
    const id = randomUUID();
    const at = new Date(t.clock.now.getTime() - o.paidAgoMin * MINUTE);
    await t.db.insert(orders).values({
      id,
      personId,
      eventId: sale.eventId,
      status: o.status ?? 'paid',
      currency: 'USD',
      totalMinor: 1000 * surnames.length,
      holdExpiresAt: new Date(at.getTime() + 15 * MINUTE),
      paidAt: (o.status ?? 'paid') === 'paid' ? at : null,
      buyerFirstName: 'Ada',
      buyerSurname: 'Lovelace',
      buyerEmail: 'ada@example.com',
      createdAt: at,
      updatedAt: at,
    });
    const rows = await t.db
      .insert(tickets)
      .values(
        surnames.map((surname, position) => ({
          orderId: id,
          eventId: sale.eventId,
          ticketTypeId: sale.ticketTypeIds[0],
          priceMinor: 1000,
          currency: 'USD' as const,
          firstName: 'Guest',
          surname,
          email: `${surname.toLowerCase()}@example.com`,
          company: 'Acme',
          jobTitle: 'Buyer',
          position,
        })),
      )
      .returning({ id: tickets.id, surname: tickets.surname });
    for (const row of rows) names.set(row.id, row.surname!);
  }

  beforeAll(async () => {
    const a = await createAttendee(t.db);
    const b = await createAttendee(t.db);
    owner = await bearerFor(app, a.email);
    stranger = await bearerFor(app, b.email);
    const now = t.clock.now;
    // Past (ended 9 days ago), soon (in 5 days), later (in 30 days).
    const past = await createSaleEvent(t.db, now, { name: 'Maritime Week', startsInDays: -10 });
    const soon = await createSaleEvent(t.db, now, { name: 'Zero Carbon Freight', startsInDays: 5 });
    const later = await createSaleEvent(t.db, now, { name: 'Air Cargo Forum', startsInDays: 30 });
    await order(a.personId, later, ['Alpha', 'Bravo'], { paidAgoMin: 30 });
    await order(a.personId, soon, ['Charlie'], { paidAgoMin: 20 });
    await order(a.personId, past, ['Delta'], { paidAgoMin: 60 * 24 * 20 });
    await order(a.personId, soon, ['Echo'], { paidAgoMin: 10 });
    await order(a.personId, soon, ['Unpaid'], { paidAgoMin: 5, status: 'pending' });
    await order(b.personId, soon, ['Stranger'], { paidAgoMin: 1 });
  });

  async function list(query: Record<string, string | number>, auth = owner) {
    const res = await request(app).get('/api/tickets/').query(query).set(auth);
    expect(res.status).toBe(200);
    const page = ZTicketsPage.parse(res.body);
    return { ...page, names: page.items.map((tk: TOwnedTicket) => names.get(tk.id) ?? tk.id) };
  }

  it('answers the tickets of the owner’s paid orders, soonest event first, an order’s tickets together', async () => {
    const page = await list({});
    expect(page).toMatchObject({ total: 5, page: 1, pageSize: 20 });
    expect(page.names).toEqual(['Delta', 'Charlie', 'Echo', 'Alpha', 'Bravo']);
  });

  it('pages without overlap or gaps', async () => {
    const all = (await list({})).names;
    const paged = [];
    for (const pageNo of [1, 2, 3]) paged.push(...(await list({ page: pageNo, pageSize: 2 })).names);
    expect(paged).toEqual(all);
    expect(await list({ page: 4, pageSize: 2 })).toMatchObject({ items: [], total: 5 });
  });

  it('sorts by event start, event name and purchase, either way', async () => {
    const sorted = async (sort: string, direction: string) => (await list({ sort, direction })).names;
    expect(await sorted('eventStart', 'desc')).toEqual(['Bravo', 'Alpha', 'Echo', 'Charlie', 'Delta']);
    expect(await sorted('eventName', 'asc')).toEqual(['Alpha', 'Bravo', 'Delta', 'Charlie', 'Echo']);
    expect(await sorted('eventName', 'desc')).toEqual(['Echo', 'Charlie', 'Delta', 'Bravo', 'Alpha']);
    expect(await sorted('purchasedAt', 'asc')).toEqual(['Delta', 'Alpha', 'Bravo', 'Charlie', 'Echo']);
    expect(await sorted('purchasedAt', 'desc')).toEqual(['Echo', 'Charlie', 'Bravo', 'Alpha', 'Delta']);
  });

  it('keeps upcoming or past events, and searches event and attendee names', async () => {
    expect((await list({ when: 'upcoming' })).names).toEqual(['Charlie', 'Echo', 'Alpha', 'Bravo']);
    expect((await list({ when: 'past' })).names).toEqual(['Delta']);
    expect((await list({ when: 'all' })).total).toBe(5);
    expect((await list({ q: 'cargo' })).names).toEqual(['Alpha', 'Bravo']);
    expect((await list({ q: 'echo' })).names).toEqual(['Echo']);
    expect((await list({ q: 'unpaid' })).total).toBe(0);
    const refused = await request(app).get('/api/tickets/').query({ when: 'soon' }).set(owner).expect(400);
    expect(refused.body.fields).toEqual({ when: 'when must be upcoming, past or all' });
  });

  it('never reaches another attendee’s tickets', async () => {
    expect((await list({ q: 'stranger' })).total).toBe(0);
    const theirs = await list({}, stranger);
    expect(theirs.names).toEqual(['Stranger']);
    expect((await list({ q: 'charlie' }, stranger)).total).toBe(0);
  });
});

describe("in the reader's language", () => {
  it("writes a German buyer's receipt and their attendee's ticket in German, and draws the PDF ticket in German", async () => {
    const owner = await buyer();
    await request(app).put('/api/settings/language').set(owner.auth).send({ language: 'de' }).expect(200);
    const { orderId } = await pendingOrder(owner);
    await pay(owner.auth, orderId).expect(200);
    const sent = await t.db.select().from(emailOutbox);
    const receipt = sent.find((m) => m.template === 'order-receipt' && m.toAddress === owner.email)!;
    expect(receipt.subject).toBe('Ihre Quittung für Future of Logistics Summit');
    expect(receipt.html).toContain('<html lang="de">');
    expect(receipt.text).toContain('Vielen Dank für Ihren Kauf!');
    expect(receipt.text).toContain('Pavilion, der Marktplatz für Firmenveranstaltungen.');
    // The attendee has no language setting of their own: the buyer's request names it.
    const list = await request(app).get('/api/tickets/').set(owner.auth).expect(200);
    const ticket = (list.body.items as TOwnedTicket[]).find((tk) => tk.orderId === orderId)!;
    const ticketMail = sent.find((m) => m.template === 'ticket' && m.text.includes(ticket.id))!;
    expect(ticketMail.subject).toBe('Ihr Ticket für Future of Logistics Summit');
    expect(ticketMail.text).toContain('Zeigen Sie diesen QR-Code beim Einlass vor.');
    expect(ticketMail.attachments).toContainEqual(
      expect.objectContaining({
        generator: 'ticket-pdf',
        params: expect.objectContaining({ ticketId: ticket.id, language: 'de', version: 1 }),
      }),
    );

    const pdf = await request(app).get(ticket.pdfUrl).set(owner.auth).buffer(true).parse(binaryBody).expect(200);
    const text = pdfTextOf(pdf.body as Buffer);
    expect(text).toContain('PAVILION-TICKET');
    expect(text).toContain(`Bestellung ${orderId}`);
    expect(text).toContain('Standard Pass 1: 125,00'); // the price in German number format
  });
});
