import request from 'supertest';
import { eq } from 'drizzle-orm';
import { PLATFORM_FEE_MESSAGES as M } from '@pavilion/domain';
import { auditLog, orders } from '../../../db/schema';
import { bearerFor, createAdmin, createPartnerUser } from '../../../testing/harness';
import { useCheckout } from '../../../testing/checkout';
import { ledgerOfOrder } from '../../ledger';

const { t, app, buyer, pendingOrder, pay } = useCheckout();
let admin: Record<string, string>;
beforeAll(async () => {
  admin = await bearerFor(app, (await createAdmin(t.db)).email);
});

describe('the platform fee the admin sets', () => {
  it('starts at 5 % + 0.50, changes for sales from then on, and is audited', async () => {
    const start = await request(app).get('/api/admin/platform-fees').set(admin).expect(200);
    expect(start.body).toMatchObject({ default: { percent: 5, fixedPerTicket: 0.5 }, partners: [] });

    const bad = await request(app)
      .put('/api/admin/platform-fees')
      .set(admin)
      .send({ percent: 101, fixedPerTicket: 0.001 });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ percent: M.percent, fixedPerTicket: M.fixed });

    const set = await request(app)
      .put('/api/admin/platform-fees')
      .set(admin)
      .send({ percent: 7.5, fixedPerTicket: 1 })
      .expect(200);
    expect(set.body.default).toMatchObject({ percent: 7.5, fixedPerTicket: 1 });
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'fee.changed'));
    expect(entry).toMatchObject({ entityType: 'platform', before: { percent: 5, fixedPerTicket: 0.5 } });

    // A sale now: 125.00 x 7.5 % = 9.38 (9.375 rounded) + 1.00.
    const b = await buyer();
    const { orderId } = await pendingOrder(b);
    expect((await pay(b.auth, orderId)).status).toBe(200);
    const fee = (await ledgerOfOrder(t.db, orderId)).find((l) => l.account === 'platform_fees')!;
    expect(fee.amountMinor).toBe(-(938 + 100));

    // A partner's own rate, then back on the default.
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    const own = await request(app)
      .put(`/api/admin/partners/${order.partnerId}/platform-fee`)
      .set(admin)
      .send({ percent: 0, fixedPerTicket: 0 })
      .expect(200);
    expect(own.body.partners).toEqual([
      expect.objectContaining({ partnerId: order.partnerId, percent: 0, fixedPerTicket: 0 }),
    ]);
    await request(app)
      .put(`/api/admin/partners/${order.partnerId}/platform-fee`)
      .set(admin)
      .send({ percent: 1, fixedPerTicket: 0 })
      .expect(200);
    const back = await request(app)
      .delete(`/api/admin/partners/${order.partnerId}/platform-fee`)
      .set(admin)
      .expect(200);
    expect(back.body.partners).toEqual([]);
    const again = await request(app)
      .delete(`/api/admin/partners/${order.partnerId}/platform-fee`)
      .set(admin)
      .expect(404);
    expect(again.body.error).toBe(M.noPartnerRate);
    await request(app)
      .put('/api/admin/partners/999999/platform-fee')
      .set(admin)
      .send({ percent: 1, fixedPerTicket: 0 })
      .expect(404);
  });

  it('is for administrators only', async () => {
    const partner = await createPartnerUser(t.db);
    await request(app).get('/api/admin/platform-fees').expect(401);
    await request(app)
      .get('/api/admin/platform-fees')
      .set(await bearerFor(app, partner.email))
      .expect(403);
  });
});
