import request from 'supertest';
import { eq } from 'drizzle-orm';
import { ZAwaitingTransfersPage, ZBankTransferInstructions } from '@pavilion/domain';
import { events } from '../../db/schema';
import { useCheckout } from '@pavilion/api-testing/checkout';
import { bearerFor, createAdmin } from '@pavilion/api-testing/harness';

const { t, app, buyer, pendingOrder } = useCheckout({ CHECKOUT_RATE_LIMITS: 'false' });
const DAY = 86_400_000;

/** A pending order of two tickets (125.00 each) of a new partner's event 30 days away that takes transfers. */
async function transferOrder() {
  const b = await buyer();
  const { orderId, sale } = await pendingOrder(b, { tickets: 2 });
  await t.db.update(events).set({ bankTransferUntilDays: 14 }).where(eq(events.id, sale.eventId));
  return { b, orderId, sale, partnerAuth: () => bearerFor(app, sale.partnerEmail) };
}

async function chosen(o: Awaited<ReturnType<typeof transferOrder>>) {
  const res = await request(app).post(`/api/orders/${o.orderId}/bank-transfer`).set(o.b.auth).expect(200);
  return ZBankTransferInstructions.parse(res.body);
}

describe('orders awaiting their bank transfer, as the partner and administrators read them', () => {
  it("lists the partner's own orders awaiting a transfer, soonest due first, and each one's instructions", async () => {
    const first = await transferOrder();
    const a = await chosen(first);
    t.clock.advance(DAY);
    const other = await transferOrder();
    const b = await chosen(other);
    const partner = await first.partnerAuth();
    // Still pending (the buyer has not chosen yet): neither listed nor with instructions.
    const undecided = await pendingOrder(first.b, { tickets: 1 });

    const mine = ZAwaitingTransfersPage.parse(
      (await request(app).get('/api/partner/bank-transfers').set(partner).expect(200)).body,
    );
    expect(mine.total).toBe(1);
    expect(mine.items[0]).toMatchObject({
      orderId: first.orderId,
      event: { id: first.sale.eventId },
      buyerEmail: first.b.email,
      reference: a.reference,
      dueAt: a.dueAt,
      amount: 250,
      currency: 'USD',
    });

    const instructions = await request(app)
      .get(`/api/partner/orders/${first.orderId}/bank-transfer`)
      .set(partner)
      .expect(200);
    expect(ZBankTransferInstructions.parse(instructions.body)).toEqual(a);
    // Another partner's order is not found, and neither is an order not paid by transfer.
    const elsewhere = await request(app)
      .get(`/api/partner/orders/${other.orderId}/bank-transfer`)
      .set(partner)
      .expect(404);
    expect(elsewhere.body.error).toBe('Order not found');
    await request(app).get(`/api/partner/orders/${undecided.orderId}/bank-transfer`).set(partner).expect(404);

    const admin = await bearerFor(app, (await createAdmin(t.db)).email);
    const all = ZAwaitingTransfersPage.parse(
      (await request(app).get('/api/admin/bank-transfers').set(admin).query({ pageSize: 100 }).expect(200)).body,
    );
    const ours = all.items.filter((i) => i.orderId === first.orderId || i.orderId === other.orderId);
    // The soonest due first: the first order was chosen a day earlier.
    expect(ours.map((i) => [i.orderId, i.partner.id])).toEqual([
      [first.orderId, first.sale.partnerId],
      [other.orderId, other.sale.partnerId],
    ]);
    const found = ZAwaitingTransfersPage.parse(
      (
        await request(app)
          .get('/api/admin/bank-transfers')
          .set(admin)
          .query({ q: b.reference.toLowerCase() })
          .expect(200)
      ).body,
    );
    expect(found.items.map((i) => i.orderId)).toEqual([other.orderId]);
    const ofEvent = ZAwaitingTransfersPage.parse(
      (
        await request(app)
          .get('/api/admin/bank-transfers')
          .set(admin)
          .query({ eventId: String(other.sale.eventId) })
          .expect(200)
      ).body,
    );
    expect(ofEvent.items.map((i) => i.orderId)).toEqual([other.orderId]);
    const noTransfer = await request(app)
      .get(`/api/admin/orders/${undecided.orderId}/bank-transfer`)
      .set(admin)
      .expect(404);
    expect(noTransfer.body.error).toBe('This order is not paid by bank transfer');
    await request(app).get('/api/admin/bank-transfers').set(partner).expect(403);
    const bad = await request(app).get('/api/partner/bank-transfers').set(partner).query({ sort: 'name' }).expect(400);
    expect(JSON.stringify(bad.body)).toContain('dueAt, createdAt, amount');

    // Marked paid: off the list, its instructions still readable.
    await request(app).post(`/api/partner/orders/${first.orderId}/mark-paid`).set(partner).send({}).expect(200);
    const after = ZAwaitingTransfersPage.parse(
      (await request(app).get('/api/partner/bank-transfers').set(partner).expect(200)).body,
    );
    expect(after).toMatchObject({ items: [], total: 0 });
    const paid = await request(app).get(`/api/admin/orders/${first.orderId}/bank-transfer`).set(admin).expect(200);
    expect(paid.body.reference).toBe(a.reference);
  });
});
