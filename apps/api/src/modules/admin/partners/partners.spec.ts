import request from 'supertest';
import { and, desc, eq } from 'drizzle-orm';
import { ZAdminPartnerDetail, ZAdminPartnersPage } from '@pavilion/domain';
import {
  auditLog,
  bankAccounts,
  countries,
  emailOutbox,
  files,
  partnerDocuments,
  partnerMembers,
  partners,
  partnerVettingUpdates,
  persons,
  sectors,
  partnerSectors,
} from '../../../db/schema';
import { createPartnerUser, useTestContext } from '@pavilion/api-testing/harness';
import { adminHeader } from '@pavilion/api-testing/fixtures/admin';

const t = useTestContext();
let admin: Awaited<ReturnType<typeof adminHeader>>;
beforeAll(async () => {
  admin = await adminHeader(t);
});

const DAY = 86_400_000;

async function fullPartner(overrides: Partial<typeof partners.$inferInsert> = {}) {
  const [gb] = await t.db.select({ id: countries.id }).from(countries).where(eq(countries.code, 'GB'));
  const owner = await createPartnerUser(t.db, {
    name: 'Harbour Events Ltd',
    registrationNumber: '01234567',
    address: '1 Quay Street',
    city: 'Bristol',
    zipCode: 'BS1 4DJ',
    countryId: gb.id,
    addressVerifiedAt: new Date(),
    emailVerifiedAt: null,
    phoneNumber: '+44 117 496 0000',
    website: 'https://harbour.example',
    companySize: '11-50',
    eventsPerYear: '5-10',
    currentVettingStatus: 'PENDING',
    ...overrides,
  });
  const [member] = await t.db
    .insert(persons)
    .values({ email: `member.${owner.partnerId}@example.com`, firstName: 'Mary', surname: 'Jackson' })
    .returning();
  await t.db.insert(partnerMembers).values({ partnerId: owner.partnerId, personId: member.id, role: 'member' });
  await t.db.insert(bankAccounts).values({
    partnerId: owner.partnerId,
    accountName: 'Harbour Events Ltd',
    bankName: 'Bank of Bristol',
    iban: 'GB29NWBK60161331926819',
    swift: 'NWBKGB2L',
    countryId: gb.id,
    currency: 'GBP',
  });
  const [file] = await t.db
    .insert(files)
    .values({ storageKey: 'docs/x.pdf', contentType: 'application/pdf', size: 10 })
    .returning();
  await t.db.insert(partnerDocuments).values({ partnerId: owner.partnerId, name: 'Certificate.pdf', fileId: file.id });
  const [sector] = await t.db.select().from(sectors).limit(1);
  await t.db.insert(partnerSectors).values({ partnerId: owner.partnerId, sectorId: sector.id });
  await t.db.insert(partnerVettingUpdates).values({
    partnerId: owner.partnerId,
    status: 'PENDING',
    comment: 'Application received.',
    notes: 'Created on partner sign-up.',
    createdAt: new Date(t.clock.now.getTime() - DAY),
  });
  return { ...owner, memberEmail: member.email, sectorName: sector.name };
}

const decide = (partnerId: number, body: Record<string, unknown>) =>
  request(t.app).post(`/api/admin/vetting-status/partners/${partnerId}`).set(admin.auth).send(body);

describe('GET /api/admin/partners/', () => {
  it('answers cards with the spec fields, filtered by status and searched by name, email or city', async () => {
    const p = await fullPartner({ name: 'Cardiff Card Co', city: 'Cardiff' });
    const res = await request(t.app).get('/api/admin/partners/?q=cardiff&status=PENDING').set(admin.auth).expect(200);
    const page = ZAdminPartnersPage.parse(res.body);
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({
      id: p.partnerId,
      name: 'Cardiff Card Co',
      currentVettingStatus: 'PENDING',
      address: '1 Quay Street',
      city: 'Cardiff',
      country: { name: 'United Kingdom' },
      email: p.email,
      companySize: '11-50',
      sectors: [{ name: p.sectorName }],
    });
    const approved = await request(t.app).get('/api/admin/partners/?q=cardiff&status=APPROVED').set(admin.auth);
    expect(approved.body.total).toBe(0);
  });

  it('sorts by name or application date and pages', async () => {
    const base = t.clock.now.getTime();
    for (const [i, name] of ['Zeta Paging', 'Alpha Paging', 'Mu Paging'].entries())
      await createPartnerUser(t.db, { name, createdAt: new Date(base - i * DAY) });
    const byName = await request(t.app).get('/api/admin/partners/?q=paging&sort=name&direction=asc').set(admin.auth);
    expect(byName.body.items.map((p: { name: string }) => p.name)).toEqual([
      'Alpha Paging',
      'Mu Paging',
      'Zeta Paging',
    ]);
    const newest = await request(t.app).get('/api/admin/partners/?q=paging&pageSize=2&page=2').set(admin.auth);
    expect(newest.body).toMatchObject({ total: 3, page: 2, items: [{ name: 'Mu Paging' }] });
  });
});

describe('the search of approved partners (the platform fee page’s picker)', () => {
  it('finds the approved partners whose name holds the text, by name, a page at a time', async () => {
    for (const [name, status] of [
      ['Harbour Lights Approved', 'APPROVED'],
      ['Beacon Harbour Approved', 'APPROVED'],
      ['Harbour Pending', 'PENDING'],
      ['Harbour Suspended', 'SUSPENDED'],
      ['Old harbour Approved', 'APPROVED'],
    ] as const)
      await createPartnerUser(t.db, { name, currentVettingStatus: status });
    const search = (query: string) =>
      request(t.app)
        .get(`/api/admin/partners/?status=APPROVED&q=harbour&sort=name&direction=asc${query}`)
        .set(admin.auth)
        .expect(200);
    const first = ZAdminPartnersPage.parse((await search('&pageSize=2')).body);
    expect(first.total).toBe(3);
    expect(first.items.map((p) => p.name)).toEqual(['Beacon Harbour Approved', 'Harbour Lights Approved']);
    expect(first.items.every((p) => p.currentVettingStatus === 'APPROVED')).toBe(true);
    const second = ZAdminPartnersPage.parse((await search('&pageSize=2&page=2')).body);
    expect(second.items.map((p) => p.name)).toEqual(['Old harbour Approved']);
    const refused = await request(t.app).get('/api/admin/partners/?status=FRIENDLY&pageSize=0').set(admin.auth);
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.fields).sort()).toEqual(['pageSize', 'status']);
  });
});

describe('GET /api/admin/partners/{id}', () => {
  it('answers every field, verified flags from the data, team, masked bank accounts, documents and history', async () => {
    const p = await fullPartner();
    const res = await request(t.app).get(`/api/admin/partners/${p.partnerId}`).set(admin.auth).expect(200);
    const detail = ZAdminPartnerDetail.parse(res.body);
    expect(detail).toMatchObject({
      name: 'Harbour Events Ltd',
      registrationNumber: '01234567',
      zipCode: 'BS1 4DJ',
      addressVerified: true,
      emailVerified: false,
      phoneNumber: '+44 117 496 0000',
      companyWebsite: 'https://harbour.example',
      eventsPerYear: '5-10',
      bankAccounts: [{ bankName: 'Bank of Bristol', accountNumber: '**** 6819' }],
      documents: [{ name: 'Certificate.pdf', url: expect.stringMatching(/^\/api\/partner-documents\/\d+$/) }],
      currentVettingStatus: 'PENDING',
      vettingStatusUpdates: [{ status: 'PENDING', notes: 'Created on partner sign-up.', decidedBy: null }],
    });
    expect(detail.persons.map((m) => m.email)).toEqual([p.email, p.memberEmail]);
    expect(JSON.stringify(res.body)).not.toContain('60161331926819');
    expect((await request(t.app).get('/api/admin/partners/999999').set(admin.auth)).status).toBe(404);
    expect(detail.payoutHold).toBeNull();
  });

  it("carries the hold on the partner's payouts: the reason, since when and the administrator who held them", async () => {
    const p = await fullPartner();
    await request(t.app)
      .post(`/api/admin/partners/${p.partnerId}/payouts/hold`)
      .set(admin.auth)
      .send({ reason: 'Chargebacks under review' })
      .expect(200);
    const [who] = await t.db.select().from(persons).where(eq(persons.id, admin.personId));
    const held = ZAdminPartnerDetail.parse(
      (await request(t.app).get(`/api/admin/partners/${p.partnerId}`).set(admin.auth).expect(200)).body,
    );
    expect(held.payoutHold).toEqual({
      reason: 'Chargebacks under review',
      heldAt: t.clock.now.toISOString(),
      heldBy: `${who.firstName} ${who.surname}`,
    });
    await request(t.app).post(`/api/admin/partners/${p.partnerId}/payouts/release`).set(admin.auth).expect(200);
    const released = (await request(t.app).get(`/api/admin/partners/${p.partnerId}`).set(admin.auth)).body;
    expect(released.payoutHold).toBeNull();
  });
});

describe('POST /api/admin/vetting-status/partners/{id}', () => {
  it('needs a comment, changes nothing without one', async () => {
    const p = await fullPartner();
    const res = await decide(p.partnerId, { status: 'APPROVED', comment: '   ', notes: 'x' });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ comment: 'Comment is required' });
    const [row] = await t.db.select().from(partners).where(eq(partners.id, p.partnerId));
    expect(row.currentVettingStatus).toBe('PENDING');
  });

  it('records the decision, tells the partner the comment by email (never the notes) and audits it', async () => {
    const p = await fullPartner();
    const res = await decide(p.partnerId, {
      status: 'REJECTED',
      comment: 'Please upload your certificate of incorporation.',
      notes: 'INTERNAL: registration number looked odd',
    });
    expect(res.status).toBe(200);
    const detail = ZAdminPartnerDetail.parse(res.body);
    expect(detail.currentVettingStatus).toBe('REJECTED');
    expect(detail.vettingStatusUpdates.at(-1)).toMatchObject({
      status: 'REJECTED',
      comment: 'Please upload your certificate of incorporation.',
      notes: 'INTERNAL: registration number looked odd',
      decidedBy: 'Alan Turing',
    });
    const mails = await t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, p.email));
    expect(mails).toHaveLength(1);
    expect(mails[0].template).toBe('partner-vetting-rejected');
    expect(mails[0].text).toContain('Please upload your certificate of incorporation.');
    expect(mails[0].text + mails[0].html).not.toContain('INTERNAL');
    // Members who are not owners are not mailed about the decision.
    expect(await t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, p.memberEmail))).toHaveLength(0);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'partner'), eq(auditLog.entityId, String(p.partnerId))))
      .orderBy(desc(auditLog.id));
    expect(entry).toMatchObject({
      action: 'partner.vetting',
      actorPersonId: admin.personId,
      before: { status: 'PENDING' },
      after: { status: 'REJECTED', comment: 'Please upload your certificate of incorporation.' },
    });
  });

  it('suspends only an approved partner, refuses a decision that changes nothing, and 404s an unknown one', async () => {
    const pending = await fullPartner();
    const suspend = await decide(pending.partnerId, { status: 'SUSPENDED', comment: 'x' });
    expect(suspend.status).toBe(409);
    expect(suspend.body.error).toBe('Only an approved partner can be suspended');
    expect((await decide(pending.partnerId, { status: 'APPROVED', comment: 'Welcome' })).status).toBe(200);
    const again = await decide(pending.partnerId, { status: 'APPROVED', comment: 'Welcome again' });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('This partner is already approved');
    expect((await decide(pending.partnerId, { status: 'SUSPENDED', comment: 'Chargebacks' })).status).toBe(200);
    const suspended = (await t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, pending.email))).find(
      (m) => m.template === 'partner-vetting-suspended',
    );
    expect(suspended?.text).toContain('Chargebacks');
    expect((await decide(pending.partnerId, { status: 'PENDING', comment: 'x' })).status).toBe(400);
    expect((await decide(999_999, { status: 'APPROVED', comment: 'x' })).status).toBe(404);
    const history = await t.db
      .select({ status: partnerVettingUpdates.status })
      .from(partnerVettingUpdates)
      .where(eq(partnerVettingUpdates.partnerId, pending.partnerId));
    expect(history.map((h) => h.status)).toEqual(['PENDING', 'APPROVED', 'SUSPENDED']);
  });
});
