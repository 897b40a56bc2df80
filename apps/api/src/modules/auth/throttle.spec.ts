// Sign-in throttling must slow guessing without letting anyone lock an account (OWASP ASVS 2.2.1).
// The API trusts one proxy here, so each request names its client address in X-Forwarded-For.
import { AUTH_MESSAGES, waitInWords } from '@pavilion/domain';
import request from 'supertest';
import { loginAttempts } from '../../db/schema';
import { browserAgent, createAttendee, useTestContext, TEST_PASSWORD } from '@pavilion/api-testing/harness';
import { SIGN_IN_THROTTLE as T } from './throttle';

const t = useTestContext({ TRUST_PROXY: 'true' });
// Every test starts well clear of the windows of the one before.
beforeEach(() => t.clock.advance(2 * T.pairMaxWaitMs));

const MINUTE = 60_000;
let lastOctet = 0;
/** A fresh client address. */
const address = () => `198.51.${Math.floor(++lastOctet / 250)}.${(lastOctet % 250) + 1}`;

const login = (from: string, email: string, password: string) =>
  request(t.app).post('/api/login/').set('X-Forwarded-For', from).send({ email, password });

async function failTimes(n: number, from: string, email: string) {
  for (let i = 0; i < n; i++) await login(from, email, `wrong-guess-${i}`).expect(401);
}

/** An owner who has signed in from `home` before. */
async function ownerAt(home: string) {
  const owner = await createAttendee(t.db);
  await login(home, owner.email, TEST_PASSWORD).expect(200);
  return owner;
}

describe('sign-in throttling', () => {
  it('holds back the address that guesses, while the owner signs in from their own address', async () => {
    const home = address();
    const attacker = address();
    const owner = await ownerAt(home);
    await failTimes(T.pairFailures, attacker, owner.email);

    const refused = await login(attacker, owner.email, TEST_PASSWORD);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      error: 'Too many failed sign-in attempts. Please wait 15 minutes and try again, or reset your password.',
      retryAfterSeconds: 900,
    });
    expect(refused.headers['retry-after']).toBe('900');
    // The owner is not locked out by someone else's guesses.
    await login(home, owner.email, TEST_PASSWORD).expect(200);
    // Nor from a new address of theirs (a hotel, a phone), as long as the account is not under attack from everywhere.
    await login(address(), owner.email, TEST_PASSWORD).expect(200);
  });

  it('makes the guessing address wait longer each time (15 minutes, then doubled with every 5 more failures)', async () => {
    const owner = await createAttendee(t.db);
    const attacker = address();
    await failTimes(T.pairFailures, attacker, owner.email);
    t.clock.advance(T.pairFirstWaitMs + MINUTE);
    // Past the wait, one more failure is allowed and waits again.
    await login(attacker, owner.email, 'wrong-again').expect(401);
    expect((await login(attacker, owner.email, TEST_PASSWORD)).status).toBe(429);
    for (let i = 0; i < T.pairFailures - 1; i++) {
      t.clock.advance(T.pairFirstWaitMs + MINUTE);
      await login(attacker, owner.email, `wrong-${i}`).expect(401);
    }
    // 10 failures: 30 minutes.
    const longer = await login(attacker, owner.email, TEST_PASSWORD);
    expect(longer.status).toBe(429);
    expect(longer.body.error).toBe(AUTH_MESSAGES.tooManyAttempts({ wait: waitInWords(30 * MINUTE) }));
    t.clock.advance(16 * MINUTE);
    await login(attacker, owner.email, TEST_PASSWORD).expect(429);
    t.clock.advance(15 * MINUTE);
    // The right password after the wait signs in, and a success starts the count again.
    await login(attacker, owner.email, TEST_PASSWORD).expect(200);
    await login(attacker, owner.email, 'one-slip').expect(401);
    await login(attacker, owner.email, TEST_PASSWORD).expect(200);
  });

  it('holds back an address that tries many accounts', async () => {
    const sprayer = address();
    for (let i = 0; i < T.addressFailures; i++) {
      await login(sprayer, `nobody.${i}@example.com`, 'Password123!').expect(401);
    }
    const victim = await createAttendee(t.db);
    expect((await login(sprayer, victim.email, TEST_PASSWORD)).status).toBe(429);
    await login(address(), victim.email, TEST_PASSWORD).expect(200);
    t.clock.advance(T.addressWindowMs + MINUTE);
    await login(sprayer, victim.email, TEST_PASSWORD).expect(200);
  });

  it('past 100 failures an hour on one account, lets only addresses the account knows try', async () => {
    const home = address();
    const owner = await ownerAt(home);
    // 100 failures from 100 addresses in the last hour: each address stays under its own limits.
    await t.db.insert(loginAttempts).values(
      Array.from({ length: T.accountFailures }, (_, i) => ({
        email: owner.email,
        personId: owner.personId,
        ipAddress: `203.0.113.${i + 1}`,
        success: false,
        createdAt: new Date(t.clock.now.getTime() - (i + 1) * 30_000),
      })),
    );
    const stranger = await login(address(), owner.email, TEST_PASSWORD);
    expect(stranger.status).toBe(429);
    expect(stranger.body.error).toMatch(/^Too many failed sign-in attempts on this account\. /);
    // The owner, from where they signed in before, gets in with the right password.
    await login(home, owner.email, TEST_PASSWORD).expect(200);
    // An hour on, the ceiling no longer holds.
    t.clock.advance(T.accountWindowMs);
    await login(address(), owner.email, TEST_PASSWORD).expect(200);
  });

  it('says the same for an account that does not exist, so the answers tell nothing', async () => {
    const from = address();
    await failTimes(T.pairFailures, from, 'no.such.person@example.com');
    const res = await login(from, 'no.such.person@example.com', TEST_PASSWORD);
    expect(res.status).toBe(429);
    expect(res.body.error).toBe(AUTH_MESSAGES.tooManyAttempts({ wait: waitInWords(T.pairFirstWaitMs) }));
  });
});

describe('change-password under the same throttle', () => {
  const change = (agent: ReturnType<typeof request.agent>, from: string, currentPassword: string) =>
    agent
      .post('/api/change-password')
      .set('X-Requested-With', 'pavilion')
      .set('X-Forwarded-For', from)
      .send({ currentPassword, newPassword: 'a-new-secret-1', confirmPassword: 'a-new-secret-1' });

  it('holds back the address of a session that guesses the current password, not the owner elsewhere', async () => {
    const home = address();
    const owner = await ownerAt(home);
    const elsewhere = address();
    // A session left open somewhere else is used to guess.
    const stolen = await browserAgent(t.app, owner.email);
    for (let i = 0; i < T.pairFailures; i++) await change(stolen, elsewhere, `guess-${i}`).expect(400);
    const refused = await change(stolen, elsewhere, TEST_PASSWORD);
    expect(refused.status).toBe(429);
    expect(refused.body.error).toBe(AUTH_MESSAGES.tooManyAttempts({ wait: waitInWords(T.pairFirstWaitMs) }));
    // The owner at home still signs in and changes the password.
    await login(home, owner.email, TEST_PASSWORD).expect(200);
    const mine = await browserAgent(t.app, owner.email);
    await change(mine, home, TEST_PASSWORD).expect(200);
  });
});
