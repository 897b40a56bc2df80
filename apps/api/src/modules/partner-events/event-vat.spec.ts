// An event's VAT setting on a real database: "not stated" until the partner chooses, set at creation
// and on edit, versioned like the event's other fields (the admin vets it in the pending version, the
// live row takes it on approval), answered to the partner and the admin but not on the public page,
// and refused in words (nothing written) outside 0 < rate <= 30 or with an unknown reason.
import { eq, sql } from 'drizzle-orm';
import request from 'supertest';
import { VAT_MESSAGES as M, ZEventVersionSnapshot } from '@pavilion/domain';
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

const row = async (id: number) => (await t.db.select().from(events).where(eq(events.id, id)))[0]!;
const partnerVat = async (id: number) =>
  (await request(t.app).get(`/api/partner/events/${id}`).set(a.auth).expect(200)).body.vat;

describe("an event's VAT setting", () => {
  it('is "does not apply: not stated" when the event never said, and is not on the public page', async () => {
    const id = await createEvent(t, a);
    expect(await row(id)).toMatchObject({ vatRate: null, vatExemptReason: 'not_stated' });
    expect(await partnerVat(id)).toEqual({ mode: 'none', reason: 'not_stated' });
    await approveCurrent(t, a, id);
    const page = await request(t.app).get(`/api/events/${id}`).expect(200);
    expect(page.body).not.toHaveProperty('vat');
  });

  it('is set at creation: a rate with two decimals, as typed in the form', async () => {
    const id = await createEvent(t, a, { vat: { mode: 'included', rate: '5.5' } });
    expect(await row(id)).toMatchObject({ vatRate: 5.5, vatExemptReason: null });
    expect(await partnerVat(id)).toEqual({ mode: 'included', rate: 5.5 });
  });

  it('is versioned: an edit of an approved event waits in the pending version, which the admin vets', async () => {
    const id = await createEvent(t, a);
    await approveCurrent(t, a, id);
    const body = { ...(await editBody(t, a.policyId)), vat: { mode: 'included', rate: 20 } };
    await request(t.app).patch(`/api/partner/events/${id}`).set(a.auth).send(body).expect(200);
    expect(await row(id)).toMatchObject({ vatRate: null, vatExemptReason: 'not_stated' });
    const [version] = await t.db
      .select()
      .from(eventVersions)
      .where(eq(eventVersions.id, (await row(id)).currentVersionId!));
    expect(ZEventVersionSnapshot.parse(version!.snapshot).vat).toEqual({ mode: 'included', rate: 20 });
    expect(await partnerVat(id)).toEqual({ mode: 'included', rate: 20 });
    const admin = await request(t.app)
      .get(`/api/admin/events/${id}`)
      .set(await bearerFor(t.app, (await createAdmin(t.db)).email))
      .expect(200);
    expect(admin.body.vat).toEqual({ mode: 'included', rate: 20 });
    await approveCurrent(t, a, id);
    expect(await row(id)).toMatchObject({ vatRate: 20, vatExemptReason: null });
    // Back to "does not apply", with a reason the invoices will print.
    const none = { ...(await editBody(t, a.policyId)), vat: { mode: 'none', reason: 'reverse_charge' } };
    await request(t.app).patch(`/api/partner/events/${id}`).set(a.auth).send(none).expect(200);
    await approveCurrent(t, a, id);
    expect(await row(id)).toMatchObject({ vatRate: null, vatExemptReason: 'reverse_charge' });
  });

  it('is kept by an edit that leaves it out, as are the damage policy and the attendee change cut-off', async () => {
    const policy = { maxAmount: '250', text: 'Damage to the stand is charged at cost.' };
    const id = await createEvent(t, a, {
      vat: { mode: 'included', rate: 19 },
      damagePolicy: policy,
      attendeeChangeCutoffHours: 48,
    });
    await approveCurrent(t, a, id);
    const {
      vat: _vat,
      damagePolicy: _damagePolicy,
      attendeeChangeCutoffHours: _cutoff,
      ...leftOut
    } = await editBody(t, a.policyId);
    await request(t.app)
      .patch(`/api/partner/events/${id}`)
      .set(a.auth)
      .send({ ...leftOut, name: 'Renamed, nothing else said' })
      .expect(200);
    await approveCurrent(t, a, id);
    expect(await row(id)).toMatchObject({
      name: 'Renamed, nothing else said',
      vatRate: 19,
      vatExemptReason: null,
      damageMaxMinor: 25_000,
      damagePolicyText: policy.text,
      attendeeChangeCutoffHours: 48,
    });
    // Said outright, they change: null removes the damage policy.
    await request(t.app)
      .patch(`/api/partner/events/${id}`)
      .set(a.auth)
      .send({ ...leftOut, vat: { mode: 'none', reason: 'reverse_charge' }, damagePolicy: null })
      .expect(200);
    await approveCurrent(t, a, id);
    expect(await row(id)).toMatchObject({ vatExemptReason: 'reverse_charge', damageMaxMinor: null });
  });

  it('reads a version saved before the setting existed as "not stated"', async () => {
    const id = await createEvent(t, a);
    const versionId = (await row(id)).currentVersionId!;
    await t.db
      .update(eventVersions)
      .set({ snapshot: sql`${eventVersions.snapshot} - 'vat'` })
      .where(eq(eventVersions.id, versionId));
    expect(await partnerVat(id)).toEqual({ mode: 'none', reason: 'not_stated' });
  });

  it('is refused in words outside 0 < rate <= 30, with three decimals or an unknown reason; nothing is written', async () => {
    const id = await createEvent(t, a, { vat: { mode: 'included', rate: 19 } });
    const before = await t.db.select().from(eventVersions).where(eq(eventVersions.eventId, id));
    const base = await editBody(t, a.policyId);
    const send = (vat: unknown) =>
      request(t.app)
        .patch(`/api/partner/events/${id}`)
        .set(a.auth)
        .send({ ...base, vat });
    for (const rate of [0, 30.01, -5, 7.125, 'twenty']) {
      const res = await send({ mode: 'included', rate });
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual({ 'vat.rate': M.rateInvalid });
    }
    expect((await send({ mode: 'included', rate: '' })).body.fields).toEqual({ 'vat.rate': M.rateRequired });
    expect((await send({ mode: 'none', reason: 'because' })).body.fields).toEqual({ 'vat.reason': M.reasonInvalid });
    expect((await send({ mode: 'sometimes' })).body.fields).toEqual({ 'vat.mode': M.modeInvalid });
    expect(await t.db.select().from(eventVersions).where(eq(eventVersions.eventId, id))).toEqual(before);
    expect(await row(id)).toMatchObject({ vatRate: 19, vatExemptReason: null });
    // 30 itself is allowed.
    await send({ mode: 'included', rate: 30 }).expect(200);
    expect(await partnerVat(id)).toEqual({ mode: 'included', rate: 30 });
  });
});
