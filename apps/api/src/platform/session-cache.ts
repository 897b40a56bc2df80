// Auth contexts kept in memory between requests. Every request with a session token needs its context
// (platform/auth.ts); without this each one cost a query. What makes keeping them safe:
//
// - Triggers on sessions, persons, attendees and partner_members (migration 0005_auth_notify) send
//   NOTIFY pavilion_auth '<personId>' whenever a row that decides a context changes. PostgreSQL
//   delivers it at commit to every API instance listening, and each drops that person's entries.
// - The instance that revokes a session (logout, password change or reset) drops the entries itself
//   once its transaction has committed, so there the very next request is refused; other instances
//   follow within the notification's delivery time (milliseconds).
// - A lookup that was under way when an invalidation arrived may carry the state from before it: it
//   answers its request but is not kept (generation check).
// - Entries are served only while the cache knows it hears: it sends itself a heartbeat NOTIFY every
//   few seconds, and if none has come back lately (listener connection lost, notifications perhaps
//   missed) it empties itself, asks PostgreSQL on every request, and listens again. Whenever
//   listening (re)starts, every entry is dropped, and serving resumes once a heartbeat sent after
//   that has come back.
// - An entry also ends with its session's expiry and after a few minutes in any case.
//
// Not started (createApp without one, or a database that cannot listen), it is a pass-through.
import type { Logger } from 'pino';
import type { Listen, Notify } from '../db/database';

export type { Listen, Notify };

export const AUTH_CHANNEL = 'pavilion_auth';
const PING = 'ping';

export interface SessionCacheOptions {
  maxEntries?: number;
  /** How often the heartbeat is sent. */
  heartbeatMs?: number;
  /** Without a heartbeat (or any notification) heard for this long, the cache stops serving. */
  staleAfterMs?: number;
  /** The longest an entry is kept, whatever its session's expiry. */
  maxAgeMs?: number;
  logger?: Logger;
}

/** A lookup's answer: the value to cache for the session and when the session expires. */
export interface SessionLookupResult<T> {
  value: T;
  expiresAt: Date;
}

interface Entry<T> {
  value: T;
  personId: number;
  /** The session's expiry or the entry's maximum age, whichever comes first. */
  validUntilMs: number;
}

export class SessionCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private generation = 0;
  private listening = false;
  /** When a notification was last heard since listening (re)started; 0 for none yet. */
  private lastHeardMs = 0;
  private listeningSinceMs = 0;
  private unsubscribe: (() => Promise<void>) | null = null;
  private subscribing: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private wiring: { listen: Listen; notify: Notify } | null = null;
  private pings = 0;
  private readonly waiting = new Map<string, () => void>();
  private readonly maxEntries: number;
  private readonly heartbeatMs: number;
  private readonly staleAfterMs: number;
  private readonly maxAgeMs: number;

  constructor(
    private readonly lookup: (sessionId: string, personId: number) => Promise<SessionLookupResult<T> | null>,
    private readonly options: SessionCacheOptions = {},
  ) {
    this.maxEntries = options.maxEntries ?? 50_000;
    this.heartbeatMs = options.heartbeatMs ?? 5_000;
    this.staleAfterMs = options.staleAfterMs ?? 15_000;
    this.maxAgeMs = options.maxAgeMs ?? 5 * 60_000;
  }

  /** True while entries may be served: listening, and heard from recently. */
  get serving(): boolean {
    return this.listening && this.lastHeardMs > 0 && Date.now() - this.lastHeardMs <= this.staleAfterMs;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The session's value: from memory when it is known and current, otherwise from the lookup. */
  async load(sessionId: string, personId: number): Promise<T | null> {
    const serving = this.serving;
    if (serving) {
      const hit = this.entries.get(sessionId);
      if (hit && hit.personId === personId && hit.validUntilMs > Date.now()) return hit.value;
    }
    const generation = this.generation;
    const found = await this.lookup(sessionId, personId);
    if (!found) return null;
    // Kept only if nothing was invalidated while the lookup ran: its answer may predate that change.
    if (serving && generation === this.generation && this.serving) {
      const validUntilMs = Math.min(found.expiresAt.getTime(), Date.now() + this.maxAgeMs);
      this.entries.delete(sessionId);
      if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
      this.entries.set(sessionId, { value: found.value, personId, validUntilMs });
    }
    return found.value;
  }

  /** Drops every entry of a person. Call it after the change has committed. */
  forgetPerson(personId: number): void {
    this.generation++;
    for (const [sessionId, entry] of this.entries) if (entry.personId === personId) this.entries.delete(sessionId);
  }

  /** Drops every entry. */
  forgetAll(): void {
    this.generation++;
    this.entries.clear();
  }

  /**
   * Starts listening and the heartbeat, and waits (up to `timeoutMs`) for the first heartbeat to come
   * back. Until one has, every load asks the database.
   */
  async start(listen: Listen, notify: Notify, timeoutMs = 5_000): Promise<void> {
    this.wiring = { listen, notify };
    await this.subscribe();
    this.timer = setInterval(() => void this.heartbeat(), this.heartbeatMs);
    this.timer.unref();
    if (this.listening) await this.ping(timeoutMs);
  }

  /** Stops listening; the cache goes back to asking the database every time. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.wiring = null;
    // A (re)subscription under way finishes first, so its listener is undone below, not left behind.
    await this.subscribing;
    this.listening = false;
    this.forgetAll();
    for (const resolve of this.waiting.values()) resolve();
    this.waiting.clear();
    const unsubscribe = this.unsubscribe;
    this.unsubscribe = null;
    if (unsubscribe) await unsubscribe().catch(() => undefined);
  }

  /**
   * Resolves once every notification committed before the call has been heard (PostgreSQL delivers
   * them in commit order, so hearing a ping sent now is enough). At once when not serving; after
   * `timeoutMs` in any case.
   */
  async settled(timeoutMs = 5_000): Promise<void> {
    if (this.serving) await this.ping(timeoutMs);
  }

  /** Sends a heartbeat of its own and resolves when it is heard, or after `timeoutMs`. */
  private async ping(timeoutMs: number): Promise<void> {
    if (!this.wiring) return;
    const payload = `${PING}:${++this.pings}`;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        this.waiting.delete(payload);
        resolve();
      }, timeoutMs);
      this.waiting.set(payload, () => {
        clearTimeout(timer);
        resolve();
      });
      this.wiring?.notify(AUTH_CHANNEL, payload).catch(() => undefined);
    });
  }

  private heard(payload: string): void {
    this.lastHeardMs = Date.now();
    if (payload.startsWith(PING)) {
      const resolve = this.waiting.get(payload);
      if (resolve) {
        this.waiting.delete(payload);
        resolve();
      }
      return;
    }
    const personId = Number(payload);
    if (Number.isSafeInteger(personId)) this.forgetPerson(personId);
    else this.forgetAll();
  }

  private onListening(): void {
    // Whatever changed while nobody was listening is unknown: start from empty, and serve again once
    // a heartbeat sent from now on has come back.
    this.forgetAll();
    this.listening = true;
    this.listeningSinceMs = Date.now();
    this.lastHeardMs = 0;
    this.wiring?.notify(AUTH_CHANNEL, PING).catch(() => undefined);
  }

  private subscribe(): Promise<void> {
    this.subscribing ??= (async () => {
      const wiring = this.wiring;
      if (!wiring) return;
      this.listening = false;
      this.forgetAll();
      const previous = this.unsubscribe;
      this.unsubscribe = null;
      if (previous) await previous().catch(() => undefined);
      try {
        this.unsubscribe = await wiring.listen(
          AUTH_CHANNEL,
          (payload) => this.heard(payload),
          () => this.onListening(),
        );
      } catch (err) {
        this.options.logger?.warn(
          { err },
          'session cache: cannot listen for changes; sessions are read from the database until it can',
        );
      }
    })().finally(() => {
      this.subscribing = null;
    });
    return this.subscribing;
  }

  private async heartbeat(): Promise<void> {
    const wiring = this.wiring;
    if (!wiring) return;
    const lastSign = Math.max(this.lastHeardMs, this.listeningSinceMs);
    if (!this.listening || Date.now() - lastSign > this.staleAfterMs) {
      if (this.listening) this.options.logger?.warn('session cache: no notification heard lately; listening again');
      await this.subscribe();
    }
    await wiring.notify(AUTH_CHANNEL, PING).catch(() => undefined);
  }
}
