import request from 'supertest';
import { eq, sql } from 'drizzle-orm';
import { ZAdminEventDetail, ZAdminEventsPage, type TAdminEventRow } from '@pavilion/domain';
import { auditLog, eventVettingUpdates, events, places, ticketTypes } from '../../../db/schema';
import { createPartnerUser, useTestContext } from '@pavilion/api-testing/harness';
import { adminHeader, createEvent, venueIdByName } from '@pavilion/api-testing/fixtures/admin';
import {
  createEvent as createPartnerEvent,
  currentVersionId,
  editBody,
  partnerWithPolicy,
  type TestPartner,
} from '@pavilion/api-testing/fixtures/partner-events';

const t = useTestContext();
let admin: Awaited<ReturnType<typeof adminHeader>>;
beforeAll(async () => {
  admin = await adminHeader(t);
});

const list = async (query: string) => {
  const res = await request(t.app).get(`/api/admin/events/?${query}`).set(admin.auth);
  expect(res.status).toBe(200);
  return ZAdminEventsPage.parse(res.body);
};
const names = (page: { items: TAdminEventRow[] }) => page.items.map((e) => e.name);

describe('GET /api/admin/events/', () => {
  let partnerId: number;
  beforeAll(async () => {
    ({ partnerId } = await createPartnerUser(t.db, { name: 'Sorting Partner' }));
    // Start in 10/20/30/40 days; capacity and tickets sold in other orders; one without a capacity.
    await createEvent(t.db, t.clock.now, partnerId, { name: 'Sort B', startsInDays: 20, capacity: 300, sold: 5 });
    await createEvent(t.db, t.clock.now, partnerId, { name: 'Sort A', startsInDays: 10, capacity: 100, sold: 50 });
    await createEvent(t.db, t.clock.now, partnerId, { name: 'Sort D', startsInDays: 40, capacity: null, sold: 20 });
    await createEvent(t.db, t.clock.now, partnerId, {
      name: 'Sort C',
      startsInDays: 30,
      capacity: 200,
      sold: 0,
      status: 'PENDING',
      tagline: 'A quantum leap for freight',
    });
  });
  const mine = () => `partnerId=${partnerId}`;

  it('sorts by date, capacity and tickets sold, in either direction, in SQL', async () => {
    expect(names(await list(`${mine()}&sort=date`))).toEqual(['Sort A', 'Sort B', 'Sort C', 'Sort D']);
    expect(names(await list(`${mine()}&sort=date&direction=desc`))).toEqual(['Sort D', 'Sort C', 'Sort B', 'Sort A']);
    // Events without a capacity come last both ways.
    expect(names(await list(`${mine()}&sort=capacity`))).toEqual(['Sort A', 'Sort C', 'Sort B', 'Sort D']);
    expect(names(await list(`${mine()}&sort=capacity&direction=desc`))).toEqual([
      'Sort B',
      'Sort C',
      'Sort A',
      'Sort D',
    ]);
    expect(names(await list(`${mine()}&sort=ticketsSold`))).toEqual(['Sort C', 'Sort B', 'Sort D', 'Sort A']);
    expect(names(await list(`${mine()}&sort=ticketsSold&direction=desc`))).toEqual([
      'Sort A',
      'Sort D',
      'Sort B',
      'Sort C',
    ]);
  });

  it('pages without overlap and says how many there are', async () => {
    const first = await list(`${mine()}&pageSize=3`);
    const second = await list(`${mine()}&pageSize=3&page=2`);
    expect(first.total).toBe(4);
    expect(names(first)).toEqual(['Sort A', 'Sort B', 'Sort C']);
    expect(names(second)).toEqual(['Sort D']);
  });

  it('searches name or tagline (contains, any case) and filters by status', async () => {
    expect(names(await list(`${mine()}&q=QUANTUM`))).toEqual(['Sort C']);
    expect(names(await list(`${mine()}&q=sort%20b`))).toEqual(['Sort B']);
    expect(names(await list(`${mine()}&q=100%25`))).toEqual([]);
    expect(names(await list(`${mine()}&status=PENDING`))).toEqual(['Sort C']);
    expect((await list(`${mine()}&status=APPROVED`)).total).toBe(3);
  });

  it('rows carry the thumbnail, status, start, venue, tagline, capacity, tickets sold and the partner', async () => {
    const page = await list(`${mine()}&q=Sort%20A`);
    expect(page.items[0]).toMatchObject({
      name: 'Sort A',
      status: 'APPROVED',
      tagline: 'Where supply chains meet',
      capacity: 100,
      ticketsSold: 50,
      public: true,
      partner: { id: partnerId, name: 'Sorting Partner', status: 'APPROVED' },
    });
  });

  it('follows ticket sales: the tickets sold are the sum over the ticket types, whoever writes them', async () => {
    const { partnerId: p } = await createPartnerUser(t.db);
    const e = await createEvent(t.db, t.clock.now, p, { name: 'Selling', sold: 3 });
    await t.db.insert(ticketTypes).values({
      eventId: e.eventId,
      name: 'VIP',
      priceMinor: 90_000,
      currency: 'USD',
      quantity: 10,
      sold: 4,
    });
    await t.db
      .update(ticketTypes)
      .set({ sold: sql`${ticketTypes.sold} + 2` })
      .where(eq(ticketTypes.id, e.ticketTypeId));
    expect((await list(`partnerId=${p}`)).items[0].ticketsSold).toBe(9);
    await t.db.delete(ticketTypes).where(eq(ticketTypes.name, 'VIP'));
    expect((await list(`partnerId=${p}`)).items[0].ticketsSold).toBe(5);
  });

  it('refuses a query outside the list with a message per field', async () => {
    const res = await request(t.app).get('/api/admin/events/?sort=price&status=LIVE&pageSize=0').set(admin.auth);
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({
      sort: 'Sort must be one of: date, capacity, ticketsSold',
      status: 'Please select a valid option',
      pageSize: 'Page size must be a whole number from 1 to 100',
    });
  });
});

describe('GET /api/admin/events/{id}', () => {
  it('answers the event with its history, internal notes included, and whether it is public', async () => {
    const { partnerId } = await createPartnerUser(t.db, { currentVettingStatus: 'PENDING' });
    const e = await createEvent(t.db, t.clock.now, partnerId, { name: 'Waiting Partner Event' });
    await t.db.insert(eventVettingUpdates).values({
      eventId: e.eventId,
      eventVersionId: e.versionId,
      status: 'APPROVED',
      comment: 'Fine',
      notes: 'Checked the venue booking',
    });
    const res = await request(t.app).get(`/api/admin/events/${e.eventId}`).set(admin.auth).expect(200);
    const detail = ZAdminEventDetail.parse(res.body);
    expect(detail).toMatchObject({ name: 'Waiting Partner Event', partnerVettingStatus: 'PENDING', public: false });
    expect(detail.vettingStatusUpdates[0]).toMatchObject({ comment: 'Fine', notes: 'Checked the venue booking' });
    expect((await request(t.app).get('/api/admin/events/999999').set(admin.auth)).status).toBe(404);
  });
});

describe('POST /api/admin/events/{id}/update-location', () => {
  it('moves the event, shows it in the new place in search at once, and records who did it', async () => {
    const { partnerId } = await createPartnerUser(t.db);
    const e = await createEvent(t.db, t.clock.now, partnerId, {
      name: 'Moving Summit',
      venueName: 'Thames Riverside Exhibition Centre',
    });
    const manchesterVenue = await venueIdByName(t.db, 'Manchester Central Exchange');
    const [{ cityId: manchester }] = await t.db
      .select({ cityId: places.cityId })
      .from(places)
      .where(eq(places.id, manchesterVenue));
    const search = async (locationId: number) =>
      (await request(t.app).post('/api/events/filtered').send({ locationId, pageSize: 50 })).body.events.map(
        (x: { name: string }) => x.name,
      );
    expect(await search(manchester!)).not.toContain('Moving Summit');

    const [venue] = await t.db.select().from(places).where(eq(places.id, manchesterVenue));
    const res = await request(t.app)
      .post(`/api/admin/events/${e.eventId}/update-location`)
      .set(admin.auth)
      .send({ venueId: manchesterVenue, placeId: venue.googlePlaceId });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      eventId: e.eventId,
      changed: true,
      venue: { id: manchesterVenue, name: 'Manchester Central Exchange', city: 'Manchester' },
    });
    expect(await search(manchester!)).toContain('Moving Summit');
    const [row] = await t.db.select({ cityId: events.cityId }).from(events).where(eq(events.id, e.eventId));
    expect(row.cityId).toBe(manchester);

    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.entityType} = 'event' and ${auditLog.entityId} = ${String(e.eventId)}`);
    expect(entry).toMatchObject({
      action: 'event.location',
      actorPersonId: admin.personId,
      actorEmail: admin.email,
      entityName: 'Moving Summit',
      before: expect.objectContaining({ venue: 'Thames Riverside Exhibition Centre', city: 'London' }),
      after: expect.objectContaining({ venue: 'Manchester Central Exchange', city: 'Manchester' }),
    });

    const again = await request(t.app)
      .post(`/api/admin/events/${e.eventId}/update-location`)
      .set(admin.auth)
      .send({ venueId: manchesterVenue });
    expect(again.body.changed).toBe(false);
  });

  it('refuses an unknown venue, a place id of another venue and an unknown event, changing nothing', async () => {
    const { partnerId } = await createPartnerUser(t.db);
    const e = await createEvent(t.db, t.clock.now, partnerId, { venueName: 'Thames Riverside Exhibition Centre' });
    const url = `/api/admin/events/${e.eventId}/update-location`;
    const unknown = await request(t.app).post(url).set(admin.auth).send({ venueId: 999_999 });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields).toEqual({ venueId: 'Please choose a venue from the search results' });
    const other = await venueIdByName(t.db, 'Manchester Central Exchange');
    const mismatch = await request(t.app).post(url).set(admin.auth).send({ venueId: other, placeId: 'ChIJnope' });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.fields).toEqual({ placeId: 'The place id does not belong to the chosen venue' });
    const missing = await request(t.app).post(url).set(admin.auth).send({});
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.fields)).toEqual(['venueId']);
    expect(
      (await request(t.app).post('/api/admin/events/999999/update-location').set(admin.auth).send({ venueId: other }))
        .status,
    ).toBe(404);
    const [row] = await t.db.select({ venueId: events.venueId }).from(events).where(eq(events.id, e.eventId));
    expect(row.venueId).toBe(await venueIdByName(t.db, 'Thames Riverside Exhibition Centre'));
  });

  describe("the admin's location and the event's versions", () => {
    let partner: TestPartner;
    let manchester: number;
    let dublin: number;
    beforeAll(async () => {
      partner = await partnerWithPolicy(t);
      manchester = await venueIdByName(t.db, 'Manchester Central Exchange');
      dublin = await venueIdByName(t.db, 'Liffey Docklands Convention Centre');
    });

    const move = (eventId: number, venueId: number) =>
      request(t.app).post(`/api/admin/events/${eventId}/update-location`).set(admin.auth).send({ venueId }).expect(200);
    const approve = async (eventId: number) =>
      request(t.app)
        .post(`/api/admin/vetting-status/events/${eventId}/${await currentVersionId(t, partner, eventId)}`)
        .set(admin.auth)
        .send({ status: 'APPROVED', comment: 'Fine' })
        .expect(200);
    const reject = async (eventId: number) =>
      request(t.app)
        .post(`/api/admin/vetting-status/events/${eventId}/${await currentVersionId(t, partner, eventId)}`)
        .set(admin.auth)
        .send({ status: 'REJECTED', comment: 'Not yet' })
        .expect(200);
    const publicVenue = async (eventId: number) =>
      (await request(t.app).get(`/api/events/${eventId}`).expect(200)).body.venue?.id as number;
    const partnerView = async (eventId: number) =>
      (await request(t.app).get(`/api/partner/events/${eventId}`).set(partner.auth).expect(200)).body;
    const adminVenue = async (eventId: number) =>
      (await request(t.app).get(`/api/admin/events/${eventId}`).set(admin.auth).expect(200)).body.venue?.id as number;
    const inSearch = async (venueId: number, name: string) => {
      const [{ cityId }] = await t.db.select({ cityId: places.cityId }).from(places).where(eq(places.id, venueId));
      const res = await request(t.app).post('/api/events/filtered').send({ locationId: cityId, pageSize: 50 });
      return res.body.events.some((x: { name: string }) => x.name === name);
    };
    /** The partner's edit as the portal sends it: the form filled from their own view of the event. */
    const partnerEdits = async (eventId: number, changes: Record<string, unknown>) => {
      const mine = await partnerView(eventId);
      return request(t.app)
        .patch(`/api/partner/events/${eventId}`)
        .set(partner.auth)
        .send(
          await editBody(t, partner.policyId, {
            name: mine.name,
            venueId: mine.venue?.id,
            ...changes,
          }),
        )
        .expect(200);
    };

    it('move then approve: the approved event is where the admin put it', async () => {
      const id = await createPartnerEvent(t, partner, { name: 'Moved Before Approval Expo' });
      await move(id, manchester);
      expect(await adminVenue(id)).toBe(manchester);
      // The partner's own view of what waits for review has the admin's venue.
      expect((await partnerView(id)).venue.id).toBe(manchester);
      await approve(id);
      expect(await publicVenue(id)).toBe(manchester);
      expect(await inSearch(manchester, 'Moved Before Approval Expo')).toBe(true);
      const [row] = await t.db.select({ venueId: events.venueId }).from(events).where(eq(events.id, id));
      expect(row.venueId).toBe(manchester);
    });

    it("approve then move: the partner's next edit starts from the admin's venue and approving it keeps it", async () => {
      const id = await createPartnerEvent(t, partner, { name: 'Moved After Approval Forum' });
      await approve(id);
      await move(id, manchester);
      expect(await publicVenue(id)).toBe(manchester);
      expect(await inSearch(manchester, 'Moved After Approval Forum')).toBe(true);
      expect((await partnerView(id)).venue.id).toBe(manchester);
      await partnerEdits(id, { description: 'Now with a harbour tour.' });
      const draft = await partnerView(id);
      expect(draft).toMatchObject({ hasPendingChanges: true, description: 'Now with a harbour tour.' });
      expect(draft.venue.id).toBe(manchester);
      await approve(id);
      const after = (await request(t.app).get(`/api/events/${id}`).expect(200)).body;
      expect(after).toMatchObject({ description: 'Now with a harbour tour.', venue: { id: manchester } });
      expect(await inSearch(manchester, 'Moved After Approval Forum')).toBe(true);
    });

    it('a move while an edit waits: the waiting version takes the venue, so approving it does not move the event back', async () => {
      const id = await createPartnerEvent(t, partner, { name: 'Moved While Waiting Week' });
      await approve(id);
      await partnerEdits(id, { tagline: 'A new tagline' });
      await move(id, dublin);
      expect(await publicVenue(id)).toBe(dublin);
      // What the admin reviews and what the partner sees of the waiting version have the new venue.
      expect(await adminVenue(id)).toBe(dublin);
      const draft = await partnerView(id);
      expect(draft).toMatchObject({ tagline: 'A new tagline', venue: { id: dublin }, timeZone: 'Europe/Dublin' });
      await approve(id);
      expect((await request(t.app).get(`/api/events/${id}`).expect(200)).body).toMatchObject({
        tagline: 'A new tagline',
        venue: { id: dublin },
        timeZone: 'Europe/Dublin',
      });
    });

    it("setting the public venue again while an edit moves it elsewhere keeps the admin's venue", async () => {
      const id = await createPartnerEvent(t, partner, { name: 'Stays Put Symposium' });
      await approve(id);
      const home = await publicVenue(id);
      await partnerEdits(id, { venueId: dublin });
      const res = await move(id, home);
      expect(res.body).toMatchObject({ changed: true, venue: { id: home } });
      expect((await partnerView(id)).venue.id).toBe(home);
      await approve(id);
      expect(await publicVenue(id)).toBe(home);
    });

    it("a move after a rejected edit: the partner's next edit from the rejected content keeps the admin's venue", async () => {
      const id = await createPartnerEvent(t, partner, { name: 'Moved After Rejection Days' });
      await approve(id);
      await partnerEdits(id, { tagline: 'Too bold a tagline' });
      await reject(id);
      await move(id, manchester);
      expect((await partnerView(id)).venue.id).toBe(manchester);
      await partnerEdits(id, { tagline: 'A calmer tagline' });
      await approve(id);
      expect((await request(t.app).get(`/api/events/${id}`).expect(200)).body).toMatchObject({
        tagline: 'A calmer tagline',
        venue: { id: manchester },
      });
    });
  });
});
