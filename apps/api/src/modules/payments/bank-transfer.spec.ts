import request from 'supertest';
import { and, eq } from 'drizzle-orm';
import { ZBankStatementResult, ZBankTransferInstructions, ZBankTransferState } from '@pavilion/domain';
import {
  auditLog,
  emailOutbox,
  events,
  invoices,
  ledgerEntries,
  orders,
  payments,
  tickets,
  ticketTypes,
} from '../../db/schema';
import { useCheckout } from '@pavilion/api-testing/checkout';
import { bearerFor, createAdmin } from '@pavilion/api-testing/harness';
import { mailTo } from '@pavilion/api-testing/mail';
import { ENGLISH_REQUEST, expectGerman, onlyOf, speaksGerman } from '@pavilion/api-testing/mail-language';
import { checkLedger } from '../ledger';
import { createLogger } from '../../platform/logger';
import { expireDueTransfers } from './transfer.service';

const { t, app, buyer, pendingOrder } = useCheckout({ CHECKOUT_RATE_LIMITS: 'false' });
const DAY = 86_400_000;

/** A pending order of two tickets (125.00 each) on an event 30 days away that takes transfers until 14 days before. */
async function transferOrder(opts: { untilDays?: number | null; startsInDays?: number } = {}) {
  const b = await buyer();
  const { orderId, sale } = await pendingOrder(b, { tickets: 2 });
  await t.db
    .update(events)
    .set({
      startAt: new Date(t.clock.now.getTime() + (opts.startsInDays ?? 30) * DAY),
      endAt: new Date(t.clock.now.getTime() + ((opts.startsInDays ?? 30) + 1) * DAY),
      bankTransferUntilDays: opts.untilDays === undefined ? 14 : opts.untilDays,
    })
    .where(eq(events.id, sale.eventId));
  return { b, orderId, sale, partnerAuth: () => bearerFor(app, sale.partnerEmail) };
}

const orderOf = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0];
const seats = async (ticketTypeId: number) =>
  (await t.db.select().from(ticketTypes).where(eq(ticketTypes.id, ticketTypeId)))[0];
const mailsTo = async (to: string, template: string) =>
  t.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, to), eq(emailOutbox.template, template)));
const linesOf = (orderId: string) => t.db.select().from(ledgerEntries).where(eq(ledgerEntries.orderId, orderId));

describe('paying by bank transfer', () => {
  it('issues the invoice with the account and reference, holds the seats until the due day, and sends no tickets yet', async () => {
    const o = await transferOrder();
    const before = await request(app).get(`/api/orders/${o.orderId}/bank-transfer`).set(o.b.auth).expect(200);
    expect(ZBankTransferState.parse(before.body)).toMatchObject({
      available: true,
      dueAtIfChosen: new Date(t.clock.now.getTime() + 7 * DAY).toISOString(),
      instructions: null,
    });

    const chosen = await request(app).post(`/api/orders/${o.orderId}/bank-transfer`).set(o.b.auth).expect(200);
    const instructions = ZBankTransferInstructions.parse(chosen.body);
    expect(instructions).toMatchObject({
      amount: 250,
      currency: 'USD',
      iban: 'GB33BUKB20201555555555',
      dueAt: new Date(t.clock.now.getTime() + 7 * DAY).toISOString(),
    });
    expect(instructions.reference).toMatch(/^PV-[0-9A-HJ-NP-Z]{4}-[0-9A-HJ-NP-Z]{4}$/);
    const order = await orderOf(o.orderId);
    expect(order).toMatchObject({
      status: 'awaiting_payment',
      paymentMethod: 'bank_transfer',
      paymentReference: instructions.reference,
    });
    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.orderId, o.orderId));
    expect(invoice.payment).toMatchObject({ method: 'bank_transfer', reference: instructions.reference });
    expect(instructions.invoiceId).toBe(invoice.id);
    // Receivable, nothing owed to the partner yet.
    expect((await linesOf(o.orderId)).map((l) => [l.kind, l.account, l.amountMinor])).toEqual([
      ['transfer_due', 'receivables', 25_000],
      ['transfer_due', 'transfers_due', -25_000],
    ]);
    const type = await seats(o.sale.ticketTypeIds[0]);
    expect([type.held, type.sold]).toEqual([2, 0]);
    const [mail] = await mailsTo(o.b.email, 'bank-transfer-invoice');
    expect(mail.text).toContain(instructions.reference);
    expect(mail.attachments).toEqual([
      expect.objectContaining({ generator: 'invoice-pdf', params: expect.objectContaining({ invoiceId: invoice.id }) }),
    ]);
    const attendees = await t.db.select({ email: tickets.email }).from(tickets).where(eq(tickets.orderId, o.orderId));
    for (const { email } of attendees) expect(await mailsTo(email!, 'ticket')).toEqual([]);

    // Chosen twice: refused, nothing issued again.
    const again = await request(app).post(`/api/orders/${o.orderId}/bank-transfer`).set(o.b.auth).expect(409);
    expect(again.body.error).toBe('This order is no longer waiting for its payment');
    expect(await t.db.select().from(invoices).where(eq(invoices.orderId, o.orderId))).toHaveLength(1);
    const stranger = await buyer();
    await request(app).post(`/api/orders/${o.orderId}/bank-transfer`).set(stranger.auth).expect(404);
  });

  it('is refused in words for an event that does not take transfers or after its last day, changing nothing', async () => {
    const off = await transferOrder({ untilDays: null });
    const res = await request(app).post(`/api/orders/${off.orderId}/bank-transfer`).set(off.b.auth).expect(409);
    expect(res.body.error).toBe('This event does not take bank transfers: please pay by card');
    const late = await transferOrder({ untilDays: 14, startsInDays: 10 });
    const tooLate = await request(app).post(`/api/orders/${late.orderId}/bank-transfer`).set(late.b.auth).expect(409);
    expect(tooLate.body.error).toMatch(/^Bank transfers for this event had to be chosen by /);
    expect((await orderOf(late.orderId)).status).toBe('pending');
    expect(await t.db.select().from(invoices).where(eq(invoices.orderId, late.orderId))).toEqual([]);
  });

  it("the partner marks it paid once: tickets sent, seats sold, the sale in the bank account, audited; another partner's order is 404", async () => {
    const o = await transferOrder();
    await request(app).post(`/api/orders/${o.orderId}/bank-transfer`).set(o.b.auth).expect(200);
    const partner = await o.partnerAuth();
    const other = await transferOrder();
    await request(app)
      .post(`/api/partner/orders/${o.orderId}/mark-paid`)
      .set(await other.partnerAuth())
      .send({})
      .expect(404);
    const future = new Date(t.clock.now.getTime() + 2 * DAY).toISOString().slice(0, 10);
    await request(app)
      .post(`/api/partner/orders/${o.orderId}/mark-paid`)
      .set(partner)
      .send({ receivedOn: future })
      .expect(400);
    await request(app)
      .post(`/api/partner/orders/${o.orderId}/mark-paid`)
      .set(partner)
      .send({ note: 'Wire from Acme' })
      .expect(200);
    expect((await orderOf(o.orderId)).status).toBe('paid');
    const type = await seats(o.sale.ticketTypeIds[0]);
    expect([type.held, type.sold]).toEqual([0, 2]);
    const [payment] = await t.db.select().from(payments).where(eq(payments.orderId, o.orderId));
    expect(payment).toMatchObject({
      gateway: 'bank_transfer',
      status: 'succeeded',
      amountMinor: 25_000,
      cardLast4: null,
    });
    const lines = (await linesOf(o.orderId)).map((l) => `${l.kind}:${l.account}`);
    expect(lines).toEqual(
      expect.arrayContaining([
        'transfer_settled:receivables',
        'sale:bank',
        'sale:platform_fees',
        'sale:partner_payable',
      ]),
    );
    const attendees = await t.db.select({ email: tickets.email }).from(tickets).where(eq(tickets.orderId, o.orderId));
    for (const { email } of attendees) expect(await mailsTo(email!, 'ticket')).toHaveLength(1);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, o.orderId));
    expect(entry).toMatchObject({ action: 'order.transfer-paid' });
    expect(entry.summary).toContain('Wire from Acme');

    const twice = await request(app)
      .post(`/api/partner/orders/${o.orderId}/mark-paid`)
      .set(partner)
      .send({})
      .expect(409);
    expect(twice.body.error).toBe('This order is not awaiting a bank transfer');
    expect(await t.db.select().from(payments).where(eq(payments.orderId, o.orderId))).toHaveLength(1);

    // Refunded later: back to Pavilion's account, with a credit note.
    const refund = await request(app).post(`/api/orders/${o.orderId}/cancel`).set(o.b.auth).send({}).expect(200);
    expect(refund.body.status).toBe('cancelled');
    expect((await checkLedger(t.db)).invoiceMismatches).toEqual([]);
  });

  it('a bank statement (CSV and CAMT.053) records matching transfers once and reports the rest', async () => {
    const a = await transferOrder();
    const b = await transferOrder();
    const ra = (await request(app).post(`/api/orders/${a.orderId}/bank-transfer`).set(a.b.auth).expect(200)).body
      .reference as string;
    const rb = (await request(app).post(`/api/orders/${b.orderId}/bank-transfer`).set(b.b.auth).expect(200)).body
      .reference as string;
    const admin = await createAdmin(t.db);
    const auth = await bearerFor(app, admin.email);
    const csv = [
      'Date,Amount,Currency,Reference',
      `2030-01-02,250.00,USD,Invoice ${ra.toLowerCase().replace(/-/g, ' ')}`,
      `2030-01-02,240.00,USD,${rb}`,
      '2030-01-02,99.00,USD,no reference here',
      '2030-01-02,-50.00,USD,a debit',
    ].join('\n');
    const first = await request(app).post('/api/admin/bank-statements').set(auth).send({ format: 'csv', content: csv });
    expect(first.status).toBe(200);
    const result = ZBankStatementResult.parse(first.body);
    expect(result.recorded.map((r) => r.orderId)).toEqual([a.orderId]);
    expect(result.unmatched.map((u) => u.reason)).toEqual(['amount_differs', 'no_reference']);
    expect((await orderOf(a.orderId)).status).toBe('paid');
    expect((await orderOf(b.orderId)).status).toBe('awaiting_payment');

    const camt = `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt><Stmt>
<Ntry><Amt Ccy="USD">250.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><BookgDt><Dt>2030-01-03</Dt></BookgDt>
<NtryDtls><TxDtls><RmtInf><Ustrd>${rb}</Ustrd></RmtInf></TxDtls></NtryDtls></Ntry>
<Ntry><Amt Ccy="USD">250.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><BookgDt><Dt>2030-01-03</Dt></BookgDt>
<NtryDtls><TxDtls><RmtInf><Strd><CdtrRefInf><Ref>${ra}</Ref></CdtrRefInf></Strd></RmtInf></TxDtls></NtryDtls></Ntry>
</Stmt></BkToCstmrStmt></Document>`;
    const second = ZBankStatementResult.parse(
      (
        await request(app)
          .post('/api/admin/bank-statements')
          .set(auth)
          .send({ format: 'camt053', content: camt })
          .expect(200)
      ).body,
    );
    expect(second.recorded.map((r) => [r.orderId, r.bookedOn])).toEqual([[b.orderId, '2030-01-03']]);
    expect(second.alreadyPaid.map((r) => r.orderId)).toEqual([a.orderId]);
    expect(await t.db.select().from(payments).where(eq(payments.orderId, a.orderId))).toHaveLength(1);

    const broken = await request(app)
      .post('/api/admin/bank-statements')
      .set(auth)
      .send({ format: 'camt053', content: '<Document><unclosed></Document>' })
      .expect(400);
    expect(broken.body.error).toMatch(/^The statement could not be read as CAMT053: /);
    await request(app)
      .post('/api/admin/bank-statements')
      .set(await a.partnerAuth())
      .send({ format: 'csv', content: csv })
      .expect(403);
  });

  it('unpaid after the due day: cancelled once by the worker, seats released, a credit note cancels the invoice', async () => {
    const o = await transferOrder();
    await request(app).post(`/api/orders/${o.orderId}/bank-transfer`).set(o.b.auth).expect(200);
    const deps = { db: t.db, config: t.config, now: () => t.clock.now, logger: createLogger('silent') };
    expect(await expireDueTransfers(deps)).toBe(0);
    t.clock.advance(7 * DAY + 1000);
    // Two instances at once (other tests' transfers fall due too): this order is cancelled by one of them.
    await Promise.all([expireDueTransfers(deps), expireDueTransfers(deps)]);
    const settled = (await linesOf(o.orderId)).filter((l) => l.kind === 'transfer_settled');
    expect(settled).toHaveLength(2);
    expect((await orderOf(o.orderId)).status).toBe('expired');
    const type = await seats(o.sale.ticketTypeIds[0]);
    expect([type.held, type.sold]).toEqual([0, 0]);
    const docs = await t.db.select().from(invoices).where(eq(invoices.orderId, o.orderId)).orderBy(invoices.number);
    expect(docs.map((d) => [d.kind, d.totalMinor])).toEqual([
      ['invoice', 25_000],
      ['credit_note', 25_000],
    ]);
    expect(await mailsTo(o.b.email, 'bank-transfer-expired')).toHaveLength(1);
    const partner = await o.partnerAuth();
    await request(app).post(`/api/partner/orders/${o.orderId}/mark-paid`).set(partner).send({}).expect(409);
    expect((await checkLedger(t.db)).invoiceMismatches).toEqual([]);
  });

  it('the invoice and the cancellation unpaid reach a German buyer in German, though chosen on an English page', async () => {
    const o = await transferOrder();
    await speaksGerman(app, o.b.auth);
    await request(app).post(`/api/orders/${o.orderId}/bank-transfer`).set(o.b.auth).set(ENGLISH_REQUEST).expect(200);
    const invoice = onlyOf(await mailTo(t, o.b.email), 'bank-transfer-invoice');
    expectGerman(invoice);
    // The amount and the due day as German writes them.
    expect(invoice.text).toMatch(/250,00\s\$/);
    expect(invoice.text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    t.clock.advance(7 * DAY + 1000);
    await expireDueTransfers({ db: t.db, config: t.config, now: () => t.clock.now, logger: createLogger('silent') });
    expectGerman(onlyOf(await mailTo(t, o.b.email), 'bank-transfer-expired'));
  });

  it('unpaid when its event is cancelled: the order reads cancelled, as the email says, and its seats go back', async () => {
    const o = await transferOrder();
    await request(app).post(`/api/orders/${o.orderId}/bank-transfer`).set(o.b.auth).expect(200);
    const partner = await o.partnerAuth();
    await request(app)
      .post(`/api/partner/events/${o.sale.eventId}/cancel`)
      .set(partner)
      .send({ reason: 'The venue closed for repairs.' })
      .expect(200);
    const deps = { db: t.db, config: t.config, now: () => t.clock.now, logger: createLogger('silent') };
    // Well before the due day.
    expect(await expireDueTransfers(deps)).toBeGreaterThanOrEqual(1);
    expect((await orderOf(o.orderId)).status).toBe('cancelled');
    const mine = await request(app).get(`/api/orders/${o.orderId}`).set(o.b.auth).expect(200);
    expect(mine.body.status).toBe('cancelled');
    const type = await seats(o.sale.ticketTypeIds[0]);
    expect([type.held, type.sold]).toEqual([0, 0]);
    const [mail] = await mailsTo(o.b.email, 'bank-transfer-expired');
    expect(mail?.text).toContain('cancelled');
    expect((await checkLedger(t.db)).invoiceMismatches).toEqual([]);
  });

  it('the partner turns transfers on and off for its own events only', async () => {
    const o = await transferOrder({ untilDays: null });
    const partner = await o.partnerAuth();
    const on = await request(app)
      .put(`/api/partner/events/${o.sale.eventId}/bank-transfer`)
      .set(partner)
      .send({ enabled: true })
      .expect(200);
    expect(on.body).toMatchObject({ enabled: true, untilDays: 14 });
    const bad = await request(app)
      .put(`/api/partner/events/${o.sale.eventId}/bank-transfer`)
      .set(partner)
      .send({ enabled: true, untilDays: 400 })
      .expect(400);
    expect(JSON.stringify(bad.body)).toContain('from 1 to 90');
    const other = await transferOrder();
    await request(app)
      .put(`/api/partner/events/${o.sale.eventId}/bank-transfer`)
      .set(await other.partnerAuth())
      .send({ enabled: false })
      .expect(404);
    const [event] = await t.db.select().from(events).where(eq(events.id, o.sale.eventId));
    expect(event.bankTransferUntilDays).toBe(14);
  });
});
