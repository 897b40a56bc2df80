import request from 'supertest';
import { eq } from 'drizzle-orm';
import { emailDigests, emailOutbox, events, notifications, partnerMembers, persons } from '../../db/schema';
import { bearerFor, createAttendee } from '@pavilion/api-testing/harness';
import { useCheckout } from '@pavilion/api-testing/checkout';
import { mailTo } from '@pavilion/api-testing/mail';
import { expectGerman, onlyOf } from '@pavilion/api-testing/mail-language';
import { DAILY_DIGEST_TEMPLATE, localDayAndHour, sendDigests } from './digest.worker';
import { withLocale } from '../../platform/i18n';
import { storedMessage, type StoredMessage } from '../../platform/stored-message';
import { REFUND_NOTIFICATION_TEXT as N } from '../refunds';
import { notify } from './notify';

const { t, app, buyer, pendingOrder, pay } = useCheckout();

const HOUR = 3_600_000;

/** Each test runs on its own days, far from the others. */
let base = Date.UTC(2026, 11, 1);
function days() {
  base += 10 * 24 * HOUR;
  return (hourUtc: number, plusDays = 0) => new Date(base + plusDays * 24 * HOUR + hourUtc * HOUR);
}

const digestsTo = (personId: number) =>
  t.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.personId, personId))
    .then((rows) => rows.filter((r) => r.template === DAILY_DIGEST_TEMPLATE));

async function partnerMemberOf(eventId: number) {
  const [m] = await t.db
    .select({ personId: persons.id, email: persons.email })
    .from(events)
    .innerJoin(partnerMembers, eq(partnerMembers.partnerId, events.partnerId))
    .innerJoin(persons, eq(persons.id, partnerMembers.personId))
    .where(eq(events.id, eventId));
  return m;
}

/** A notification written at the test clock's time (the table's default is the database's clock). */
async function notifyAt(personId: number, n: { subject: StoredMessage; text: StoredMessage }) {
  const id = await notify(t.db, personId, n);
  await t.db.update(notifications).set({ createdAt: t.clock.now }).where(eq(notifications.id, id));
}

describe('the daily digest', () => {
  it('reads the local date and hour of a time zone', () => {
    expect(localDayAndHour(new Date('2026-11-26T04:30:00Z'), 'America/New_York')).toEqual({
      day: '2026-11-25',
      hour: 23,
    });
    expect(localDayAndHour(new Date('2026-07-01T07:00:00Z'), 'Europe/London')).toEqual({ day: '2026-07-01', hour: 8 });
  });

  it('sends a partner member one summary of registrations and revenue per event in their own morning, once, and skips an empty day', async () => {
    const at = days();
    t.clock.now = at(2);
    const b = await buyer();
    const { orderId, sale } = await pendingOrder(b, { tickets: 2 });
    await pay(b.auth, orderId).expect(200);
    const member = await partnerMemberOf(sale.eventId);
    // The member reads the US Eastern clock: 08:00 there is 13:00 UTC in December.
    await request(app)
      .put('/api/settings')
      .set(await bearerFor(app, member.email))
      .send({ defaultTimezone: 'EST' })
      .expect(200);

    t.clock.now = at(12, 0);
    await sendDigests(t.db, t.config, t.clock.now);
    expect(await digestsTo(member.personId)).toEqual([]);

    t.clock.now = at(13, 0);
    await sendDigests(t.db, t.config, t.clock.now);
    const [digest] = await digestsTo(member.personId);
    expect(digest).toMatchObject({ subject: 'Your Pavilion daily summary', sentUnder: 'dailyDigest' });
    expect(digest.text).toContain('New registrations for your events: 2 tickets.');
    expect(digest.text).toMatch(/: 2 new tickets, \$250\.00 in revenue\./);
    expect(digest.text).toMatch(/since .* EST\./);

    // Later that day: nothing more. The next morning, with nothing new: no email at all.
    t.clock.now = at(20, 0);
    await sendDigests(t.db, t.config, t.clock.now);
    t.clock.now = at(13, 1);
    await sendDigests(t.db, t.config, t.clock.now);
    expect(await digestsTo(member.personId)).toHaveLength(1);

    // A registration the next day shows the morning after, and only it.
    const b2 = await buyer();
    t.clock.now = at(15, 1);
    const second = await request(app)
      .post('/api/orders/')
      .set(b2.auth)
      .send({
        eventId: sale.eventId,
        tickets: [{ ...(await import('@pavilion/api-testing/checkout')).attendeeTicket(sale.ticketTypeIds[0]) }],
      })
      .expect(201);
    await pay(b2.auth, second.body.id).expect(200);
    t.clock.now = at(13, 2);
    await sendDigests(t.db, t.config, t.clock.now);
    const [, next] = await digestsTo(member.personId);
    expect(next.text).toMatch(/: 1 new ticket, \$125\.00 in revenue\./);
  });

  it('tells an attendee what happened to their events in the morning only, and nothing while Daily digest is off', async () => {
    const at = days();
    const on = await createAttendee(t.db);
    const off = await createAttendee(t.db);
    await request(app)
      .put('/api/settings')
      .set(await bearerFor(app, off.email))
      .send({ dailyDigest: false })
      .expect(200);
    t.clock.now = at(3);
    for (const a of [on, off])
      await notifyAt(a.personId, {
        subject: storedMessage(N, 'eventCancelledSubject'),
        text: storedMessage(N, 'eventCancelledText', { event: 'Harbour Forum' }),
      });
    // The afternoon is not the morning: nothing until the next day's 08:00.
    t.clock.now = at(14);
    await sendDigests(t.db, t.config, t.clock.now);
    expect(await digestsTo(on.personId)).toEqual([]);
    t.clock.now = at(8, 1);
    await sendDigests(t.db, t.config, t.clock.now);
    const [digest] = await digestsTo(on.personId);
    expect(digest.text).toContain('Event cancelled: Harbour Forum was cancelled by its organiser.');
    expect(await digestsTo(off.personId)).toEqual([]);
  });

  it("writes a German reader's digest in German, the notifications written in English with it", async () => {
    const at = days();
    const reader = await createAttendee(t.db);
    await request(app)
      .put('/api/settings/language')
      .set(await bearerFor(app, reader.email))
      .send({ language: 'de' })
      .expect(200);
    t.clock.now = at(3);
    await withLocale('en', () =>
      notifyAt(reader.personId, {
        subject: storedMessage(N, 'sentSubject'),
        text: storedMessage(N, 'sentText', { amount: { minor: 12550, currency: 'EUR' }, event: 'Harbour Forum' }),
      }),
    );
    t.clock.now = at(8, 1);
    await sendDigests(t.db, t.config, t.clock.now);
    const [digest] = await digestsTo(reader.personId);
    expect(digest.subject).toBe('Ihre tägliche Pavilion-Zusammenfassung');
    expect(digest.text).toContain(
      'Erstattung veranlasst: 125,50\u00a0€ für Harbour Forum werden auf Ihre Karte zurückerstattet.',
    );
    expect(digest.text).not.toContain('Refund sent');
    // German whole as delivered, the unsubscribe line added at delivery too.
    expectGerman(onlyOf(await mailTo(t, reader.email), DAILY_DIGEST_TEMPLATE));
  });

  it('sends each digest exactly once with two workers racing', async () => {
    const at = days();
    t.clock.now = at(1);
    const people = await Promise.all(Array.from({ length: 12 }, () => createAttendee(t.db)));
    const refunded = {
      subject: storedMessage(N, 'sentSubject'),
      text: storedMessage(N, 'sentText', { amount: { minor: 12550, currency: 'EUR' }, event: 'Harbour Forum' }),
    };
    for (const p of people) await notifyAt(p.personId, refunded);
    t.clock.now = at(9);
    const rounds = await Promise.all([
      sendDigests(t.db, t.config, t.clock.now),
      sendDigests(t.db, t.config, t.clock.now),
    ]);
    expect(rounds[0].sent + rounds[1].sent).toBe(people.length);
    // Both found the same people due: each day was claimed by one and found taken by the other.
    expect(rounds[0].taken + rounds[1].taken).toBe(people.length);
    for (const p of people) {
      expect(await digestsTo(p.personId)).toHaveLength(1);
      expect(await t.db.select().from(emailDigests).where(eq(emailDigests.personId, p.personId))).toHaveLength(1);
    }
  });
});
