// Sign-in (with the throttle of ./throttle) and sign-out.
import bcrypt from 'bcrypt';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { persons } from '../../db/schema';
import type { TSession } from '@pavilion/domain';
import { createSession, revokeSession, type AuthSessions, type SessionSettings } from '../../platform/auth';
import { assertMaySignIn } from '../sanctions';
import { PersonSession } from './read-model';
import { SignInThrottle, type AttemptMeta } from './throttle';

export const BCRYPT_ROUNDS = 10;

/**
 * Compared against when the account does not exist, so both paths take the same time: a hash of a
 * password no account has, at BCRYPT_ROUNDS (written out, so no process spends a tenth of a second
 * making it when it loads this module).
 */
export const DUMMY_HASH = '$2b$10$WCkFvlxwqUvlvF3kWsh7FeY3JS8rmrUluFDS5rOySzalZO4XZSvCS';

export type LoginResult =
  | { ok: true; token: string; expiresAt: Date; sessionId: string; personId: number }
  | { ok: false };

const NO_SESSION_CACHE: Pick<AuthSessions, 'forgetPerson'> = { forgetPerson: () => undefined };

export class AuthService {
  private readonly throttle: SignInThrottle;

  constructor(
    private readonly db: Database,
    private readonly session: SessionSettings,
    private readonly now: () => Date,
    /** Told at logout, so this instance refuses the ended session at once. */
    private readonly sessions: Pick<AuthSessions, 'forgetPerson'> = NO_SESSION_CACHE,
  ) {
    this.throttle = new SignInThrottle(db, now);
  }

  /** Checks the password (after the throttle lets the attempt through) and opens a session. */
  async login(email: string, password: string, meta: AttemptMeta): Promise<LoginResult> {
    await this.throttle.assertMayTry(email, meta.ip);
    const [person] = await this.db
      .select({ id: persons.id, passwordHash: persons.passwordHash })
      .from(persons)
      .where(sql`lower(${persons.email}) = lower(${email})`)
      .limit(1);
    const ok = await bcrypt.compare(password, person?.passwordHash ?? DUMMY_HASH);
    const success = ok && !!person?.passwordHash;
    // A blocked account is told so (403 ACCOUNT_BLOCKED), and only once the password was right: nothing
    // is written, neither a session nor the attempt.
    if (success && person) await assertMaySignIn(this.db, person.id, this.now());
    await this.throttle.record(email, person?.id ?? null, success, meta);
    if (!success || !person) return { ok: false };
    return { ok: true, personId: person.id, ...(await this.openSession(person.id, meta)) };
  }

  /** A new session for a person who has just proved who they are (sign-in, sign-up). */
  openSession(personId: number, meta: AttemptMeta) {
    return createSession(this.db, this.session, personId, meta);
  }

  /** Ends the session on the server: its token stops working here at once and elsewhere within moments. */
  async logout(sessionId: string, personId: number): Promise<void> {
    await revokeSession(this.db, sessionId);
    this.sessions.forgetPerson(personId);
  }

  /** Who a session is, as the sign-in answers and GET /api/session tell it (null once it has ended). */
  sessionView(sessionId: string, personId: number): Promise<TSession | null> {
    return new PersonSession(this.db, personId).view(sessionId);
  }
}
