import request from 'supertest';
import { eq } from 'drizzle-orm';
import {
  COMPANY_MESSAGES,
  CUSTOMER_TERMS_VERSION,
  ZPartner,
  ZPartnerAgreements,
  PARTNER_ACCOUNT_MESSAGES as M,
} from '@pavilion/domain';
import { partnerAgreements, partners, partnerSectors, personSettings } from '../../db/schema';
import { binaryBody, createTestContext, useTestContext } from '@pavilion/api-testing/harness';
import { mailTo, outboxTo } from '@pavilion/api-testing/mail';
import { ENGLISH_REQUEST, expectGerman, onlyOf, speaksGerman } from '@pavilion/api-testing/mail-language';
import { PartnerAgreements } from './agreements.service';
import { PARTNER_CONTRACT } from './contract';
import {
  memberOf,
  partnerRefs,
  partnerWithOwner,
  uniqueEmail,
  type PartnerRefs,
} from '@pavilion/api-testing/fixtures/partner-account';
import { PartnerAccount } from './read-model';
import { pdfTextOf } from '@pavilion/api-testing/pdf';

// Behind one trusted proxy: the client's address is the last one in X-Forwarded-For.
const t = useTestContext({ TRUST_PROXY: '1' });
let refs: PartnerRefs;
beforeAll(async () => {
  refs = await partnerRefs(t);
});

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64)]);
const GIF = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(32)]);

function companyBody(p: { partnerId: number; email: string }, overrides: Record<string, unknown> = {}) {
  return {
    id: p.partnerId,
    name: 'Harbour Summits',
    address: '18 Finsbury Circus',
    city: 'London',
    zipCode: 'EC2M 7EB',
    country: refs.gbId,
    organizationType: refs.organizationTypeId,
    email: p.email,
    sectors: refs.sectorIds,
    ...overrides,
  };
}

describe('company profile', () => {
  it('GET /api/partners/{id} answers the own partner; another id is 404', async () => {
    const a = await partnerWithOwner(t, refs);
    const b = await partnerWithOwner(t, refs);
    const res = await request(t.app).get(`/api/partners/${a.partnerId}`).set(a.auth).expect(200);
    expect(ZPartner.parse(res.body)).toMatchObject({ id: a.partnerId, name: 'Harbour Summits', city: 'London' });
    await request(t.app).get(`/api/partners/${b.partnerId}`).set(a.auth).expect(404);
    await request(t.app).put(`/api/partners/${b.partnerId}`).set(a.auth).send(companyBody(b)).expect(404);
    expect((await t.db.select().from(partners).where(eq(partners.id, b.partnerId)))[0].name).toBe('Harbour Summits');
  });

  it('PUT saves the spec fields and, when sent, the rest; fields left out are kept', async () => {
    const p = await partnerWithOwner(t, refs, { registrationNumber: 'R-1', website: 'https://old.example' });
    const res = await request(t.app)
      .put(`/api/partners/${p.partnerId}`)
      .set(p.auth)
      .send(companyBody(p, { name: 'Harbour Summits Group', companySize: '51-200', sectors: [refs.sectorIds[0]] }))
      .expect(200);
    expect(res.body).toMatchObject({
      name: 'Harbour Summits Group',
      companySize: '51-200',
      registrationNumber: 'R-1',
      companyWebsite: 'https://old.example',
      organizationType: { id: refs.organizationTypeId },
    });
    expect(res.body.sectors.map((s: { id: number }) => s.id)).toEqual([refs.sectorIds[0]]);
    const cleared = await request(t.app)
      .put(`/api/partners/${p.partnerId}`)
      .set(p.auth)
      .send(companyBody(p, { companyWebsite: '', sectors: [] }))
      .expect(200);
    expect(cleared.body).toMatchObject({ companyWebsite: null, sectors: [], registrationNumber: 'R-1' });
    expect(await t.db.select().from(partnerSectors).where(eq(partnerSectors.partnerId, p.partnerId))).toEqual([]);
  });

  it('refuses bad input with a message per field and a body id that is not the address id', async () => {
    const p = await partnerWithOwner(t, refs);
    const res = await request(t.app)
      .put(`/api/partners/${p.partnerId}`)
      .set(p.auth)
      .send(companyBody(p, { name: ' ', email: 'office@', country: 'x', companySize: 'huge' }))
      .expect(400);
    expect(res.body.fields).toEqual({
      name: 'Company name is required',
      email: 'Please enter a valid email address',
      country: 'Please select a valid option',
      companySize: 'Please select a valid option',
    });
    const mismatch = await request(t.app)
      .put(`/api/partners/${p.partnerId}`)
      .set(p.auth)
      .send(companyBody(p, { id: p.partnerId + 1 }))
      .expect(400);
    expect(mismatch.body.fields).toEqual({ id: M.idMismatch });
    const unknownCountry = await request(t.app)
      .put(`/api/partners/${p.partnerId}`)
      .set(p.auth)
      .send(companyBody(p, { country: 999999 }))
      .expect(400);
    expect(unknownCountry.body.fields).toEqual({ country: 'Please select a valid option' });
  });

  it('a changed company email must be confirmed again, by a link unless it is a member’s confirmed address', async () => {
    const p = await partnerWithOwner(t, refs, { emailVerifiedAt: new Date() });
    const office = uniqueEmail('office');
    const changed = await request(t.app)
      .put(`/api/partners/${p.partnerId}`)
      .set(p.auth)
      .send(companyBody(p, { email: office }))
      .expect(200);
    expect(changed.body).toMatchObject({ email: office, emailVerified: false });
    expect((await outboxTo(t, office)).map((m) => m.template)).toEqual(['partner-company-email-confirmation']);
    // Back to the owner's own confirmed address: verified at once, no link.
    const back = await request(t.app)
      .put(`/api/partners/${p.partnerId}`)
      .set(p.auth)
      .send(companyBody(p, { email: p.email }))
      .expect(200);
    expect(back.body).toMatchObject({ email: p.email, emailVerified: true });
    expect((await outboxTo(t, p.email)).filter((m) => m.template === 'partner-company-email-confirmation')).toEqual([]);
  });

  it('the link to a new company email is in the company’s language (its German owner’s), not the English request’s', async () => {
    const p = await partnerWithOwner(t, refs, { emailVerifiedAt: new Date() });
    await speaksGerman(t.app, p.auth);
    const office = uniqueEmail('office');
    await request(t.app)
      .put(`/api/partners/${p.partnerId}`)
      .set(p.auth)
      .set(ENGLISH_REQUEST)
      .send(companyBody(p, { email: office }))
      .expect(200);
    expectGerman(onlyOf(await mailTo(t, office), 'partner-company-email-confirmation'));
  });

  it("keeps the VAT number compacted with its prefix when it fits the country's format, and reads it back", async () => {
    const p = await partnerWithOwner(t, refs);
    const put = (overrides: Record<string, unknown>) =>
      request(t.app).put(`/api/partners/${p.partnerId}`).set(p.auth).send(companyBody(p, overrides));
    const stored = async () =>
      (await t.db.select({ vat: partners.vatNumber }).from(partners).where(eq(partners.id, p.partnerId)))[0].vat;

    expect((await put({ vatNumber: 'gb 980 7806 84' }).expect(200)).body.vatNumber).toBe('GB980780684');
    expect(await stored()).toBe('GB980780684');
    const read = await request(t.app).get(`/api/partners/${p.partnerId}`).set(p.auth).expect(200);
    expect(ZPartner.parse(read.body).vatNumber).toBe('GB980780684');
    // Left out: kept.
    expect((await put({ name: 'Harbour Summits Ltd' }).expect(200)).body.vatNumber).toBe('GB980780684');

    // A German number for a British company, wrong check digits, a British number once the country is Germany.
    const refusals = [
      { body: { vatNumber: 'DE129273398' }, country: 'United Kingdom' },
      { body: { vatNumber: 'GB123456789' }, country: 'United Kingdom' },
      { body: { country: refs.deId, vatNumber: 'GB980780684' }, country: 'Germany' },
    ];
    for (const refusal of refusals) {
      const res = await put(refusal.body).expect(400);
      expect(res.body.fields).toEqual({ vatNumber: COMPANY_MESSAGES.vatNumberFormat({ country: refusal.country }) });
    }
    expect(await stored()).toBe('GB980780684');
    expect((await t.db.select().from(partners).where(eq(partners.id, p.partnerId)))[0].countryId).toBe(refs.gbId);

    expect((await put({ country: refs.deId, vatNumber: '129273398' }).expect(200)).body.vatNumber).toBe('DE129273398');
    // Blank: removed.
    expect((await put({ vatNumber: ' ' }).expect(200)).body.vatNumber).toBeNull();
    expect(await stored()).toBeNull();
  });
});

describe('logo', () => {
  const upload = (auth: Record<string, string>, bytes: Buffer, name = 'logo.png', field = 'logo') =>
    request(t.app).post('/api/partner/logo').set(auth).attach(field, bytes, name);

  it('takes a PNG or JPEG by content, shows it to admins, and replaces the previous upload', async () => {
    const p = await partnerWithOwner(t, refs);
    const first = await upload(p.auth, PNG).expect(200);
    expect(first.body.logoUrl).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);
    const served = await request(t.app).get(first.body.logoUrl).expect(200);
    expect(served.headers['content-type']).toBe('image/png');
    const second = await upload(p.auth, JPEG, 'logo.jpg').expect(200);
    await request(t.app).get(first.body.logoUrl).expect(404);
    const admin = await new PartnerAccount(t.db, p.partnerId).adminDetail();
    expect(admin?.logoUrl).toBe(second.body.logoUrl);
    const removed = await request(t.app).delete('/api/partner/logo').set(p.auth).expect(200);
    expect(removed.body).toEqual({ logoUrl: null });
    await request(t.app).get(second.body.logoUrl).expect(404);
  });

  it('refuses another type (whatever the name says), a file over 2 MB, and no file', async () => {
    const p = await partnerWithOwner(t, refs);
    const gif = await upload(p.auth, GIF, 'logo.png').expect(415);
    expect(gif.body).toMatchObject({
      error: 'Please choose a PNG or JPG image',
      fields: { logo: 'Please choose a PNG or JPG image' },
    });
    await upload(p.auth, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'logo.png').expect(415);
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    expect((await upload(p.auth, big).expect(413)).body.error).toBe('The logo must be 2 MB or smaller');
    const none = await request(t.app).post('/api/partner/logo').set(p.auth).field('x', 'y').expect(400);
    expect(none.body.error).toBe(M.logoMissing);
    expect((await upload(p.auth, PNG, 'logo.png', 'image').expect(400)).body.error).toBe(
      "Send one logo in the 'logo' field",
    );
    const [row] = await t.db.select().from(partners).where(eq(partners.id, p.partnerId));
    expect(row.logoFileId).toBeNull();
  });
});

describe('agreements', () => {
  it('start pending, and signing records the version, the time, the person and the client address behind the proxy', async () => {
    const p = await partnerWithOwner(t, refs);
    const list = await request(t.app).get('/api/partner/agreements').set(p.auth).expect(200);
    expect(ZPartnerAgreements.parse(list.body)).toEqual([
      {
        kind: 'partner-contract',
        title: 'Partner contract',
        currentVersion: PARTNER_CONTRACT.version,
        status: 'pending',
        signature: null,
        documentUrl: '/api/partner/agreements/partner-contract/document',
      },
      {
        kind: 'customer-terms',
        title: 'Customer terms of service',
        currentVersion: CUSTOMER_TERMS_VERSION,
        status: 'pending',
        signature: null,
        documentUrl: '/customer-terms-of-service',
      },
    ]);

    const signed = await request(t.app)
      .post('/api/partner/agreements/partner-contract')
      .set(p.auth)
      // A client may put anything first; only the proxy's own entry is believed.
      .set('X-Forwarded-For', '10.9.9.9, 203.0.113.9')
      .send({ version: PARTNER_CONTRACT.version })
      .expect(200);
    expect(signed.body).toMatchObject({
      status: 'agreed',
      signature: {
        version: PARTNER_CONTRACT.version,
        signedAt: t.clock.now.toISOString(),
        ipAddress: '203.0.113.9',
        signedBy: { id: p.personId, firstName: 'Grace', surname: 'Hopper' },
      },
    });
    const [row] = await t.db.select().from(partnerAgreements).where(eq(partnerAgreements.partnerId, p.partnerId));
    expect(row).toMatchObject({ personId: p.personId, version: PARTNER_CONTRACT.version, ipAddress: '203.0.113.9' });

    // One-way and once per version: signing again keeps the first signature.
    t.clock.advance(60_000);
    const again = await request(t.app)
      .post('/api/partner/agreements/partner-contract')
      .set(p.auth)
      .send({ version: PARTNER_CONTRACT.version })
      .expect(200);
    expect(again.body.signature.signedAt).toBe(signed.body.signature.signedAt);

    const terms = await request(t.app)
      .post('/api/partner/agreements/customer-terms')
      .set(p.auth)
      .set('X-Forwarded-For', '198.51.100.20')
      .send({ version: CUSTOMER_TERMS_VERSION })
      .expect(200);
    expect(terms.body).toMatchObject({ status: 'agreed', signature: { ipAddress: '198.51.100.20' } });
    const profile = (await request(t.app).get('/api/partner/profile').set(p.auth).expect(200)).body;
    expect(
      profile.onboarding.steps.filter((s: { done: boolean }) => s.done).map((s: { key: string }) => s.key),
    ).toEqual(['contract-signed', 'customer-terms-accepted']);
  });

  it('a member signs too; a version that is not in force is refused with the current one', async () => {
    const p = await partnerWithOwner(t, refs);
    const member = await memberOf(t, p.partnerId);
    const old = await request(t.app)
      .post('/api/partner/agreements/partner-contract')
      .set(member.auth)
      .send({ version: '2024.9' })
      .expect(409);
    expect(old.body).toMatchObject({
      error: `A newer version of the partner contract is in force (${PARTNER_CONTRACT.version}). Please read it and sign that version.`,
      currentVersion: PARTNER_CONTRACT.version,
    });
    await request(t.app).post('/api/partner/agreements/nda').set(member.auth).send({ version: '1' }).expect(400);
    await request(t.app).post('/api/partner/agreements/partner-contract').set(member.auth).send({}).expect(400);
    await request(t.app)
      .post('/api/partner/agreements/partner-contract')
      .set(member.auth)
      .send({ version: PARTNER_CONTRACT.version })
      .expect(200);
  });

  it('a new contract version makes it pending again until signed', async () => {
    const p = await partnerWithOwner(t, refs);
    await request(t.app)
      .post('/api/partner/agreements/partner-contract')
      .set(p.auth)
      .send({ version: PARTNER_CONTRACT.version })
      .expect(200);
    const newer = { 'partner-contract': '2099.1', 'customer-terms': CUSTOMER_TERMS_VERSION };
    const next = new PartnerAgreements(t.db, p.partnerId, () => t.clock.now, newer);
    expect(await next.get('partner-contract')).toMatchObject({
      status: 'pending',
      currentVersion: '2099.1',
      signature: { version: PARTNER_CONTRACT.version },
    });
    const checklist = await new PartnerAccount(t.db, p.partnerId, newer).onboarding();
    expect(checklist?.steps.find((s) => s.key === 'contract-signed')?.done).toBe(false);
    await expect(
      next.sign('partner-contract', PARTNER_CONTRACT.version, { personId: p.personId, ipAddress: null }),
    ).rejects.toMatchObject({
      status: 409,
    });
    expect(
      await next.sign('partner-contract', '2099.1', { personId: p.personId, ipAddress: '203.0.113.1' }),
    ).toMatchObject({
      status: 'agreed',
      signature: { version: '2099.1' },
    });
  });

  it('the contract is a PDF rendered for the partner, with its name and the version, to read or download', async () => {
    const p = await partnerWithOwner(t, refs, { name: 'Quayside Expo' });
    const res = await request(t.app)
      .get('/api/partner/agreements/partner-contract/document')
      .set(p.auth)
      .buffer(true)
      .parse(binaryBody)
      .expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `inline; filename="pavilion-partner-agreement-${PARTNER_CONTRACT.version}.pdf"`,
    );
    const pdf = res.body as Buffer;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    // The document's title (a PDF literal string, parentheses escaped) names the partner and the version.
    expect(pdf.toString('latin1')).toContain(
      `(Pavilion Partner Agreement with Quayside Expo \\(version ${PARTNER_CONTRACT.version}\\))`,
    );
    const download = await request(t.app)
      .get('/api/partner/agreements/partner-contract/document?download=1')
      .set(p.auth)
      .expect(200);
    expect(download.headers['content-disposition']).toMatch(/^attachment; /);
  });
});

describe("in the reader's language", () => {
  it('names the contract and its binding English text in the language of whoever downloads it', async () => {
    const p = await partnerWithOwner(t, refs, { name: 'Hafen Expo' });
    // The signed-in person's setting names the request's language.
    await t.db
      .insert(personSettings)
      .values({ personId: p.personId, defaultLanguage: 'de' })
      .onConflictDoUpdate({ target: personSettings.personId, set: { defaultLanguage: 'de' } });
    const res = await request(t.app)
      .get('/api/partner/agreements/partner-contract/document')
      .set(p.auth)
      .buffer(true)
      .parse(binaryBody)
      .expect(200);
    const text = pdfTextOf(res.body as Buffer);
    expect(text).toContain('Pavilion-Veranstaltervertrag');
    expect(text).toContain('Version 2025.1');
    // The binding English text follows, under a note that says so.
    expect(text).toContain('maßgeblich');
    expect(text).toContain('1. What this agreement covers');
  });
});

describe('without a trusted proxy', () => {
  it('the recorded address is the connection’s, whatever X-Forwarded-For says', async () => {
    const direct = await createTestContext();
    try {
      const directRefs = await partnerRefs(direct);
      const p = await partnerWithOwner(direct, directRefs);
      const res = await request(direct.app)
        .post('/api/partner/agreements/partner-contract')
        .set(p.auth)
        .set('X-Forwarded-For', '203.0.113.9')
        .send({ version: PARTNER_CONTRACT.version })
        .expect(200);
      expect(res.body.signature.ipAddress).toMatch(/^(127\.0\.0\.1|::1)$/);
    } finally {
      await direct.close();
    }
  });
});
