// Sign-in with throttling, sign-out, and who is signed in.
import bcrypt from 'bcrypt';
import { and, desc, eq, gt, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { authTokens, files, loginAttempts, persons } from '../../db/schema';
import { AppError } from '../../platform/errors';
import { createSession, loadAuthContext, type SessionSettings } from '../../platform/auth';

export const BCRYPT_ROUNDS = 10;
/** Throttling: failed sign-ins counted over this window, per account and per IP. */
export const THROTTLE_WINDOW_MINUTES = 15;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_IP = 20;
export const TOO_MANY_ATTEMPTS = `Too many failed sign-in attempts. Please wait ${THROTTLE_WINDOW_MINUTES} minutes and try again, or reset your password.`;

// Compared against when the account does not exist, so both paths take the same time.
const DUMMY_HASH = bcrypt.hashSync('not-a-real-password', BCRYPT_ROUNDS);

export interface LoginMeta {
  ip?: string;
  userAgent?: string;
}

export type LoginResult =
  { ok: true; token: string; expiresAt: Date; sessionId: string; personId: number } | { ok: false };

export class AuthService {
  constructor(
    private readonly db: Database,
    private readonly session: SessionSettings,
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

  /** 429 once the account or the address has too many failed password checks in the window. */
  async assertNotThrottled(email: string, ip: string | undefined) {
    const since = new Date(this.now().getTime() - THROTTLE_WINDOW_MINUTES * 60_000);
    // The throttle message offers a password reset as the way out, so a reset lifts the account's count.
    const resetAt = await this.lastPasswordReset(email);
    const accountSince = resetAt && resetAt > since ? resetAt : since;
    const [byAccount] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(loginAttempts)
      .where(
        and(
          sql`lower(${loginAttempts.email}) = lower(${email})`,
          eq(loginAttempts.success, false),
          gt(loginAttempts.createdAt, accountSince),
        ),
      );
    if (byAccount.n >= MAX_FAILURES_PER_ACCOUNT) throw new AppError('TOO_MANY_REQUESTS', TOO_MANY_ATTEMPTS);
    if (ip) {
      const [byIp] = await this.db
        .select({ n: sql<number>`count(*)::int` })
        .from(loginAttempts)
        .where(
          and(eq(loginAttempts.ipAddress, ip), eq(loginAttempts.success, false), gt(loginAttempts.createdAt, since)),
        );
      if (byIp.n >= MAX_FAILURES_PER_IP) throw new AppError('TOO_MANY_REQUESTS', TOO_MANY_ATTEMPTS);
    }
  }

  /** A wrong password given outside sign-in (changing the password): it counts like a failed sign-in. */
  async recordFailedPassword(email: string, personId: number, meta: LoginMeta) {
    await this.db.insert(loginAttempts).values({
      email: email.slice(0, 254),
      personId,
      ipAddress: meta.ip?.slice(0, 64),
      userAgent: meta.userAgent?.slice(0, 400),
      success: false,
      createdAt: this.now(),
    });
  }

  async login(email: string, password: string, meta: LoginMeta): Promise<LoginResult> {
    await this.assertNotThrottled(email, meta.ip);
    const [person] = await this.db
      .select({ id: persons.id, passwordHash: persons.passwordHash })
      .from(persons)
      .where(sql`lower(${persons.email}) = lower(${email})`)
      .limit(1);
    const ok = await bcrypt.compare(password, person?.passwordHash ?? DUMMY_HASH);
    const success = ok && !!person?.passwordHash;
    await this.db.insert(loginAttempts).values({
      email: email.slice(0, 254),
      personId: person?.id ?? null,
      ipAddress: meta.ip?.slice(0, 64),
      userAgent: meta.userAgent?.slice(0, 400),
      success,
      createdAt: this.now(),
    });
    if (!success || !person) return { ok: false };
    const s = await createSession(this.db, this.session, person.id, meta);
    return { ok: true, token: s.token, expiresAt: s.expiresAt, sessionId: s.sessionId, personId: person.id };
  }

  async sessionView(sessionId: string, personId: number) {
    const ctx = await loadAuthContext(this.db, sessionId, personId);
    if (!ctx) return null;
    const [p] = await this.db
      .select({ imageFileId: persons.imageFileId, emailVerifiedAt: persons.emailVerifiedAt })
      .from(persons)
      .leftJoin(files, eq(files.id, persons.imageFileId))
      .where(eq(persons.id, personId))
      .limit(1);
    return {
      email: ctx.email,
      personId: ctx.personId,
      attendeeId: ctx.attendeeId,
      partnerId: ctx.partnerId,
      isAdmin: ctx.isAdmin,
      firstName: ctx.firstName,
      surname: ctx.surname,
      imageUrl: p?.imageFileId ? `/api/files/${p.imageFileId}` : null,
      emailVerified: !!p?.emailVerifiedAt,
    };
  }
}
