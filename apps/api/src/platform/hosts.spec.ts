// The three apps on their own hosts, chosen by the Host header; the marketplace's /partner and /admin
// paths forwarding there; and a session carried across by a grant, never by a shared cookie.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { createPartnerUser, createTestContext, TEST_PASSWORD, type TestContext } from '@pavilion/api-testing/harness';
import { createApp } from '../app';
import { loadConfig } from '../config';
import { SESSION_COOKIE } from './auth';
import { createLogger } from './logger';
import { appForHost, appHostUrl, grantNavigationAllowed, safeNextPath, signGrant } from './hosts';

const MARKETPLACE = 'localhost:3000';
const PARTNER = 'partner.localhost:3000';
const ADMIN = 'admin.localhost:3000';

let t: TestContext;
let dist: string;

function writeApp(name: string, title: string) {
  mkdirSync(path.join(dist, name, 'assets'), { recursive: true });
  writeFileSync(path.join(dist, name, 'index.html'), `<html><head><title>${title}</title></head><body></body></html>`);
  writeFileSync(path.join(dist, name, 'assets', 'app.js'), `console.log(${JSON.stringify(title)});`);
}

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'pavilion-dist-'));
  writeApp('marketplace', 'Marketplace');
  writeApp('partner-portal', 'Partner portal');
  writeApp('admin-console', 'Admin console');
  t = await createTestContext({ SERVE_APPS: 'true', WEB_DIST_DIR: dist, PUBLIC_URL: 'http://localhost:3000' });
});

afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

/** The session cookie a response sets, as a Cookie header, and the Set-Cookie line itself. */
function sessionCookie(res: request.Response): { header: string; line: string } | null {
  const lines = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  const line = lines.find((l) => l.startsWith(`${SESSION_COOKIE}=`) && !l.startsWith(`${SESSION_COOKIE}=;`));
  return line ? { header: line.split(';')[0]!, line } : null;
}

async function signInOnMarketplace(email: string) {
  const res = await request(t.app)
    .post('/api/login/')
    .set('Host', MARKETPLACE)
    .set('X-Requested-With', 'pavilion')
    .send({ email, password: TEST_PASSWORD });
  expect(res.status).toBe(200);
  return sessionCookie(res)!;
}

/**
 * Follows the marketplace's forward of `path` to the app's host and takes the grant there, as a browser
 * does: between localhost and partner.localhost every navigation is cross-site to it.
 */
async function forward(path: string, cookie: string) {
  const first = await request(t.app).get(path).set('Host', MARKETPLACE).set('Cookie', cookie);
  expect(first.status).toBe(302);
  const handoff = new URL(first.headers.location as string);
  const second = await request(t.app)
    .get(`${handoff.pathname}${handoff.search}`)
    .set('Host', handoff.host)
    .set('Sec-Fetch-Site', 'cross-site');
  return { first, handoff, second };
}

describe('the app of each host', () => {
  it('serves the marketplace, the partner portal and the admin console at / of their own hosts', async () => {
    const market = await request(t.app).get('/').set('Host', MARKETPLACE).set('Accept', 'text/html');
    expect(market.text).toContain('<title>Marketplace</title>');
    const portal = await request(t.app).get('/dashboard').set('Host', PARTNER).set('Accept', 'text/html');
    expect(portal.status).toBe(200);
    expect(portal.text).toContain('<title>Partner portal</title>');
    // The portal and console are told where the marketplace is (their links back to it).
    expect(portal.text).toContain('<meta name="pavilion:marketplace-url" content="http://localhost:3000" />');
    const consolePage = await request(t.app).get('/login').set('Host', ADMIN).set('Accept', 'text/html');
    expect(consolePage.text).toContain('<title>Admin console</title>');
    const asset = await request(t.app).get('/assets/app.js').set('Host', PARTNER);
    expect(asset.text).toContain('Partner portal');
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it('answers /api on every host, so the apps call it on their own origin', async () => {
    for (const host of [MARKETPLACE, PARTNER, ADMIN]) {
      const res = await request(t.app).get('/api/health').set('Host', host);
      expect(res.status).toBe(200);
      expect(res.type).toBe('application/json');
    }
  });

  it('gives an unknown host (an address, another name) the marketplace', async () => {
    const res = await request(t.app).get('/').set('Host', '127.0.0.1:3000').set('Accept', 'text/html');
    expect(res.text).toContain('<title>Marketplace</title>');
    expect(appForHost('PARTNER.localhost', t.config.appHosts)).toBe('partner');
    expect(appForHost('partner.localhost.evil.example', t.config.appHosts)).toBe('marketplace');
  });
});

describe("the marketplace's /partner and /admin paths", () => {
  it('forward to the same page on the app host, keeping the path and the query', async () => {
    const res = await request(t.app).get('/partner/event-details/7?tab=orders&page=2').set('Host', MARKETPLACE);
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('http://partner.localhost:3000/event-details/7?tab=orders&page=2');
    // For a client that shows the answer instead of following it: a page with the link, escaped.
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.text).toContain('<a href="http://partner.localhost:3000/event-details/7?tab=orders&amp;page=2">');
    expect(res.text).toContain('location.replace("http://partner.localhost:3000/event-details/7?tab=orders&page=2")');
    const root = await request(t.app).get('/partner').set('Host', MARKETPLACE);
    expect(root.headers.location).toBe('http://partner.localhost:3000/');
    const admin = await request(t.app).get('/admin/login?next=%2Fadmin%2Fdashboard').set('Host', MARKETPLACE);
    expect(admin.headers.location).toBe('http://admin.localhost:3000/login?next=%2Fadmin%2Fdashboard');
  });

  it("take a visitor's language along, as ?lang= (the other host has its own cookie)", async () => {
    const res = await request(t.app)
      .get('/partner/signup?step=2')
      .set('Host', MARKETPLACE)
      .set('Cookie', 'pavilion_lang=de');
    expect(res.headers.location).toBe('http://partner.localhost:3000/signup?step=2&lang=de');
    const named = await request(t.app)
      .get('/partner/signup?lang=fr')
      .set('Host', MARKETPLACE)
      .set('Cookie', 'pavilion_lang=de');
    expect(named.headers.location).toBe('http://partner.localhost:3000/signup?lang=fr');
  });

  it('leave the marketplace its own paths, and the app hosts their own /partner and /admin paths', async () => {
    const partners = await request(t.app)
      .get('/partners-and-friends')
      .set('Host', MARKETPLACE)
      .set('Accept', 'text/html');
    expect(partners.status).toBe(200);
    expect(partners.text).toContain('<title>Marketplace</title>');
    const onPortal = await request(t.app).get('/partner/x').set('Host', PARTNER).set('Accept', 'text/html');
    expect(onPortal.status).toBe(200);
    expect(onPortal.text).toContain('<title>Partner portal</title>');
    // Only page loads are forwarded: a form post is not turned into a GET elsewhere.
    const post = await request(t.app).post('/partner/dashboard').set('Host', MARKETPLACE);
    expect(post.status).not.toBe(302);
  });

  it('never forward to another site, whatever the path', () => {
    expect(appHostUrl('//evil.example/x', t.config.appHosts)).toBeNull();
    expect(appHostUrl('/partner//evil.example/x', t.config.appHosts)?.url).toBe(
      'http://partner.localhost:3000/evil.example/x',
    );
    expect(safeNextPath('//evil.example')).toBe('/');
    expect(safeNextPath('/\\evil.example')).toBe('/');
    expect(safeNextPath('https://evil.example')).toBe('/');
    expect(safeNextPath('/dashboard?tab=2')).toBe('/dashboard?tab=2');
  });
});

describe('a session carried to the app host', () => {
  it('signs the partner in on the portal host with the same session, on a cookie of that host only', async () => {
    const partner = await createPartnerUser(t.db);
    const cookie = await signInOnMarketplace(partner.email);
    expect(cookie.line).not.toMatch(/domain=/i);

    const { handoff, second } = await forward('/partner/dashboard?tab=2', cookie.header);
    expect(handoff.origin).toBe('http://partner.localhost:3000');
    expect(handoff.pathname).toBe('/api/session/handoff');
    expect(second.status).toBe(302);
    expect(second.headers.location).toBe('/dashboard?tab=2');
    const portalCookie = sessionCookie(second)!;
    expect(portalCookie.line).not.toMatch(/domain=/i);
    expect(portalCookie.line).toMatch(/HttpOnly/);
    expect(portalCookie.line).toMatch(/SameSite=Lax/);

    const me = await request(t.app).get('/api/session').set('Host', PARTNER).set('Cookie', portalCookie.header);
    expect(me.status).toBe(200);
    expect(JSON.stringify(me.body)).toContain(partner.email);

    // One session: signing out on the portal signs out on the marketplace too.
    const out = await request(t.app)
      .post('/api/logout/')
      .set('Host', PARTNER)
      .set('Cookie', portalCookie.header)
      .set('X-Requested-With', 'pavilion');
    expect(out.status).toBeLessThan(300);
    const after = await request(t.app).get('/api/partner/events').set('Host', MARKETPLACE).set('Cookie', cookie.header);
    expect(after.status).toBe(401);
  });

  it('forwards a visitor without a grant, and sets no cookie for a grant from another site, another host or a forgery', async () => {
    const visitor = await request(t.app).get('/partner/dashboard').set('Host', MARKETPLACE);
    expect(visitor.headers.location).toBe('http://partner.localhost:3000/dashboard');

    const partner = await createPartnerUser(t.db);
    const cookie = await signInOnMarketplace(partner.email);
    // A link on someone else's page: under example.com the forward is same-site and another site's
    // navigation is refused; under localhost the browser calls both cross-site.
    expect(grantNavigationAllowed('cross-site', 'example.com')).toBe(false);
    expect(grantNavigationAllowed('same-site', 'example.com')).toBe(true);
    expect(grantNavigationAllowed('none', 'www.example.com')).toBe(true);
    expect(grantNavigationAllowed(undefined, 'example.com')).toBe(true);
    expect(grantNavigationAllowed('cross-site', 'localhost')).toBe(true);

    // A grant for the portal is not taken on the console's host.
    const { handoff } = await forward('/partner/dashboard', cookie.header);
    const elsewhere = await request(t.app).get(`${handoff.pathname}${handoff.search}`).set('Host', ADMIN);
    expect(sessionCookie(elsewhere)).toBeNull();

    // Signed with another secret.
    const forged = signGrant(
      'another-secret-that-is-long-enough-for-hs256',
      { sessionId: 'x', personId: 1, until: 9e9 },
      'http://partner.localhost:3000',
    );
    const withForgery = await request(t.app)
      .get(`/api/session/handoff?grant=${forged}&next=%2F%2Fevil.example`)
      .set('Host', PARTNER);
    expect(withForgery.headers.location).toBe('/');
    expect(sessionCookie(withForgery)).toBeNull();
  });

  it('under example.com: refuses a grant from another site, and the cookies are Secure', async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      JWT_SECRET: t.config.jwtSecret,
      DATA_DIR: t.dataDir,
      SERVE_APPS: 'false',
      LOG_LEVEL: 'silent',
      PUBLIC_URL: 'https://example.com',
    });
    const app = createApp({
      config,
      db: t.db,
      logger: createLogger('silent'),
      storage: t.storage,
      sessions: t.sessions,
    });
    const partner = await createPartnerUser(t.db);
    const login = await request(app)
      .post('/api/login/')
      .set('Host', 'example.com')
      .set('X-Requested-With', 'pavilion')
      .send({ email: partner.email, password: TEST_PASSWORD });
    const cookie = sessionCookie(login)!;
    expect(cookie.line).toMatch(/Secure/);
    const take = async (fetchSite: string) => {
      const first = await request(app)
        .get('/partner/dashboard')
        .set('Host', 'example.com')
        .set('Cookie', cookie.header);
      const handoff = new URL(first.headers.location as string);
      expect(handoff.origin).toBe('https://partner.example.com');
      return request(app)
        .get(`${handoff.pathname}${handoff.search}`)
        .set('Host', 'partner.example.com')
        .set('Sec-Fetch-Site', fetchSite);
    };
    expect(sessionCookie(await take('cross-site'))).toBeNull();
    const ours = sessionCookie(await take('same-site'))!;
    expect(ours.line).toMatch(/Secure/);
    expect(ours.line).not.toMatch(/domain=/i);
  });

  it('takes a grant for nothing but the hand-over: it is no session token', async () => {
    const partner = await createPartnerUser(t.db);
    const cookie = await signInOnMarketplace(partner.email);
    const { handoff } = await forward('/partner/dashboard', cookie.header);
    const grant = handoff.searchParams.get('grant')!;
    const res = await request(t.app)
      .get('/api/partner/events')
      .set('Host', PARTNER)
      .set('Authorization', `Bearer ${grant}`);
    expect(res.status).toBe(401);
  });

  it('ends a grant with its session: signed out on the marketplace, the grant signs nobody in', async () => {
    const partner = await createPartnerUser(t.db);
    const cookie = await signInOnMarketplace(partner.email);
    const first = await request(t.app).get('/partner/dashboard').set('Host', MARKETPLACE).set('Cookie', cookie.header);
    const handoff = new URL(first.headers.location as string);
    await request(t.app)
      .post('/api/logout/')
      .set('Host', MARKETPLACE)
      .set('Cookie', cookie.header)
      .set('X-Requested-With', 'pavilion');
    const late = await request(t.app).get(`${handoff.pathname}${handoff.search}`).set('Host', PARTNER);
    expect(late.headers.location).toBe('/dashboard');
    expect(sessionCookie(late)).toBeNull();
  });
});
