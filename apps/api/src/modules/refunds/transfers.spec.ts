// A refund of an order paid by bank transfer goes back by transfer: the buyer names the account, the
// console writes the SEPA credit transfer file and records it sent; the ledger owes it until then.
import request from 'supertest';
import { and, eq } from 'drizzle-orm';
import { XMLParser } from 'fast-xml-parser';
import { ZAdminTransferRefundPage, ZOrder } from '@pavilion/domain';
import { auditLog, emailOutbox, events, ledgerEntries, refunds } from '../../db/schema';
import { useCheckout } from '@pavilion/api-testing/checkout';
import { bearerFor, createAdmin, TEST_PASSWORD } from '@pavilion/api-testing/harness';
import { checkLedger } from '../ledger';

const { t, app, buyer, pendingOrder } = useCheckout({ CHECKOUT_RATE_LIMITS: 'false' });
const DAY = 86_400_000;
const IBAN_DE = 'DE89370400440532013000';
const IBAN_FR = 'FR1420041010050500013M02606';

/** An order of two tickets (125.00 each) paid by bank transfer and recorded as paid by its partner. */
async function paidByTransfer(currency: 'EUR' | 'USD' = 'EUR') {
  const b = await buyer();
  const { orderId, sale } = await pendingOrder(b, {
    tickets: 2,
    currency,
    policy: [{ percentageRefund: 100, startDaysBeforeEvent: 60, endDaysBeforeEvent: 7 }],
  });
  await t.db
    .update(events)
    .set({
      startAt: new Date(t.clock.now.getTime() + 30 * DAY),
      endAt: new Date(t.clock.now.getTime() + 31 * DAY),
      bankTransferUntilDays: 14,
    })
    .where(eq(events.id, sale.eventId));
  await request(app).post(`/api/orders/${orderId}/bank-transfer`).set(b.auth).expect(200);
  const partner = await bearerFor(app, sale.partnerEmail);
  await request(app).post(`/api/partner/orders/${orderId}/mark-paid`).set(partner).send({}).expect(200);
  return { b, orderId };
}

const refundsOf = (orderId: string) => t.db.select().from(refunds).where(eq(refunds.orderId, orderId));
const linesOf = async (orderId: string) =>
  (await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.orderId, orderId)))
    .filter((l) => l.kind === 'refund' || l.kind === 'refund_transfer')
    .map((l) => [l.kind, l.account, l.amountMinor]);
const mailsTo = (to: string, template: string) =>
  t.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, to), eq(emailOutbox.template, template)));
const admin = async () => bearerFor(app, (await createAdmin(t.db)).email);

describe('refunds of orders paid by bank transfer', () => {
  it('asks the buyer for the account, owes it in the ledger, exports it as pain.001 and records it sent', async () => {
    const o = await paidByTransfer();
    const cancelled = ZOrder.parse(
      (await request(app).post(`/api/orders/${o.orderId}/cancel`).set(o.b.auth).send({}).expect(200)).body,
    );
    expect(cancelled.refunds).toEqual([
      expect.objectContaining({ status: 'awaiting_account', payBack: 'transfer', account: null }),
    ]);
    // Owed to the buyer, not yet out of the bank account; the credit note is issued.
    const [refund] = await refundsOf(o.orderId);
    expect(await linesOf(o.orderId)).toEqual(expect.arrayContaining([['refund', 'refunds_owed', -refund.amountMinor]]));
    expect((await linesOf(o.orderId)).some(([, account]) => account === 'bank')).toBe(false);
    expect((await checkLedger(t.db)).ok).toBe(true);
    // Told by email: paid back by transfer, not to a card, with the link to give the account.
    const [confirmed] = await mailsTo(o.b.email, 'cancellation-confirmed');
    expect(confirmed.text).toContain('by bank transfer');
    expect(confirmed.text).not.toContain('card');
    const [ask] = await mailsTo(o.b.email, 'refund-account-needed');
    expect(ask.text).toContain(`/user/registrations-and-events#refund-account-${o.orderId}`);
    expect(ask.text).not.toContain('to the card');
    // The worker leaves it alone: it waits for the buyer.
    t.clock.advance(2 * DAY);
    const { RefundSender } = await import('./sender');
    const { createLogger } = await import('../../platform/logger');
    const sender = new RefundSender({
      db: t.db,
      gateway: { refund: () => Promise.reject(new Error('not the gateway')) } as never,
      now: () => t.clock.now,
      logger: createLogger('silent'),
      config: { publicUrl: 'http://localhost', refundLeaseMs: 60_000 },
    });
    expect(await sender.sendDue()).toBe(0);

    // A bad IBAN is refused in words and changes nothing.
    const bad = await request(app)
      .put(`/api/orders/${o.orderId}/refund-account`)
      .set(o.b.auth)
      .send({ accountHolder: 'Jo Müller', iban: 'DE89370400440532013001' })
      .expect(400);
    expect(bad.body.fields.iban).toMatch(/^Invalid IBAN format/);
    expect((await refundsOf(o.orderId))[0]).toMatchObject({ status: 'awaiting_account', payeeIban: null });
    // Another buyer's order answers 404 and changes nothing.
    const stranger = await buyer();
    await request(app)
      .put(`/api/orders/${o.orderId}/refund-account`)
      .set(stranger.auth)
      .send({ accountHolder: 'Mallory', iban: IBAN_FR })
      .expect(404);
    expect((await refundsOf(o.orderId))[0].payeeIban).toBeNull();

    const given = ZOrder.parse(
      (
        await request(app)
          .put(`/api/orders/${o.orderId}/refund-account`)
          .set(o.b.auth)
          .send({ accountHolder: 'Jo Müller', iban: 'de89 3704 0044 0532 0130 00', bic: 'cobadeffxxx' })
          .expect(200)
      ).body,
    );
    expect(given.refunds[0]).toMatchObject({
      status: 'to_pay_back',
      account: { holder: 'Jo Müller', iban: '**** 3000', bic: 'COBADEFFXXX' },
    });
    expect(JSON.stringify(given)).not.toContain(IBAN_DE);
    expect((await refundsOf(o.orderId))[0].payeeIban).toBe(IBAN_DE);

    // A second order, in euros too, whose buyer gave an account: both are in the file.
    const p = await paidByTransfer();
    await request(app).post(`/api/orders/${p.orderId}/cancel`).set(p.b.auth).send({}).expect(200);
    await request(app)
      .put(`/api/orders/${p.orderId}/refund-account`)
      .set(p.b.auth)
      .send({ accountHolder: 'Zoë Dupont', iban: IBAN_FR })
      .expect(200);
    const [second] = await refundsOf(p.orderId);

    const auth = await admin();
    const list = ZAdminTransferRefundPage.parse(
      (await request(app).get('/api/admin/transfer-refunds?currency=EUR').set(auth).expect(200)).body,
    );
    expect(list.items.map((i) => i.id)).toEqual(expect.arrayContaining([refund.id, second.id]));
    expect(JSON.stringify(list)).not.toContain(IBAN_DE);
    await request(app).get('/api/admin/transfer-refunds?status=paid').set(auth).expect(400);

    const file = await request(app)
      .post('/api/admin/transfer-refunds/sepa-file')
      .set(auth)
      .send({ refundIds: [refund.id, second.id] })
      .expect(200);
    expect(file.headers['content-type']).toMatch(/^application\/xml/);
    expect(file.headers['content-disposition']).toMatch(/attachment; filename="refund-transfers-PAVRF.*\.xml"/);
    const xml = file.text;
    const doc = new XMLParser({ ignoreAttributes: false, parseTagValue: false }).parse(xml);
    expect(doc.Document['@_xmlns']).toBe('urn:iso:std:iso:20022:tech:xsd:pain.001.001.03');
    const init = doc.Document.CstmrCdtTrfInitn;
    const total = ((refund.amountMinor + second.amountMinor) / 100).toFixed(2);
    expect(init.GrpHdr).toMatchObject({ NbOfTxs: '2', CtrlSum: total });
    expect(init.PmtInf).toMatchObject({
      PmtMtd: 'TRF',
      NbOfTxs: '2',
      CtrlSum: total,
      PmtTpInf: { SvcLvl: { Cd: 'SEPA' } },
      DbtrAcct: { Id: { IBAN: 'GB33BUKB20201555555555' } },
    });
    type Payment = {
      PmtId: { EndToEndId: string };
      Amt: { InstdAmt: { '#text': string; '@_Ccy': string } };
      Cdtr: { Nm: string };
      CdtrAcct: { Id: { IBAN: string } };
    };
    const payments: Payment[] = [init.PmtInf.CdtTrfTxInf].flat();
    expect(
      payments.map((p) => [
        p.PmtId.EndToEndId,
        p.Amt.InstdAmt['#text'],
        p.Amt.InstdAmt['@_Ccy'],
        p.Cdtr.Nm,
        p.CdtrAcct.Id.IBAN,
      ]),
    ).toEqual([
      [refund.id.replace(/-/g, ''), (refund.amountMinor / 100).toFixed(2), 'EUR', 'Jo Muller', IBAN_DE],
      [second.id.replace(/-/g, ''), (second.amountMinor / 100).toFixed(2), 'EUR', 'Zoe Dupont', IBAN_FR],
    ]);
    expect((await refundsOf(o.orderId))[0]).toMatchObject({ status: 'to_pay_back' });
    expect((await refundsOf(o.orderId))[0].exportedAt).not.toBeNull();

    // Recording a refund that is not to pay back refuses the whole call.
    const u = await paidByTransfer();
    await request(app).post(`/api/orders/${u.orderId}/cancel`).set(u.b.auth).send({}).expect(200);
    const [waiting] = await refundsOf(u.orderId);
    const refused = await request(app)
      .post('/api/admin/transfer-refunds/sent')
      .set(auth)
      .send({ refundIds: [refund.id, waiting.id] })
      .expect(409);
    expect(refused.body.error).toContain(waiting.id);
    expect((await refundsOf(o.orderId))[0].status).toBe('to_pay_back');

    const sent = await request(app)
      .post('/api/admin/transfer-refunds/sent')
      .set(auth)
      .send({ refundIds: [refund.id] })
      .expect(200);
    expect(sent.body).toEqual({ recorded: 1 });
    const [done] = await refundsOf(o.orderId);
    expect(done.status).toBe('refunded');
    expect(done.refundedAt).not.toBeNull();
    expect(await linesOf(o.orderId)).toEqual(
      expect.arrayContaining([
        ['refund', 'refunds_owed', -done.amountMinor],
        ['refund_transfer', 'refunds_owed', done.amountMinor],
        ['refund_transfer', 'bank', -done.amountMinor],
      ]),
    );
    const [mail] = await mailsTo(o.b.email, 'refund-sent');
    expect(mail.text).toContain('by bank transfer to the account ending 3000');
    expect(mail.text).not.toContain(IBAN_DE);
    expect(mail.text).not.toContain('card');
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.entityId, o.orderId));
    expect(audits.map((a) => a.action)).toEqual(
      expect.arrayContaining(['order.refund-transfer-file', 'order.refund-transfer-sent']),
    );
    expect(JSON.stringify(audits)).not.toContain(IBAN_DE);
    // Twice: refused, nothing posted again.
    await request(app)
      .post('/api/admin/transfer-refunds/sent')
      .set(auth)
      .send({ refundIds: [refund.id] })
      .expect(409);
    expect((await linesOf(o.orderId)).filter(([kind]) => kind === 'refund_transfer')).toHaveLength(2);
    expect((await checkLedger(t.db)).ok).toBe(true);
    // The buyer's account can no longer be changed once sent.
    await request(app)
      .put(`/api/orders/${o.orderId}/refund-account`)
      .set(o.b.auth)
      .send({ accountHolder: 'Jo Müller', iban: IBAN_FR })
      .expect(409);
    // The buyer closes their account: the refund sent keeps its amount, not the account it went to.
    await request(app).post('/api/settings/close-account').set(o.b.auth).send({ password: TEST_PASSWORD }).expect(200);
    const [kept] = await refundsOf(o.orderId);
    expect(kept).toMatchObject({ status: 'refunded', amountMinor: done.amountMinor, payeeIban: null, payeeBic: null });
    expect(kept.payeeName).not.toContain('Müller');
  });

  it('refuses a SEPA file of another currency, and the console and buyer routes are closed to others', async () => {
    const o = await paidByTransfer('USD');
    await request(app).post(`/api/orders/${o.orderId}/cancel`).set(o.b.auth).send({}).expect(200);
    await request(app)
      .put(`/api/orders/${o.orderId}/refund-account`)
      .set(o.b.auth)
      .send({ accountHolder: 'Ann Lee', iban: 'GB29NWBK60161331926819' })
      .expect(200);
    const [refund] = await refundsOf(o.orderId);
    const auth = await admin();
    const res = await request(app)
      .post('/api/admin/transfer-refunds/sepa-file')
      .set(auth)
      .send({ refundIds: [refund.id] })
      .expect(409);
    expect(res.body.error).toBe('A SEPA credit transfer file carries euros only: choose transfers in EUR');
    expect((await refundsOf(o.orderId))[0].exportedAt).toBeNull();
    await request(app).get('/api/admin/transfer-refunds').set(o.b.auth).expect(403);
    await request(app)
      .post('/api/admin/transfer-refunds/sent')
      .set(o.b.auth)
      .send({ refundIds: [refund.id] })
      .expect(403);
    await request(app).put(`/api/orders/${o.orderId}/refund-account`).send({}).expect(401);
  });
});
