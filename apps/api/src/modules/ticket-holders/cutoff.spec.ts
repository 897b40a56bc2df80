// An event's cutoff for changes of attendee on a real database: 24 hours unless the partner sets it, set
// at creation and on edit (versioned with the event's other fields), answered to the partner but not on
// the public page, refused in words outside 0-720 whole hours with nothing written, and answered on
// the buyer's order as the moment changes close.
import { eq, sql } from 'drizzle-orm';
import request from 'supertest';
import { events, eventVersions } from '../../db/schema';
import { useTestContext } from '@pavilion/api-testing/harness';
import {
  approveCurrent,
  buyTickets,
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
const partnerCutoff = async (id: number) =>
  (await request(t.app).get(`/api/partner/events/${id}`).set(a.auth).expect(200)).body.attendeeChangeCutoffHours;
const MESSAGE = 'Enter a whole number of hours from 0 to 720';

describe("an event's cutoff for changes of attendee", () => {
  it('is 24 hours unless set, is set at creation as typed, and is not on the public page', async () => {
    const plain = await createEvent(t, a);
    expect((await row(plain)).attendeeChangeCutoffHours).toBe(24);
    expect(await partnerCutoff(plain)).toBe(24);
    const id = await createEvent(t, a, { attendeeChangeCutoffHours: '72' });
    expect(await partnerCutoff(id)).toBe(72);
    await approveCurrent(t, a, id);
    const page = await request(t.app).get(`/api/events/${id}`).expect(200);
    expect(page.body).not.toHaveProperty('attendeeChangeCutoffHours');
  });

  it("is versioned like the event's other fields and closes changes on the buyer's order", async () => {
    const id = await createEvent(t, a);
    await approveCurrent(t, a, id);
    const body = { ...(await editBody(t, a.policyId)), attendeeChangeCutoffHours: 0 };
    await request(t.app).patch(`/api/partner/events/${id}`).set(a.auth).send(body).expect(200);
    expect((await row(id)).attendeeChangeCutoffHours).toBe(24);
    expect(await partnerCutoff(id)).toBe(0);
    await approveCurrent(t, a, id);
    const event = await row(id);
    expect(event.attendeeChangeCutoffHours).toBe(0);
    const [ticketTypeId] = (await request(t.app).get(`/api/partner/events/${id}`).set(a.auth)).body.ticketTypes.map(
      (tt: { id: number }) => tt.id,
    );
    const bought = await buyTickets(t.app, t.db, t.clock.now, id, ticketTypeId, 1);
    const order = (await request(t.app).get(`/api/orders/${bought.orderId}/`).set(bought.auth).expect(200)).body;
    expect(order.attendeeChangesUntil).toBe(event.startAt.toISOString());
  });

  it('reads a version saved before the setting existed as 24 hours', async () => {
    const id = await createEvent(t, a);
    await approveCurrent(t, a, id);
    const body = { ...(await editBody(t, a.policyId)), attendeeChangeCutoffHours: 48 };
    await request(t.app).patch(`/api/partner/events/${id}`).set(a.auth).send(body).expect(200);
    expect(await partnerCutoff(id)).toBe(48);
    await t.db
      .update(eventVersions)
      .set({ snapshot: sql`${eventVersions.snapshot} - 'attendeeChangeCutoffHours'` })
      .where(eq(eventVersions.id, (await row(id)).currentVersionId!));
    expect(await partnerCutoff(id)).toBe(24);
  });

  it('is refused in words outside 0 to 720 whole hours; nothing is written', async () => {
    const id = await createEvent(t, a, { attendeeChangeCutoffHours: 12 });
    const before = await t.db.select().from(eventVersions).where(eq(eventVersions.eventId, id));
    const base = await editBody(t, a.policyId);
    for (const hours of [-1, 721, 2.5, 'soon']) {
      const res = await request(t.app)
        .patch(`/api/partner/events/${id}`)
        .set(a.auth)
        .send({ ...base, attendeeChangeCutoffHours: hours });
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual({ attendeeChangeCutoffHours: MESSAGE });
    }
    expect(await t.db.select().from(eventVersions).where(eq(eventVersions.eventId, id))).toEqual(before);
    expect(await partnerCutoff(id)).toBe(12);
  });
});
