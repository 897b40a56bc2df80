import { and, eq } from 'drizzle-orm';
import request from 'supertest';
import { ZFavouritesPage } from '@pavilion/domain';
import { emailOutbox, events, ticketTypes } from '../../db/schema';
import { bearerFor, createAttendee, useTestContext } from '@pavilion/api-testing/harness';
import { mailTo } from '@pavilion/api-testing/mail';
import { expectGerman, speaksGerman } from '@pavilion/api-testing/mail-language';
import { REGISTRATION_ALERT_TEMPLATE } from './notify-savers';
import { alertSalesOpened } from './sales-open.worker';
import {
  approveCurrent,
  createEvent,
  editBody,
  partnerWithPolicy,
  type TestPartner,
} from '@pavilion/api-testing/fixtures/partner-events';

const t = useTestContext();
let partner: TestPartner;
let soon: number;
let later: number;
let pending: number;
const DAY = 86_400_000;

beforeAll(async () => {
  partner = await partnerWithPolicy(t);
  // eventBody starts events 60 days out; `later` a month after that.
  soon = await createEvent(t, partner, { name: 'Harbourside Logistics Forum' });
  await approveCurrent(t, partner, soon);
  const start = new Date(t.clock.now.getTime() + 90 * DAY);
  later = await createEvent(t, partner, {
    name: 'Northern Ports Summit',
    startDateTime: start.toISOString(),
    endDateTime: new Date(start.getTime() + DAY).toISOString(),
    agendaItems: [],
    subEvents: [],
  });
  await approveCurrent(t, partner, later);
  pending = await createEvent(t, partner, { name: 'Not Yet Approved Expo' });
});

const attendee = async () => bearerFor(t.app, (await createAttendee(t.db)).email);
const list = (auth: Record<string, string>, query = '') =>
  request(t.app).get(`/api/favourites${query}`).set(auth).expect(200);

describe('saving events', () => {
  it('PUT saves an event once, the card and the page say so for that attendee only, DELETE removes it', async () => {
    const a = await attendee();
    const b = await attendee();
    expect((await request(t.app).put(`/api/favourites/${soon}`).set(a).expect(200)).body).toEqual({
      eventId: soon,
      isFavourited: true,
    });
    await request(t.app).put(`/api/favourites/${soon}`).set(a).expect(200);
    expect((await request(t.app).get(`/api/events/${soon}`).set(a)).body.isFavourited).toBe(true);
    expect((await request(t.app).get(`/api/events/${soon}`).set(b)).body.isFavourited).toBe(false);
    const search = await request(t.app).post('/api/events/filtered').set(a).send({}).expect(200);
    expect(search.body.events.find((e: { id: number }) => e.id === soon).isFavourited).toBe(true);

    const saved = ZFavouritesPage.parse((await list(a)).body);
    expect(saved.total).toBe(1);
    expect(saved.items[0]).toMatchObject({ state: 'AVAILABLE', event: { id: soon, isFavourited: true } });
    expect((await list(b)).body.total).toBe(0);

    expect((await request(t.app).delete(`/api/favourites/${soon}`).set(a).expect(200)).body).toEqual({
      eventId: soon,
      isFavourited: false,
    });
    await request(t.app).delete(`/api/favourites/${soon}`).set(a).expect(200);
    expect((await list(a)).body.total).toBe(0);
    expect((await request(t.app).get(`/api/events/${soon}`).set(a)).body.isFavourited).toBe(false);
  });

  it('refuses an event the public cannot see, an unknown id and a malformed one; needs an attendee', async () => {
    const a = await attendee();
    const unseen = await request(t.app).put(`/api/favourites/${pending}`).set(a);
    expect(unseen.status).toBe(404);
    expect(unseen.body.error).toBe('Event not found');
    expect((await request(t.app).put('/api/favourites/999999').set(a)).status).toBe(404);
    expect((await request(t.app).delete('/api/favourites/999999').set(a)).status).toBe(404);
    const bad = await request(t.app).put('/api/favourites/abc').set(a);
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ eventId: 'Invalid id' });
    expect((await request(t.app).put(`/api/favourites/${soon}`)).status).toBe(401);
    expect((await request(t.app).put(`/api/favourites/${soon}`).set(partner.auth)).status).toBe(403);
    expect((await list(a)).body.total).toBe(0);
  });

  it('lists by start or by when saved, a page at a time, and keeps an event taken down (UNAVAILABLE)', async () => {
    const a = await attendee();
    await request(t.app).put(`/api/favourites/${later}`).set(a).expect(200);
    t.clock.advance(1000);
    await request(t.app).put(`/api/favourites/${soon}`).set(a).expect(200);
    const byStart = (await list(a)).body.items.map((i: { event: { id: number } }) => i.event.id);
    expect(byStart).toEqual([soon, later]);
    const bySaved = (await list(a, '?sort=savedAt&direction=desc')).body.items.map(
      (i: { event: { id: number } }) => i.event.id,
    );
    expect(bySaved).toEqual([soon, later]);
    const page2 = (await list(a, '?pageSize=1&page=2')).body;
    expect(page2).toMatchObject({ total: 2, page: 2, pageSize: 1, items: [{ event: { id: later } }] });
    expect((await request(t.app).get('/api/favourites?sort=name').set(a)).status).toBe(400);

    await t.db.update(events).set({ published: false }).where(eq(events.id, later));
    try {
      const items = (await list(a)).body.items as { state: string; event: { id: number } }[];
      expect(items.find((i) => i.event.id === later)?.state).toBe('UNAVAILABLE');
      // Still removable although it no longer opens.
      await request(t.app).delete(`/api/favourites/${later}`).set(a).expect(200);
      expect((await list(a)).body.total).toBe(1);
    } finally {
      await t.db.update(events).set({ published: true }).where(eq(events.id, later));
    }
  });

  it('an approved change of a saved event reaches its savers in their notifications, no one else', async () => {
    const saver = await attendee();
    const other = await attendee();
    await request(t.app).put(`/api/favourites/${later}`).set(saver).expect(200);
    await request(t.app)
      .patch(`/api/partner/events/${later}`)
      .set(partner.auth)
      .send(await editBody(t, partner.policyId, { name: 'Northern Ports Summit 2027', agendaItems: [] }))
      .expect(200);
    // Waiting for review: the public page has not changed yet, so nobody is told.
    expect((await request(t.app).get('/api/notifications').set(saver)).body.items).toEqual([]);
    await approveCurrent(t, partner, later);
    const mine = (await request(t.app).get('/api/notifications').set(saver)).body.items;
    expect(mine).toEqual([
      expect.objectContaining({
        subject: 'An event you saved has changed',
        text: 'Northern Ports Summit 2027: the organiser updated the event. Check the details before you go.',
        link: `/events/${later}`,
      }),
    ]);
    expect((await request(t.app).get('/api/notifications').set(other)).body.items).toEqual([]);
  });

  it('emails savers a registration alert for a new date and for a cancellation, in their time zone, while they keep the alerts on', async () => {
    const event = await createEvent(t, partner, { name: 'Quayside Freight Days', agendaItems: [], subEvents: [] });
    await approveCurrent(t, partner, event);
    const on = await createAttendee(t.db);
    const off = await createAttendee(t.db);
    const onAuth = await bearerFor(t.app, on.email);
    const offAuth = await bearerFor(t.app, off.email);
    for (const auth of [onAuth, offAuth]) await request(t.app).put(`/api/favourites/${event}`).set(auth).expect(200);
    await request(t.app).put('/api/settings').set(onAuth).send({ defaultTimezone: 'EST' }).expect(200);
    await request(t.app).put('/api/settings').set(offAuth).send({ registrationAlerts: false }).expect(200);
    const alertsTo = (personId: number) =>
      t.db
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.personId, personId), eq(emailOutbox.template, REGISTRATION_ALERT_TEMPLATE)))
        .orderBy(emailOutbox.id);

    // A new name alone is a notification, not an email.
    await request(t.app)
      .patch(`/api/partner/events/${event}`)
      .set(partner.auth)
      .send(await editBody(t, partner.policyId, { name: 'Quayside Freight Days 2027', agendaItems: [], subEvents: [] }))
      .expect(200);
    await approveCurrent(t, partner, event);
    expect(await alertsTo(on.personId)).toEqual([]);

    const start = new Date(Date.UTC(2027, 0, 20, 15, 0));
    await request(t.app)
      .patch(`/api/partner/events/${event}`)
      .set(partner.auth)
      .send(
        await editBody(t, partner.policyId, {
          name: 'Quayside Freight Days 2027',
          startDateTime: start.toISOString(),
          endDateTime: new Date(start.getTime() + DAY).toISOString(),
          agendaItems: [],
          subEvents: [],
        }),
      )
      .expect(200);
    await approveCurrent(t, partner, event);
    const [moved] = await alertsTo(on.personId);
    expect(moved).toMatchObject({ subject: 'New date: Quayside Freight Days 2027', sentUnder: 'registrationAlerts' });
    // 15:00 UTC is 10:00 on the US Eastern clock the saver chose.
    expect(moved.text).toContain('It now starts Wed, Jan 20, 2027, 10:00 EST.');

    await request(t.app)
      .post(`/api/partner/events/${event}/cancel`)
      .set(partner.auth)
      .send({ reason: 'The venue closed for repairs' })
      .expect(200);
    const [, cancelled] = await alertsTo(on.personId);
    expect(cancelled).toMatchObject({ subject: 'Cancelled: Quayside Freight Days 2027' });
    expect(await alertsTo(off.personId)).toEqual([]);
  });

  it('writes the registration alerts in the German saver’s language, whoever changes the event', async () => {
    const event = await createEvent(t, partner, { name: 'Elbe Cargo Days', agendaItems: [], subEvents: [] });
    await approveCurrent(t, partner, event);
    const saver = await createAttendee(t.db);
    const auth = await bearerFor(t.app, saver.email);
    await speaksGerman(t.app, auth);
    await request(t.app).put(`/api/favourites/${event}`).set(auth).expect(200);
    const start = new Date(Date.UTC(2027, 1, 10, 9, 0));
    await request(t.app)
      .patch(`/api/partner/events/${event}`)
      .set(partner.auth)
      .send(
        await editBody(t, partner.policyId, {
          name: 'Elbe Cargo Days',
          startDateTime: start.toISOString(),
          endDateTime: new Date(start.getTime() + DAY).toISOString(),
          agendaItems: [],
          subEvents: [],
        }),
      )
      .expect(200);
    await approveCurrent(t, partner, event);
    await request(t.app)
      .post(`/api/partner/events/${event}/cancel`)
      .set(partner.auth)
      .send({ reason: 'The venue closed for repairs' })
      .expect(200);
    const alerts = (await mailTo(t, saver.email)).filter((m) => m.template === REGISTRATION_ALERT_TEMPLATE);
    expect(alerts).toHaveLength(2);
    alerts.forEach(expectGerman);
  });

  it('tells savers once when tickets go on sale, by email while their registration alerts are on', async () => {
    const event = await createEvent(t, partner, { name: 'Estuary Shipping Week', agendaItems: [], subEvents: [] });
    await approveCurrent(t, partner, event);
    const opensAt = new Date(t.clock.now.getTime() + 2 * 60 * 60_000);
    await t.db.update(ticketTypes).set({ salesStartAt: opensAt }).where(eq(ticketTypes.eventId, event));
    const on = await createAttendee(t.db);
    const off = await createAttendee(t.db);
    const onAuth = await bearerFor(t.app, on.email);
    const offAuth = await bearerFor(t.app, off.email);
    for (const auth of [onAuth, offAuth]) await request(t.app).put(`/api/favourites/${event}`).set(auth).expect(200);
    await request(t.app).put('/api/settings').set(offAuth).send({ registrationAlerts: false }).expect(200);
    const alertsTo = (personId: number) =>
      t.db
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.personId, personId), eq(emailOutbox.template, REGISTRATION_ALERT_TEMPLATE)));

    // Not yet on sale (other events of this spec whose sales just opened are told now, not this one).
    await alertSalesOpened(t.db, t.config, t.clock.now);
    expect(await alertsTo(on.personId)).toEqual([]);
    const later = new Date(opensAt.getTime() + 5 * 60_000);
    // Two workers at once: the event is told once.
    const told = await Promise.all([alertSalesOpened(t.db, t.config, later), alertSalesOpened(t.db, t.config, later)]);
    expect(told[0] + told[1]).toBe(1);
    const [email] = await alertsTo(on.personId);
    expect(email).toMatchObject({ subject: 'Tickets on sale: Estuary Shipping Week', sentUnder: 'registrationAlerts' });
    expect(await alertsTo(off.personId)).toEqual([]);
    const bell = (await request(t.app).get('/api/notifications').set(offAuth)).body.items;
    expect(bell).toEqual([expect.objectContaining({ subject: 'Tickets are on sale', link: `/events/${event}` })]);
    expect(await alertSalesOpened(t.db, t.config, new Date(later.getTime() + 60_000))).toBe(0);
    expect(await alertsTo(on.personId)).toHaveLength(1);
  });
});
