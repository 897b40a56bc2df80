// Rate limits on paying: attempts per account and address, declined payments per order, account and
// address (card testing). 429 before the card reaches the gateway, nothing recorded.
import request from 'supertest';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { payments } from '../../db/schema';
import { TEST_CARDS } from '../../platform/payments';
import { bearerFor, createAttendee } from '@pavilion/api-testing/harness';
import { attendeeTicket, createSaleEvent, paymentForm, useCheckout } from '@pavilion/api-testing/checkout';
import { PAYMENT_LIMITS } from './limits';

// Behind a proxy that names the address, so each test comes from its own.
const { t, gateway, app, gb } = useCheckout({ TRUST_PROXY: 'true' });

const TOO_MANY_ATTEMPTS = 'Too many payment attempts in a short time. Please wait a few minutes and try again.';
const TOO_MANY_DECLINED =
  'Too many declined card payments. For your security, payments are paused for up to an hour. Please try again later.';

async function buyer() {
  const a = await createAttendee(t.db);
  return bearerFor(app, a.email);
}

async function pendingOrder(auth: Record<string, string>, address: string) {
  const sale = await createSaleEvent(t.db, t.clock.now);
  const res = await request(app)
    .post('/api/orders/')
    .set(auth)
    .set('X-Forwarded-For', address)
    .send({ eventId: sale.eventId, tickets: [attendeeTicket(sale.ticketTypeIds[0])] })
    .expect(201);
  return res.body.id as string;
}

const pay = (auth: Record<string, string>, address: string, orderId: string, card: string, key = randomUUID()) =>
  request(app)
    .post(`/api/orders/${orderId}/complete-order`)
    .set(auth)
    .set('X-Forwarded-For', address)
    .set('Idempotency-Key', key)
    .send(paymentForm(gb(), t.clock.now, card));

/** `accounts` new accounts each order from `address` and fail `payments` payments with `card` (402 each). */
async function failFromAddress(address: string, opts: { accounts: number; payments: number; card: string }) {
  for (let account = 0; account < opts.accounts; account++) {
    const auth = await buyer();
    const orderId = await pendingOrder(auth, address);
    for (let i = 0; i < opts.payments; i++) await pay(auth, address, orderId, opts.card).expect(402);
  }
}

const attemptsOf = async (orderId: string) =>
  (await t.db.select().from(payments).where(eq(payments.orderId, orderId))).length;

describe('declined payments (card testing)', () => {
  it(`stop an order after ${PAYMENT_LIMITS.declinedPerOrder.limit} declines in an hour, before the card reaches the gateway`, async () => {
    const auth = await buyer();
    const orderId = await pendingOrder(auth, '198.51.100.10');
    for (const card of [TEST_CARDS.declined, TEST_CARDS.insufficientFunds, TEST_CARDS.declined, TEST_CARDS.declined]) {
      await pay(auth, '198.51.100.10', orderId, card).expect(402);
    }
    // A network error is not the card's fault and is not counted.
    await pay(auth, '198.51.100.10', orderId, TEST_CARDS.networkError).expect(402);
    await pay(auth, '198.51.100.10', orderId, TEST_CARDS.declined).expect(402);
    expect(gateway.calls).toHaveLength(6);
    const refused = await pay(auth, '198.51.100.10', orderId, TEST_CARDS.succeeds);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ error: TOO_MANY_DECLINED, code: 'TOO_MANY_REQUESTS' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(3600);
    expect(gateway.calls).toHaveLength(6);
    expect(await attemptsOf(orderId)).toBe(6);
    // The account's other order can still be paid.
    const other = await pendingOrder(auth, '198.51.100.10');
    await pay(auth, '198.51.100.10', other, TEST_CARDS.succeeds).expect(200);
  });

  it(`stop an account after ${PAYMENT_LIMITS.declinedPerAccount.limit} declines in an hour, across its orders`, async () => {
    const auth = await buyer();
    const address = '198.51.100.20';
    for (let order = 0; order < 2; order++) {
      const orderId = await pendingOrder(auth, address);
      for (let i = 0; i < 5; i++) await pay(auth, address, orderId, TEST_CARDS.declined).expect(402);
    }
    const third = await pendingOrder(auth, address);
    const refused = await pay(auth, address, third, TEST_CARDS.succeeds);
    expect(refused.status).toBe(429);
    expect(refused.body.error).toBe(TOO_MANY_DECLINED);
    expect(await attemptsOf(third)).toBe(0);
    // An hour later the account may pay again.
    t.clock.advance(60 * 60_000);
    const fresh = await pendingOrder(auth, address);
    await pay(auth, address, fresh, TEST_CARDS.succeeds).expect(200);
  });

  it(`stop an address after ${PAYMENT_LIMITS.declinedPerAddress.limit} declines in an hour, whatever the accounts`, async () => {
    const address = '198.51.100.30';
    await failFromAddress(address, { accounts: 6, payments: 5, card: TEST_CARDS.declined });
    const newcomer = await buyer();
    const orderId = await pendingOrder(newcomer, address);
    const refused = await pay(newcomer, address, orderId, TEST_CARDS.succeeds);
    expect(refused.status).toBe(429);
    expect(refused.body.error).toBe(TOO_MANY_DECLINED);
    // From another address the same account pays.
    await pay(newcomer, '198.51.100.31', orderId, TEST_CARDS.succeeds).expect(200);
  });
});

describe('payment attempts', () => {
  it(`are ${PAYMENT_LIMITS.attemptsPerAccount.limit} per account in 10 minutes; a retry with an earlier key is not a new one`, async () => {
    const auth = await buyer();
    const address = '198.51.100.40';
    const orderId = await pendingOrder(auth, address);
    const firstKey = randomUUID();
    await pay(auth, address, orderId, TEST_CARDS.networkError, firstKey).expect(402);
    for (let i = 1; i < 10; i++) await pay(auth, address, orderId, TEST_CARDS.networkError).expect(402);
    const refused = await pay(auth, address, orderId, TEST_CARDS.succeeds);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ error: TOO_MANY_ATTEMPTS, code: 'TOO_MANY_REQUESTS' });
    expect(gateway.calls).toHaveLength(10);
    // The first attempt asked again answers as it did, without a charge.
    const again = await pay(auth, address, orderId, TEST_CARDS.networkError, firstKey);
    expect(again.status).toBe(402);
    expect(again.body.reason).toBe('network_error');
    expect(gateway.calls).toHaveLength(10);
    t.clock.advance(10 * 60_000);
    await pay(auth, address, orderId, TEST_CARDS.succeeds).expect(200);
  });

  it(`are ${PAYMENT_LIMITS.attemptsPerAddress.limit} per address in 10 minutes, whatever the accounts`, async () => {
    const address = '198.51.100.50';
    await failFromAddress(address, { accounts: 5, payments: 10, card: TEST_CARDS.networkError });
    const auth = await buyer();
    const orderId = await pendingOrder(auth, address);
    const refused = await pay(auth, address, orderId, TEST_CARDS.succeeds);
    expect(refused.status).toBe(429);
    expect(refused.body.error).toBe(TOO_MANY_ATTEMPTS);
    await pay(auth, '198.51.100.51', orderId, TEST_CARDS.succeeds).expect(200);
  });
});
