// What the account, session, reference and newsletter routes do with input a user or a client can
// send wrong: a body that is not JSON or is missing, values of the wrong type, passwords bcrypt
// would cut, a job title chosen from its list.
import request from 'supertest';
import { and, asc, eq, sql } from 'drizzle-orm';
import { MESSAGES, SETTINGS_DEFAULTS, flattenSettings, type TSettings } from '@pavilion/domain';
import { countries, optionItems, personJobTitles, personSettings, persons } from '../../db/schema';
import { bearerFor, createAttendee, useTestContext, TEST_PASSWORD } from '@pavilion/api-testing/harness';
import { mailTo, tokenFrom } from '@pavilion/api-testing/mail';

const t = useTestContext();
let countryId: number;
let jobTitle: { id: number; name: string };
beforeAll(async () => {
  [{ id: countryId }] = await t.db.select({ id: countries.id }).from(countries).orderBy(asc(countries.id)).limit(1);
  [jobTitle] = await t.db
    .select({ id: optionItems.id, name: optionItems.name })
    .from(optionItems)
    .where(eq(optionItems.list, 'jobTitles'))
    .orderBy(asc(optionItems.position))
    .limit(1);
});
// The sign-up and forgot-password limits count per address; every test here asks from one.
beforeEach(() => t.clock.advance(3600_000));

let n = 0;
const newEmail = () => `input.${++n}@example.com`;
/** 40 'é': 40 characters, 80 bytes of UTF-8. bcrypt would read only the first 36. */
const EIGHTY_BYTES = 'é'.repeat(40);

const signUpBody = (overrides: Record<string, unknown> = {}) => ({
  email: newEmail(),
  firstName: 'Katherine',
  surname: 'Johnson',
  password: 'orbit-2024',
  confirmPassword: 'orbit-2024',
  country: countryId,
  acceptTerms: true,
  confirmAdult: true,
  ...overrides,
});

async function signedIn() {
  const a = await createAttendee(t.db);
  return { ...a, auth: await bearerFor(t.app, a.email) };
}

describe('passwords bcrypt would cut (over 72 bytes)', () => {
  const tooLong = MESSAGES.passwordTooLong;

  it('are refused on sign-up, and no account is made', async () => {
    const body = signUpBody({ password: EIGHTY_BYTES, confirmPassword: EIGHTY_BYTES });
    const res = await request(t.app).post('/api/user-sign-up').send(body).expect(400);
    expect(res.body.fields).toEqual({ password: tooLong });
    expect(
      await t.db
        .select()
        .from(persons)
        .where(sql`lower(${persons.email}) = ${body.email}`),
    ).toEqual([]);
    // 36 'é' are 72 bytes: bcrypt reads all of them.
    const fits = 'é'.repeat(36);
    await request(t.app)
      .post('/api/user-sign-up')
      .send(signUpBody({ password: fits, confirmPassword: fits }))
      .expect(201);
  });

  it('are refused when changing the password', async () => {
    const a = await signedIn();
    const res = await request(t.app)
      .post('/api/change-password')
      .set(a.auth)
      .send({ currentPassword: TEST_PASSWORD, newPassword: EIGHTY_BYTES, confirmPassword: EIGHTY_BYTES })
      .expect(400);
    expect(res.body.fields).toEqual({ newPassword: tooLong });
    await request(t.app).post('/api/login/').send({ email: a.email, password: TEST_PASSWORD }).expect(200);
  });

  it('are refused on reset, and the link stays usable', async () => {
    const a = await createAttendee(t.db);
    await request(t.app).post('/api/forgot-password/').send({ email: a.email }).expect(200);
    const [mail] = await mailTo(t, a.email);
    const token = tokenFrom(mail, '/reset-password?token=');
    const res = await request(t.app)
      .post('/api/reset-password/')
      .send({ token, password: EIGHTY_BYTES, confirmPassword: EIGHTY_BYTES })
      .expect(400);
    expect(res.body.fields).toEqual({ password: tooLong });
    await request(t.app)
      .post('/api/reset-password/')
      .send({ token, password: 'a-fine-new-one', confirmPassword: 'a-fine-new-one' })
      .expect(200);
  });
});

describe('PUT /api/settings with a body that is not the settings', () => {
  it('refuses an empty body, text, a form, XML and multipart, and changes nothing', async () => {
    const a = await signedIn();
    const mine = { ...flattenSettings(SETTINGS_DEFAULTS as TSettings), marketingEmails: true, language: 'de' };
    await request(t.app).put('/api/settings').set(a.auth).send(mine).expect(200);
    const stored = async () =>
      (await t.db.select().from(personSettings).where(eq(personSettings.personId, a.personId)))[0];
    const before = await stored();

    const empty = await request(t.app).put('/api/settings').set(a.auth);
    expect([empty.status, empty.body.error]).toEqual([400, MESSAGES.bodyMissing]);
    const emptyJson = await request(t.app).put('/api/settings').set(a.auth).set('Content-Type', 'application/json');
    expect(emptyJson.status).toBe(400);
    for (const [type, payload] of [
      ['text/plain', 'marketingEmails=false'],
      ['application/x-www-form-urlencoded', 'marketingEmails=false&language=en'],
      ['application/xml', '<settings><marketingEmails>false</marketingEmails></settings>'],
      ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="language"\r\n\r\nen\r\n--x--'],
    ]) {
      const res = await request(t.app).put('/api/settings').set(a.auth).set('Content-Type', type).send(payload);
      expect([type, res.status, res.body.error]).toEqual([type, 415, MESSAGES.jsonBodyRequired]);
    }
    for (const json of ['[]', '"marketingEmails"', 'null']) {
      const res = await request(t.app)
        .put('/api/settings')
        .set(a.auth)
        .set('Content-Type', 'application/json')
        .send(json);
      expect([json, res.status]).toEqual([json, 400]);
    }
    expect(await stored()).toEqual(before);
    expect((await request(t.app).get('/api/settings').set(a.auth)).body).toMatchObject({
      marketingEmails: true,
      language: 'de',
    });
  });
});

describe('every body-taking route', () => {
  it('refuses a body that is not JSON with 415 and a missing body with 400, before anything happens', async () => {
    const a = await signedIn();
    const routes: Array<[string, string, Record<string, string>]> = [
      ['post', '/api/login/', {}],
      ['post', '/api/user-sign-up', {}],
      ['post', '/api/email-confirmation/resend', {}],
      ['post', '/api/forgot-password/', {}],
      ['post', '/api/reset-password/', {}],
      ['post', '/api/change-password', a.auth],
      ['patch', '/api/persons/', a.auth],
      ['put', '/api/settings', a.auth],
      ['post', '/api/autocomplete/places-query', {}],
      ['post', '/api/email-subscribe/', {}],
    ];
    for (const [method, path, auth] of routes) {
      const call = () =>
        (request(t.app) as unknown as Record<string, (p: string) => request.Test>)[method](path).set(auth);
      const text = await call().set('Content-Type', 'text/plain').send(`email=${a.email}`);
      expect([path, text.status, text.body.code]).toEqual([path, 415, 'UNSUPPORTED_MEDIA_TYPE']);
      const form = await call().type('form').send({ email: a.email, password: TEST_PASSWORD });
      expect([path, form.status]).toEqual([path, 415]);
      const missing = await call();
      expect([path, missing.status, missing.body.error]).toEqual([path, 400, MESSAGES.bodyMissing]);
    }
    // Nothing was done: no sign-in was recorded, the profile is as it was.
    const [person] = await t.db.select().from(persons).where(eq(persons.id, a.personId));
    expect(person.firstName).toBe('Ada');
  });
});

/** zod's own wording, which says nothing a person can act on. */
const GENERIC =
  /^(Invalid input|Invalid option|Invalid element|Invalid key|Invalid value|Invalid string|Invalid email|Invalid UUID|Invalid date|Expected |Too small|Too big|Unrecognized key|Required$)/;

describe('wrong types', () => {
  const WRONG: unknown[] = [123, -1, 1.5, true, false, null, {}, [], 'x', ['x'], [{}]];

  /** Every message the route answers when each field in turn holds each wrong value. */
  async function messagesFor(
    send: (body: object) => request.Test,
    valid: Record<string, unknown>,
    extraKeys: string[] = [],
  ) {
    const messages: Array<[string, string]> = [];
    for (const key of [...Object.keys(valid), ...extraKeys]) {
      for (const value of WRONG) {
        const res = await send({ ...valid, [key]: value });
        if (res.status !== 400) continue;
        expect(res.body.code).toBe('VALIDATION');
        for (const [field, message] of Object.entries(res.body.fields as Record<string, string>))
          messages.push([`${key}=${JSON.stringify(value)} -> ${field}`, message]);
      }
    }
    for (const whole of [[], [1], [{}]]) {
      const res = await send(whole as unknown as object);
      expect(res.status).toBe(400);
      for (const [field, message] of Object.entries((res.body.fields ?? {}) as Record<string, string>))
        messages.push([`body=${JSON.stringify(whole)} -> ${field}`, message]);
      messages.push([`body=${JSON.stringify(whole)}`, res.body.error]);
    }
    return messages;
  }

  const generic = (messages: Array<[string, string]>) => messages.filter(([, message]) => GENERIC.test(message));

  it('get a message that names what is expected from every body of these routes, never zod’s own', async () => {
    const a = await signedIn();
    const auth = a.auth;
    const post =
      (path: string, headers: Record<string, string> = {}) =>
      (body: object) =>
        request(t.app).post(path).set(headers).send(body);
    const settingsFlat = flattenSettings(SETTINGS_DEFAULTS as TSettings);
    const cases: Array<[string, (body: object) => request.Test, Record<string, unknown>, string[]?]> = [
      ['login', post('/api/login/'), { email: 'nobody.x@example.com', password: 'x' }],
      [
        'sign-up',
        post('/api/user-sign-up'),
        {
          ...signUpBody({ email: 'exists@example.com' }),
          phoneNumber: '020 7946-0000',
          dateOfBirth: '1980-01-01',
          company: 'Acme',
          jobTitle: 'CTO',
          sectors: [],
        },
      ],
      ['resend', post('/api/email-confirmation/resend'), { email: 'nobody.y@example.com' }],
      ['forgot', post('/api/forgot-password/'), { email: 'nobody.z@example.com' }],
      [
        'reset',
        post('/api/reset-password/'),
        { token: 'not-a-token', password: 'longenough', confirmPassword: 'longenough' },
      ],
      [
        'change',
        post('/api/change-password', auth),
        { currentPassword: 'wrong-one', newPassword: 'longenough', confirmPassword: 'longenough' },
      ],
      [
        'profile',
        (body) => request(t.app).patch('/api/persons/').set(auth).send(body),
        {
          firstName: 'Ada',
          surname: 'Lovelace',
          email: a.email,
          phoneNumber: '1',
          dateOfBirth: '1990-01-01',
          address: 'a',
          city: 'b',
          country: countryId,
          zipCode: 'z',
          companyName: 'c',
          jobTitle: 'j',
          jobTitles: [],
          sectors: [],
        },
      ],
      ['settings (flat)', (body) => request(t.app).put('/api/settings').set(auth).send(body), settingsFlat],
      [
        'settings (grouped)',
        (body) => request(t.app).put('/api/settings').set(auth).send(body),
        { ...SETTINGS_DEFAULTS },
        Object.keys(settingsFlat).map((k) => k),
      ],
      ['places', post('/api/autocomplete/places-query'), { query: 'lon', kind: 'any' }],
      ['newsletter', post('/api/email-subscribe/'), { email: 'reader@example.com' }],
    ];
    const found: Array<[string, string]> = [];
    for (const [name, send, valid, extra] of cases) {
      const messages = await messagesFor(send, valid, extra);
      expect([name, messages.length > 0]).toEqual([name, true]);
      found.push(...generic(messages).map(([where, message]): [string, string] => [`${name}: ${where}`, message]));
    }
    // Grouped settings with a wrong value inside a group.
    for (const group of ['notifications', 'portfolio', 'contact'] as const) {
      for (const key of Object.keys(SETTINGS_DEFAULTS[group])) {
        for (const value of WRONG) {
          const res = await request(t.app)
            .put('/api/settings')
            .set(auth)
            .send({ [group]: { [key]: value } });
          if (res.status === 400)
            for (const message of Object.values(res.body.fields as Record<string, string>))
              if (GENERIC.test(message)) found.push([`settings: ${group}.${key}=${JSON.stringify(value)}`, message]);
        }
      }
    }
    expect(found).toEqual([]);
  });

  it('in params and query strings too', async () => {
    const admin = await signedIn();
    const found: string[] = [];
    for (const path of [
      '/api/options/sectors?detailed=maybe',
      '/api/options/location/abc',
      '/api/options/place/-1',
      '/api/options/countries/%20',
      `/api/options/job-titles/${'x'.repeat(101)}`,
      '/api/autocomplete/places-query?kind=planet',
      '/api/autocomplete/places-query?query[a]=1',
      '/api/autocomplete/google-places-query?query=a&query=b',
      '/api/email-confirmation/%20',
      '/api/files/not-a-uuid',
      '/api/dev/mailbox?limit=abc&to=nope',
      '/api/dev/mailbox/abc',
      '/api/dev/mailbox/1/attachments/x',
    ]) {
      const res = await request(t.app).get(path).set(admin.auth);
      expect([path, res.status]).toEqual([path, 400]);
      for (const message of [res.body.error, ...Object.values((res.body.fields ?? {}) as Record<string, string>)])
        if (GENERIC.test(message)) found.push(`${path}: ${message}`);
    }
    expect(found).toEqual([]);
  });
});

describe('sign-up with a job title', () => {
  it('takes an option of the job titles list by its id, as the profile does', async () => {
    const body = signUpBody({ jobTitle: jobTitle.id, phoneNumber: '020 7946-0000', dateOfBirth: '1980-02-03' });
    const res = await request(t.app).post('/api/user-sign-up').send(body);
    expect(res.status).toBe(201);
    const [person] = await t.db
      .select()
      .from(persons)
      .where(sql`lower(${persons.email}) = ${body.email}`);
    expect(person.jobTitle).toBe(jobTitle.name);
    expect(await t.db.select().from(personJobTitles).where(eq(personJobTitles.personId, person.id))).toEqual([
      { personId: person.id, jobTitleId: jobTitle.id },
    ]);
    const profile = await request(t.app)
      .get('/api/users/')
      .set({ Authorization: `Bearer ${res.body.token}` })
      .expect(200);
    expect(profile.body).toMatchObject({ jobTitle: jobTitle.name, jobTitles: [jobTitle.id] });
  });

  it('takes free text, and refuses an id that is not a job title', async () => {
    const free = signUpBody({ jobTitle: '  Flight Dynamics Lead  ' });
    await request(t.app).post('/api/user-sign-up').send(free).expect(201);
    const [person] = await t.db
      .select({ jobTitle: persons.jobTitle, id: persons.id })
      .from(persons)
      .where(sql`lower(${persons.email}) = ${free.email}`);
    expect(person.jobTitle).toBe('Flight Dynamics Lead');

    const [country] = await t.db.select({ id: countries.id }).from(countries).limit(1);
    const [notAJobTitle] = await t.db
      .select({ id: optionItems.id })
      .from(optionItems)
      .where(and(eq(optionItems.list, 'audiences')))
      .limit(1);
    for (const jobTitleValue of [notAJobTitle.id, 999_999]) {
      const res = await request(t.app)
        .post('/api/user-sign-up')
        .send(signUpBody({ jobTitle: jobTitleValue, country: country.id }))
        .expect(400);
      expect(res.body.fields).toEqual({ jobTitle: MESSAGES.optionInvalid });
    }
    for (const wrong of [true, 1.5, 0, {}, ['CTO']]) {
      const res = await request(t.app)
        .post('/api/user-sign-up')
        .send(signUpBody({ jobTitle: wrong }))
        .expect(400);
      expect(res.body.fields).toEqual({ jobTitle: MESSAGES.jobTitleInvalid });
    }
  });
});
