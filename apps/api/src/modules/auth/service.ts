// Sign-in (with the throttle of ./throttle) and sign-out.
import bcrypt from 'bcrypt';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { persons } from '../../db/schema';
import { createSession, revokeSession, type AuthSessions, type SessionSettings } from '../../platform/auth';
import { SignInThrottle, type AttemptMeta } from './throttle';

export const BCRYPT_ROUNDS = 10;

// Compared against when the account does not exist, so both paths take the same time.
const DUMMY_HASH = bcrypt.hashSync('not-a-real-password', BCRYPT_ROUNDS);

export type LoginResult =
  { ok: true; token: string; expiresAt: Date; sessionId: string; personId: number } | { ok: false };

export interface AuthDeps {
  db: Database;
  session: SessionSettings;
  now: () => Date;
  sessions: Pick<AuthSessions, 'forgetPerson'>;
}

export class AuthService {
  private readonly throttle: SignInThrottle;

  constructor(private readonly deps: AuthDeps) {
    this.throttle = new SignInThrottle(deps.db, deps.now);
  }

  /** Checks the password (after the throttle lets the attempt through) and opens a session. */
  async login(email: string, password: string, meta: AttemptMeta): Promise<LoginResult> {
    await this.throttle.assertMayTry(email, meta.ip);
    const [person] = await this.deps.db
      .select({ id: persons.id, passwordHash: persons.passwordHash })
      .from(persons)
      .where(sql`lower(${persons.email}) = lower(${email})`)
      .limit(1);
    const ok = await bcrypt.compare(password, person?.passwordHash ?? DUMMY_HASH);
    const success = ok && !!person?.passwordHash;
    await this.throttle.record(email, person?.id ?? null, success, meta);
    if (!success || !person) return { ok: false };
    return { ok: true, personId: person.id, ...(await this.openSession(person.id, meta)) };
  }

  /** A new session for a person who has just proved who they are (sign-in, sign-up). */
  openSession(personId: number, meta: AttemptMeta) {
    return createSession(this.deps.db, this.deps.session, personId, meta);
  }

  /** Ends the session on the server: its token stops working here at once and elsewhere within moments. */
  async logout(sessionId: string, personId: number): Promise<void> {
    await revokeSession(this.deps.db, sessionId);
    this.deps.sessions.forgetPerson(personId);
  }
}
