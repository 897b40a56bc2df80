// The session cache: unit behaviour against an in-memory channel, then the real thing on the test
// database (PGlite, or PostgreSQL with DATABASE_URL): triggers announce changes and every instance
// drops what it kept.
import request from 'supertest';
import { eq, sql } from 'drizzle-orm';
import { createApp } from '../app';
import { attendees, partnerMembers, partners, persons, sessions } from '../db/schema';
import { bearerFor, createAttendee, useTestContext } from '@pavilion/api-testing/harness';
import { authSessions } from './auth';
import { createLogger } from './logger';
import { AUTH_CHANNEL, SessionCache, type Listen, type Notify } from './session-cache';

/** An in-process channel standing in for LISTEN/NOTIFY; `deaf` drops every message (a lost connection). */
function channel() {
  const listeners = new Set<(payload: string) => void>();
  const bus = {
    deaf: false,
    listens: 0,
    listen: (async (name, onPayload, onListening) => {
      expect(name).toBe(AUTH_CHANNEL);
      bus.listens++;
      listeners.add(onPayload);
      onListening();
      return async () => void listeners.delete(onPayload);
    }) as Listen,
    notify: (async (_name, payload) => {
      if (!bus.deaf) for (const l of [...listeners]) l(payload);
    }) as Notify,
  };
  return bus;
}

const later = (ms: number) => new Date(Date.now() + ms);

/** Waits until `condition` holds, checking every few milliseconds; fails after two seconds. */
async function until(condition: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 2_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe('SessionCache', () => {
  let looked: string[];
  let rows: Map<string, { personId: number; name: string; expiresAt: Date }>;
  const lookup = async (sessionId: string, personId: number) => {
    looked.push(sessionId);
    const row = rows.get(sessionId);
    return row && row.personId === personId ? { value: row.name, expiresAt: row.expiresAt } : null;
  };

  beforeEach(() => {
    looked = [];
    rows = new Map([
      ['s1', { personId: 1, name: 'one', expiresAt: later(3_600_000) }],
      ['s2', { personId: 1, name: 'one again', expiresAt: later(3_600_000) }],
      ['s3', { personId: 2, name: 'two', expiresAt: later(3_600_000) }],
    ]);
  });

  it('asks every time until started, and again after stop', async () => {
    const cache = new SessionCache(lookup);
    expect(await cache.load('s1', 1)).toBe('one');
    expect(await cache.load('s1', 1)).toBe('one');
    expect(looked).toEqual(['s1', 's1']);
    const bus = channel();
    await cache.start(bus.listen, bus.notify);
    await cache.load('s1', 1);
    await cache.stop();
    await cache.load('s1', 1);
    await cache.load('s1', 1);
    expect(looked).toEqual(['s1', 's1', 's1', 's1', 's1']);
    expect(cache.serving).toBe(false);
  });

  it('once started, asks once per session and answers from memory after that', async () => {
    const cache = new SessionCache(lookup);
    const bus = channel();
    await cache.start(bus.listen, bus.notify);
    expect(await cache.load('s1', 1)).toBe('one');
    expect(await cache.load('s1', 1)).toBe('one');
    expect(await cache.load('s3', 2)).toBe('two');
    expect(looked).toEqual(['s1', 's3']);
    // The token's person must match the session's: a mismatch is never answered from memory.
    expect(await cache.load('s1', 2)).toBeNull();
    // Unknown sessions are not kept: asking again asks the lookup again.
    expect(await cache.load('nope', 1)).toBeNull();
    expect(await cache.load('nope', 1)).toBeNull();
    expect(looked).toEqual(['s1', 's3', 's1', 'nope', 'nope']);
    await cache.stop();
  });

  it("drops a person's sessions when told, locally or by a notification, and no one else's", async () => {
    const cache = new SessionCache(lookup);
    const bus = channel();
    await cache.start(bus.listen, bus.notify);
    for (const [sid, pid] of [
      ['s1', 1],
      ['s2', 1],
      ['s3', 2],
    ] as const)
      await cache.load(sid, pid);
    rows.delete('s1');
    cache.forgetPerson(1);
    expect(await cache.load('s1', 1)).toBeNull();
    expect(await cache.load('s3', 2)).toBe('two');
    expect(looked).toEqual(['s1', 's2', 's3', 's1']);

    rows.set('s3', { personId: 2, name: 'two renamed', expiresAt: later(3_600_000) });
    await bus.notify(AUTH_CHANNEL, '2');
    expect(await cache.load('s3', 2)).toBe('two renamed');
    expect(await cache.load('s2', 1)).toBe('one again');
    expect(looked).toEqual(['s1', 's2', 's3', 's1', 's3', 's2']);
    await cache.stop();
  });

  it('answers but does not keep a lookup that was under way when a change was announced', async () => {
    const bus = channel();
    let release!: () => void;
    const slow = async (sessionId: string, personId: number) => {
      const answer = await lookup(sessionId, personId);
      await new Promise<void>((resolve) => (release = resolve));
      return answer;
    };
    const cache = new SessionCache(slow);
    await cache.start(bus.listen, bus.notify);
    const pending = cache.load('s1', 1); // reads the row as it was
    await new Promise((resolve) => setImmediate(resolve));
    rows.delete('s1'); // revoked meanwhile, and announced
    await bus.notify(AUTH_CHANNEL, '1');
    release();
    expect(await pending).toBe('one');
    const again = cache.load('s1', 1);
    await new Promise((resolve) => setImmediate(resolve));
    release();
    expect(await again).toBeNull();
    expect(looked).toEqual(['s1', 's1']);
    await cache.stop();
  });

  it("ends an entry with its session's expiry", async () => {
    rows.set('short', { personId: 3, name: 'short', expiresAt: later(500) });
    const cache = new SessionCache(lookup);
    const bus = channel();
    await cache.start(bus.listen, bus.notify);
    await cache.load('short', 3);
    await cache.load('short', 3);
    expect(looked).toEqual(['short']);
    await new Promise((resolve) => setTimeout(resolve, 550));
    rows.delete('short'); // the database no longer answers an expired session
    expect(await cache.load('short', 3)).toBeNull();
    expect(looked).toEqual(['short', 'short']);
    await cache.stop();
  });

  it('keeps at most maxEntries, dropping the oldest', async () => {
    const cache = new SessionCache(lookup, { maxEntries: 2 });
    const bus = channel();
    await cache.start(bus.listen, bus.notify);
    await cache.load('s1', 1);
    await cache.load('s2', 1);
    await cache.load('s3', 2);
    expect(cache.size).toBe(2);
    await cache.load('s3', 2);
    await cache.load('s2', 1);
    await cache.load('s1', 1);
    expect(looked).toEqual(['s1', 's2', 's3', 's1']);
    await cache.stop();
  });

  it('stops serving when its heartbeat is not heard, and serves again once it hears after listening anew', async () => {
    const cache = new SessionCache(lookup, { heartbeatMs: 10, staleAfterMs: 35 });
    const bus = channel();
    await cache.start(bus.listen, bus.notify);
    await cache.load('s1', 1);
    expect(cache.serving).toBe(true);
    bus.deaf = true; // notifications no longer arrive: a change now could go unheard
    await until(() => bus.listens > 2, 'it has listened again twice');
    // Listening again succeeded, but nothing sent since has come back: still not serving.
    expect(cache.serving).toBe(false);
    expect(cache.size).toBe(0);
    await cache.load('s1', 1);
    await cache.load('s1', 1);
    expect(looked).toEqual(['s1', 's1', 's1']);
    bus.deaf = false;
    await until(() => cache.serving, 'it serves again');
    await cache.load('s1', 1);
    await cache.load('s1', 1);
    expect(looked).toEqual(['s1', 's1', 's1', 's1']);
    await cache.stop();
  });

  it('starts from empty whenever listening starts again (changes meanwhile were not heard)', async () => {
    let onListening!: () => void;
    const cache = new SessionCache(lookup);
    const bus = channel();
    await cache.start(async (name, onPayload, listening) => {
      onListening = listening;
      return bus.listen(name, onPayload, listening);
    }, bus.notify);
    await cache.load('s1', 1);
    onListening(); // what a driver does after reconnecting
    await cache.load('s1', 1);
    expect(looked).toEqual(['s1', 's1']);
    await cache.stop();
  });
});

describe('sessions kept by the API, on the database', () => {
  const t = useTestContext();

  it('serves a session from memory once seen', async () => {
    expect(t.sessions.serving).toBe(true);
    const a = await createAttendee(t.db);
    const auth = await bearerFor(t.app, a.email);
    await request(t.app).get('/api/orders/').set(auth).expect(200);
    const kept = t.sessions.size;
    expect(kept).toBeGreaterThan(0);
    await request(t.app).get('/api/orders/').set(auth).expect(200);
    expect(t.sessions.size).toBe(kept);
  });

  it('refuses a session revoked by another instance once the notification is heard', async () => {
    const a = await createAttendee(t.db);
    const auth = await bearerFor(t.app, a.email);
    await request(t.app).get('/api/orders/').set(auth).expect(200);
    // Another instance (or an operator) revokes it: only the trigger's notification tells this one.
    await t.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.personId, a.personId));
    await t.sessions.settled();
    await request(t.app).get('/api/orders/').set(auth).expect(401);
  });

  it('follows role changes: an attendee row removed, then added back', async () => {
    const a = await createAttendee(t.db);
    const auth = await bearerFor(t.app, a.email);
    await request(t.app).get('/api/orders/').set(auth).expect(200);
    await t.db.delete(attendees).where(eq(attendees.personId, a.personId));
    await t.sessions.settled();
    await request(t.app).get('/api/orders/').set(auth).expect(403);
    await t.db.insert(attendees).values({ personId: a.personId });
    await t.sessions.settled();
    await request(t.app).get('/api/orders/').set(auth).expect(200);
  });

  it('follows partner membership, the admin flag and the name', async () => {
    const a = await createAttendee(t.db);
    const auth = await bearerFor(t.app, a.email);
    const before = await request(t.app).get('/api/session/me').set(auth).expect(200);
    expect(before.body).toMatchObject({ partnerId: null, isAdmin: false });
    const [org] = await t.db
      .insert(partners)
      .values({ name: 'Kept Ltd', email: a.email, currentVettingStatus: 'APPROVED' })
      .returning();
    await t.db.insert(partnerMembers).values({ partnerId: org.id, personId: a.personId });
    await t.db.update(persons).set({ isAdmin: true, firstName: 'Renamed' }).where(eq(persons.id, a.personId));
    await t.sessions.settled();
    // The cached context itself changed: the guard for attendees still passes, and the context a
    // route gets carries the new roles (the checkout's owner check reads partnerId from it).
    const cached = await t.sessions.load(
      (await t.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.personId, a.personId)))[0].id,
      a.personId,
    );
    expect(cached).toMatchObject({ partnerId: org.id, isAdmin: true, firstName: 'Renamed' });
  });

  it('a second instance on the same database drops a session the first one signed out', async () => {
    const other = createApp({
      config: t.config,
      db: t.db,
      logger: createLogger('silent'),
      storage: t.storage,
      sessions: authSessions(t.db),
    });
    const otherSessions = authSessions(t.db);
    await otherSessions.start(t.handle.listen, t.handle.notify);
    try {
      const second = createApp({
        config: t.config,
        db: t.db,
        logger: createLogger('silent'),
        storage: t.storage,
        sessions: otherSessions,
      });
      const a = await createAttendee(t.db);
      const auth = await bearerFor(t.app, a.email);
      await request(second).get('/api/orders/').set(auth).expect(200);
      expect(otherSessions.size).toBe(1);
      await request(t.app).post('/api/logout/').set(auth).expect(200);
      // The instance that signed out refuses at once; the other once it has heard.
      await request(t.app).get('/api/orders/').set(auth).expect(401);
      await otherSessions.settled();
      expect(otherSessions.size).toBe(0);
      await request(second).get('/api/orders/').set(auth).expect(401);
      // An app given a cache that was never started reads the database every time.
      await request(other).get('/api/orders/').set(auth).expect(401);
    } finally {
      await otherSessions.stop();
    }
  });

  it('sends one notification per person for a change to many of their sessions', async () => {
    const a = await createAttendee(t.db);
    await bearerFor(t.app, a.email);
    await bearerFor(t.app, a.email);
    const heard: string[] = [];
    const unlisten = await t.handle.listen(
      AUTH_CHANNEL,
      (p) => heard.push(p),
      () => undefined,
    );
    try {
      await t.db.execute(sql`update sessions set revoked_at = now() where person_id = ${a.personId}`);
      await t.sessions.settled();
      expect(heard.filter((p) => p === String(a.personId))).toHaveLength(1);
    } finally {
      await unlisten();
    }
  });
});
