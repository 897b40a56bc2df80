// Seeds a PostgreSQL database with a large, realistic event catalogue for the search benchmark:
// partners with cancellation policies, N events (option arrays, venues, dates, currencies) and their
// ticket types, then the derived search columns and fresh planner statistics.
//
//   DATABASE_URL=postgres://... npx tsx --tsconfig apps/api/tsconfig.json tools/bench/seed-events.ts --count 100000
//
// Seeding again replaces what an earlier run created (partners under @bench.pavilion.test) and
// leaves every other row alone. Deterministic for a given --seed.
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import {
  openDatabase,
  type Database,
  rowsOf,
  seedReferenceData,
  seedDemoVenues,
  CANCELLATION_POLICIES,
  SECTOR_PROFILES,
  Random,
  durationIdFor,
  offersFreeCancellation,
  refreshEventDerived,
  pruneStartedEvents,
  MIGRATIONS_DIR,
} from '@pavilion/api-testing/scripts';

const BENCH_EMAIL_DOMAIN = 'bench.pavilion.test';
const DAY = 86_400_000;
const EVENT_BATCH = 5_000;
const TICKET_BATCH = 20_000;

const { values: args } = parseArgs({
  options: {
    count: { type: 'string', default: '100000' },
    partners: { type: 'string', default: '400' },
    seed: { type: 'string', default: '20250101' },
  },
});
const COUNT = Number(args.count);
const PARTNERS = Number(args.partners);
const SEED = Number(args.seed);
if (!Number.isInteger(COUNT) || COUNT < 1 || !Number.isInteger(PARTNERS) || PARTNERS < 1 || !Number.isInteger(SEED)) {
  console.error('Usage: seed-events.ts [--count 100000] [--partners 400] [--seed 20250101]');
  process.exit(2);
}

/**
 * Turns off or on again the triggers that keep the facet totals (event_search_facet_days) and the
 * documents' words (event_search_terms): both are rebuilt whole afterwards.
 */
async function perEventUpkeep(db: Database, turn: 'enable' | 'disable') {
  const action = sql.raw(turn);
  await db.execute(
    sql`alter table event_search ${action} trigger event_search_facets_count, ${action} trigger event_search_facets_move`,
  );
  await db.execute(
    sql`alter table event_search_text ${action} trigger event_search_terms_keep, ${action} trigger event_search_terms_move`,
  );
}

async function query<T>(db: Database, q: ReturnType<typeof sql>): Promise<T[]> {
  return rowsOf<T>(await db.execute(q));
}

interface Reference {
  sectors: { id: number; name: string; subtypes: { id: number; name: string }[] }[];
  options: Record<string, { id: number; name: string }[]>;
  countries: { id: number; code: string }[];
  venues: { id: number; name: string; city: string }[];
}

async function loadReference(db: Database): Promise<Reference> {
  const sectorRows = await query<{ id: number; name: string }>(
    db,
    sql`select id, name from sectors where not archived order by position`,
  );
  const subtypeRows = await query<{ id: number; name: string; sector_id: number }>(
    db,
    sql`select id, name, sector_id from sector_subtypes order by position`,
  );
  const optionRows = await query<{ id: number; name: string; list: string }>(
    db,
    sql`select id, name, list from option_items where not archived order by position`,
  );
  // Big event markets first, so the skewed picks below favour them; then every other country.
  const popular = [
    'US',
    'GB',
    'DE',
    'FR',
    'AE',
    'SG',
    'NL',
    'ES',
    'IT',
    'CN',
    'JP',
    'IN',
    'CA',
    'AU',
    'CH',
    'SE',
    'SA',
    'BR',
    'HK',
    'KR',
  ];
  const countries = (
    await query<{ id: number; code: string }>(db, sql`select id, code from countries order by id`)
  ).sort((a, b) => (popular.indexOf(a.code) + 1 || 999) - (popular.indexOf(b.code) + 1 || 999));
  const venues = await query<{ id: number; name: string; city: string }>(
    db,
    sql`select v.id, v.name, c.name as city from places v join places c on c.id = v.city_id where v.kind = 'venue' order by v.id`,
  );
  const options: Reference['options'] = {};
  for (const o of optionRows) (options[o.list] ??= []).push({ id: o.id, name: o.name });
  return {
    sectors: sectorRows.map((s) => ({
      ...s,
      subtypes: subtypeRows.filter((t) => t.sector_id === s.id).map(({ id, name }) => ({ id, name })),
    })),
    options,
    countries,
    venues,
  };
}

async function removeEarlierRun(db: Database): Promise<void> {
  const bench = sql`(select id from partners where email like ${`%@${BENCH_EMAIL_DOMAIN}`})`;
  // Orders of the bench events (tools/bench/seed-registrations.ts) go first: they keep the events.
  await db.execute(sql`delete from orders where event_id in (select id from events where partner_id in ${bench})`);
  await db.execute(sql`delete from events where partner_id in ${bench}`);
  await db.execute(sql`delete from cancellation_policies where partner_id in ${bench}`);
  await db.execute(sql`delete from partners where id in ${bench}`);
}

const COMPANY_FIRST = [
  'Meridian',
  'Northstar',
  'Blue Harbour',
  'Summit',
  'Atlas',
  'Keystone',
  'Crescent',
  'Evergreen',
  'Horizon',
  'Pinnacle',
  'Silverline',
  'Redwood',
  'Lighthouse',
  'Cobalt',
  'Granite',
  'Vantage',
  'Orchid',
  'Beacon',
  'Harbourview',
  'Kingfisher',
];
const COMPANY_SECOND = [
  'Events',
  'Exhibitions',
  'Conferences',
  'Media',
  'Forums',
  'Live',
  'Expo Group',
  'Congress Partners',
  'Summits',
  'Trade Fairs',
];

async function insertPartners(db: Database, rng: Random): Promise<{ id: number; policyIds: number[] }[]> {
  const rows = Array.from({ length: PARTNERS }, (_, i) => ({
    name: `${COMPANY_FIRST[i % COMPANY_FIRST.length]} ${COMPANY_SECOND[Math.floor(i / COMPANY_FIRST.length) % COMPANY_SECOND.length]}${i >= COMPANY_FIRST.length * COMPANY_SECOND.length ? ` ${Math.floor(i / (COMPANY_FIRST.length * COMPANY_SECOND.length)) + 1}` : ''}`,
    email: `partner-${i + 1}@${BENCH_EMAIL_DOMAIN}`,
    current_vetting_status: rng.chance(0.95) ? 'APPROVED' : 'PENDING',
  }));
  const partners = await query<{ id: number }>(
    db,
    sql`insert into partners (name, email, current_vetting_status)
        select name, email, current_vetting_status::partner_vetting_status from json_populate_recordset(null::partners, ${JSON.stringify(rows)}::json)
        order by email returning id`,
  );
  const policies = partners.flatMap((p) =>
    CANCELLATION_POLICIES.map((pol) => ({
      partner_id: p.id,
      name: pol.name,
      description: pol.description,
      active: true,
      free_cancellation: offersFreeCancellation([...pol.periods]),
    })),
  );
  const policyRows = await query<{ id: number; partner_id: number; name: string }>(
    db,
    sql`insert into cancellation_policies (partner_id, name, description, active, free_cancellation)
        select partner_id, name, description, active, free_cancellation from json_populate_recordset(null::cancellation_policies, ${JSON.stringify(policies)}::json)
        returning id, partner_id, name`,
  );
  const periods = policyRows.flatMap((row) =>
    CANCELLATION_POLICIES.find((pol) => pol.name === row.name)!.periods.map((p, i) => ({
      policy_id: row.id,
      percentage_refund: p.percentageRefund,
      start_days_before_event: p.startDaysBeforeEvent,
      end_days_before_event: p.endDaysBeforeEvent,
      position: i,
    })),
  );
  await db.execute(sql`insert into cancellation_policy_periods (policy_id, percentage_refund, start_days_before_event, end_days_before_event, position)
    select policy_id, percentage_refund, start_days_before_event, end_days_before_event, position
    from json_populate_recordset(null::cancellation_policy_periods, ${JSON.stringify(periods)}::json)`);
  return partners.map((p) => ({
    id: p.id,
    policyIds: policyRows.filter((r) => r.partner_id === p.id).map((r) => r.id),
  }));
}

const ADJECTIVES = [
  'Global',
  'International',
  'European',
  'Annual',
  'Future of',
  'Next-Gen',
  'Leaders in',
  'World',
  'Regional',
  'Executive',
];
const CONNECTIVES = [
  'Join the people shaping the industry for',
  'A programme built with practitioners around',
  'Three tracks of case studies, workshops and debates on',
  'Meet suppliers, investors and peers to discuss',
  'Hear from operators who have delivered',
  'Hands-on sessions and keynotes covering',
];
const GENERIC_SENTENCES = [
  'The exhibition floor brings together established suppliers and start-ups.',
  'Structured networking and hosted meetings connect buyers with the right vendors.',
  'Every session is recorded and available to attendees after the event.',
  'Speakers include chief executives, regulators and independent analysts.',
  'A dedicated innovation zone showcases products launching this year.',
  'Delegates receive a digital programme and a meeting planner before arrival.',
  'The awards dinner on the first evening celebrates the best projects of the year.',
  'Workshops are limited in size so that every participant can take part.',
];

/** A skewed pick: the first items of a list are chosen far more often (popular options, big countries). */
function skewedIndex(rng: Random, length: number, power = 2.2): number {
  return Math.min(length - 1, Math.floor(length * rng.float() ** power));
}
function skewedSample<T>(rng: Random, items: readonly T[], n: number): T[] {
  const chosen = new Set<number>();
  for (let guard = 0; chosen.size < Math.min(n, items.length) && guard < n * 20; guard++)
    chosen.add(skewedIndex(rng, items.length));
  return [...chosen].map((i) => items[i]);
}

interface EventRow {
  partner_id: number;
  name: string;
  tagline: string;
  description: string;
  website_url: string;
  event_type_id: number;
  attendance_type: number;
  start_at: string;
  end_at: string;
  duration_id: number;
  venue_id: number | null;
  event_size_id: number;
  event_size_metric: string;
  num_attendees_id: number;
  num_exhibitors_id: number;
  sector_ids: number[];
  sector_subtype_ids: number[];
  audience_ids: number[];
  attendee_job_title_ids: number[];
  attendee_class_ids: number[];
  attendee_designation_ids: number[];
  attendee_country_ids: number[];
  exhibitor_type_ids: number[];
  exhibitor_country_ids: number[];
  ticket_currency: string;
  status: string;
  published: boolean;
  rating_average: number | null;
  review_count: number;
}

interface TicketPlan {
  key: string;
  prices: number[];
  currency: string;
  policyIds: (number | null)[];
}

function makeEvent(
  n: number,
  ref: Reference,
  partner: { id: number; policyIds: number[] },
  now: Date,
): { row: EventRow; tickets: TicketPlan } {
  const rng = Random.derive(SEED, `event:${n}`);
  const sectorCount = rng.pickWeighted([
    [1, 55],
    [2, 35],
    [3, 10],
  ] as const);
  const sectors = skewedSample(rng, ref.sectors, sectorCount);
  const subtypes = sectors.flatMap((s) => rng.sample(s.subtypes, rng.int(0, 2)));
  const main = sectors[0];
  const profile = SECTOR_PROFILES[main.name];
  const theme = profile ? rng.pick(profile.themes)[0] : main.name;
  const eventType = rng.pick(ref.options.eventTypes);
  // Venues are listed city by city; a milder skew keeps the first cities busy without one taking a fifth.
  const venue = rng.chance(0.9) ? ref.venues[skewedIndex(rng, ref.venues.length, 1.5)] : null;
  // Starts from a year ago to two years ahead: about two thirds are upcoming on the day of seeding.
  const start = new Date(
    now.getTime() - 365 * DAY + Math.floor(rng.float() * 3 * 365) * DAY + rng.int(7, 10) * 3_600_000,
  );
  const days = rng.pickWeighted([
    [1, 40],
    [2, 30],
    [3, 20],
    [4, 10],
  ] as const);
  const end = new Date(start.getTime() + (days - 1) * DAY + 8 * 3_600_000);
  const topics = profile ? rng.sample(profile.topics, 3) : [main.name];
  const where = venue ? ` at ${venue.name}, ${venue.city}` : ' online';
  const description = [
    `${rng.pick(CONNECTIVES)} ${topics[0].toLowerCase()}${where}.`,
    ...rng.sample(GENERIC_SENTENCES, rng.int(2, 5)),
    `Topics this year: ${topics.join('; ').toLowerCase()}.`,
    profile ? `Built for ${profile.audience}.` : '',
  ]
    .filter(Boolean)
    .join(' ');
  const currency = rng.pickWeighted([
    ['USD', 50],
    ['EUR', 25],
    ['GBP', 20],
    ['JPY', 2],
    ['AUD', 2],
    ['CAD', 1],
  ] as const);
  const status = rng.pickWeighted([
    ['APPROVED', 85],
    ['PENDING', 10],
    ['REJECTED', 5],
  ] as const);
  const reviews = rng.chance(0.3) ? rng.int(1, 40) : 0;
  const key = `https://events.${BENCH_EMAIL_DOMAIN}/e/${n}`;
  const row: EventRow = {
    partner_id: partner.id,
    name: `${rng.pick(ADJECTIVES)} ${theme} ${eventType.name} ${start.getUTCFullYear()}`.slice(0, 200),
    tagline: `${topics[0]}${venue ? ` in ${venue.city}` : ''}`.slice(0, 95),
    description,
    website_url: key,
    event_type_id: eventType.id,
    attendance_type: rng.pickWeighted([
      [1, 60],
      [2, 15],
      [3, 25],
    ] as const),
    start_at: start.toISOString(),
    end_at: end.toISOString(),
    duration_id: durationIdFor(start, end),
    venue_id: venue?.id ?? null,
    event_size_id: rng.pick(ref.options.eventSizes).id,
    event_size_metric: rng.chance(0.9) ? 'sqm' : 'sqft',
    num_attendees_id: rng.pick(ref.options.numAttendees).id,
    num_exhibitors_id: rng.pick(ref.options.numExhibitors).id,
    sector_ids: sectors.map((s) => s.id),
    sector_subtype_ids: subtypes.map((s) => s.id),
    audience_ids: rng.sample(ref.options.audiences, rng.int(1, 3)).map((o) => o.id),
    attendee_job_title_ids: rng.sample(ref.options.jobTitles, rng.int(2, 6)).map((o) => o.id),
    attendee_class_ids: rng.sample(ref.options.attendeeClasses, rng.int(1, 4)).map((o) => o.id),
    attendee_designation_ids: rng.sample(ref.options.designations, rng.int(1, 3)).map((o) => o.id),
    attendee_country_ids: skewedSample(rng, ref.countries, rng.int(1, 8)).map((c) => c.id),
    exhibitor_type_ids: rng.sample(ref.options.exhibitorTypes, rng.int(0, 4)).map((o) => o.id),
    exhibitor_country_ids: skewedSample(rng, ref.countries, rng.int(0, 6)).map((c) => c.id),
    ticket_currency: currency,
    status,
    published: rng.chance(0.95),
    rating_average: reviews ? Math.round((4 + rng.float() * 6) * 100) / 100 : null,
    review_count: reviews,
  };
  // 3% have no ticket types yet (no price, sorted last); 5% start with a free ticket.
  const ticketCount = rng.chance(0.03) ? 0 : rng.int(1, 4);
  const unit = currency === 'JPY' ? 1 : 100;
  const base = rng.chance(0.05) ? 0 : rng.int(5, 1500) * unit;
  const prices = Array.from({ length: ticketCount }, (_, i) => base + i * rng.int(5, 400) * unit);
  const policyIds = prices.map(() => (rng.chance(0.8) ? rng.pick(partner.policyIds) : null));
  return { row, tickets: { key, prices, currency, policyIds } };
}

async function insertEvents(
  db: Database,
  ref: Reference,
  partners: { id: number; policyIds: number[] }[],
  now: Date,
): Promise<void> {
  const columns = sql.raw(
    'partner_id, name, tagline, description, website_url, event_type_id, attendance_type, start_at, end_at, duration_id, venue_id, event_size_id, event_size_metric, num_attendees_id, num_exhibitors_id, sector_ids, sector_subtype_ids, audience_ids, attendee_job_title_ids, attendee_class_ids, attendee_designation_ids, attendee_country_ids, exhibitor_type_ids, exhibitor_country_ids, ticket_currency, status, published, rating_average, review_count',
  );
  let tickets: {
    event_id: number;
    name: string;
    price_minor: number;
    currency: string;
    quantity: number;
    cancellation_policy_id: number | null;
    position: number;
  }[] = [];
  const flushTickets = async () => {
    if (!tickets.length) return;
    await db.execute(sql`insert into ticket_types (event_id, name, price_minor, currency, quantity, cancellation_policy_id, position)
      select event_id, name, price_minor, currency, quantity, cancellation_policy_id, position
      from json_populate_recordset(null::ticket_types, ${JSON.stringify(tickets)}::json)`);
    tickets = [];
  };
  const partnerRng = Random.derive(SEED, 'partners-of-events');
  for (let from = 0; from < COUNT; from += EVENT_BATCH) {
    const batch = Array.from({ length: Math.min(EVENT_BATCH, COUNT - from) }, (_, i) =>
      makeEvent(from + i, ref, partners[skewedIndex(partnerRng, partners.length)], now),
    );
    const inserted = await query<{ id: number; website_url: string }>(
      db,
      sql`insert into events (${columns}) select ${columns} from json_populate_recordset(null::events, ${JSON.stringify(batch.map((b) => b.row))}::json) returning id, website_url`,
    );
    const idByKey = new Map(inserted.map((r) => [r.website_url, r.id]));
    for (const { tickets: plan } of batch) {
      const eventId = idByKey.get(plan.key)!;
      plan.prices.forEach((price, i) =>
        tickets.push({
          event_id: eventId,
          name: ['General Admission', 'Professional Pass', 'VIP Pass', 'All-Access Pass'][i],
          price_minor: price,
          currency: plan.currency,
          quantity: 100 + i * 50,
          cancellation_policy_id: plan.policyIds[i],
          position: i,
        }),
      );
    }
    if (tickets.length >= TICKET_BATCH) await flushTickets();
    process.stdout.write(`\r  events ${Math.min(from + EVENT_BATCH, COUNT)} / ${COUNT}`);
  }
  await flushTickets();
  process.stdout.write('\n');
}

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error('Set DATABASE_URL to the PostgreSQL database to seed.');
    process.exit(2);
  }
  const started = Date.now();
  const step = (label: string) => console.log(`${((Date.now() - started) / 1000).toFixed(1).padStart(6)} s  ${label}`);
  const handle = await openDatabase({ databaseUrl: url, poolSize: 2 });
  try {
    await handle.migrate(MIGRATIONS_DIR);
    await seedReferenceData(handle.db);
    // The benchmark's events are held at the demo's venues.
    await seedDemoVenues(handle.db);
    step('migrated, reference data present');
    // Facet totals and the documents' words are written once at the end rather than event by event
    // (25 counter updates per event tripled the load time); the same rebuilds the migrations run.
    await perEventUpkeep(handle.db, 'disable');
    await removeEarlierRun(handle.db);
    step('removed an earlier benchmark run');
    const ref = await loadReference(handle.db);
    const partners = await insertPartners(handle.db, Random.derive(SEED, 'partners'));
    step(`${partners.length} partners with cancellation policies`);
    await insertEvents(handle.db, ref, partners, new Date());
    step(`${COUNT} events with ticket types`);
    await refreshEventDerived(handle.db, 'all');
    step('derived search columns (price, free cancellation, size rank, city, full-text document)');
    // What the running API's sweep does within minutes of starting.
    const pruned = await pruneStartedEvents(handle.db, new Date());
    step(`${pruned} events that have started dropped from the search projection`);
    await perEventUpkeep(handle.db, 'enable');
    await handle.db.execute(sql`select event_search_facets_rebuild()`);
    step('facet totals counted');
    await handle.db.execute(sql`select event_search_terms_rebuild()`);
    step('words of the documents written');
    // The derived update rewrote every row (and, through the trigger, the search projection): compact
    // the tables, then set the visibility map (index-only scans) and the planner statistics.
    const rewritten = [
      'events',
      'event_search',
      'event_search_text',
      'event_search_days',
      'event_search_hours',
      'event_search_facet_days',
      'event_search_terms',
    ];
    for (const table of rewritten) await handle.db.execute(sql`vacuum full ${sql.identifier(table)}`);
    for (const table of [...rewritten, 'ticket_types'])
      await handle.db.execute(sql`vacuum analyze ${sql.identifier(table)}`);
    step('vacuumed and analysed');
    const [stats] = await query<{ events: number; public_upcoming: number; tickets: number }>(
      handle.db,
      sql`select (select count(*)::int from events) as events,
                 (select count(*)::int from events where status = 'APPROVED' and published and start_at > now()) as public_upcoming,
                 (select count(*)::int from ticket_types) as tickets`,
    );
    step(
      `done: ${stats.events} events (${stats.public_upcoming} approved, published and upcoming), ${stats.tickets} ticket types`,
    );
  } finally {
    await perEventUpkeep(handle.db, 'enable').catch(() => undefined);
    await handle.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
