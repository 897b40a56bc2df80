// The search's equivalence test: thousands of random requests (the benchmark's generator,
// apps/api/testing/search-combinations.ts, seeded so a failure repeats) answered by the product's path
// (`searchAnswer`: the plan, the per-request strategies, the counted or estimated total) and by a plain
// reference query written here from docs/search.md alone, on a random catalogue of 1,200 events. Every
// page's ids must come in the same order, and every exact total must be the count.
import { sql, type SQL } from 'drizzle-orm';
import { RANKING_WEIGHTS, toMinor, ZEventFilter, type TEventFilter, type TEventFilterInput } from '@pavilion/domain';
import { rowsOf } from '../../db/raw-sql';
import { SECTOR_PROFILES } from '../../seed/data/demo-content';
import { Random } from '../../seed/data/prng';
import { personSectors } from '../../db/schema';
import { createAttendee, createPartnerUser, useTestContext } from '@pavilion/api-testing/harness';
import {
  loadCatalogue,
  randomRequest,
  type Catalogue,
  type RequestShape,
} from '@pavilion/api-testing/search-combinations';
import { refreshEventDerived } from '../events';
import { computeRankFactors } from '../ranking';
import { ProjectionCopy } from './in-memory';
import {
  COLLECT_UP_TO,
  DEFAULT_SEARCH_LIMITS,
  searchAnswer,
  searchAnswerInMemory,
  WALK_ENTRIES,
  type SearchLimits,
} from './read-model';
import { forgetTokenShares } from './token-shares';
import type { Taste } from './plan';

// A fixed clock; the catalogue starts a few weeks before it (events that have started) and runs 18 months on.
const NOW = new Date('2030-01-10T12:00:00.000Z');
const TODAY = Date.parse('2030-01-10T00:00:00.000Z');
const DAY_MS = 86_400_000;
const SEED = 37;
/**
 * Events seeded, about two thirds of them public and upcoming: as many as keep the file near 30 s on
 * PGlite with 3,000 requests on a busy 2-core machine (2,000 events took a minute there).
 */
const EVENTS = 1200;
/** Requests compared with the default limits, and with other limits (best matches from scores, low thresholds, walks bounded at a few entries). */
const REQUESTS = 2400;
const LIMITED_REQUESTS = 600;
const BOUNDED_REQUESTS = 400;
/** Requests compared from a copy refreshed in the background, a write before every third. */
const DISTURBED_REQUESTS = 450;
/** Small pages, so pages 2 and 3 are reached in a small catalogue. */
const PAGE_SIZE = 10;

const t = useTestContext();

let catalogue: Catalogue;
/** A signed-in reader with two sectors and a country in their profile, which the recommended sort reads. */
let reader: { personId: number; taste: Taste };

// Words of names, taglines and descriptions: the adjectives and kinds are shared by many events, the
// themes by fewer, the rare words by a handful, so a keyword matches many events or few.
const ADJECTIVES = ['Global', 'International', 'Annual', 'Future of', 'Next-Gen', 'Executive', 'Regional', 'World'];
const KINDS = ['Summit', 'Forum', 'Expo', 'Congress', 'Conference', 'Meetup', 'Trade Fair', 'Workshop'];
const RARE = ['Orbital', 'Tidal', 'Quasar', 'Lantern', 'Glacier', 'Mosaic', 'Falcon', 'Prism'];
const SENTENCES = [
  'The exhibition floor brings together established suppliers and start-ups.',
  'Structured networking connects buyers with the right vendors.',
  'Every session is recorded and available to attendees after the event.',
  'Speakers include chief executives, regulators and independent analysts.',
  'A dedicated innovation zone showcases products launching this year.',
  'Workshops are limited in size so that every participant can take part.',
];
const PARTNER_NAMES = ['Meridian Gatherings', 'Northwind Events', 'Summit Media', 'Atlas Exhibitions', 'Orbital Live'];
/** Start times: a few per day, so many events start on the same instant and ties are ordered by id. */
const START_HOURS = [9, 9, 9, 10, 14, 18.5];
/** The zones of events without a venue (a venue's zone is its own): the date filter reads local days. */
const ZONES = ['UTC', 'America/New_York', 'Asia/Tokyo', 'Pacific/Kiritimati', 'Pacific/Pago_Pago'];
/** Round prices repeat, so the price sort has ties too. */
const PRICES = [0, 1000, 2500, 5000, 5000, 9900, 15000, 25000, 49900, 100000];

interface Options {
  sectors: { id: number; name: string; subtypes: number[] }[];
  lists: Record<string, { id: number; name: string }[]>;
  countries: number[];
  venues: number[];
}

async function loadOptions(): Promise<Options> {
  const rows = async <T>(query: SQL) => rowsOf<T>(await t.db.execute(query));
  const sectors = await rows<{ id: number; name: string; subtypes: number[] }>(
    sql`select s.id, s.name, coalesce((select array_agg(st.id order by st.id) from sector_subtypes st where st.sector_id = s.id), '{}') as subtypes
        from sectors s where not s.archived order by s.position, s.id`,
  );
  const lists: Options['lists'] = {};
  for (const o of await rows<{ id: number; name: string; list: string }>(
    sql`select id, name, list from option_items where not archived order by list, position, id`,
  ))
    (lists[o.list] ??= []).push({ id: o.id, name: o.name });
  return {
    sectors,
    lists,
    countries: (await rows<{ id: number }>(sql`select id from countries order by id`)).map((r) => r.id),
    venues: (await rows<{ id: number }>(sql`select id from places where kind = 'venue' order by id`)).map((r) => r.id),
  };
}

/** The first items far more often than the last (popular sectors, big countries, busy venues). */
const skewed = <T>(rng: Random, items: readonly T[]) => items[Math.floor(items.length * rng.float() ** 2)];
const skewedSome = <T>(rng: Random, items: readonly T[], n: number) => [
  ...new Set(Array.from({ length: n }, () => skewed(rng, items))),
];
const ids = (items: { id: number }[]) => items.map((item) => item.id);

/** The catalogue: partners (one of them not approved) with a free and a strict policy, events and their ticket types. */
async function seedCatalogue() {
  const options = await loadOptions();
  const partners = [];
  for (const [i, name] of PARTNER_NAMES.entries()) {
    const partner = await createPartnerUser(t.db, { name, currentVettingStatus: i === 4 ? 'PENDING' : 'APPROVED' });
    const [policies] = rowsOf<{ free: number; strict: number }>(
      await t.db.execute(sql`with p as (
          insert into cancellation_policies (partner_id, name, free_cancellation)
          values (${partner.partnerId}, 'Free until the day before', true), (${partner.partnerId}, 'Strict', false)
          returning id, free_cancellation)
        select (select id from p where free_cancellation) as free, (select id from p where not free_cancellation) as strict`),
    );
    partners.push({ id: partner.partnerId, ...policies });
  }
  const lists = options.lists;
  const events = [];
  const tickets = [];
  for (let n = 0; n < EVENTS; n++) {
    const rng = Random.derive(SEED, `event:${n}`);
    const sectors = skewedSome(rng, options.sectors, rng.int(1, 3));
    const profile = SECTOR_PROFILES[sectors[0].name];
    const theme = profile ? rng.pick(profile.themes)[0] : sectors[0].name;
    const topic = profile ? rng.pick(profile.topics) : sectors[0].name;
    const venue = rng.chance(0.8) ? skewed(rng, options.venues) : null;
    // From three weeks before the clock's day (started: never shown) to 18 months after it.
    const start = new Date(TODAY + rng.int(-20, 540) * DAY_MS + rng.pick(START_HOURS) * 3_600_000);
    const end = new Date(start.getTime() + rng.int(0, 3) * DAY_MS + rng.int(2, 9) * 3_600_000);
    const currency = rng.pickWeighted([
      ['USD', 45],
      ['EUR', 25],
      ['GBP', 22],
      ['JPY', 8],
    ] as const);
    const partner = rng.pick(partners);
    const rating = rng.chance(0.4) ? null : Math.round(rng.float() * 1000) / 100;
    const rare = rng.chance(0.03) ? ` ${rng.pick(RARE)}` : '';
    const url = `https://example.com/e/${n}`;
    events.push({
      partner_id: partner.id,
      name: `${rng.pick(ADJECTIVES)} ${theme}${rare} ${rng.pick(KINDS)} ${start.getUTCFullYear()}`,
      tagline: `${topic}${rng.chance(0.3) ? ` with ${rng.pick(ADJECTIVES).toLowerCase()} leaders` : ''}`.slice(0, 95),
      description: [`${topic}.`, ...rng.sample(SENTENCES, rng.int(0, 3)), rng.chance(0.05) ? rng.pick(RARE) : '']
        .join(' ')
        .trim(),
      website_url: url,
      event_type_id: rng.chance(0.95) ? rng.pick(lists.eventTypes).id : null,
      attendance_type: rng.pickWeighted([
        [1, 60],
        [2, 15],
        [3, 25],
      ] as const),
      start_at: start.toISOString(),
      end_at: end.toISOString(),
      duration_id: 1, // refreshEventDerived counts the days in the event's zone
      venue_id: venue,
      time_zone: rng.pick(ZONES),
      event_size_id: rng.chance(0.85) ? rng.pick(lists.eventSizes).id : null,
      event_size_metric: rng.chance(0.75) ? 'sqm' : 'sqft',
      num_attendees_id: rng.chance(0.9) ? rng.pick(lists.numAttendees).id : null,
      num_exhibitors_id: rng.chance(0.9) ? rng.pick(lists.numExhibitors).id : null,
      sector_ids: ids(sectors),
      sector_subtype_ids: sectors.flatMap((s) => rng.sample(s.subtypes, rng.int(0, 4))),
      audience_ids: ids(rng.sample(lists.audiences, rng.int(0, 3))),
      attendee_job_title_ids: ids(rng.sample(lists.jobTitles, rng.int(0, 8))),
      attendee_class_ids: ids(rng.sample(lists.attendeeClasses, rng.int(0, 3))),
      attendee_designation_ids: ids(rng.sample(lists.designations, rng.int(0, 2))),
      attendee_country_ids: skewedSome(rng, options.countries.slice(0, 40), rng.int(0, 10)),
      exhibitor_type_ids: ids(rng.sample(lists.exhibitorTypes, rng.int(0, 4))),
      exhibitor_country_ids: skewedSome(rng, options.countries.slice(0, 40), rng.int(0, 8)),
      ticket_currency: currency,
      // Not visible: pending, rejected, unpublished, cancelled, the unapproved partner's, and those that
      // started before the clock (the first three weeks).
      status: rng.pickWeighted([
        ['APPROVED', 90],
        ['PENDING', 6],
        ['REJECTED', 4],
      ] as const),
      published: rng.chance(0.96),
      cancelled_at: rng.chance(0.02) ? NOW.toISOString() : null,
      rating_average: rating,
      review_count: rating === null ? 0 : rng.int(1, 30),
    });
    const count = rng.chance(0.08) ? 0 : rng.int(1, 3);
    const unit = currency === 'JPY' ? 0.01 : 1;
    for (let i = 0; i < count; i++)
      tickets.push({
        url,
        name: `Ticket ${i + 1}`,
        price_minor: Math.round(rng.pick(PRICES) * unit),
        currency,
        quantity: 100,
        cancellation_policy_id: rng.pickWeighted([
          [partner.free, 30],
          [partner.strict, 40],
          [null, 30],
        ] as const),
        position: i,
      });
  }
  const columns = sql.raw(Object.keys(events[0]).join(', '));
  const inserted = rowsOf<{ id: number; website_url: string }>(
    await t.db.execute(
      sql`insert into events (${columns}) select ${columns} from json_populate_recordset(null::events, ${JSON.stringify(events)}::json) returning id, website_url`,
    ),
  );
  // Each event's id by its address (the order rows come back in is not promised).
  const idOf = new Map(inserted.map((r) => [r.website_url, r.id]));
  const eventIds = inserted.map((r) => r.id);
  const withIds = tickets.map(({ url, ...ticket }) => ({ ...ticket, event_id: idOf.get(url)! }));
  const ticketColumns = sql.raw(Object.keys(withIds[0]).join(', '));
  await t.db.execute(
    sql`insert into ticket_types (${ticketColumns}) select ${ticketColumns} from json_populate_recordset(null::ticket_types, ${JSON.stringify(withIds)}::json)`,
  );
  await refreshEventDerived(t.db, eventIds);

  // Page views and card clicks for about half the events in the ranking's window, few of them so
  // scores repeat (ties): the ranking worker's round scores them and copies the scores to the search.
  const ranks = Random.derive(SEED, 'ranking');
  const viewed = eventIds.filter(() => ranks.chance(0.5));
  const day = (daysAgo: number) => new Date(TODAY - daysAgo * DAY_MS).toISOString().slice(0, 10);
  const counts = (max: number) =>
    viewed.map((id) => ({ event_id: id, day: day(ranks.int(0, 20)), n: ranks.int(1, max), partner: 0 }));
  const views = counts(3);
  await t.db.execute(sql`insert into event_view_days (event_id, day, partner_id, views)
    select v.event_id, v.day, e.partner_id, v.n from json_populate_recordset(null::record, ${JSON.stringify(views)}::json)
      as v(event_id int, day date, n int, partner int) join events e on e.id = v.event_id`);
  const clicks = counts(2).filter(() => ranks.chance(0.5));
  await t.db.execute(sql`insert into event_click_days (event_id, day, clicks)
    select v.event_id, v.day, v.n from json_populate_recordset(null::record, ${JSON.stringify(clicks)}::json)
      as v(event_id int, day date, n int, partner int)`);
  await computeRankFactors(t.db, NOW);
}

/** The ids of the projection's upcoming events, and of the events that are public and upcoming by their own columns. */
async function visibleEvents() {
  const [row] = rowsOf<{ projected: number[]; public: number[] }>(
    await t.db.execute(sql`select
      (select coalesce(array_agg(event_id order by event_id), '{}') from event_search where start_at > ${NOW.toISOString()}::timestamptz) as projected,
      (select coalesce(array_agg(id order by id), '{}') from events
        where status = 'APPROVED' and published and partner_approved and cancelled_at is null
          and start_at > ${NOW.toISOString()}::timestamptz) as public`),
  );
  return row;
}

const intList = (values: readonly number[]) => sql`${`{${values.join(',')}}`}::int[]`;

/**
 * The words a keyword is ranked by (docs/search.md, relevance): every word of `websearch_to_tsquery`
 * that is not negated (`querytree`), each once, sorted; null when the keyword is only stop words
 * (ignored). The lexemes are read from querytree's text form, where each is quoted ('' is a quote).
 */
async function keywordTerms(text: string): Promise<string[] | null> {
  const [row] = rowsOf<{ positive: string; nodes: number }>(
    await t.db.execute(
      sql`select querytree(q)::text as positive, numnode(q) as nodes from websearch_to_tsquery('english', ${text}) q`,
    ),
  );
  if (row.nodes === 0) return null;
  const lexemes = [...row.positive.matchAll(/'((?:[^'\\]|''|\\.)*)'/g)].map(([, quoted]) =>
    quoted.replace(/''/g, "'").replace(/\\(.)/g, '$1'),
  );
  return [...new Set(lexemes)].sort();
}

/**
 * The reference: the search as docs/search.md words it, in one plain query on the projection (and the
 * documents for a keyword), every filter the simplest way, every match ranked and counted.
 */
async function reference(filter: TEventFilter, taste: Taste | null): Promise<{ ids: number[]; total: number }> {
  const text = filter.query?.trim() ?? '';
  const terms = text ? await keywordTerms(text) : null;
  const where: SQL[] = [sql`s.start_at > ${NOW.toISOString()}::timestamptz`];
  if (terms) where.push(sql`x.search_vector @@ websearch_to_tsquery('english', ${text})`);
  // The event's own days (in its zone, as the projection keeps them) overlap [minDate, maxDate]: see
  // docs/decisions/0146-search-reads-days-in-the-events-time-zone.md, "Search reads days in the event's time zone" (the filter table of docs/search.md
  // still says UTC days, which answers differently for events far from UTC).
  if (filter.minDate) where.push(sql`s.end_day >= ${filter.minDate}::date`);
  if (filter.maxDate) where.push(sql`s.start_day <= ${filter.maxDate}::date`);
  const anyOf = (column: string, values: readonly number[] | undefined) => {
    if (values?.length) where.push(sql`${sql.identifier(column)} = any(${intList(values)})`);
  };
  anyOf('attendance_type', filter.attendanceTypeIds);
  anyOf('event_type_id', filter.eventTypeIds);
  anyOf('duration_id', filter.eventDurationIds);
  anyOf('num_attendees_id', filter.numAttendeesIds);
  anyOf('num_exhibitors_id', filter.numExhibitorsIds);
  if (filter.eventSizeIds?.length) {
    anyOf('event_size_id', filter.eventSizeIds);
    where.push(sql`s.event_size_metric = ${filter.eventSizeMetric}`);
  }
  if (filter.minPrice !== undefined || filter.maxPrice !== undefined) {
    where.push(sql`s.ticket_currency = ${filter.ticketCurrency}`);
    if (filter.minPrice !== undefined)
      where.push(sql`s.min_ticket_price_minor >= ${toMinor(filter.minPrice, filter.ticketCurrency)}`);
    if (filter.maxPrice !== undefined)
      where.push(sql`s.min_ticket_price_minor <= ${toMinor(filter.maxPrice, filter.ticketCurrency)}`);
  }
  if (filter.minRating !== undefined) where.push(sql`s.rating_half_stars >= ${filter.minRating * 2}`);
  if (filter.locationId !== undefined)
    where.push(sql`(s.venue_id = ${filter.locationId} or s.city_id = ${filter.locationId})`);
  const overlaps = {
    sector_ids: filter.sectorIds,
    sector_subtype_ids: filter.sectorSubtypeIds,
    attendee_country_ids: filter.attendeeCountryIds,
    exhibitor_country_ids: filter.exhibitorCountryIds,
    attendee_job_title_ids: filter.attendeeJobTitleIds,
    exhibitor_type_ids: filter.exhibitorTypeIds,
    attendee_class_ids: filter.attendeeClassIds,
    audience_ids: filter.audienceIds,
  };
  for (const [column, values] of Object.entries(overlaps))
    if (values?.length) where.push(sql`s.${sql.identifier(column)} && ${intList(values)}`);
  if (filter.cancellationPolicyIds?.includes('free-cancellation')) where.push(sql`s.free_cancellation`);

  // Relevance: each word's ts_rank against that word alone, added as float8 in the order of the sorted words.
  const rank = terms?.length
    ? sql.join(
        terms.map((term) => sql`ts_rank(x.search_vector, event_search_term_query(${term}))::float8`),
        sql` + `,
      )
    : sql`0::float8`;
  // Recommended: the ranking's score, plus what a signed-in reader's sectors and country add.
  const yours = taste
    ? sql`(case when s.sector_ids && ${intList(taste.sectorIds)} then ${RANKING_WEIGHTS.yourSectors}::float8 else 0::float8 end
        + case when ${taste.countryId}::int = any(s.attendee_country_ids) then ${RANKING_WEIGHTS.yourCountry}::float8 else 0::float8 end)`
    : sql`0::float8`;
  const dir = sql.raw(filter.sortDirection);
  const then = sql`start_at asc, id asc`;
  const orderBy = {
    // Ascending is the best first.
    recommended: sql`recommended ${sql.raw(filter.sortDirection === 'asc' ? 'desc' : 'asc')}, ${then}`,
    date: sql`start_at ${dir}, id ${dir}`,
    size: sql`nullif(size_rank, 0) ${dir} nulls last, ${then}`,
    price: sql`min_ticket_price_minor ${dir} nulls last, ${then}`,
    rating: sql`rating_half_stars ${dir} nulls last, ${then}`,
    // Ascending relevance is the best match first; without a keyword, the date order.
    relevance: terms
      ? sql`rank ${sql.raw(filter.sortDirection === 'asc' ? 'desc' : 'asc')}, ${then}`
      : sql`start_at ${dir}, id ${dir}`,
  }[filter.sortCriteria];
  const [row] = rowsOf<{ ids: number[]; total: number }>(
    await t.db.execute(sql`with matches as (
        select s.event_id as id, s.start_at, s.size_rank, s.min_ticket_price_minor, s.rating_half_stars, ${rank} as rank,
          coalesce(f.score, 0) + ${yours} as recommended
        from event_search s ${terms ? sql`join event_search_text x on x.event_id = s.event_id` : sql``}
        left join event_rank_factors f on f.event_id = s.event_id
        where ${sql.join(where, sql` and `)}
      )
      select array(select id from matches order by ${orderBy} limit ${filter.pageSize} offset ${(filter.page - 1) * filter.pageSize}) as ids,
        (select count(*)::int from matches) as total`),
  );
  return row;
}

interface Compared {
  body: TEventFilterInput;
  signedIn: boolean;
  limits: SearchLimits;
  ids: number[];
  total: number;
  estimated: boolean;
  /** Answered from the in-memory copy of the projection. */
  fromCopy: boolean;
}

/**
 * One request through the product's path and the reference. The page's ids must be the same, in order.
 * An exact total must be the count. An estimated total cannot be compared for equality: it scales the
 * first `exactTotalUpTo + 1` matches in start order by the share of public events starting between them
 * (docs/search.md, Paging), so it is near the count, not the count; what it promises is that there are
 * more matches than the threshold, which is checked.
 */
async function compare(
  body: TEventFilterInput,
  limits: SearchLimits,
  mismatches: string[],
  signedIn = false,
  copy: ProjectionCopy | null = null,
): Promise<Compared> {
  // As the API reads a request (defaults filled in); the generator's requests always parse.
  const filter = ZEventFilter.parse(body);
  const personId = signedIn ? reader.personId : null;
  // From the in-memory copy when given and it answers (not a phrase, nor relevance but of plain words).
  const fromCopy = copy ? await searchAnswerInMemory(t.db, copy, filter, NOW, personId) : null;
  const answer = JSON.parse(fromCopy ?? (await searchAnswer(t.db, filter, NOW, personId, limits))) as {
    events: { id: number }[];
    total: number;
    totalIsEstimate?: true;
  };
  const expected = await reference(filter, signedIn ? reader.taste : null);
  const got = { ids: answer.events.map((e) => e.id), total: answer.total, estimated: answer.totalIsEstimate === true };
  const totalOk = got.estimated ? expected.total > limits.exactTotalUpTo : got.total === expected.total;
  if (JSON.stringify(got.ids) !== JSON.stringify(expected.ids) || !totalOk)
    mismatches.push(
      `${JSON.stringify(body)}${signedIn ? ' signed in' : ''} with limits ${JSON.stringify(limits)}:\n  search    ${JSON.stringify(got)}\n  reference ${JSON.stringify(expected)}`,
    );
  return { body, limits, signedIn, fromCopy: fromCopy !== null, ...got };
}

/** Fails with the first mismatches written out whole (the request body repeats them: the stream is seeded). */
function expectNone(mismatches: string[], of: number) {
  if (mismatches.length)
    throw new Error(
      `${mismatches.length} of ${of} requests answered differently from the reference:\n${mismatches.slice(0, 5).join('\n')}`,
    );
}

/**
 * That each kind of request the stream should reach came back with events often enough, so a passing
 * comparison is not one of empty pages: (what, [which results, at least how many]).
 */
function expectReached(results: Compared[], least: Record<string, [(r: Compared) => boolean, number]>) {
  const short = Object.entries(least).flatMap(([what, [test, atLeast]]) => {
    const n = results.filter((r) => r.ids.length > 0 && test(r)).length;
    return n < atLeast ? [`${what}: ${n} of at least ${atLeast}`] : [];
  });
  expect(short).toEqual([]);
}

/**
 * Compares `count` requests of the seeded stream `label` (pages 1 to 3, keywords of every form, and the
 * `shape` given), each with the limits and sign-in `vary` picks for it (from the request, a stream of
 * its own and its number), and expects no mismatch; what was compared, for expectReached.
 */
async function compareStream(
  label: string,
  count: number,
  shape: RequestShape,
  vary: (body: TEventFilterInput, rng: Random, i: number) => { limits: SearchLimits; signedIn?: boolean },
  copy: ProjectionCopy | null = null,
): Promise<Compared[]> {
  const mismatches: string[] = [];
  const results: Compared[] = [];
  for (let i = 0; i < count; i++) {
    const { body } = randomRequest(catalogue, SEED, label, i, {
      pages: 3,
      pageSize: PAGE_SIZE,
      keywordForms: true,
      ...shape,
    });
    const { limits, signedIn } = vary(body, Random.derive(SEED, `${label}:${i}:variant`), i);
    results.push(await compare(body, limits, mismatches, signedIn, copy));
  }
  expectNone(mismatches, count);
  return results;
}

beforeAll(async () => {
  await seedCatalogue();
  catalogue = await loadCatalogue(t.db, NOW);
  const taste = { sectorIds: catalogue.sectors.slice(1, 3), countryId: catalogue.popularCountries[1] };
  const person = await createAttendee(t.db, { countryId: taste.countryId });
  await t.db.insert(personSectors).values(taste.sectorIds.map((sectorId) => ({ personId: person.personId, sectorId })));
  reader = { personId: person.personId, taste };
  // The statistics the search guesses its matches from (token-shares.ts), as autovacuum keeps them.
  await t.db.execute(sql`analyze event_search`);
  forgetTokenShares(t.db);
  // Places a visitor can choose that hold events, and a few that hold none: picking among every city in
  // the world would leave almost every location filter empty.
  const [places] = rowsOf<{ cities: number[]; venues: number[] }>(
    await t.db.execute(sql`select
      array(select distinct city_id from event_search where city_id is not null order by 1) as cities,
      array(select distinct venue_id from event_search where venue_id is not null order by 1) as venues`),
  );
  catalogue = {
    ...catalogue,
    cities: [...places.cities, ...catalogue.cities.filter((id) => !places.cities.includes(id)).slice(0, 3)],
    venues: [...places.venues, ...catalogue.venues.filter((id) => !places.venues.includes(id)).slice(0, 3)],
  };
}, 120_000);

describe('the search answers as the reference query, on random requests', () => {
  it('searches exactly the public, upcoming events, about two thirds of the catalogue', async () => {
    const visible = await visibleEvents();
    expect(visible.projected).toEqual(visible.public);
    expect(visible.projected.length).toBeGreaterThan(EVENTS * 0.6);
    expect(visible.projected.length).toBeLessThan(EVENTS * 0.9);
  });

  it('answers every request of the random stream as the reference: the page in order and the total', async () => {
    const results = await compareStream('equivalence', REQUESTS, { keywordShare: 0.4 }, (_body, _rng, i) => ({
      // Half of them with matches never collected: every filter of this small catalogue leaves few.
      limits: i % 2 ? DEFAULT_SEARCH_LIMITS : { ...DEFAULT_SEARCH_LIMITS, collectUpTo: 0 },
      signedIn: i % 3 === 0,
    }));
    // The stream reaches what it is meant to: every sort both ways, full pages 3, keywords of every form,
    // estimated totals; and some empty answers.
    expectReached(results, {
      ...Object.fromEntries(
        ['recommended', 'date', 'size', 'price', 'rating', 'relevance'].flatMap((sort) =>
          ['asc', 'desc'].map((direction) => [
            `${sort} ${direction}`,
            [(r: Compared) => r.body.sortCriteria === sort && r.body.sortDirection === direction, 10],
          ]),
        ),
      ),
      'a full page 3': [(r) => r.body.page === 3 && r.ids.length === PAGE_SIZE, 100],
      'recommended for a signed-in reader, without a keyword': [
        (r) => r.signedIn && r.body.sortCriteria === 'recommended' && !r.body.query,
        40,
      ],
      'a phrase': [(r) => /"/.test(r.body.query ?? ''), 5],
      or: [(r) => / or /.test(r.body.query ?? ''), 20],
      'a word left out': [(r) => / -/.test(r.body.query ?? ''), 20],
      'an estimated total': [(r) => r.estimated, 50],
      'every match collected, counted beyond the threshold': [
        (r) => r.limits.collectUpTo === undefined && !r.body.query && r.total > r.limits.exactTotalUpTo,
        20,
      ],
    });
    expect(results.filter((r) => r.total === 0).length).toBeGreaterThan(100);
  }, 600_000);

  it('answers alike with the best matches read from each word’s scores, and with low exact thresholds', async () => {
    const shape = { maxFilters: 2, keywordShare: 0.8 };
    const results = await compareStream('limits', LIMITED_REQUESTS, shape, (body, rng) => {
      // Most requests with a keyword sorted by relevance: the paths that find the best matches first.
      if (body.query && rng.chance(0.7)) body.sortCriteria = 'relevance';
      return {
        limits: {
          exactTotalUpTo: rng.pick([1, 5, 12, 30, 100]),
          bestCandidates: rng.pick([1, 3, 10, 100]),
          bestFromScores: rng.chance(0.5),
          levelWalkSteps: rng.pick([1, 2, 12]),
          // Collected matches ranked all at once, or walked level by level among them.
          rankedUpTo: rng.pick([0, 500]),
          // Matches collected, or found too many and walked after all, or never collected.
          collectUpTo: rng.pick([0, COLLECT_UP_TO]),
          collectedAtMost: rng.pick([3, 5000]),
        },
      };
    });
    const plainWords = (r: Compared) => r.body.sortCriteria === 'relevance' && /^[a-z ]+$/.test(r.body.query ?? '');
    expectReached(results, {
      'plain words by relevance, level by level': [(r) => plainWords(r) && !r.limits.bestFromScores, 40],
      'plain words by relevance, from the best scores': [(r) => plainWords(r) && r.limits.bestFromScores === true, 40],
      'plain words and filters by relevance, level by level among the collected matches': [
        (r) =>
          plainWords(r) &&
          !r.limits.bestFromScores &&
          r.limits.rankedUpTo === 0 &&
          !r.estimated &&
          Object.keys(r.body).some(
            (key) => !['query', 'sortCriteria', 'sortDirection', 'page', 'pageSize'].includes(key),
          ),
        5,
      ],
      'relevance with its matches collected first, counted beyond the threshold': [
        (r) =>
          r.body.sortCriteria === 'relevance' &&
          r.limits.collectUpTo !== 0 &&
          !r.estimated &&
          r.total > r.limits.exactTotalUpTo,
        10,
      ],
      'more matches collected than expected, then walked': [
        (r) => r.limits.collectUpTo !== 0 && r.limits.collectedAtMost === 3 && !r.body.query && r.total > 3,
        10,
      ],
      'an estimated total': [(r) => r.estimated, 50],
    });
  }, 600_000);

  it('answers alike from the in-memory copy of the projection: every sort, keywords as tokens, signed in or not', async () => {
    const copy = new ProjectionCopy(t.db);
    const results = await compareStream(
      'in memory',
      REQUESTS / 2,
      { keywordShare: 0.5 },
      (body, rng) => {
        // Half the keywords ranked by relevance: plain words are ranked by the copy from the words' scores.
        if (/^[a-z ]+$/.test(body.query ?? '') && rng.chance(0.5)) body.sortCriteria = 'relevance';
        return { limits: DEFAULT_SEARCH_LIMITS, signedIn: rng.chance(0.4) };
      },
      copy,
    );
    expect(copy.failed).toBeNull();
    const fromCopy = (r: Compared) => r.fromCopy;
    expectReached(results, {
      ...Object.fromEntries(
        ['recommended', 'date', 'size', 'price', 'rating'].flatMap((sort) =>
          ['asc', 'desc'].map((direction) => [
            `${sort} ${direction} from the copy`,
            [(r: Compared) => fromCopy(r) && r.body.sortCriteria === sort && r.body.sortDirection === direction, 10],
          ]),
        ),
      ),
      'a full page 3 from the copy': [(r) => fromCopy(r) && r.body.page === 3 && r.ids.length === PAGE_SIZE, 50],
      'recommended for a signed-in reader from the copy': [
        (r) => fromCopy(r) && r.signedIn && r.body.sortCriteria === 'recommended',
        30,
      ],
      'a keyword from the copy': [(r) => fromCopy(r) && !!r.body.query, 70],
      'or, or a word left out, from the copy': [(r) => fromCopy(r) && / (or|-)/.test(r.body.query ?? ''), 20],
      'totals beyond the threshold counted exactly by the copy': [
        (r) => fromCopy(r) && !r.estimated && r.total > DEFAULT_SEARCH_LIMITS.exactTotalUpTo,
        50,
      ],
      'plain words by relevance from the copy': [
        (r) => fromCopy(r) && r.body.sortCriteria === 'relevance' && /^[a-z ]+$/.test(r.body.query ?? ''),
        30,
      ],
      'or, a word left out or a phrase by relevance, in SQL': [
        (r) => !fromCopy(r) && r.body.sortCriteria === 'relevance' && /( or |-|")/.test(r.body.query ?? ''),
        5,
      ],
      'a phrase, in SQL': [
        (r) => !fromCopy(r) && /"/.test(r.body.query ?? '') && r.body.sortCriteria !== 'relevance',
        2,
      ],
    });
  }, 600_000);

  it('answers alike with walks bounded at a few entries, every match then collected, keywords as tokens', async () => {
    const shape = { maxFilters: 3, keywordShare: 0.7 };
    const results = await compareStream('bounded', BOUNDED_REQUESTS, shape, (body, rng) => {
      if (body.sortCriteria === 'relevance') body.sortCriteria = rng.pick(['date', 'size', 'price', 'rating'] as const);
      // A walk of one or a few entries (too few: every match is collected through the tokens' index),
      // of enough, or of all of them; never collected first, or as the statistics say.
      const limits: SearchLimits = {
        ...DEFAULT_SEARCH_LIMITS,
        exactTotalUpTo: rng.pick([5, 100]),
        walkEntries: rng.pick([1, 5, 50, WALK_ENTRIES]),
        collectUpTo: rng.pick([0, COLLECT_UP_TO]),
      };
      // Some signed in, so the recommended sort's taste walks its streams too.
      return { limits, signedIn: rng.chance(0.3) };
    });
    expectReached(results, {
      'walks of one entry, every match collected': [(r) => r.limits.walkEntries === 1 && r.total > 0, 20],
      'walks of every entry, with a keyword': [
        (r) => r.limits.walkEntries === WALK_ENTRIES && !!r.body.query && r.total > 0,
        10,
      ],
      'an estimated total': [(r) => r.estimated, 10],
    });
  }, 600_000);
  it('answers alike from a copy refreshed in the background, with writes between the reads and deep pages', async () => {
    // A write's notification often starts a refresh before the test has read the clock after the write's
    // commit, so the test waits for the next one: the timer's, every 100 ms here (500 ms in production).
    const copy = new ProjectionCopy(t.db, Date.now, undefined, { refreshEveryMs: 100 });
    copy.start(t.handle.listen);
    const waitUntil = async (check: () => boolean, ms: number) => {
      const deadline = Date.now() + ms;
      while (!check() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5));
      return check();
    };
    try {
      expect(await waitUntil(() => copy.state === 'memory', 10_000)).toBe(true);
      const ids = rowsOf<{ id: number }>(
        await t.db.execute(sql`select event_id as id from event_search order by event_id`),
      ).map((r) => Number(r.id));
      const results: Compared[] = [];
      const mismatches: string[] = [];
      const writes = { published: 0, prices: 0 };
      for (let i = 0; i < DISTURBED_REQUESTS; i++) {
        const rng = Random.derive(SEED, `disturbed:${i}:write`);
        // Every third request follows a write as the product makes them: an event unpublished or published
        // again, or a ticket's price and the derived columns; the copy hears of it and catches up alone.
        if (i % 3 === 0) {
          const id = rng.pick(ids);
          if (rng.chance(0.3)) {
            await t.db.execute(sql`update events set published = not published where id = ${id}`);
            writes.published++;
          } else {
            await t.db.execute(
              sql`update ticket_types set price_minor = price_minor + ${rng.int(1, 5000)} where id = (select min(id) from ticket_types where event_id = ${id})`,
            );
            writes.prices++;
          }
          await refreshEventDerived(t.db, [id]);
          const written = Date.now();
          // Caught up within the bound the copy answers in (SEARCH_MAX_BEHIND_MS, 2 s).
          expect(await waitUntil(() => copy.caughtUpTo > written, 2_000)).toBe(true);
        }
        const { body } = randomRequest(catalogue, SEED, 'disturbed', i, {
          pages: 3,
          pageSize: PAGE_SIZE,
          keywordForms: true,
          keywordShare: 0.4,
        });
        const vary = Random.derive(SEED, `disturbed:${i}:page`);
        if (/^[a-z ]+$/.test(body.query ?? '') && vary.chance(0.5)) body.sortCriteria = 'relevance';
        // Deep pages within the first 10,000 results: anywhere in the matches, past their end, or the last page there is.
        if (vary.chance(0.4)) {
          body.pageSize = vary.int(10, 100);
          body.page = vary.chance(0.1) ? Math.floor(10_000 / body.pageSize) : vary.int(2, 6);
        }
        results.push(await compare(body, DEFAULT_SEARCH_LIMITS, mismatches, vary.chance(0.3), copy));
      }
      expectNone(mismatches, DISTURBED_REQUESTS);
      expect(writes.published).toBeGreaterThan(5);
      expect(writes.prices).toBeGreaterThan(20);
      expectReached(results, {
        'a page past the first 100 matches from the copy': [
          (r) => r.fromCopy && ((r.body.page ?? 1) - 1) * (r.body.pageSize ?? PAGE_SIZE) >= 100,
          4,
        ],
        'a deep page of at least 50 from the copy': [
          (r) => r.fromCopy && (r.body.page ?? 1) > 1 && (r.body.pageSize ?? PAGE_SIZE) >= 50,
          5,
        ],
        // A word's first search runs in SQL when its read takes longer than WORD_READ_WAIT_MS.
        'plain words by relevance from the copy, after writes': [
          (r) => r.fromCopy && r.body.sortCriteria === 'relevance',
          3,
        ],
        'recommended for a signed-in reader from the copy': [
          (r) => r.fromCopy && r.signedIn && r.body.sortCriteria === 'recommended',
          5,
        ],
      });
    } finally {
      await copy.stop();
    }
  }, 600_000);
});
