import request from 'supertest';
import { count, eq } from 'drizzle-orm';
import { ZPartnerProfile, ACCOUNT_MESSAGES, PARTNER_ACCOUNT_MESSAGES as M } from '@pavilion/domain';
import {
  emailOutbox,
  partnerAddressCodes,
  partnerMembers,
  partners,
  partnerSectors,
  partnerVettingUpdates,
} from '../../db/schema';
import { bearerFor, createAdmin, createAttendee, useTestContext } from '@pavilion/api-testing/harness';
import { mailTo, outboxTo, tokenFrom } from '@pavilion/api-testing/mail';
import { expectGerman, onlyOf } from '@pavilion/api-testing/mail-language';
import {
  partnerRefs,
  partnerWithOwner,
  personByEmail,
  signUpBody,
  uniqueEmail,
  STRONG_PASSWORD,
  type PartnerRefs,
} from '@pavilion/api-testing/fixtures/partner-account';
import { PartnerVetting } from './vetting';

// Behind one proxy: each application comes from the address in X-Forwarded-For.
const t = useTestContext({ TRUST_PROXY: '1' });
let refs: PartnerRefs;
beforeAll(async () => {
  refs = await partnerRefs(t);
});

let ipCounter = 0;
const apply = (body: object, ip = `198.51.100.${++ipCounter}`) =>
  request(t.app).post('/api/partner-sign-up').set('X-Forwarded-For', ip).send(body);

async function partnerOf(email: string) {
  const person = await personByEmail(t, email);
  const [m] = await t.db.select().from(partnerMembers).where(eq(partnerMembers.personId, person.id));
  const [p] = await t.db.select().from(partners).where(eq(partners.id, m.partnerId));
  return { person, member: m, partner: p };
}

describe('POST /api/partner-sign-up', () => {
  it('creates the person, the pending partner with the person as owner, the first history entry and the emails', async () => {
    const body = signUpBody(refs);
    const res = await apply(body).expect(201);
    expect(res.body).toEqual({ status: 'Success', email: body.email, partnerId: expect.any(Number) });

    const { person, member, partner } = await partnerOf(body.email);
    expect(person).toMatchObject({ firstName: 'Carmen', surname: 'Ruiz', countryId: refs.gbId, emailVerifiedAt: null });
    expect(member.role).toBe('owner');
    expect(partner).toMatchObject({
      id: res.body.partnerId,
      name: 'Harbour Summits',
      registeredCompanyName: 'Harbour Summits Ltd',
      registrationNumber: '09481726',
      organizationTypeId: refs.organizationTypeId,
      address: '18 Finsbury Circus',
      city: 'London',
      zipCode: 'EC2M 7EB',
      countryId: refs.gbId,
      // No company email given: the contact's address is the company's.
      email: body.email,
      emailVerifiedAt: null,
      phoneNumber: '+44 20 7946 0321',
      website: 'https://harbour-summits.example',
      companySize: '11-50',
      eventsPerYear: '10-20',
      currentVettingStatus: 'PENDING',
    });
    const sectorRows = await t.db.select().from(partnerSectors).where(eq(partnerSectors.partnerId, partner.id));
    expect(sectorRows.map((s) => s.sectorId).sort()).toEqual([...refs.sectorIds].sort());
    const history = await t.db
      .select()
      .from(partnerVettingUpdates)
      .where(eq(partnerVettingUpdates.partnerId, partner.id));
    expect(history).toMatchObject([{ status: 'PENDING', comment: M.applicationReceivedComment }]);

    const mails = await mailTo(t, body.email);
    expect(mails.map((m) => m.template).sort()).toEqual(['partner-application-received', 'partner-email-confirmation']);
    const received = mails.find((m) => m.template === 'partner-application-received')!;
    expect(received.text).toContain('2-3 business days');
  });

  it('an application made in German is answered in German: the confirmation links and the receipt', async () => {
    const companyEmail = uniqueEmail('office');
    const body = signUpBody(refs, { companyEmail });
    await apply(body).set('Accept-Language', 'de').expect(201);
    const mails = await mailTo(t, body.email);
    expectGerman(onlyOf(mails, 'partner-email-confirmation'));
    expectGerman(onlyOf(mails, 'partner-application-received'));
    expectGerman(onlyOf(await mailTo(t, companyEmail), 'partner-company-email-confirmation'));
  });

  it('confirming the contact email also verifies the company email when it is the same address', async () => {
    const body = signUpBody(refs);
    await apply(body).expect(201);
    const confirmation = (await mailTo(t, body.email)).find((m) => m.template === 'partner-email-confirmation')!;
    const token = tokenFrom(confirmation, '/email-confirmation/');
    await request(t.app).get(`/api/email-confirmation/${token}`).expect(200);
    const { person, partner } = await partnerOf(body.email);
    expect(person.emailVerifiedAt).not.toBeNull();
    expect(partner.emailVerifiedAt).not.toBeNull();
  });

  it('a different company email gets its own confirmation link', async () => {
    const companyEmail = `office.${Date.now()}@harbour.example`;
    const body = signUpBody(refs, { companyEmail });
    await apply(body).expect(201);
    const [link] = await mailTo(t, companyEmail);
    expect(link.template).toBe('partner-company-email-confirmation');
    const token = decodeURIComponent(link.text.match(/company-email-confirmation\/(\S+)/)![1]);

    // The contact's own confirmation does not verify another address.
    const contactLink = (await mailTo(t, body.email)).find((m) => m.template === 'partner-email-confirmation')!;
    await request(t.app)
      .get(`/api/email-confirmation/${tokenFrom(contactLink, '/email-confirmation/')}`)
      .expect(200);
    expect((await partnerOf(body.email)).partner.emailVerifiedAt).toBeNull();

    const res = await request(t.app)
      .get(`/api/partner-email-confirmation/${encodeURIComponent(token)}`)
      .expect(200);
    expect(res.body).toEqual({ status: 'Success', email: companyEmail });
    expect((await partnerOf(body.email)).partner.emailVerifiedAt).not.toBeNull();
    const again = await request(t.app)
      .get(`/api/partner-email-confirmation/${encodeURIComponent(token)}`)
      .expect(410);
    expect(again.body).toMatchObject({ error: ACCOUNT_MESSAGES.confirmationUsed, reason: 'used' });
    await request(t.app).get('/api/partner-email-confirmation/not-a-token').expect(404);
  });

  it('a taken email answers 409 on the email field and creates nothing', async () => {
    const body = signUpBody(refs);
    await apply(body).expect(201);
    const partnersBefore = (await t.db.select({ n: count() }).from(partners))[0].n;
    const outboxBefore = (await t.db.select({ n: count() }).from(emailOutbox))[0].n;
    const res = await apply({ ...body, email: body.email.toUpperCase(), companyName: 'Other' }).expect(409);
    expect(res.body).toMatchObject({
      code: 'CONFLICT',
      error: 'An account with this email already exists',
      fields: { email: 'An account with this email already exists' },
    });
    expect((await t.db.select({ n: count() }).from(partners))[0].n).toBe(partnersBefore);
    expect((await t.db.select({ n: count() }).from(emailOutbox))[0].n).toBe(outboxBefore);
  });

  it("checks every rule of the wizard with the spec's messages", async () => {
    const res = await apply(
      signUpBody(refs, {
        firstName: 'C',
        surname: ' ',
        email: 'carmen@',
        country: '',
        password: 'password1',
        confirmPassword: 'password2',
        companyName: '',
        companySize: '5000+',
        eventsPerYear: '3',
      }),
    ).expect(400);
    expect(res.body.fields).toEqual({
      firstName: 'Must be at least 2 characters',
      surname: 'Must be at least 2 characters',
      email: 'Invalid email address',
      country: 'Please select a country',
      password: 'Password must contain an uppercase letter',
      confirmPassword: 'Passwords do not match',
      companyName: 'Company name is required',
      companySize: 'Please select a valid option',
      eventsPerYear: 'Please select a valid option',
    });
  });

  it("without an organisation type the application takes the first of the list (the spec's default)", async () => {
    const body = signUpBody(refs, { organizationType: '' });
    await apply(body).expect(201);
    expect((await partnerOf(body.email)).partner.organizationTypeId).toBe(refs.organizationTypeId);
  });

  it('refuses ids that name no country, sector or organisation type', async () => {
    expect((await apply(signUpBody(refs, { country: '999999' })).expect(400)).body.fields).toEqual({
      country: 'Please select a country',
    });
    expect((await apply(signUpBody(refs, { sectors: ['999999'] })).expect(400)).body.fields).toEqual({
      sectors: 'Please select a valid option',
    });
    expect(
      (await apply(signUpBody(refs, { organizationType: String(refs.sectorIds[0] + 100000) })).expect(400)).body.fields,
    ).toEqual({
      organizationType: M.organizationTypeInvalid,
    });
  });

  it('limits applications per network address', async () => {
    const ip = '203.0.113.77';
    for (let i = 0; i < 10; i++) await apply(signUpBody(refs), ip).expect(201);
    const refused = await apply(signUpBody(refs), ip).expect(429);
    expect(refused.body.error).toBe(M.signUpTooMany);
    expect(refused.headers['retry-after']).toBeDefined();
    await apply(signUpBody(refs), '203.0.113.78').expect(201);
  });
});

describe('before and after the decision', () => {
  it('a pending partner signs in and reads its application and checklist', async () => {
    const body = signUpBody(refs);
    await apply(body).expect(201);
    const login = await request(t.app)
      .post('/api/login/')
      .send({ email: body.email, password: STRONG_PASSWORD })
      .expect(200);
    expect(login.body.partnerId).toEqual(expect.any(Number));
    const auth = { Authorization: `Bearer ${login.body.token}` };
    const profile = await request(t.app).get('/api/partner/profile').set(auth).expect(200);
    const parsed = ZPartnerProfile.parse(profile.body);
    expect(parsed).toMatchObject({
      name: 'Harbour Summits',
      role: 'owner',
      currentVettingStatus: 'PENDING',
      application: {
        status: 'PENDING',
        canResubmit: false,
        latestUpdate: { status: 'PENDING', comment: M.applicationReceivedComment },
      },
      onboarding: { done: 0, total: 7, complete: false },
    });
    expect(parsed.persons).toEqual([
      { id: expect.any(Number), firstName: 'Carmen', surname: 'Ruiz', email: body.email, role: 'owner' },
    ]);
    expect(JSON.stringify(profile.body)).not.toContain('Created on partner sign-up.');
  });

  it("the system's note on the application reads in the administrator's language, the English kept as the record", async () => {
    const body = signUpBody(refs);
    await apply(body).expect(201);
    const admin = await createAdmin(t.db);
    const auth = await bearerFor(t.app, admin.email);
    const partnerId = (await partnerOf(body.email)).partner.id;
    const [row] = await t.db.select().from(partnerVettingUpdates).where(eq(partnerVettingUpdates.partnerId, partnerId));
    expect(row).toMatchObject({ notes: 'Created on partner sign-up.', notesKey: 'api.partnerNotes.createdOnSignUp' });
    const read = async (language: string) =>
      (
        await request(t.app)
          .get(`/api/admin/partners/${partnerId}`)
          .set(auth)
          // As the console asks: in the language it shows.
          .set('X-Requested-With', 'pavilion')
          .set('Accept-Language', language)
          .expect(200)
      ).body.vettingStatusUpdates[0].notes;
    expect(await read('de')).toBe('Bei der Registrierung des Veranstalters angelegt.');
    expect(await read('fr')).toBe('Créé lors de l’inscription de l’organisateur.');
    expect(await read('en')).toBe('Created on partner sign-up.');
  });

  it('a rejected partner sees the comment, never the notes, corrects its details and resubmits', async () => {
    const admin = await createAdmin(t.db);
    const owner = await partnerWithOwner(t, refs, { currentVettingStatus: 'PENDING' });
    const vetting = new PartnerVetting({ config: t.config, now: () => t.clock.now });
    await vetting.decide(t.db, owner.partnerId, {
      status: 'REJECTED',
      comment: 'We could not verify your registration number.',
      notes: 'Not in the Companies House register.',
      adminPersonId: admin.personId,
    });

    const profile = (await request(t.app).get('/api/partner/profile').set(owner.auth).expect(200)).body;
    expect(profile.application).toMatchObject({
      status: 'REJECTED',
      canResubmit: true,
      latestUpdate: { status: 'REJECTED', comment: 'We could not verify your registration number.' },
    });
    const detail = await request(t.app).get(`/api/partners/${owner.partnerId}`).set(owner.auth).expect(200);
    for (const answer of [profile, detail.body])
      expect(JSON.stringify(answer)).not.toContain('Companies House register');

    const decision = (await mailTo(t, owner.email)).find((m) => m.template === 'partner-vetting-rejected')!;
    expect(decision.text).toContain('We could not verify your registration number.');
    expect(`${decision.text}${decision.html}`).not.toContain('Companies House register');

    // Correct, then submit again: PENDING, one more history entry, an email.
    await request(t.app)
      .put(`/api/partners/${owner.partnerId}`)
      .set(owner.auth)
      .send({
        id: owner.partnerId,
        name: 'Harbour Summits',
        address: '18 Finsbury Circus',
        city: 'London',
        zipCode: 'EC2M 7EB',
        country: refs.gbId,
        organizationType: refs.organizationTypeId,
        email: owner.email,
        sectors: [],
        registrationNumber: '09481727',
      })
      .expect(200);
    const again = await request(t.app).post('/api/partner/application/resubmit').set(owner.auth).expect(200);
    expect(again.body).toMatchObject({
      status: 'PENDING',
      canResubmit: false,
      latestUpdate: { status: 'PENDING', comment: M.applicationResubmittedComment },
    });
    const history = await t.db
      .select()
      .from(partnerVettingUpdates)
      .where(eq(partnerVettingUpdates.partnerId, owner.partnerId));
    expect(history.map((h) => h.status)).toEqual(['REJECTED', 'PENDING']);
    expect((await outboxTo(t, owner.email)).some((m) => m.template === 'partner-application-received')).toBe(true);

    const twice = await request(t.app).post('/api/partner/application/resubmit').set(owner.auth).expect(409);
    expect(twice.body.error).toBe(M.resubmitNotRejected);
  });

  it('approval reaches the partner by email and on the checklist, and posts the address letter', async () => {
    const admin = await createAdmin(t.db);
    const owner = await partnerWithOwner(t, refs, { currentVettingStatus: 'PENDING' });
    const entry = await new PartnerVetting({ config: t.config, now: () => t.clock.now }).decide(t.db, owner.partnerId, {
      status: 'APPROVED',
      comment: 'Welcome to Pavilion!',
      notes: 'References checked.',
      adminPersonId: admin.personId,
    });
    expect(entry).toMatchObject({ status: 'APPROVED', comment: 'Welcome to Pavilion!', notes: 'References checked.' });
    const profile = (await request(t.app).get('/api/partner/profile').set(owner.auth).expect(200)).body;
    expect(profile.onboarding.steps[0]).toMatchObject({ key: 'application-approved', done: true });
    expect((await mailTo(t, owner.email)).map((m) => m.template)).toContain('partner-vetting-approved');
    const codes = await t.db
      .select()
      .from(partnerAddressCodes)
      .where(eq(partnerAddressCodes.partnerId, owner.partnerId));
    expect(codes).toHaveLength(1);
    const letters = await t.db.select().from(emailOutbox).where(eq(emailOutbox.channel, 'postal'));
    expect(letters.some((l) => l.toAddress.includes('18 Finsbury Circus'))).toBe(true);
  });

  it('deciding on an unknown partner answers 404 and changes nothing', async () => {
    const admin = await createAdmin(t.db);
    const vetting = new PartnerVetting({ config: t.config, now: () => t.clock.now });
    await expect(
      vetting.decide(t.db, 999_999, { status: 'APPROVED', comment: 'x', notes: null, adminPersonId: admin.personId }),
    ).rejects.toMatchObject({ status: 404 });
  });

  it('a partner route needs a partner: 401 without a session, 403 for an attendee', async () => {
    await request(t.app).get('/api/partner/profile').expect(401);
    const attendee = await createAttendee(t.db);
    const res = await request(t.app)
      .get('/api/partner/profile')
      .set(await bearerFor(t.app, attendee.email))
      .expect(403);
    expect(res.body.error).toBe('A partner account is needed for this');
  });
});
