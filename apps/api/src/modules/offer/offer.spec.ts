import request from 'supertest';
import { eq } from 'drizzle-orm';
import { OFFER_MESSAGES as M, ZActiveOffer, ZAdminOffer } from '@pavilion/domain';
import { auditLog } from '../../db/schema';
import { bearerFor, createAdmin, createAttendee, useTestContext } from '../../testing/harness';

const t = useTestContext();
let admin: Record<string, string>;
beforeAll(async () => {
  admin = await bearerFor(t.app, (await createAdmin(t.db)).email);
});

const DAY = 86_400_000;
const active = async () => ZActiveOffer.parse((await request(t.app).get('/api/offer').expect(200)).body).offer;

describe("the home's offer", () => {
  it('is none until an administrator sets one, then answers it while active and before its end', async () => {
    expect(await active()).toBeNull();
    expect((await request(t.app).get('/api/admin/offer').set(admin).expect(200)).body).toEqual({ offer: null });

    const validUntil = new Date(t.clock.now.getTime() + 30 * DAY).toISOString();
    const body = { percentage: 10, headline: 'Save 10% with early-bird codes', validUntil, active: true };
    const set = ZAdminOffer.parse(
      (await request(t.app).put('/api/admin/offer').set(admin).send(body).expect(200)).body,
    );
    expect(set.offer).toMatchObject({ percentage: 10, headline: body.headline, validUntil, active: true });
    expect(await active()).toEqual({ percentage: 10, headline: body.headline, validUntil });

    t.clock.advance(31 * DAY);
    expect(await active()).toBeNull();
    await request(t.app)
      .put('/api/admin/offer')
      .set(admin)
      .send({ ...body, validUntil: null, active: false })
      .expect(200);
    expect(await active()).toBeNull();
    await request(t.app)
      .put('/api/admin/offer')
      .set(admin)
      .send({ ...body, validUntil: null })
      .expect(200);
    expect(await active()).toEqual({ percentage: 10, headline: body.headline, validUntil: null });

    const entries = await t.db.select().from(auditLog).where(eq(auditLog.action, 'offer.changed'));
    expect(entries).toHaveLength(3);
    expect(entries[1].before).toMatchObject({ active: true, validUntil });
    expect(entries[1].after).toMatchObject({ active: false, validUntil: null });
  });

  it('names what is expected, and only administrators may set it', async () => {
    const bad = await request(t.app)
      .put('/api/admin/offer')
      .set(admin)
      .send({ percentage: 95, headline: ' ', active: true })
      .expect(400);
    expect(bad.body.fields).toEqual({ percentage: M.percentageRange, headline: M.headlineRequired });
    const before = (await request(t.app).get('/api/admin/offer').set(admin).expect(200)).body;
    const audited = (await t.db.select().from(auditLog).where(eq(auditLog.action, 'offer.changed'))).length;
    const notBoolean = await request(t.app)
      .put('/api/admin/offer')
      .set(admin)
      .send({ percentage: 10, headline: 'Save 10% with early-bird codes', active: 'yes' })
      .expect(400);
    expect(notBoolean.body.fields).toEqual({ active: M.activeInvalid });
    expect((await request(t.app).get('/api/admin/offer').set(admin).expect(200)).body).toEqual(before);
    expect(await t.db.select().from(auditLog).where(eq(auditLog.action, 'offer.changed'))).toHaveLength(audited);
    const attendee = await bearerFor(t.app, (await createAttendee(t.db)).email);
    await request(t.app)
      .put('/api/admin/offer')
      .set(attendee)
      .send({ percentage: 10, headline: 'x', active: true })
      .expect(403);
    await request(t.app).get('/api/admin/offer').expect(401);
  });
});
