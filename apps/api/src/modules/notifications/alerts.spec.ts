import request from 'supertest';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { emailOutbox, events, partnerMembers, persons } from '../../db/schema';
import { bearerFor } from '@pavilion/api-testing/harness';
import { attendeeTicket, useCheckout } from '@pavilion/api-testing/checkout';
import { INSTANT_ALERT_TEMPLATE } from './alerts';

const { t, app, buyer, pendingOrder, pay } = useCheckout();

async function memberOf(eventId: number) {
  const [m] = await t.db
    .select({ personId: persons.id, email: persons.email })
    .from(events)
    .innerJoin(partnerMembers, eq(partnerMembers.partnerId, events.partnerId))
    .innerJoin(persons, eq(persons.id, partnerMembers.personId))
    .where(eq(events.id, eventId));
  return m;
}

const alertsTo = (personId: number) =>
  t.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.personId, personId), eq(emailOutbox.template, INSTANT_ALERT_TEMPLATE)));

async function anotherOrder(auth: Record<string, string>, eventId: number, ticketTypeId: number) {
  const res = await request(app)
    .post('/api/orders/')
    .set(auth)
    .send({
      eventId,
      tickets: [attendeeTicket(ticketTypeId, { email: `guest.${randomUUID().slice(0, 6)}@example.com` })],
    })
    .expect(201);
  await pay(auth, res.body.id).expect(200);
  return res.body.id as string;
}

describe('instant alerts', () => {
  it('emails the partner member for each paid registration, times in their time zone, until they turn them off', async () => {
    const b = await buyer();
    const { orderId, sale } = await pendingOrder(b, { tickets: 2 });
    const member = await memberOf(sale.eventId);
    const memberAuth = await bearerFor(app, member.email);
    await request(app).put('/api/settings').set(memberAuth).send({ defaultTimezone: 'PST' }).expect(200);

    await pay(b.auth, orderId).expect(200);
    const [alert] = await alertsTo(member.personId);
    expect(alert).toMatchObject({ toAddress: member.email, sentUnder: 'instantAlerts' });
    expect(alert.subject).toMatch(/^New registration: /);
    expect(alert.text).toContain('Ada Lovelace registered for');
    expect(alert.text).toContain('2 tickets, $250.00 paid on');
    // Pacific time, as the member chose (PST in winter, PDT in summer).
    expect(alert.text).toMatch(/paid on .* P[SD]T\./);
    expect(alert.text).toContain(`/order-details/${orderId}`);

    await request(app).put('/api/settings').set(memberAuth).send({ instantAlerts: false }).expect(200);
    await anotherOrder(b.auth, sale.eventId, sale.ticketTypeIds[0]);
    expect(await alertsTo(member.personId)).toHaveLength(1);

    // Email notifications off silences them too.
    await request(app)
      .put('/api/settings')
      .set(memberAuth)
      .send({ instantAlerts: true, emailNotifications: false })
      .expect(200);
    await anotherOrder(b.auth, sale.eventId, sale.ticketTypeIds[0]);
    expect(await alertsTo(member.personId)).toHaveLength(1);

    await request(app).put('/api/settings').set(memberAuth).send({ instantAlerts: true }).expect(200);
    await anotherOrder(b.auth, sale.eventId, sale.ticketTypeIds[0]);
    expect(await alertsTo(member.personId)).toHaveLength(2);
  });
});

describe("the receipt in the buyer's time zone", () => {
  it('says when the order was paid on the clock the buyer chose', async () => {
    const b = await buyer();
    await request(app).put('/api/settings').set(b.auth).send({ defaultTimezone: 'PST' }).expect(200);
    const { orderId } = await pendingOrder(b);
    await pay(b.auth, orderId).expect(200);
    const [receipt] = await t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, b.email), eq(emailOutbox.template, 'order-receipt')));
    expect(receipt.text).toMatch(
      new RegExp(`Order ${orderId}, paid on [A-Z][a-z]{2} \\d{1,2}, \\d{4}, \\d{2}:\\d{2} P[SD]T\\.`),
    );
  });
});
