// The admins' internal notes never leave the admin side: no route a partner (or anyone who is not an
// administrator) can call answers them, and no email carries them. The routes are found from the
// declared modules, so a partner route added later is checked too.
import request from 'supertest';
import { eventVettingUpdates, emailOutbox, partnerVettingUpdates } from '../../db/schema';
import { openApiPath } from '../../platform/route';
import { bearerFor, createPartnerUser, useTestContext } from '@pavilion/api-testing/harness';
import { adminHeader, createEvent, declaredRoutes, paidOrder } from '@pavilion/api-testing/fixtures/admin';

const t = useTestContext();

const NOTE = 'INTERNAL-NOTE-7f3a';

describe('internal vetting notes', () => {
  it('are answered by no partner, member, attendee or public route, and sent in no email', async () => {
    const admin = await adminHeader(t);
    const partner = await createPartnerUser(t.db, { currentVettingStatus: 'PENDING' });
    const event = await createEvent(t.db, t.clock.now, partner.partnerId, { name: 'Noted Event' });
    const order = await paidOrder(t.db, event, { createdAt: t.clock.now });
    await t.db.insert(partnerVettingUpdates).values({
      partnerId: partner.partnerId,
      status: 'PENDING',
      comment: 'Application received.',
      notes: `${NOTE} on the application`,
    });
    await t.db.insert(eventVettingUpdates).values({
      eventId: event.eventId,
      eventVersionId: event.versionId,
      status: 'APPROVED',
      comment: 'Approved.',
      notes: `${NOTE} on the event`,
    });
    // An admin decision through the API: its notes go into the history, its comment to the partner.
    const decided = await request(t.app)
      .post(`/api/admin/vetting-status/partners/${partner.partnerId}`)
      .set(admin.auth)
      .send({ status: 'APPROVED', comment: 'Welcome aboard.', notes: `${NOTE} on the decision` });
    expect(decided.status).toBe(200);
    expect(JSON.stringify(decided.body)).toContain(NOTE);

    const asPartner = await bearerFor(t.app, partner.email);
    const params: Record<string, string> = {
      partnerId: String(partner.partnerId),
      eventId: String(event.eventId),
      orderId: order.orderId,
      currentEventVersionId: String(event.versionId),
      listName: 'sectors',
    };
    const routes = declaredRoutes(t).filter((r) => r.method === 'get' && r.access !== 'admin');
    const urls = routes.map((route) =>
      openApiPath(route.path).replace(/\{([A-Za-z]+)\}/g, (_m, name: string) =>
        name === 'id'
          ? /orders|tickets/.test(route.path)
            ? order.orderId
            : /partner/.test(route.path) && !/events/.test(route.path)
              ? String(partner.partnerId)
              : String(event.eventId)
          : (params[name] ?? '1'),
      ),
    );
    // Routes of modules still declared as plain routers (not yet in the route helper's list).
    urls.push(`/api/events/${event.eventId}`, '/api/events/top/12', '/api/session', '/api/users/');
    const answered: string[] = [];
    for (const url of urls) {
      for (const headers of [asPartner, {}]) {
        const res = await request(t.app).get(url).set(headers);
        if (res.status === 200) answered.push(url);
        // Files (a contract's PDF, a document) come back as bytes, not text.
        const body = res.text ?? (Buffer.isBuffer(res.body) ? res.body.toString('latin1') : JSON.stringify(res.body));
        expect([url, body.includes(NOTE)]).toEqual([url, false]);
      }
    }
    // The event the partner owns is public now, so at least the public event page answered.
    expect(answered).toContain(`/api/events/${event.eventId}`);

    const mails = await t.db.select().from(emailOutbox);
    expect(mails.length).toBeGreaterThan(0);
    for (const mail of mails) expect(`${mail.subject} ${mail.text} ${mail.html}`).not.toContain(NOTE);
  });
});
