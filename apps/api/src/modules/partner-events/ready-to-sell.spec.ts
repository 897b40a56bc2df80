// How We Work's promise: a partner verifies its address and signs the partner agreement before it sells
// tickets. Submitting an event for sale (creating it with Auto publish on, submitting a draft, or
// sending a never-approved one back to review) is refused until both are done; a draft may be written before.
import { and, count, eq } from 'drizzle-orm';
import request from 'supertest';
import { events, eventVersions, partnerAgreements, partners } from '../../db/schema';
import { useTestContext } from '@pavilion/api-testing/harness';
import {
  createEvent,
  currentVersionId,
  decide,
  editBody,
  eventBody,
  partnerWithPolicy,
  signPartnerContract,
} from '@pavilion/api-testing/fixtures/partner-events';

const t = useTestContext();

const eventsOf = async (partnerId: number) =>
  (await t.db.select({ n: count() }).from(events).where(eq(events.partnerId, partnerId)))[0].n;

const autoPublish = (auth: Record<string, string>) =>
  request(t.app)
    .put('/api/settings')
    .set(auth)
    .send({ notifications: {}, portfolio: { autoPublish: true }, contact: {} })
    .expect(200);

describe('submitting an event for sale', () => {
  it('keeps a draft before, and refuses to submit it in words until both are done', async () => {
    const p = await partnerWithPolicy(t, 'APPROVED', { readyToSell: false });
    const draft = await request(t.app)
      .post('/api/partner/events/')
      .set(p.auth)
      .send(await eventBody(t, p.policyId))
      .expect(201);
    expect(draft.body.status).toBe('DRAFT');
    const submit = () => request(t.app).post(`/api/partner/events/${draft.body.id}/submit`).set(p.auth);
    const refused = await submit().expect(409);
    expect(refused.body).toMatchObject({
      reason: 'not-ready-to-sell',
      missing: ['address-verified', 'contract-signed'],
    });
    const statusOf = async () =>
      (await t.db.select({ s: events.status }).from(events).where(eq(events.id, draft.body.id)))[0].s;
    expect(await statusOf()).toBe('DRAFT');
    await t.db.update(partners).set({ addressVerifiedAt: t.clock.now }).where(eq(partners.id, p.partnerId));
    await signPartnerContract(t, p.partnerId, p.personId);
    await submit().expect(200);
    expect(await statusOf()).toBe('PENDING');
  });

  it('is refused in words until the address is verified and the agreement signed, and nothing is written', async () => {
    const p = await partnerWithPolicy(t, 'APPROVED', { readyToSell: false });
    await autoPublish(p.auth);
    const submit = async () =>
      request(t.app)
        .post('/api/partner/events/')
        .set(p.auth)
        .send(await eventBody(t, p.policyId));

    const neither = await submit();
    expect(neither.status).toBe(409);
    expect(neither.body).toEqual({
      messageKey: 'partnerEvents.notReadyToSell',
      code: 'CONFLICT',
      error:
        'Verify your company address and sign the partner agreement before you submit an event: tickets go on sale only once the address is verified and the agreement signed.',
      reason: 'not-ready-to-sell',
      missing: ['address-verified', 'contract-signed'],
    });

    await t.db.update(partners).set({ addressVerifiedAt: t.clock.now }).where(eq(partners.id, p.partnerId));
    const unsigned = await submit();
    expect(unsigned.status).toBe(409);
    expect(unsigned.body.error).toMatch(/^Sign the partner agreement before you submit an event/);
    expect(unsigned.body.missing).toEqual(['contract-signed']);
    expect(await eventsOf(p.partnerId)).toBe(0);

    await signPartnerContract(t, p.partnerId, p.personId);
    expect((await submit()).status).toBe(201);
    expect(await eventsOf(p.partnerId)).toBe(1);
  });

  it('asks for the address alone when only the address is missing', async () => {
    const p = await partnerWithPolicy(t, 'APPROVED', { readyToSell: false });
    await signPartnerContract(t, p.partnerId, p.personId);
    await autoPublish(p.auth);
    const res = await request(t.app)
      .post('/api/partner/events/')
      .set(p.auth)
      .send(await eventBody(t, p.policyId))
      .expect(409);
    expect(res.body.error).toMatch(/^Verify your company address before you submit an event/);
    expect(res.body.missing).toEqual(['address-verified']);
  });

  it('counts only the current version of the agreement as signed', async () => {
    const p = await partnerWithPolicy(t);
    await t.db
      .update(partnerAgreements)
      .set({ version: '0.9' })
      .where(and(eq(partnerAgreements.partnerId, p.partnerId), eq(partnerAgreements.kind, 'partner-contract')));
    await autoPublish(p.auth);
    const res = await request(t.app)
      .post('/api/partner/events/')
      .set(p.auth)
      .send(await eventBody(t, p.policyId))
      .expect(409);
    expect(res.body.missing).toEqual(['contract-signed']);
  });

  it('refuses sending a rejected event back to review until ready, and keeps editing an approved one', async () => {
    const p = await partnerWithPolicy(t);
    const rejected = await createEvent(t, p, { name: 'Harbourside Logistics Forum' });
    await decide(t, rejected, await currentVersionId(t, p, rejected), 'REJECTED');
    const approved = await createEvent(t, p, { name: 'Dockland Supply Summit' });
    await decide(t, approved, await currentVersionId(t, p, approved), 'APPROVED');
    // The address is to be verified again (a move, say).
    await t.db.update(partners).set({ addressVerifiedAt: null }).where(eq(partners.id, p.partnerId));
    const versionsOf = async (eventId: number) =>
      (await t.db.select({ n: count() }).from(eventVersions).where(eq(eventVersions.eventId, eventId)))[0].n;

    const before = await versionsOf(rejected);
    const res = await request(t.app)
      .patch(`/api/partner/events/${rejected}`)
      .set(p.auth)
      .send(await editBody(t, p.policyId, { name: 'Harbourside Logistics Forum 2' }))
      .expect(409);
    expect(res.body.reason).toBe('not-ready-to-sell');
    expect(await versionsOf(rejected)).toBe(before);
    expect((await t.db.select().from(events).where(eq(events.id, rejected)))[0].status).toBe('REJECTED');

    await request(t.app)
      .patch(`/api/partner/events/${approved}`)
      .set(p.auth)
      .send(await editBody(t, p.policyId, { name: 'Dockland Supply Summit 2' }))
      .expect(200);
  });
});
