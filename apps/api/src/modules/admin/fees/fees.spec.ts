import request from 'supertest';
import { and, desc, eq } from 'drizzle-orm';
import { PLATFORM_FEE_MESSAGES as M, type TDevMail } from '@pavilion/domain';
import { auditLog, emailOutbox, orders } from '../../../db/schema';
import { bearerFor, createAdmin, createPartnerUser } from '@pavilion/api-testing/harness';
import { useCheckout } from '@pavilion/api-testing/checkout';
import { expectGerman, speaksGerman } from '@pavilion/api-testing/mail-language';
import { ledgerOfOrder } from '../../ledger';
import { applyDueFeeChanges } from '..';

const { t, app, buyer, pendingOrder, pay } = useCheckout();
let admin: Record<string, string>;
beforeAll(async () => {
  admin = await bearerFor(app, (await createAdmin(t.db)).email);
});

describe('the platform fee the admin sets', () => {
  it('starts at 5 % + 0.50, a lower rate applies to sales at once, and is audited', async () => {
    const start = await request(app).get('/api/admin/platform-fees').set(admin).expect(200);
    expect(start.body).toMatchObject({ default: { percent: 5, fixedPerTicket: 0.5 }, partners: [], upcoming: [] });

    const bad = await request(app)
      .put('/api/admin/platform-fees')
      .set(admin)
      .send({ percent: 101, fixedPerTicket: 0.001, appliesFrom: 'soon' });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ percent: M.percent, fixedPerTicket: M.fixed, appliesFrom: M.appliesFromInvalid });

    const set = await request(app)
      .put('/api/admin/platform-fees')
      .set(admin)
      .send({ percent: 4.5, fixedPerTicket: 0.25 })
      .expect(200);
    expect(set.body.default).toMatchObject({ percent: 4.5, fixedPerTicket: 0.25 });
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'fee.changed'));
    expect(entry).toMatchObject({ entityType: 'platform', before: { percent: 5, fixedPerTicket: 0.5 } });

    // A sale now: 125.00 x 4.5 % = 5.63 (5.625 rounded) + 0.25.
    const b = await buyer();
    const { orderId } = await pendingOrder(b);
    expect((await pay(b.auth, orderId)).status).toBe(200);
    const fee = (await ledgerOfOrder(t.db, orderId)).find((l) => l.account === 'platform_fees')!;
    expect(fee.amountMinor).toBe(-(563 + 25));

    // A partner's own lower rate at once; back on the (higher) default is a raise, refused at once.
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    const own = await request(app)
      .put(`/api/admin/partners/${order.partnerId}/platform-fee`)
      .set(admin)
      .send({ percent: 0, fixedPerTicket: 0 })
      .expect(200);
    expect(own.body.partners).toEqual([
      expect.objectContaining({ partnerId: order.partnerId, percent: 0, fixedPerTicket: 0 }),
    ]);
    const refused = await request(app)
      .delete(`/api/admin/partners/${order.partnerId}/platform-fee`)
      .set(admin)
      .expect(400);
    expect(refused.body.fields.appliesFrom).toMatch(/^This raises what partners pay, so it applies at least 30 days/);
    await request(app)
      .put(`/api/admin/partners/999999/platform-fee`)
      .set(admin)
      .send({ percent: 0, fixedPerTicket: 0 })
      .expect(404);
  });

  it('announces a raise at least 30 days ahead, emails the owners concerned, and applies it when due', async () => {
    const partner = await createPartnerUser(t.db);
    const now = t.clock.now.getTime();
    const day = 86_400_000;
    // Own rate 1 % + 0, at once (lower than the default); then 2 % + 0 is a raise.
    await request(app)
      .put(`/api/admin/partners/${partner.partnerId}/platform-fee`)
      .set(admin)
      .send({ percent: 1, fixedPerTicket: 0 })
      .expect(200);
    const tooSoon = await request(app)
      .put(`/api/admin/partners/${partner.partnerId}/platform-fee`)
      .set(admin)
      .send({ percent: 2, fixedPerTicket: 0, appliesFrom: new Date(now + 10 * day).toISOString() })
      .expect(400);
    expect(tooSoon.body.fields.appliesFrom).toMatch(/at least 30 days after they are told: choose .* or later$/);
    const past = await request(app)
      .put(`/api/admin/partners/${partner.partnerId}/platform-fee`)
      .set(admin)
      .send({ percent: 0.5, fixedPerTicket: 0, appliesFrom: new Date(now - day).toISOString() })
      .expect(400);
    expect(past.body.fields).toEqual({ appliesFrom: M.appliesFromPast });
    const at = new Date(now + 31 * day);
    const announced = await request(app)
      .put(`/api/admin/partners/${partner.partnerId}/platform-fee`)
      .set(admin)
      .send({ percent: 2, fixedPerTicket: 0, appliesFrom: at.toISOString() })
      .expect(200);
    // In force: still 1 %; announced: 2 % from then.
    expect(announced.body.partners).toContainEqual(
      expect.objectContaining({ partnerId: partner.partnerId, percent: 1 }),
    );
    expect(announced.body.upcoming).toEqual([
      {
        partnerId: partner.partnerId,
        partnerName: expect.any(String),
        rate: { percent: 2, fixedPerTicket: 0 },
        appliesFrom: at.toISOString(),
      },
    ]);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'fee.changed'), eq(auditLog.entityId, String(partner.partnerId))))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit.summary).toMatch(/from .*: 2 % \+ 0 per paid ticket$/);

    // Its owner is told twice: of the lower rate at once, and of the raise ahead.
    const mails = await t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, partner.email), eq(emailOutbox.template, 'platform-fee-change')))
      .orderBy(emailOutbox.id);
    expect(mails.map((m) => m.subject)).toEqual([
      'Your platform fee has changed',
      expect.stringMatching(/^Your platform fee changes on /),
    ]);
    expect(mails[1].text).toContain('From ');
    expect(mails[1].text).toContain('2 % + 0.00 per paid ticket');
    expect(mails[1].text).toContain('Until then it stays 1 % + 0.00 per paid ticket');

    // The partner's Finances show the rate in force and the next one.
    const owner = await bearerFor(app, partner.email);
    const finances = await request(app).get('/api/partner/finances').set(owner).expect(200);
    expect(finances.body.fee).toEqual({
      percent: 1,
      fixedPerTicket: 0,
      upcoming: { percent: 2, fixedPerTicket: 0, appliesFrom: at.toISOString() },
    });

    // Nothing is due before its moment; from it, the round writes it into the rates, once.
    expect(await applyDueFeeChanges(t.db, new Date(at.getTime() - 1000))).toBe(0);
    expect(await applyDueFeeChanges(t.db, at)).toBe(1);
    expect(await applyDueFeeChanges(t.db, new Date(at.getTime() + day))).toBe(0);
    const after = await request(app).get('/api/admin/platform-fees').set(admin).expect(200);
    expect(after.body.partners).toContainEqual(expect.objectContaining({ partnerId: partner.partnerId, percent: 2 }));
    expect(after.body.upcoming).toEqual([]);
    expect((await request(app).get('/api/partner/finances').set(owner).expect(200)).body.fee.upcoming).toBeNull();
  });

  it('tells every partner on the default of a change of the default in their language, and a new announcement replaces one not yet due', async () => {
    const onDefault = await createPartnerUser(t.db);
    const owner = await bearerFor(app, onDefault.email);
    await speaksGerman(app, owner);
    const now = t.clock.now.getTime();
    const day = 86_400_000;
    const current = (await request(app).get('/api/admin/platform-fees').set(admin).expect(200)).body.default;
    const first = new Date(now + 40 * day).toISOString();
    const second = new Date(now + 45 * day).toISOString();
    await request(app)
      .put('/api/admin/platform-fees')
      .set(admin)
      .send({ percent: current.percent + 1, fixedPerTicket: current.fixedPerTicket, appliesFrom: first })
      .expect(200);
    const replaced = await request(app)
      .put('/api/admin/platform-fees')
      .set(admin)
      .send({ percent: current.percent + 2, fixedPerTicket: current.fixedPerTicket, appliesFrom: second })
      .expect(200);
    expect(replaced.body.upcoming.filter((u: { partnerId: number | null }) => u.partnerId === null)).toEqual([
      {
        partnerId: null,
        partnerName: null,
        rate: { percent: current.percent + 2, fixedPerTicket: current.fixedPerTicket },
        appliesFrom: second,
      },
    ]);
    const told = await t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, onDefault.email), eq(emailOutbox.template, 'platform-fee-change')));
    // In the owner's language, German, whole.
    expect(told).toHaveLength(2);
    for (const mail of told) expectGerman({ ...mail, to: mail.toAddress } as unknown as TDevMail);
    expect(told[1].subject).toMatch(/^Ihre Plattformgebühr ändert sich am /);
    const fee = (await request(app).get('/api/partner/finances').set(owner).expect(200)).body.fee;
    expect(fee.upcoming).toEqual({
      percent: current.percent + 2,
      fixedPerTicket: current.fixedPerTicket,
      appliesFrom: second,
    });
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
