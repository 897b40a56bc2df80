import { deflateSync } from 'node:zlib';
import request from 'supertest';
import { and, asc, count, eq } from 'drizzle-orm';
import {
  SETTINGS_DEFAULTS,
  UPLOAD_LIMITS,
  ZUserResponse,
  flattenSettings,
  type TSettings,
  ACCOUNT_MESSAGES,
} from '@pavilion/domain';
import { countries, files, notifications, optionItems, persons, sectors } from '../../db/schema';
import {
  bearerFor,
  browserAgent,
  createAdmin,
  createAttendee,
  createPartnerUser,
  useTestContext,
} from '@pavilion/api-testing/harness';
import { mailTo, outboxTo, tokenFrom } from '@pavilion/api-testing/mail';

const t = useTestContext();
let country: { id: number; name: string };
let sectorIds: number[];
let jobTitleIds: number[];
beforeAll(async () => {
  [country] = await t.db
    .select({ id: countries.id, name: countries.name })
    .from(countries)
    .orderBy(asc(countries.id))
    .limit(1);
  sectorIds = (await t.db.select({ id: sectors.id }).from(sectors).orderBy(asc(sectors.id)).limit(2)).map((s) => s.id);
  jobTitleIds = (
    await t.db
      .select({ id: optionItems.id })
      .from(optionItems)
      .where(eq(optionItems.list, 'jobTitles'))
      .orderBy(asc(optionItems.id))
      .limit(2)
  ).map((o) => o.id);
});

function profileBody(email: string, overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Dorothy',
    surname: 'Vaughan',
    email,
    phoneNumber: '+1 555 0100',
    dateOfBirth: '1990-09-20',
    address: '1 Langley Road',
    city: 'Hampton',
    country: String(country.id),
    zipCode: '23666',
    companyName: 'NACA',
    jobTitle: 'Supervisor',
    jobTitles: [jobTitleIds[0]],
    sectors: [sectorIds[0]],
    ...overrides,
  };
}

const patch = (auth: Record<string, string>, body: object) =>
  request(t.app).patch('/api/persons/').set(auth).send(body);

describe('GET /api/users/ and PATCH /api/persons/', () => {
  it('reads the profile in the contract shape, with the domain shape under person', async () => {
    const a = await createAttendee(t.db, { phoneNumber: '020 7946 0000', countryId: country.id, companyName: 'Acme' });
    const res = await request(t.app)
      .get('/api/users/')
      .set(await bearerFor(t.app, a.email));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: a.personId,
      firstName: 'Ada',
      surname: 'Lovelace',
      email: a.email,
      emailVerified: true,
      phoneNumber: '020 7946 0000',
      country: country.id,
      countryName: country.name,
      companyName: 'Acme',
      company: { name: 'Acme' },
      sector: null,
      sectors: [],
      jobTitles: [],
      images: [],
      imageUrl: null,
      pendingEmail: null,
    });
    expect(ZUserResponse.parse(res.body).person).toMatchObject({ id: a.personId, country, company: { name: 'Acme' } });
  });

  it('saves the whole profile and clears what is left out', async () => {
    const a = await createAttendee(t.db);
    const auth = await bearerFor(t.app, a.email);
    const saved = await patch(auth, profileBody(a.email));
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      firstName: 'Dorothy',
      city: 'Hampton',
      country: country.id,
      dateOfBirth: '1990-09-20',
      jobTitles: [jobTitleIds[0]],
      sectors: [sectorIds[0]],
      sector: expect.any(String),
      pendingEmail: null,
    });
    expect((await request(t.app).get('/api/users/').set(auth)).body).toEqual(saved.body);

    const cleared = await patch(auth, { firstName: 'Dorothy', surname: 'Vaughan', email: a.email, country: '' });
    expect(cleared.status).toBe(200);
    expect(cleared.body).toMatchObject({
      phoneNumber: null,
      dateOfBirth: null,
      city: null,
      country: null,
      countryName: null,
      company: null,
      sectors: [],
      jobTitles: [],
    });
  });

  it.each([
    ['firstName', { firstName: '' }, 'First name is required'],
    ['surname', { surname: '  ' }, 'Surname is required'],
    ['email', { email: 'dorothy-at-naca' }, 'Please enter a valid email address'],
    ['dateOfBirth', { dateOfBirth: 'yesterday' }, 'Please enter a valid date'],
    ['jobTitles', { jobTitles: [1, 2] }, 'Please select a valid option'],
    ['sectors', { sectors: [999_999] }, 'Please select a valid option'],
    ['country', { country: 999_999 }, 'Please select a valid option'],
  ])('refuses a bad %s with its message and changes nothing (%j)', async (field, overrides, message) => {
    const a = await createAttendee(t.db);
    const auth = await bearerFor(t.app, a.email);
    const res = await patch(auth, profileBody(a.email, overrides));
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ [field]: message });
    expect((await request(t.app).get('/api/users/').set(auth)).body).toMatchObject({ firstName: 'Ada', city: null });
  });

  it('needs a session', async () => {
    await request(t.app).get('/api/users/').expect(401);
    await request(t.app).patch('/api/persons/').send(profileBody('x@example.com')).expect(401);
  });
});

describe('changing the email address', () => {
  it('keeps the old address until the link sent to the new one is opened, then tells the old address', async () => {
    const a = await createAttendee(t.db);
    const auth = await bearerFor(t.app, a.email);
    const next = `moved.${a.personId}@example.com`;

    const res = await patch(auth, profileBody(next));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ email: a.email, emailVerified: true, pendingEmail: next, firstName: 'Dorothy' });
    // Saving again (the form sends the pending address back) sends no second link.
    await patch(auth, profileBody(next)).expect(200);
    expect(await outboxTo(t, next)).toHaveLength(1);

    const [mail] = await mailTo(t, next);
    expect(mail.template).toBe('email-change');
    const confirmed = await request(t.app).get(`/api/email-confirmation/${tokenFrom(mail, '/email-confirmation/')}`);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ status: 'Success', email: next });

    expect((await request(t.app).get('/api/users/').set(auth)).body).toMatchObject({
      email: next,
      emailVerified: true,
      pendingEmail: null,
    });
    await bearerFor(t.app, next);
    const [notice] = await mailTo(t, a.email);
    expect(notice.template).toBe('email-changed');
    expect(notice.text).toContain(next);
    // Already verified before: no second welcome.
    expect(await t.db.select().from(notifications).where(eq(notifications.personId, a.personId))).toHaveLength(0);
  });

  it('refuses an address another account uses, at the request (409) and when the link is opened', async () => {
    const a = await createAttendee(t.db);
    const b = await createAttendee(t.db);
    const auth = await bearerFor(t.app, a.email);
    const taken = await patch(auth, profileBody(b.email.toUpperCase()));
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({
      code: 'CONFLICT',
      error: ACCOUNT_MESSAGES.emailTaken,
      fields: { email: ACCOUNT_MESSAGES.emailTaken },
    });
    expect((await request(t.app).get('/api/users/').set(auth)).body).toMatchObject({
      firstName: 'Ada',
      pendingEmail: null,
    });
    expect(await outboxTo(t, b.email)).toHaveLength(0);

    const wanted = `wanted.${a.personId}@example.com`;
    await patch(auth, profileBody(wanted)).expect(200);
    const [mail] = await mailTo(t, wanted);
    await createAttendee(t.db, { email: wanted });
    const late = await request(t.app).get(`/api/email-confirmation/${tokenFrom(mail, '/email-confirmation/')}`);
    expect(late.status).toBe(409);
    const [still] = await t.db.select({ email: persons.email }).from(persons).where(eq(persons.id, a.personId));
    expect(still.email).toBe(a.email);
  });

  it('verifies an unverified account when the new address is confirmed, with one welcome notification', async () => {
    const a = await createAttendee(t.db, { emailVerifiedAt: null });
    const auth = await bearerFor(t.app, a.email);
    const next = `fresh.${a.personId}@example.com`;
    await patch(auth, profileBody(next)).expect(200);
    const [mail] = await mailTo(t, next);
    await request(t.app)
      .get(`/api/email-confirmation/${tokenFrom(mail, '/email-confirmation/')}`)
      .expect(200);
    expect((await request(t.app).get('/api/users/').set(auth)).body).toMatchObject({
      email: next,
      emailVerified: true,
    });
    const welcome = await t.db.select().from(notifications).where(eq(notifications.personId, a.personId));
    expect(welcome.map((w) => w.subject)).toEqual(['Welcome to Pavilion']);
  });
});

// A real PNG: signature, IHDR, IDAT (zlib of one black pixel) and IEND, each chunk with its CRC.
function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
function tinyPng(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0); // width
  header.writeUInt32BE(1, 4); // height
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from([0, 0, 0, 0]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('profile image', () => {
  const fileCount = async () => (await t.db.select({ n: count() }).from(files))[0].n;
  const upload = (
    agent: ReturnType<typeof request.agent>,
    bytes: Buffer,
    filename: string,
    contentType = 'image/png',
  ) =>
    agent
      .post('/api/persons/image')
      .set('X-Requested-With', 'pavilion')
      .attach('image', bytes, { filename, contentType });

  it('accepts a real PNG, stores it, and shows it on the profile and the session', async () => {
    const a = await createAttendee(t.db);
    const agent = await browserAgent(t.app, a.email);
    const png = tinyPng();
    const res = await upload(agent, png, 'me.png');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ imageUrl: expect.stringMatching(/^\/api\/files\/[0-9a-f-]{36}$/) });
    const served = await request(t.app).get(res.body.imageUrl);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(served.body as Buffer, png)).toBe(0);
    expect((await agent.get('/api/users/')).body).toMatchObject({
      imageUrl: res.body.imageUrl,
      images: [{ url: res.body.imageUrl }],
    });
    expect((await agent.get('/api/session')).body.session.imageUrl).toBe(res.body.imageUrl);
  });

  it('judges the type by content: a text file named .png is refused with 415 and nothing is stored', async () => {
    const a = await createAttendee(t.db);
    const agent = await browserAgent(t.app, a.email);
    const before = await fileCount();
    const res = await upload(agent, Buffer.from('just some text, not an image at all'), 'holiday.png', 'image/png');
    expect(res.status).toBe(415);
    expect(res.body).toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      error: 'Please choose a PNG, JPEG, WebP or GIF image',
    });
    expect(await fileCount()).toBe(before);
    expect((await agent.get('/api/users/')).body.imageUrl).toBeNull();
  });

  it('accepts JPEG, GIF and WebP by their signatures', async () => {
    const a = await createAttendee(t.db);
    const agent = await browserAgent(t.app, a.email);
    const samples: [Buffer, string][] = [
      [Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]), 'image/jpeg'],
      [Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'), 'image/gif'],
      [Buffer.concat([Buffer.from('RIFF'), Buffer.from([26, 0, 0, 0]), Buffer.from('WEBPVP8 ')]), 'image/webp'],
    ];
    for (const [bytes, type] of samples) {
      const res = await upload(agent, bytes, 'picture.bin', 'application/octet-stream');
      expect(res.status).toBe(200);
      expect((await request(t.app).get(res.body.imageUrl)).headers['content-type']).toBe(type);
    }
  });

  it('refuses a file over 5 MB with 413', async () => {
    const a = await createAttendee(t.db);
    const agent = await browserAgent(t.app, a.email);
    const big = Buffer.concat([tinyPng(), Buffer.alloc(UPLOAD_LIMITS.image.maxBytes)]);
    const res = await upload(agent, big, 'big.png');
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', error: 'Image must be 5 MB or smaller' });
  });

  it('asks for a file when none is sent, and refuses cookie uploads without the client header', async () => {
    const a = await createAttendee(t.db);
    const agent = await browserAgent(t.app, a.email);
    const none = await agent.post('/api/persons/image').set('X-Requested-With', 'pavilion').field('note', 'no file');
    expect(none.status).toBe(400);
    expect(none.body.error).toBe(ACCOUNT_MESSAGES.imageMissing);
    await agent.post('/api/persons/image').attach('image', tinyPng(), 'me.png').expect(403);
  });

  it('replaces the previous image (which is deleted) and can remove it', async () => {
    const a = await createAttendee(t.db);
    const agent = await browserAgent(t.app, a.email);
    const first = (await upload(agent, tinyPng(), 'one.png')).body.imageUrl;
    const second = (await upload(agent, tinyPng(), 'two.png')).body.imageUrl;
    expect(second).not.toBe(first);
    await request(t.app).get(first).expect(404);
    await request(t.app).get(second).expect(200);

    const removed = await agent.delete('/api/persons/image').set('X-Requested-With', 'pavilion');
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ imageUrl: null });
    await request(t.app).get(second).expect(404);
    expect((await agent.get('/api/users/')).body).toMatchObject({ imageUrl: null, images: [] });
    const mine = await t.db
      .select()
      .from(files)
      .where(and(eq(files.uploadedBy, a.personId)));
    expect(mine).toHaveLength(0);
  });
});

describe('GET/PUT /api/settings', () => {
  const defaults = { ...flattenSettings(SETTINGS_DEFAULTS as TSettings), ...SETTINGS_DEFAULTS };

  it('answers the spec defaults for every role until saved', async () => {
    const people = [await createAttendee(t.db), await createPartnerUser(t.db), await createAdmin(t.db)];
    for (const p of people) {
      const res = await request(t.app)
        .get('/api/settings')
        .set(await bearerFor(t.app, p.email));
      expect(res.status).toBe(200);
      expect(res.body).toEqual(defaults);
    }
    await request(t.app).get('/api/settings').expect(401);
  });

  it('saves the flat fields, keeps them, and leaves other accounts alone', async () => {
    const a = await createPartnerUser(t.db);
    const other = await createAttendee(t.db);
    const auth = await bearerFor(t.app, a.email);
    const saved = await request(t.app)
      .put('/api/settings')
      .set(auth)
      .send({
        ...flattenSettings(SETTINGS_DEFAULTS as TSettings),
        marketingEmails: true,
        dailyDigest: false,
        defaultCurrency: 'GBP',
        maxEventsPerPage: '50',
        preferredContactMethod: 'sms',
        contactHours: '9-17',
        language: 'fr',
      });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      marketingEmails: true,
      dailyDigest: false,
      defaultCurrency: 'GBP',
      maxEventsPerPage: 50,
      preferredContactMethod: 'sms',
      contactHours: '9-17',
      language: 'fr',
    });
    expect(saved.body.portfolio).toMatchObject({ defaultCurrency: 'GBP', maxEventsPerPage: 50 });
    expect((await request(t.app).get('/api/settings').set(auth)).body).toEqual(saved.body);
    expect(
      (
        await request(t.app)
          .get('/api/settings')
          .set(await bearerFor(t.app, other.email))
      ).body,
    ).toEqual(defaults);
  });

  it("accepts the domain's grouped shape too", async () => {
    const a = await createAttendee(t.db);
    const auth = await bearerFor(t.app, a.email);
    const res = await request(t.app)
      .put('/api/settings')
      .set(auth)
      .send({
        notifications: { instantAlerts: false },
        portfolio: { autoPublish: true, defaultTimezone: 'PST' },
        contact: {},
      });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      instantAlerts: false,
      autoPublish: true,
      defaultTimezone: 'PST',
      emailNotifications: true,
    });
  });

  it('refuses values outside the choices, field by field, and keeps what was saved', async () => {
    const a = await createAttendee(t.db);
    const auth = await bearerFor(t.app, a.email);
    const res = await request(t.app)
      .put('/api/settings')
      .set(auth)
      .send({ defaultCurrency: 'JPY', maxEventsPerPage: 20, preferredContactMethod: 'fax', marketingEmails: 'yes' });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({
      defaultCurrency: 'Please select a valid currency',
      maxEventsPerPage: 'Please select a valid option',
      preferredContactMethod: 'Please select a valid option',
      marketingEmails: expect.any(String),
    });
    expect((await request(t.app).get('/api/settings').set(auth)).body).toEqual(defaults);
  });
});
