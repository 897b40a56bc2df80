// Vetting event versions through the admin route, and what the public sees after each decision, and
// after the partner is approved, rejected or suspended.
import request from 'supertest';
import { and, desc, eq } from 'drizzle-orm';
import { ZAdminEventDetail } from '@pavilion/domain';
import { auditLog, emailOutbox, orders } from '../../../db/schema';
import { useTestContext } from '@pavilion/api-testing/harness';
import {
  buyTickets,
  createEvent,
  currentVersionId,
  editBody,
  partnerWithPolicy,
  type TestPartner,
} from '@pavilion/api-testing/fixtures/partner-events';
import { adminHeader } from '@pavilion/api-testing/fixtures/admin';

const t = useTestContext({ PAYMENT_DELAY_MS: '0' });
let admin: Awaited<ReturnType<typeof adminHeader>>;
let partner: TestPartner;
beforeAll(async () => {
  admin = await adminHeader(t);
  partner = await partnerWithPolicy(t);
});

const vet = (eventId: number, versionId: number, body: Record<string, unknown>) =>
  request(t.app).post(`/api/admin/vetting-status/events/${eventId}/${versionId}`).set(admin.auth).send(body);
const publicStatus = async (id: number) => (await request(t.app).get(`/api/events/${id}`)).status;
const searchNames = async (q: string) =>
  (await request(t.app).post('/api/events/filtered').send({ query: q })).body.events.map(
    (e: { name: string }) => e.name,
  );
const adminGet = async (id: number) =>
  ZAdminEventDetail.parse((await request(t.app).get(`/api/admin/events/${id}`).set(admin.auth).expect(200)).body);

describe('POST /api/admin/vetting-status/events/{eventId}/{currentEventVersionId}', () => {
  it('needs a comment and a decision of Approve or Reject; nothing changes without them', async () => {
    const id = await createEvent(t, partner, { name: 'Commentless Congress' });
    const v1 = await currentVersionId(t, partner, id);
    const blank = await vet(id, v1, { status: 'APPROVED', comment: '  ' });
    expect(blank.status).toBe(400);
    expect(blank.body.fields).toEqual({ comment: 'Comment is required' });
    expect((await vet(id, v1, { status: 'PENDING', comment: 'x' })).status).toBe(400);
    expect((await adminGet(id)).review).toMatchObject({ waiting: true, firstVersion: true });
    expect(await publicStatus(id)).toBe(404);
  });

  it('approving publishes the version at once; the partner gets the comment, never the notes; it is audited', async () => {
    const id = await createEvent(t, partner, { name: 'Lighthouse Logistics Week' });
    const v1 = await currentVersionId(t, partner, id);
    const res = await vet(id, v1, { status: 'APPROVED', comment: 'Welcome to the marketplace', notes: 'SECRET-7' });
    expect(res.status).toBe(200);
    const detail = ZAdminEventDetail.parse(res.body);
    expect(detail).toMatchObject({ currentStatus: 'APPROVED', public: true, review: { waiting: false } });
    expect(detail.vettingStatusUpdates.at(-1)).toMatchObject({ status: 'APPROVED', notes: 'SECRET-7' });
    expect(await publicStatus(id)).toBe(200);
    expect(await searchNames('Lighthouse')).toEqual(['Lighthouse Logistics Week']);

    const mails = await t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, partner.email));
    const mail = mails.find((m) => m.subject.includes('Lighthouse'))!;
    expect(mail.text).toContain('Welcome to the marketplace');
    expect(mail.text + mail.html).not.toContain('SECRET-7');
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'event.vetting'), eq(auditLog.entityId, String(id))));
    expect(entry).toMatchObject({
      actorPersonId: admin.personId,
      before: expect.objectContaining({ eventStatus: 'PENDING', versionStatus: 'PENDING' }),
      after: expect.objectContaining({ eventStatus: 'APPROVED', versionStatus: 'APPROVED', notes: 'SECRET-7' }),
    });
  });

  it('shows a waiting version field by field; rejecting it keeps the approved one public; an old version is 409', async () => {
    const id = await createEvent(t, partner, { name: 'Quayside Summit', tagline: 'Ports and people' });
    const v1 = await currentVersionId(t, partner, id);
    await vet(id, v1, { status: 'APPROVED', comment: 'Fine' }).expect(200);
    const edit = await request(t.app)
      .patch(`/api/partner/events/${id}`)
      .set(partner.auth)
      .send(
        await editBody(t, partner.policyId, {
          name: 'Quayside Summit',
          tagline: 'Ports, people and data',
          attendanceType: 3,
          ticketTypes: undefined,
          subEvents: undefined,
        }),
      )
      .expect(200);
    const waiting = await adminGet(id);
    // The admin sees what approving would publish, and what changed against the public version.
    expect(waiting.tagline).toBe('Ports, people and data');
    expect(waiting.review).toMatchObject({ waiting: true, firstVersion: false, version: { version: 2 } });
    expect(waiting.review.changes).toEqual(
      expect.arrayContaining([
        { field: 'tagline', label: 'Tagline', before: 'Ports and people', after: 'Ports, people and data' },
        { field: 'attendanceType', label: 'Attendance', before: 'In-Person', after: 'Hybrid' },
      ]),
    );
    expect(waiting.review.changes.map((c) => c.field)).not.toContain('name');

    // The version the admin looked at before the edit is not current any more.
    const stale = await vet(id, v1, { status: 'APPROVED', comment: 'again' });
    expect(stale.status).toBe(409);
    expect(stale.body.currentEventVersionId).toBe(edit.body.versionId);

    const rejected = await vet(id, edit.body.versionId, {
      status: 'REJECTED',
      comment: 'The new tagline promises data we cannot see in the agenda.',
      notes: 'PRIVATE-NOTE',
    });
    expect(rejected.status).toBe(200);
    expect((await request(t.app).get(`/api/events/${id}`).expect(200)).body.tagline).toBe('Ports and people');
    // The partner sees the comment on the event, never the notes.
    const mine = await request(t.app).get(`/api/partner/events/${id}`).set(partner.auth).expect(200);
    expect(JSON.stringify(mine.body)).toContain('The new tagline promises data');
    expect(JSON.stringify(mine.body)).not.toContain('PRIVATE-NOTE');
    // Decided already: a second decision on the same version is refused.
    expect((await vet(id, edit.body.versionId, { status: 'APPROVED', comment: 'x' })).status).toBe(409);
    expect((await vet(999_999, 1, { status: 'APPROVED', comment: 'x' })).status).toBe(404);

    // The partner edits again; the list marks the event, and approving publishes the new version at once.
    const again = await request(t.app)
      .patch(`/api/partner/events/${id}`)
      .set(partner.auth)
      .send(
        await editBody(t, partner.policyId, {
          name: 'Quayside Data Summit',
          tagline: 'Ports, people and open data',
          ticketTypes: undefined,
          subEvents: undefined,
        }),
      )
      .expect(200);
    expect(again.body.versionId).not.toBe(edit.body.versionId);
    const list = await request(t.app).get('/api/admin/events/?q=Quayside').set(admin.auth).expect(200);
    expect(list.body.items).toEqual([expect.objectContaining({ id, name: 'Quayside Summit', changesWaiting: true })]);
    expect(await searchNames('Quayside Data')).toEqual([]);
    await vet(id, again.body.versionId, { status: 'APPROVED', comment: 'Better' }).expect(200);
    const live = (await request(t.app).get(`/api/events/${id}`).expect(200)).body;
    expect(live).toMatchObject({ name: 'Quayside Data Summit', tagline: 'Ports, people and open data' });
    expect(await searchNames('Quayside Data')).toEqual(['Quayside Data Summit']);
    const after = await request(t.app).get('/api/admin/events/?q=Quayside').set(admin.auth).expect(200);
    expect(after.body.items[0]).toMatchObject({ name: 'Quayside Data Summit', changesWaiting: false, public: true });
  });
});

describe("a partner's status and the visibility of its events", () => {
  it('rejecting or suspending the partner takes its events out, orders stay valid; approving brings them back', async () => {
    const owner = await partnerWithPolicy(t);
    const id = await createEvent(t, owner, { name: 'Driftwood Maritime Fair' });
    await vet(id, await currentVersionId(t, owner, id), { status: 'APPROVED', comment: 'ok' }).expect(200);
    const standard = (await request(t.app).get(`/api/events/${id}`).expect(200)).body.ticketTypes[0];
    const sale = await buyTickets(t.app, t.db, t.clock.now, id, standard.id, 2);
    const decidePartner = (status: string) =>
      request(t.app)
        .post(`/api/admin/vetting-status/partners/${owner.partnerId}`)
        .set(admin.auth)
        .send({ status, comment: `Now ${status}` });

    await decidePartner('SUSPENDED').expect(200);
    expect(await publicStatus(id)).toBe(404);
    expect(await searchNames('Driftwood')).toEqual([]);
    expect((await adminGet(id)).public).toBe(false);
    // The order made before stays paid and readable by its buyer.
    const [order] = await t.db.select().from(orders).where(eq(orders.id, sale.orderId));
    expect(order.status).toBe('paid');
    expect((await request(t.app).get(`/api/orders/${sale.orderId}`).set(sale.auth)).body.status).toBe('paid');

    await decidePartner('APPROVED').expect(200);
    expect(await publicStatus(id)).toBe(200);
    expect(await searchNames('Driftwood')).toEqual(['Driftwood Maritime Fair']);

    await decidePartner('REJECTED').expect(200);
    expect(await publicStatus(id)).toBe(404);
    const [latest] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(owner.partnerId)))
      .orderBy(desc(auditLog.id));
    expect(latest).toMatchObject({ action: 'partner.vetting', before: { status: 'APPROVED' } });
  });
});
