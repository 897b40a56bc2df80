import { AUTH_MESSAGES, waitInWords } from '@pavilion/domain';
import bcrypt from 'bcrypt';
import request from 'supertest';
import {
  bearerFor,
  createAdmin,
  createAttendee,
  createPartnerUser,
  useTestContext,
  TEST_PASSWORD,
} from '@pavilion/api-testing/harness';
import { BCRYPT_ROUNDS, DUMMY_HASH } from './service';
import { SIGN_IN_THROTTLE } from './throttle';

const t = useTestContext();

describe('POST /api/login/', () => {
  it('answers the spec shape for an attendee, with a Bearer token for API clients', async () => {
    const a = await createAttendee(t.db);
    const res = await request(t.app)
      .post('/api/login/')
      .send({ email: a.email.toUpperCase(), password: TEST_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'Success',
      email: a.email,
      attendeeId: a.attendeeId,
      partnerId: null,
      isAdmin: false,
    });
    expect(typeof res.body.token).toBe('string');
  });

  it('gives the browser apps an httpOnly cookie and no token in the body', async () => {
    const a = await createAttendee(t.db);
    const res = await request(t.app)
      .post('/api/login/')
      .set('X-Requested-With', 'pavilion')
      .send({ email: a.email, password: TEST_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body.token).toBeNull();
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/pavilion_session=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  it('flags partners and admins', async () => {
    const p = await createPartnerUser(t.db);
    const admin = await createAdmin(t.db);
    const pr = await request(t.app).post('/api/login/').send({ email: p.email, password: TEST_PASSWORD });
    expect(pr.body).toMatchObject({ status: 'Success', partnerId: p.partnerId, attendeeId: null, isAdmin: false });
    const ar = await request(t.app).post('/api/login/').send({ email: admin.email, password: TEST_PASSWORD });
    expect(ar.body).toMatchObject({ status: 'Success', isAdmin: true });
  });

  it('answers wrong credentials with the spec message, the same for an unknown account', async () => {
    const a = await createAttendee(t.db);
    const wrong = await request(t.app).post('/api/login/').send({ email: a.email, password: 'Nope12345!' });
    const unknown = await request(t.app)
      .post('/api/login/')
      .send({ email: 'nobody@example.com', password: 'Nope12345!' });
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ status: 'Failure', error: 'Wrong credentials! Please retry.' });
    }
  });

  it("checks an unknown account's password against a real hash at the accounts' cost, so both take as long", async () => {
    expect(bcrypt.getRounds(DUMMY_HASH)).toBe(BCRYPT_ROUNDS);
    expect(await bcrypt.compare('not-a-real-password', DUMMY_HASH)).toBe(true);
  });

  it('throttles repeated failures per account with 429', async () => {
    const a = await createAttendee(t.db);
    for (let i = 0; i < SIGN_IN_THROTTLE.pairFailures; i++) {
      await request(t.app).post('/api/login/').send({ email: a.email, password: 'Wrong-password1' }).expect(401);
    }
    const res = await request(t.app).post('/api/login/').send({ email: a.email, password: TEST_PASSWORD });
    expect(res.status).toBe(429);
    expect(res.body.error).toBe(AUTH_MESSAGES.tooManyAttempts({ wait: waitInWords(15 * 60_000) }));
    expect(res.body.error).toBe(
      'Too many failed sign-in attempts. Please wait 15 minutes and try again, or reset your password.',
    );
    // The window passes and the account can sign in again.
    t.clock.advance(16 * 60_000);
    await request(t.app).post('/api/login/').send({ email: a.email, password: TEST_PASSWORD }).expect(200);
  });
});

describe('sessions', () => {
  it('reports who is signed in, and logout ends the session on the server', async () => {
    const a = await createAttendee(t.db);
    const auth = await bearerFor(t.app, a.email);
    const me = await request(t.app).get('/api/session').set(auth);
    expect(me.body).toMatchObject({ authenticated: true, session: { email: a.email, attendeeId: a.attendeeId } });
    await request(t.app).post('/api/logout/').set(auth).expect(200);
    // The copied token no longer works.
    const after = await request(t.app).get('/api/session').set(auth);
    expect(after.body).toEqual({ authenticated: false, session: null });
    await request(t.app).get('/api/session/me').set(auth).expect(401);
  });

  it('ignores a forged token', async () => {
    const res = await request(t.app).get('/api/session/me').set({ Authorization: 'Bearer abc.def.ghi' });
    expect(res.status).toBe(401);
    expect(res.body.error).toBe('Missing authentication credentials');
  });
});
