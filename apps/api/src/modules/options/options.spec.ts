import request from 'supertest';
import { and, asc, eq } from 'drizzle-orm';
import {
  ZCountriesAnswer,
  ZLocation,
  ZOptionListAnswer,
  ZOptionSearchAnswer,
  ZOptionsResponse,
  ZPlace,
  ZPlacesAnswer,
  ZSectorsAnswer,
  type TOptionItem,
  OPTION_MESSAGES,
} from '@pavilion/domain';
import { optionItems, places, sectors } from '../../db/schema';
import { useTestContext } from '@pavilion/api-testing/harness';
import { OPTION_SEARCH_LIMIT } from './service';

const t = useTestContext();

const get = (path: string) => request(t.app).get(`/api${path}`);

/** Parses with the answer's schema and checks nothing was dropped or added on the way. */
function parsedExactly<T>(schema: { parse: (v: unknown) => T }, body: unknown): T {
  const parsed = schema.parse(body);
  expect(parsed).toEqual(body);
  return parsed;
}

async function jobTitleNames() {
  return (
    await t.db
      .select({ name: optionItems.name })
      .from(optionItems)
      .where(and(eq(optionItems.list, 'jobTitles'), eq(optionItems.archived, false)))
      .orderBy(asc(optionItems.position))
  ).map((r) => r.name);
}

async function placeId(kind: 'city' | 'venue', name: string) {
  const [row] = await t.db
    .select({ id: places.id })
    .from(places)
    .where(and(eq(places.kind, kind), eq(places.name, name)));
  return row.id;
}

describe('GET /api/options/', () => {
  it('answers every list in its order, in the shape of ZOptionsResponse, asked again each time (admins edit them)', async () => {
    const res = await get('/options/').expect(200);
    const options = parsedExactly(ZOptionsResponse, res.body);
    expect(res.headers['cache-control']).toBe('no-cache');
    for (const [name, list] of Object.entries(options))
      expect([name, (list as unknown[]).length > 0]).toEqual([name, true]);
    expect(options.jobTitles.map((o) => o.name)).toEqual(await jobTitleNames());
    expect(options.sectors.every((s) => Array.isArray(s.sectorSubtypes))).toBe(true);
    expect(options.sectors.some((s) => s.sectorSubtypes.length > 0)).toBe(true);
    expect(options.countries.find((c) => c.code === 'FR')).toMatchObject({ name: 'France', dialCode: '+33' });
  });

  it('leaves out items an administrator archived, everywhere', async () => {
    const [archived] = await t.db
      .insert(optionItems)
      .values({ list: 'jobTitles', name: 'Chief Archive Officer', position: 999, archived: true })
      .returning();
    const [sector] = await t.db.insert(sectors).values({ name: 'Archived Sector', archived: true }).returning();
    const names = (items: TOptionItem[]) => items.map((o) => o.name);
    expect(names((await get('/options/').expect(200)).body.jobTitles)).not.toContain(archived.name);
    expect(names((await get('/options/job-titles').expect(200)).body)).not.toContain(archived.name);
    expect(names((await get('/options/job-titles/archive').expect(200)).body)).not.toContain(archived.name);
    expect(names((await get('/options/sectors').expect(200)).body)).not.toContain(sector.name);
    expect(names((await get('/options/sectors/archived').expect(200)).body)).toEqual([]);
  });
});

describe('GET /api/options/sectors and /countries', () => {
  it('answers the sectors by id and name, with their subtypes when detailed', async () => {
    const plain = parsedExactly(ZSectorsAnswer, (await get('/options/sectors').expect(200)).body);
    expect(plain.length).toBeGreaterThan(0);
    expect(plain.every((s) => s.sectorSubtypes === undefined)).toBe(true);
    const detailed = parsedExactly(ZSectorsAnswer, (await get('/options/sectors?detailed=true').expect(200)).body);
    expect(detailed.map((s) => s.id)).toEqual(plain.map((s) => s.id));
    expect(detailed.every((s) => Array.isArray(s.sectorSubtypes))).toBe(true);
    expect(parsedExactly(ZSectorsAnswer, (await get('/options/sectors?detailed=false').expect(200)).body)).toEqual(
      plain,
    );
  });

  it('refuses a detailed that is neither true nor false, in words', async () => {
    const res = await get('/options/sectors?detailed=yes').expect(400);
    expect(res.body).toEqual({
      messageKey: 'common.detailedInvalid',
      error: 'detailed must be true or false',
      code: 'VALIDATION',
      fields: { detailed: 'detailed must be true or false' },
    });
  });

  it("answers the countries by name with code, dial code and flag, in the language's order", async () => {
    const countries = parsedExactly(ZCountriesAnswer, (await get('/options/countries/').expect(200)).body);
    const names = countries.map((c) => c.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('en-US', { sensitivity: 'base' }).compare));
    expect(names.indexOf('Åland Islands')).toBeLessThan(names.indexOf('Albania'));
    expect(countries.every((c) => /^[A-Z]{2}$/.test(c.code) && c.dialCode.startsWith('+') && c.flag)).toBe(true);
  });
});

describe('GET /api/options/{list}', () => {
  it.each(['job-titles', 'jobTitles', 'job-title', 'jobTitle'])('answers the job titles as %s', async (list) => {
    const items = parsedExactly(ZOptionListAnswer, (await get(`/options/${list}`).expect(200)).body);
    expect(items.map((o) => o.name)).toEqual(await jobTitleNames());
  });

  it.each(['organization-types', 'sub-event-types', 'event-types', 'num-attendees', 'audiences'])(
    'answers %s',
    async (list) => {
      const items = parsedExactly(ZOptionListAnswer, (await get(`/options/${list}`).expect(200)).body);
      expect(items.length).toBeGreaterThan(0);
    },
  );

  it('answers an unknown list with 404 and says which lists exist', async () => {
    const res = await get('/options/planets').expect(404);
    expect(res.body).toEqual({
      messageKey: 'options.unknownList',
      error: OPTION_MESSAGES.unknownList,
      code: 'NOT_FOUND',
    });
  });
});

describe('GET /api/options/{type}/{query} (autocomplete)', () => {
  it('finds by part of the name, ignoring case, names that start with the text first', async () => {
    const items = parsedExactly(ZOptionSearchAnswer, (await get('/options/job-titles/OFFICER').expect(200)).body);
    expect(items.length).toBeGreaterThan(1);
    expect(items.every((o) => o.name.toLowerCase().includes('officer'))).toBe(true);
    const manager = parsedExactly(ZOptionSearchAnswer, (await get('/options/jobTitles/MANAG').expect(200)).body);
    const starts = manager.map((o) => o.name.toLowerCase().startsWith('manag'));
    // Every prefix match comes before every other match.
    expect(starts).toEqual([...starts].sort((a, b) => Number(b) - Number(a)));
    expect(starts[0]).toBe(true);
    expect(starts.includes(false)).toBe(true);
  });

  it('answers at most 20 matches', async () => {
    const items = (await get('/options/countries/a').expect(200)).body;
    expect(items).toHaveLength(OPTION_SEARCH_LIMIT);
  });

  it('finds countries by name or code, with their code, dial code and flag', async () => {
    const byName = parsedExactly(ZOptionSearchAnswer, (await get('/options/countries/fran').expect(200)).body);
    expect(byName[0]).toMatchObject({ name: 'France', code: 'FR', dialCode: '+33' });
    const byCode = (await get('/options/countries/fr').expect(200)).body as { code: string }[];
    expect(byCode.map((c) => c.code)).toContain('FR');
  });

  it('searches sectors and sector subtypes too', async () => {
    const [sector] = await t.db
      .select({ name: sectors.name })
      .from(sectors)
      .where(eq(sectors.archived, false))
      .limit(1);
    const found = (await get(`/options/sectors/${encodeURIComponent(sector.name.slice(0, 4))}`).expect(200)).body;
    expect(found.map((s: TOptionItem) => s.name)).toContain(sector.name);
    parsedExactly(ZOptionSearchAnswer, (await get('/options/sector-subtypes/a').expect(200)).body);
  });

  it('matches % and _ literally rather than as wildcards', async () => {
    expect((await get('/options/job-titles/%25').expect(200)).body).toEqual([]);
    expect((await get('/options/countries/_').expect(200)).body).toEqual([]);
  });

  it('answers an unknown list with 404, blank text with 400, a zero byte with 400', async () => {
    expect((await get('/options/planets/mars').expect(404)).body.error).toBe(OPTION_MESSAGES.unknownList);
    expect((await get('/options/countries/%20%20').expect(400)).body.fields).toEqual({
      query: 'Enter something to search',
    });
    expect((await get('/options/countries/%00').expect(400)).body.code).toBe('VALIDATION');
  });
});

describe('GET /api/options/location/{id} and /place/{id}', () => {
  it('answers a location by id with its label', async () => {
    const id = await placeId('city', 'London');
    const location = parsedExactly(ZLocation, (await get(`/options/location/${id}`).expect(200)).body);
    expect(location).toEqual({ id, name: 'London, United Kingdom' });
  });

  it('answers a venue with where it is', async () => {
    const id = await placeId('venue', 'Thames Riverside Exhibition Centre');
    const place = parsedExactly(ZPlace, (await get(`/options/place/${id}`).expect(200)).body);
    expect(place).toMatchObject({
      id,
      kind: 'venue',
      name: 'Thames Riverside Exhibition Centre',
      address: '1 Royal Victoria Quay, London E16 1AR',
      cityId: await placeId('city', 'London'),
      label: 'Thames Riverside Exhibition Centre, London, United Kingdom',
      timeZone: 'Europe/London',
    });
    expect(place.placeId).toBe(place.googlePlaceId);
  });

  it('answers 404 for an unknown id and 400 for one that is not a number', async () => {
    expect((await get('/options/location/999999').expect(404)).body.error).toBe(OPTION_MESSAGES.locationNotFound);
    expect((await get('/options/place/999999').expect(404)).body.error).toBe(OPTION_MESSAGES.placeNotFound);
    expect((await get('/options/place/abc').expect(400)).body.fields).toEqual({ id: 'Invalid id' });
  });
});

describe('the places autocomplete', () => {
  const post = (body: unknown) =>
    request(t.app)
      .post('/api/autocomplete/places-query')
      .send(body as object);

  it('finds cities and venues from 2 characters, names that start with the text first', async () => {
    const answer = parsedExactly(ZPlacesAnswer, (await post({ query: 'lon' }).expect(200)).body);
    expect(answer.results[0]).toEqual({
      id: await placeId('city', 'London'),
      name: 'London, United Kingdom',
      kind: 'city',
    });
    expect(answer.results.some((r) => r.kind === 'venue')).toBe(true);
    expect(answer.results.length).toBeLessThanOrEqual(10);
    expect((await post({ query: ' l ' }).expect(200)).body).toEqual({ results: [] });
    expect((await post({ query: 'zzzz' }).expect(200)).body).toEqual({ results: [] });
  });

  it('narrows to venues or cities with kind, and answers the GET form the same', async () => {
    const venues = parsedExactly(ZPlacesAnswer, (await post({ query: 'london', kind: 'venue' }).expect(200)).body);
    expect(venues.results.length).toBeGreaterThan(0);
    expect(venues.results.every((r) => r.kind === 'venue')).toBe(true);
    const cities = (await post({ query: 'london', kind: 'city' }).expect(200)).body as { results: { kind: string }[] };
    expect(cities.results.every((r) => r.kind === 'city')).toBe(true);
    const viaGet = await get('/autocomplete/places-query?query=london&kind=venue').expect(200);
    expect(viaGet.body).toEqual(venues);
  });

  it('the venue search answers venues only', async () => {
    const answer = parsedExactly(
      ZPlacesAnswer,
      (await get('/autocomplete/google-places-query?query=london').expect(200)).body,
    );
    expect(answer.results.length).toBeGreaterThan(0);
    expect(answer.results.every((r) => r.kind === 'venue')).toBe(true);
    expect((await get('/autocomplete/google-places-query?query=l').expect(200)).body).toEqual({ results: [] });
  });

  it('refuses a kind outside the choices, text that is not text, and a body that is not JSON', async () => {
    expect((await post({ query: 'lon', kind: 'planet' }).expect(400)).body.fields).toEqual({
      kind: 'Kind must be one of: any, city, venue',
    });
    expect((await post({ query: 42 }).expect(400)).body.fields).toEqual({ query: 'Enter something to search' });
    expect((await post({ query: 'x'.repeat(101) }).expect(400)).body.fields).toEqual({
      query: 'Search for at most 100 characters',
    });
    await request(t.app)
      .post('/api/autocomplete/places-query')
      .set('Content-Type', 'text/plain')
      .send('lon')
      .expect(415);
    await request(t.app).post('/api/autocomplete/places-query').expect(400);
  });
});

describe("the reference data in the reader's language", () => {
  const inGerman = (path: string) => get(path).set('Accept-Language', 'de-DE,de;q=0.9');

  it('answers every option list in German, ranges written from their numbers, ids as in English', async () => {
    const english = parsedExactly(ZOptionsResponse, (await get('/options/').expect(200)).body);
    const res = await inGerman('/options/').expect(200);
    expect(res.headers['content-language']).toBe('de');
    const german = parsedExactly(ZOptionsResponse, res.body);
    const names = (items: TOptionItem[]) => items.map((o) => o.name);
    expect(names(german.eventTypes)).toEqual(expect.arrayContaining(['Konferenz', 'Fachmesse', 'Sonstiges']));
    expect(names(german.organizationTypes)[0]).toBe('Veranstalter');
    expect(names(german.jobTitles)).toContain('Einkaufsleitung');
    expect(names(german.attendeeClasses)).toContain('Fachbesucher');
    expect(names(german.audiences)).toContain('Nur Fachbesucher');
    expect(names(german.exhibitorTypes)).toContain('Hersteller');
    expect(names(german.designations)).toContain('Abteilungsleitung');
    expect(names(german.subEventTypes)).toContain('Empfang');
    expect(german.sectors.find((s) => s.name === 'Technologie & IT')?.sectorSubtypes.map((s) => s.name)).toContain(
      'Künstliche Intelligenz',
    );
    expect(names(german.eventSizes)).toEqual([
      'Unter 1.000 m²',
      '1.000–5.000 m²',
      '5.001–10.000 m²',
      '10.001–25.000 m²',
      '25.001–50.000 m²',
      'Über 50.000 m²',
    ]);
    expect(names(german.numExhibitors)[0]).toBe('Keine');
    expect(names(german.numAttendees).at(-1)).toBe('ab 10.001');
    // Every list keeps its ids and order; only the names change.
    for (const list of Object.keys(english) as (keyof typeof english)[]) {
      if (list === 'countries') continue;
      expect([list, german[list].map((o) => o.id)]).toEqual([list, english[list].map((o) => o.id)]);
    }
    // No value of a translated list stays English (the ranges and B2B, B2C, B2G are the same words).
    const same = (['eventTypes', 'jobTitles', 'attendeeClasses', 'exhibitorTypes', 'organizationTypes'] as const)
      .flatMap((list) => german[list].filter((o, i) => o.name === english[list][i]!.name).map((o) => o.name))
      .filter((name) => !['Forum', 'Workshop', 'Seminar', 'Masterclass', 'Data Scientist', 'Start-ups'].includes(name));
    expect(same).toEqual([]);
  });

  it('names, sorts and finds the countries in German', async () => {
    const countries = parsedExactly(ZCountriesAnswer, (await inGerman('/options/countries/').expect(200)).body);
    expect(countries.find((c) => c.code === 'ES')).toMatchObject({ name: 'Spanien', dialCode: '+34' });
    expect(countries.find((c) => c.code === 'DE')?.name).toBe('Deutschland');
    const names = countries.map((c) => c.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('de-DE').compare));
    expect(names.indexOf('Österreich')).toBeLessThan(names.indexOf('Pakistan'));
    expect((await inGerman('/options/').expect(200)).body.countries).toEqual(countries);

    const found = parsedExactly(ZOptionSearchAnswer, (await inGerman('/options/countries/spanien').expect(200)).body);
    expect(found[0]).toMatchObject({ name: 'Spanien', code: 'ES' });
    const accentless = (await inGerman('/options/countries/osterr').expect(200)).body as { code: string }[];
    expect(accentless.map((c) => c.code)).toEqual(['AT']);
    expect(((await get('/options/countries/spanien').expect(200)).body as unknown[]).length).toBe(0);
  });

  it('finds option values by their German names, and answers the Spanish and French', async () => {
    const found = parsedExactly(ZOptionSearchAnswer, (await inGerman('/options/event-types/messe').expect(200)).body);
    expect(found.map((o) => o.name)).toEqual(['Fachmesse']);
    const subtypes = (await inGerman('/options/sector-subtypes/intellig').expect(200)).body as TOptionItem[];
    expect(subtypes.map((o) => o.name)).toEqual(['Künstliche Intelligenz']);
    const spanish = (await get('/options/event-types').set('Accept-Language', 'es').expect(200)).body as TOptionItem[];
    expect(spanish.map((o) => o.name)).toContain('Feria profesional');
    const french = (await get('/options/countries/').set('Accept-Language', 'fr').expect(200)).body as TOptionItem[];
    expect(french.map((o) => o.name)).toContain('Allemagne');
  });

  it('writes the names in the pseudo-locale, so that a page in it shows no English value', async () => {
    const res = await get('/options/').set('Accept-Language', 'en-XA').expect(200);
    const options = parsedExactly(ZOptionsResponse, res.body);
    const all = [
      ...options.eventTypes,
      ...options.jobTitles,
      ...options.eventSizes,
      ...options.numExhibitors,
      ...options.countries,
      ...options.sectors,
    ];
    expect(all.filter((o) => !/^\[.*\]$/.test(o.name))).toEqual([]);
  });
});
