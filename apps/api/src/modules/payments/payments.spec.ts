import request from 'supertest';
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { MESSAGES, UI_TEXT, ZOrder } from '@pavilion/domain';
import { emailOutbox, notifications, orders, payments, subEvents, ticketTypes } from '../../db/schema';
import { bearerFor, createAdmin, createPartnerUser } from '@pavilion/api-testing/harness';
import { TEST_CARDS } from '../../platform/payments';
import { resolveAttachments } from '../../platform/mail/attachments';
import { appWithGateway, CountingGateway, paymentForm, useCheckout } from '@pavilion/api-testing/checkout';

const { t, gateway, app, gb, buyer, pendingOrder, pay } = useCheckout();

const MINUTE = 60_000;
const PAYMENT_ERROR = UI_TEXT.paymentError;

async function paymentRows(orderId: string) {
  return t.db.select().from(payments).where(eq(payments.orderId, orderId));
}

async function typeRow(id: number) {
  const [row] = await t.db.select().from(ticketTypes).where(eq(ticketTypes.id, id));
  return row;
}

describe('the test cards', () => {
  it('4242 4242 4242 4242 pays: seats sold, card kept masked, receipt, one ticket email per ticket, a notification', async () => {
    const b = await buyer();
    const { orderId, sale } = await pendingOrder(b, { tickets: 2, extras: true });
    const res = await pay(b.auth, orderId);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'paid', orderId });
    expect(gateway.calls).toHaveLength(1);

    expect(await typeRow(sale.ticketTypeIds[0])).toMatchObject({ held: 0, sold: 2 });
    const [extra] = await t.db.select().from(subEvents).where(eq(subEvents.id, sale.extraIds[0]));
    expect(extra).toMatchObject({ held: 0, sold: 2 });
    const [payment] = await paymentRows(orderId);
    expect(payment).toMatchObject({
      status: 'succeeded',
      amountMinor: 2 * 12_500 + 2 * 2_000,
      currency: 'USD',
      gateway: 'simulated',
      gatewayReference: expect.stringMatching(/^sim_/),
      cardBrand: 'visa',
      cardLast4: '4242',
      expiryMonth: 12,
      cardholderName: 'Ada Lovelace',
      cardholderZipCode: 'SW1A 1AA',
      cardholderCountryId: gb(),
    });

    const order = await request(app).get(`/api/orders/${orderId}/`).set(b.auth).expect(200);
    // The answer has the domain's shape the apps read, nothing missing and nothing extra.
    expect(ZOrder.parse(order.body)).toEqual(order.body);
    expect(order.body.status).toBe('paid');
    expect(order.body.paymentDetails).toEqual({
      id: payment.id,
      cardNumber: '**** **** **** 4242',
      cardBrand: 'visa',
      expiryDate: `12/${String((t.clock.now.getUTCFullYear() + 1) % 100).padStart(2, '0')}`,
      cardholderName: 'Ada Lovelace',
      cardholderAddress: '12 Analytical Engine Way',
      cardholderZipCode: 'SW1A 1AA',
      cardholderCountry: 'United Kingdom',
    });

    const mail = await t.db
      .select()
      .from(emailOutbox)
      .where(sql`${emailOutbox.html} like ${`%${orderId}%`} or ${emailOutbox.toAddress} = ${b.email}`);
    const receipts = mail.filter((m) => m.template === 'order-receipt');
    expect(receipts).toHaveLength(1);
    expect(receipts[0].toAddress).toBe(b.email);
    expect(receipts[0].text).toContain('**** **** **** 4242');
    // Amounts read from the order's answer (major units) are formatted once: no $2.90, no $29,000.00.
    expect(receipts[0].text).toContain('Total: $290.00');
    expect(receipts[0].text).toContain(': $125.00');
    expect(receipts[0].text).toContain('Extra, Harbour Tour: $20.00');
    // The way to cancel: a link that opens this order's cancel dialog.
    expect(receipts[0].text).toContain(`/user/registrations-and-events?cancel=${orderId}`);
    expect(order.body.total).toBe(290);
    const ticketRows = order.body.tickets as Array<{ id: string; attendee: { person: { email: string } } }>;
    const ticketMail = await t.db.select().from(emailOutbox).where(eq(emailOutbox.template, 'ticket'));
    const mine = ticketMail.filter((m) => ticketRows.some((tk) => m.text.includes(tk.id)));
    expect(mine.map((m) => m.toAddress).sort()).toEqual(ticketRows.map((tk) => tk.attendee.person.email).sort());
    for (const m of mine) {
      expect(m.html).toContain('src="cid:ticket-qr"');
      expect(m.attachments.map((a) => a.contentType)).toEqual([
        'image/png',
        'application/pdf',
        'text/calendar; charset=utf-8',
      ]);
      // The outbox worker produces the QR image, the PDF and the calendar file at delivery.
      const files = await resolveAttachments(m.attachments, { config: t.config, db: t.db, storage: t.storage });
      expect(files[0].cid).toBe('ticket-qr');
      expect(files[0].content.subarray(1, 4).toString()).toBe('PNG');
      expect(files[1].content.subarray(0, 5).toString()).toBe('%PDF-');
      expect(files[2].content.toString()).toMatch(new RegExp(`^BEGIN:VCALENDAR[\\s\\S]*UID:order-${orderId}@`));
      // And the calendars' own pages, filled in.
      expect(m.text).toContain('https://calendar.google.com/calendar/render?action=TEMPLATE');
      expect(m.html).toContain('https://outlook.live.com/calendar/0/action/compose?');
    }

    const bell = await t.db.select().from(notifications).where(eq(notifications.personId, b.personId));
    expect(bell).toHaveLength(1);
    expect(bell[0]).toMatchObject({ subject: 'Your tickets are confirmed', link: '/user/registrations-and-events' });
    expect(bell[0].text).toContain('$290.00 in total');
  });

  it.each([
    [TEST_CARDS.declined, 'declined', 'declined'],
    [TEST_CARDS.insufficientFunds, 'insufficient_funds', 'insufficient_funds'],
    [TEST_CARDS.networkError, 'network_error', 'failed'],
  ])('%s fails with reason %s and the order stays payable', async (card, reason, stored) => {
    const b = await buyer();
    const { orderId, sale } = await pendingOrder(b);
    const res = await pay(b.auth, orderId, card);
    expect(res.status).toBe(402);
    expect(res.body).toEqual({ messageKey: 'ui.paymentError', code: 'PAYMENT_FAILED', error: PAYMENT_ERROR, reason });
    const [failed] = await paymentRows(orderId);
    expect(failed.status).toBe(stored);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order.status).toBe('pending');
    expect(await typeRow(sale.ticketTypeIds[0])).toMatchObject({ held: 1, sold: 0 });
    // A new attempt with a good card pays.
    await pay(b.auth, orderId).expect(200);
    expect(await typeRow(sale.ticketTypeIds[0])).toMatchObject({ held: 0, sold: 1 });
  });

  it('a gateway that throws counts as a network error', async () => {
    const b = await buyer();
    const { orderId } = await pendingOrder(b);
    gateway.throwWith = new Error('socket hang up');
    const res = await pay(b.auth, orderId);
    expect(res.status).toBe(402);
    expect(res.body.reason).toBe('network_error');
  });
});

describe('the payment form on the server', () => {
  const cases: Array<[string, Record<string, unknown>, string]> = [
    ['cardNumber', { cardNumber: '4242 4242 4242' }, MESSAGES.cardNumberInvalid],
    ['cardNumber', { cardNumber: '4242-4242-4242-4242' }, MESSAGES.cardNumberInvalid],
    ['expiryDate', { expiryDate: '13/30' }, MESSAGES.expiryInvalid],
    ['expiryDate', { expiryDate: '1230' }, MESSAGES.expiryInvalid],
    ['expiryDate', { expiryDate: '01/20' }, MESSAGES.cardExpired],
    ['cvv', { cvv: '12' }, MESSAGES.cvvInvalid],
    ['cvv', { cvv: '12345' }, MESSAGES.cvvInvalid],
    ['cardholderName', { cardholderName: '' }, MESSAGES.nameRequired],
    ['cardholderName', { cardholderName: 'Al' }, MESSAGES.fullNameTooShort],
    ['cardholderAddress', { cardholderAddress: '' }, MESSAGES.addressRequired],
    ['cardholderAddress', { cardholderAddress: '1 A' }, MESSAGES.addressTooShort],
    ['cardholderZip', { cardholderZip: '' }, MESSAGES.zipRequired],
    ['cardholderZip', { cardholderZip: 'A!' }, MESSAGES.zipInvalid],
    ['country', { country: '' }, MESSAGES.countryRequired],
    ['country', { country: undefined }, MESSAGES.countryRequired],
    ['country', { country: null }, MESSAGES.countryRequired],
    ['country', { country: '999999' }, MESSAGES.optionInvalid],
  ];

  it.each(cases)('%s %j -> %s, nothing charged or recorded', async (field, overrides, message) => {
    const b = await buyer();
    const { orderId } = await pendingOrder(b);
    const res = await pay(b.auth, orderId, TEST_CARDS.succeeds, randomUUID(), overrides);
    expect(res.status).toBe(400);
    expect(res.body.fields[field]).toBe(message);
    expect(gateway.calls).toHaveLength(0);
    expect(await paymentRows(orderId)).toHaveLength(0);
  });

  it('a zero byte in a cardholder field is refused on the field: nothing charged or recorded', async () => {
    const b = await buyer();
    const { orderId } = await pendingOrder(b);
    for (const field of ['cardholderName', 'cardholderAddress', 'cardholderZip']) {
      const res = await pay(b.auth, orderId, TEST_CARDS.succeeds, randomUUID(), { [field]: 'SW1\u0000 1AA' });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION', fields: { [field]: MESSAGES.zeroByte } });
    }
    expect(gateway.calls).toHaveLength(0);
    expect(await paymentRows(orderId)).toHaveLength(0);
    // The order is still payable.
    await pay(b.auth, orderId).expect(200);
  });

  it('the expiry is judged by the server clock: this month still works', async () => {
    const b = await buyer();
    const { orderId } = await pendingOrder(b);
    const now = t.clock.now;
    const thisMonth = `${String(now.getUTCMonth() + 1).padStart(2, '0')}/${String(now.getUTCFullYear() % 100).padStart(2, '0')}`;
    await pay(b.auth, orderId, TEST_CARDS.succeeds, randomUUID(), { expiryDate: thisMonth }).expect(200);
  });

  it('refuses a malformed Idempotency-Key before anything is charged', async () => {
    const b = await buyer();
    const { orderId } = await pendingOrder(b);
    for (const key of ['has spaces in it', 'x'.repeat(101), 'ünïcode']) {
      const bad = await pay(b.auth, orderId, TEST_CARDS.succeeds, key);
      expect(bad.status).toBe(400);
      expect(bad.body.fields).toEqual({
        idempotencyKey: 'The Idempotency-Key header must be 1 to 100 letters, digits or . _ : -',
      });
    }
    expect(gateway.calls).toHaveLength(0);
    expect(await paymentRows(orderId)).toHaveLength(0);
  });
});

describe('idempotency', () => {
  it('the same key twice charges once and answers the same', async () => {
    const b = await buyer();
    const { orderId, sale } = await pendingOrder(b);
    const key = randomUUID();
    const first = await pay(b.auth, orderId, TEST_CARDS.succeeds, key);
    const again = await pay(b.auth, orderId, TEST_CARDS.succeeds, key);
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(gateway.calls).toHaveLength(1);
    expect(await paymentRows(orderId)).toHaveLength(1);
    expect(await typeRow(sale.ticketTypeIds[0])).toMatchObject({ held: 0, sold: 1 });
    const receipts = await t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.template, 'order-receipt'), eq(emailOutbox.toAddress, b.email)));
    expect(receipts).toHaveLength(1);
  });

  it('a declined key repeated gives the same 402 without charging again', async () => {
    const b = await buyer();
    const { orderId } = await pendingOrder(b);
    const key = randomUUID();
    const first = await pay(b.auth, orderId, TEST_CARDS.declined, key);
    const again = await pay(b.auth, orderId, TEST_CARDS.declined, key);
    expect([first.status, again.status]).toEqual([402, 402]);
    expect(again.body).toEqual(first.body);
    expect(gateway.calls).toHaveLength(1);
    expect(await paymentRows(orderId)).toHaveLength(1);
  });

  it('concurrent requests with one key (a double click) charge once and all answer paid', async () => {
    const slow = new CountingGateway(300);
    const slowApp = appWithGateway(t, slow);
    const b = await buyer();
    const { orderId, sale } = await pendingOrder(b);
    const key = randomUUID();
    const send = () =>
      request(slowApp)
        .post(`/api/orders/${orderId}/complete-order`)
        .set(b.auth)
        .set('Idempotency-Key', key)
        .send(paymentForm(gb(), t.clock.now));
    const answers = await Promise.all([send(), send(), send()]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(answers.map((a) => a.body)).toEqual(Array(3).fill({ status: 'paid', orderId }));
    expect(slow.calls).toHaveLength(1);
    expect(await paymentRows(orderId)).toHaveLength(1);
    expect(await typeRow(sale.ticketTypeIds[0])).toMatchObject({ held: 0, sold: 1 });
  });

  it('a second key while the first is charging is refused, and a paid order refuses new keys', async () => {
    const slow = new CountingGateway(300);
    const slowApp = appWithGateway(t, slow);
    const b = await buyer();
    const { orderId } = await pendingOrder(b);
    const send = (key: string) =>
      request(slowApp)
        .post(`/api/orders/${orderId}/complete-order`)
        .set(b.auth)
        .set('Idempotency-Key', key)
        .send(paymentForm(gb(), t.clock.now));
    const firstPending = send(randomUUID()).then((r) => r);
    await new Promise((r) => setTimeout(r, 100));
    const second = await send(randomUUID());
    expect(second.status).toBe(409);
    expect(second.body.error).toBe('A payment for this order is already in progress. Please wait a moment.');
    expect((await firstPending).status).toBe(200);
    const third = await send(randomUUID());
    expect(third.status).toBe(409);
    expect(third.body.error).toBe('This order is already paid');
    expect(slow.calls).toHaveLength(1);
  });

  it('an attempt whose process died is finished by a retry with its key, under the same gateway key', async () => {
    const b = await buyer();
    const { orderId } = await pendingOrder(b);
    const key = randomUUID();
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    const [stuck] = await t.db
      .insert(payments)
      .values({
        orderId,
        idempotencyKey: key,
        status: 'processing',
        amountMinor: order.totalMinor,
        currency: order.currency,
        gateway: 'simulated',
        cardBrand: 'visa',
        cardLast4: '4242',
        expiryMonth: 12,
        expiryYear: 2099,
        cardholderName: 'Ada Lovelace',
        cardholderAddress: '12 Analytical Engine Way',
        cardholderZipCode: 'SW1A 1AA',
        cardholderCountryId: gb(),
        createdAt: new Date(t.clock.now.getTime() - t.config.paymentStaleAfterMs - 1000),
      })
      .returning();
    const res = await pay(b.auth, orderId, TEST_CARDS.succeeds, key);
    expect(res.status).toBe(200);
    expect(gateway.calls).toEqual([stuck.id]);
    expect(await paymentRows(orderId)).toEqual([expect.objectContaining({ id: stuck.id, status: 'succeeded' })]);
  });
});

describe('without an Idempotency-Key (the spec sends only the body): the order is the scope', () => {
  it('pays, and asked again answers paid without charging again', async () => {
    const b = await buyer();
    const { orderId, sale } = await pendingOrder(b, { tickets: 2 });
    const first = await pay(b.auth, orderId, TEST_CARDS.succeeds, null);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ status: 'paid', orderId });
    const again = await pay(b.auth, orderId, TEST_CARDS.succeeds, null);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(gateway.calls).toHaveLength(1);
    expect(await paymentRows(orderId)).toEqual([expect.objectContaining({ status: 'succeeded' })]);
    expect(await typeRow(sale.ticketTypeIds[0])).toMatchObject({ held: 0, sold: 2 });
  });

  it('a double submission charges once, and both answers are the first attempt’s', async () => {
    const slow = new CountingGateway(200);
    const slowApp = appWithGateway(t, slow);
    const b = await buyer();
    const { orderId } = await pendingOrder(b);
    const answers = await Promise.all(
      Array.from({ length: 3 }, () =>
        request(slowApp)
          .post(`/api/orders/${orderId}/complete-order`)
          .set(b.auth)
          .send(paymentForm(gb(), t.clock.now, TEST_CARDS.succeeds)),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(slow.calls).toHaveLength(1);
    expect(await paymentRows(orderId)).toHaveLength(1);
  });

  it('a retry while a keyed attempt is charging waits for it and answers its result', async () => {
    // The charge takes 2 s: the retry, sent once it has begun, must find it still charging, also on a
    // loaded machine where a request takes a few hundred milliseconds to reach the order.
    const slow = new CountingGateway(2_000);
    const slowApp = appWithGateway(t, slow);
    const b = await buyer();
    const { orderId } = await pendingOrder(b);
    const send = (key?: string) => {
      const req = request(slowApp).post(`/api/orders/${orderId}/complete-order`).set(b.auth);
      if (key) req.set('Idempotency-Key', key);
      return req.send(paymentForm(gb(), t.clock.now, TEST_CARDS.declined));
    };
    // Sent now (supertest sends on then()), and the retry only once the keyed attempt is charging.
    const keyed = send(randomUUID()).then((res) => res);
    for (let waited = 0; slow.calls.length === 0 && waited < 10_000; waited += 10) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(slow.calls).toHaveLength(1);
    const [first, retry] = await Promise.all([keyed, send()]);
    expect(first.status).toBe(402);
    expect(retry.status).toBe(402);
    expect(retry.body).toEqual(first.body);
    expect(slow.calls).toHaveLength(1);
  });

  it('after a declined card, the next call is a new attempt', async () => {
    const b = await buyer();
    const { orderId } = await pendingOrder(b);
    await pay(b.auth, orderId, TEST_CARDS.declined, null).expect(402);
    await pay(b.auth, orderId, TEST_CARDS.succeeds, null).expect(200);
    expect(gateway.calls).toHaveLength(2);
    expect((await paymentRows(orderId)).map((p) => p.status).sort()).toEqual(['declined', 'succeeded']);
  });
});

describe('the hold', () => {
  it('past 15 minutes the payment is refused with 409 and the seats are freed', async () => {
    const b = await buyer();
    const { orderId, sale } = await pendingOrder(b, { tickets: 2 });
    expect(await typeRow(sale.ticketTypeIds[0])).toMatchObject({ held: 2 });
    t.clock.advance(15 * MINUTE + 1000);
    const res = await pay(b.auth, orderId);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      code: 'CONFLICT',
      error: 'Your reservation has expired. Please choose your tickets again.',
    });
    expect(gateway.calls).toHaveLength(0);
    expect(await typeRow(sale.ticketTypeIds[0])).toMatchObject({ held: 0, sold: 0 });
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order.status).toBe('expired');
    // Asking again says the same.
    expect((await pay(b.auth, orderId)).status).toBe(409);
  });
});

describe('owners only', () => {
  it("another attendee's order is 404; partners and admins 403; visitors 401", async () => {
    const owner = await buyer();
    const stranger = await buyer();
    const { orderId } = await pendingOrder(owner);
    const res = await pay(stranger.auth, orderId);
    expect(res.status).toBe(404);
    const partner = await createPartnerUser(t.db);
    const admin = await createAdmin(t.db);
    for (const email of [partner.email, admin.email])
      expect((await pay(await bearerFor(app, email), orderId)).status).toBe(403);
    expect((await pay({}, orderId)).status).toBe(401);
    expect(gateway.calls).toHaveLength(0);
  });
});

/** The test CVV as a value of its own (not inside an id such as a UUID's '-9731-' group). */
const CVV_ALONE = /(^|[^0-9A-Za-z-])9731([^0-9A-Za-z-]|$)/;

describe('card data', () => {
  it('neither the card number nor the CVV is stored anywhere or logged', async () => {
    const logs: string[] = [];
    const logged = appWithGateway(t, gateway, { write: (line: string) => void logs.push(line) });
    const b = await buyer();
    const auth = await bearerFor(logged, b.email);
    const { orderId } = await pendingOrder(b, { tickets: 2 });
    const send = (card: string, overrides: Record<string, unknown> = {}) =>
      request(logged)
        .post(`/api/orders/${orderId}/complete-order`)
        .set(auth)
        .set('Idempotency-Key', randomUUID())
        .send(paymentForm(gb(), t.clock.now, card, overrides));
    await send(TEST_CARDS.declined).expect(402);
    await send(TEST_CARDS.succeeds, { cvv: '12' }).expect(400);
    // A careless provider quoting the card in its error.
    gateway.throwWith = new Error(`card ${TEST_CARDS.succeeds} cvv 9731 refused`);
    await send(TEST_CARDS.succeeds).expect(402);
    gateway.throwWith = null;
    await send(TEST_CARDS.succeeds).expect(200);

    const needles = [TEST_CARDS.succeeds, TEST_CARDS.declined, '4242 4242 4242 4242', '4000 0000 0000 0002'];
    const columns = await t.db.execute<{ table_name: string; column_name: string }>(sql`
      select table_name, column_name from information_schema.columns
      where table_schema = 'public' and data_type in ('text', 'character varying', 'character', 'json', 'jsonb')`);
    const rows = Array.isArray(columns)
      ? columns
      : (columns as unknown as { rows: Array<{ table_name: string; column_name: string }> }).rows;
    expect(rows.length).toBeGreaterThan(20);
    expect(rows.some((c) => c.table_name === 'email_outbox' && c.column_name === 'attachments')).toBe(true);
    const found: string[] = [];
    for (const { table_name, column_name } of rows) {
      const column = sql.raw(`"${table_name}"."${column_name}"::text`);
      const hits = await t.db.execute(sql`
        select count(*)::int as n from ${sql.raw(`"${table_name}"`)}
        where ${sql.join(
          needles.map((n) => sql`${column} like ${`%${n}%`}`),
          sql` or `,
        )} or ${column} ~ ${CVV_ALONE.source}`);
      const n = Number((Array.isArray(hits) ? hits : (hits as unknown as { rows: Array<{ n: number }> }).rows)[0].n);
      if (n > 0) found.push(`${table_name}.${column_name}`);
    }
    expect(found).toEqual([]);
    // The receipt was written, with the masked number only.
    const [receipt] = await t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.template, 'order-receipt'), eq(emailOutbox.toAddress, b.email)));
    expect(receipt.html).toContain('**** **** **** 4242');

    const output = logs.join('');
    expect(output.length).toBeGreaterThan(0);
    for (const needle of needles) expect(output).not.toContain(needle);
    expect(output).not.toMatch(CVV_ALONE);
  });
});
