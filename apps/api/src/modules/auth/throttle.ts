// Sign-in throttling that slows password guessing without letting anyone lock an account
// (OWASP ASVS 2.2.1): failures are counted per account and address pair, per address, and per
// account, each with its own rule, from the attempts kept in login_attempts (which also feed the
// account's login activity). Unknown accounts are counted by the email given, exactly like known
// ones, so the answers do not tell which accounts exist.
import { AUTH_MESSAGES, waitInWords } from '@pavilion/domain';
import { and, desc, eq, gt, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { authTokens, loginAttempts, persons } from '../../db/schema';
import { AppError } from '../../platform/errors';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The numbers; docs/api.md and docs/decisions/0002-sign-in-throttling-slows-guessing-without-locking.md repeat them. */
export const SIGN_IN_THROTTLE = {
  /** One account from one address: after this many failures it waits before the next try... */
  pairFailures: 5,
  /** ...this long, doubled with every further `pairFailures` failures, at most `pairMaxWaitMs`. */
  pairFirstWaitMs: 15 * MINUTE,
  pairMaxWaitMs: 24 * HOUR,
  /** Failures of a pair are remembered this long (a success or a password reset forgets them). */
  pairMemoryMs: 24 * HOUR,
  /** One address, whichever accounts it tries: at most this many failures in `addressWindowMs`. */
  addressFailures: 20,
  addressWindowMs: 15 * MINUTE,
  /**
   * One account from every address together: past this many failures in `accountWindowMs` only
   * addresses that signed in to the account in the last `knownAddressMs` may try. ASVS 2.2.1 names
   * 100 failures an hour as the most an account may see.
   */
  accountFailures: 100,
  accountWindowMs: HOUR,
  knownAddressMs: 90 * 24 * HOUR,
} as const;

/** What the throttle's refusals say, as the reference documents them (the wait written '…'). */
export const throttleRefusals = () =>
  `${AUTH_MESSAGES.tooManyAttempts({ wait: '…' })}; ${AUTH_MESSAGES.accountUnderAttack({ wait: '…' })}`;

export interface AttemptMeta {
  ip?: string;
  userAgent?: string;
}

const tooMany = (message: string, waitMs: number) =>
  new AppError('TOO_MANY_REQUESTS', message, undefined, { retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) });

const sameEmail = (email: string) => sql`lower(${loginAttempts.email}) = lower(${email})`;

export class SignInThrottle {
  constructor(
    private readonly db: DbOrTx,
    private readonly now: () => Date,
  ) {}

  /** When the account's password was last reset by email link: failures before it no longer count. */
  private async lastPasswordReset(email: string): Promise<Date | null> {
    const [row] = await this.db
      .select({ at: authTokens.usedAt })
      .from(authTokens)
      .innerJoin(persons, eq(persons.id, authTokens.personId))
      .where(
        and(
          sql`lower(${persons.email}) = lower(${email})`,
          eq(authTokens.purpose, 'password-reset'),
          isNotNull(authTokens.usedAt),
        ),
      )
      .orderBy(desc(authTokens.usedAt))
      .limit(1);
    return row?.at ?? null;
  }

  /**
   * Refuses (429, with Retry-After) an attempt on `email` from `ip` that one of the three rules
   * holds back; the right password is refused too, so the rules cannot be used to confirm a guess.
   */
  async assertMayTry(email: string, ip: string | undefined): Promise<void> {
    const now = this.now().getTime();
    const resetAt = (await this.lastPasswordReset(email))?.getTime() ?? 0;
    const T = SIGN_IN_THROTTLE;

    if (ip) {
      // The pair: failures since its last success or the last reset, within memory.
      const since = Math.max(now - T.pairMemoryMs, resetAt);
      const attempts = await this.db
        .select({ success: loginAttempts.success, at: loginAttempts.createdAt })
        .from(loginAttempts)
        .where(and(sameEmail(email), eq(loginAttempts.ipAddress, ip), gt(loginAttempts.createdAt, new Date(since))))
        .orderBy(desc(loginAttempts.createdAt), desc(loginAttempts.id))
        .limit(500);
      const lastSuccess = attempts.findIndex((a) => a.success);
      const failures = lastSuccess === -1 ? attempts : attempts.slice(0, lastSuccess);
      if (failures.length >= T.pairFailures) {
        const doublings = Math.floor(failures.length / T.pairFailures) - 1;
        const wait = Math.min(T.pairFirstWaitMs * 2 ** doublings, T.pairMaxWaitMs);
        const left = failures[0].at.getTime() + wait - now;
        if (left > 0) throw tooMany(AUTH_MESSAGES.tooManyAttempts({ wait: waitInWords(left) }), left);
      }

      // The address, whichever accounts it tries.
      const [byAddress] = await this.db
        .select({ n: sql<number>`count(*)::int`, oldest: sql<Date | string | null>`min(${loginAttempts.createdAt})` })
        .from(loginAttempts)
        .where(
          and(
            eq(loginAttempts.ipAddress, ip),
            eq(loginAttempts.success, false),
            gt(loginAttempts.createdAt, new Date(now - T.addressWindowMs)),
          ),
        );
      if (byAddress.n >= T.addressFailures && byAddress.oldest) {
        const left = new Date(byAddress.oldest).getTime() + T.addressWindowMs - now;
        throw tooMany(AUTH_MESSAGES.tooManyAttempts({ wait: waitInWords(left) }), left);
      }
    }

    // The account from every address: past the ceiling, only addresses it knows may try.
    const [byAccount] = await this.db
      .select({ n: sql<number>`count(*)::int`, oldest: sql<Date | string | null>`min(${loginAttempts.createdAt})` })
      .from(loginAttempts)
      .where(
        and(
          sameEmail(email),
          eq(loginAttempts.success, false),
          gt(loginAttempts.createdAt, new Date(Math.max(now - T.accountWindowMs, resetAt))),
        ),
      );
    if (byAccount.n >= T.accountFailures && !(ip && (await this.isKnownAddress(email, ip)))) {
      const left = Math.max(MINUTE, new Date(byAccount.oldest ?? now).getTime() + T.accountWindowMs - now);
      throw tooMany(AUTH_MESSAGES.accountUnderAttack({ wait: waitInWords(left) }), left);
    }
  }

  /** Whether the account was signed in to from this address lately (the owner's own address). */
  private async isKnownAddress(email: string, ip: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: loginAttempts.id })
      .from(loginAttempts)
      .where(
        and(
          sameEmail(email),
          eq(loginAttempts.ipAddress, ip),
          eq(loginAttempts.success, true),
          gt(loginAttempts.createdAt, new Date(this.now().getTime() - SIGN_IN_THROTTLE.knownAddressMs)),
        ),
      )
      .limit(1);
    return !!row;
  }

  /** Keeps an attempt: the rules above count the failures, the login activity lists both. */
  async record(email: string, personId: number | null, success: boolean, meta: AttemptMeta): Promise<void> {
    await this.db.insert(loginAttempts).values({
      email: email.slice(0, 254),
      personId,
      ipAddress: meta.ip?.slice(0, 64),
      userAgent: meta.userAgent?.slice(0, 400),
      success,
      createdAt: this.now(),
    });
  }
}
