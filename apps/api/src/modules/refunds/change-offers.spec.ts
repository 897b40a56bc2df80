// Customer terms B2: a significant change of an event already public (a new date, venue or attendance
// type, approved by an administrator) is told to every buyer holding a ticket, who may then cancel with a
// full refund, whatever the cancellation policy says, for 14 days and at the latest until it starts.
import request from 'supertest';
import { eq } from 'drizzle-orm';
import { formatInTimeZone, ZCancellationPreview, ZOrder } from '@pavilion/domain';
import { cancellationPolicies, cancellationPolicyPeriods, events, orderChangeOffers } from '../../db/schema';
import { withLocale } from '../../platform/i18n';
import { attendeeTicket, useCheckout } from '@pavilion/api-testing/checkout';
import { mailTo, outboxTo } from '@pavilion/api-testing/mail';
import { expectGerman, onlyOf } from '@pavilion/api-testing/mail-language';
import { resolveAttachments } from '../../platform/mail/attachments';
import { checkLedger } from '../ledger';
import { CHANGE_OFFER_TEMPLATE } from './change-offers';
import {
  approveCurrent,
  createEvent,
  editBody,
  partnerWithPolicy,
  venueIn,
  type TestPartner,
} from '@pavilion/api-testing/fixtures/partner-events';

const { t, gateway, app, buyer, pay } = useCheckout();

const DAY = 86_400_000;

/** An approved event 60 days away whose tickets refund nothing by their policy. */
async function strictEvent() {
  const p = await partnerWithPolicy(t);
  const [strict] = await t.db
    .insert(cancellationPolicies)
    .values({ partnerId: p.partnerId, name: 'No refunds' })
    .returning({ id: cancellationPolicies.id });
  await t.db
    .insert(cancellationPolicyPeriods)
    .values({ policyId: strict.id, percentageRefund: 0, startDaysBeforeEvent: 365, endDaysBeforeEvent: 0 });
  const partner: TestPartner = { ...p, policyId: strict.id };
  const eventId = await createEvent(t, partner, { subEvents: [] });
  await approveCurrent(t, partner, eventId);
  const detail = await request(t.app).get(`/api/partner/events/${eventId}`).set(p.auth).expect(200);
  return { partner, eventId, typeId: detail.body.ticketTypes[0].id as number };
}

async function paidOrder(eventId: number, typeId: number) {
  const b = await buyer();
  const res = await request(app)
    .post('/api/orders/')
    .set(b.auth)
    .send({ eventId, tickets: [attendeeTicket(typeId)] })
    .expect(201);
  expect((await pay(b.auth, res.body.id)).status).toBe(200);
  return { auth: b.auth, email: b.email, orderId: res.body.id as string };
}

const preview = async (o: { auth: Record<string, string>; orderId: string }) =>
  ZCancellationPreview.parse(
    (await request(app).get(`/api/orders/${o.orderId}/cancellation-preview`).set(o.auth).expect(200)).body,
  );
const orderOf = async (o: { auth: Record<string, string>; orderId: string }) =>
  ZOrder.parse((await request(app).get(`/api/orders/${o.orderId}`).set(o.auth).expect(200)).body);

/** The partner's edit, approved by an administrator. */
async function approvedEdit(partner: TestPartner, eventId: number, overrides: Record<string, unknown>) {
  await request(t.app)
    .patch(`/api/partner/events/${eventId}`)
    .set(partner.auth)
    .send(await editBody(t, partner.policyId, overrides))
    .expect(200);
  await approveCurrent(t, partner, eventId);
}

describe('a significant change of an event its buyers paid for', () => {
  it('offers nothing for a new name, and a full refund for 14 days after a new date and venue', async () => {
    const { partner, eventId, typeId } = await strictEvent();
    const o = await paidOrder(eventId, typeId);
    expect(await preview(o)).toMatchObject({ tickets: [{ refundPercentage: 0 }], refundTotal: 0 });

    await approvedEdit(partner, eventId, { name: 'Harbour Logistics Forum, renamed' });
    expect(await preview(o)).toMatchObject({ refundTotal: 0 });
    expect((await orderOf(o)).changeOffer).toBeNull();
    expect((await outboxTo(t, o.email)).some((m) => m.subject.startsWith('New '))).toBe(false);

    const start = new Date(Math.floor(t.clock.now.getTime() / DAY) * DAY + 67 * DAY + 8 * 3_600_000);
    await approvedEdit(partner, eventId, {
      startDateTime: start.toISOString(),
      endDateTime: new Date(start.getTime() + 8 * 3_600_000).toISOString(),
      agendaItems: [{ name: 'Opening keynote', startDateTime: start.toISOString() }],
      venueId: await venueIn(t.db, 'Europe/Paris'),
    });
    const offer = (await orderOf(o)).changeOffer;
    expect(offer).toEqual({
      changes: ['date', 'venue'],
      expiresAt: new Date(t.clock.now.getTime() + 14 * DAY).toISOString(),
    });
    const [mail] = await outboxTo(t, o.email);
    expect(mail.subject).toBe('New date and venue: Harbour Logistics Forum. You may cancel with a full refund');
    expect(mail.text).toContain('you may cancel it with a full refund of what you paid');
    expect(await preview(o)).toMatchObject({ tickets: [{ refundPercentage: 100, refundAmount: 295.5 }] });

    // The bell, written while the approval ran in English, reads in the reader's language: what changed
    // and the end of the offer (in the event's zone) included.
    const [{ timeZone }] = await t.db.select({ timeZone: events.timeZone }).from(events).where(eq(events.id, eventId));
    const until = (locale: 'en' | 'de') =>
      withLocale(locale, () => formatInTimeZone(offer!.expiresAt, timeZone, { weekday: true }));
    const bell = async (language: string) =>
      (
        await request(app)
          .get('/api/notifications')
          .set(o.auth)
          .set('X-Requested-With', 'pavilion')
          .set('Accept-Language', language)
          .expect(200)
      ).body.items[0];
    expect(await bell('en')).toMatchObject({
      subject: 'Harbour Logistics Forum has a new date and venue',
      text: `You may cancel with a full refund until ${until('en')}.`,
    });
    expect(await bell('de')).toMatchObject({
      subject: 'Harbour Logistics Forum: Änderung (Datum und Veranstaltungsort)',
      text: `Sie können bis ${until('de')} mit voller Erstattung stornieren.`,
    });
    expect(until('de')).not.toBe(until('en'));

    // The offer ends after 14 days: the policy applies again.
    t.clock.advance(14 * DAY + 1000);
    expect(await preview(o)).toMatchObject({ tickets: [{ refundPercentage: 0 }], refundTotal: 0 });
    expect((await orderOf(o)).changeOffer).toBeNull();
  });

  it('refunds everything paid when the buyer cancels during the offer, and the ledger balances', async () => {
    const { partner, eventId, typeId } = await strictEvent();
    const o = await paidOrder(eventId, typeId);
    const unpaid = await buyer();
    await approvedEdit(partner, eventId, { attendanceType: 2, venueId: null, timeZone: 'Europe/London' });
    expect((await orderOf(o)).changeOffer?.changes).toEqual(['venue', 'attendance']);
    expect((await t.db.select().from(orderChangeOffers).where(eq(orderChangeOffers.eventId, eventId))).length).toBe(1);
    expect(await outboxTo(t, unpaid.email)).toEqual([]);

    gateway.refundCalls.length = 0;
    const cancelled = await request(app).post(`/api/orders/${o.orderId}/cancel`).set(o.auth).send({});
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.refunds.map((r: { amount: number }) => r.amount)).toEqual([295.5]);
    expect(gateway.refundCalls.map((r) => r.amountMinor)).toEqual([29_550]);
    expect((await orderOf(o)).changeOffer).toBeNull();
    expect((await checkLedger(t.db)).ok).toBe(true);
  });

  it("writes the change email in the buyer's language, with the updated calendar file", async () => {
    const { partner, eventId, typeId } = await strictEvent();
    const o = await paidOrder(eventId, typeId);
    await request(app).put('/api/settings/language').set(o.auth).send({ language: 'de' }).expect(200);
    const before = (await request(app).get(`/api/orders/${o.orderId}/calendar.ics`).set(o.auth).expect(200)).text;
    // The administrator approves in English; the attendance words are the buyer's.
    await approvedEdit(partner, eventId, { attendanceType: 3 });
    const [mail] = (await outboxTo(t, o.email)).filter((m) => m.template === CHANGE_OFFER_TEMPLATE);
    expect(mail.text).toContain('Sie findet jetzt so statt: vor Ort und online.');
    const [calendar] = await resolveAttachments(mail.attachments, { config: t.config, db: t.db, storage: t.storage });
    const sequence = (ics: string) => Number(/\r?\nSEQUENCE:(\d+)/.exec(ics)?.[1]);
    const uid = (ics: string) => /\r?\nUID:(\S+)/.exec(ics)?.[1];
    expect(uid(calendar.content.toString())).toBe(uid(before));
    expect(sequence(calendar.content.toString())).toBeGreaterThan(sequence(before));
    expect(calendar.content.toString()).toContain('METHOD:PUBLISH');
    // German whole, as delivered: subject, body, the offer's last day and the footer.
    expectGerman(onlyOf(await mailTo(t, o.email), CHANGE_OFFER_TEMPLATE));
  });

  it('ends the offer when the event starts, if that comes first', async () => {
    const { partner, eventId, typeId } = await strictEvent();
    const o = await paidOrder(eventId, typeId);
    const start = new Date(t.clock.now.getTime() + 5 * DAY);
    await approvedEdit(partner, eventId, {
      startDateTime: start.toISOString(),
      endDateTime: new Date(start.getTime() + 8 * 3_600_000).toISOString(),
      agendaItems: [{ name: 'Opening keynote', startDateTime: start.toISOString() }],
    });
    expect((await orderOf(o)).changeOffer).toEqual({ changes: ['date'], expiresAt: start.toISOString() });
  });
});
