// Views of an event's public page, as the partner's insights count them: one per visitor and event per
// UTC day, bots left out, so nobody can inflate a partner's figures by asking for the page again.
// The API trusts one proxy here, so each request names its client address in X-Forwarded-For.
import request from 'supertest';
import { eventClickVisitors, eventViewVisitors } from '../../db/schema';
import { bearerFor, createAttendee, useTestContext } from '@pavilion/api-testing/harness';
import {
  approveCurrent,
  createEvent,
  partnerWithPolicy,
  type TestPartner,
} from '@pavilion/api-testing/fixtures/partner-events';
import { forgetPageVisitors } from './page-views';

const t = useTestContext({ TRUST_PROXY: '1' });
let partner: TestPartner;
beforeAll(async () => {
  partner = await partnerWithPolicy(t);
});

const DAY = 86_400_000;
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
const SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

const today = () => t.clock.now.toISOString().slice(0, 10);
let lastOctet = 0;
/** A fresh client address. */
const address = () => `203.0.113.${++lastOctet}`;

/** Opens the event's public page from `from` with the browser `agent` (none: no User-Agent at all). */
const open = (eventId: number, from: string, agent: string | null, auth?: { Authorization: string }) => {
  const req = request(t.app).get(`/api/events/${eventId}`).set('X-Forwarded-For', from);
  if (agent !== null) req.set('User-Agent', agent);
  if (auth) req.set(auth);
  return req.expect(200);
};

/** The views the partner's insights give for one event over [from, to], and for all its events. */
async function views(eventId: number, from = today(), to = today()) {
  const one = await request(t.app)
    .get(`/api/partner/insights?eventId=${eventId}&from=${from}&to=${to}`)
    .set(partner.auth)
    .expect(200);
  return one.body.totals.pageViews as number;
}
async function partnerViews(from = today(), to = today()) {
  const all = await request(t.app).get(`/api/partner/insights?from=${from}&to=${to}`).set(partner.auth).expect(200);
  return all.body.totals.pageViews as number;
}

async function publicEvent(name: string) {
  const id = await createEvent(t, partner, { name });
  await approveCurrent(t, partner, id);
  return id;
}

describe('page views of an event', () => {
  it('count the same visitor once a day however often they open the page', async () => {
    const id = await publicEvent('Once A Day Expo');
    const before = await partnerViews();
    const visitor = address();
    for (let i = 0; i < 5; i++) await open(id, visitor, CHROME);
    expect(await views(id)).toBe(1);
    expect(await partnerViews()).toBe(before + 1);
  });

  it('count two visitors twice: another address, or another browser at the same address', async () => {
    const id = await publicEvent('Two Visitors Forum');
    const office = address();
    await open(id, office, CHROME);
    await open(id, address(), CHROME);
    expect(await views(id)).toBe(2);
    // A colleague on a phone behind the same office address is someone else.
    await open(id, office, SAFARI);
    await open(id, office, SAFARI);
    expect(await views(id)).toBe(3);
  });

  it('count the same visitor again on the next UTC day', async () => {
    const id = await publicEvent('Next Day Summit');
    const visitor = address();
    const first = today();
    await open(id, visitor, CHROME);
    await open(id, visitor, CHROME);
    t.clock.advance(DAY);
    await open(id, visitor, CHROME);
    await open(id, visitor, CHROME);
    expect(await views(id, first, today())).toBe(2);
    expect(await views(id)).toBe(1);
  });

  it('leave out bots: search engines, scripts, headless browsers and requests without a user agent', async () => {
    const id = await publicEvent('Bots Not Welcome Week');
    for (const bot of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
      'curl/8.5.0',
      'Wget/1.21.4',
      'python-requests/2.31.0',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/124.0.0.0 Safari/537.36',
      '',
      null,
    ]) {
      await open(id, address(), bot);
    }
    expect(await views(id)).toBe(0);
  });

  it('count a signed-in person once a day from wherever they open the page', async () => {
    const id = await publicEvent('Signed In Conference');
    const person = await createAttendee(t.db);
    const auth = await bearerFor(t.app, person.email);
    await open(id, address(), CHROME, auth);
    await open(id, address(), SAFARI, auth);
    await open(id, address(), CHROME, auth);
    expect(await views(id)).toBe(1);
  });

  it('keep no address: only an opaque key per visitor and day, forgotten after a day', async () => {
    const id = await publicEvent('Private Visitors Fair');
    const visitor = '198.51.100.77';
    await open(id, visitor, CHROME);
    const person = await createAttendee(t.db);
    await open(id, address(), CHROME, await bearerFor(t.app, person.email));
    const rows = await t.db.select().from(eventViewVisitors);
    expect(rows.filter((r) => r.eventId === id)).toHaveLength(2);
    for (const row of rows) expect(row.visitor).toMatch(/^[0-9a-f]{32}$/);
    expect(JSON.stringify(rows)).not.toContain(visitor);
    // Yesterday's visitors still guard yesterday's counts around midnight; older days go.
    await forgetPageVisitors(t.db, new Date(t.clock.now.getTime() + DAY));
    const kept = await t.db.select().from(eventViewVisitors);
    expect(kept.filter((r) => r.eventId === id)).toHaveLength(2);
    expect(kept.every((r) => r.day === today())).toBe(true);
    expect(await forgetPageVisitors(t.db, new Date(t.clock.now.getTime() + 2 * DAY))).toBe(kept.length);
    expect(await t.db.select().from(eventViewVisitors)).toEqual([]);
    // The counts stay.
    expect(await views(id)).toBe(2);
  });

  it("forget the clicks' visitors of past days as they forget the views'", async () => {
    const id = await publicEvent('Clicked Twice Forum');
    for (const from of [address(), address()])
      await request(t.app)
        .post(`/api/events/${id}/click`)
        .set('X-Forwarded-For', from)
        .set('User-Agent', CHROME)
        .expect(204);
    const clickVisitors = async () => (await t.db.select().from(eventClickVisitors)).filter((r) => r.eventId === id);
    expect(await clickVisitors()).toHaveLength(2);
    await forgetPageVisitors(t.db, new Date(t.clock.now.getTime() + DAY));
    expect(await clickVisitors()).toHaveLength(2);
    await forgetPageVisitors(t.db, new Date(t.clock.now.getTime() + 2 * DAY));
    expect(await clickVisitors()).toEqual([]);
  });

  it('count no view for a HEAD request', async () => {
    const id = await publicEvent('Heads Only Meetup');
    await request(t.app)
      .head(`/api/events/${id}`)
      .set('X-Forwarded-For', address())
      .set('User-Agent', CHROME)
      .expect(200);
    expect(await views(id)).toBe(0);
  });
});
