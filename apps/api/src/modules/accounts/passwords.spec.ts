import { AUTH_MESSAGES, ACCOUNT_MESSAGES, waitInWords } from '@pavilion/domain';
import request from 'supertest';
import { eq } from 'drizzle-orm';
import { persons } from '../../db/schema';
import { bearerFor, browserAgent, createAttendee, useTestContext, TEST_PASSWORD } from '@pavilion/api-testing/harness';
import { mailTo, outboxTo, tokenFrom } from '@pavilion/api-testing/mail';
import { SIGN_IN_THROTTLE } from '../auth';
import { FORGOT_PASSWORD_LIMITS } from './limits';
import { RESEND_INTERVAL_MS, UNIFORM_ANSWER_MS } from './service';
import { TOKEN_TTL_MS } from './tokens';

const t = useTestContext();
// Each test starts in a new window of the forgot-password rate limit (these tests all ask from one address).
beforeEach(() => t.clock.advance(FORGOT_PASSWORD_LIMITS.perAddress.windowMs));

const NEW_PASSWORD = 'a-brand-new-secret';

const forgot = (email: string) => request(t.app).post('/api/forgot-password/').send({ email });
const reset = (body: object) => request(t.app).post('/api/reset-password/').send(body);
const login = (email: string, password: string) => request(t.app).post('/api/login/').send({ email, password });
const sessionOf = async (auth: Record<string, string>) =>
  (await request(t.app).get('/api/session').set(auth)).body.authenticated as boolean;

async function resetTokenFor(email: string): Promise<string> {
  await forgot(email).expect(200);
  const [mail] = await mailTo(t, email);
  expect(mail.template).toBe('password-reset');
  return tokenFrom(mail, '/reset-password?token=');
}

describe('POST /api/forgot-password/', () => {
  it('answers the same for a known and an unknown address, and mails a 1-hour link only to the account', async () => {
    const a = await createAttendee(t.db);
    const known = await forgot(a.email.toUpperCase());
    const unknown = await forgot('no.such.account@example.com');
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual({ status: 'Success' });
    expect(unknown.body).toEqual(known.body);
    expect(await outboxTo(t, 'no.such.account@example.com')).toHaveLength(0);
    const [mail] = await mailTo(t, a.email);
    expect(mail.subject).toBe('Reset your Pavilion password');
    expect(mail.text).toContain(`${t.config.publicUrl}/reset-password?token=`);
    expect(mail.text).toContain('expires in 1 hour');
  });

  it('takes the same time whether or not the account exists', async () => {
    const a = await createAttendee(t.db);
    const timed = async (email: string) => {
      const started = performance.now();
      await forgot(email).expect(200);
      return performance.now() - started;
    };
    const knownMs = await timed(a.email);
    const unknownMs = await timed('nobody.at.all@example.com');
    // Both wait for the same floor, which is far above the work either does.
    expect(knownMs).toBeGreaterThanOrEqual(UNIFORM_ANSWER_MS - 5);
    expect(unknownMs).toBeGreaterThanOrEqual(UNIFORM_ANSWER_MS - 5);
    expect(Math.abs(knownMs - unknownMs)).toBeLessThan(200);
    expect(await outboxTo(t, a.email)).toHaveLength(1);
  });

  it('mails one address at most once a minute', async () => {
    const a = await createAttendee(t.db);
    await forgot(a.email).expect(200);
    await forgot(a.email).expect(200);
    expect(await outboxTo(t, a.email)).toHaveLength(1);
    t.clock.advance(RESEND_INTERVAL_MS + 1);
    await forgot(a.email).expect(200);
    expect(await outboxTo(t, a.email)).toHaveLength(2);
  });

  it('checks the address', async () => {
    const res = await forgot('not an email');
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ email: 'Please enter a valid email address' });
  });
});

describe('POST /api/reset-password/', () => {
  it('refuses a short or mismatched password with the spec messages, and keeps the link usable', async () => {
    const a = await createAttendee(t.db);
    const token = await resetTokenFor(a.email);
    const short = await reset({ token, password: 'short', confirmPassword: 'short' });
    expect(short.status).toBe(400);
    expect(short.body.fields).toEqual({ password: 'Password must be at least 8 characters long' });
    const mismatch = await reset({ token, password: NEW_PASSWORD, confirmPassword: 'something-else' });
    expect(mismatch.body.fields).toEqual({ confirmPassword: 'Passwords do not match' });
    const noToken = await reset({ token: '', password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(noToken.body.fields).toEqual({ token: 'This link is invalid or has expired' });
    await reset({ token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }).expect(200);
  });

  it('sets the password, ends every session, works once, and tells the owner by email', async () => {
    const a = await createAttendee(t.db);
    const bearer = await bearerFor(t.app, a.email);
    const browser = await browserAgent(t.app, a.email);
    const token = await resetTokenFor(a.email);

    const res = await reset({ token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'Success' });

    expect(await sessionOf(bearer)).toBe(false);
    await browser.get('/api/users/').expect(401);
    await login(a.email, TEST_PASSWORD).expect(401);
    await login(a.email, NEW_PASSWORD).expect(200);

    const again = await reset({ token, password: 'yet-another-one', confirmPassword: 'yet-another-one' });
    expect(again.status).toBe(410);
    expect(again.body).toMatchObject({ code: 'GONE', reason: 'used', error: ACCOUNT_MESSAGES.resetUsed });
    await login(a.email, NEW_PASSWORD).expect(200);

    const [notice] = await mailTo(t, a.email);
    expect(notice.template).toBe('password-changed');
    expect(notice.subject).toBe('Your Pavilion password was changed');
    expect(notice.text + notice.html).not.toContain(NEW_PASSWORD);
  });

  it('expires a link after an hour and leaves the password as it was', async () => {
    const a = await createAttendee(t.db);
    const token = await resetTokenFor(a.email);
    t.clock.advance(TOKEN_TTL_MS['password-reset'] + 1000);
    const res = await reset({ token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(res.status).toBe(410);
    expect(res.body).toMatchObject({ code: 'GONE', reason: 'expired', error: ACCOUNT_MESSAGES.resetExpired });
    await login(a.email, TEST_PASSWORD).expect(200);
  });

  it('answers an unknown token with 404, and a newer reset link retires the older ones once used', async () => {
    const unknown = await reset({ token: 'made-up-token', password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe(ACCOUNT_MESSAGES.resetUnknown);

    const a = await createAttendee(t.db);
    const first = await resetTokenFor(a.email);
    t.clock.advance(RESEND_INTERVAL_MS + 1);
    const second = await resetTokenFor(a.email);
    expect(second).not.toBe(first);
    await reset({ token: second, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }).expect(200);
    const old = await reset({ token: first, password: 'sneaky-password', confirmPassword: 'sneaky-password' });
    expect(old.status).toBe(410);
    await login(a.email, NEW_PASSWORD).expect(200);
  });

  it('lifts the sign-in throttle, as the throttle message promises', async () => {
    const a = await createAttendee(t.db);
    for (let i = 0; i < SIGN_IN_THROTTLE.pairFailures; i++) await login(a.email, 'wrong-password').expect(401);
    await login(a.email, TEST_PASSWORD).expect(429);
    const token = await resetTokenFor(a.email);
    t.clock.advance(1000);
    await reset({ token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }).expect(200);
    t.clock.advance(1000);
    await login(a.email, NEW_PASSWORD).expect(200);
  });
});

describe('POST /api/change-password', () => {
  const change = (agent: ReturnType<typeof request.agent>, body: object) =>
    agent.post('/api/change-password').set('X-Requested-With', 'pavilion').send(body);

  it('needs a session', async () => {
    await request(t.app)
      .post('/api/change-password')
      .send({ currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })
      .expect(401);
  });

  it('gives the form messages for each field', async () => {
    const a = await createAttendee(t.db);
    const agent = await browserAgent(t.app, a.email);
    const empty = await change(agent, { currentPassword: '', newPassword: 'short', confirmPassword: 'other' });
    expect(empty.status).toBe(400);
    expect(empty.body.fields).toEqual({
      currentPassword: 'Current password is required',
      newPassword: 'Password must be at least 8 characters long',
      confirmPassword: 'Passwords do not match',
    });
  });

  it('refuses a wrong current password and changes nothing', async () => {
    const a = await createAttendee(t.db);
    const agent = await browserAgent(t.app, a.email);
    const other = await bearerFor(t.app, a.email);
    const res = await change(agent, {
      currentPassword: 'not-my-password',
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      messageKey: 'accounts.currentPasswordWrong',
      error: 'Current password is incorrect',
      code: 'VALIDATION',
      fields: { currentPassword: 'Current password is incorrect' },
    });
    expect(await sessionOf(other)).toBe(true);
    await login(a.email, TEST_PASSWORD).expect(200);
    expect(await outboxTo(t, a.email)).toHaveLength(0);
  });

  it('counts wrong current passwords as failed sign-ins, and stops answering after too many', async () => {
    const a = await createAttendee(t.db);
    const agent = await browserAgent(t.app, a.email);
    for (let i = 0; i < SIGN_IN_THROTTLE.pairFailures; i++) {
      await change(agent, {
        currentPassword: `guess-${i}-wrong`,
        newPassword: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      }).expect(400);
    }
    // Even the right password is refused now, and nothing changes.
    const refused = await change(agent, {
      currentPassword: TEST_PASSWORD,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(refused.status).toBe(429);
    expect(refused.body.error).toBe(
      AUTH_MESSAGES.tooManyAttempts({ wait: waitInWords(SIGN_IN_THROTTLE.pairFirstWaitMs) }),
    );
    expect(await outboxTo(t, a.email)).toHaveLength(0);
    // The same count guards sign-in; the window passing lifts it.
    await login(a.email, TEST_PASSWORD).expect(429);
    t.clock.advance(SIGN_IN_THROTTLE.pairFirstWaitMs + 60_000);
    await change(agent, {
      currentPassword: TEST_PASSWORD,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    }).expect(200);
  });

  it('sets the new password, keeps the caller signed in and ends every other session', async () => {
    const a = await createAttendee(t.db);
    const caller = await browserAgent(t.app, a.email);
    const phone = await bearerFor(t.app, a.email);
    const laptop = await browserAgent(t.app, a.email);
    const [before] = await t.db.select({ hash: persons.passwordHash }).from(persons).where(eq(persons.id, a.personId));

    const res = await change(caller, {
      currentPassword: TEST_PASSWORD,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'Success' });

    await caller.get('/api/users/').expect(200);
    expect(await sessionOf(phone)).toBe(false);
    await laptop.get('/api/users/').expect(401);
    await login(a.email, TEST_PASSWORD).expect(401);
    await login(a.email, NEW_PASSWORD).expect(200);
    const [after] = await t.db.select({ hash: persons.passwordHash }).from(persons).where(eq(persons.id, a.personId));
    expect(after.hash).not.toBe(before.hash);
    expect(after.hash).not.toContain(NEW_PASSWORD);
    const [notice] = await mailTo(t, a.email);
    expect(notice.template).toBe('password-changed');
  });
});

describe('logout', () => {
  it('ends the browser session on the server', async () => {
    const a = await createAttendee(t.db);
    const agent = await browserAgent(t.app, a.email);
    await agent.get('/api/users/').expect(200);
    await agent.post('/api/logout/').set('X-Requested-With', 'pavilion').expect(200);
    await agent.get('/api/users/').expect(401);
  });
});
