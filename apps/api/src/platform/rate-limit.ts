// Rate limits for actions that cost us or someone else something (a bcrypt hash, an email, a card
// authorisation): a counter per key in fixed windows, kept in the database so that every API
// instance counts together. `consume` counts an attempt and refuses past the limit; `peek` and
// `record` split the two for limits that count only some outcomes (declined payments). A window
// counts up to its limit and no further (a refusal writes nothing), so an attack leaves a row per key
// and window holding at most the limit.
import { waitInWords } from '@pavilion/domain';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { rateLimitHits } from '../db/schema';
import { AppError } from './errors';

export interface RateLimit {
  /** Names the limited action in keys ('sign-up', 'forgot-password', 'order', ...). */
  name: string;
  /** Attempts allowed per window. */
  limit: number;
  windowMs: number;
  /**
   * What the person is told when refused; it should say when to try again. A function gets the
   * wait in words ('15 minutes', '1 hour') of the refusal at hand.
   */
  message: string | ((wait: string) => string);
}

function windowStart(now: Date, windowMs: number): Date {
  return new Date(Math.floor(now.getTime() / windowMs) * windowMs);
}

/** The key under which `who` ('ip:203.0.113.5', 'person:12', 'order:<id>') is counted for a limit. */
export function limitKey(limit: Pick<RateLimit, 'name'>, who: string): string {
  return `${limit.name}:${who}`.slice(0, 200);
}

export function tooManyRequests(limit: RateLimit, now: Date): AppError {
  const retryAfterSeconds = Math.max(
    1,
    Math.ceil((windowStart(now, limit.windowMs).getTime() + limit.windowMs - now.getTime()) / 1000),
  );
  const message =
    typeof limit.message === 'string' ? limit.message : limit.message(waitInWords(retryAfterSeconds * 1000));
  return new AppError('TOO_MANY_REQUESTS', message, undefined, { retryAfterSeconds });
}

export class RateLimiter {
  constructor(
    private readonly db: DbOrTx,
    private readonly now: () => Date,
  ) {}

  /**
   * Adds one hit for `who` unless the window already holds `limit.limit` of them: nothing a rule reads
   * lies past the limit, so a refused attempt writes nothing and a flood leaves one row at the limit.
   * Answers whether this hit was counted (false: the window was already full) and the count after it.
   */
  private async hit(limit: RateLimit, who: string, start: Date): Promise<{ counted: boolean; hits: number }> {
    const [row] = await this.db
      .insert(rateLimitHits)
      .values({ key: limitKey(limit, who), windowStart: start, hits: 1 })
      .onConflictDoUpdate({
        target: [rateLimitHits.key, rateLimitHits.windowStart],
        set: { hits: sql`${rateLimitHits.hits} + 1` },
        // Checked on the locked row, so concurrent attempts cannot push it past the limit either.
        setWhere: sql`${rateLimitHits.hits} < ${limit.limit}`,
      })
      .returning({ hits: rateLimitHits.hits });
    return row ? { counted: true, hits: row.hits } : { counted: false, hits: limit.limit };
  }

  /** Adds one hit for each `who` (up to the limit, see `hit`) and returns the counts after it. */
  async record(limit: RateLimit, who: readonly string[]): Promise<number[]> {
    const start = windowStart(this.now(), limit.windowMs);
    const counts: number[] = [];
    for (const w of who) counts.push((await this.hit(limit, w, start)).hits);
    return counts;
  }

  /** The hits so far in this window for each `who`. */
  async peek(limit: RateLimit, who: readonly string[]): Promise<number[]> {
    const start = windowStart(this.now(), limit.windowMs);
    const counts: number[] = [];
    for (const w of who) {
      const [row] = await this.db
        .select({ hits: rateLimitHits.hits })
        .from(rateLimitHits)
        .where(and(eq(rateLimitHits.key, limitKey(limit, w)), eq(rateLimitHits.windowStart, start)));
      counts.push(row?.hits ?? 0);
    }
    return counts;
  }

  /** Refuses with 429 when any `who` already used up the window. */
  async check(limit: RateLimit, who: readonly string[]): Promise<void> {
    const counts = await this.peek(limit, who);
    if (counts.some((n) => n >= limit.limit)) throw tooManyRequests(limit, this.now());
  }

  /**
   * Counts this attempt for every `who`, and refuses with 429 when one of them had used up the window
   * already. The count stops at the limit: the attempt that would make it limit + 1 is the refused
   * one and is not written.
   */
  async consume(limit: RateLimit, who: readonly string[]): Promise<void> {
    const start = windowStart(this.now(), limit.windowMs);
    let refused = false;
    for (const w of who) if (!(await this.hit(limit, w, start)).counted) refused = true;
    if (refused) throw tooManyRequests(limit, this.now());
  }

  /** Forgets windows that ended more than `olderThanMs` ago; answers how many rows went. */
  async prune(olderThanMs = 24 * 3600_000): Promise<number> {
    const removed = await this.db
      .delete(rateLimitHits)
      .where(lt(rateLimitHits.windowStart, new Date(this.now().getTime() - olderThanMs)))
      .returning({ key: rateLimitHits.key });
    return removed.length;
  }
}

/** The limits of one kind of request: per client address, and per account when signed in. */
export type RequestLimits = {
  perAddress: RateLimit;
  perAccount: RateLimit;
};

/**
 * What a refusal of these limits says, each wording once, as the reference documents it: the words the
 * refusal is made with, the wait in them written '…'.
 */
export function limitRefusals(limits: Record<string, RateLimit>): string {
  const texts = Object.values(limits).map((limit) =>
    typeof limit.message === 'string' ? limit.message : limit.message('…'),
  );
  return [...new Set(texts)].join('; ');
}

/** Who makes a request, as limits count it. */
export interface Requester {
  ip: string;
  /** Set when the request is signed in. */
  personId?: number;
}

/** Counts a request against its address's limit and, when signed in, its account's; 429 past either. */
export async function consumeRequestLimits(limiter: RateLimiter, limits: RequestLimits, who: Requester) {
  await limiter.consume(limits.perAddress, [`ip:${who.ip}`]);
  if (who.personId !== undefined) await limiter.consume(limits.perAccount, [`person:${who.personId}`]);
}
