import request from 'supertest';
import { and, eq, sql } from 'drizzle-orm';
import { PARTNER_MESSAGES, VENUE_MESSAGES, ZVenueRecord } from '@pavilion/domain';
import { auditLog, events, eventSearch, eventVersions, places } from '../../db/schema';
import { bearerFor, createAdmin, useTestContext } from '@pavilion/api-testing/harness';
import {
  createEvent,
  currentVersionId,
  editBody,
  partnerWithPolicy,
  type TestPartner,
} from '@pavilion/api-testing/fixtures/partner-events';

const t = useTestContext();
let owner: TestPartner;
let other: TestPartner;
let admin: { Authorization: string };

beforeAll(async () => {
  owner = await partnerWithPolicy(t);
  other = await partnerWithPolicy(t);
  admin = await bearerFor(t.app, (await createAdmin(t.db)).email);
});

let counter = 0;
const proposal = (overrides: Record<string, unknown> = {}) => ({
  name: `Harbour Light Hall ${++counter}`,
  street: '12 Quay Street',
  postalCode: 'EC1A 1BB',
  city: 'London',
  countryCode: 'gb',
  latitude: '51.5101',
  longitude: -0.0921,
  website: 'harbour-light.example',
  ...overrides,
});

const propose = (auth: { Authorization: string }, body: unknown) =>
  request(t.app)
    .post('/api/partner/venues')
    .set(auth)
    .send(body as object);

const venueSearch = (auth: { Authorization: string } | null, q: string) => {
  const r = request(t.app).get(`/api/autocomplete/google-places-query?query=${encodeURIComponent(q)}`);
  return auth ? r.set(auth) : r;
};

async function placeRow(id: number) {
  const [row] = await t.db.select().from(places).where(eq(places.id, id));
  return row;
}

describe('proposing a venue', () => {
  it('adds a proposed venue in a known city, with its full address, usable at once by its partner only', async () => {
    const res = await propose(owner.auth, proposal({ name: 'Harbour Light Hall' })).expect(201);
    const venue = ZVenueRecord.parse(res.body);
    expect(venue).toMatchObject({
      name: 'Harbour Light Hall',
      street: '12 Quay Street',
      postalCode: 'EC1A 1BB',
      city: 'London',
      countryCode: 'GB',
      country: 'United Kingdom',
      address: '12 Quay Street, EC1A 1BB London',
      latitude: 51.5101,
      longitude: -0.0921,
      website: 'https://harbour-light.example',
      timeZone: 'Europe/London',
      status: 'proposed',
      label: 'Harbour Light Hall, London, United Kingdom',
    });
    const row = await placeRow(venue.id);
    expect(row).toMatchObject({ status: 'proposed', proposedByPartnerId: owner.partnerId, kind: 'venue' });

    const mine = (await venueSearch(owner.auth, 'harbour light').expect(200)).body.results;
    expect(mine).toEqual([{ id: venue.id, name: 'Harbour Light Hall, London, United Kingdom', kind: 'venue' }]);
    expect((await venueSearch(other.auth, 'harbour light').expect(200)).body.results).toEqual([]);
    expect((await venueSearch(null, 'harbour light').expect(200)).body.results).toEqual([]);
    // The location search of the marketplace does not show it either.
    expect((await request(t.app).get('/api/autocomplete/places-query?query=harbour light').expect(200)).body).toEqual({
      results: [],
    });

    await request(t.app).get(`/api/partner/venues/${venue.id}`).set(owner.auth).expect(200);
    expect((await request(t.app).get(`/api/partner/venues/${venue.id}`).set(other.auth).expect(404)).body.error).toBe(
      VENUE_MESSAGES.venueNotFound,
    );
    await request(t.app).get(`/api/options/place/${venue.id}`).set(owner.auth).expect(200);
    await request(t.app).get(`/api/options/place/${venue.id}`).set(other.auth).expect(404);
    await request(t.app).get(`/api/options/place/${venue.id}`).expect(404);
  });

  it("lets its partner hold an event there, and refuses another partner's event at it in words", async () => {
    const venue = (await propose(owner.auth, proposal()).expect(201)).body;
    const eventId = await createEvent(t, owner, { venueId: venue.id });
    const [event] = await t.db.select({ venueId: events.venueId }).from(events).where(eq(events.id, eventId));
    expect(event.venueId).toBe(venue.id);

    await expect(createEvent(t, other, { venueId: venue.id })).rejects.toThrow(PARTNER_MESSAGES.venueUnknown);
    const before = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(events)
      .where(eq(events.venueId, venue.id));
    expect(before[0].n).toBe(1);
  });

  it('proposes a city we do not know with the venue, in the time zone the partner chose', async () => {
    const refused = await propose(owner.auth, proposal({ city: 'Tromsø' })).expect(400);
    expect(refused.body.fields).toEqual({ timeZone: VENUE_MESSAGES.timeZoneNeeded });
    const res = await propose(owner.auth, proposal({ city: 'Tromsø', countryCode: 'NO', timeZone: 'Europe/Oslo' }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ city: 'Tromsø', timeZone: 'Europe/Oslo', status: 'proposed' });
    const row = await placeRow(res.body.id);
    expect(await placeRow(row.cityId!)).toMatchObject({ kind: 'city', status: 'proposed', name: 'Tromsø' });
  });

  it('answers the venue already ours instead of a copy when picked from the provider again', async () => {
    const first = (await propose(owner.auth, proposal({ providerPlaceId: 'osm:way/4242' })).expect(201)).body;
    const again = (await propose(owner.auth, proposal({ providerPlaceId: 'osm:way/4242' })).expect(201)).body;
    expect(again.id).toBe(first.id);
  });

  it('refuses, in words and writing nothing, what is not a venue', async () => {
    const [{ n: before }] = await t.db.select({ n: sql<number>`count(*)::int` }).from(places);
    const bad = await propose(owner.auth, {
      name: ' ',
      street: '',
      postalCode: '',
      city: '',
      countryCode: 'XX',
      latitude: '91',
      longitude: 'east',
      website: 'not a site',
      timeZone: 'Mars/Olympus',
    }).expect(400);
    expect(bad.body.fields).toEqual({
      name: VENUE_MESSAGES.nameRequired,
      street: VENUE_MESSAGES.streetRequired,
      postalCode: VENUE_MESSAGES.postalCodeRequired,
      city: VENUE_MESSAGES.cityRequired,
      latitude: VENUE_MESSAGES.latitudeInvalid,
      longitude: VENUE_MESSAGES.longitudeInvalid,
      website: VENUE_MESSAGES.websiteInvalid,
      timeZone: VENUE_MESSAGES.timeZoneInvalid,
    });
    expect((await propose(owner.auth, proposal({ countryCode: 'XX' })).expect(400)).body.fields).toEqual({
      countryCode: VENUE_MESSAGES.countryUnknown,
    });
    expect((await propose(owner.auth, proposal({ longitude: '' })).expect(400)).body.fields).toEqual({
      longitude: VENUE_MESSAGES.coordinatesTogether,
    });
    const [{ n: after }] = await t.db.select({ n: sql<number>`count(*)::int` }).from(places);
    expect(after).toBe(before);
    await request(t.app).post('/api/partner/venues').send(proposal()).expect(401);
    const attendeeAdmin = await propose(admin, proposal());
    expect(attendeeAdmin.status).toBe(403);
  });
});

describe('the administrator and a proposed venue', () => {
  const vet = (eventId: number, versionId: number, status: 'APPROVED' | 'REJECTED') =>
    request(t.app)
      .post(`/api/admin/vetting-status/events/${eventId}/${versionId}`)
      .set(admin)
      .send({ status, comment: status === 'APPROVED' ? 'Looks good' : 'Fix the tagline' });

  it('shows the new venue with the event; a rejection leaves it proposed, an approval makes it everyone’s', async () => {
    const venue = (await propose(owner.auth, proposal({ name: 'Quayside Lantern Rooms' })).expect(201)).body;
    const eventId = await createEvent(t, owner, { venueId: venue.id });
    const shown = (await request(t.app).get(`/api/admin/events/${eventId}/proposed-venue`).set(admin).expect(200)).body;
    expect(shown.venue).toMatchObject({
      id: venue.id,
      name: 'Quayside Lantern Rooms',
      address: '12 Quay Street, EC1A 1BB London',
      website: 'https://harbour-light.example',
      proposedBy: { id: owner.partnerId },
      eventCount: 1,
    });
    await request(t.app).get(`/api/admin/events/${eventId}/proposed-venue`).set(owner.auth).expect(403);

    await vet(eventId, await currentVersionId(t, owner, eventId), 'REJECTED').expect(200);
    expect((await placeRow(venue.id)).status).toBe('proposed');

    await request(t.app)
      .patch(`/api/partner/events/${eventId}`)
      .set(owner.auth)
      .send(await editBody(t, owner.policyId, { venueId: venue.id, tagline: 'Ports, data and people, fixed' }))
      .expect(200);
    const resubmitted = await request(t.app).post(`/api/partner/events/${eventId}/submit`).set(owner.auth);
    expect([200, 409]).toContain(resubmitted.status);
    await vet(eventId, await currentVersionId(t, owner, eventId), 'APPROVED').expect(200);
    expect((await placeRow(venue.id)).status).toBe('approved');
    expect(
      (await venueSearch(other.auth, 'lantern rooms').expect(200)).body.results.map((r: { id: number }) => r.id),
    ).toEqual([venue.id]);
    expect(
      (await request(t.app).get(`/api/admin/events/${eventId}/proposed-venue`).set(admin).expect(200)).body,
    ).toEqual({
      venue: null,
    });
  });

  it('merges a duplicate into an approved venue: events, their city, country and search rows follow, audited', async () => {
    const [target] = await t.db
      .select({ id: places.id, cityId: places.cityId, countryId: places.countryId })
      .from(places)
      .where(and(eq(places.kind, 'venue'), eq(places.name, 'Manchester Central Exchange')));
    const dup = (
      await propose(owner.auth, proposal({ name: 'Manchester Central Xchange', city: 'London' })).expect(201)
    ).body;
    const eventId = await createEvent(t, owner, { venueId: dup.id });
    await vet(eventId, await currentVersionId(t, owner, eventId), 'APPROVED').expect(200);
    // Approved with its event, then found to be a duplicate: only a proposal can be merged.
    expect(
      (
        await request(t.app)
          .post(`/api/admin/venues/${dup.id}/merge`)
          .set(admin)
          .send({ intoVenueId: target.id })
          .expect(409)
      ).body.error,
    ).toBe(VENUE_MESSAGES.notProposed);

    const dup2 = (await propose(owner.auth, proposal({ name: 'Manchester Central Exch.' })).expect(201)).body;
    const live = await createEvent(t, owner, { venueId: dup2.id });
    await t.db.update(places).set({ status: 'proposed' }).where(eq(places.id, dup2.id));
    await vet(live, await currentVersionId(t, owner, live), 'APPROVED').expect(200);
    // Approving made it approved; put it back to proposed to merge an event that is live in search.
    await t.db.update(places).set({ status: 'proposed' }).where(eq(places.id, dup2.id));
    const draft = await createEvent(t, owner, { venueId: dup2.id });
    const [searchBefore] = await t.db.select().from(eventSearch).where(eq(eventSearch.eventId, live));
    expect(searchBefore.venueId).toBe(dup2.id);

    // Refusals first: nothing moves.
    expect(
      (
        await request(t.app)
          .post(`/api/admin/venues/${dup2.id}/merge`)
          .set(admin)
          .send({ intoVenueId: dup2.id })
          .expect(400)
      ).body.fields,
    ).toEqual({ intoVenueId: VENUE_MESSAGES.mergeTargetInvalid });
    await request(t.app).post(`/api/admin/venues/999999/merge`).set(admin).send({ intoVenueId: target.id }).expect(404);
    await request(t.app)
      .post(`/api/admin/venues/${dup2.id}/merge`)
      .set(owner.auth)
      .send({ intoVenueId: target.id })
      .expect(403);
    expect((await placeRow(dup2.id)).status).toBe('proposed');

    const merged = await request(t.app)
      .post(`/api/admin/venues/${dup2.id}/merge`)
      .set(admin)
      .send({ intoVenueId: target.id })
      .expect(200);
    expect(merged.body).toEqual({
      venueId: dup2.id,
      intoVenueId: target.id,
      movedEventIds: [live, draft].sort((a, b) => a - b),
    });

    const moved = await t.db
      .select({ id: events.id, venueId: events.venueId, cityId: events.cityId, countryId: events.countryId })
      .from(events)
      .where(eq(events.venueId, target.id));
    for (const id of [live, draft]) {
      expect(moved.find((e) => e.id === id)).toEqual({
        id,
        venueId: target.id,
        cityId: target.cityId,
        countryId: target.countryId,
      });
    }
    const [searchAfter] = await t.db.select().from(eventSearch).where(eq(eventSearch.eventId, live));
    expect(searchAfter).toMatchObject({ venueId: target.id, cityId: target.cityId });
    const versions = await t.db
      .select({ snapshot: eventVersions.snapshot })
      .from(eventVersions)
      .where(eq(eventVersions.eventId, draft));
    expect(versions.every((v) => (v.snapshot as { venueId: number }).venueId === target.id)).toBe(true);
    expect(await placeRow(dup2.id)).toMatchObject({ status: 'merged', mergedIntoId: target.id });
    expect((await venueSearch(owner.auth, 'central exch.').expect(200)).body.results).toEqual([]);
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'venue.merged'));
    expect(audit).toMatchObject({ entityType: 'venue', entityId: String(dup2.id) });
  });
});
