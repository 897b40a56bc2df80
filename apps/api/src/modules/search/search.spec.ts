import request from 'supertest';
import { asc, eq, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import {
  MESSAGES,
  ZEventCard,
  ZEventFilter,
  ZEventSearchResponse,
  type TCurrencyCode,
  type TEventSearchResponse,
} from '@pavilion/domain';
import {
  cancellationPolicies,
  countries,
  eventImages,
  events,
  eventSearch,
  eventSearchText,
  favourites,
  files,
  optionItems,
  personSectors,
  places,
  sectorSubtypes,
  sectors,
  ticketTypes,
} from '../../db/schema';
import {
  createAttendee,
  createPartnerUser,
  useTestContext,
  bearerFor,
  readUntil,
  runBackgroundWork,
  workerDepsFor,
} from '@pavilion/api-testing/harness';
import { durationIdFor, refreshEventDerived } from '../events';
import { computeRankFactors } from '../ranking';
import { pruneStartedEvents, searchPruneWorkerFactory } from './prune.worker';
import {
  collects,
  DEFAULT_SEARCH_LIMITS,
  longestSpanDays,
  searchAnswerStatement,
  walkBounds,
  type SearchLimits,
} from './read-model';
import type { TokenShares } from './token-shares';
import { readKeyword, searchPlan, withoutCompoundPhrases, wordIdsOf } from './plan';
import {
  currencyValue,
  LONG_EVENT_MONTH,
  monthOf,
  monthTokens,
  MONTHS_SPANNED,
  priceBucket,
  priceBucketTokens,
  token,
  TOKEN,
  wordToken,
} from './tokens';
import { rowsOf } from '../../db/raw-sql';
import type { DbOrTx } from '../../db/client';

// A fixed clock: every fixture date is written against it.
const NOW = new Date('2030-01-10T12:00:00.000Z');
const at = (iso: string) => new Date(iso);

const t = useTestContext();

interface Ref {
  sector: number[];
  subtype: number[];
  country: number[];
  eventType: number[];
  eventSize: number[];
  numAttendees: number[];
  numExhibitors: number[];
  jobTitle: number[];
  exhibitorType: number[];
  attendeeClass: number[];
  audience: number[];
  /** Two venues in one city, and a venue in another city. */
  city1: number;
  venue1: number;
  venue3: number;
  city2: number;
  venue2: number;
  venue2Name: string;
}
let ref: Ref;

/** Event name -> id, for the fixture below. */
const ids: Record<string, number> = {};
const nameOf = (id: number) => Object.entries(ids).find(([, v]) => v === id)?.[0] ?? `#${id}`;

async function loadRef(): Promise<Ref> {
  const opt = async (list: (typeof optionItems.list.enumValues)[number]) =>
    (
      await t.db
        .select({ id: optionItems.id })
        .from(optionItems)
        .where(eq(optionItems.list, list))
        .orderBy(asc(optionItems.position))
    ).map((r) => r.id);
  const sectorIds = (await t.db.select({ id: sectors.id }).from(sectors).orderBy(asc(sectors.position)).limit(4)).map(
    (r) => r.id,
  );
  const subtypeIds = (
    await t.db.select({ id: sectorSubtypes.id }).from(sectorSubtypes).orderBy(asc(sectorSubtypes.id)).limit(4)
  ).map((r) => r.id);
  const countryIds = (await t.db.select({ id: countries.id }).from(countries).orderBy(asc(countries.id)).limit(4)).map(
    (r) => r.id,
  );
  const venues = await t.db
    .select({ id: places.id, cityId: places.cityId, name: places.name })
    .from(places)
    .where(eq(places.kind, 'venue'))
    .orderBy(asc(places.id));
  const byCity = new Map<number, typeof venues>();
  for (const v of venues) byCity.set(v.cityId!, [...(byCity.get(v.cityId!) ?? []), v]);
  const [[city1, inCity1], [city2, inCity2]] = [...byCity.entries()].filter(([, vs]) => vs.length >= 2);
  return {
    sector: sectorIds,
    subtype: subtypeIds,
    country: countryIds,
    eventType: await opt('eventTypes'),
    eventSize: await opt('eventSizes'),
    numAttendees: await opt('numAttendees'),
    numExhibitors: await opt('numExhibitors'),
    jobTitle: await opt('jobTitles'),
    exhibitorType: await opt('exhibitorTypes'),
    attendeeClass: await opt('attendeeClasses'),
    audience: await opt('audiences'),
    city1,
    venue1: inCity1[0].id,
    venue3: inCity1[1].id,
    city2,
    venue2: inCity2[0].id,
    venue2Name: inCity2[0].name,
  };
}

type EventInsert = typeof events.$inferInsert;

async function insertEvent(
  name: string,
  values: Partial<EventInsert> & { startAt: Date; endAt: Date },
  tickets: { priceMinor: number; currency: TCurrencyCode; policyId?: number | null }[],
  partnerId: number,
) {
  const [row] = await t.db
    .insert(events)
    .values({
      partnerId,
      name,
      tagline: values.tagline ?? 'An event',
      description: values.description ?? 'A gathering of professionals.',
      websiteUrl: 'https://example.com',
      attendanceType: 1,
      durationId: durationIdFor(values.startAt, values.endAt),
      status: 'APPROVED',
      published: true,
      ...values,
    })
    .returning({ id: events.id });
  if (tickets.length) {
    await t.db.insert(ticketTypes).values(
      tickets.map((tt, i) => ({
        eventId: row.id,
        name: `Ticket ${i + 1}`,
        priceMinor: tt.priceMinor,
        currency: tt.currency,
        quantity: 100,
        cancellationPolicyId: tt.policyId ?? null,
        position: i,
      })),
    );
  }
  ids[name] = row.id;
  return row.id;
}

/**
 * The fixture's own pick of the option lists for the n-th of its first four events (Alpha 0, Bravo 1,
 * Charlie 2, Delta 3): item n of each list, so each filter on them keeps a different event.
 */
const optionsAt = (n: number): Partial<EventInsert> => ({
  eventTypeId: ref.eventType[n],
  numAttendeesId: ref.numAttendees[n],
  numExhibitorsId: ref.numExhibitors[n],
  sectorSubtypeIds: [ref.subtype[n]],
  attendeeJobTitleIds: [ref.jobTitle[n]],
  exhibitorTypeIds: [ref.exhibitorType[n]],
  attendeeClassIds: [ref.attendeeClass[n]],
  audienceIds: [ref.audience[n]],
});

/**
 * An event whose writes the upkeep tests follow: "<name> Expo" on 1 August 2030, sector 0 (named
 * twice) and sector 1, country 2, one ticket at 9.00 USD, by a partner of its own.
 */
async function insertUpkeepProbe(name: string, partnerName: string) {
  const partner = await createPartnerUser(t.db, { name: partnerName });
  return insertEvent(
    name,
    {
      name: `${name} Expo`,
      startAt: at('2030-08-01T09:00:00Z'),
      endAt: at('2030-08-01T17:00:00Z'),
      sectorIds: [ref.sector[0], ref.sector[0], ref.sector[1]],
      attendeeCountryIds: [ref.country[2]],
    },
    [{ priceMinor: 900, currency: 'USD' }],
    partner.partnerId,
  );
}

async function search(body: Record<string, unknown>, headers: Record<string, string> = {}) {
  const res = await request(t.app).post('/api/events/filtered').set(headers).send(body);
  if (res.status !== 200) throw new Error(`search answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body as {
    events: {
      id: number;
      name: string;
      isFavourited: boolean;
      minTicketPrice: number | null;
      city: string | null;
      sectors: { id: number; name: string }[];
    }[];
    total: number;
    page: number;
    pageSize: number;
  };
}

/** Names of the matching events, in the order the server gave them (one page big enough for all). */
async function names(body: Record<string, unknown>): Promise<string[]> {
  const res = await search({ pageSize: 100, ...body });
  expect(res.total).toBe(res.events.length);
  return res.events.map((e) => nameOf(e.id));
}
const sorted = (list: string[]) => [...list].sort();

beforeAll(async () => {
  t.clock.now = NOW;
  ref = await loadRef();
  const meridian = await createPartnerUser(t.db, { name: 'Meridian Gatherings' });
  const other = await createPartnerUser(t.db, { name: 'Northwind Events' });
  const [free] = await t.db
    .insert(cancellationPolicies)
    .values({ partnerId: meridian.partnerId, name: 'Free until the day before', freeCancellation: true })
    .returning({ id: cancellationPolicies.id });
  const [strict] = await t.db
    .insert(cancellationPolicies)
    .values({ partnerId: meridian.partnerId, name: 'Strict', freeCancellation: false })
    .returning({ id: cancellationPolicies.id });

  // Five visible events. Every filter below keeps a different, non-empty part of them, and every sort
  // orders them differently from the date order (Delta, Bravo, Alpha, Charlie, Echo).
  await insertEvent(
    'Alpha',
    {
      name: 'Alpha Summit of Payments',
      tagline: 'Where payments people meet',
      description: 'Card schemes, wallets and settlement.',
      startAt: at('2030-03-01T09:00:00Z'),
      endAt: at('2030-03-01T17:00:00Z'),
      attendanceType: 1,
      ...optionsAt(0),
      eventSizeId: ref.eventSize[2],
      eventSizeMetric: 'sqm',
      venueId: ref.venue1,
      sectorIds: [ref.sector[0]],
      attendeeCountryIds: [ref.country[0]],
      exhibitorCountryIds: [ref.country[1]],
      ticketCurrency: 'USD',
    },
    [
      { priceMinor: 8000, currency: 'USD', policyId: strict.id },
      { priceMinor: 2000, currency: 'USD', policyId: free.id },
    ],
    meridian.partnerId,
  );
  await insertEvent(
    'Bravo',
    {
      name: 'Bravo Hydrogen Forum',
      tagline: 'Electrolysers at scale',
      description: 'Green hydrogen hubs and pipelines.',
      startAt: at('2030-02-01T09:00:00Z'),
      endAt: at('2030-02-02T17:00:00Z'),
      attendanceType: 2,
      ...optionsAt(1),
      eventSizeId: ref.eventSize[0],
      eventSizeMetric: 'sqm',
      venueId: null,
      sectorIds: [ref.sector[1]],
      attendeeCountryIds: [ref.country[1], ref.country[2]],
      exhibitorCountryIds: [ref.country[2]],
      ticketCurrency: 'USD',
    },
    [{ priceMinor: 5000, currency: 'USD', policyId: strict.id }],
    other.partnerId,
  );
  await insertEvent(
    'Charlie',
    {
      name: 'Charlie Cloud Expo',
      tagline: 'Data centres and the edge',
      description: 'Three days of cloud talks, ending with a summit dinner.',
      startAt: at('2030-04-10T09:00:00Z'),
      endAt: at('2030-04-12T17:00:00Z'),
      attendanceType: 3,
      ...optionsAt(2),
      eventSizeId: ref.eventSize[5],
      eventSizeMetric: 'sqft',
      venueId: ref.venue2,
      sectorIds: [ref.sector[0], ref.sector[2]],
      attendeeCountryIds: [ref.country[3]],
      exhibitorCountryIds: [ref.country[3]],
      ticketCurrency: 'EUR',
    },
    [{ priceMinor: 12000, currency: 'EUR', policyId: null }],
    other.partnerId,
  );
  await insertEvent(
    'Delta',
    {
      name: 'Delta Retail Congress',
      tagline: 'A summit for store owners',
      description: 'Shops, footfall and loyalty.',
      startAt: at('2030-01-20T09:00:00Z'),
      endAt: at('2030-01-20T17:00:00Z'),
      attendanceType: 1,
      ...optionsAt(3),
      eventSizeId: null,
      venueId: ref.venue3,
      sectorIds: [ref.sector[3]],
      attendeeCountryIds: [ref.country[3]],
      exhibitorCountryIds: [],
      ticketCurrency: 'GBP',
    },
    [{ priceMinor: 0, currency: 'GBP', policyId: free.id }],
    meridian.partnerId,
  );
  await insertEvent(
    'Echo',
    {
      name: 'Echo Quiet Meetup',
      tagline: 'Tickets soon',
      startAt: at('2030-05-05T09:00:00Z'),
      endAt: at('2030-05-05T12:00:00Z'),
      attendanceType: 1,
      eventTypeId: ref.eventType[3],
      numAttendeesId: ref.numAttendees[3],
      numExhibitorsId: ref.numExhibitors[3],
      sectorIds: [ref.sector[3]],
      ticketCurrency: 'USD',
    },
    [],
    meridian.partnerId,
  );

  // Never visible, although each matches every filter that Alpha matches (same attributes, same words).
  const alphaLike = (startAt: Date): Partial<EventInsert> & { startAt: Date; endAt: Date } => ({
    description: 'Payments summit. Card schemes, wallets and settlement.',
    startAt,
    endAt: new Date(startAt.getTime() + 8 * 3_600_000),
    ...optionsAt(0),
    eventSizeId: ref.eventSize[2],
    venueId: ref.venue1,
    sectorIds: [ref.sector[0]],
    attendeeCountryIds: [ref.country[0]],
    exhibitorCountryIds: [ref.country[1]],
    ticketCurrency: 'USD',
  });
  const aTicket = [{ priceMinor: 2000, currency: 'USD' as const, policyId: free.id }];
  await insertEvent(
    'Pending',
    { ...alphaLike(at('2030-03-01T09:00:00Z')), status: 'PENDING' },
    aTicket,
    meridian.partnerId,
  );
  await insertEvent(
    'Rejected',
    { ...alphaLike(at('2030-03-01T09:00:00Z')), status: 'REJECTED' },
    aTicket,
    meridian.partnerId,
  );
  await insertEvent(
    'Unpublished',
    { ...alphaLike(at('2030-03-01T09:00:00Z')), published: false },
    aTicket,
    meridian.partnerId,
  );
  await insertEvent('Past', alphaLike(at('2030-01-10T11:59:00Z')), aTicket, meridian.partnerId);
  await refreshEventDerived(t.db, Object.values(ids));
});

describe('POST /api/events/filtered: visibility and paging', () => {
  it('shows only approved, published, upcoming events, soonest first by default', async () => {
    const res = await search({});
    expect(res.events.map((e) => nameOf(e.id))).toEqual(['Delta', 'Bravo', 'Alpha', 'Charlie', 'Echo']);
    expect(res).toMatchObject({ total: 5, page: 1, pageSize: 20 });
    expect(res.events[0]).toMatchObject({ name: 'Delta Retail Congress', minTicketPrice: 0, isFavourited: false });
  });

  it('answers cards with the venue, its city and the sectors in the event’s order', async () => {
    const named = async (table: typeof sectors | typeof places, id: number) =>
      (await t.db.select({ name: table.name }).from(table).where(eq(table.id, id)))[0].name;
    const res = await search({ query: 'cloud' });
    expect(res.events).toHaveLength(1);
    expect(res.events[0]).toMatchObject({
      name: 'Charlie Cloud Expo',
      venue: { id: ref.venue2, name: ref.venue2Name },
      city: await named(places, ref.city2),
      sectors: [
        { id: ref.sector[0], name: await named(sectors, ref.sector[0]) },
        { id: ref.sector[2], name: await named(sectors, ref.sector[2]) },
      ],
      // Stored as 12000 cents; cards carry major units.
      minTicketPrice: 120,
      ticketPriceCurrency: 'EUR',
      startDateTime: '2030-04-10T09:00:00.000Z',
      status: 'APPROVED',
    });
    expect((await search({ query: 'hydrogen' })).events[0]).toMatchObject({ venue: null, city: null });
  });

  it('answers every card field in the shape of ZEventCard, as the home page’s top events do', async () => {
    const [file] = await t.db
      .insert(files)
      .values({ storageKey: 'thumbs/charlie.svg', contentType: 'image/svg+xml', size: 10 })
      .returning({ id: files.id });
    const [image] = await t.db
      .insert(eventImages)
      .values({ eventId: ids.Charlie, kind: 'thumbnail', fileId: file.id })
      .returning({ id: eventImages.id });
    const set = (name: string, values: Partial<EventInsert>) =>
      t.db.update(events).set(values).where(eq(events.id, ids[name]));
    const cardFields = {
      ratingAverage: events.ratingAverage,
      reviewCount: events.reviewCount,
      thumbnailImageId: events.thumbnailImageId,
      eventTypeId: events.eventTypeId,
      otherEventType: events.otherEventType,
    };
    const [charlieBefore] = await t.db.select(cardFields).from(events).where(eq(events.id, ids.Charlie));
    const [alphaBefore] = await t.db.select(cardFields).from(events).where(eq(events.id, ids.Alpha));
    // Reviews average 1-10; cards show 0-5 stars in halves, halves rounding up (7.5 -> 4, 7.4 -> 3.5).
    await set('Charlie', {
      ratingAverage: 7.5,
      reviewCount: 12,
      thumbnailImageId: image.id,
      eventTypeId: ref.eventType[0],
      otherEventType: null,
    });
    await set('Alpha', { ratingAverage: 7.4, reviewCount: 3, otherEventType: 'Roundtable' });
    try {
      const res = await request(t.app).post('/api/events/filtered').send({});
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      // Nothing missing, nothing extra, every value of the right type.
      expect(ZEventSearchResponse.strict().parse(res.body)).toEqual(res.body);
      for (const card of res.body.events) expect(ZEventCard.strict().parse(card)).toEqual(card);
      const card = (name: string) => (res.body as TEventSearchResponse).events.find((e) => e.id === ids[name])!;
      const [type] = await t.db
        .select({ name: optionItems.name })
        .from(optionItems)
        .where(eq(optionItems.id, ref.eventType[0]));
      expect(card('Charlie')).toMatchObject({
        rating: 4,
        reviewCount: 12,
        thumbnailImageUrl: `/api/files/${file.id}`,
        eventType: type.name,
        otherEventType: null,
      });
      expect(card('Alpha')).toMatchObject({
        rating: 3.5,
        reviewCount: 3,
        thumbnailImageUrl: null,
        otherEventType: 'Roundtable',
      });
      expect(card('Bravo')).toMatchObject({ rating: null, reviewCount: 0 });
      const [charlie] = await t.db
        .select({ startAt: events.startAt, endAt: events.endAt })
        .from(events)
        .where(eq(events.id, ids.Charlie));
      expect(card('Charlie')).toMatchObject({
        startDateTime: charlie.startAt.toISOString(),
        endDateTime: charlie.endAt.toISOString(),
      });

      // GET /api/events/top/{count} builds its cards the same way.
      const top = await request(t.app).get('/api/events/top/4');
      expect(top.status).toBe(200);
      expect(top.body).toEqual(res.body.events.slice(0, 4));
    } finally {
      await set('Charlie', charlieBefore);
      await set('Alpha', alphaBefore);
      await t.db.delete(eventImages).where(eq(eventImages.id, image.id));
    }
  });

  it('never shows pending, rejected, unpublished or past events, whatever the filter', async () => {
    for (const body of [
      { query: 'payments' },
      { sectorIds: [ref.sector[0]] },
      { locationId: ref.venue1 },
      { cancellationPolicyIds: ['free-cancellation'] },
    ]) {
      const found = await names(body);
      for (const hidden of ['Pending', 'Rejected', 'Unpublished', 'Past']) expect(found).not.toContain(hidden);
    }
  });

  it('uses the server clock for "upcoming"', async () => {
    t.clock.now = at('2030-02-15T00:00:00Z');
    try {
      expect(await names({})).toEqual(['Alpha', 'Charlie', 'Echo']);
    } finally {
      t.clock.now = NOW;
    }
  });

  it('counts events later today, and not those that have started', async () => {
    t.clock.now = at('2030-03-01T08:00:00Z');
    try {
      // names() also checks the total against the events listed.
      expect(await names({})).toEqual(['Alpha', 'Charlie', 'Echo']);
      t.clock.advance(90 * 60_000);
      expect(await names({})).toEqual(['Charlie', 'Echo']);
      expect((await search({ pageSize: 1 })).total).toBe(2);
    } finally {
      t.clock.now = NOW;
    }
  });

  it('pages with the total of all matches', async () => {
    const first = await search({ pageSize: 2 });
    const second = await search({ pageSize: 2, page: 2 });
    const third = await search({ pageSize: 2, page: 3 });
    const beyond = await search({ pageSize: 2, page: 4 });
    expect([first.total, second.total, third.total, beyond.total]).toEqual([5, 5, 5, 5]);
    expect(first.events.map((e) => nameOf(e.id))).toEqual(['Delta', 'Bravo']);
    expect(second).toMatchObject({ page: 2, pageSize: 2 });
    expect(second.events.map((e) => nameOf(e.id))).toEqual(['Alpha', 'Charlie']);
    expect(third.events.map((e) => nameOf(e.id))).toEqual(['Echo']);
    expect(beyond.events).toEqual([]);
  });

  it('pages relevance results with the total too, also past the end', async () => {
    const first = await search({ query: 'summit', sortCriteria: 'relevance', pageSize: 1 });
    const beyond = await search({ query: 'summit', sortCriteria: 'relevance', pageSize: 1, page: 9 });
    expect(first.total).toBe(3);
    expect(beyond).toMatchObject({ total: 3, events: [] });
  });

  it('follows every write to an event at once: vetting, publishing, edits and deletion', async () => {
    const partner = await createPartnerUser(t.db, { name: 'Foxtrot Fairs' });
    const id = await insertEvent(
      'Foxtrot',
      {
        name: 'Foxtrot Maritime Expo',
        startAt: at('2030-07-01T09:00:00Z'),
        endAt: at('2030-07-01T17:00:00Z'),
        sectorIds: [ref.sector[2]],
        status: 'PENDING',
      },
      [{ priceMinor: 900, currency: 'USD' }],
      partner.partnerId,
    );
    await refreshEventDerived(t.db, [id]);
    try {
      expect(await names({ query: 'maritime' })).toEqual([]);
      await t.db.update(events).set({ status: 'APPROVED' }).where(eq(events.id, id));
      expect(await names({ query: 'maritime' })).toEqual(['Foxtrot']);
      expect(await names({ sectorIds: [ref.sector[2]] })).toEqual(['Charlie', 'Foxtrot']);

      await t.db
        .update(events)
        .set({ sectorIds: [ref.sector[3]], name: 'Foxtrot Harbour Expo' })
        .where(eq(events.id, id));
      await refreshEventDerived(t.db, [id]);
      expect(await names({ sectorIds: [ref.sector[2]] })).toEqual(['Charlie']);
      expect(await names({ query: 'harbour' })).toEqual(['Foxtrot']);
      expect(await names({ query: 'maritime' })).toEqual([]);

      await t.db.update(events).set({ published: false }).where(eq(events.id, id));
      expect(await names({ query: 'harbour' })).toEqual([]);
      await t.db.update(events).set({ published: true, status: 'REJECTED' }).where(eq(events.id, id));
      expect(await names({ query: 'harbour' })).toEqual([]);
      await t.db.update(events).set({ status: 'APPROVED' }).where(eq(events.id, id));
      expect(await names({ query: 'harbour' })).toEqual(['Foxtrot']);
    } finally {
      await t.db.delete(events).where(eq(events.id, id));
    }
    expect(await names({ query: 'harbour' })).toEqual([]);
    expect(await names({})).toHaveLength(5);
  });

  it('marks the signed-in attendee’s favourites on the cards', async () => {
    const attendee = await createAttendee(t.db);
    await t.db.insert(favourites).values({ personId: attendee.personId, eventId: ids.Bravo });
    const res = await search({}, await bearerFor(t.app, attendee.email));
    expect(res.events.filter((e) => e.isFavourited).map((e) => nameOf(e.id))).toEqual(['Bravo']);
  });
});

describe('POST /api/events/filtered: a signed-in visitor’s settings', () => {
  it('takes Events per page and Default currency when the search does not say', async () => {
    const attendee = await createAttendee(t.db);
    const auth = await bearerFor(t.app, attendee.email);
    await request(t.app)
      .put('/api/settings')
      .set(auth)
      .send({ maxEventsPerPage: 10, defaultCurrency: 'EUR' })
      .expect(200);
    expect((await search({}, auth)).pageSize).toBe(10);
    expect((await search({ pageSize: 2 }, auth)).pageSize).toBe(2);
    expect((await search({})).pageSize).toBe(20);

    // The price range reads in the person's currency unless the search names one.
    const range = { minPrice: 100, maxPrice: 200 };
    const inEuros = (await search({ ...range, ticketCurrency: 'EUR' })).events.map((e) => e.id);
    const inDollars = (await search({ ...range, ticketCurrency: 'USD' })).events.map((e) => e.id);
    expect(inEuros).not.toEqual(inDollars);
    expect((await search(range, auth)).events.map((e) => e.id)).toEqual(inEuros);
    expect((await search({ ...range, ticketCurrency: 'USD' }, auth)).events.map((e) => e.id)).toEqual(inDollars);
  });
});

describe('the recommended sort and the sponsored place', () => {
  /** Page views in the ranking's window for some events, scored by the ranking worker's round. */
  async function viewed(views: Record<string, number>) {
    await t.db.execute(sql`delete from event_view_days`);
    for (const [name, n] of Object.entries(views))
      await t.db.execute(sql`insert into event_view_days (event_id, day, partner_id, views)
        select id, '2030-01-08', partner_id, ${n} from events where id = ${ids[name]}`);
    await computeRankFactors(t.db, NOW);
  }
  // Every other test reads events never scored (score 0: the recommended order is the date's).
  afterEach(async () => {
    await t.db.execute(sql`delete from event_view_days`);
    await t.db.execute(sql`delete from event_rank_factors`);
    await t.db.execute(sql`update event_search set rank_score = 0`);
  });

  it('ranks by the score the ranking worker keeps, the best first, then by date; the default is the date', async () => {
    await viewed({ Charlie: 10, Alpha: 3 });
    const ranked = ['Charlie', 'Alpha', 'Delta', 'Bravo', 'Echo'];
    expect(await names({ sortCriteria: 'recommended' })).toEqual(ranked);
    expect(await names({ sortCriteria: 'recommended', sortDirection: 'asc' })).toEqual(ranked);
    // The search's default is date ascending, as the spec says, whatever the scores.
    const byDate = await names({ sortCriteria: 'date', sortDirection: 'asc' });
    expect(byDate).not.toEqual(ranked);
    expect(await names({})).toEqual(byDate);
    // Descending: the weakest first, ties still by the soonest start.
    expect(await names({ sortCriteria: 'recommended', sortDirection: 'desc' })).toEqual([
      'Delta',
      'Bravo',
      'Echo',
      'Alpha',
      'Charlie',
    ]);
    // With a keyword the matches rank the same way.
    const withWord = await names({ query: 'summit', sortCriteria: 'date' });
    expect(withWord.length).toBeGreaterThan(1);
    expect(await names({ query: 'summit', sortCriteria: 'recommended' })).toEqual(
      [...withWord].sort((x, y) => ranked.indexOf(x) - ranked.indexOf(y)),
    );
    // The home page's events are its first page, not the default's.
    const top = await request(t.app).get('/api/events/top/3').expect(200);
    expect(top.body.map((e: { id: number }) => nameOf(e.id))).toEqual(ranked.slice(0, 3));
  });

  it('adds what a signed-in visitor’s profile sectors and country are worth to them', async () => {
    await viewed({ Charlie: 10, Alpha: 3 });
    const attendee = await createAttendee(t.db, { countryId: ref.country[0] });
    await t.db.insert(personSectors).values({ personId: attendee.personId, sectorId: ref.sector[3] });
    const auth = await bearerFor(t.app, attendee.email);
    // Delta and Echo are in sector 3 (+3); Alpha expects attendees from country 0 (+1.5).
    const res = await search({ sortCriteria: 'recommended' }, auth);
    expect(res.events.map((e) => nameOf(e.id))).toEqual(['Delta', 'Echo', 'Alpha', 'Charlie', 'Bravo']);
    // The same when the search gives every setting the profile would: the taste is read all the same.
    const given = await search({ sortCriteria: 'recommended', pageSize: 5, ticketCurrency: 'USD' }, auth);
    expect(given.events.map((e) => nameOf(e.id))).toEqual(['Delta', 'Echo', 'Alpha', 'Charlie', 'Bravo']);
    expect(
      (await search({ sortCriteria: 'recommended', sortDirection: 'desc' }, auth)).events.map((e) => nameOf(e.id)),
    ).toEqual(['Bravo', 'Charlie', 'Alpha', 'Delta', 'Echo']);
    // Paged: the second page follows the first.
    const first = await search({ sortCriteria: 'recommended', pageSize: 2 }, auth);
    const second = await search({ sortCriteria: 'recommended', pageSize: 2, page: 2 }, auth);
    expect([...first.events, ...second.events].map((e) => nameOf(e.id))).toEqual(['Delta', 'Echo', 'Alpha', 'Charlie']);
    // The home page's events are theirs too.
    const top = await request(t.app).get('/api/events/top/2').set(auth).expect(200);
    expect(top.body.map((e: { id: number }) => nameOf(e.id))).toEqual(['Delta', 'Echo']);
    // Another sort, or no one signed in: no taste.
    expect(await names({ sortCriteria: 'recommended' })).toEqual(['Charlie', 'Alpha', 'Delta', 'Bravo', 'Echo']);
  });

  describe('a sponsored event', () => {
    async function sponsor(name: string, ended = false) {
      await t.db.execute(sql`insert into sponsorships
          (event_id, partner_id, first_day, last_day, days, price_per_day_minor, amount_minor, currency, ended_at)
        select id, partner_id, '2030-01-09', '2030-01-12', 4, 2500, 10000, 'USD', ${ended ? NOW.toISOString() : null}::timestamptz
        from events where id = ${ids[name]}`);
    }
    afterEach(() => t.db.execute(sql`delete from sponsorships`));
    const placed = (res: Awaited<ReturnType<typeof search>>) =>
      res.events.map((e) => `${nameOf(e.id)}${(e as { sponsored?: boolean }).sponsored ? '*' : ''}`);

    it('shows second on the first page of any search it matches, marked, never twice on the page', async () => {
      await sponsor('Echo');
      const res = await search({});
      expect(placed(res)).toEqual(['Delta', 'Echo*', 'Bravo', 'Alpha', 'Charlie']);
      expect(res.total).toBe(5);
      // Not on the page by itself: one card more, and the paging of the others is unchanged.
      expect(placed(await search({ pageSize: 2 }))).toEqual(['Delta', 'Echo*', 'Bravo']);
      expect(placed(await search({ pageSize: 2, page: 2 }))).toEqual(['Alpha', 'Charlie']);
      // First by the order: second all the same.
      expect(placed(await search({ sortCriteria: 'date', sortDirection: 'desc' }))).toEqual([
        'Charlie',
        'Echo*',
        'Alpha',
        'Bravo',
        'Delta',
      ]);
      // A keyword it carries.
      expect(placed(await search({ query: 'quiet meetup or retail' }))).toEqual(['Delta', 'Echo*']);
      // The home page's events are not a search: no sponsored place there.
      const top = await request(t.app).get('/api/events/top/3').expect(200);
      expect(
        top.body.map((e: { id: number; sponsored?: boolean }) => `${nameOf(e.id)}${e.sponsored ? '*' : ''}`),
      ).toEqual(['Delta', 'Bravo', 'Alpha']);
    });

    it('is not shown where the search does not find it, alone, or once its sponsorship has ended', async () => {
      await sponsor('Echo');
      expect(placed(await search({ sectorIds: [ref.sector[0]] }))).not.toContain('Echo*');
      expect(placed(await search({ query: 'payments' }))).not.toContain('Echo*');
      expect(placed(await search({ query: 'quiet' }))).toEqual(['Echo']);
      await t.db.execute(sql`delete from sponsorships`);
      await sponsor('Echo', true);
      expect(placed(await search({}))).toEqual(['Delta', 'Bravo', 'Alpha', 'Charlie', 'Echo']);
    });
  });
});

describe('POST /api/events/filtered: filters', () => {
  it('date range: events overlapping whole UTC days', async () => {
    expect(sorted(await names({ minDate: '2030-02-02', maxDate: '2030-03-01' }))).toEqual(['Alpha', 'Bravo']);
    // Charlie runs 10-12 April: it overlaps a range inside it.
    expect(await names({ minDate: '2030-04-11', maxDate: '2030-04-11' })).toEqual(['Charlie']);
    expect(await names({ minDate: '2030-04-13' })).toEqual(['Echo']);
    expect(await names({ maxDate: '2030-01-20' })).toEqual(['Delta']);
  });

  it('date range: finds an event that started long before the first day, however long the longest event runs', async () => {
    // The start of a range's matches is bounded by the longest event's span (longestSpanDays): a fair
    // of 76 days must widen that bound as soon as it is written, and leave it when it goes.
    expect(await longestSpanDays(t.db)).toBe(2);
    const partner = await createPartnerUser(t.db, { name: 'Golf Fairs' });
    const id = await insertEvent(
      'Golf',
      { name: 'Golf Season Fair', startAt: at('2030-05-01T09:00:00Z'), endAt: at('2030-07-15T17:00:00Z') },
      [{ priceMinor: 900, currency: 'USD' }],
      partner.partnerId,
    );
    await refreshEventDerived(t.db, [id]);
    try {
      expect(await longestSpanDays(t.db)).toBe(75);
      expect(await names({ minDate: '2030-07-10', maxDate: '2030-07-20' })).toEqual(['Golf']);
      expect(await names({ minDate: '2030-07-15' })).toEqual(['Golf']);
      expect(await names({ minDate: '2030-07-16' })).toEqual([]);
      for (const sortCriteria of ['date', 'size', 'price', 'rating', 'recommended'])
        expect(await names({ minDate: '2030-07-01', sortCriteria })).toEqual(['Golf']);
    } finally {
      await t.db.delete(events).where(eq(events.id, id));
    }
    expect(await longestSpanDays(t.db)).toBe(2);
  });

  it('date range: ISO date-times are read as their UTC day', async () => {
    expect(sorted(await names({ minDate: '2030-02-02T00:00:00.000Z', maxDate: '2030-03-01T23:59:59Z' }))).toEqual([
      'Alpha',
      'Bravo',
    ]);
    // 11 April 01:30 in New York is 11 April 05:30 UTC; 10 April 22:00 at -05:00 is already 11 April in UTC.
    expect(await names({ minDate: '2030-04-11T01:30:00-04:00', maxDate: '2030-04-10T22:00:00-05:00' })).toEqual([
      'Charlie',
    ]);
    expect(await names({ minDate: '2030-04-13T12:00:00Z' })).toEqual(await names({ minDate: '2030-04-13' }));
    const res = await request(t.app)
      .post('/api/events/filtered')
      .send({ minDate: '2030-04-12T00:00:00Z', maxDate: '2030-04-11T23:00:00Z' });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ maxDate: 'End date must be on or after start date' });
  });

  it('attendance types, event types and durations match any chosen id', async () => {
    expect(sorted(await names({ attendanceTypeIds: [2, 3] }))).toEqual(['Bravo', 'Charlie']);
    expect(sorted(await names({ eventTypeIds: [ref.eventType[1], ref.eventType[2]] }))).toEqual(['Bravo', 'Charlie']);
    expect(await names({ eventDurationIds: [2] })).toEqual(['Bravo']);
    expect(await names({ eventDurationIds: [3] })).toEqual(['Charlie']);
    expect(sorted(await names({ eventDurationIds: [1, 2] }))).toEqual(['Alpha', 'Bravo', 'Delta', 'Echo']);
  });

  it('numbers of attendees and exhibitors', async () => {
    expect(sorted(await names({ numAttendeesIds: [ref.numAttendees[0], ref.numAttendees[2]] }))).toEqual([
      'Alpha',
      'Charlie',
    ]);
    expect(await names({ numExhibitorsIds: [ref.numExhibitors[1]] })).toEqual(['Bravo']);
  });

  it('event size, read in the chosen metric', async () => {
    const sizes = [ref.eventSize[0], ref.eventSize[5]];
    expect(await names({ eventSizeIds: sizes })).toEqual(['Bravo']);
    expect(await names({ eventSizeIds: sizes, eventSizeMetric: 'sqm' })).toEqual(['Bravo']);
    expect(await names({ eventSizeIds: sizes, eventSizeMetric: 'sqft' })).toEqual(['Charlie']);
    // The metric alone narrows nothing.
    expect(await names({ eventSizeMetric: 'sqft' })).toHaveLength(5);
  });

  it('price: the cheapest ticket within the range, in the chosen currency, typed in major units', async () => {
    expect(sorted(await names({ minPrice: 10, maxPrice: 60 }))).toEqual(['Alpha', 'Bravo']);
    expect(await names({ minPrice: 30 })).toEqual(['Bravo']);
    expect(await names({ maxPrice: 20 })).toEqual(['Alpha']);
    expect(await names({ minPrice: 20.01 })).toEqual(['Bravo']);
    expect(await names({ maxPrice: 0, ticketCurrency: 'GBP' })).toEqual(['Delta']);
    expect(await names({ minPrice: 100, maxPrice: 200, ticketCurrency: 'EUR' })).toEqual(['Charlie']);
    // Without a price range the currency narrows nothing (it always has a value: USD by default).
    expect(await names({ ticketCurrency: 'EUR' })).toHaveLength(5);
  });

  it('countries, job titles, exhibitor types, attendee classes and audiences match any chosen id', async () => {
    expect(sorted(await names({ attendeeCountryIds: [ref.country[0], ref.country[2]] }))).toEqual(['Alpha', 'Bravo']);
    expect(sorted(await names({ exhibitorCountryIds: [ref.country[1], ref.country[3]] }))).toEqual([
      'Alpha',
      'Charlie',
    ]);
    expect(sorted(await names({ attendeeJobTitleIds: [ref.jobTitle[1], ref.jobTitle[3]] }))).toEqual([
      'Bravo',
      'Delta',
    ]);
    expect(await names({ exhibitorTypeIds: [ref.exhibitorType[2]] })).toEqual(['Charlie']);
    expect(sorted(await names({ attendeeClassIds: [ref.attendeeClass[0], ref.attendeeClass[3]] }))).toEqual([
      'Alpha',
      'Delta',
    ]);
    expect(await names({ audienceIds: [ref.audience[1]] })).toEqual(['Bravo']);
  });

  it('sectors and sector subtypes match any chosen id', async () => {
    expect(sorted(await names({ sectorIds: [ref.sector[0]] }))).toEqual(['Alpha', 'Charlie']);
    expect(sorted(await names({ sectorIds: [ref.sector[1], ref.sector[2]] }))).toEqual(['Bravo', 'Charlie']);
    expect(sorted(await names({ sectorSubtypeIds: [ref.subtype[1], ref.subtype[3]] }))).toEqual(['Bravo', 'Delta']);
  });

  it('location: a venue, or a city with every venue in it', async () => {
    expect(await names({ locationId: ref.venue1 })).toEqual(['Alpha']);
    expect(await names({ locationId: ref.city1 })).toEqual(['Delta', 'Alpha']);
    expect(await names({ locationId: ref.city2 })).toEqual(['Charlie']);
  });

  it('free cancellation: some ticket type has a free-cancellation policy', async () => {
    expect(await names({ cancellationPolicyIds: ['free-cancellation'] })).toEqual(['Delta', 'Alpha']);
  });

  it('keyword: full text over name, tagline, description, venue and partner', async () => {
    expect(await names({ query: 'hydrogen' })).toEqual(['Bravo']);
    expect(await names({ query: 'electrolyser' })).toEqual(['Bravo']);
    expect(await names({ query: 'wallets' })).toEqual(['Alpha']);
    expect(await names({ query: ref.venue2Name })).toEqual(['Charlie']);
    expect(await names({ query: 'Meridian' })).toEqual(['Delta', 'Alpha', 'Echo']);
    expect(await names({ query: 'cloud -summit' })).toEqual([]);
    expect(await names({ query: 'hydrogen or cloud' })).toEqual(['Bravo', 'Charlie']);
    // Stop words only: nothing to search for, so the keyword is ignored.
    expect(await names({ query: 'the' })).toHaveLength(5);
  });

  it('filters combine with AND', async () => {
    expect(await names({ sectorIds: [ref.sector[0]], attendanceTypeIds: [3] })).toEqual(['Charlie']);
    expect(await names({ sectorIds: [ref.sector[0]], query: 'payments', minPrice: 10 })).toEqual(['Alpha']);
    expect(
      await names({
        locationId: ref.city1,
        cancellationPolicyIds: ['free-cancellation'],
        ticketCurrency: 'GBP',
        maxPrice: 5,
      }),
    ).toEqual(['Delta']);
  });

  it('empty lists choose nothing and narrow nothing', async () => {
    expect(await names({ sectorIds: [], attendanceTypeIds: [], cancellationPolicyIds: [] })).toHaveLength(5);
  });
});

describe('POST /api/events/filtered: sorts', () => {
  /** The names as `body` sorts them, and as the same search sorts them descending. */
  async function expectOrder(body: Record<string, unknown>, ascending: string[], descending: string[]) {
    expect(await names(body)).toEqual(ascending);
    expect(await names({ ...body, sortDirection: 'desc' })).toEqual(descending);
  }

  it('date', async () => {
    await expectOrder(
      { sortCriteria: 'date', sortDirection: 'asc' },
      ['Delta', 'Bravo', 'Alpha', 'Charlie', 'Echo'],
      ['Echo', 'Charlie', 'Alpha', 'Bravo', 'Delta'],
    );
  });

  it('size, with events without a size last either way', async () => {
    await expectOrder(
      { sortCriteria: 'size', sortDirection: 'asc' },
      ['Bravo', 'Alpha', 'Charlie', 'Delta', 'Echo'],
      ['Charlie', 'Alpha', 'Bravo', 'Delta', 'Echo'],
    );
  });

  it('price of the cheapest ticket, with events without tickets last either way', async () => {
    await expectOrder(
      { sortCriteria: 'price', sortDirection: 'asc' },
      ['Delta', 'Alpha', 'Bravo', 'Charlie', 'Echo'],
      ['Charlie', 'Bravo', 'Alpha', 'Delta', 'Echo'],
    );
  });

  it('relevance: best match first ascending, weakest first descending', async () => {
    // 'summit' is in Alpha's name (weight A), Delta's tagline (B) and Charlie's description (C).
    await expectOrder(
      { query: 'summit', sortCriteria: 'relevance' },
      ['Alpha', 'Delta', 'Charlie'],
      ['Charlie', 'Delta', 'Alpha'],
    );
  });

  it('relevance without a keyword sorts by date', async () => {
    await expectOrder(
      { sortCriteria: 'relevance' },
      ['Delta', 'Bravo', 'Alpha', 'Charlie', 'Echo'],
      ['Echo', 'Charlie', 'Alpha', 'Bravo', 'Delta'],
    );
  });

  it('breaks ties on id, so pages never repeat or skip an event', async () => {
    const twins: number[] = [];
    const partner = await createPartnerUser(t.db, { name: 'Twin Events' });
    for (let i = 0; i < 7; i++) {
      twins.push(
        await insertEvent(
          `Twin ${i}`,
          {
            startAt: at('2030-06-01T09:00:00Z'),
            endAt: at('2030-06-01T17:00:00Z'),
            sectorIds: [ref.sector[1]],
            ticketCurrency: 'USD',
          },
          [{ priceMinor: 1500, currency: 'USD' }],
          partner.partnerId,
        ),
      );
    }
    await refreshEventDerived(t.db, twins);
    try {
      for (const sortCriteria of ['date', 'size', 'price'] as const) {
        for (const sortDirection of ['asc', 'desc'] as const) {
          const seen: number[] = [];
          for (let page = 1; page <= 3; page++) {
            const res = await search({ query: 'twin', sortCriteria, sortDirection, pageSize: 3, page });
            expect(res.total).toBe(7);
            seen.push(...res.events.map((e) => e.id));
          }
          // Ties break on id ascending; the date sort flips its whole key (start, id) with the direction.
          const byId = [...twins].sort((a, b) => a - b);
          expect(seen).toEqual(sortCriteria === 'date' && sortDirection === 'desc' ? byId.reverse() : byId);
        }
      }
    } finally {
      await t.db.delete(ticketTypes).where(sql`${ticketTypes.eventId} in ${twins}`);
      await t.db.delete(events).where(sql`${events.id} in ${twins}`);
    }
  });
});

describe('POST /api/events/filtered: totals of one facet value', () => {
  /** Every single-value filter the facet totals answer, for every id the fixtures use. */
  const singleValueFilters = (): Record<string, unknown>[] => [
    ...ref.sector.map((id) => ({ sectorIds: [id] })),
    ...ref.subtype.map((id) => ({ sectorSubtypeIds: [id] })),
    ...ref.country.flatMap((id) => [{ attendeeCountryIds: [id] }, { exhibitorCountryIds: [id] }]),
    ...ref.jobTitle.map((id) => ({ attendeeJobTitleIds: [id] })),
    ...ref.exhibitorType.map((id) => ({ exhibitorTypeIds: [id] })),
    ...ref.attendeeClass.map((id) => ({ attendeeClassIds: [id] })),
    ...ref.audience.map((id) => ({ audienceIds: [id] })),
    ...[1, 2, 3].flatMap((id) => [{ attendanceTypeIds: [id] }, { eventDurationIds: [id] }]),
    ...ref.eventType.map((id) => ({ eventTypeIds: [id] })),
    ...ref.numAttendees.map((id) => ({ numAttendeesIds: [id] })),
    ...ref.numExhibitors.map((id) => ({ numExhibitorsIds: [id] })),
    { cancellationPolicyIds: ['free-cancellation'] },
  ];

  it('equal the events listed, for every facet and value, also while started events are still in the projection', async () => {
    // These are the searches counted from the facet totals.
    for (const filter of singleValueFilters())
      expect(searchPlan(ZEventFilter.parse(filter), NOW, null).facet).not.toBeNull();
    expect(searchPlan(ZEventFilter.parse({ sectorIds: [ref.sector[0], ref.sector[1]] }), NOW, null).facet).toBeNull();
    expect(
      searchPlan(ZEventFilter.parse({ sectorIds: [ref.sector[0]], attendanceTypeIds: [1] }), NOW, null).facet,
    ).toBeNull();
    const withKeyword = ZEventFilter.parse({ sectorIds: [ref.sector[0]], query: 'summit' });
    expect(searchPlan(withKeyword, NOW, await readKeyword(t.db, withKeyword)).facet).toBeNull();

    // At NOW one fixture event has started (Past); later, more have, none of them swept yet. On 1 March
    // Alpha starts at 09:00: counted at 08:00 (still to start today), not at 09:30.
    const clocks = [
      [NOW, 10],
      [at('2030-02-15T00:00:00Z'), 5],
      [at('2030-03-01T08:00:00Z'), 3],
      [at('2030-03-01T09:30:00Z'), 3],
      [at('2030-04-11T00:00:00Z'), 3],
    ] as const;
    for (const [now, atLeast] of clocks) {
      t.clock.now = now;
      try {
        let nonEmpty = 0;
        for (const filter of singleValueFilters()) {
          // names() checks the total against the events listed, which the filter's own condition finds.
          if ((await names(filter)).length > 0) nonEmpty++;
        }
        expect(nonEmpty).toBeGreaterThanOrEqual(atLeast);
      } finally {
        t.clock.now = NOW;
      }
    }
  });

  it('are kept by every write to the projection, and match a count of the projection itself', async () => {
    // Per dimension and value, from event_search directly (not through the facet functions).
    const recount = async () =>
      rowsOf<{ key: string; events: number }>(
        await t.db.execute(sql`
          select key, count(distinct event_id)::int as events from (
            select event_id, '1:' || unnest(sector_ids) as key from event_search
            union all select event_id, '6:' || unnest(attendee_country_ids) from event_search
            union all select event_id, '8:' || unnest(exhibitor_country_ids) from event_search
            union all select event_id, '9:' || attendance_type from event_search
            union all select event_id, '14:1' from event_search where free_cancellation
          ) k group by key order by key`),
      );
    const stored = async () =>
      rowsOf<{ key: string; events: number }>(
        await t.db.execute(sql`
          select dimension || ':' || value as key, sum(events)::int as events from event_search_facet_days
          where dimension in (1, 6, 8, 9, 14) group by key having sum(events) <> 0 order by key`),
      );
    expect(await stored()).toEqual(await recount());

    const id = await insertUpkeepProbe('Golf', 'Golf Gatherings');
    try {
      await refreshEventDerived(t.db, [id]);
      expect(await stored()).toEqual(await recount());
      expect(await names({ sectorIds: [ref.sector[0]] })).toContain('Golf');

      // An edit that moves facets, one that leaves them, unpublishing, publishing again.
      await t.db
        .update(events)
        .set({ sectorIds: [ref.sector[3]], attendanceType: 2, exhibitorCountryIds: [ref.country[0]] })
        .where(eq(events.id, id));
      expect(await stored()).toEqual(await recount());
      expect(await names({ sectorIds: [ref.sector[0]] })).not.toContain('Golf');
      await t.db
        .update(events)
        .set({ startAt: at('2030-08-02T09:00:00Z'), endAt: at('2030-08-02T17:00:00Z') })
        .where(eq(events.id, id));
      expect(await stored()).toEqual(await recount());
      await t.db.update(events).set({ published: false }).where(eq(events.id, id));
      expect(await stored()).toEqual(await recount());
      await t.db.update(events).set({ published: true }).where(eq(events.id, id));
      expect(await stored()).toEqual(await recount());
      expect(await names({ sectorIds: [ref.sector[3]] })).toContain('Golf');
    } finally {
      await t.db.delete(events).where(eq(events.id, id));
    }
    expect(await stored()).toEqual(await recount());
    expect(await names({ sectorIds: [ref.sector[3]] })).not.toContain('Golf');
  });
});

describe('POST /api/events/filtered: facet tokens (event_search.facet_tokens)', () => {
  const pg = new PgDialect();
  const whereOf = (filter: Record<string, unknown>) =>
    pg.sqlToQuery(searchPlan(ZEventFilter.parse(filter), NOW, null).where).sql;

  it('make any combination of equality filters one intarray condition, dates and price bounds ranges', () => {
    const where = whereOf({
      sectorIds: [ref.sector[0], ref.sector[1]],
      attendeeCountryIds: [ref.country[0]],
      attendanceTypeIds: [1, 3],
      eventSizeIds: [ref.eventSize[2]],
      eventSizeMetric: 'sqft',
      locationId: ref.venue1,
      minRating: 3.5,
      cancellationPolicyIds: ['free-cancellation'],
      minPrice: 10,
      maxPrice: 60,
      ticketCurrency: 'EUR',
      minDate: '2030-02-01',
    });
    const tok = (dimension: number, value: number) => token(dimension, value)!;
    const query = [
      `${tok(TOKEN.attendanceType, 1)}|${tok(TOKEN.attendanceType, 3)}`,
      `${tok(TOKEN.sector, ref.sector[0])}|${tok(TOKEN.sector, ref.sector[1])}`,
      `${tok(TOKEN.attendeeCountry, ref.country[0])}`,
      `${tok(TOKEN.sizeInMetric, ref.eventSize[2] * 2 + 1)}`,
      // The price bounds' buckets in the currency (which they imply); the price column decides.
      priceBucketTokens('EUR', 1000, 6000)!.join('|'),
      `${tok(TOKEN.ratingAtLeast, 7)}`,
      `${tok(TOKEN.place, ref.venue1)}`,
      `${tok(TOKEN.freeCancellation, 1)}`,
    ];
    expect(where.match(/@@/g)).toHaveLength(1);
    for (const group of query) expect(where).toContain(group.includes('|') ? `(${group})` : group);
    expect(where).not.toMatch(/= any\(|&&/);
    expect(where).toMatch(/"min_ticket_price_minor" >= .*"min_ticket_price_minor" <= /);
    expect(where).toContain('"end_day" >=');
    // Sorted by rating, the minimum rating is also a range of the sort's key.
    expect(whereOf({ minRating: 3.5, sortCriteria: 'rating' })).toContain('"rating_half_stars" >=');
    expect(whereOf({ minRating: 3.5 })).not.toContain('"rating_half_stars"');
    // A last day: the months from the first day (or yesterday) to it, as tokens beside the day columns.
    const months = monthTokens('2030-02-01', '2030-04-15')!;
    expect(months).toHaveLength(4);
    expect(whereOf({ minDate: '2030-02-01', maxDate: '2030-04-15' })).toContain(`(${months.join('|')})`);
    expect(whereOf({ maxDate: '2030-03-15' })).toContain(`(${monthTokens('2030-01-09', '2030-03-15')!.join('|')})`);
    // A range over more months, or more price buckets, than a few narrows by the day columns, and by
    // the currency alone.
    expect(whereOf({ minDate: '2030-02-01', maxDate: '2030-06-15' })).not.toContain('@@');
    expect(whereOf({ minPrice: 10, maxPrice: 90, ticketCurrency: 'EUR' })).toContain(
      `'${token(TOKEN.currency, currencyValue('EUR'))}'::query_int`,
    );
  });

  it('choose per request between collecting every match and walking a sort index, by what each is expected to cost', () => {
    // Statistics of a projection of 500,000 events: two sectors on 0.8 % of them each, a third on 2 %,
    // an audience on 20 %, an event type on 60 %, an exhibitor country on 0.05 %.
    const rows = 500_000;
    const sector = (i: number) => token(TOKEN.sector, ref.sector[i])!;
    const shares: TokenShares = {
      rows,
      share: new Map([
        [sector(0), 0.008],
        [sector(1), 0.008],
        [sector(2), 0.02],
        [token(TOKEN.audience, ref.audience[0])!, 0.2],
        [token(TOKEN.eventType, ref.eventType[0])!, 0.6],
        [token(TOKEN.exhibitorCountry, ref.country[1])!, 0.0005],
      ]),
      otherwise: 0.0001,
    };
    const planOf = (filter: Record<string, unknown>) => searchPlan(ZEventFilter.parse(filter), NOW, null);
    const limits = DEFAULT_SEARCH_LIMITS;
    const choose = (filter: Record<string, unknown>, own: SearchLimits = limits) =>
      collects(planOf(filter), own, shares);
    // 2,000 matches behind tokens on 110,000 events: collected in a few milliseconds, where the walks
    // would read 30,000 entries to find the total's first matches and the page's.
    const rare = { sectorIds: [ref.sector[2]], audienceIds: [ref.audience[0]] };
    expect(choose(rare)).toBe(true);
    // 4,800 matches behind a token on 300,000 events: its postings cost more than walks of 12,000 entries.
    const common = { sectorIds: [ref.sector[0], ref.sector[1]], eventTypeIds: [ref.eventType[0]] };
    expect(choose(common)).toBe(false);
    // A page far down needs a walk longer than its bound: collected.
    expect(choose({ ...common, page: 40, pageSize: 100 })).toBe(true);
    // So few matches that a walk would fall short of the total's: collected.
    expect(choose({ exhibitorCountryIds: [ref.country[1]], sectorIds: [ref.sector[1]] })).toBe(true);
    // More than COLLECT_UP_TO expected, one facet alone (its totals), never collecting, no statistics.
    expect(choose({ eventTypeIds: [ref.eventType[0]], audienceIds: [ref.audience[0]] })).toBe(false);
    expect(choose({ sectorIds: [ref.sector[2]] })).toBe(false);
    expect(choose(rare, { ...limits, collectUpTo: 0 })).toBe(false);
    expect(collects(planOf(rare), limits, null)).toBe(false);

    // The walks read twice the entries their matches need at the expected share, from 10,000 to 40,000.
    const share = 0.016 * 0.6;
    expect(walkBounds(planOf(common), limits, shares)).toEqual({
      start: Math.ceil((2 * 101) / share),
      sort: 10_000,
    });
    expect(walkBounds(planOf({ ...common, page: 5 }), limits, shares).sort).toBe(Math.ceil((2 * 100) / share));
    expect(
      walkBounds(planOf({ exhibitorCountryIds: [ref.country[1]], sectorIds: [ref.sector[1]] }), limits, shares),
    ).toEqual({ start: 40_000, sort: 40_000 });
    expect(walkBounds(planOf(common), { ...limits, walkEntries: 3 }, shares)).toEqual({ start: 3, sort: 3 });
    expect(walkBounds(planOf(common), limits, null)).toEqual({ start: 10_000, sort: 10_000 });
  });

  it('match nothing for an id no event can carry, without an error', async () => {
    expect(await names({ sectorIds: [2_000_000_000] })).toEqual([]);
    expect(sorted(await names({ sectorIds: [ref.sector[0], 2_000_000_000] }))).toEqual(
      sorted(await names({ sectorIds: [ref.sector[0]] })),
    );
    expect(await names({ locationId: 2_000_000_000 })).toEqual([]);
  });

  it('are what the search reads: an event loses a facet, the filter loses the event', async () => {
    const id = await insertUpkeepProbe('Quill', 'Quill Quarterly');
    try {
      await refreshEventDerived(t.db, [id]);
      const both = { sectorIds: [ref.sector[1]], attendeeCountryIds: [ref.country[2]] };
      expect(await names(both)).toContain('Quill');
      await t.db
        .update(events)
        .set({ attendeeCountryIds: [ref.country[0]] })
        .where(eq(events.id, id));
      expect(await names(both)).not.toContain('Quill');
      expect(await names({ ...both, attendeeCountryIds: [ref.country[0]] })).toContain('Quill');
    } finally {
      await t.db.delete(events).where(eq(events.id, id));
    }
  });

  it('are kept by every write to the projection, token for token', async () => {
    // From the row's columns, written here as tokens.ts numbers them (not through the SQL function).
    const expected = (r: Record<string, unknown>): number[] => {
      const out = new Set<number>();
      const add = (dimension: number, value: unknown) => {
        const tk = typeof value === 'number' ? token(dimension, value) : null;
        if (tk !== null) out.add(tk);
      };
      const arrays = [
        [TOKEN.sector, 'sector_ids'],
        [TOKEN.sectorSubtype, 'sector_subtype_ids'],
        [TOKEN.audience, 'audience_ids'],
        [TOKEN.attendeeJobTitle, 'attendee_job_title_ids'],
        [TOKEN.attendeeClass, 'attendee_class_ids'],
        [TOKEN.attendeeCountry, 'attendee_country_ids'],
        [TOKEN.exhibitorType, 'exhibitor_type_ids'],
        [TOKEN.exhibitorCountry, 'exhibitor_country_ids'],
      ] as const;
      for (const [dimension, column] of arrays) for (const v of r[column] as number[]) add(dimension, v);
      add(TOKEN.attendanceType, r.attendance_type);
      add(TOKEN.eventType, r.event_type_id);
      add(TOKEN.duration, r.duration_id);
      add(TOKEN.numAttendees, r.num_attendees_id);
      add(TOKEN.numExhibitors, r.num_exhibitors_id);
      if (r.free_cancellation) add(TOKEN.freeCancellation, 1);
      if (typeof r.event_size_id === 'number')
        add(TOKEN.sizeInMetric, r.event_size_id * 2 + (r.event_size_metric === 'sqft' ? 1 : 0));
      add(TOKEN.currency, currencyValue(r.ticket_currency as string));
      add(TOKEN.place, r.city_id);
      add(TOKEN.place, r.venue_id);
      if (typeof r.rating_half_stars === 'number')
        for (let k = 0; k <= r.rating_half_stars; k++) add(TOKEN.ratingAtLeast, k);
      if (typeof r.min_ticket_price_minor === 'number')
        add(TOKEN.priceBucket, currencyValue(r.ticket_currency as string) * 32 + priceBucket(r.min_ticket_price_minor));
      const [first, last] = [monthOf(r.start_day as string), monthOf(r.end_day as string)];
      if (last - first > MONTHS_SPANNED) add(TOKEN.month, LONG_EVENT_MONTH);
      else for (let month = first; month <= last; month++) add(TOKEN.month, month);
      for (const word of r.word_ids as number[]) out.add(wordToken(word));
      return [...out].sort((x, y) => x - y);
    };
    const check = async () => {
      const rows = rowsOf<Record<string, unknown>>(
        await t.db.execute(sql`select to_jsonb(s) as row from event_search s order by event_id`),
      ).map((r) => r.row as Record<string, unknown>);
      expect(rows.length).toBeGreaterThan(4);
      for (const row of rows)
        expect({ id: row.event_id, tokens: row.facet_tokens }).toEqual({ id: row.event_id, tokens: expected(row) });
      // The words are the document's, as numbered once in search_words.
      const words = rowsOf<{ event_id: number; word_ids: number[]; document: number[] }>(
        await t.db.execute(sql`select s.event_id, s.word_ids,
            coalesce((select array_agg(w.id order by w.id) from search_words w where w.lexeme = any (tsvector_to_array(x.search_vector))), '{}') as document
          from event_search s join event_search_text x on x.event_id = s.event_id order by 1`),
      );
      expect(words.length).toBe(rows.length);
      for (const row of words) expect(row.word_ids).toEqual(row.document);
      expect(words.some((row) => row.word_ids.length > 3)).toBe(true);
    };
    await check();
    const id = await insertUpkeepProbe('Quadrant', 'Quadrant Quarterly');
    try {
      await refreshEventDerived(t.db, [id]);
      await check();
      await t.db
        .update(events)
        .set({
          sectorIds: [ref.sector[3]],
          attendanceType: 2,
          attendeeCountryIds: [ref.country[0], ref.country[1]],
          eventSizeId: ref.eventSize[1],
          eventSizeMetric: 'sqft',
          venueId: ref.venue2,
          ticketCurrency: 'GBP',
          ratingAverage: 7,
        })
        .where(eq(events.id, id));
      await check();
      expect(
        await names({
          locationId: ref.venue2,
          minRating: 3.5,
          eventSizeIds: [ref.eventSize[1]],
          eventSizeMetric: 'sqft',
        }),
      ).toContain('Quadrant');
      await t.db.update(ticketTypes).set({ priceMinor: 1500 }).where(eq(ticketTypes.eventId, id));
      await refreshEventDerived(t.db, [id]);
      await check();
      await t.db.update(events).set({ published: false }).where(eq(events.id, id));
      await check();
      await t.db.update(events).set({ published: true }).where(eq(events.id, id));
      await check();
    } finally {
      await t.db.delete(events).where(eq(events.id, id));
    }
    await check();
  });
});

describe('POST /api/events/filtered: keyword words (event_search_terms)', () => {
  const pg = new PgDialect();
  const fromOf = async (body: Record<string, unknown>) => {
    const filter = ZEventFilter.parse(body);
    return pg.sqlToQuery(searchPlan(filter, NOW, await readKeyword(t.db, filter)).from).sql;
  };
  /**
   * The answer with the documents deciding: sorted by relevance through the documents' GIN index, as
   * phrases, OR and NOT are; otherwise with the keyword's words as tokens and each document asked, as
   * for a phrase.
   */
  const viaDocuments = async (body: Record<string, unknown>) => {
    const filter = ZEventFilter.parse(body);
    const keyword = await readKeyword(t.db, filter);
    const words = keyword ? await wordIdsOf(t.db, keyword) : undefined;
    const [row] = rowsOf<{ body: string }>(
      await t.db.execute(
        searchAnswerStatement(
          filter,
          keyword && { ...keyword, plain: false, phrase: true },
          NOW,
          null,
          DEFAULT_SEARCH_LIMITS,
          {
            words,
          },
        ),
      ),
    );
    return JSON.parse(row.body) as TEventSearchResponse;
  };
  /**
   * The answer with the walks bounded at one and three entries (too few: every match is then collected
   * through the tokens' index) and with every match collected at once or never.
   */
  const viaBoundedWalks = async (body: Record<string, unknown>) => {
    const filter = ZEventFilter.parse(body);
    const keyword = await readKeyword(t.db, filter);
    const words = keyword ? await wordIdsOf(t.db, keyword) : undefined;
    const answers: TEventSearchResponse[] = [];
    for (const limits of [
      { walkEntries: 1 },
      { walkEntries: 3 },
      { collectUpTo: 0 },
      { collectUpTo: 0, walkEntries: 2 },
    ]) {
      const [row] = rowsOf<{ body: string }>(
        await t.db.execute(
          searchAnswerStatement(filter, keyword, NOW, null, { ...DEFAULT_SEARCH_LIMITS, ...limits }, { words }),
        ),
      );
      answers.push(JSON.parse(row.body) as TEventSearchResponse);
    }
    return answers;
  };

  it('reads plain words as tokens or from the word index, and phrases, OR and NOT from the documents', async () => {
    const read = (query: string) => readKeyword(t.db, ZEventFilter.parse({ query }));
    expect(await read('Supply chains')).toEqual({
      text: 'Supply chains',
      terms: ['chain', 'suppli'],
      plain: true,
      query: "'suppli' & 'chain'",
      positive: "'suppli' & 'chain'",
      phrase: false,
    });
    expect(await read('summit summits')).toMatchObject({
      text: 'summit summits',
      terms: ['summit'],
      plain: true,
      phrase: false,
    });
    expect(await read('"payments summit"')).toMatchObject({
      terms: ['payment', 'summit'],
      plain: false,
      phrase: true,
    });
    expect(await read('cloud or hydrogen')).toMatchObject({
      terms: ['cloud', 'hydrogen'],
      plain: false,
      query: "'cloud' | 'hydrogen'",
      phrase: false,
    });
    // Negated words are not ranked by; a query of nothing but negations ranks every match alike.
    expect(await read('cloud -summit')).toMatchObject({
      terms: ['cloud'],
      plain: false,
      query: "'cloud' & !'summit'",
      positive: "'cloud'",
      phrase: false,
    });
    expect(await read('-summit')).toMatchObject({ terms: [], plain: false });
    expect(await read("o'reilly")).toMatchObject({ terms: ['o', 'reilli'], plain: false });
    expect(await read('the')).toBeNull();
    expect(await read('   ')).toBeNull();
    // A keyword read once is not sent to the database again.
    const noDatabase = { execute: () => Promise.reject(new Error('no database here')) } as unknown as DbOrTx;
    expect(await readKeyword(noDatabase, ZEventFilter.parse({ query: 'Supply chains' }))).toMatchObject({
      text: 'Supply chains',
      terms: ['chain', 'suppli'],
      plain: true,
    });
    expect(await readKeyword(noDatabase, ZEventFilter.parse({ query: 'the' }))).toBeNull();
    await expect(readKeyword(noDatabase, ZEventFilter.parse({ query: 'never read before' }))).rejects.toThrow(
      'no database here',
    );

    // Any sort but relevance: the words are facet tokens of the projection.
    expect(await fromOf({ query: 'payments summit' })).toBe('"event_search"');
    expect(await fromOf({ query: '"payments summit"', sortCriteria: 'price' })).toBe('"event_search"');
    // Relevance: the words' rows, or the documents for phrases, OR and NOT.
    expect(await fromOf({ query: 'payments summit', sortCriteria: 'relevance' })).toContain(
      '"event_search_terms" as "w2"',
    );
    expect(await fromOf({ query: 'payments summit', sortCriteria: 'relevance' })).not.toContain('event_search_text');
    expect(await fromOf({ query: '"payments summit"', sortCriteria: 'relevance' })).toContain('event_search_text');
    expect(await fromOf({ query: 'summit', sortCriteria: 'relevance', minPrice: 10 })).toContain('join "event_search"');
  });

  it('rank several words by the sum of each word’s score, and answer as the documents do for every sort and filter', async () => {
    const partner = await createPartnerUser(t.db, { name: 'Lattice Hosts' });
    const day = (d: number) => ({ startAt: at(`2030-09-0${d}T09:00:00Z`), endAt: at(`2030-09-0${d}T17:00:00Z`) });
    const made = [
      // Both words in the name (weight A).
      await insertEvent(
        'Kilo',
        { ...day(4), name: 'Kilo Quantum Sensing', description: 'Labs.', sectorIds: [ref.sector[0]] },
        [{ priceMinor: 5000, currency: 'USD' }],
        partner.partnerId,
      ),
      // One word in the name, the other in the tagline (B).
      await insertEvent(
        'Mike',
        { ...day(3), name: 'Mike Sensing Forum', tagline: 'Quantum networks', sectorIds: [ref.sector[1]] },
        [{ priceMinor: 3000, currency: 'USD' }],
        partner.partnerId,
      ),
      // One word in the name, the other in the description (C), next to each other across the two.
      await insertEvent(
        'Lima',
        { ...day(2), name: 'Lima Quantum', description: 'Sensing workshops.', sectorIds: [ref.sector[0]] },
        [{ priceMinor: 1000, currency: 'USD' }],
        partner.partnerId,
      ),
      // Both only in the description, side by side, twice.
      await insertEvent(
        'Oscar',
        {
          ...day(1),
          name: 'Oscar Days',
          description: 'Quantum sensing, then quantum sensing again.',
          sectorIds: [ref.sector[0]],
        },
        [],
        partner.partnerId,
      ),
    ];
    await refreshEventDerived(t.db, made);
    try {
      expect(await names({ query: 'quantum sensing', sortCriteria: 'relevance' })).toEqual([
        'Kilo',
        'Mike',
        'Lima',
        'Oscar',
      ]);
      expect(await names({ query: 'sensing quantum', sortCriteria: 'relevance', sortDirection: 'desc' })).toEqual([
        'Oscar',
        'Lima',
        'Mike',
        'Kilo',
      ]);
      // The documents path ranks alike; a phrase matches only the words side by side.
      expect(await names({ query: 'quantum or sensing', sortCriteria: 'relevance' })).toEqual([
        'Kilo',
        'Mike',
        'Lima',
        'Oscar',
      ]);
      expect(await names({ query: '"quantum sensing"', sortCriteria: 'relevance' })).toEqual(['Kilo', 'Oscar']);
      // Ranked by 'quantum' alone, in Kilo's and Lima's names alike: the sooner first.
      expect(await names({ query: 'quantum -forum', sortCriteria: 'relevance' })).toEqual(['Lima', 'Kilo', 'Oscar']);

      let answered = 0;
      let bounded = 0;
      for (const query of [
        'quantum sensing',
        'sensing',
        'summit',
        'payments summit',
        'meridian',
        'cloud summit',
        'hydrogen',
        '"quantum sensing"',
        'quantum -forum',
      ]) {
        for (const sort of [
          {},
          { sortCriteria: 'date', sortDirection: 'desc' },
          { sortCriteria: 'relevance' },
          { sortCriteria: 'relevance', sortDirection: 'desc' },
          { sortCriteria: 'size' },
          { sortCriteria: 'price', sortDirection: 'desc' },
        ]) {
          for (const filter of [{}, { sectorIds: [ref.sector[0]] }, { maxPrice: 40 }]) {
            const body = { query, ...sort, ...filter, pageSize: 3, page: 1 };
            const answer = await search(body);
            const documents = await viaDocuments(body);
            expect(answer).toEqual(documents);
            // Walked with too few entries and collected instead, or never collected: the same answer.
            for (const other of await viaBoundedWalks(body)) {
              expect({ body, answer: other }).toEqual({ body, answer: documents });
              bounded++;
            }
            if (answer.total > 1) answered++;
          }
        }
      }
      expect(answered).toBeGreaterThan(40);
      expect(bounded).toBeGreaterThan(600);
    } finally {
      await t.db.delete(ticketTypes).where(sql`${ticketTypes.eventId} in ${made}`);
      await t.db.delete(events).where(sql`${events.id} in ${made}`);
    }
  });

  it('read a hyphenated word as its words, which match and rank as its phrase does in the documents', async () => {
    const read = (query: string) => readKeyword(t.db, ZEventFilter.parse({ query }));
    expect(await read('Next-Gen summit')).toEqual({
      text: 'Next-Gen summit',
      terms: ['gen', 'next', 'next-gen', 'summit'],
      plain: true,
      query: "'next-gen' & 'next' & 'gen' & 'summit'",
      positive: "'next-gen' & 'next' & 'gen' & 'summit'",
      phrase: false,
    });
    expect(await read('state-of-the-art')).toMatchObject({ plain: true, terms: ['art', 'state', 'state-of-the-art'] });
    // Quoted, with OR or NOT, or a hyphen that is not one word: the documents decide, as before.
    expect(await read('"next-gen summit"')).toMatchObject({ plain: false, phrase: true });
    expect(await read('next-gen or summit')).toMatchObject({ plain: false, phrase: true });
    expect(await read('next-gen -summit')).toMatchObject({ plain: false, phrase: true });
    expect(withoutCompoundPhrases("'a' <-> 'b' & 'c'", ["'a-b' <-> 'a' <-> 'b'"])).toBe("'a' <-> 'b' & 'c'");
    expect(withoutCompoundPhrases("'a-b' <-> 'a' <-> 'b' & 'c'", ["'a-b' <-> 'a' <-> 'b'"])).toBe(
      "'a-b' & 'a' & 'b' & 'c'",
    );
    expect(await fromOf({ query: 'next-gen summit', sortCriteria: 'relevance' })).not.toContain('event_search_text');

    const partner = await createPartnerUser(t.db, { name: 'Hyphen Hosts' });
    const day = (d: number) => ({ startAt: at(`2030-10-0${d}T09:00:00Z`), endAt: at(`2030-10-0${d}T17:00:00Z`) });
    const made = [
      await insertEvent(
        'Nova',
        { ...day(4), name: 'Nova Next-Gen Summit', sectorIds: [ref.sector[0]] },
        [{ priceMinor: 2000, currency: 'USD' }],
        partner.partnerId,
      ),
      // Both parts, never joined: no phrase.
      await insertEvent(
        'Papa',
        { ...day(3), name: 'Papa Next Gen Summit', sectorIds: [ref.sector[0]] },
        [{ priceMinor: 1000, currency: 'USD' }],
        partner.partnerId,
      ),
      // The whole word in the description, its parts again elsewhere.
      await insertEvent(
        'Quebec',
        {
          ...day(2),
          name: 'Quebec Forum',
          description: 'A next-gen summit for the next gen.',
          sectorIds: [ref.sector[1]],
        },
        [{ priceMinor: 3000, currency: 'USD' }],
        partner.partnerId,
      ),
      // The parts in the wrong order.
      await insertEvent(
        'Romeo',
        { ...day(1), name: 'Romeo Gen-Next Summit', sectorIds: [ref.sector[1]] },
        [],
        partner.partnerId,
      ),
    ];
    await refreshEventDerived(t.db, made);
    try {
      expect(sorted(await names({ query: 'next-gen' }))).toEqual(['Nova', 'Quebec']);
      expect(await names({ query: 'Next-Gen summit', sortCriteria: 'relevance' })).toEqual(['Nova', 'Quebec']);
      let compared = 0;
      for (const query of ['next-gen', 'Next-Gen summit', 'next-gen -forum', 'gen-next', '"next gen"'])
        for (const sort of [
          {},
          { sortCriteria: 'relevance' },
          { sortCriteria: 'relevance', sortDirection: 'desc' },
          { sortCriteria: 'price', sortDirection: 'desc' },
        ])
          for (const filter of [{}, { sectorIds: [ref.sector[0]] }]) {
            const body = { query, ...sort, ...filter, pageSize: 3, page: 1 };
            expect({ body, answer: await search(body) }).toEqual({ body, answer: await viaDocuments(body) });
            compared++;
          }
      expect(compared).toBe(40);
    } finally {
      await t.db.delete(ticketTypes).where(sql`${ticketTypes.eventId} in ${made}`);
      await t.db.delete(events).where(sql`${events.id} in ${made}`);
    }
  });

  it('are kept by every write to the documents, word for word', async () => {
    // From event_search_text directly; the score of a plain word by ts_rank against it.
    const fromDocuments = async () =>
      rowsOf<{ event_id: number; lexeme: string; start_at: string; score: number | null }>(
        await t.db.execute(sql`
          select x.event_id, u.lexeme, x.start_at::text, case when u.lexeme ~ '^[a-z0-9]+$' then ts_rank(x.search_vector, to_tsquery('simple', u.lexeme)) end as score
          from event_search_text x, unnest(x.search_vector) u order by 1, 2`),
      );
    const stored = async () =>
      rowsOf<{ event_id: number; lexeme: string; start_at: string; score: number | null }>(
        await t.db.execute(sql`
          select event_id, lexeme, start_at::text, case when lexeme ~ '^[a-z0-9]+$' then score end as score
          from event_search_terms order by 1, 2`),
      );
    const before = await stored();
    expect(before.length).toBeGreaterThan(50);
    expect(before).toEqual(await fromDocuments());

    const partner = await createPartnerUser(t.db, { name: 'Zephyr Hosts' });
    const id = await insertEvent(
      'Zulu',
      { name: 'Zulu Zeppelin Fair', startAt: at('2030-08-01T09:00:00Z'), endAt: at('2030-08-01T17:00:00Z') },
      [],
      partner.partnerId,
    );
    try {
      await refreshEventDerived(t.db, [id]);
      expect(await stored()).toEqual(await fromDocuments());
      expect(await names({ query: 'zeppelin fair' })).toEqual(['Zulu']);

      await t.db.update(events).set({ name: 'Zulu Airship Fair' }).where(eq(events.id, id));
      await refreshEventDerived(t.db, [id]);
      expect(await stored()).toEqual(await fromDocuments());
      expect(await names({ query: 'zeppelin' })).toEqual([]);
      expect(await names({ query: 'airship' })).toEqual(['Zulu']);

      // A new date, with the document as it was; then unpublishing and publishing again.
      await t.db
        .update(events)
        .set({ startAt: at('2030-01-10T11:00:00Z'), endAt: at('2030-08-02T17:00:00Z') })
        .where(eq(events.id, id));
      expect(await stored()).toEqual(await fromDocuments());
      expect(await names({ query: 'airship' })).toEqual([]);
      await t.db
        .update(events)
        .set({ startAt: at('2030-08-02T09:00:00Z') })
        .where(eq(events.id, id));
      await t.db.update(events).set({ published: false }).where(eq(events.id, id));
      expect(await stored()).toEqual(await fromDocuments());
      expect(await names({ query: 'airship' })).toEqual([]);
      await t.db.update(events).set({ published: true }).where(eq(events.id, id));
      expect(await stored()).toEqual(await fromDocuments());
      expect(await names({ query: 'airship' })).toEqual(['Zulu']);
    } finally {
      await t.db.delete(events).where(eq(events.id, id));
    }
    expect(await stored()).toEqual(before);
    expect(await names({ query: 'airship' })).toEqual([]);
  });
});

describe('POST /api/events/filtered: totals past the exact threshold, and the best matches', () => {
  /** The answer with the given limits, as the endpoint builds it. */
  const answerWith = async (body: Record<string, unknown>, limits: SearchLimits, keywordPath?: 'documents') => {
    const filter = ZEventFilter.parse(body);
    const keyword = await readKeyword(t.db, filter);
    const words = keyword ? await wordIdsOf(t.db, keyword) : undefined;
    const [row] = rowsOf<{ body: string }>(
      await t.db.execute(
        searchAnswerStatement(
          filter,
          keyword && (keywordPath ? { ...keyword, plain: false, phrase: true } : keyword),
          NOW,
          null,
          limits,
          { words },
        ),
      ),
    );
    return ZEventSearchResponse.parse(JSON.parse(row.body));
  };
  const made: number[] = [];
  const DAY = 86_400_000;
  const WORDS = ['Orbital Docking', 'Docking Orbital Summit', 'Orbital', 'Docking', 'Orbital Forum'];

  beforeAll(async () => {
    twoFacets = { sectorIds: [ref.sector[0]], attendeeCountryIds: [ref.country[0]] };
    const partner = await createPartnerUser(t.db, { name: 'Perigee Hosts' });
    // 40 events a day apart from 2030-03-01: every other one in sector 0 and country 0 (20 of them),
    // the words in names, taglines and descriptions in turn, so many events tie on each word's score.
    for (let i = 0; i < 40; i++) {
      const start = new Date(Date.parse('2030-03-01T09:00:00Z') + i * DAY);
      made.push(
        await insertEvent(
          `Perigee ${i}`,
          {
            startAt: start,
            endAt: new Date(start.getTime() + 8 * 3_600_000),
            tagline: i % 3 === 0 ? WORDS[i % WORDS.length] : 'A gathering',
            description: i % 4 === 0 ? `${WORDS[(i + 2) % WORDS.length]} workshops.` : 'Talks.',
            sectorIds: i % 2 === 0 ? [ref.sector[0], ref.sector[2]] : [ref.sector[1]],
            attendeeCountryIds: i % 2 === 0 ? [ref.country[0]] : [ref.country[1]],
          },
          [{ priceMinor: 1000 + (i % 5) * 100, currency: 'USD' }],
          partner.partnerId,
        ),
      );
      await t.db
        .update(events)
        .set({ name: `Perigee ${i} ${i % 2 === 0 ? WORDS[i % WORDS.length] : 'Meetup'}` })
        .where(eq(events.id, made[made.length - 1]));
    }
    await refreshEventDerived(t.db, made);
  });
  afterAll(async () => {
    await t.db.delete(ticketTypes).where(sql`${ticketTypes.eventId} in ${made}`);
    await t.db.delete(events).where(sql`${events.id} in ${made}`);
  });

  const EXACT = { exactTotalUpTo: 10_000, bestCandidates: 100 };
  /** Two facets together: counted on the projection, not from per-day totals. */
  let twoFacets: { sectorIds: number[]; attendeeCountryIds: number[] };

  it('counts exactly up to the threshold and says nothing more', async () => {
    const exact = await answerWith(twoFacets, EXACT);
    expect(exact.totalIsEstimate).toBeUndefined();
    const atThreshold = await answerWith(twoFacets, { ...EXACT, exactTotalUpTo: exact.total });
    expect(atThreshold).toEqual(exact);
  });

  it('estimates above it from the first matches in start order, and says so', async () => {
    const exact = await answerWith(twoFacets, EXACT);
    expect(exact.total).toBeGreaterThanOrEqual(20);
    const estimated = await answerWith(twoFacets, { ...EXACT, exactTotalUpTo: 4 });
    expect(estimated.totalIsEstimate).toBe(true);
    // The page is the same; only the total is estimated.
    expect(estimated.events).toEqual(exact.events);
    // The first 5 matches scaled up by the share of public events starting from the first of them to the
    // last of them among all starting from the first, rounded to two significant figures.
    const firstFive = rowsOf<{ start_at: string }>(
      await t.db.execute(
        sql`select start_at::text from ${eventSearch} where ${eventSearch.startAt} > ${NOW.toISOString()}::timestamptz
              and ${eventSearch.sectorIds} && ${`{${ref.sector[0]}}`}::int[] and ${eventSearch.attendeeCountryIds} && ${`{${ref.country[0]}}`}::int[]
            order by ${eventSearch.startAt}, ${eventSearch.eventId} limit 5`,
      ),
    ).map((r) => r.start_at);
    const [{ within, after }] = rowsOf<{ within: number; after: number }>(
      await t.db.execute(
        sql`select count(*) filter (where start_at <= ${firstFive[4]}::timestamptz)::int as within, count(*)::int as after
            from ${eventSearch} where start_at >= ${firstFive[0]}::timestamptz`,
      ),
    );
    const scaled = (5 * after) / within;
    const digits = 1 - Math.floor(Math.log10(scaled));
    expect(estimated.total).toBe(Math.max(5, Math.round(scaled * 10 ** digits) / 10 ** digits));
    // Matches spread over the calendar like the events: the estimate is close to the count.
    expect(estimated.total).toBeGreaterThanOrEqual(exact.total * 0.7);
    expect(estimated.total).toBeLessThanOrEqual(exact.total * 1.5);
  });

  it('counts the events starting between twice per estimate: up to the last match read, and up to the latest', async () => {
    const filter = ZEventFilter.parse(twoFacets);
    const calls = await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local track_functions = 'all'`);
      const [row] = rowsOf<{ body: string }>(
        await tx.execute(searchAnswerStatement(filter, null, NOW, null, { ...EXACT, exactTotalUpTo: 4 })),
      );
      expect(JSON.parse(row.body).totalIsEstimate).toBe(true);
      const [{ n }] = rowsOf<{ n: number }>(
        await tx.execute(
          sql`select pg_stat_get_xact_function_calls('event_search_starting_between(timestamptz, timestamptz)'::regprocedure)::int as n`,
        ),
      );
      return n;
    });
    expect(calls).toBe(2);
  });

  it('scales only up to the latest start a date range allows', async () => {
    const window = { ...twoFacets, maxDate: '2030-03-20' };
    const exact = await answerWith(window, EXACT);
    const estimated = await answerWith(window, { ...EXACT, exactTotalUpTo: 4 });
    expect(estimated.totalIsEstimate).toBe(true);
    expect(estimated.total).toBeLessThanOrEqual(exact.total * 1.5);
    expect(estimated.total).toBeGreaterThanOrEqual(5);
  });

  it('estimates keyword totals of plain words and phrases alike, in every sort', async () => {
    for (const query of ['orbital docking', '"orbital docking"'])
      for (const sortCriteria of ['date', 'relevance']) {
        const exact = await answerWith({ query, sortCriteria }, EXACT);
        expect(exact.total).toBeGreaterThan(5);
        expect(exact.totalIsEstimate).toBeUndefined();
        const estimated = await answerWith({ query, sortCriteria }, { ...EXACT, exactTotalUpTo: 3 });
        expect(estimated.totalIsEstimate).toBe(true);
        expect(estimated.events).toEqual(exact.events);
      }
  });

  it('serves the date page from the first matches as from the index, on every page', async () => {
    for (const page of [1, 2, 3, 4]) {
      const body = { ...twoFacets, page, pageSize: 3 };
      expect((await answerWith(body, { ...EXACT, exactTotalUpTo: 5 })).events).toEqual(
        (await answerWith(body, EXACT)).events,
      );
    }
  });

  it('finds the best matches of plain words from their best scores as ranking every match does, however few candidates it reads', async () => {
    let compared = 0;
    for (const query of ['orbital', 'docking', 'orbital docking', 'summit docking', 'forum orbital']) {
      for (const sortDirection of ['asc', 'desc']) {
        for (const filter of [{}, { sectorIds: [ref.sector[2]] }, { maxPrice: 12 }]) {
          for (const page of [1, 2, 3]) {
            const body = { query, sortCriteria: 'relevance', sortDirection, ...filter, page, pageSize: 4 };
            // Ranking every match, through the documents.
            const every = await answerWith(body, EXACT, 'documents');
            // From each word's best scores, with few or many candidates; level by level, with few or
            // enough combinations of levels.
            const ways: (SearchLimits & { way: string })[] = [
              ...[1, 2, 3, 7, 100].map((bestCandidates) => ({
                way: `best scores, ${bestCandidates}`,
                exactTotalUpTo: 10_000,
                bestCandidates,
                bestFromScores: true,
              })),
              ...[1, 2, 12].map((levelWalkSteps) => ({
                way: `levels, ${levelWalkSteps}`,
                exactTotalUpTo: 10_000,
                bestCandidates: 100,
                levelWalkSteps,
              })),
              // Every match collected and none ranked at once: the level walk keeps those collected.
              ...[1, 12].map((levelWalkSteps) => ({
                way: `levels among the collected, ${levelWalkSteps}`,
                exactTotalUpTo: 10_000,
                bestCandidates: 100,
                levelWalkSteps,
                rankedUpTo: 0,
              })),
            ];
            for (const { way, ...limits } of ways) {
              const best = await answerWith(body, limits);
              expect({ query, sortDirection, filter, page, way, events: best.events }).toEqual({
                query,
                sortDirection,
                filter,
                page,
                way,
                events: every.events,
              });
              if (every.events.length > 1) compared++;
            }
          }
        }
      }
    }
    expect(compared).toBeGreaterThan(200);
  });
});

describe('event_search_starting_between: events starting between two instants, for estimated totals', () => {
  const made: number[] = [];
  // Starts either side of hour and midnight boundaries, several in one hour.
  const STARTS = [
    '2031-05-01T22:59:59.999Z',
    '2031-05-01T23:00:00.000Z',
    '2031-05-01T23:30:00.000Z',
    '2031-05-01T23:59:59.999Z',
    '2031-05-02T00:00:00.000Z',
    '2031-05-02T00:00:00.001Z',
    '2031-05-02T01:15:00.000Z',
    '2031-05-03T12:00:00.000Z',
    '2031-05-05T00:00:00.000Z',
  ];
  beforeAll(async () => {
    const partner = await createPartnerUser(t.db, { name: 'Boundary Events' });
    for (const [i, start] of STARTS.entries())
      made.push(
        await insertEvent(
          `Boundary ${i}`,
          { startAt: at(start), endAt: at('2031-06-01T00:00:00Z') },
          [],
          partner.partnerId,
        ),
      );
  });
  afterAll(async () => {
    await t.db.delete(events).where(sql`${events.id} in ${made}`);
  });

  /** Per-hour totals as stored, and as a count of the projection: they must be the same rows. */
  const hours = async () => {
    const [row] = rowsOf<{ stored: unknown; counted: unknown }>(
      await t.db.execute(sql`select
        (select coalesce(json_agg(json_build_array(hour, events) order by hour), '[]') from event_search_hours where events <> 0) as stored,
        (select coalesce(json_agg(json_build_array(hour, events) order by hour), '[]') from (
          select date_trunc('hour', start_at, 'UTC') as hour, count(*)::int as events from event_search group by 1) c) as counted`),
    );
    return row;
  };

  it('counts as the start index does across part hours, whole hours and whole days, in any session time zone', async () => {
    const instants = [
      ...STARTS,
      '2031-05-01T00:00:00.000Z',
      '2031-05-01T23:15:00.000Z',
      '2031-05-02T00:30:00.000Z',
      '2031-05-02T23:59:59.999Z',
      '2031-05-04T07:07:07.007Z',
      '2031-05-05T00:00:00.000Z',
      '2031-06-30T00:00:00.000Z',
    ].flatMap((iso) => [iso, new Date(Date.parse(iso) - 1).toISOString(), new Date(Date.parse(iso) + 1).toISOString()]);
    const bounds = [...new Set(instants)].sort();
    // Every pair (lo <= hi) and each lo up to 'infinity'; answered by the function and by a count.
    const compare = sql`select lo, hi, event_search_starting_between(lo, hi)::int as between,
        (select count(*)::int from event_search where start_at > lo and start_at <= hi) as counted
      from unnest(${`{${bounds.join(',')}}`}::timestamptz[]) lo
      cross join unnest(${`{${[...bounds, 'infinity'].join(',')}}`}::timestamptz[]) hi where hi >= lo`;
    for (const zone of ['UTC', 'Pacific/Chatham', 'America/St_Johns']) {
      const rows = await t.db.transaction(async (tx) => {
        await tx.execute(sql.raw(`set local time zone '${zone}'`));
        return rowsOf<{ lo: string; hi: string; between: number; counted: number }>(await tx.execute(compare));
      });
      expect(rows.length).toBeGreaterThan(500);
      expect(rows.filter((r) => r.between !== r.counted)).toEqual([]);
      // The fixture's own events are among what is counted, so the comparison is not of zeros.
      expect(rows.some((r) => r.counted >= STARTS.length)).toBe(true);
    }
  });

  it('keeps the per-hour totals with every write to the projection', async () => {
    let now = await hours();
    expect(now.stored).toEqual(now.counted);
    const [first] = made;
    await t.db
      .update(events)
      .set({ startAt: at('2031-05-09T05:45:00Z') })
      .where(eq(events.id, first));
    now = await hours();
    expect(now.stored).toEqual(now.counted);
    expect(JSON.stringify(now.stored)).toContain('2031-05-09T05:00:00');
    await t.db.update(events).set({ published: false }).where(eq(events.id, first));
    now = await hours();
    expect(now.stored).toEqual(now.counted);
    expect(JSON.stringify(now.stored)).not.toContain('2031-05-09T05:00:00');
    await t.db.update(events).set({ published: true }).where(eq(events.id, first));
    await t.db.delete(events).where(eq(events.id, made[1]));
    now = await hours();
    expect(now.stored).toEqual(now.counted);
  });
});

describe('the search projection sweep', () => {
  it('drops events that have started and leaves every answer as it was', async () => {
    const projected = async () =>
      (await t.db.select({ id: eventSearch.eventId }).from(eventSearch)).map((r) => nameOf(r.id)).sort();
    t.clock.now = at('2030-02-15T00:00:00Z');
    try {
      const before = await search({ pageSize: 100 });
      const beforeKeyword = await search({ query: 'payments summit', sortCriteria: 'relevance' });
      expect(await pruneStartedEvents(t.db, t.clock.now)).toBe(3);
      expect(await projected()).toEqual(['Alpha', 'Charlie', 'Echo']);
      expect(
        (await t.db.select({ id: eventSearchText.eventId }).from(eventSearchText)).map((r) => nameOf(r.id)).sort(),
      ).toEqual(['Alpha', 'Charlie', 'Echo']);
      expect(await search({ pageSize: 100 })).toEqual(before);
      expect(await search({ query: 'payments summit', sortCriteria: 'relevance' })).toEqual(beforeKeyword);
      expect(await pruneStartedEvents(t.db, t.clock.now)).toBe(0);
    } finally {
      t.clock.now = NOW;
      // Any write to an event puts it back in the projection.
      await t.db.update(events).set({ status: sql`${events.status}` });
    }
    expect(await projected()).toEqual(['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo', 'Past']);
    expect(await names({})).toEqual(['Delta', 'Bravo', 'Alpha', 'Charlie', 'Echo']);
  });

  it('keeps an event that has started out of the projection when it is written to (a rating, say)', async () => {
    const inProjection = async () =>
      (await t.db.select({ id: eventSearch.eventId }).from(eventSearch).where(eq(eventSearch.eventId, ids.Echo)))
        .length === 1 &&
      (
        await t.db
          .select({ id: eventSearchText.eventId })
          .from(eventSearchText)
          .where(eq(eventSearchText.eventId, ids.Echo))
      ).length === 1;
    const [echo] = await t.db.select().from(events).where(eq(events.id, ids.Echo));
    expect(await inProjection()).toBe(true);
    try {
      // Started by the database's clock: the write takes it out; later writes leave it out.
      const startAt = new Date(Date.now() - 10 * 86_400_000);
      await t.db
        .update(events)
        .set({ startAt, endAt: new Date(startAt.getTime() + 86_400_000) })
        .where(eq(events.id, ids.Echo));
      expect(await inProjection()).toBe(false);
      await t.db.update(events).set({ ratingAverage: 8.5 }).where(eq(events.id, ids.Echo));
      expect(await inProjection()).toBe(false);
    } finally {
      await t.db
        .update(events)
        .set({ startAt: echo.startAt, endAt: echo.endAt, ratingAverage: echo.ratingAverage })
        .where(eq(events.id, ids.Echo));
    }
    // Moved back to its future start, it is searched again.
    expect(await inProjection()).toBe(true);
  });

  it('leaves the projection’s rows as they are when a write changes nothing they hold, and logs no change', async () => {
    // The row versions (xmin) of Echo's projection and document, and the changes logged for it.
    const state = async () =>
      rowsOf<{ search: string; text: string; logged: number }>(
        await t.db.execute(sql`select (select xmin::text from event_search where event_id = ${ids.Echo}) as search,
          (select xmin::text from event_search_text where event_id = ${ids.Echo}) as text,
          (select count(*)::int from event_search_changes where event_id = ${ids.Echo}) as logged`),
      )[0];
    const [echo] = await t.db.select().from(events).where(eq(events.id, ids.Echo));
    const before = await state();
    // The update time and the tagline are not in the projection (the document is made from the tagline later).
    await t.db
      .update(events)
      .set({ updatedAt: new Date(), tagline: `${echo.tagline ?? ''} again` })
      .where(eq(events.id, ids.Echo));
    expect(await state()).toEqual(before);
    try {
      // A price it holds: its row is written and the change logged; its document, unchanged, is not.
      await t.db
        .update(events)
        .set({ minTicketPriceMinor: (echo.minTicketPriceMinor ?? 0) + 1 })
        .where(eq(events.id, ids.Echo));
      const after = await state();
      expect(after.search).not.toBe(before.search);
      expect(after.text).toBe(before.text);
      expect(after.logged).toBe(before.logged + 1);
    } finally {
      await t.db
        .update(events)
        .set({ minTicketPriceMinor: echo.minTicketPriceMinor, tagline: echo.tagline })
        .where(eq(events.id, ids.Echo));
    }
  });

  it('runs as a background worker, sweeping when it starts', async () => {
    const worker = await runBackgroundWork(
      t,
      [searchPruneWorkerFactory],
      workerDepsFor(t, { now: () => at('2030-03-02T00:00:00Z') }),
    );
    try {
      const searched = await readUntil(
        async () => (await t.db.select({ id: eventSearch.eventId }).from(eventSearch)).map((r) => nameOf(r.id)).sort(),
        (names) => names.length === 2,
      );
      expect(searched).toEqual(['Charlie', 'Echo']);
    } finally {
      await worker.stop();
      await t.db.update(events).set({ status: sql`${events.status}` });
    }
  });
});

describe('POST /api/events/filtered: validation', () => {
  const post = (body: unknown) =>
    request(t.app)
      .post('/api/events/filtered')
      .send(body as object);

  it('rejects a value of the wrong type with a message on the field', async () => {
    const res = await post({ sectorIds: 'tech' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION');
    expect(typeof res.body.fields.sectorIds).toBe('string');
    const page = await post({ page: '2' });
    expect(page.status).toBe(400);
    expect(page.body.fields.page).toEqual(expect.any(String));
    const price = await post({ minPrice: -5 });
    expect(price.status).toBe(400);
    expect(price.body.fields.minPrice).toBe('Price must be non-negative');
  });

  it('rejects an unknown sort or direction', async () => {
    const res = await post({ sortCriteria: 'popularity' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      error: 'Please select a valid option',
      fields: { sortCriteria: 'Please select a valid option' },
    });
    expect((await post({ sortDirection: 'up' })).status).toBe(400);
  });

  it('rejects a minimum price above the maximum', async () => {
    const res = await post({ minPrice: 50, maxPrice: 10 });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ maxPrice: 'Maximum price must be greater than or equal to minimum price' });
  });

  it('rejects an end date before the start date, and impossible dates', async () => {
    const res = await post({ minDate: '2030-02-01', maxDate: '2030-01-31' });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ maxDate: 'End date must be on or after start date' });
    expect((await post({ minDate: '2030-02-30' })).status).toBe(400);
  });

  it('bounds the page, the page size and the dates, with a message on the field instead of a database error', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ page: 3_000_000_000 }, 'page', 'Page must be a whole number from 1 to 10000'],
      [{ page: 10_001, pageSize: 1 }, 'page', 'Page must be a whole number from 1 to 10000'],
      [{ page: 1.5 }, 'page', 'Page must be a whole number from 1 to 10000'],
      // No sort is paged past its first 10,000 results, whatever the page size.
      [
        { page: 1000, pageSize: 100 },
        'page',
        'Only the first 10000 results can be paged through: page × page size must be at most 10000',
      ],
      [
        { page: 501 },
        'page',
        'Only the first 10000 results can be paged through: page × page size must be at most 10000',
      ],
      [{ pageSize: 0 }, 'pageSize', 'Page size must be a whole number from 1 to 100'],
      [{ minDate: '0000-01-01' }, 'minDate', 'Dates must be between 2000-01-01 and 2199-12-31'],
      [{ maxDate: '9999-12-31' }, 'maxDate', 'Dates must be between 2000-01-01 and 2199-12-31'],
      [{ minDate: '1999-12-31T23:59:59Z' }, 'minDate', 'Dates must be between 2000-01-01 and 2199-12-31'],
      [{ maxDate: 'tomorrow' }, 'maxDate', 'Please enter a date as YYYY-MM-DD or an ISO date-time'],
    ];
    for (const [body, field, message] of cases) {
      const res = await post(body);
      expect([JSON.stringify(body), res.status]).toEqual([JSON.stringify(body), 400]);
      expect(res.body.fields).toEqual({ [field]: message });
    }
    // The deepest pages there can be, and the widest dates, are answered.
    expect((await post({ page: 100, pageSize: 100 })).body).toMatchObject({ events: [], total: 5, page: 100 });
    expect((await post({ page: 10_000, pageSize: 1, sortCriteria: 'date' })).body).toMatchObject({
      events: [],
      total: 5,
      page: 10_000,
    });
    expect((await post({ minDate: '2000-01-01', maxDate: '2199-12-31' })).body.total).toBe(5);
  });

  it('rejects unknown keys, so a typo never silently widens a search', async () => {
    const res = await post({ sectors: [1] });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION');
    expect(res.body.error).toMatch(/sectors/);
  });

  it('rejects page sizes out of bounds and malformed JSON', async () => {
    expect((await post({ pageSize: 101 })).status).toBe(400);
    expect((await post({ page: 0 })).status).toBe(400);
    const malformed = await request(t.app)
      .post('/api/events/filtered')
      .set('Content-Type', 'application/json')
      .send('{"query": ');
    expect(malformed.status).toBe(400);
    expect(malformed.body.error).toBe('Malformed JSON in request body');
  });

  it('refuses a zero byte in the keyword with a message on the field, not a database error', async () => {
    for (const query of ['pay\u0000ments', '\u0000']) {
      const res = await post({ query, sortCriteria: 'relevance' });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION', fields: { query: MESSAGES.zeroByte } });
    }
    // The search still answers afterwards.
    expect(await names({})).toHaveLength(5);
  });

  it('takes any keyword text safely', async () => {
    for (const query of ["'; drop table events; --", '!!! & | :*', '"unterminated', 'a'.repeat(200)]) {
      const res = await request(t.app).post('/api/events/filtered').send({ query, sortCriteria: 'relevance' });
      expect(res.status).toBe(200);
    }
    expect(await names({})).toHaveLength(5);
  });
});
