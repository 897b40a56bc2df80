// Rate limits of the public account requests: per client address, and per account when signed in.
// The API trusts one proxy here, so each request names its client address in X-Forwarded-For.
import request from 'supertest';
import { asc, count, sql } from 'drizzle-orm';
import { countries, emailOutbox, newsletterSubscriptions, persons } from '../../db/schema';
import { bearerFor, createAttendee, useTestContext } from '@pavilion/api-testing/harness';
import { NEWSLETTER_LIMITS } from '../newsletter';
import { FORGOT_PASSWORD_LIMITS, RESEND_CONFIRMATION_LIMITS, SIGN_UP_LIMITS } from './limits';

const t = useTestContext({ TRUST_PROXY: 'true' });
let countryId: number;
beforeAll(async () => {
  [{ id: countryId }] = await t.db.select({ id: countries.id }).from(countries).orderBy(asc(countries.id)).limit(1);
});
// Each test starts in new windows of every limit.
beforeEach(() => t.clock.advance(2 * 3600_000));

let n = 0;
const address = () => `192.0.2.${++n}`;
const email = () => `limited.${++n}@example.com`;
const rows = async (table: typeof persons | typeof emailOutbox | typeof newsletterSubscriptions) =>
  (await t.db.select({ n: count() }).from(table))[0].n;

const signUp = (from: string, headers: Record<string, string> = {}) =>
  request(t.app).post('/api/user-sign-up').set('X-Forwarded-For', from).set(headers).send({
    email: email(),
    firstName: 'Mae',
    surname: 'Jemison',
    password: 'endeavour-92',
    country: countryId,
    acceptTerms: true,
    confirmAdult: true,
  });

function expectRefused(res: request.Response, message: RegExp) {
  expect(res.status).toBe(429);
  expect(res.body).toMatchObject({ code: 'TOO_MANY_REQUESTS', retryAfterSeconds: expect.any(Number) });
  expect(res.body.error).toMatch(message);
  expect(res.headers['retry-after']).toBe(String(res.body.retryAfterSeconds));
}

describe('sign-up', () => {
  it(`allows ${SIGN_UP_LIMITS.perAddress.limit} an hour from one address, then 429 with when to try again`, async () => {
    const from = address();
    for (let i = 0; i < SIGN_UP_LIMITS.perAddress.limit; i++) await signUp(from).expect(201);
    const before = await rows(persons);
    const refused = await signUp(from);
    expectRefused(refused, /^Too many sign-ups from your network\. Please try again in \d+ (minutes?|hour)\.$/);
    expect(await rows(persons)).toBe(before);
    // Another address is not held back; the next window lets this one in again.
    await signUp(address()).expect(201);
    t.clock.advance(SIGN_UP_LIMITS.perAddress.windowMs);
    await signUp(from).expect(201);
  });

  it('counts a taken email too (asking which addresses have accounts costs the same)', async () => {
    const from = address();
    const existing = await createAttendee(t.db);
    for (let i = 0; i < SIGN_UP_LIMITS.perAddress.limit; i++) {
      await request(t.app)
        .post('/api/user-sign-up')
        .set('X-Forwarded-For', from)
        .send({
          email: existing.email,
          firstName: 'A',
          surname: 'B',
          password: 'password-1',
          country: countryId,
          acceptTerms: true,
          confirmAdult: true,
        })
        .expect(409);
    }
    expect((await signUp(from)).status).toBe(429);
  });

  it(`allows a signed-in account ${SIGN_UP_LIMITS.perAccount.limit} an hour, whatever its address`, async () => {
    const a = await createAttendee(t.db);
    const auth = await bearerFor(t.app, a.email);
    for (let i = 0; i < SIGN_UP_LIMITS.perAccount.limit; i++) await signUp(address(), auth).expect(201);
    expectRefused(await signUp(address(), auth), /^Too many sign-ups from this account\./);
  });
});

describe('forgot password and resend confirmation', () => {
  it.each([
    ['/api/forgot-password/', FORGOT_PASSWORD_LIMITS, /^Too many password reset requests from your network\./],
    [
      '/api/email-confirmation/resend',
      RESEND_CONFIRMATION_LIMITS,
      /^Too many requests for a new confirmation link from your network\./,
    ],
  ])('%s: per address, then 429 before any work', async (path, limits, message) => {
    const from = address();
    const ask = (who: string) => request(t.app).post(path).set('X-Forwarded-For', who).send({ email: email() });
    for (let i = 0; i < limits.perAddress.limit; i++) await ask(from).expect(200);
    const started = performance.now();
    const refused = await ask(from);
    expectRefused(refused, message);
    // Refused at once: the uniform 250 ms of a real answer is not spent on it.
    expect(performance.now() - started).toBeLessThan(250);
    await ask(address()).expect(200);
  });

  it('cannot be used to stop the owner from resetting their password: no limit is kept per email', async () => {
    const owner = await createAttendee(t.db);
    // Someone asks for the owner's reset from many addresses...
    for (let i = 0; i < FORGOT_PASSWORD_LIMITS.perAddress.limit * 2; i++) {
      await request(t.app).post('/api/forgot-password/').set('X-Forwarded-For', address()).send({ email: owner.email });
    }
    // ...and the owner still gets an answer (and, a minute after the last link, a new link).
    t.clock.advance(61_000);
    await request(t.app)
      .post('/api/forgot-password/')
      .set('X-Forwarded-For', address())
      .send({ email: owner.email })
      .expect(200);
    const mails = await t.db
      .select({ n: count() })
      .from(emailOutbox)
      .where(sql`lower(${emailOutbox.toAddress}) = lower(${owner.email})`);
    expect(mails[0].n).toBe(2);
  });
});

describe('newsletter', () => {
  it(`allows ${NEWSLETTER_LIMITS.perAddress.limit} an hour from one address, and nothing is stored past it`, async () => {
    const from = address();
    const subscribe = (who: string) =>
      request(t.app).post('/api/email-subscribe/').set('X-Forwarded-For', who).send({ email: email() });
    for (let i = 0; i < NEWSLETTER_LIMITS.perAddress.limit; i++) await subscribe(from).expect(200);
    const before = await rows(newsletterSubscriptions);
    expectRefused(await subscribe(from), /^Too many subscriptions from your network\. Please try again in /);
    expect(await rows(newsletterSubscriptions)).toBe(before);
    await subscribe(address()).expect(200);
  });

  it('and a signed-in account the same, whatever its address', async () => {
    const a = await createAttendee(t.db);
    const auth = await bearerFor(t.app, a.email);
    const subscribe = () =>
      request(t.app).post('/api/email-subscribe/').set('X-Forwarded-For', address()).set(auth).send({ email: email() });
    for (let i = 0; i < NEWSLETTER_LIMITS.perAccount.limit; i++) await subscribe().expect(200);
    expectRefused(await subscribe(), /^Too many subscriptions from this account\./);
  });
});
