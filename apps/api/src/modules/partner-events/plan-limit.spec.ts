// The listing plan's "events live at once" counts what a person calls live: events submitted for review
// or approved, not yet ended and not cancelled. A rejected event does not count, and sending it back to
// review counts it again.
import { count, eq } from 'drizzle-orm';
import request from 'supertest';
import { FINANCE_MESSAGES } from '@pavilion/domain';
import { events } from '../../db/schema';
import { useTestContext } from '@pavilion/api-testing/harness';
import {
  createEvent,
  currentVersionId,
  decide,
  editBody,
  eventBody,
  partnerWithPolicy,
  type TestPartner,
} from '@pavilion/api-testing/fixtures/partner-events';

const t = useTestContext();
let p: TestPartner;

beforeAll(async () => {
  p = await partnerWithPolicy(t);
  await request(t.app).put('/api/partner/plan').set(p.auth).send({ plan: 'starter' }).expect(200);
});

const submit = async (name: string) =>
  request(t.app)
    .post('/api/partner/events/')
    .set(p.auth)
    .send(await eventBody(t, p.policyId, { name }));
const liveEvents = async () =>
  (await request(t.app).get('/api/partner/finances').set(p.auth).expect(200)).body.plan.liveEvents as number;
const eventCount = async () =>
  (await t.db.select({ n: count() }).from(events).where(eq(events.partnerId, p.partnerId)))[0].n;

describe('events live at once, at the Starter plan’s limit of 3', () => {
  it('counts submitted and approved events, not rejected ones, and refuses the one past the limit', async () => {
    const approved = await createEvent(t, p, { name: 'Quay Forum' });
    await decide(t, approved, await currentVersionId(t, p, approved), 'APPROVED');
    const rejected = await createEvent(t, p, { name: 'Pier Expo' });
    await decide(t, rejected, await currentVersionId(t, p, rejected), 'REJECTED');
    await createEvent(t, p, { name: 'Dock Summit' });
    // Approved and waiting for review count; the rejected one does not.
    expect(await liveEvents()).toBe(2);

    await createEvent(t, p, { name: 'Harbour Days' });
    expect(await liveEvents()).toBe(3);
    // A draft is not live: it may be written, not submitted.
    const before = await eventCount();
    const draft = await submit('Fourth Event');
    expect(draft.status).toBe(201);
    expect(await eventCount()).toBe(before + 1);
    expect(await liveEvents()).toBe(3);
    const refused = await request(t.app).post(`/api/partner/events/${draft.body.id}/submit`).set(p.auth);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'CONFLICT',
      error: FINANCE_MESSAGES.planLimit({ plan: 'Starter', limit: 3 }),
    });
    expect(refused.body.error).toBe(
      'Your Starter plan allows 3 events live at once (submitted or approved, not yet ended or cancelled). Wait for one to end, or choose a larger plan in Finances.',
    );
    expect((await t.db.select().from(events).where(eq(events.id, draft.body.id)))[0].status).toBe('DRAFT');
    // With Auto publish on, the event past the limit is refused as it is created, and nothing is written.
    await request(t.app)
      .put('/api/settings')
      .set(p.auth)
      .send({ notifications: {}, portfolio: { autoPublish: true }, contact: {} })
      .expect(200);
    const atOnce = await submit('Fifth Event');
    expect(atOnce.status).toBe(409);
    expect(atOnce.body.error).toBe(FINANCE_MESSAGES.planLimit({ plan: 'Starter', limit: 3 }));
    expect(await eventCount()).toBe(before + 1);

    // Sending the rejected event back to review would make a fourth live one: refused, nothing changes.
    const resubmit = await request(t.app)
      .patch(`/api/partner/events/${rejected}`)
      .set(p.auth)
      .send(await editBody(t, p.policyId, { name: 'Pier Expo, corrected' }))
      .expect(409);
    expect(resubmit.body.error).toBe(FINANCE_MESSAGES.planLimit({ plan: 'Starter', limit: 3 }));
    expect((await t.db.select().from(events).where(eq(events.id, rejected)))[0]).toMatchObject({
      status: 'REJECTED',
      name: 'Pier Expo',
    });

    // A cancelled one frees its place.
    await t.db.update(events).set({ cancelledAt: t.clock.now }).where(eq(events.id, approved));
    expect(await liveEvents()).toBe(2);
    await request(t.app)
      .patch(`/api/partner/events/${rejected}`)
      .set(p.auth)
      .send(await editBody(t, p.policyId, { name: 'Pier Expo, corrected' }))
      .expect(200);
    expect(await liveEvents()).toBe(3);
  });
});
