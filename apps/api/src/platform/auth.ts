// Sessions: a JWT names a session row; the row decides. Logout, password change and reset revoke rows,
// so a copied token stops working. Browser apps get an httpOnly cookie; API clients send a Bearer token.
// Each API instance keeps the rows it has read in memory until a change to them is announced
// (session-cache.ts).
import { createSecretKey, randomUUID } from 'node:crypto';
import type { CookieOptions, Request, RequestHandler, Response } from 'express';
import jwt from 'jsonwebtoken';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { API_KEY_SECRET_PREFIX, API_PATHS, isLocale, type Locale, type TApiKeyScope } from '@pavilion/domain';
import type { Database, DbOrTx } from '../db/client';
import { attendees, partnerMembers, personSettings, persons, sessions } from '../db/schema';
import { AppError, forbidden, unauthenticated } from './errors';
import { CLIENT_HEADER } from './client-header';
import { SessionCache, type SessionCacheOptions } from './session-cache';
import { API_TEXT } from './messages';

export const SESSION_COOKIE = 'pavilion_session';
export { CLIENT_HEADER } from './client-header';

export interface AuthContext {
  sessionId: string;
  personId: number;
  email: string;
  firstName: string;
  surname: string;
  attendeeId: number | null;
  partnerId: number | null;
  /** 'owner' manages team members and bank accounts; 'member' does everything else. */
  partnerRole: 'owner' | 'member' | null;
  isAdmin: boolean;
  /**
   * The person's language setting: what the API answers in and the apps show; null for an account that
   * never saved settings (the apps keep the language the visitor chose).
   */
  language: Locale | null;
  via: 'cookie' | 'bearer';
  /** Set when the request was made with a partner's API key (platform/api-keys.ts) rather than a session. */
  apiKey?: ApiKeyIdentity;
}

/** The key a request was made with: what it may do (its scopes) and what its audit entries name. */
export interface ApiKeyIdentity {
  id: number;
  name: string;
  scopes: readonly TApiKeyScope[];
  partnerName: string;
}

/**
 * Resolves an API key's secret to the auth context a member's session would give (plus the key), or
 * throws 401/429; `recordWrite` audits a write made with it.
 */
export type KeyResolver = (
  secret: string,
  req: Request,
) => Promise<{ auth: Omit<AuthContext, 'via'>; recordWrite: (method: string, path: string) => Promise<void> }>;

declare module 'express-serve-static-core' {
  interface Request {
    auth?: AuthContext;
    /** Audits a write made with an API key (set only for such a request; platform/route.ts calls it). */
    recordKeyWrite?: (method: string, path: string) => Promise<void>;
    /** Why the API key the request was made with was refused (401 or 429); the route answers it. */
    keyRefusal?: Error & { status: number };
  }
}

export interface SessionSettings {
  jwtSecret: string;
  ttlHours: number;
  cookieDomain?: string;
  secureCookies: boolean;
}

interface TokenClaims {
  sid: string;
  sub: string;
}

export function cookieOptions(settings: SessionSettings, maxAgeMs?: number): CookieOptions {
  return {
    httpOnly: true,
    sameSite: 'lax',
    secure: settings.secureCookies,
    path: '/',
    domain: settings.cookieDomain,
    ...(maxAgeMs !== undefined ? { maxAge: maxAgeMs } : {}),
  };
}

export async function createSession(
  db: DbOrTx,
  settings: SessionSettings,
  personId: number,
  meta: { ip?: string; userAgent?: string },
): Promise<{ token: string; sessionId: string; expiresAt: Date }> {
  const sessionId = randomUUID();
  const expiresAt = new Date(Date.now() + settings.ttlHours * 3600_000);
  await db.insert(sessions).values({
    id: sessionId,
    personId,
    expiresAt,
    ipAddress: meta.ip?.slice(0, 64),
    userAgent: meta.userAgent?.slice(0, 400),
  });
  const token = jwt.sign({ sid: sessionId } satisfies Omit<TokenClaims, 'sub'>, settings.jwtSecret, {
    subject: String(personId),
    expiresIn: settings.ttlHours * 3600,
    algorithm: 'HS256',
  });
  return { token, sessionId, expiresAt };
}

export function setSessionCookie(res: Response, settings: SessionSettings, token: string, expiresAt: Date) {
  res.cookie(SESSION_COOKIE, token, cookieOptions(settings, expiresAt.getTime() - Date.now()));
}

export function clearSessionCookie(res: Response, settings: SessionSettings) {
  res.clearCookie(SESSION_COOKIE, cookieOptions(settings));
}

export async function revokeSession(db: DbOrTx, sessionId: string) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every session of a person, or every one but the current (password change keeps the caller signed in). */
export async function revokeAllSessions(db: DbOrTx, personId: number, exceptSessionId?: string) {
  const where = exceptSessionId
    ? and(eq(sessions.personId, personId), isNull(sessions.revokedAt), ne(sessions.id, exceptSessionId))
    : and(eq(sessions.personId, personId), isNull(sessions.revokedAt));
  await db.update(sessions).set({ revokedAt: new Date() }).where(where);
}

function readToken(req: Request): { token: string; via: 'cookie' | 'bearer' } | null {
  const header = req.headers.authorization;
  if (header?.startsWith('Bearer ')) return { token: header.slice(7).trim(), via: 'bearer' };
  const cookie = (req.cookies as Record<string, string> | undefined)?.[SESSION_COOKIE];
  if (cookie) return { token: cookie, via: 'cookie' };
  return null;
}

function authLookup(db: Database) {
  return db
    .select({
      sessionId: sessions.id,
      personId: persons.id,
      email: persons.email,
      firstName: persons.firstName,
      surname: persons.surname,
      isAdmin: persons.isAdmin,
      attendeeId: attendees.id,
      partnerId: partnerMembers.partnerId,
      partnerRole: partnerMembers.role,
      language: personSettings.defaultLanguage,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(persons, eq(persons.id, sessions.personId))
    .leftJoin(attendees, eq(attendees.personId, persons.id))
    .leftJoin(partnerMembers, eq(partnerMembers.personId, persons.id))
    .leftJoin(personSettings, eq(personSettings.personId, persons.id))
    .where(
      and(
        eq(sessions.id, sql.placeholder('sessionId')),
        eq(sessions.personId, sql.placeholder('personId')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1)
    .prepare('load_auth_context');
}

/** Every request runs this lookup: it is built once per database rather than on each call. */
const authLookups = new WeakMap<Database, ReturnType<typeof authLookup>>();

type SessionContext = Omit<AuthContext, 'via'>;

async function lookUpSession(
  db: Database,
  sessionId: string,
  personId: number,
): Promise<{ value: SessionContext; expiresAt: Date } | null> {
  let lookup = authLookups.get(db);
  if (!lookup) authLookups.set(db, (lookup = authLookup(db)));
  const rows = await lookup.execute({ sessionId, personId, now: new Date().toISOString() });
  const row = rows[0];
  if (!row) return null;
  const { expiresAt, ...ctx } = row;
  const value: SessionContext = Object.freeze({
    ...ctx,
    attendeeId: ctx.attendeeId ?? null,
    partnerId: ctx.partnerId ?? null,
    partnerRole: ctx.partnerId ? (ctx.partnerRole === 'owner' ? 'owner' : 'member') : null,
    language: isLocale(ctx.language) ? ctx.language : null,
  });
  return { value, expiresAt };
}

/** The session's auth context from the database (never from a cache): null when it is unknown, revoked or expired. */
export async function loadAuthContext(
  db: Database,
  sessionId: string,
  personId: number,
): Promise<SessionContext | null> {
  return (await lookUpSession(db, sessionId, personId))?.value ?? null;
}

/** Auth contexts of sessions, kept between requests once started (see session-cache.ts). */
export type AuthSessions = SessionCache<SessionContext>;

export function authSessions(db: Database, options?: SessionCacheOptions): AuthSessions {
  return new SessionCache((sessionId, personId) => lookUpSession(db, sessionId, personId), options);
}

/**
 * Reads the session if there is one. A bad or ended token on a public route is treated as no session
 * (and its cookie is cleared); guards below turn a missing session into 401 where one is needed.
 */
export function authenticate(
  sessionsOf: AuthSessions,
  settings: SessionSettings,
  resolveKey?: KeyResolver,
): RequestHandler {
  // A key object made once: given the secret as a string, jsonwebtoken first tries (and fails) to
  // parse it as a public key on every request, which costs more than the signature check itself.
  const verifyKey = createSecretKey(Buffer.from(settings.jwtSecret, 'utf8'));
  return async (req, res, next) => {
    try {
      const found = readToken(req);
      if (!found) return next();
      if (resolveKey && found.via === 'bearer' && found.token.startsWith(API_KEY_SECRET_PREFIX)) {
        // A key that is unknown, revoked, expired or over its rate limit is refused by the route
        // (platform/route.ts): 401 or 429 where a signed-in caller is needed, a visitor on a public route.
        try {
          const { auth, recordWrite } = await resolveKey(found.token, req);
          req.auth = { ...auth, via: 'bearer' };
          req.recordKeyWrite = recordWrite;
        } catch (err) {
          if (!(err instanceof AppError)) throw err;
          req.keyRefusal = err;
        }
        return next();
      }
      let claims: TokenClaims;
      try {
        claims = jwt.verify(found.token, verifyKey, { algorithms: ['HS256'] }) as TokenClaims;
      } catch {
        if (found.via === 'cookie') clearSessionCookie(res, settings);
        return next();
      }
      const ctx = await sessionsOf.load(claims.sid, Number(claims.sub));
      if (!ctx) {
        if (found.via === 'cookie') clearSessionCookie(res, settings);
        return next();
      }
      req.auth = { ...ctx, via: found.via };
      next();
    } catch (err) {
      next(err);
    }
  };
}

/**
 * Writes that act on a signed token in the request and never on the session: a cookie lends them
 * nothing, so they need no client header (the one-click unsubscribe is posted by mail clients).
 */
export const TOKEN_ONLY_WRITES: ReadonlySet<string> = new Set([API_PATHS.unsubscribe, API_PATHS.newsletterUnsubscribe]);

/** Cookie sessions must send the client header on writes; Bearer clients are not exposed to CSRF. */
export const csrfGuard: RequestHandler = (req, _res, next) => {
  const unsafe = !['GET', 'HEAD', 'OPTIONS'].includes(req.method);
  const tokenOnly = TOKEN_ONLY_WRITES.has(req.path);
  if (unsafe && !tokenOnly && req.auth?.via === 'cookie' && !req.get(CLIENT_HEADER)) {
    return next(new AppError('FORBIDDEN', API_TEXT.notFromApps));
  }
  next();
};

export const requireAuth: RequestHandler = (req, _res, next) => (req.auth ? next() : next(unauthenticated()));

export const requireAttendee: RequestHandler = (req, _res, next) => {
  if (!req.auth) return next(unauthenticated());
  if (!req.auth.attendeeId) return next(forbidden(API_TEXT.attendeeNeeded));
  next();
};

export const requirePartner: RequestHandler = (req, _res, next) => {
  if (!req.auth) return next(unauthenticated());
  if (!req.auth.partnerId) return next(forbidden(API_TEXT.partnerNeeded));
  next();
};

export const requireAdmin: RequestHandler = (req, _res, next) => {
  if (!req.auth) return next(unauthenticated());
  if (!req.auth.isAdmin) return next(forbidden(API_TEXT.adminNeeded));
  next();
};

/** The authenticated context; only call after a guard. */
export function authOf(req: Request): AuthContext {
  if (!req.auth) throw unauthenticated();
  return req.auth;
}
