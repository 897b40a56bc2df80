// Customer terms B2 whoever makes the change: an administrator's move of a public event reaches its
// buyers and savers as an approved partner's change does (the same code path): each buyer holding a
// ticket is emailed in their language with the full-refund offer for 14 days and the updated calendar
// entry (same UID, higher SEQUENCE), savers are alerted, and the event's history shows the change.
import request from 'supertest';
import { ZAdminEventDetail, ZCancellationPreview, ZOrder } from '@pavilion/domain';
import { attendeeTicket, useCheckout } from '@pavilion/api-testing/checkout';
import { outboxTo } from '@pavilion/api-testing/mail';
import { resolveAttachments } from '../../../platform/mail/attachments';
import { CHANGE_OFFER_TEMPLATE } from '../../refunds';
import { REGISTRATION_ALERT_TEMPLATE } from '../../favourites';
import { cancellationPolicies, cancellationPolicyPeriods } from '../../../db/schema';
import {
  approveCurrent,
  createEvent,
  editBody,
  partnerWithPolicy,
  type TestPartner,
} from '@pavilion/api-testing/fixtures/partner-events';
import { adminHeader, venueIdByName } from '@pavilion/api-testing/fixtures/admin';

const { t, app, buyer, pay } = useCheckout();
const DAY = 86_400_000;
let admin: Awaited<ReturnType<typeof adminHeader>>;
beforeAll(async () => {
  admin = await adminHeader(t);
});

const sequence = (ics: string) => Number(/\r?\nSEQUENCE:(\d+)/.exec(ics)?.[1]);
const uid = (ics: string) => /\r?\nUID:(\S+)/.exec(ics)?.[1];

/** A public event whose tickets refund nothing by their policy, a paid order of a German-speaking buyer and a saver. */
async function publicEventWithBuyer(name: string) {
  const p = await partnerWithPolicy(t);
  const [strict] = await t.db
    .insert(cancellationPolicies)
    .values({ partnerId: p.partnerId, name: 'No refunds' })
    .returning({ id: cancellationPolicies.id });
  await t.db
    .insert(cancellationPolicyPeriods)
    .values({ policyId: strict.id, percentageRefund: 0, startDaysBeforeEvent: 365, endDaysBeforeEvent: 0 });
  const partner: TestPartner = { ...p, policyId: strict.id };
  const eventId = await createEvent(t, partner, { name, subEvents: [] });
  await approveCurrent(t, partner, eventId);
  const detail = await request(app).get(`/api/partner/events/${eventId}`).set(partner.auth).expect(200);
  const b = await buyer();
  const res = await request(app)
    .post('/api/orders/')
    .set(b.auth)
    .send({ eventId, tickets: [attendeeTicket(detail.body.ticketTypes[0].id)] })
    .expect(201);
  expect((await pay(b.auth, res.body.id)).status).toBe(200);
  await request(app).put('/api/settings/language').set(b.auth).send({ language: 'de' }).expect(200);
  const saver = await buyer();
  await request(app).put(`/api/favourites/${eventId}`).set(saver.auth).expect(200);
  return { partner, eventId, order: { ...b, orderId: res.body.id as string }, saver };
}

const adminDetail = async (eventId: number) =>
  ZAdminEventDetail.parse((await request(app).get(`/api/admin/events/${eventId}`).set(admin.auth).expect(200)).body);
const move = (eventId: number, venueId: number) =>
  request(app).post(`/api/admin/events/${eventId}/update-location`).set(admin.auth).send({ venueId }).expect(200);

describe("an administrator's change of a public event's location (Customer terms B2)", () => {
  it('emails its buyers in their language with the full-refund offer and the updated calendar entry, alerts savers and is in the history', async () => {
    const { eventId, order, saver } = await publicEventWithBuyer('Admin Moved Freight Forum');
    const calendarBefore = (
      await request(app).get(`/api/orders/${order.orderId}/calendar.ics`).set(order.auth).expect(200)
    ).text;
    const versionsBefore = (await adminDetail(eventId)).versions;
    expect(
      ZCancellationPreview.parse(
        (await request(app).get(`/api/orders/${order.orderId}/cancellation-preview`).set(order.auth).expect(200)).body,
      ).tickets[0].refundPercentage,
    ).toBeLessThan(100);

    const manchester = await venueIdByName(t.db, 'Manchester Central Exchange');
    expect((await move(eventId, manchester)).body).toMatchObject({ changed: true, venue: { id: manchester } });

    // The buyer: the offer for 14 days, a full refund while it is open.
    const mine = ZOrder.parse(
      (await request(app).get(`/api/orders/${order.orderId}`).set(order.auth).expect(200)).body,
    );
    expect(mine.changeOffer).toEqual({
      changes: ['venue'],
      expiresAt: new Date(t.clock.now.getTime() + 14 * DAY).toISOString(),
    });
    const preview = ZCancellationPreview.parse(
      (await request(app).get(`/api/orders/${order.orderId}/cancellation-preview`).set(order.auth).expect(200)).body,
    );
    expect(preview.tickets[0].refundPercentage).toBe(100);
    // ... told in German, with the calendar entry updated: the same UID, a higher SEQUENCE, the new place.
    const [mail] = (await outboxTo(t, order.email)).filter((m) => m.template === CHANGE_OFFER_TEMPLATE);
    expect(mail.subject).toMatch(
      /^Änderung \(.+\): Admin Moved Freight Forum\. Sie können mit voller Erstattung stornieren$/,
    );
    expect(mail.text).toContain('Sie findet jetzt hier statt: Manchester Central Exchange.');
    const [calendar] = await resolveAttachments(mail.attachments, { config: t.config, db: t.db, storage: t.storage });
    const ics = calendar.content.toString();
    expect(uid(ics)).toBe(uid(calendarBefore));
    expect(sequence(ics)).toBeGreaterThan(sequence(calendarBefore));
    expect(ics).toContain('Manchester Central Exchange');
    const download = (await request(app).get(`/api/orders/${order.orderId}/calendar.ics`).set(order.auth).expect(200))
      .text;
    expect(sequence(download)).toBe(sequence(ics));

    // The saver: in the bell, and by email (the venue moved).
    const bell = (await request(app).get('/api/notifications').set(saver.auth).expect(200)).body.items;
    expect(bell).toEqual([expect.objectContaining({ subject: 'An event you saved has changed' })]);
    const alert = (await outboxTo(t, saver.email)).filter((m) => m.template === REGISTRATION_ALERT_TEMPLATE);
    expect(alert.map((m) => m.subject)).toEqual(['New venue: Admin Moved Freight Forum']);

    // The history: a new approved version with the note the partner reads.
    const after = await adminDetail(eventId);
    expect(after.versions.length).toBe(versionsBefore.length + 1);
    expect(after.versions[0]).toMatchObject({
      version: versionsBefore[0].version + 1,
      status: 'APPROVED',
      comment: expect.stringContaining('to Manchester Central Exchange, Manchester.'),
    });
    expect(after.venue?.id).toBe(manchester);

    // The same move again changes nothing and tells nobody twice.
    expect((await move(eventId, manchester)).body.changed).toBe(false);
    expect((await outboxTo(t, order.email)).filter((m) => m.template === CHANGE_OFFER_TEMPLATE)).toHaveLength(1);
  });

  it("with the partner's edit waiting: that version stays current, numbered above the change, and approving it tells no one again", async () => {
    const { partner, eventId, order } = await publicEventWithBuyer('Waiting Edit Expo');
    await request(app)
      .patch(`/api/partner/events/${eventId}`)
      .set(partner.auth)
      .send(await editBody(t, partner.policyId, { name: 'Waiting Edit Expo', tagline: 'A new tagline' }))
      .expect(200);
    const waiting = (await adminDetail(eventId)).versions[0];
    expect(waiting.status).toBe('PENDING');
    const dublin = await venueIdByName(t.db, 'Liffey Docklands Convention Centre');
    await move(eventId, dublin);
    const versions = (await adminDetail(eventId)).versions;
    expect(versions.slice(0, 2)).toMatchObject([
      { id: waiting.id, status: 'PENDING', version: waiting.version + 1 },
      { status: 'APPROVED', version: waiting.version },
    ]);
    expect((await outboxTo(t, order.email)).filter((m) => m.template === CHANGE_OFFER_TEMPLATE)).toHaveLength(1);
    const before = (await request(app).get(`/api/orders/${order.orderId}/calendar.ics`).set(order.auth).expect(200))
      .text;

    await approveCurrent(t, partner, eventId);
    const event = (await request(app).get(`/api/events/${eventId}`).expect(200)).body;
    expect(event).toMatchObject({ tagline: 'A new tagline', venue: { id: dublin } });
    expect((await outboxTo(t, order.email)).filter((m) => m.template === CHANGE_OFFER_TEMPLATE)).toHaveLength(1);
    // Its approval is a later change still: the calendar entry rises again.
    const after = (await request(app).get(`/api/orders/${order.orderId}/calendar.ics`).set(order.auth).expect(200))
      .text;
    expect(sequence(after)).toBeGreaterThan(sequence(before));
  });
});
