// The three apps on their own hosts: the marketplace on PUBLIC_URL's host, the partner portal on
// partner.<host> and the admin console on admin.<host>, each at `/`, chosen by the request's Host.
// The marketplace's /partner/... and /admin/... paths (links in emails, the marketplace's own links)
// forward to the same page on the app's host. Cookies are per host; a person signed in on the
// marketplace is signed in on the host they are forwarded to through a one-minute grant for the same
// session (docs/architecture/operations.md, "Deployment on subdomains").
import { createHash, createSecretKey, type KeyObject } from 'node:crypto';
import cookieParser from 'cookie-parser';
import type { Request, RequestHandler, Response, Router } from 'express';
import jwt from 'jsonwebtoken';
import { isAnyLocale } from '@pavilion/domain';
import type { Config } from '../config';
import { withLocale } from './i18n';
import { HOSTS_TEXT } from './messages';
import { cookieLocale, pageLocale } from './spa';
import { SESSION_COOKIE, authenticate, setSessionCookie, type AuthSessions, type SessionSettings } from './auth';

export type AppName = 'marketplace' | 'partner' | 'admin';
type HostedApp = Exclude<AppName, 'marketplace'>;
type Hosts = Config['appHosts'];

/** The marketplace paths that stand for the other apps' pages: /partner/dashboard is the portal's /dashboard. */
export const APP_PATH_PREFIXES: Record<HostedApp, string> = { partner: '/partner', admin: '/admin' };

/** Where a grant is taken: on the app's host, which answers /api like every host. */
export const SESSION_HANDOFF_PATH = '/api/session/handoff';

/** A grant is used at once by the browser's redirect; a minute covers a slow network. */
const GRANT_TTL_SECONDS = 60;

/** The app a request is for, by its host name (X-Forwarded-Host behind a trusted proxy); unknown hosts get the marketplace. */
export function appForHost(hostname: string, hosts: Hosts): AppName {
  const name = hostname.toLowerCase();
  if (name === hosts.partner.hostname) return 'partner';
  if (name === hosts.admin.hostname) return 'admin';
  return 'marketplace';
}

/**
 * The app's own URL for a marketplace path under /partner or /admin, keeping the rest of the path and
 * the query: '/partner/dashboard?tab=2' -> 'http://partner.localhost:3000/dashboard?tab=2'. Null for
 * any other path ('/partners' is the marketplace's).
 */
export function appHostUrl(url: string, hosts: Hosts): { app: HostedApp; url: string; inner: string } | null {
  for (const app of ['partner', 'admin'] as const) {
    const prefix = APP_PATH_PREFIXES[app];
    if (url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`)) {
      let inner = url.slice(prefix.length);
      if (!inner.startsWith('/')) inner = `/${inner}`;
      // '/partner//evil.example' stays a path of the app's host.
      inner = inner.replace(/^\/+/, '/');
      return { app, url: `${hosts[app].origin}${inner}`, inner };
    }
  }
  return null;
}

/** A path of this host to go on to after a grant: never another origin (//host, /\host, a scheme). */
export function safeNextPath(next: unknown): string {
  return typeof next === 'string' && /^\/(?![/\\])/.test(next) && !/[\r\n]/.test(next) ? next : '/';
}

interface GrantClaims {
  /** The session the grant is for, named apart from a session token's `sid`. */
  session: string;
  /** When the session's token ends (seconds): the new cookie ends with it. */
  until: number;
  sub: string;
}

/** Grants are signed with a key of their own, so a grant is never taken for a session token or the reverse. */
function grantKey(jwtSecret: string): KeyObject {
  return createSecretKey(createHash('sha256').update(`session-handoff:${jwtSecret}`).digest());
}

export function signGrant(
  jwtSecret: string,
  grant: { sessionId: string; personId: number; until: number },
  audience: string,
): string {
  return jwt.sign({ session: grant.sessionId, until: grant.until }, grantKey(jwtSecret), {
    subject: String(grant.personId),
    audience,
    expiresIn: GRANT_TTL_SECONDS,
    algorithm: 'HS256',
  });
}

export function verifyGrant(jwtSecret: string, token: string, audience: string): GrantClaims | null {
  try {
    const claims = jwt.verify(token, grantKey(jwtSecret), { algorithms: ['HS256'], audience }) as GrantClaims;
    return typeof claims.session === 'string' && typeof claims.until === 'number' ? claims : null;
  } catch {
    return null;
  }
}

interface HostDeps {
  /** The marketplace's host name (PUBLIC_URL's): where grants come from. */
  marketplaceHostname: string;
  hosts: Hosts;
  sessions: AuthSessions;
  session: SessionSettings;
}

/** When the session token of the request's cookie ends (seconds since 1970), read after authenticate checked it. */
function cookieTokenEnd(req: Request): number | null {
  const token = (req.cookies as Record<string, string> | undefined)?.[SESSION_COOKIE];
  const decoded = token ? jwt.decode(token) : null;
  return decoded && typeof decoded === 'object' && typeof decoded.exp === 'number' ? decoded.exp : null;
}

/**
 * On the marketplace's host: /partner/... and /admin/... go to the same page on the app's host, with a
 * grant for the session when the person is signed in here. Other hosts pass through.
 */
export function appPathRedirects({ hosts, sessions, session }: HostDeps): RequestHandler[] {
  const readCookies = cookieParser();
  const readSession = authenticate(sessions, session);
  const applies = (req: Request) =>
    (req.method === 'GET' || req.method === 'HEAD') &&
    appForHost(req.hostname, hosts) === 'marketplace' &&
    appHostUrl(req.originalUrl, hosts) !== null;
  return [
    (req, res, next) => (applies(req) ? readCookies(req, res, next) : next()),
    (req, res, next) => (applies(req) ? readSession(req, res, next) : next()),
    (req, res, next) => {
      if (!applies(req)) return next();
      const target = appHostUrl(req.originalUrl, hosts)!;
      const until = req.auth?.via === 'cookie' ? cookieTokenEnd(req) : null;
      res.setHeader('Cache-Control', 'no-store');
      if (!req.auth || until === null) return forward(res, withVisitorLanguage(req, target.url));
      const origin = hosts[target.app].origin;
      const grant = signGrant(session.jwtSecret, { ...req.auth, until }, origin);
      const query = new URLSearchParams({ grant, next: target.inner });
      forward(res, `${origin}${SESSION_HANDOFF_PATH}?${query.toString()}`);
    },
  ];
}

/**
 * A visitor's language (the cookie of this host) goes with them to the other app's host, whose cookie
 * is its own: as `?lang=`, which the app reads and keeps in that host's cookie.
 */
function withVisitorLanguage(req: Request, url: string): string {
  const language = cookieLocale(req);
  if (!isAnyLocale(language)) return url;
  const target = new URL(url);
  if (!target.searchParams.has('lang')) target.searchParams.set('lang', language);
  return target.toString();
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * A 302 to `url` whose body is the short page RFC 9110 asks of a redirect: a link to the new address,
 * and a script that goes there, for a client that shows the answer instead of following Location.
 */
function forward(res: Response, url: string) {
  const href = url.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
  const target = JSON.stringify(url).replace(/</g, '\\u003c');
  // In the language the page would be shown in (?lang=, the cookie, the browser's); the link is the address.
  const locale = pageLocale(res.req);
  const moved = withLocale(locale, () => HOSTS_TEXT.movedTo({ link: '\u0000' }))
    .replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!)
    .replace('\u0000', `<a href="${href}">${href}</a>`);
  res
    .status(302)
    .location(url)
    .type('html')
    .send(
      `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><title>Pavilion</title></head>` +
        `<body><p>${moved}</p><script>location.replace(${target})</script></body></html>`,
    );
}

/**
 * Whether a grant may be taken from a navigation: not from another site's page (Sec-Fetch-Site), so a
 * link on someone else's page cannot sign a visitor in as whoever made the grant. The marketplace's
 * forward is same-site (example.com to partner.example.com). Under a one-label name (localhost) every
 * navigation between the hosts is cross-site to the browser, since the name is a top-level one, and
 * nothing tells ours from another's: there, on a developer's own machine, the check is left out.
 */
export function grantNavigationAllowed(fetchSite: string | undefined, marketplaceHostname: string): boolean {
  return fetchSite !== 'cross-site' || !marketplaceHostname.includes('.');
}

/**
 * GET /api/session/handoff?grant=...&next=/dashboard on the portal's or console's host: sets this
 * host's cookie for the session the grant names, if it is still live and came by our forward, then
 * goes on to `next`.
 */
export function sessionHandoff({ marketplaceHostname, hosts, sessions, session }: HostDeps): RequestHandler {
  return async (req: Request, res: Response, next) => {
    try {
      res.setHeader('Cache-Control', 'no-store');
      const to = safeNextPath(req.query['next']);
      const app = appForHost(req.hostname, hosts);
      const grantText = req.query['grant'];
      const allowed = grantNavigationAllowed(req.get('sec-fetch-site'), marketplaceHostname);
      if (app === 'marketplace' || typeof grantText !== 'string' || !allowed) {
        return res.redirect(302, to);
      }
      const claims = verifyGrant(session.jwtSecret, grantText, hosts[app].origin);
      const live = claims ? await sessions.load(claims.session, Number(claims.sub)) : null;
      if (claims && live) {
        // A session token as createSession (auth.ts) makes it: the session's id and person, ending with it.
        const token = jwt.sign({ sid: claims.session, exp: claims.until }, session.jwtSecret, {
          subject: claims.sub,
          algorithm: 'HS256',
        });
        setSessionCookie(res, session, token, new Date(claims.until * 1000));
      }
      res.redirect(302, to);
    } catch (err) {
      next(err);
    }
  };
}

/** Hands each request to its host's app (a router per app; a missing build answers nothing). */
export function byHost(hosts: Hosts, apps: Record<AppName, Router | null>): RequestHandler {
  return (req, res, next) => {
    const app = apps[appForHost(req.hostname, hosts)];
    return app ? app(req, res, next) : next();
  };
}
