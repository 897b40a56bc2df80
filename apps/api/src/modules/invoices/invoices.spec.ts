import request from 'supertest';
import { parse } from 'csv-parse/sync';
import { and, eq, sql } from 'drizzle-orm';
import {
  formatIsoDay,
  spreadMinor,
  vatIncludedMinor,
  ZAdminInvoicesPage,
  ZInvoicesPage,
  ZOrderDocument,
} from '@pavilion/domain';
import { withLocale } from '../../platform/i18n';
import { events, invoices, invoiceSequences, partners } from '../../db/schema';
import { useCheckout } from '@pavilion/api-testing/checkout';
import { bearerFor, createAdmin } from '@pavilion/api-testing/harness';
import { pdfTextOf } from '@pavilion/api-testing/pdf';
import { checkLedger } from '../ledger';

// A hundred orders from one place in a minute: the checkout's rate limits are off here.
const { t, app, buyer, pendingOrder, pay } = useCheckout({ CHECKOUT_RATE_LIMITS: 'false' });
const DAY = 86_400_000;

const documentsOf = (orderId: string) =>
  t.db.select().from(invoices).where(eq(invoices.orderId, orderId)).orderBy(invoices.number);

/** A paid order of two tickets with an extra each, its event 20 days away under a 50 %-from-29-days policy. */
async function paidOrder(opts: { vatRate?: number | null; quantity?: number } = {}) {
  const b = await buyer();
  const { orderId, sale } = await pendingOrder(b, {
    tickets: 2,
    extras: true,
    quantity: opts.quantity,
    policy: [{ percentageRefund: 50, startDaysBeforeEvent: 29, endDaysBeforeEvent: 7 }],
  });
  await t.db
    .update(events)
    .set({
      startAt: new Date(t.clock.now.getTime() + 20 * DAY),
      endAt: new Date(t.clock.now.getTime() + 21 * DAY),
      ...(opts.vatRate ? { vatRate: opts.vatRate, vatExemptReason: null } : {}),
    })
    .where(eq(events.id, sale.eventId));
  await t.db
    .update(partners)
    .set({ registeredCompanyName: 'Harbour Events GmbH', vatNumber: 'DE136695976', address: 'Kai 1' })
    .where(eq(partners.id, sale.partnerId));
  expect((await pay(b.auth, orderId)).status).toBe(200);
  return { b, orderId, sale, partnerAuth: () => bearerFor(app, sale.partnerEmail) };
}

describe('invoices', () => {
  it("a paid order's invoice: a line per ticket type and extra, VAT per line at the event's rate, numbered in its seller's sequence", async () => {
    const o = await paidOrder({ vatRate: 20 });
    const [invoice] = await documentsOf(o.orderId);
    expect(invoice).toMatchObject({ kind: 'invoice', partnerId: o.sale.partnerId, number: 1, currency: 'USD' });
    expect(invoice.lines).toEqual([
      {
        kind: 'ticket',
        description: expect.any(String),
        quantity: 2,
        unitMinor: 12_500,
        amountMinor: 25_000,
        vatMinor: vatIncludedMinor(25_000, 20),
      },
      { kind: 'extra', description: 'Harbour Tour', quantity: 2, unitMinor: 2_000, amountMinor: 4_000, vatMinor: 667 },
    ]);
    expect(invoice.totalMinor).toBe(29_000);
    expect(invoice.vatMinor).toBe(4_167 + 667);
    expect(invoice.seller).toMatchObject({ name: 'Harbour Events GmbH', vatNumber: 'DE136695976' });
    expect(invoice.buyer).toMatchObject({ email: o.b.email, vatNumber: null });

    // The buyer lists and downloads it; nobody else can.
    const docs = await request(app).get(`/api/orders/${o.orderId}/invoices`).set(o.b.auth).expect(200);
    expect(docs.body.map((d: unknown) => ZOrderDocument.parse(d))).toEqual([
      expect.objectContaining({ id: invoice.id, kind: 'invoice', number: `P${o.sale.partnerId}-000001`, total: 290 }),
    ]);
    const pdf = await request(app)
      .get(`/api/orders/${o.orderId}/invoices/${invoice.id}/pdf`)
      .set(o.b.auth)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdfTextOf(pdf.body as Buffer);
    expect(text).toContain(`P${o.sale.partnerId}-000001`);
    expect(text).toContain('Harbour Events GmbH');
    expect(text).toContain('DE136695976');
    expect(text).toContain('Extra: Harbour Tour');
    expect(text).toContain('Prices include VAT at 20%');
    expect(text).toContain('$290.00');
    // Each line's unit price without VAT beside the VAT rate: 125.00 and 20.00 include 20.83 and 3.33.
    expect(text).toMatch(/Unit price excl\.\s+VAT/);
    expect(text).toContain('VAT rate');
    expect(text).toContain('$104.17');
    expect(text).toContain('$16.67');
    expect(text).toMatch(/20%/);
    // The date of supply: the event's days (20 and 21 days after the day of issue).
    const [ev] = await t.db.select().from(events).where(eq(events.id, o.sale.eventId));
    const dayIn = (at: Date) => at.toLocaleDateString('en-CA', { timeZone: ev.timeZone });
    const supply = { supplyFrom: dayIn(ev.startAt), supplyTo: dayIn(ev.endAt) };
    expect(supply.supplyFrom).not.toBe(supply.supplyTo);
    expect(text).toContain(`Dates of supply: ${formatIsoDay(supply.supplyFrom)} to ${formatIsoDay(supply.supplyTo)}`);
    expect(docs.body[0]).toMatchObject(supply);
    // In the reader's language.
    const german = pdfTextOf(
      (
        await request(app)
          .get(`/api/orders/${o.orderId}/invoices/${invoice.id}/pdf`)
          .set(o.b.auth)
          .set('Accept-Language', 'de')
          .set('X-Requested-With', 'pavilion')
          .buffer(true)
          .parse((res, done) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () => done(null, Buffer.concat(chunks)));
          })
          .expect(200)
      ).body as Buffer,
    );
    expect(german).toMatch(/Einzelpreis\s+netto/);
    expect(german).toContain('USt.-Satz');
    expect(german).toContain(
      `Leistungszeitraum: ${withLocale('de', () => formatIsoDay(supply.supplyFrom))} bis ${withLocale('de', () =>
        formatIsoDay(supply.supplyTo),
      )}`,
    );
    const stranger = await buyer();
    await request(app).get(`/api/orders/${o.orderId}/invoices`).set(stranger.auth).expect(404);
    await request(app).get(`/api/orders/${o.orderId}/invoices/${invoice.id}/pdf`).set(stranger.auth).expect(404);
    await request(app).get(`/api/orders/${o.orderId}/invoices`).expect(401);
  });

  it('an invoice never changes once issued', async () => {
    const o = await paidOrder();
    const [invoice] = await documentsOf(o.orderId);
    const refusal = (work: Promise<unknown>) =>
      work.then(
        () => 'written',
        (err: Error & { cause?: Error }) => (err.cause ?? err).message,
      );
    expect(await refusal(t.db.update(invoices).set({ totalMinor: 1 }).where(eq(invoices.id, invoice.id)))).toMatch(
      /never changed/,
    );
    expect(await refusal(t.db.delete(invoices).where(eq(invoices.id, invoice.id)))).toMatch(/never changed/);
    const [still] = await documentsOf(o.orderId);
    expect(still).toEqual(invoice);
  });

  it('a refund issues a credit note in the same sequence, crediting the invoice with the refunded tickets', async () => {
    const o = await paidOrder({ vatRate: 10 });
    const other = await pendingOrder(o.b, { tickets: 1 });
    // Another order of another seller does not take this seller's numbers.
    await pay(o.b.auth, other.orderId).expect(200);
    const cancelled = await request(app).post(`/api/orders/${o.orderId}/cancel`).set(o.b.auth).send({}).expect(200);
    const [invoice, credit] = await documentsOf(o.orderId);
    expect(credit).toMatchObject({
      kind: 'credit_note',
      number: 2,
      creditedInvoiceId: invoice.id,
      refundId: cancelled.body.refunds[0].id,
      totalMinor: 14_500,
    });
    // 50 % of (125.00 + 20.00) per ticket, one line per ticket.
    expect(credit.lines.map((l) => l.amountMinor)).toEqual(spreadMinor(14_500, [14_500, 14_500]));
    expect(credit.vatMinor).toBe(credit.lines.reduce((s, l) => s + vatIncludedMinor(l.amountMinor, 10), 0));

    const partner = await o.partnerAuth();
    const list = await request(app).get('/api/partner/invoices').set(partner).expect(200);
    const page = ZInvoicesPage.parse(list.body);
    expect(page.items.map((i) => [i.number, i.kind, i.creditedNumber])).toEqual([
      [`P${o.sale.partnerId}-000002`, 'credit_note', `P${o.sale.partnerId}-000001`],
      [`P${o.sale.partnerId}-000001`, 'invoice', null],
    ]);
    const credits = await request(app).get('/api/partner/invoices?kind=credit_note').set(partner).expect(200);
    expect(credits.body.total).toBe(1);
    const found = await request(app)
      .get(`/api/partner/invoices?q=${encodeURIComponent(o.b.email.toUpperCase())}`)
      .set(partner)
      .expect(200);
    expect(found.body.total).toBe(2);
    const bad = await request(app).get('/api/partner/invoices?from=2030-02-01&to=2030-01-01').set(partner).expect(400);
    expect(JSON.stringify(bad.body)).toContain('The first day must be on or before the last day');

    const day = t.clock.now.toISOString().slice(0, 10);
    const csv = await request(app).get(`/api/partner/invoices/export?from=${day}&to=${day}`).set(partner).expect(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const rows = parse(csv.text, { columns: true }) as Array<Record<string, string>>;
    expect(rows.map((r) => [r.Number, r.Type, r.Credits, r.Total, r['VAT rate']])).toEqual([
      [`P${o.sale.partnerId}-000001`, 'Invoice', '', '290.00', '10'],
      [`P${o.sale.partnerId}-000002`, 'Credit note', `P${o.sale.partnerId}-000001`, '145.00', '10'],
    ]);
    // Amounts with all their decimals, the issue date as a day.
    expect(rows.map((r) => [r.Net, r.VAT])).toEqual([
      ['263.63', '26.37'],
      ['131.82', '13.18'],
    ]);
    expect(new Set(rows.map((r) => Object.values(r).find((v) => /^\d{4}-\d{2}-\d{2}/.test(v))))).toEqual(
      new Set([day]),
    );
    // The date of supply: the event's first and last day, as days, on the invoice and its credit note.
    const [ev] = await t.db.select().from(events).where(eq(events.id, o.sale.eventId));
    const dayIn = (at: Date) => at.toLocaleDateString('en-CA', { timeZone: ev.timeZone });
    expect(rows.map((r) => [r['Supplied from'], r['Supplied until']])).toEqual([
      [dayIn(ev.startAt), dayIn(ev.endAt)],
      [dayIn(ev.startAt), dayIn(ev.endAt)],
    ]);
    expect(page.items[0]).toMatchObject({ supplyFrom: dayIn(ev.startAt), supplyTo: dayIn(ev.endAt) });
    const tooLong = await request(app)
      .get('/api/partner/invoices/export?from=2030-01-01&to=2031-06-01')
      .set(partner)
      .expect(400);
    expect(JSON.stringify(tooLong.body)).toContain('at most a year apart');

    // Another seller reaches none of them.
    const someoneElse = await paidOrder();
    const theirs = await someoneElse.partnerAuth();
    await request(app).get(`/api/partner/invoices/${credit.id}/pdf`).set(theirs).expect(404);
    const creditPdf = await request(app).get(`/api/partner/invoices/${credit.id}/pdf`).set(partner).expect(200);
    expect(creditPdf.headers['content-disposition']).toContain(`credit_note-P${o.sale.partnerId}-000002.pdf`);

    // Administrators see every seller's.
    const admin = await createAdmin(t.db);
    const adminAuth = await bearerFor(app, admin.email);
    const all = await request(app).get(`/api/admin/invoices?partnerId=${o.sale.partnerId}`).set(adminAuth).expect(200);
    expect(ZAdminInvoicesPage.parse(all.body).items.map((i) => i.partnerId)).toEqual([
      o.sale.partnerId,
      o.sale.partnerId,
    ]);
    await request(app).get('/api/admin/invoices').set(partner).expect(403);

    const check = await checkLedger(t.db);
    expect(check.invoiceMismatches).toEqual([]);
  });

  it('100 orders of one seller paid at once get 100 consecutive numbers, none twice, none skipped', async () => {
    const first = await paidOrder({ quantity: 200 });
    const partnerId = first.sale.partnerId;
    const buyers = await Promise.all(Array.from({ length: 100 }, () => buyer()));
    const orders: string[] = [];
    for (const b of buyers) {
      const res = await request(app)
        .post('/api/orders/')
        .set(b.auth)
        .send({
          eventId: first.sale.eventId,
          tickets: [
            {
              ticketTypeId: first.sale.ticketTypeIds[0],
              firstName: 'Ann',
              surname: 'Lee',
              email: b.email,
              company: 'Acme',
              jobTitle: 'Buyer',
            },
          ],
        });
      if (res.status !== 201) throw new Error(`${res.status} ${JSON.stringify(res.body)}`);
      orders.push(res.body.id);
    }
    expect(orders).toHaveLength(100);
    const paid = await Promise.all(orders.map((id, i) => pay(buyers[i].auth, id)));
    expect(paid.every((r) => r.status === 200)).toBe(true);
    const numbers = (
      await t.db
        .select({ number: invoices.number })
        .from(invoices)
        .where(and(eq(invoices.partnerId, partnerId), eq(invoices.kind, 'invoice')))
    )
      .map((r) => r.number)
      .sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: orders.length + 1 }, (_, i) => i + 1));
    const [sequence] = await t.db.select().from(invoiceSequences).where(eq(invoiceSequences.partnerId, partnerId));
    expect(sequence.lastNumber).toBe(orders.length + 1);
    const [{ n }] = await t.db
      .select({ n: sql<number>`count(distinct ${invoices.number})::int` })
      .from(invoices)
      .where(eq(invoices.partnerId, partnerId));
    expect(n).toBe(orders.length + 1);
  });
});
