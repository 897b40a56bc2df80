// The naming reminders on a real database: a week and a day before the event while tickets of a paid
// order have no attendee, each once (two rounds at the same moment send one), none once every ticket
// is named, none for an order paid within the window, in the buyer's language with each ticket's link.
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { personSettings, ticketNamingReminders, tickets } from '../../db/schema';
import { attendeeTicket, createSaleEvent, useCheckout } from '@pavilion/api-testing/checkout';
import { outboxTo, mailTo } from '@pavilion/api-testing/mail';
import { expectGerman, onlyOf } from '@pavilion/api-testing/mail-language';
import { assignToken, ticketAssignKey } from '../tickets';
import { reminderDue, sendNamingReminders } from './reminders.worker';

const { t, app, buyer, pay } = useCheckout({ PAYMENT_DELAY_MS: '0' });
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A paid order on an event starting in `days`, its first ticket named, `unnamed` more named later. */
async function orderNamingLater(days: number, unnamed = 2) {
  const b = await buyer();
  const sale = await createSaleEvent(t.db, t.clock.now, { startsInDays: days, name: 'Quayside Supply Summit' });
  const typeId = sale.ticketTypeIds[0];
  const { body } = await request(app)
    .post('/api/orders/')
    .set(b.auth)
    .send({
      eventId: sale.eventId,
      tickets: [
        attendeeTicket(typeId),
        ...Array.from({ length: unnamed }, () => ({ ticketTypeId: typeId, nameLater: true })),
      ],
    })
    .expect(201);
  await pay(b.auth, body.id).expect(200);
  const rows = await t.db.select().from(tickets).where(eq(tickets.orderId, body.id)).orderBy(tickets.position);
  return { b, orderId: body.id as string, ids: rows.map((r) => r.id) };
}

const remindersTo = async (email: string) => (await outboxTo(t, email)).filter((m) => m.template === 'naming-reminder');
const remind = () => sendNamingReminders(t.db, t.config, t.clock.now);

describe('which reminder is due', () => {
  it('is the window the event is in: a week, then a day, then none once it started', () => {
    const start = new Date('2030-09-10T08:00:00Z');
    expect(reminderDue(start, new Date(start.getTime() - 8 * DAY))).toBeNull();
    expect(reminderDue(start, new Date(start.getTime() - 7 * DAY))).toBe('week');
    expect(reminderDue(start, new Date(start.getTime() - 2 * DAY))).toBe('week');
    expect(reminderDue(start, new Date(start.getTime() - DAY))).toBe('day');
    expect(reminderDue(start, start)).toBeNull();
  });
});

describe('sendNamingReminders', () => {
  it('reminds the buyer a week and a day before, each once, with the link of each unnamed ticket', async () => {
    const { b, orderId, ids } = await orderNamingLater(10);
    expect(await remind()).toBe(0);
    expect(await remindersTo(b.email)).toEqual([]);

    t.clock.advance(3.5 * DAY); // 6.5 days before
    // Two instances at the same moment: one email.
    const [first, second] = await Promise.all([remind(), remind()]);
    expect(first + second).toBe(1);
    const [week] = await remindersTo(b.email);
    expect(week.subject).toBe('2 tickets for Quayside Supply Summit are not named yet');
    const key = ticketAssignKey(t.config.jwtSecret);
    for (const id of ids.slice(1)) expect(week.text).toContain(`/tickets/assign/${assignToken(key, id)}`);
    expect(week.text).not.toContain(assignToken(key, ids[0]));
    expect(await remind()).toBe(0);

    t.clock.advance(6 * DAY); // half a day before
    expect(await remind()).toBe(1);
    expect(await remind()).toBe(0);
    expect((await remindersTo(b.email)).map((m) => m.subject)).toHaveLength(2);
    const kinds = await t.db
      .select({ kind: ticketNamingReminders.kind })
      .from(ticketNamingReminders)
      .where(eq(ticketNamingReminders.orderId, orderId));
    expect(kinds.map((k) => k.kind).sort()).toEqual(['day', 'week']);
  });

  it('sends nothing once every ticket is named, and counts only those still unnamed', async () => {
    const { b, ids } = await orderNamingLater(10, 2);
    const name = (id: string, n: number) =>
      request(app)
        .put(`/api/tickets/${id}/attendee`)
        .set(b.auth)
        .send({
          firstName: 'Kai',
          surname: `Named${n}`,
          email: `kai${n}.${id.slice(0, 6)}@example.com`,
          company: 'Acme',
          jobTitle: 'Buyer',
        })
        .expect(200);
    await name(ids[1], 1);
    t.clock.advance(4 * DAY);
    expect(await remind()).toBeGreaterThanOrEqual(1);
    const [one] = await remindersTo(b.email);
    expect(one.subject).toBe('1 ticket for Quayside Supply Summit is not named yet');
    await name(ids[2], 2);
    t.clock.advance(5.5 * DAY); // within the day
    await remind();
    expect(await remindersTo(b.email)).toHaveLength(1);
  });

  it('does not remind an order paid within the window at once, but does in the next one, in the buyer’s language', async () => {
    const { b } = await orderNamingLater(5, 1);
    await t.db
      .insert(personSettings)
      .values({ personId: b.personId, defaultLanguage: 'de' })
      .onConflictDoUpdate({
        target: personSettings.personId,
        set: { defaultLanguage: 'de' },
      });
    await remind();
    expect(await remindersTo(b.email)).toEqual([]);
    t.clock.advance(4.5 * DAY);
    await remind();
    const [day] = await remindersTo(b.email);
    expect(day.subject).toBe('1 Ticket für Quayside Supply Summit ist noch nicht benannt');
    // German whole: the body, the day of the event and the footer too.
    expectGerman(onlyOf(await mailTo(t, b.email), 'naming-reminder'));
  });
});
