// Buyers keep the refund terms they bought under: a ticket refunds by the periods recorded on it when it
// was ordered, whatever the partner does to the ticket type's policy or to the policy's periods since.
import request from 'supertest';
import { eq } from 'drizzle-orm';
import { ZCancellationPreview, type TCancellationPeriodView } from '@pavilion/domain';
import { orders, tickets } from '../../db/schema';
import { bearerFor, createAttendee } from '@pavilion/api-testing/harness';
import { attendeeTicket, createSaleEvent, useCheckout } from '@pavilion/api-testing/checkout';

const { t, gateway, app, buyer, pay } = useCheckout();

const DAY = 86_400_000;
const SEVENTY_FIVE: TCancellationPeriodView[] = [
  { percentageRefund: 75, startDaysBeforeEvent: 365, endDaysBeforeEvent: 0 },
];
const NOTHING: TCancellationPeriodView[] = [{ percentageRefund: 0, startDaysBeforeEvent: 365, endDaysBeforeEvent: 0 }];

/**
 * An event 40 days away selling one ticket type at 100.00, its partner signed in, and the partner's
 * policy giving 75 % back until the event set on the ticket type through the partner's API.
 */
async function saleUnderSeventyFive() {
  const sale = await createSaleEvent(t.db, t.clock.now, { startsInDays: 40, ticketTypes: [{ priceMinor: 10_000 }] });
  const [typeId] = sale.ticketTypeIds;
  const partner = await bearerFor(app, sale.partnerEmail);
  const policy = async (name: string, periods: TCancellationPeriodView[]) =>
    (
      await request(app)
        .post('/api/partner/cancellation-policies/')
        .set(partner)
        .send({ name, cancellationPolicyPeriods: periods })
        .expect(201)
    ).body.id as number;
  const flexible = await policy('Flexible', SEVENTY_FIVE);
  const strict = await policy('No refunds', NOTHING);
  const setPolicy = (cancellationPolicyId: number) =>
    request(app)
      .patch(`/api/partner/events/${sale.eventId}/ticket-types/${typeId}`)
      .set(partner)
      .send({ cancellationPolicyId })
      .expect(200);
  await setPolicy(flexible);
  return { ...sale, typeId, partner, flexible, strict, setPolicy };
}

/** A buyer's pending order of one ticket of the type. */
async function order(sale: { eventId: number; typeId: number }) {
  const b = await buyer();
  const res = await request(app)
    .post('/api/orders/')
    .set(b.auth)
    .send({ eventId: sale.eventId, tickets: [attendeeTicket(sale.typeId)] })
    .expect(201);
  return { auth: b.auth, orderId: res.body.id as string };
}

async function paidOrder(sale: { eventId: number; typeId: number }) {
  const o = await order(sale);
  expect((await pay(o.auth, o.orderId)).status).toBe(200);
  return o;
}

async function preview(o: { auth: Record<string, string>; orderId: string }) {
  const res = await request(app).get(`/api/orders/${o.orderId}/cancellation-preview`).set(o.auth).expect(200);
  return ZCancellationPreview.parse(res.body);
}

const termsOf = async (orderId: string) =>
  (await t.db.select({ terms: tickets.refundTerms }).from(tickets).where(eq(tickets.orderId, orderId))).map(
    (r) => r.terms,
  );

describe('a ticket type switched to another cancellation policy', () => {
  it('keeps 75 % for the ticket bought before the switch, in the preview and the refund; a later sale gets 0 %', async () => {
    const sale = await saleUnderSeventyFive();
    const before = await paidOrder(sale);
    expect(await preview(before)).toMatchObject({
      tickets: [{ refundPercentage: 75, refundAmount: 75 }],
      refundTotal: 75,
    });

    await sale.setPolicy(sale.strict);

    expect(await preview(before)).toMatchObject({
      tickets: [{ refundPercentage: 75, refundAmount: 75 }],
      refundTotal: 75,
      cancellable: true,
    });
    const after = await paidOrder(sale);
    expect(await preview(after)).toMatchObject({ tickets: [{ refundPercentage: 0, refundAmount: 0 }], refundTotal: 0 });
    expect(await termsOf(before.orderId)).toEqual([SEVENTY_FIVE]);
    expect(await termsOf(after.orderId)).toEqual([NOTHING]);

    gateway.refundCalls.length = 0;
    const cancelled = await request(app).post(`/api/orders/${before.orderId}/cancel`).set(before.auth).send({});
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.refunds.map((r: { amount: number }) => r.amount)).toEqual([75]);
    expect(gateway.refundCalls.map((r) => r.amountMinor)).toEqual([7_500]);
    const none = await request(app).post(`/api/orders/${after.orderId}/cancel`).set(after.auth).send({});
    expect(none.status).toBe(200);
    expect(none.body.refunds).toEqual([]);
    expect(gateway.refundCalls).toHaveLength(1);
  });

  it("gives the partner's refund the terms the buyer bought under by default", async () => {
    const sale = await saleUnderSeventyFive();
    const before = await paidOrder(sale);
    await sale.setPolicy(sale.strict);
    const refunded = await request(app)
      .post(`/api/partner/orders/${before.orderId}/refund`)
      .set(sale.partner)
      .send({ reason: 'Asked by the buyer' });
    expect(refunded.status).toBe(200);
    expect(refunded.body.refunds.map((r: { amount: number }) => r.amount)).toEqual([75]);
  });
});

describe("a policy's own periods changed", () => {
  it('while an order holds its seats: the held ticket keeps the periods it was ordered under; a later order takes the new ones', async () => {
    const sale = await saleUnderSeventyFive();
    // Nothing is sold yet, so the partner may still change the periods; the order placed before counts.
    const held = await order(sale);
    await request(app)
      .patch(`/api/partner/cancellation-policies/${sale.flexible}`)
      .set(sale.partner)
      .send({ cancellationPolicyPeriods: NOTHING })
      .expect(200);
    expect((await pay(held.auth, held.orderId)).status).toBe(200);
    expect(await preview(held)).toMatchObject({ tickets: [{ refundPercentage: 75, refundAmount: 75 }] });

    const later = await paidOrder(sale);
    expect(await preview(later)).toMatchObject({ tickets: [{ refundPercentage: 0, refundAmount: 0 }] });
  });

  it('once tickets are sold, are refused, and the sold tickets keep theirs', async () => {
    const sale = await saleUnderSeventyFive();
    const sold = await paidOrder(sale);
    await request(app)
      .patch(`/api/partner/cancellation-policies/${sale.flexible}`)
      .set(sale.partner)
      .send({ cancellationPolicyPeriods: NOTHING })
      .expect(409);
    expect(await preview(sold)).toMatchObject({ tickets: [{ refundPercentage: 75 }] });
  });
});

describe('the refund terms written when a ticket is inserted', () => {
  /** A pending order row of the event, written directly as fixtures and the demo seed do. */
  async function orderRow(eventId: number) {
    const person = await createAttendee(t.db);
    const [row] = await t.db
      .insert(orders)
      .values({
        personId: person.personId,
        eventId,
        currency: 'USD',
        totalMinor: 10_000,
        holdExpiresAt: new Date(t.clock.now.getTime() + DAY),
        buyerFirstName: 'Ada',
        buyerSurname: 'Lovelace',
        buyerEmail: person.email,
      })
      .returning({ id: orders.id });
    return row.id;
  }

  const ticket = (orderId: string, eventId: number, ticketTypeId: number) => ({
    orderId,
    eventId,
    ticketTypeId,
    priceMinor: 10_000,
    currency: 'USD' as const,
    firstName: 'Ada',
    surname: 'Lovelace',
    email: 'ada@example.com',
    company: 'Acme Freight',
    jobTitle: 'Analyst',
  });

  it("are the ticket type's current periods in the policy's order when left out, [] without a policy, and kept when given", async () => {
    const periods: TCancellationPeriodView[] = [
      { percentageRefund: 100, startDaysBeforeEvent: 90, endDaysBeforeEvent: 60 },
      { percentageRefund: 50, startDaysBeforeEvent: 59, endDaysBeforeEvent: 14 },
      { percentageRefund: 10, startDaysBeforeEvent: 13, endDaysBeforeEvent: 0 },
    ];
    const sale = await createSaleEvent(t.db, t.clock.now, { ticketTypes: [{ policy: periods }, {}] });
    const [withPolicy, withoutPolicy] = sale.ticketTypeIds;
    const orderId = await orderRow(sale.eventId);
    const given: TCancellationPeriodView[] = [
      { percentageRefund: 20, startDaysBeforeEvent: 10, endDaysBeforeEvent: 0 },
    ];
    const rows = await t.db
      .insert(tickets)
      .values([
        ticket(orderId, sale.eventId, withPolicy),
        ticket(orderId, sale.eventId, withoutPolicy),
        { ...ticket(orderId, sale.eventId, withPolicy), refundTerms: given },
      ])
      .returning({ terms: tickets.refundTerms });
    expect(rows.map((r) => r.terms)).toEqual([periods, [], given]);
  });
});
