// The places provider behind the venue lookup, tested against a recorded Nominatim answer served by a
// local HTTP server (no network): the mapping, the request it sends, a failing and a slow provider.
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import request from 'supertest';
import { eq } from 'drizzle-orm';
import { VENUE_MESSAGES, ZVenueLookupAnswer } from '@pavilion/domain';
import { places } from '../../db/schema';
import { GooglePlaces, NominatimPlaces, PlacesProviderError } from '../../platform/places';
import {
  bearerFor,
  createPartnerUser,
  createTestContext,
  useTestContext,
  type TestContext,
} from '@pavilion/api-testing/harness';

const FIXTURES = path.join(__dirname, '../../platform/places/fixtures');
const RECORDED = readFileSync(path.join(FIXTURES, 'nominatim-search.json'), 'utf8');
const GOOGLE_RECORDED = readFileSync(path.join(FIXTURES, 'google-search-text.json'), 'utf8');
let lastBody = '';
/** Long enough for a loaded machine to answer the local server; the slow server waits three times as long. */
const TIMEOUT_MS = 1000;

/** What the fake server does next: answer the recording, fail, or wait past the timeout. */
let mode: 'ok' | 'fail' | 'slow' = 'ok';
let lastRequest: IncomingMessage | null = null;
let server: Server;
let url: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    lastRequest = req;
    if (req.url?.startsWith('/v1/places:searchText')) {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        lastBody = body;
        res.writeHead(200, { 'Content-Type': 'application/json' }).end(GOOGLE_RECORDED);
      });
      return;
    }
    if (mode === 'fail') {
      res.writeHead(500, { 'Content-Type': 'text/plain' }).end('internal error');
    } else if (mode === 'slow') {
      setTimeout(() => res.writeHead(200, { 'Content-Type': 'application/json' }).end('[]'), 3 * TIMEOUT_MS).unref();
    } else {
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(RECORDED);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  mode = 'ok';
});

const EXCEL = {
  providerPlaceId: 'osm:way/25374281',
  venueId: null,
  name: 'ExCeL London',
  street: '1 Western Gateway',
  postalCode: 'E16 1XL',
  city: 'London',
  countryCode: 'GB',
  address: '1 Western Gateway, E16 1XL London',
  latitude: 51.50846845,
  longitude: 0.02959418563451826,
  timeZone: null,
};

describe('the Nominatim adapter', () => {
  const provider = () =>
    new NominatimPlaces({ url, userAgent: 'Pavilion tests (ops@pavilion.example)', timeoutMs: TIMEOUT_MS });

  it('asks /search in jsonv2 with address details, naming itself, and maps the answer to places', async () => {
    const found = await provider().search('excel london', 'venue', 'GB');
    expect(found[0]).toEqual(EXCEL);
    expect(found[1]).toMatchObject({
      providerPlaceId: 'osm:node/4332141189',
      name: 'Custom House for ExCeL',
      street: 'Victoria Dock Road',
      city: 'London',
    });
    const sent = new URL(lastRequest!.url!, url);
    expect(sent.pathname).toBe('/search');
    expect(Object.fromEntries(sent.searchParams)).toEqual({
      q: 'excel london',
      format: 'jsonv2',
      addressdetails: '1',
      limit: '10',
      countrycodes: 'gb',
    });
    expect(lastRequest!.headers['user-agent']).toBe('Pavilion tests (ops@pavilion.example)');
  });

  it('gives up on a failing or slow server with a PlacesProviderError', async () => {
    mode = 'fail';
    await expect(provider().search('excel', 'venue')).rejects.toThrow(
      new PlacesProviderError('nominatim', 'nominatim answered 500'),
    );
    mode = 'slow';
    await expect(provider().search('excel', 'venue')).rejects.toThrow(
      `nominatim did not answer within ${TIMEOUT_MS} ms`,
    );
  });
});

describe('the Google Places adapter', () => {
  it('asks the text search for the fields we keep, with the key, and maps the answer to places', async () => {
    const google = new GooglePlaces({ apiKey: 'test-key', url, timeoutMs: TIMEOUT_MS });
    expect(await google.search('excel london', 'venue', 'GB')).toEqual([
      {
        providerPlaceId: 'google:ChIJxQ3x9pSo2EcRLbzjDvYHbVw',
        venueId: null,
        name: 'ExCeL London',
        street: '1 Western Gateway',
        postalCode: 'E16 1XL',
        city: 'London',
        countryCode: 'GB',
        address: '1 Western Gateway, London E16 1XL, UK',
        latitude: 51.508129,
        longitude: 0.0295913,
        timeZone: null,
      },
    ]);
    expect(lastRequest!.method).toBe('POST');
    expect(lastRequest!.headers['x-goog-api-key']).toBe('test-key');
    expect(lastRequest!.headers['x-goog-fieldmask']).toContain('places.addressComponents');
    expect(JSON.parse(lastBody)).toEqual({ textQuery: 'excel london', pageSize: 10, regionCode: 'GB' });
  });
});

describe('the venue lookup with PLACES_PROVIDER=nominatim', () => {
  let t: TestContext;
  let auth: { Authorization: string };
  beforeAll(async () => {
    t = await createTestContext({
      PLACES_PROVIDER: 'nominatim',
      NOMINATIM_URL: url,
      NOMINATIM_USER_AGENT: 'Pavilion tests (ops@pavilion.example)',
      PLACES_TIMEOUT_MS: String(TIMEOUT_MS),
    });
    auth = await bearerFor(t.app, (await createPartnerUser(t.db)).email);
  });
  afterAll(() => t.close());

  const lookup = (q: string) =>
    request(t.app)
      .get(`/api/partner/venues/lookup?query=${encodeURIComponent(q)}&country=gb`)
      .set(auth);

  it("answers the provider's places; one picked becomes the partner's proposed venue, and is then known", async () => {
    const answer = ZVenueLookupAnswer.parse((await lookup('excel').expect(200)).body);
    expect(answer.provider).toBe('nominatim');
    expect(answer.results[0]).toEqual(EXCEL);

    const picked = answer.results[0];
    const created = await request(t.app)
      .post('/api/partner/venues')
      .set(auth)
      .send({
        name: picked.name,
        street: picked.street,
        postalCode: picked.postalCode,
        city: picked.city,
        countryCode: picked.countryCode,
        latitude: picked.latitude,
        longitude: picked.longitude,
        providerPlaceId: picked.providerPlaceId,
      })
      .expect(201);
    expect(created.body).toMatchObject({ name: 'ExCeL London', status: 'proposed', timeZone: 'Europe/London' });
    const [row] = await t.db.select().from(places).where(eq(places.id, created.body.id));
    expect(row.googlePlaceId).toBe('osm:way/25374281');
    expect((await lookup('excel').expect(200)).body.results[0].venueId).toBe(created.body.id);
  });

  it('answers a failing or slow provider with 503 in words, not a 500', async () => {
    mode = 'fail';
    expect((await lookup('excel').expect(503)).body).toMatchObject({
      error: VENUE_MESSAGES.placesUnavailable,
      code: 'BUSY',
    });
    mode = 'slow';
    expect((await lookup('excel').expect(503)).body.error).toBe(VENUE_MESSAGES.placesUnavailable);
  });

  it('finds nothing under 2 characters, without asking the provider', async () => {
    lastRequest = null;
    expect((await lookup('e').expect(200)).body).toEqual({ provider: 'nominatim', results: [] });
    expect(lastRequest).toBeNull();
  });
});

describe('the venue lookup with the local list (the default)', () => {
  const t = useTestContext();

  it('answers our approved venues, each with its id', async () => {
    const auth = await bearerFor(t.app, (await createPartnerUser(t.db)).email);
    const answer = ZVenueLookupAnswer.parse(
      (await request(t.app).get('/api/partner/venues/lookup?query=thames riverside').set(auth).expect(200)).body,
    );
    expect(answer.provider).toBe('local');
    expect(answer.results[0]).toMatchObject({
      name: 'Thames Riverside Exhibition Centre',
      city: 'London',
      countryCode: 'GB',
      timeZone: 'Europe/London',
    });
    expect(answer.results[0].venueId).toEqual(expect.any(Number));
    await request(t.app).get('/api/partner/venues/lookup?query=thames').expect(401);
  });
});
