// Random search requests as visitors make them, for the search benchmark's random mode
// (tools/bench/search-benchmark.ts) and the search's equivalence test (modules/search): one to four of the
// documented filters of any kind (libs/domain ZEventFilter), sometimes a keyword of one or two words taken
// from the names of public events, any sort and direction (relevance only with a keyword) and pages 1-5.
// The values come from the database (the options, sectors, countries, places and names it holds), and the
// same seed on the same database makes the same requests.
import { sql } from 'drizzle-orm';
import {
  ATTENDANCE_TYPE_IDS,
  EVENT_DURATION_IDS,
  FILTER_TICKET_CURRENCIES,
  ZEventFilter,
  type TEventFilterInput,
} from '@pavilion/domain';
import type { Database } from '../src/db/client';
import { rowsOf } from '../src/db/raw-sql';
import { Random } from '../src/seed/data/prng';

/** What a visitor can pick from: the ids the filter lists offer, and words of event names for the keyword box. */
export interface Catalogue {
  sectors: number[];
  subtypes: number[];
  /** Every country, and the countries public events name most often (the ones picked most). */
  countries: number[];
  popularCountries: number[];
  /** Option ids by list (option_items.list: eventTypes, eventSizes, numAttendees, ...). */
  options: Record<string, number[]>;
  cities: number[];
  venues: number[];
  /** Names of public events, in a fixed order: the keyword box's words come from them. */
  names: string[];
  /** The day the requests' date ranges start from (UTC, YYYY-MM-DD). */
  today: string;
}

export async function loadCatalogue(db: Database, now: Date): Promise<Catalogue> {
  const ids = async (query: ReturnType<typeof sql>) => rowsOf<{ id: number }>(await db.execute(query)).map((r) => r.id);
  const optionRows = rowsOf<{ id: number; list: string }>(
    await db.execute(sql`select id, list from option_items where not archived order by list, position, id`),
  );
  const options: Record<string, number[]> = {};
  for (const row of optionRows) (options[row.list] ??= []).push(row.id);
  return {
    sectors: await ids(sql`select id from sectors where not archived order by position, id`),
    subtypes: await ids(sql`select id from sector_subtypes order by sector_id, position, id`),
    countries: await ids(sql`select id from countries order by id`),
    popularCountries: await ids(
      sql`select c as id from (select unnest(attendee_country_ids) c from event_search) x group by c order by count(*) desc, c limit 20`,
    ),
    options,
    cities: await ids(sql`select id from places where kind = 'city' order by id`),
    venues: await ids(sql`select id from places where kind = 'venue' order by id`),
    names: rowsOf<{ name: string }>(
      await db.execute(
        sql`select e.name from event_search s join events e on e.id = s.event_id order by md5(s.event_id::text) limit 1000`,
      ),
    ).map((r) => r.name),
    today: now.toISOString().slice(0, 10),
  };
}

const DAY_MS = 86_400_000;
const PRICES = [0, 25, 50, 100, 150, 200, 300, 500, 750, 1000, 1500, 2000];

/** One to `max` distinct values of `list` (one more often than two). */
function some(rng: Random, list: readonly number[], max = 2): number[] {
  const n = rng.chance(0.65) ? 1 : rng.int(2, max);
  return rng.sample(list, n).sort((a, b) => a - b);
}

/** Countries as visitors pick them: mostly the big markets, sometimes any. */
function countries(rng: Random, cat: Catalogue, max: number): number[] {
  const n = rng.chance(0.6) ? 1 : rng.int(2, max);
  const chosen = new Set<number>();
  while (chosen.size < n) chosen.add(rng.chance(0.7) ? rng.pick(cat.popularCountries) : rng.pick(cat.countries));
  return [...chosen].sort((a, b) => a - b);
}

const day = (cat: Catalogue, days: number) =>
  new Date(new Date(`${cat.today}T00:00:00.000Z`).getTime() + days * DAY_MS).toISOString().slice(0, 10);

/** Each kind of filter the request schema documents, as a visitor would set it. */
const FILTERS: Record<string, (rng: Random, cat: Catalogue) => TEventFilterInput> = {
  sectors: (rng, cat) => ({ sectorIds: some(rng, cat.sectors) }),
  subtypes: (rng, cat) => ({ sectorSubtypeIds: some(rng, cat.subtypes) }),
  attendeeCountries: (rng, cat) => ({ attendeeCountryIds: countries(rng, cat, 3) }),
  exhibitorCountries: (rng, cat) => ({ exhibitorCountryIds: countries(rng, cat, 2) }),
  attendance: (rng) => ({ attendanceTypeIds: some(rng, ATTENDANCE_TYPE_IDS) as (1 | 2 | 3)[] }),
  eventTypes: (rng, cat) => ({ eventTypeIds: some(rng, cat.options.eventTypes) }),
  durations: (rng) => ({ eventDurationIds: some(rng, EVENT_DURATION_IDS) as TEventFilterInput['eventDurationIds'] }),
  attendees: (rng, cat) => ({ numAttendeesIds: some(rng, cat.options.numAttendees) }),
  exhibitors: (rng, cat) => ({ numExhibitorsIds: some(rng, cat.options.numExhibitors) }),
  sizes: (rng, cat) => ({
    eventSizeIds: some(rng, cat.options.eventSizes),
    ...(rng.chance(0.2) ? { eventSizeMetric: 'sqft' as const } : {}),
  }),
  jobTitles: (rng, cat) => ({ attendeeJobTitleIds: some(rng, cat.options.jobTitles, 3) }),
  exhibitorTypes: (rng, cat) => ({ exhibitorTypeIds: some(rng, cat.options.exhibitorTypes) }),
  attendeeClasses: (rng, cat) => ({ attendeeClassIds: some(rng, cat.options.attendeeClasses) }),
  audiences: (rng, cat) => ({ audienceIds: some(rng, cat.options.audiences) }),
  price: (rng) => {
    const ticketCurrency = rng.pick(FILTER_TICKET_CURRENCIES);
    const bounds = rng.pickWeighted([
      ['min', 25],
      ['max', 35],
      ['both', 40],
    ] as const);
    const a = rng.pick(PRICES);
    const b = rng.pick(PRICES);
    if (bounds === 'min') return { minPrice: a, ticketCurrency };
    if (bounds === 'max') return { maxPrice: Math.max(a, 25), ticketCurrency };
    return { minPrice: Math.min(a, b), maxPrice: Math.max(a, b, 25), ticketCurrency };
  },
  dates: (rng, cat) => {
    const from = rng.pick([0, 0, 7, 14, 30, 60, 90, 180, 365]);
    const span = rng.pick([1, 7, 30, 90, 180, 365]);
    const bounds = rng.pickWeighted([
      ['min', 20],
      ['max', 30],
      ['both', 50],
    ] as const);
    if (bounds === 'min') return { minDate: day(cat, from) };
    if (bounds === 'max') return { maxDate: day(cat, from + span) };
    return { minDate: day(cat, from), maxDate: day(cat, from + span) };
  },
  freeCancellation: () => ({ cancellationPolicyIds: ['free-cancellation'] }),
  rating: (rng) => ({ minRating: rng.pick([2.5, 3, 3.5, 4, 4.5]) }),
  location: (rng, cat) => ({ locationId: rng.chance(0.7) ? rng.pick(cat.cities) : rng.pick(cat.venues) }),
};

/** The kinds of filter a request can name. */
export const FILTER_KINDS = Object.keys(FILTERS);

/** Words of a name a visitor would type: no years, no short words. */
const wordsOf = (name: string) => name.split(/\s+/).filter((w) => /^[A-Za-z][A-Za-z-]{2,}$/.test(w));

/** A keyword of one or two words of one event's name, lower case. */
function keyword(rng: Random, cat: Catalogue): string {
  const words = wordsOf(rng.pick(cat.names)).map((w) => w.toLowerCase());
  return rng.sample(words, rng.chance(0.55) ? 1 : 2).join(' ');
}

/**
 * The keyword typed another way, as web search engines read it: words in quotes (a phrase), either of two
 * words (`or`), a word left out (`-word`), or stop words only (ignored). Half the time it stays as it is.
 */
function keywordForm(rng: Random, cat: Catalogue, typed: string): string {
  const other = () => rng.pick(wordsOf(rng.pick(cat.names))).toLowerCase();
  const [first] = typed.split(' ');
  /** Two words side by side in a name. */
  const phrase = () => {
    const words = wordsOf(rng.pick(cat.names)).map((w) => w.toLowerCase());
    const at = rng.int(0, Math.max(0, words.length - 2));
    return words.slice(at, at + 2).join(' ');
  };
  return rng.pickWeighted<(text: string) => string>([
    [(text) => text, 50],
    [() => `"${phrase()}"`, 15],
    [(text) => `${text} or ${other()}`, 15],
    [() => `${first} -${other()}`, 15],
    [() => rng.pick(['the', 'and of the']), 5],
  ])(typed);
}

/** How a stream's requests page, and whether keywords come in every form. */
export interface RequestShape {
  /** Pages 1 to this (5). */
  pages?: number;
  /** The page size asked for; the schema's default when absent. */
  pageSize?: number;
  /** The most filters a request names (4; at least one). */
  maxFilters?: number;
  /** The share of requests with a keyword (0.3). */
  keywordShare?: number;
  /**
   * Keywords are sometimes phrases, `or`, `-word` or stop words only (keywordForm), which the search
   * reads from the documents rather than from their words; from an independent stream, so the requests
   * are otherwise those of the same seed without it.
   */
  keywordForms?: boolean;
}

export interface RandomRequest {
  body: TEventFilterInput;
  /** The kinds of filter it names (FILTER_KINDS), and whether it has a keyword. */
  kinds: string[];
  keyword: boolean;
}

/**
 * The i-th request of the stream `label` for `seed`: independent of the others, so the stream repeats
 * whatever order the requests are sent in.
 */
export function randomRequest(
  cat: Catalogue,
  seed: number,
  label: string,
  i: number,
  shape: RequestShape = {},
): RandomRequest {
  const rng = Random.derive(seed, `${label}:${i}`);
  const kinds = rng.sample(FILTER_KINDS, rng.int(1, shape.maxFilters ?? 4));
  const body: TEventFilterInput = {};
  for (const kind of kinds) Object.assign(body, FILTERS[kind](rng, cat));
  const withKeyword = rng.chance(shape.keywordShare ?? 0.3);
  if (withKeyword) {
    body.query = keyword(rng, cat);
    if (shape.keywordForms) body.query = keywordForm(Random.derive(seed, `${label}:${i}:form`), cat, body.query);
  }
  body.sortCriteria = rng.pick(
    withKeyword
      ? (['recommended', 'date', 'size', 'price', 'rating', 'relevance'] as const)
      : (['recommended', 'date', 'size', 'price', 'rating'] as const),
  );
  body.sortDirection = rng.chance(0.5) ? 'asc' : 'desc';
  const page = rng.int(1, shape.pages ?? 5);
  if (page > 1) body.page = page;
  if (shape.pageSize !== undefined) body.pageSize = shape.pageSize;
  ZEventFilter.parse(body); // a request the API accepts, or the generator is wrong
  return { body, kinds: kinds.sort(), keyword: withKeyword };
}
