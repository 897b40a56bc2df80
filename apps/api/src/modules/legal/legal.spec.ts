// Terms with versions, acceptance and notice (Customer terms A18) on a real database: an administrator
// publishes the version this release holds as a significant change (audited, with its notice), every
// account holder is emailed before it applies in their language and once (two rounds at the same moment
// send one each), and after it applies a person who has not accepted it is refused an order until they do.
import { and, eq } from 'drizzle-orm';
import request from 'supertest';
import { CUSTOMER_TERMS_VERSION, LEGAL_DOCUMENTS } from '@pavilion/domain';
import { auditLog, legalAcceptances, legalDocumentVersions, personSettings } from '../../db/schema';
import { bearerFor, createAdmin, createAttendee, createPartnerUser } from '@pavilion/api-testing/harness';
import { attendeeTicket, createSaleEvent, useCheckout } from '@pavilion/api-testing/checkout';
import { outboxTo } from '@pavilion/api-testing/mail';
import { LEGAL_NOTICE_TEMPLATE, sendLegalNotices } from './notices.worker';

const { t, app, buyer } = useCheckout({ PAYMENT_DELAY_MS: '0' });
const DAY = 86_400_000;
const EARLIER_TERMS = '1 June 2024';
const EARLIER_CONTRACT = '2024.1';

let admin: { Authorization: string };
beforeAll(async () => {
  // The release holds new texts: the versions published before it are older ones. (The migrations
  // publish the customer terms this code holds, a correction: taken back here, to publish it again as
  // a significant change.)
  await t.db
    .delete(legalDocumentVersions)
    .where(
      and(
        eq(legalDocumentVersions.document, 'customer-terms'),
        eq(legalDocumentVersions.version, CUSTOMER_TERMS_VERSION),
      ),
    );
  await t.db
    .update(legalDocumentVersions)
    .set({ version: EARLIER_TERMS })
    .where(eq(legalDocumentVersions.document, 'customer-terms'));
  await t.db
    .update(legalDocumentVersions)
    .set({ version: EARLIER_CONTRACT })
    .where(eq(legalDocumentVersions.document, 'partner-contract'));
  const a = await createAdmin(t.db);
  admin = await bearerFor(app, a.email);
});

const publish = (body: object, auth = admin) => request(app).post('/api/admin/legal-versions').set(auth).send(body);
const notices = (email: string) =>
  outboxTo(t, email).then((rows) => rows.filter((m) => m.template === LEGAL_NOTICE_TEMPLATE));
const order = async (auth: { Authorization: string }, extra: object = {}) => {
  const sale = await createSaleEvent(t.db, t.clock.now, { startsInDays: 60 });
  return request(app)
    .post('/api/orders/')
    .set(auth)
    .send({ eventId: sale.eventId, tickets: [attendeeTicket(sale.ticketTypeIds[0])], ...extra });
};

describe('legal documents and their versions', () => {
  it('answers each document’s version in force, and none upcoming at first', async () => {
    const res = await request(app).get('/api/legal/documents').expect(200);
    expect(res.body.map((d: { document: string }) => d.document)).toEqual([
      'customer-terms',
      'privacy-notice',
      'content-guidelines',
      'partner-contract',
    ]);
    // The correction this release holds, which migration 0019 published as not significant (0017 had
    // published the version of January 2025).
    expect(LEGAL_DOCUMENTS['privacy-notice'].version).not.toBe('2025-01-28');
    expect(res.body[1]).toMatchObject({
      current: {
        version: LEGAL_DOCUMENTS['privacy-notice'].version,
        day: LEGAL_DOCUMENTS['privacy-notice'].day,
        significant: false,
      },
      upcoming: null,
    });
  });

  it('refuses a significant version without its notice, one in the past, and anyone but an administrator', async () => {
    const published = (await t.db.select().from(legalDocumentVersions)).length;
    const soon = new Date(t.clock.now.getTime() + 3 * DAY).toISOString();
    const short = await publish({ document: 'customer-terms', significant: true, appliesFrom: soon }).expect(400);
    expect(short.body.fields.appliesFrom).toMatch(
      /^A significant change applies at least 14 days after it is published/,
    );
    const past = new Date(t.clock.now.getTime() - DAY).toISOString();
    const before = await publish({ document: 'customer-terms', appliesFrom: past }).expect(400);
    expect(before.body.fields.appliesFrom).toBe(
      'The new version cannot apply before it is published: choose a date from now on',
    );
    const attendee = await buyer();
    await publish({ document: 'customer-terms', significant: true, appliesFrom: soon }, attendee.auth).expect(403);
    const contract = await publish({
      document: 'partner-contract',
      significant: true,
      appliesFrom: new Date(t.clock.now.getTime() + 20 * DAY).toISOString(),
    }).expect(400);
    expect(contract.body.fields.appliesFrom).toMatch(/at least 30 days/);
    const rows = await t.db.select().from(legalDocumentVersions);
    expect(rows).toHaveLength(published);
  });
});

describe('a significant change of the customer terms', () => {
  const appliesFrom = () => new Date(t.clock.now.getTime() + 15 * DAY);
  let english: Awaited<ReturnType<typeof buyer>>;
  let german: Awaited<ReturnType<typeof buyer>>;
  let closedEmail: string;
  let partnerOwner: { email: string };

  beforeAll(async () => {
    english = await buyer();
    german = await buyer();
    await t.db
      .insert(personSettings)
      .values({ personId: german.personId, defaultLanguage: 'de' })
      .onConflictDoUpdate({
        target: personSettings.personId,
        set: { defaultLanguage: 'de' },
      });
    const closed = await createAttendee(t.db, { passwordHash: null });
    closedEmail = closed.email;
    partnerOwner = await createPartnerUser(t.db);
  });

  it('is published by an administrator with the day it applies from, and written to the audit log', async () => {
    const at = appliesFrom();
    const res = await publish({ document: 'customer-terms', significant: true, appliesFrom: at.toISOString() }).expect(
      201,
    );
    expect(res.body).toMatchObject({
      document: 'customer-terms',
      version: CUSTOMER_TERMS_VERSION,
      significant: true,
      appliesFrom: at.toISOString(),
    });
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'legal.published'));
    expect(audit.summary).toMatch(
      new RegExp(
        `^Customer terms version ${CUSTOMER_TERMS_VERSION} published, in force from .*, as a significant change$`,
      ),
    );
    const documents = await request(app).get('/api/legal/documents').expect(200);
    expect(documents.body[0]).toMatchObject({
      current: { version: EARLIER_TERMS },
      upcoming: { version: CUSTOMER_TERMS_VERSION, significant: true },
    });
    // The same version again is refused.
    const again = await publish({ document: 'customer-terms', significant: true, appliesFrom: at.toISOString() });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(`Version ${CUSTOMER_TERMS_VERSION} of this document is already published`);
  });

  it('emails every account holder before it applies, in their language, once, and no closed account', async () => {
    const [first, second] = await Promise.all([
      sendLegalNotices(t.db, t.config, t.clock.now),
      sendLegalNotices(t.db, t.config, t.clock.now),
    ]);
    expect(first + second).toBeGreaterThanOrEqual(4);
    expect(await sendLegalNotices(t.db, t.config, t.clock.now)).toBe(0);
    const [en] = await notices(english.email);
    expect(await notices(english.email)).toHaveLength(1);
    expect(en.subject).toMatch(/^Customer terms of service: a new version from /);
    expect(en.text).toContain('/customer-terms-of-service');
    expect(en.text).toContain('the next time you sign in or place an order');
    const [de] = await notices(german.email);
    expect(de.subject).toMatch(/^Nutzungsbedingungen für Kunden: neue Fassung ab /);
    expect(await notices(partnerOwner.email)).toHaveLength(1);
    expect(await notices(closedEmail)).toEqual([]);
  });

  it('changes nothing for an order before it applies', async () => {
    const pending = await request(app).get('/api/legal/acceptances').set(english.auth).expect(200);
    expect(pending.body.pending).toEqual([]);
    expect((await order(english.auth)).status).toBe(201);
  });

  it('after it applies, refuses an order in words until the person accepts it, and records the acceptance', async () => {
    t.clock.advance(16 * DAY);
    const asked = await request(app).get('/api/legal/acceptances').set(english.auth).expect(200);
    expect(asked.body.pending).toEqual([
      expect.objectContaining({ document: 'customer-terms', version: CUSTOMER_TERMS_VERSION, significant: true }),
    ]);

    const refused = await order(english.auth);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'TERMS_NOT_ACCEPTED',
      error:
        'Our customer terms of service changed on Nov 27, 2026. Please read them and confirm that you agree before you order.',
      document: 'customer-terms',
      version: CUSTOMER_TERMS_VERSION,
    });
    const refusedDe = await order(german.auth);
    expect(refusedDe.status).toBe(409);

    // The box at checkout records the acceptance with the order.
    expect((await order(english.auth, { acceptTerms: true })).status).toBe(201);
    const rows = await t.db
      .select()
      .from(legalAcceptances)
      .where(and(eq(legalAcceptances.personId, english.personId), eq(legalAcceptances.document, 'customer-terms')));
    expect(rows).toEqual([
      expect.objectContaining({ version: CUSTOMER_TERMS_VERSION, place: 'checkout', acceptedAt: t.clock.now }),
    ]);
    expect((await order(english.auth)).status).toBe(201);
  });

  it('is accepted from the ask after sign-in: only the version in force', async () => {
    const old = await request(app)
      .post('/api/legal/acceptances')
      .set(german.auth)
      .send({ document: 'customer-terms', version: EARLIER_TERMS, accept: true });
    expect(old.status).toBe(409);
    const unticked = await request(app)
      .post('/api/legal/acceptances')
      .set(german.auth)
      .send({ document: 'customer-terms', version: CUSTOMER_TERMS_VERSION, accept: false });
    expect(unticked.status).toBe(400);
    const contract = await request(app)
      .post('/api/legal/acceptances')
      .set(german.auth)
      .send({ document: 'partner-contract', version: '2025.1', accept: true });
    expect(contract.status).toBe(400);

    const accepted = await request(app)
      .post('/api/legal/acceptances')
      .set(german.auth)
      .send({ document: 'customer-terms', version: CUSTOMER_TERMS_VERSION, accept: true })
      .expect(200);
    expect(accepted.body.pending).toEqual([]);
    expect(accepted.body.accepted).toEqual([
      expect.objectContaining({ document: 'customer-terms', version: CUSTOMER_TERMS_VERSION, place: 'sign-in' }),
    ]);
    expect((await order(german.auth)).status).toBe(201);
    await request(app).get('/api/legal/acceptances').expect(401);
  });
});

describe('a significant change of the partner contract', () => {
  it('is told to partner owners only, with 30 days’ notice', async () => {
    const owner = await createPartnerUser(t.db);
    const attendee = await createAttendee(t.db);
    await publish({
      document: 'partner-contract',
      significant: true,
      appliesFrom: new Date(t.clock.now.getTime() + 31 * DAY).toISOString(),
    }).expect(201);
    await sendLegalNotices(t.db, t.config, t.clock.now);
    const [mail] = await notices(owner.email);
    expect(mail.subject).toMatch(/^Partner agreement: a new version from /);
    expect(mail.text).toContain('/contract-agreement');
    expect(await notices(attendee.email)).toEqual([]);
  });
});
