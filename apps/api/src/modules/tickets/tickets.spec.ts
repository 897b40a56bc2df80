import request from 'supertest';
import { randomUUID } from 'node:crypto';
import { ZOwnedTicketsResponse } from '@pavilion/domain';
import { createTestContext, type TestContext } from '../../testing/harness';
import { appWithGateway, checkoutSteps, CountingGateway, countryId } from '../../testing/checkout';
import { ticketCode, ticketCodeKey, verifyTicketCode } from './service';

let t: TestContext;
let app: ReturnType<typeof appWithGateway>;
let gb: number;
beforeAll(async () => {
  t = await createTestContext();
  app = appWithGateway(t, new CountingGateway());
  gb = await countryId(t.db, 'GB');
});
afterAll(() => t.close());

const { buyer, pendingOrder, pay } = checkoutSteps(() => ({ t, app, gb }));

describe('tickets', () => {
  it('lists the tickets of paid orders with their QR code and PDF, for their owner only', async () => {
    const owner = await buyer();
    const stranger = await buyer();
    const unpaid = await pendingOrder(owner);
    const { orderId, sale } = await pendingOrder(owner, { tickets: 2 });
    await pay(owner.auth, orderId).expect(200);
    const list = await request(app).get('/api/tickets/').set(owner.auth).expect(200);
    expect(ZOwnedTicketsResponse.parse(list.body)).toEqual(list.body);
    expect(list.body).toHaveLength(2);
    expect(list.body.map((tk: { orderId: string }) => tk.orderId)).not.toContain(unpaid.orderId);
    const [ticket] = list.body;
    expect(ticket).toMatchObject({
      orderId,
      eventId: sale.eventId,
      eventName: 'Future of Logistics Summit',
      ticketTypeName: 'Standard Pass 1',
      ticketPrice: 12_500,
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
    const pdf = await request(app)
      .get(ticket.pdfUrl)
      .set(owner.auth)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect((pdf.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');

    await request(app).get(ticket.qrCodeUrl).set(stranger.auth).expect(404);
    await request(app).get(ticket.pdfUrl).set(stranger.auth).expect(404);
    const strangers = await request(app).get('/api/tickets/').set(stranger.auth).expect(200);
    expect(strangers.body).toEqual([]);
  });

  it('a ticket code verifies only with the server secret and cannot be made up from the id', () => {
    const key = ticketCodeKey(t.config.jwtSecret);
    const id = randomUUID();
    const code = ticketCode(key, id);
    expect(verifyTicketCode(key, code)).toBe(id);
    expect(verifyTicketCode(key, code.replace(id, randomUUID()))).toBeNull();
    expect(verifyTicketCode(ticketCodeKey('another-secret-that-is-long-enough-to-sign'), code)).toBeNull();
    expect(verifyTicketCode(key, `PVT1.${id}.`)).toBeNull();
    expect(code).not.toContain(t.config.jwtSecret);
  });
});
