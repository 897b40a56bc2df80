import { ACCOUNT_MESSAGES, CUSTOMER_TERMS_VERSION, WELCOME_TEXT } from '@pavilion/domain';
import request from 'supertest';
import { asc, count, eq, sql } from 'drizzle-orm';
import {
  attendees,
  countries,
  legalAcceptances,
  loginAttempts,
  notifications,
  personSectors,
  personSettings,
  persons,
  sectors,
} from '../../db/schema';
import { createApp } from '../../app';
import { createLogger, redactUrl } from '../../platform/logger';
import { bearerFor, createAttendee, createPartnerUser, useTestContext } from '@pavilion/api-testing/harness';
import { mailTo, outboxTo, tokenFrom } from '@pavilion/api-testing/mail';
import { ENGLISH_REQUEST, expectGerman } from '@pavilion/api-testing/mail-language';
import { RESEND_INTERVAL_MS } from './service';
import { TOKEN_TTL_MS } from './tokens';

const t = useTestContext();
let countryId: number;
let sectorIds: number[];
beforeAll(async () => {
  [{ id: countryId }] = await t.db.select({ id: countries.id }).from(countries).orderBy(asc(countries.id)).limit(1);
  sectorIds = (await t.db.select({ id: sectors.id }).from(sectors).orderBy(asc(sectors.id)).limit(2)).map((s) => s.id);
});

let n = 0;
const newEmail = () => `new.person.${++n}@example.com`;

function fullBody(overrides: Record<string, unknown> = {}) {
  const year = t.clock.now.getUTCFullYear();
  return {
    email: newEmail(),
    firstName: 'Mary',
    surname: 'Jackson',
    password: 'correct horse',
    confirmPassword: 'correct horse',
    country: String(countryId),
    phoneNumber: '020 7946-0000',
    dateOfBirth: `${year - 30}-05-01`,
    company: 'Acme',
    jobTitle: 'Engineer',
    sectors: sectorIds.map(String),
    acceptTerms: true,
    ...overrides,
  };
}

function conciseBody(overrides: Record<string, unknown> = {}) {
  return {
    email: newEmail(),
    firstName: 'Kath',
    surname: 'Johnson',
    password: 'orbit-2024',
    confirmPassword: 'orbit-2024',
    country: countryId,
    acceptTerms: true,
    confirmAdult: true,
    ...overrides,
  };
}

const signUp = (body: object) => request(t.app).post('/api/user-sign-up').send(body);
const personCount = async () => (await t.db.select({ n: count() }).from(persons))[0].n;

async function personByEmail(email: string) {
  const [p] = await t.db
    .select()
    .from(persons)
    .where(sql`lower(${persons.email}) = lower(${email})`);
  return p;
}

describe('POST /api/user-sign-up', () => {
  it('creates the attendee (full variant), signs them in with the login answer, and mails a confirmation link', async () => {
    const body = fullBody();
    const res = await signUp(body).set(
      'User-Agent',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    );
    expect(res.status).toBe(201);
    const person = await personByEmail(body.email);
    const [attendee] = await t.db.select().from(attendees).where(eq(attendees.personId, person.id));
    expect(res.body).toMatchObject({
      status: 'Success',
      email: body.email,
      attendeeId: attendee.id,
      partnerId: null,
      isAdmin: false,
    });
    expect(res.body.session).toMatchObject({
      email: body.email,
      personId: person.id,
      emailVerified: false,
      firstName: 'Mary',
    });
    expect(typeof res.body.token).toBe('string');

    expect(person).toMatchObject({
      firstName: 'Mary',
      surname: 'Jackson',
      phoneNumber: '020 7946-0000',
      companyName: 'Acme',
      jobTitle: 'Engineer',
      countryId,
      emailVerifiedAt: null,
    });
    expect(person.passwordHash).toMatch(/^\$2[aby]\$/);
    expect(
      (await t.db.select().from(personSectors).where(eq(personSectors.personId, person.id)))
        .map((s) => s.sectorId)
        .sort(),
    ).toEqual([...sectorIds].sort());
    expect(await t.db.select().from(personSettings).where(eq(personSettings.personId, person.id))).toHaveLength(1);

    // Signed in: the token works right away (checkout continues), and the sign-in is in the activity.
    const auth = { Authorization: `Bearer ${res.body.token}` };
    expect((await request(t.app).get('/api/session').set(auth)).body).toMatchObject({
      authenticated: true,
      session: { personId: person.id },
    });
    expect((await request(t.app).get('/api/login-activity').set(auth)).body).toEqual([
      expect.objectContaining({ success: true, browser: 'Chrome 131 on Linux' }),
    ]);

    const [mail] = await mailTo(t, body.email);
    expect(mail.subject).toBe('Confirm your email address for Pavilion');
    expect(mail.template).toBe('email-confirmation');
    expect(mail.text).toContain(`${t.config.publicUrl}/email-confirmation/`);
    expect(mail.html).toContain(`href="${t.config.publicUrl}/email-confirmation/`);
    expect(tokenFrom(mail, '/email-confirmation/')).toMatch(/^[\w-]{43}$/);
  });

  it('accepts the concise variant, and gives browser clients a cookie instead of a token', async () => {
    const body = conciseBody();
    const res = await signUp(body).set('X-Requested-With', 'pavilion');
    expect(res.status).toBe(201);
    expect(res.body.token).toBeNull();
    expect(String(res.headers['set-cookie'])).toMatch(/pavilion_session=.*HttpOnly/i);
    expect(await personByEmail(body.email)).toMatchObject({ phoneNumber: null, dateOfBirth: null, companyName: null });
  });

  it.each([
    ['email', { email: 'not-an-email' }, 'Please enter a valid email address'],
    ['firstName', { firstName: ' ' }, 'First name is required'],
    ['surname', { surname: '' }, 'Surname is required'],
    ['password', { password: 'short', confirmPassword: 'short' }, 'Password must be at least 8 characters long'],
    ['confirmPassword', { confirmPassword: 'something else' }, 'Passwords do not match'],
    ['country', { country: '' }, 'Please select your country'],
    ['country', { country: 999_999 }, 'Please select your country'],
    ['phoneNumber', { phoneNumber: '12345' }, 'Please enter a valid phone number'],
    ['phoneNumber', { phoneNumber: '(020) 7946 0000' }, 'Please enter a valid phone number'],
    ['dateOfBirth', { dateOfBirth: '' }, 'Date of birth is required'],
    ['dateOfBirth', { dateOfBirth: '1990-02-30' }, 'Please enter a valid date'],
    ['sectors', { sectors: [999_999] }, 'Please select a valid option'],
  ])('refuses a bad %s with the spec message and creates nothing (%j)', async (field, overrides, message) => {
    const before = await personCount();
    const body = fullBody(overrides);
    const res = await signUp(body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION', fields: { [field]: message } });
    expect(await personCount()).toBe(before);
    expect(await outboxTo(t, body.email)).toHaveLength(0);
  });

  it('judges the minimum age of 18 by the year only, against the server clock', async () => {
    const year = t.clock.now.getUTCFullYear();
    const underage = await signUp(fullBody({ dateOfBirth: `${year - 17}-01-01` }));
    expect(underage.status).toBe(400);
    expect(underage.body.fields).toEqual({ dateOfBirth: 'You must be at least 18 years old' });
    // Born on the last day of the year 18 years ago: 18 by year difference, though the birthday is to come.
    await signUp(fullBody({ dateOfBirth: `${year - 18}-12-31` })).expect(201);
  });

  it('reports every problem of an empty form at once', async () => {
    const res = await signUp({ email: '', firstName: '', surname: '', password: '', confirmPassword: '', country: '' });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({
      email: 'Please enter a valid email address',
      firstName: 'First name is required',
      surname: 'Surname is required',
      password: 'Password must be at least 8 characters long',
      confirmPassword: 'Passwords do not match',
      country: 'Please select your country',
      acceptTerms: 'Please confirm that you have read and agree to the customer terms of service',
      confirmAdult: 'Please confirm that you are 18 or over',
    });
  });

  it('records the customer terms version in force as accepted at sign-up, from either form', async () => {
    for (const body of [fullBody(), conciseBody()]) {
      const res = await signUp(body).expect(201);
      expect(res.body.status).toBe('Success');
      const rows = await t.db
        .select()
        .from(legalAcceptances)
        .where(eq(legalAcceptances.personId, (await personByEmail(body.email)).id));
      expect(rows).toEqual([
        expect.objectContaining({ document: 'customer-terms', version: CUSTOMER_TERMS_VERSION, place: 'sign-up' }),
      ]);
      expect(rows[0].acceptedAt.toISOString()).toBe(t.clock.now.toISOString());
    }
  });

  it('refuses a sign-up whose terms box is not ticked, and a concise one without the age confirmation, creating nothing', async () => {
    const before = await personCount();
    const acceptances = async () => (await t.db.select({ n: count() }).from(legalAcceptances))[0].n;
    const acceptedBefore = await acceptances();
    const unticked = await signUp(fullBody({ acceptTerms: false })).expect(400);
    expect(unticked.body.fields).toEqual({
      acceptTerms: 'Please confirm that you have read and agree to the customer terms of service',
    });
    const noAge = await signUp(conciseBody({ confirmAdult: undefined })).expect(400);
    expect(noAge.body.fields).toEqual({ confirmAdult: 'Please confirm that you are 18 or over' });
    const notAdult = await signUp(conciseBody({ confirmAdult: false })).expect(400);
    expect(notAdult.body.fields).toEqual({ confirmAdult: 'Please confirm that you are 18 or over' });
    const german = await signUp(conciseBody({ confirmAdult: false, acceptTerms: false }))
      .set('Accept-Language', 'de')
      .expect(400);
    expect(Object.keys(german.body.fields).sort()).toEqual(['acceptTerms', 'confirmAdult']);
    expect(german.body.fields.confirmAdult).not.toBe('Please confirm that you are 18 or over');
    expect(await personCount()).toBe(before);
    expect(await acceptances()).toBe(acceptedBefore);
  });

  it('answers a taken email (in any letter case) with 409 and changes nothing', async () => {
    const existing = await createAttendee(t.db);
    const before = await personCount();
    const res = await signUp(fullBody({ email: existing.email.toUpperCase(), firstName: 'Impostor' }));
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      messageKey: 'accounts.emailTaken',
      error: 'An account with this email already exists',
      code: 'CONFLICT',
      fields: { email: 'An account with this email already exists' },
    });
    expect(await personCount()).toBe(before);
    expect(await personByEmail(existing.email)).toMatchObject({ firstName: 'Ada' });
    expect(await outboxTo(t, existing.email)).toHaveLength(0);
    expect(res.headers['set-cookie']).toBeUndefined();
  });
});

describe('email confirmation', () => {
  async function signedUp() {
    const body = conciseBody();
    const res = await signUp(body).expect(201);
    const [mail] = await mailTo(t, body.email);
    return {
      email: body.email,
      token: tokenFrom(mail, '/email-confirmation/'),
      auth: { Authorization: `Bearer ${res.body.token}` },
    };
  }

  it('verifies the email once, creates the welcome notification, and refuses the link a second time', async () => {
    const { email, token, auth } = await signedUp();
    const ok = await request(t.app).get(`/api/email-confirmation/${token}`);
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ status: 'Success', email });
    const person = await personByEmail(email);
    expect(person.emailVerifiedAt).toEqual(t.clock.now);
    expect((await request(t.app).get('/api/session').set(auth)).body.session.emailVerified).toBe(true);

    const again = await request(t.app).get(`/api/email-confirmation/${token}`);
    expect(again.status).toBe(410);
    expect(again.body).toEqual({
      messageKey: 'accounts.confirmationUsed',
      error: 'This confirmation link has already been used.',
      code: 'GONE',
      reason: 'used',
    });

    const welcome = await t.db.select().from(notifications).where(eq(notifications.personId, person.id));
    expect(welcome).toEqual([
      expect.objectContaining({ subject: WELCOME_TEXT.subject, link: '/events', readAt: null }),
    ]);
  });

  it('keeps the token out of the request logs', async () => {
    const { token } = await signedUp();
    const lines: string[] = [];
    const logger = createLogger('debug', { write: (line: string) => void lines.push(line) });
    const app = createApp({ config: t.config, db: t.db, logger, storage: t.storage, now: () => t.clock.now });
    await request(app).get(`/api/email-confirmation/${token}`).expect(200);
    await request(app).get(`/api/email-confirmation/${token}`).expect(410);
    expect(lines.join('\n')).toContain('/api/email-confirmation/[redacted]');
    expect(lines.join('\n')).not.toContain(token);
    expect(redactUrl('/api/reset-password?token=abc&x=1')).toBe('/api/reset-password?token=[redacted]&x=1');
    expect(redactUrl('/api/email-confirmation/resend')).toBe('/api/email-confirmation/resend');
  });

  it('answers an unknown token with 404', async () => {
    const res = await request(t.app).get('/api/email-confirmation/not-a-real-token');
    expect(res.status).toBe(404);
    expect(res.body.error).toBe(ACCOUNT_MESSAGES.confirmationUnknown);
  });

  it('expires a link after 48 hours; a resent link works', async () => {
    const { email, token } = await signedUp();
    t.clock.advance(TOKEN_TTL_MS['email-confirmation'] + 1000);
    const expired = await request(t.app).get(`/api/email-confirmation/${token}`);
    expect(expired.status).toBe(410);
    expect(expired.body).toEqual({
      messageKey: 'accounts.confirmationExpired',
      error: 'This confirmation link has expired.',
      code: 'GONE',
      reason: 'expired',
    });
    expect((await personByEmail(email)).emailVerifiedAt).toBeNull();

    await request(t.app).post('/api/email-confirmation/resend').send({ email }).expect(200, { status: 'Success' });
    const mails = await mailTo(t, email);
    expect(mails).toHaveLength(2);
    const fresh = tokenFrom(mails[0], '/email-confirmation/');
    expect(fresh).not.toBe(token);
    await request(t.app).get(`/api/email-confirmation/${fresh}`).expect(200);
    expect((await personByEmail(email)).emailVerifiedAt).not.toBeNull();
  });

  it('resends only to an existing, unverified account, at most once a minute, with the same answer every time', async () => {
    const { email } = await signedUp();
    const verified = await createAttendee(t.db);
    for (const address of [email, 'nobody.here@example.com', verified.email, email]) {
      const res = await request(t.app).post('/api/email-confirmation/resend').send({ email: address });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: 'Success' });
    }
    // Within a minute of the sign-up's email nothing more is sent; no other address gets anything.
    expect(await outboxTo(t, email)).toHaveLength(1);
    expect(await outboxTo(t, 'nobody.here@example.com')).toHaveLength(0);
    expect(await outboxTo(t, verified.email)).toHaveLength(0);
    t.clock.advance(RESEND_INTERVAL_MS + 1);
    await request(t.app).post('/api/email-confirmation/resend').send({ email }).expect(200);
    await request(t.app).post('/api/email-confirmation/resend').send({ email }).expect(200);
    expect(await outboxTo(t, email)).toHaveLength(2);
  });

  it('writes the link in the language of the German sign-up, and a link resent from an English page in German too', async () => {
    const body = conciseBody();
    await signUp(body).set('Accept-Language', 'de').expect(201);
    const [first] = await mailTo(t, body.email);
    expect(first.template).toBe('email-confirmation');
    expectGerman(first);
    t.clock.advance(RESEND_INTERVAL_MS + 1_000);
    await request(t.app)
      .post('/api/email-confirmation/resend')
      .set(ENGLISH_REQUEST)
      .send({ email: body.email })
      .expect(200, { status: 'Success' });
    const mails = await mailTo(t, body.email);
    expect(mails.map((m) => m.template)).toEqual(['email-confirmation', 'email-confirmation']);
    expectGerman(mails[0]);
  });

  it('checks the resend address like every email field', async () => {
    const res = await request(t.app).post('/api/email-confirmation/resend').send({ email: 'nope' });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ email: 'Please enter a valid email address' });
  });
});

describe('notifications', () => {
  it('lists the welcome notification newest first with the unread count, and marks it read', async () => {
    const body = conciseBody();
    const res = await signUp(body).expect(201);
    const auth = { Authorization: `Bearer ${res.body.token}` };
    const [mail] = await mailTo(t, body.email);
    await request(t.app)
      .get(`/api/email-confirmation/${tokenFrom(mail, '/email-confirmation/')}`)
      .expect(200);
    const person = await personByEmail(body.email);
    t.clock.advance(1000);
    await t.db.insert(notifications).values({
      personId: person.id,
      subject: 'Your tickets',
      text: 'Two tickets',
      link: '/user/registrations-and-events',
      createdAt: new Date(Date.now() + 60_000),
    });

    const list = await request(t.app).get('/api/notifications').set(auth);
    expect(list.status).toBe(200);
    expect(list.body.unreadCount).toBe(2);
    expect(list.body.items.map((x: { subject: string }) => x.subject)).toEqual(['Your tickets', 'Welcome to Pavilion']);
    expect(list.body.items[1]).toEqual({
      id: expect.any(Number),
      subject: 'Welcome to Pavilion',
      text: WELCOME_TEXT.text,
      timestamp: expect.stringMatching(/Z$/),
      read: false,
      link: '/events',
    });

    const welcomeId = list.body.items[1].id;
    expect((await request(t.app).post(`/api/notifications/${welcomeId}/read`).set(auth)).body).toEqual({
      status: 'Success',
      unreadCount: 1,
    });
    const after = await request(t.app).get('/api/notifications').set(auth);
    expect(after.body.items[1].read).toBe(true);
    expect((await request(t.app).post('/api/notifications/read-all').set(auth)).body).toEqual({
      status: 'Success',
      unreadCount: 0,
    });
    expect((await request(t.app).get('/api/notifications').set(auth)).body.unreadCount).toBe(0);
  });

  it("answers 404 for another attendee's notification and leaves it unread", async () => {
    const owner = await createAttendee(t.db);
    const [note] = await t.db
      .insert(notifications)
      .values({ personId: owner.personId, subject: 'Private', text: 'x' })
      .returning();
    const other = await createAttendee(t.db);
    const res = await request(t.app)
      .post(`/api/notifications/${note.id}/read`)
      .set(await bearerFor(t.app, other.email));
    expect(res.status).toBe(404);
    const [still] = await t.db.select().from(notifications).where(eq(notifications.id, note.id));
    expect(still.readAt).toBeNull();
    expect(
      (
        await request(t.app)
          .get('/api/notifications')
          .set(await bearerFor(t.app, other.email))
      ).body,
    ).toEqual({ items: [], total: 0, page: 1, pageSize: 20, unreadCount: 0 });
  });

  it('is for attendees only', async () => {
    await request(t.app).get('/api/notifications').expect(401);
    const partner = await createPartnerUser(t.db);
    await request(t.app)
      .get('/api/notifications')
      .set(await bearerFor(t.app, partner.email))
      .expect(403);
  });
});

describe('login activity', () => {
  it('lists the last 20 sign-ins of the account, failed ones too, newest first', async () => {
    const a = await createAttendee(t.db);
    await request(t.app)
      .post('/api/login/')
      .set('User-Agent', 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7; rv:133.0) Gecko/20100101 Firefox/133.0')
      .send({ email: a.email, password: 'wrong-password' })
      .expect(401);
    t.clock.advance(1000);
    await t.db.insert(loginAttempts).values(
      Array.from({ length: 25 }, (_, i) => ({
        email: a.email,
        personId: a.personId,
        success: true,
        ipAddress: '10.0.0.1',
        createdAt: new Date(t.clock.now.getTime() - (i + 1) * 3600_000 * 24),
      })),
    );
    const auth = await bearerFor(t.app, a.email);
    const res = await request(t.app).get('/api/login-activity').set(auth);
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(20);
    expect(res.body[0]).toEqual({
      id: expect.any(Number),
      createdAt: expect.any(String),
      ipAddress: expect.any(String),
      browser: expect.any(String),
      success: true,
    });
    expect(res.body[1]).toMatchObject({ success: false, browser: 'Firefox 133 on macOS' });
    const times = res.body.map((r: { createdAt: string }) => Date.parse(r.createdAt));
    expect([...times].sort((x, y) => y - x)).toEqual(times);
    // Only this account's.
    const other = await createAttendee(t.db);
    expect(
      (
        await request(t.app)
          .get('/api/login-activity')
          .set(await bearerFor(t.app, other.email))
      ).body,
    ).toHaveLength(1);
    await request(t.app).get('/api/login-activity').expect(401);
  });
});

describe('when the database refuses a sign-up', () => {
  it('answers 500 with a request id and logs what failed, never the hash, the email or any parameter', async () => {
    // A trigger that refuses these sign-ups and, as a constraint's detail would, quotes the values.
    await t.db.execute(sql`
      create or replace function refuse_test_sign_up() returns trigger language plpgsql as $$
      begin
        if new.email like 'refused.%' then
          raise exception 'refused % %', new.email, new.password_hash;
        end if;
        return new;
      end $$`);
    await t.db.execute(
      sql`create trigger refuse_test_sign_up before insert on persons for each row execute function refuse_test_sign_up()`,
    );
    try {
      const lines: string[] = [];
      const logger = createLogger('debug', { write: (line: string) => void lines.push(line) });
      const app = createApp({ config: t.config, db: t.db, logger, storage: t.storage, now: () => t.clock.now });
      const body = fullBody({
        email: 'refused.person@example.com',
        password: 'secret-passphrase-77',
        confirmPassword: 'secret-passphrase-77',
        phoneNumber: '020 7946-0999',
      });
      const res = await request(app).post('/api/user-sign-up').send(body);
      expect(res.status).toBe(500);
      expect(res.body).toEqual({
        error: 'Something went wrong on our side. Please try again.',
        code: 'INTERNAL',
        messageKey: 'api.platform.internal',
        requestId: res.headers['x-request-id'],
      });
      expect(await personByEmail(body.email)).toBeUndefined();

      const log = lines.join('\n');
      const failed = lines.map((l) => JSON.parse(l)).find((l) => l.msg === 'request failed');
      expect(failed).toMatchObject({
        level: 50,
        requestId: res.headers['x-request-id'],
        method: 'POST',
        url: '/api/user-sign-up',
        err: { code: 'P0001', statement: 'insert persons' },
      });
      for (const secret of [
        '$2b$',
        body.email,
        '@example.com',
        'secret-passphrase-77',
        'Jackson',
        '020 7946-0999',
        'Acme',
        'params',
        'refused',
      ])
        expect([secret, log.includes(secret)]).toEqual([secret, false]);
    } finally {
      await t.db.execute(sql`drop trigger refuse_test_sign_up on persons`);
    }
  });
});
