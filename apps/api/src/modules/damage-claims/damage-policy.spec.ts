// An event's damage policy on a real database: set with the event (create and edit), versioned like
// the event's other fields (the admin vets it in the pending version, buyers see the approved one),
// in the event's currency within the ceiling (refused in words, nothing written), and shown on the
// public event page.
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { DAMAGE_POLICY_MESSAGES as M, ZEventVersionSnapshot } from '@pavilion/domain';
import { events, eventVersions } from '../../db/schema';
import { bearerFor, createAdmin, useTestContext } from '@pavilion/api-testing/harness';
import {
  approveCurrent,
  createEvent,
  editBody,
  partnerWithPolicy,
  type TestPartner,
} from '@pavilion/api-testing/fixtures/partner-events';

const t = useTestContext({ PAYMENT_DELAY_MS: '0' });
let a: TestPartner;
beforeAll(async () => {
  a = await partnerWithPolicy(t);
});

const TEXT = 'Exhibitors pay for damage to their stand, the hall and the furniture.';
const row = async (id: number) => (await t.db.select().from(events).where(eq(events.id, id)))[0]!;

describe("an event's damage policy", () => {
  it('is set at creation in the event currency, kept in minor units and shown on the public page', async () => {
    const id = await createEvent(t, a, { currencyCode: 'EUR', damagePolicy: { maxAmount: '500', text: TEXT } });
    expect(await row(id)).toMatchObject({ damageMaxMinor: 50_000, damagePolicyText: TEXT });
    await approveCurrent(t, a, id);
    const page = await request(t.app).get(`/api/events/${id}`).expect(200);
    expect(page.body.damagePolicy).toEqual({ maxAmount: 500, currency: 'EUR', text: TEXT });
  });

  it('is versioned: an edit of an approved event waits in the pending version, which the admin vets', async () => {
    const id = await createEvent(t, a);
    await approveCurrent(t, a, id);
    expect((await request(t.app).get(`/api/events/${id}`).expect(200)).body.damagePolicy).toBeNull();
    const body = { ...(await editBody(t, a.policyId)), damagePolicy: { maxAmount: 250.5, text: TEXT } };
    await request(t.app).patch(`/api/partner/events/${id}`).set(a.auth).send(body).expect(200);
    // Buyers still see the approved content; the version (what the admin reads) has the policy.
    expect(await row(id)).toMatchObject({ damageMaxMinor: null, damagePolicyText: null });
    const [version] = await t.db
      .select()
      .from(eventVersions)
      .where(eq(eventVersions.id, (await row(id)).currentVersionId!));
    expect(ZEventVersionSnapshot.parse(version!.snapshot).damagePolicy).toEqual({ maxAmount: 250.5, text: TEXT });
    const partner = await request(t.app).get(`/api/partner/events/${id}`).set(a.auth).expect(200);
    expect(partner.body.damagePolicy).toEqual({ maxAmount: 250.5, currency: 'GBP', text: TEXT });
    // The administrator vetting the version reads what approving would publish, the policy with it.
    const admin = await request(t.app)
      .get(`/api/admin/events/${id}`)
      .set(await bearerFor(t.app, (await createAdmin(t.db)).email))
      .expect(200);
    expect(admin.body.damagePolicy).toEqual({ maxAmount: 250.5, currency: 'GBP', text: TEXT });
    await approveCurrent(t, a, id);
    expect(await row(id)).toMatchObject({ damageMaxMinor: 25_050, damagePolicyText: TEXT });
  });

  it('is refused in words above the ceiling or with more decimals than the currency, and nothing is written', async () => {
    const id = await createEvent(t, a);
    const before = await t.db.select().from(eventVersions).where(eq(eventVersions.eventId, id));
    const base = await editBody(t, a.policyId);
    const over = await request(t.app)
      .patch(`/api/partner/events/${id}`)
      .set(a.auth)
      .send({ ...base, damagePolicy: { maxAmount: 4000.01, text: TEXT } });
    expect(over.status).toBe(400);
    expect(over.body.fields).toEqual({ 'damagePolicy.maxAmount': M.maxTooHigh({ ceiling: '£4,000.00' }) });
    const decimals = await request(t.app)
      .patch(`/api/partner/events/${id}`)
      .set(a.auth)
      .send({ ...base, damagePolicy: { maxAmount: 10.005, text: TEXT } });
    expect(decimals.status).toBe(400);
    const empty = await request(t.app)
      .patch(`/api/partner/events/${id}`)
      .set(a.auth)
      .send({ ...base, damagePolicy: { maxAmount: '', text: '' } });
    expect(empty.body.fields).toEqual({
      'damagePolicy.maxAmount': M.maxRequired,
      'damagePolicy.text': M.textRequired,
    });
    expect(await t.db.select().from(eventVersions).where(eq(eventVersions.eventId, id))).toEqual(before);
    expect(await row(id)).toMatchObject({ damageMaxMinor: null, damagePolicyText: null });
    const create = await request(t.app)
      .post('/api/partner/events/')
      .set(a.auth)
      .send({ ...(await editBody(t, a.policyId)), currencyCode: 'JPY', damagePolicy: { maxAmount: 10.5, text: TEXT } });
    expect(create.status).toBe(400);
    expect(create.body.fields['damagePolicy.maxAmount']).toBe(
      "The maximum per order can have at most the currency's decimals",
    );
  });
});
