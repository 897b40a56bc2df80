// The public event reads: GET /api/events/{id} (approved and published only, every section from the
// data, nothing of the organiser's own) and GET /api/events/top/{count}.
import request from 'supertest';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import {
  CURRENCY_CODES,
  fromMinor,
  ZEventDetail,
  ZManagedEventDetail,
  ZTopEventsResponse,
  type TEventDetail,
} from '@pavilion/domain';
import {
  agendaItems,
  cancellationPolicies,
  cancellationPolicyPeriods,
  countries,
  eventDocuments,
  eventImages,
  events,
  eventVettingUpdates,
  favourites,
  files,
  optionItems,
  places,
  sectors,
  sectorSubtypes,
  subEvents,
  ticketTypes,
} from '../../db/schema';
import {
  bearerFor,
  createAdmin,
  createAttendee,
  createPartnerUser,
  createTestContext,
  useTestContext,
} from '@pavilion/api-testing/harness';
import { createSaleEvent } from '@pavilion/api-testing/checkout';
import { rowsOf } from '../../db/raw-sql';
import { refreshEventDerived } from './derived';
import { EventReadModel } from './read-model';

const t = useTestContext();

const DAY = 86_400_000;

async function options(list: (typeof optionItems.list.enumValues)[number], n: number) {
  return t.db
    .select({ id: optionItems.id, name: optionItems.name })
    .from(optionItems)
    .where(eq(optionItems.list, list))
    .orderBy(asc(optionItems.position))
    .limit(n);
}

async function file(name: string) {
  const [row] = await t.db
    .insert(files)
    .values({ storageKey: `events/${name}`, contentType: 'image/png', size: 100, originalName: name })
    .returning({ id: files.id });
  return row.id;
}

/** An event with every section of the detail filled in, and what the public should read of it. */
async function fullEvent() {
  // The organiser's logo shows on its events.
  const logo = await file('meridian-logo.png');
  const partner = await createPartnerUser(t.db, {
    name: 'Meridian Events',
    email: 'hello@meridian.example',
    logoFileId: logo,
  });
  const [eventType] = await options('eventTypes', 1);
  const [eventSize] = await options('eventSizes', 1);
  const [numAttendees] = await options('numAttendees', 1);
  const [numExhibitors] = await options('numExhibitors', 1);
  const audiences = await options('audiences', 2);
  const jobTitles = await options('jobTitles', 2);
  const classes = await options('attendeeClasses', 1);
  const designations = await options('designations', 1);
  const exhibitorTypes = await options('exhibitorTypes', 2);
  const [workshopType] = await options('subEventTypes', 1);
  const [sector] = await t.db.select().from(sectors).orderBy(asc(sectors.position)).limit(1);
  const subtypes = await t.db
    .select({ id: sectorSubtypes.id, name: sectorSubtypes.name })
    .from(sectorSubtypes)
    .where(eq(sectorSubtypes.sectorId, sector.id))
    .orderBy(asc(sectorSubtypes.id))
    .limit(2);
  const countryRows = await t.db
    .select({ id: countries.id, name: countries.name, code: countries.code, flag: countries.flag })
    .from(countries)
    .where(inArray(countries.code, ['GB', 'DE', 'FR']))
    .orderBy(asc(countries.code));
  const [de, fr, gb] = countryRows;
  const [city] = await t.db
    .insert(places)
    .values({ kind: 'city', name: 'Rotterdam', countryId: gb.id, searchText: 'rotterdam' })
    .returning();
  const [venue] = await t.db
    .insert(places)
    .values({
      kind: 'venue',
      name: 'Ahoy Convention Centre',
      cityId: city.id,
      countryId: gb.id,
      address: 'Ahoyweg 10',
      googlePlaceId: 'ChIJahoy',
      searchText: 'ahoy convention centre, rotterdam',
    })
    .returning();
  const startAt = new Date(t.clock.now.getTime() + 30 * DAY);
  const endAt = new Date(startAt.getTime() + 2 * DAY);
  const [event] = await t.db
    .insert(events)
    .values({
      partnerId: partner.partnerId,
      name: 'Port of the Future Congress',
      tagline: 'Ports, automation and the energy transition',
      description: 'Three days of talks and visits.',
      otherInformation: 'Bring photo ID for the terminal visit.',
      websiteUrl: 'https://port.example',
      eventTypeId: eventType.id,
      attendanceType: 3,
      startAt,
      endAt,
      durationId: 3,
      venueId: venue.id,
      eventSizeId: eventSize.id,
      eventSizeMetric: 'sqft',
      numAttendeesId: numAttendees.id,
      previousNumAttendees: 4200,
      minAttendees: 500,
      maxAttendees: 5000,
      numExhibitorsId: numExhibitors.id,
      previousNumExhibitors: 180,
      otherAttendeeClass: 'Harbour pilots',
      sectorIds: [sector.id],
      sectorSubtypeIds: subtypes.map((s) => s.id),
      audienceIds: audiences.map((o) => o.id),
      attendeeJobTitleIds: jobTitles.map((o) => o.id),
      attendeeClassIds: classes.map((o) => o.id),
      attendeeDesignationIds: designations.map((o) => o.id),
      attendeeCountryIds: [gb.id, de.id],
      exhibitorTypeIds: exhibitorTypes.map((o) => o.id),
      exhibitorCountryIds: [fr.id],
      ticketCurrency: 'EUR',
      minTicketPriceMinor: 4_950,
      ratingAverage: 8.6,
      reviewCount: 14,
      status: 'APPROVED',
      published: true,
    })
    .returning();
  const [thumbFile, bannerFile1, bannerFile2, agendaFile] = [
    await file('thumb.png'),
    await file('banner-1.png'),
    await file('banner-2.png'),
    await file('agenda.pdf'),
  ];
  const images = await t.db
    .insert(eventImages)
    .values([
      { eventId: event.id, kind: 'thumbnail', fileId: thumbFile, position: 0 },
      { eventId: event.id, kind: 'banner', fileId: bannerFile1, position: 1 },
      { eventId: event.id, kind: 'banner', fileId: bannerFile2, position: 2 },
    ])
    .returning();
  await t.db.update(events).set({ thumbnailImageId: images[0].id }).where(eq(events.id, event.id));
  const [document] = await t.db
    .insert(eventDocuments)
    .values({ eventId: event.id, type: 'agenda', name: 'Programme.pdf', fileId: agendaFile })
    .returning();
  const agenda = await t.db
    .insert(agendaItems)
    .values([
      { eventId: event.id, name: 'Keynote', description: 'The port in 2040', startAt },
      {
        eventId: event.id,
        name: 'Terminal visit',
        description: 'By boat',
        startAt: new Date(startAt.getTime() + DAY),
      },
    ])
    .returning();
  const [extra, dinner] = await t.db
    .insert(subEvents)
    .values([
      {
        eventId: event.id,
        name: 'Harbour Tour',
        description: 'Two hours on the water',
        subEventTypeId: workshopType.id,
        startAt,
        priceMinor: 4_550,
        currency: 'EUR',
        capacity: 40,
        held: 2,
        sold: 30,
      },
      {
        eventId: event.id,
        name: 'Networking Dinner',
        description: 'Open to all',
        startAt: new Date(startAt.getTime() + 1000),
        priceMinor: 0,
        currency: 'EUR',
        capacity: null,
        sold: 212,
        // Taken off sale by the partner: still shown, no longer offered.
        onSale: false,
      },
    ])
    .returning();
  const [policy] = await t.db
    .insert(cancellationPolicies)
    .values({ partnerId: partner.partnerId, name: 'Flexible', freeCancellation: true })
    .returning();
  await t.db.insert(cancellationPolicyPeriods).values([
    { policyId: policy.id, percentageRefund: 100, startDaysBeforeEvent: 60, endDaysBeforeEvent: 14, position: 0 },
    { policyId: policy.id, percentageRefund: 50, startDaysBeforeEvent: 14, endDaysBeforeEvent: 1, position: 1 },
  ]);
  const [standard, vip, student] = await t.db
    .insert(ticketTypes)
    .values([
      {
        eventId: event.id,
        name: 'Standard Pass',
        description: 'All talks',
        priceMinor: 19_950,
        currency: 'EUR',
        quantity: 1000,
        held: 12,
        sold: 640,
        cancellationPolicyId: policy.id,
        position: 0,
      },
      {
        eventId: event.id,
        name: 'VIP Pass',
        description: 'Talks, lounge and dinner',
        priceMinor: 89_900,
        currency: 'EUR',
        quantity: 50,
        held: 0,
        sold: 50,
        salesEndAt: new Date(startAt.getTime() - DAY),
        position: 1,
      },
      {
        eventId: event.id,
        name: 'Student Pass',
        description: 'With a student card',
        priceMinor: 4_950,
        currency: 'EUR',
        quantity: 100,
        held: 3,
        sold: 90,
        position: 2,
      },
    ])
    .returning();
  // The vetting history: the administrator's notes are for administrators only.
  await t.db.insert(eventVettingUpdates).values({
    eventId: event.id,
    status: 'APPROVED',
    comment: 'Looks good',
    notes: 'Organiser asked for a discount on the listing fee',
  });

  const expected: TEventDetail = {
    id: event.id,
    name: 'Port of the Future Congress',
    tagline: 'Ports, automation and the energy transition',
    description: 'Three days of talks and visits.',
    otherInformation: 'Bring photo ID for the terminal visit.',
    websiteUrl: 'https://port.example',
    eventType: eventType.name,
    eventTypeId: eventType.id,
    otherEventType: null,
    attendanceType: 3,
    startDateTime: startAt.toISOString(),
    endDateTime: endAt.toISOString(),
    timeZone: 'UTC',
    venue: {
      id: venue.id,
      name: 'Ahoy Convention Centre',
      address: 'Ahoyweg 10',
      city: 'Rotterdam',
      googlePlaceId: 'ChIJahoy',
      placeId: 'ChIJahoy',
      timeZone: 'UTC',
    },
    minAttendees: 500,
    maxAttendees: 5000,
    thumbnailImageUrl: `/api/files/${thumbFile}`,
    imageUrl: `/api/files/${thumbFile}`,
    images: [
      { id: images[0].id, kind: 'thumbnail', url: `/api/files/${thumbFile}` },
      { id: images[1].id, kind: 'banner', url: `/api/files/${bannerFile1}` },
      { id: images[2].id, kind: 'banner', url: `/api/files/${bannerFile2}` },
    ],
    bannerImageUrls: [`/api/files/${bannerFile1}`, `/api/files/${bannerFile2}`],
    sectors: [{ id: sector.id, name: sector.name, sectorSubtypes: subtypes }],
    sectorSubtypes: subtypes,
    partner: {
      id: partner.partnerId,
      partnerName: 'Meridian Events',
      email: 'hello@meridian.example',
      logoUrl: `/api/files/${logo}`,
    },
    eventSize,
    eventSizeMetric: 'sqft',
    numAttendees,
    previousNumAttendees: 4200,
    numExhibitors,
    previousNumExhibitors: 180,
    audiences,
    attendeeJobTitles: jobTitles,
    attendeeClasses: classes,
    otherAttendeeClass: 'Harbour pilots',
    attendeeDesignations: designations,
    attendeeCountries: [gb, de],
    exhibitorTypes,
    exhibitorCountries: [fr],
    agendaItems: agenda.map((a) => ({
      id: a.id,
      name: a.name,
      description: a.description,
      startDateTime: a.startAt.toISOString(),
    })),
    subEvents: [
      {
        id: extra.id,
        name: 'Harbour Tour',
        description: 'Two hours on the water',
        startDateTime: startAt.toISOString(),
        subEventType: workshopType.name,
        subEventTypeId: workshopType.id,
        price: 45.5,
        currencyCode: 'EUR',
        onSale: true,
        soldOut: false,
        remaining: 8,
      },
      {
        id: dinner.id,
        name: 'Networking Dinner',
        description: 'Open to all',
        startDateTime: new Date(startAt.getTime() + 1000).toISOString(),
        subEventType: null,
        subEventTypeId: null,
        price: 0,
        currencyCode: 'EUR',
        onSale: false,
        soldOut: false,
        remaining: null,
      },
    ],
    documents: [{ id: document.id, type: 'agenda', name: 'Programme.pdf', url: `/api/files/${agendaFile}` }],
    ticketCurrencyCode: 'EUR',
    ticketTypes: [
      {
        id: standard.id,
        name: 'Standard Pass',
        description: 'All talks',
        price: 199.5,
        currencyCode: 'EUR',
        soldOut: false,
        remaining: null,
        startDateTime: null,
        endDateTime: null,
        onSale: true,
        waitingListOpen: true,
        cancellationPolicyId: policy.id,
        cancellationPolicy: {
          id: policy.id,
          name: 'Flexible',
          periods: [
            { percentageRefund: 100, startDaysBeforeEvent: 60, endDaysBeforeEvent: 14 },
            { percentageRefund: 50, startDaysBeforeEvent: 14, endDaysBeforeEvent: 1 },
          ],
        },
      },
      {
        id: vip.id,
        name: 'VIP Pass',
        description: 'Talks, lounge and dinner',
        price: 899,
        currencyCode: 'EUR',
        soldOut: true,
        remaining: null,
        startDateTime: null,
        endDateTime: new Date(startAt.getTime() - DAY).toISOString(),
        onSale: true,
        waitingListOpen: true,
        cancellationPolicyId: null,
        cancellationPolicy: null,
      },
      {
        id: student.id,
        name: 'Student Pass',
        description: 'With a student card',
        price: 49.5,
        currencyCode: 'EUR',
        soldOut: false,
        remaining: 7,
        startDateTime: null,
        endDateTime: null,
        onSale: true,
        waitingListOpen: true,
        cancellationPolicyId: null,
        cancellationPolicy: null,
      },
    ],
    minTicketPrice: 49.5,
    damagePolicy: null,
    rating: 4.5,
    reviewCount: 14,
    isFavourited: false,
    currentStatus: 'APPROVED',
    published: true,
    currentEventVersionId: null,
    vettingStatusUpdates: [],
    cancelled: false,
    cancelledAt: null,
    cancellationReason: null,
  };
  return { eventId: event.id, partner, expected, standardId: standard.id, studentId: student.id, extraId: extra.id };
}

describe('GET /api/events/{id}', () => {
  let full: Awaited<ReturnType<typeof fullEvent>>;
  beforeAll(async () => {
    full = await fullEvent();
  });

  it('answers every section of an approved, published event from its data, in the shape of ZEventDetail', async () => {
    const res = await request(t.app).get(`/api/events/${full.eventId}`).expect(200);
    // Nothing missing, nothing extra, every value of the right type.
    expect(ZEventDetail.strict().parse(res.body)).toEqual(res.body);
    expect(res.body).toEqual(full.expected);
  });

  it('never shows the vetting history or an administrator’s notes to the public', async () => {
    const res = await request(t.app).get(`/api/events/${full.eventId}`).expect(200);
    expect(res.body.vettingStatusUpdates).toEqual([]);
    expect(JSON.stringify(res.body)).not.toContain('discount on the listing fee');
    // Not to a signed-in attendee, the organiser or an administrator either: this is the public read.
    const attendee = await createAttendee(t.db);
    const admin = await createAdmin(t.db);
    for (const email of [attendee.email, full.partner.email, admin.email]) {
      const signedIn = await request(t.app)
        .get(`/api/events/${full.eventId}`)
        .set(await bearerFor(t.app, email))
        .expect(200);
      expect(JSON.stringify(signedIn.body)).not.toContain('discount on the listing fee');
      expect(signedIn.body.vettingStatusUpdates).toEqual([]);
    }
  });

  it('shows what is available, never what was sold: no count until few are left', async () => {
    const read = async () => (await request(t.app).get(`/api/events/${full.eventId}`).expect(200)).body as TEventDetail;
    const before = await read();
    for (const type of before.ticketTypes) {
      for (const key of ['sold', 'held', 'quantity', 'available', 'capacity']) expect(type).not.toHaveProperty(key);
    }
    for (const extra of before.subEvents) {
      for (const key of ['sold', 'held', 'capacity', 'available']) expect(extra).not.toHaveProperty(key);
    }
    // Sales while plenty are left change nothing the public sees, so no one can count them.
    await t.db
      .update(ticketTypes)
      .set({ sold: sql`${ticketTypes.sold} + 300` })
      .where(eq(ticketTypes.id, full.standardId));
    await t.db
      .update(subEvents)
      .set({ held: sql`${subEvents.held} + 1` })
      .where(eq(subEvents.id, full.extraId));
    const after = await read();
    expect(after.ticketTypes[0]).toEqual(before.ticketTypes[0]);
    // Few left: 'Only N left' for the last 10; sold out at none.
    expect(after.subEvents[0]).toMatchObject({ soldOut: false, remaining: 7 });
    await t.db
      .update(ticketTypes)
      .set({ sold: sql`${ticketTypes.sold} + 40` })
      .where(eq(ticketTypes.id, full.standardId));
    expect((await read()).ticketTypes[0]).toMatchObject({ soldOut: false, remaining: 8 });
    await t.db
      .update(ticketTypes)
      .set({ held: sql`${ticketTypes.held} + 7` })
      .where(eq(ticketTypes.id, full.studentId));
    expect((await read()).ticketTypes[2]).toMatchObject({ soldOut: true, remaining: null });
  });

  it('gives the organiser and the administrators their stock and sales in the managed detail', async () => {
    const read = new EventReadModel(t.db, () => t.clock.now);
    const managed = await read.detail(full.eventId, { scope: 'admin' });
    expect(ZManagedEventDetail.strict().parse(managed)).toEqual(managed);
    expect(
      managed!.ticketTypes.map(({ quantity, held, sold, available }) => ({ quantity, held, sold, available })),
    ).toEqual([
      { quantity: 1000, held: 12, sold: 980, available: 8 },
      { quantity: 50, held: 0, sold: 50, available: 0 },
      { quantity: 100, held: 10, sold: 90, available: 0 },
    ]);
    expect(
      managed!.subEvents.map(({ capacity, held, sold, available }) => ({ capacity, held, sold, available })),
    ).toEqual([
      { capacity: 40, held: 3, sold: 30, available: 7 },
      { capacity: null, held: 0, sold: 212, available: null },
    ]);
    expect(managed!.vettingStatusUpdates).toMatchObject([
      { comment: 'Looks good', notes: 'Organiser asked for a discount on the listing fee' },
    ]);
    // The organiser sees its own event without the administrator's notes; another partner does not see it.
    const own = await read.detail(full.eventId, { scope: 'partner', partnerId: full.partner.partnerId });
    expect(own!.ticketTypes[0]).toMatchObject({ sold: 980 });
    expect(own!.vettingStatusUpdates).toMatchObject([{ comment: 'Looks good', notes: null }]);
    const other = await createPartnerUser(t.db);
    expect(await read.detail(full.eventId, { scope: 'partner', partnerId: other.partnerId })).toBeNull();
  });

  it('says whether the signed-in reader has the event in their favourites', async () => {
    const fan = await createAttendee(t.db);
    await t.db.insert(favourites).values({ personId: fan.personId, eventId: full.eventId });
    const auth = await bearerFor(t.app, fan.email);
    expect((await request(t.app).get(`/api/events/${full.eventId}`).set(auth).expect(200)).body.isFavourited).toBe(
      true,
    );
    expect((await request(t.app).get(`/api/events/${full.eventId}`).expect(200)).body.isFavourited).toBe(false);
  });

  it('answers 404 for an event awaiting vetting, rejected, unpublished or unknown, whoever asks', async () => {
    const pending = await createSaleEvent(t.db, t.clock.now, { status: 'PENDING' });
    const unpublished = await createSaleEvent(t.db, t.clock.now, { published: false });
    const rejected = await createSaleEvent(t.db, t.clock.now);
    await t.db.update(events).set({ status: 'REJECTED' }).where(eq(events.id, rejected.eventId));
    const attendee = await createAttendee(t.db);
    const auth = await bearerFor(t.app, attendee.email);
    for (const id of [pending.eventId, unpublished.eventId, rejected.eventId, 999_999]) {
      const res = await request(t.app).get(`/api/events/${id}`).expect(404);
      expect(res.body).toMatchObject({ error: 'Event not found', code: 'NOT_FOUND' });
      await request(t.app).get(`/api/events/${id}`).set(auth).expect(404);
    }
  });

  it('refuses an id that is not a positive whole number', async () => {
    for (const id of ['abc', '0', '-3', '1.5']) {
      const res = await request(t.app).get(`/api/events/${id}`).expect(400);
      expect(res.body.code).toBe('VALIDATION');
    }
  });
});

describe('GET /api/events/top/{count}', () => {
  it('answers the soonest approved, published, upcoming events as cards, soonest first', async () => {
    // A fresh context, so only this test's events are upcoming.
    const own = await createTestContext();
    try {
      const sale = (startsInDays: number, opts: Parameters<typeof createSaleEvent>[2] = {}) =>
        createSaleEvent(own.db, own.clock.now, { startsInDays, ...opts, name: opts.name ?? `In ${startsInDays} days` });
      const in5 = await sale(5);
      const in2 = await sale(2);
      const in9 = await sale(9);
      const in7 = await sale(7);
      await sale(1, { status: 'PENDING' });
      await sale(3, { published: false });
      await sale(-1, { name: 'Started yesterday' });

      const top = await request(own.app).get('/api/events/top/3').expect(200);
      expect(ZTopEventsResponse.parse(top.body)).toEqual(top.body);
      expect(top.body.map((c: { id: number }) => c.id)).toEqual([in2.eventId, in5.eventId, in7.eventId]);
      expect(top.body[0]).toMatchObject({ name: 'In 2 days', status: 'APPROVED', isFavourited: false });

      const all = await request(own.app).get('/api/events/top/12').expect(200);
      expect(all.body.map((c: { id: number }) => c.id)).toEqual([in2.eventId, in5.eventId, in7.eventId, in9.eventId]);
      // Time moves on: an event that has started leaves the list.
      own.clock.advance(3 * DAY);
      const later = await request(own.app).get('/api/events/top/4').expect(200);
      expect(later.body.map((c: { id: number }) => c.id)).toEqual([in5.eventId, in7.eventId, in9.eventId]);
    } finally {
      await own.close();
    }
  });

  it('takes a count from 1 to 12', async () => {
    for (const count of ['0', '13', 'four']) {
      const res = await request(t.app).get(`/api/events/top/${count}`).expect(400);
      expect(res.body.fields).toHaveProperty('count');
    }
  });
});

describe('money on the wire: major units, stored as minor units', () => {
  it('the cards PostgreSQL writes convert as fromMinor does, for every currency', async () => {
    const amounts = [0, 1, 5, 99, 1999, 29_550, 123_456_789];
    for (const currency of CURRENCY_CODES) {
      const rows = rowsOf<{ major: number }>(
        await t.db.execute(
          sql`select money_major(m, ${currency}) as major from unnest(${`{${amounts.join(',')}}`}::bigint[]) as m`,
        ),
      );
      expect([currency, rows.map((r) => Number(r.major))]).toEqual([
        currency,
        amounts.map((minor) => fromMinor(minor, currency)),
      ]);
    }
  });

  it('a yen event shows ¥15,000 as 15000 and a euro one €295.50 as 295.5, on the card and the detail', async () => {
    const own = await createTestContext();
    try {
      const yen = await createSaleEvent(own.db, own.clock.now, {
        name: 'Tokyo Logistics Week',
        ticketTypes: [{ priceMinor: 15_000, currency: 'JPY' }],
        extras: [{ priceMinor: 3_000, currency: 'JPY' }],
      });
      const euro = await createSaleEvent(own.db, own.clock.now, {
        startsInDays: 31,
        ticketTypes: [{ priceMinor: 29_550, currency: 'EUR' }],
      });
      await refreshEventDerived(own.db, [yen.eventId, euro.eventId]);
      await own.db.update(events).set({ ticketCurrency: 'JPY' }).where(eq(events.id, yen.eventId));
      await own.db.update(events).set({ ticketCurrency: 'EUR' }).where(eq(events.id, euro.eventId));
      const cards = (await request(own.app).get('/api/events/top/2').expect(200)).body;
      expect(
        cards.map((c: { minTicketPrice: number; ticketPriceCurrency: string }) => [
          c.minTicketPrice,
          c.ticketPriceCurrency,
        ]),
      ).toEqual([
        [15000, 'JPY'],
        [295.5, 'EUR'],
      ]);
      const search = (await request(own.app).post('/api/events/filtered').send({}).expect(200)).body;
      expect(search.events.map((c: { minTicketPrice: number }) => c.minTicketPrice)).toEqual([15000, 295.5]);
      const detail = (await request(own.app).get(`/api/events/${yen.eventId}`).expect(200)).body;
      expect(detail).toMatchObject({
        minTicketPrice: 15000,
        ticketTypes: [{ price: 15000 }],
        subEvents: [{ price: 3000 }],
      });
      const euroDetail = (await request(own.app).get(`/api/events/${euro.eventId}`).expect(200)).body;
      expect(euroDetail).toMatchObject({ minTicketPrice: 295.5, ticketTypes: [{ price: 295.5, currencyCode: 'EUR' }] });
    } finally {
      await own.close();
    }
  });
});
