// Buying for a company on a real database: the company details are stored on the order and answered
// to the buyer, the event's partner and administrators (another buyer's order stays 404); refusals
// name the field in words and write nothing (no order, no seat held). With the VIES check on, a local
// server replays VIES's answers: a registered number is taken as checked, an unknown one refused, and
// one VIES cannot check now is taken, marked unavailable.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { and, eq } from 'drizzle-orm';
import { COMPANY_MESSAGES as M } from '@pavilion/domain';
import { countries, emailOutbox, orders, ticketTypes } from '../../db/schema';
import { bearerFor, createAdmin, createAttendee, useTestContext } from '@pavilion/api-testing/harness';
import { attendeeTicket, checkoutSteps, createSaleEvent } from '@pavilion/api-testing/checkout';

const fixture = (name: string) => readFileSync(path.join(__dirname, '../../platform/vies-fixtures', name), 'utf8');
/** VIES's answers by number, as recorded in the fixtures. */
const VIES_ANSWERS: Record<string, string> = {
  'DE/129273398': fixture('valid.json'),
  'DE/136695976': fixture('invalid.json'),
  'AT/U13585627': fixture('ms-unavailable.json'),
};

const env: Record<string, string> = { PAYMENT_DELAY_MS: '0', VIES_CHECK: 'true' };
let vies: Server;
const viesCalls: string[] = [];
beforeAll(async () => {
  vies = createServer((req, res) => {
    const match = /\/ms\/([A-Z]{2})\/vat\/([A-Z0-9]+)$/.exec(req.url ?? '');
    const key = match ? `${match[1]}/${match[2]}` : '';
    viesCalls.push(key);
    const answer = VIES_ANSWERS[key];
    res.writeHead(answer ? 200 : 500, { 'content-type': 'application/json' }).end(answer ?? '{}');
  });
  await new Promise<void>((resolve) => vies.listen(0, '127.0.0.1', resolve));
  env.VIES_URL = `http://127.0.0.1:${(vies.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => vies.close(() => resolve())));
const t = useTestContext(env);

async function buyer() {
  const a = await createAttendee(t.db);
  return { ...a, auth: await bearerFor(t.app, a.email) };
}

const COMPANY = {
  name: 'Mustermann Messebau GmbH',
  address: 'Messeplatz 1\n80339 München',
  countryCode: 'DE',
  vatNumber: 'de 129 273 398',
  reference: 'PO-2026-0419',
};

const orderRows = async (eventId: number) => t.db.select().from(orders).where(eq(orders.eventId, eventId));
const held = async (typeId: number) =>
  (await t.db.select({ held: ticketTypes.held }).from(ticketTypes).where(eq(ticketTypes.id, typeId)))[0]!.held;

describe('buying for a company', () => {
  it('stores the company on the order and answers it to the buyer, the partner and administrators', async () => {
    const b = await buyer();
    const sale = await createSaleEvent(t.db, t.clock.now);
    const [typeId] = sale.ticketTypeIds;
    const res = await request(t.app)
      .post('/api/orders/')
      .set(b.auth)
      .send({ eventId: sale.eventId, tickets: [attendeeTicket(typeId!)], company: COMPANY })
      .expect(201);
    const company = {
      name: 'Mustermann Messebau GmbH',
      address: 'Messeplatz 1\n80339 München',
      countryCode: 'DE',
      vatNumber: 'DE129273398',
      reference: 'PO-2026-0419',
      vatNumberCheck: 'valid',
    };
    expect(viesCalls).toContain('DE/129273398');
    const mine = await request(t.app).get(`/api/orders/${res.body.id}/`).set(b.auth).expect(200);
    expect(mine.body.company).toEqual(company);
    const partnerAuth = await bearerFor(t.app, sale.partnerEmail);
    const partner = await request(t.app).get(`/api/partner/orders/${res.body.id}`).set(partnerAuth).expect(200);
    expect(partner.body.company).toEqual(company);
    const adminAuth = await bearerFor(t.app, (await createAdmin(t.db)).email);
    const admin = await request(t.app).get(`/api/admin/orders/${res.body.id}`).set(adminAuth).expect(200);
    expect(admin.body.company).toEqual(company);
    // Another buyer still gets 404 for it.
    const other = await buyer();
    await request(t.app).get(`/api/orders/${res.body.id}/`).set(other.auth).expect(404);
  });

  it("writes the company on the buyer's receipt", async () => {
    const b = await buyer();
    const sale = await createSaleEvent(t.db, t.clock.now);
    const res = await request(t.app)
      .post('/api/orders/')
      .set(b.auth)
      .send({ eventId: sale.eventId, tickets: [attendeeTicket(sale.ticketTypeIds[0]!)], company: COMPANY })
      .expect(201);
    const [gb] = await t.db.select({ id: countries.id }).from(countries).where(eq(countries.code, 'GB'));
    const { pay } = checkoutSteps(() => ({ t, app: t.app, gb: gb!.id }));
    await pay(b.auth, res.body.id).expect(200);
    const [receipt] = await t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.template, 'order-receipt'), eq(emailOutbox.toAddress, b.email)));
    expect(receipt!.text).toContain('Bought for a company');
    expect(receipt!.text).toContain('Company: Mustermann Messebau GmbH');
    expect(receipt!.text).toContain('Billing address: Messeplatz 1, 80339 München');
    expect(receipt!.text).toContain('Country: Germany');
    expect(receipt!.text).toContain('VAT number: DE129273398 (confirmed by the EU VIES service)');
    expect(receipt!.text).toContain('Purchase order / reference: PO-2026-0419');
  });

  it('answers no company for an order bought for none', async () => {
    const b = await buyer();
    const sale = await createSaleEvent(t.db, t.clock.now);
    const res = await request(t.app)
      .post('/api/orders/')
      .set(b.auth)
      .send({ eventId: sale.eventId, tickets: [attendeeTicket(sale.ticketTypeIds[0]!)] })
      .expect(201);
    expect((await request(t.app).get(`/api/orders/${res.body.id}/`).set(b.auth).expect(200)).body.company).toBeNull();
  });

  it('takes a non-EU company without a VAT number, and a UK one with a GB number, which VIES does not check', async () => {
    const b = await buyer();
    const sale = await createSaleEvent(t.db, t.clock.now);
    const [typeId] = sale.ticketTypeIds;
    const place = (company: object) =>
      request(t.app)
        .post('/api/orders/')
        .set(b.auth)
        .send({ eventId: sale.eventId, tickets: [attendeeTicket(typeId!)], company })
        .expect(201);
    const us = await place({ name: 'Acme Inc.', address: '1 Main St, Springfield', countryCode: 'US' });
    const uk = await place({
      name: 'Brit Ltd',
      address: '10 Quay St, Belfast',
      countryCode: 'GB',
      vatNumber: 'GB 980 7806 84',
    });
    const read = async (id: string) => (await request(t.app).get(`/api/orders/${id}/`).set(b.auth)).body.company;
    expect(await read(us.body.id)).toMatchObject({
      countryCode: 'US',
      vatNumber: null,
      vatNumberCheck: null,
      reference: null,
    });
    expect(await read(uk.body.id)).toMatchObject({ vatNumber: 'GB980780684', vatNumberCheck: 'not_checked' });
  });

  it('takes an order VIES cannot check now, the number marked unavailable', async () => {
    const b = await buyer();
    const sale = await createSaleEvent(t.db, t.clock.now);
    const res = await request(t.app)
      .post('/api/orders/')
      .set(b.auth)
      .send({
        eventId: sale.eventId,
        tickets: [attendeeTicket(sale.ticketTypeIds[0]!)],
        company: { ...COMPANY, countryCode: 'AT', vatNumber: 'ATU13585627' },
      })
      .expect(201);
    const [row] = await orderRows(sale.eventId);
    expect(row).toMatchObject({ id: res.body.id, companyVatNumber: 'ATU13585627', companyVatCheck: 'unavailable' });
  });

  it('refuses in words, naming the field, and writes nothing: no order, no seat held', async () => {
    const b = await buyer();
    const sale = await createSaleEvent(t.db, t.clock.now);
    const [typeId] = sale.ticketTypeIds;
    const send = (company: object) =>
      request(t.app)
        .post('/api/orders/')
        .set(b.auth)
        .send({ eventId: sale.eventId, tickets: [attendeeTicket(typeId!)], company });
    const cases: Array<[object, Record<string, string>]> = [
      [{ ...COMPANY, vatNumber: 'DE136695976' }, { 'company.vatNumber': M.vatNumberRejected }],
      [{ ...COMPANY, vatNumber: 'DE123456789' }, { 'company.vatNumber': M.vatNumberFormat({ country: 'Germany' }) }],
      [{ ...COMPANY, vatNumber: '' }, { 'company.vatNumber': M.vatNumberRequired }],
      [{ ...COMPANY, countryCode: 'ZZ' }, { 'company.countryCode': M.countryUnknown }],
      [
        { ...COMPANY, name: ' ', address: '' },
        { 'company.name': M.nameRequired, 'company.address': M.addressRequired },
      ],
      [{ ...COMPANY, reference: 'x'.repeat(101) }, { 'company.reference': M.referenceLong({ max: 100 }) }],
    ];
    for (const [company, fields] of cases) {
      const res = await send(company);
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual(fields);
    }
    expect(await orderRows(sale.eventId)).toEqual([]);
    expect(await held(typeId!)).toBe(0);
  });
});
