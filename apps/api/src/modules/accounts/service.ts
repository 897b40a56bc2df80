// Sign-up, email confirmation, password recovery and change, and the login activity of an account.
import bcrypt from 'bcrypt';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import {
  MESSAGES,
  type TAttendeeSignUpRequest,
  type TChangePasswordBody,
  type TResetPasswordBody,
} from '@pavilion/domain';
import type { Config } from '../../config';
import type { Database, DbOrTx } from '../../db/client';
import { attendees, loginAttempts, personSectors, personSettings, persons } from '../../db/schema';
import { revokeAllSessions, type AuthContext, type AuthSessions } from '../../platform/auth';
import { isUniqueViolation } from '../../platform/db-errors';
import { AppError, conflict, notFound } from '../../platform/errors';
import { enqueueEmail } from '../../platform/mail/outbox';
import { notify } from '../notifications/notify';
import { markPartnerEmailVerified } from '../partner-account/email-verified';
import { BCRYPT_ROUNDS } from '../auth/service';
import { emailChangedNotice, emailConfirmationEmail, passwordChangedNotice, passwordResetEmail } from './emails';
import { ACCOUNT_MESSAGES, WELCOME_NOTIFICATION } from './messages';
import { assertCountry, assertSectors } from './reference-checks';
import { consumeToken, issuedSince, issueToken, lookUpToken, retireTokens, type TokenLookup } from './tokens';
import { describeUserAgent } from './user-agent';

export interface AccountDeps {
  db: Database;
  config: Pick<Config, 'publicUrl'>;
  now: () => Date;
  /** Told after a password reset or change so that revoked sessions are refused here at once. */
  sessions: Pick<AuthSessions, 'forgetPerson'>;
}

export interface RequestMeta {
  ip?: string;
  userAgent?: string;
}

/**
 * Forgot password and resend confirmation answer no sooner than this, whether or not the account
 * exists, so the time taken does not tell (the real work takes a few milliseconds).
 */
export const UNIFORM_ANSWER_MS = 250;
/** One address gets at most one reset or confirmation email per this period; more requests are answered the same. */
export const RESEND_INTERVAL_MS = 60_000;
export const LOGIN_ACTIVITY_LIMIT = 20;

async function withUniformDuration<T>(minimumMs: number, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    const left = minimumMs - (performance.now() - started);
    if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
  }
}

function linkGone(
  lookup: Exclude<TokenLookup, { state: 'valid' }>,
  text: { unknown: string; expired: string; used: string },
): AppError {
  if (lookup.state === 'unknown') return notFound(text.unknown);
  const reason = lookup.state;
  return new AppError('GONE', reason === 'expired' ? text.expired : text.used, undefined, { reason });
}

const CONFIRMATION_TEXT = {
  unknown: ACCOUNT_MESSAGES.confirmationUnknown,
  expired: ACCOUNT_MESSAGES.confirmationExpired,
  used: ACCOUNT_MESSAGES.confirmationUsed,
};
const RESET_TEXT = {
  unknown: ACCOUNT_MESSAGES.resetUnknown,
  expired: ACCOUNT_MESSAGES.resetExpired,
  used: ACCOUNT_MESSAGES.resetUsed,
};

export const emailTaken = () => conflict(ACCOUNT_MESSAGES.emailTaken, { email: ACCOUNT_MESSAGES.emailTaken });

export async function findPersonByEmail(db: DbOrTx, email: string) {
  const [person] = await db
    .select({
      id: persons.id,
      email: persons.email,
      firstName: persons.firstName,
      emailVerifiedAt: persons.emailVerifiedAt,
    })
    .from(persons)
    .where(sql`lower(${persons.email}) = lower(${email})`)
    .limit(1);
  return person ?? null;
}

/** The sign-in throttle, as changing the password uses it (the caller binds the client's address). */
export interface PasswordAttempts {
  assertNotThrottled(email: string): Promise<void>;
  recordFailure(email: string, personId: number): Promise<void>;
}

export class AccountService {
  constructor(private readonly deps: AccountDeps) {}

  private get db() {
    return this.deps.db;
  }

  private link(path: string): string {
    return `${this.deps.config.publicUrl}${path}`;
  }

  /**
   * Creates the person, the attendee role, default settings and the confirmation email in one
   * transaction. A taken email changes nothing and answers 409.
   */
  async signUp(body: TAttendeeSignUpRequest, meta: RequestMeta): Promise<{ personId: number }> {
    if (await findPersonByEmail(this.db, body.email)) throw emailTaken();
    await assertCountry(this.db, body.country, MESSAGES.signUpCountryRequired);
    await assertSectors(this.db, body.sectors, 'sectors');
    const passwordHash = await bcrypt.hash(body.password, BCRYPT_ROUNDS);
    const now = this.deps.now();
    try {
      return await this.db.transaction(async (tx) => {
        const [person] = await tx
          .insert(persons)
          .values({
            email: body.email,
            passwordHash,
            firstName: body.firstName,
            surname: body.surname,
            phoneNumber: body.phoneNumber ?? null,
            dateOfBirth: body.dateOfBirth ?? null,
            companyName: body.company,
            jobTitle: body.jobTitle,
            countryId: body.country,
          })
          .returning({ id: persons.id });
        await tx.insert(attendees).values({ personId: person.id });
        await tx.insert(personSettings).values({ personId: person.id });
        if (body.sectors.length) {
          await tx
            .insert(personSectors)
            .values([...new Set(body.sectors)].map((sectorId) => ({ personId: person.id, sectorId })));
        }
        const token = await issueToken(tx, { personId: person.id, purpose: 'email-confirmation', now });
        await enqueueEmail(
          tx,
          emailConfirmationEmail({
            to: body.email,
            firstName: body.firstName,
            url: this.link(`/email-confirmation/${token}`),
          }),
        );
        // The sign-up signs the person in; the login activity lists it like any sign-in.
        await tx.insert(loginAttempts).values({
          email: body.email,
          personId: person.id,
          ipAddress: meta.ip?.slice(0, 64),
          userAgent: meta.userAgent?.slice(0, 400),
          success: true,
          createdAt: now,
        });
        return { personId: person.id };
      });
    } catch (err) {
      // Two sign-ups for the same address at the same moment: the unique index decides.
      if (isUniqueViolation(err)) throw emailTaken();
      throw err;
    }
  }

  /**
   * Opens a confirmation link: the sign-up's (marks the email verified) or an email change's
   * (applies the new address, which is verified by this very click). The first verification
   * creates the welcome notification.
   */
  async confirmEmail(raw: string): Promise<{ status: 'Success'; email: string }> {
    const now = this.deps.now();
    const lookup = await lookUpToken(this.db, raw, ['email-confirmation', 'email-change'], now);
    if (lookup.state !== 'valid') throw linkGone(lookup, CONFIRMATION_TEXT);
    const token = lookup.token;
    try {
      const answer = await this.db.transaction(async (tx) => {
        if (!(await consumeToken(tx, token.id, now))) throw linkGone({ state: 'used', token }, CONFIRMATION_TEXT);
        const [person] = await tx
          .select({ email: persons.email, firstName: persons.firstName, emailVerifiedAt: persons.emailVerifiedAt })
          .from(persons)
          .where(eq(persons.id, token.personId))
          .for('update')
          .limit(1);
        let email = person.email;
        if (token.purpose === 'email-change' && token.newEmail) {
          const other = await findPersonByEmail(tx, token.newEmail);
          if (other && other.id !== token.personId) throw emailTaken();
          email = token.newEmail;
          await tx
            .update(persons)
            .set({ email, emailVerifiedAt: now, updatedAt: now })
            .where(eq(persons.id, token.personId));
          await retireTokens(tx, token.personId, 'email-change', now);
          if (person.email.toLowerCase() !== email.toLowerCase()) {
            await enqueueEmail(
              tx,
              emailChangedNotice({ to: person.email, firstName: person.firstName, newEmail: email }),
            );
          }
        } else if (!person.emailVerifiedAt) {
          await tx.update(persons).set({ emailVerifiedAt: now, updatedAt: now }).where(eq(persons.id, token.personId));
        }
        // A partner's company email is the contact's own address more often than not: one link confirms both.
        await markPartnerEmailVerified(tx, token.personId, email, now);
        if (!person.emailVerifiedAt) await notify(tx, token.personId, WELCOME_NOTIFICATION);
        return { status: 'Success' as const, email };
      });
      this.deps.sessions.forgetPerson(token.personId);
      return answer;
    } catch (err) {
      if (isUniqueViolation(err)) throw emailTaken();
      throw err;
    }
  }

  /** Sends a fresh confirmation link to an unverified account; answers the same in every case. */
  async resendConfirmation(email: string): Promise<void> {
    await withUniformDuration(UNIFORM_ANSWER_MS, async () => {
      const now = this.deps.now();
      const person = await findPersonByEmail(this.db, email);
      if (!person || person.emailVerifiedAt) return;
      if (await issuedSince(this.db, person.id, 'email-confirmation', new Date(now.getTime() - RESEND_INTERVAL_MS)))
        return;
      await this.db.transaction(async (tx) => {
        const token = await issueToken(tx, { personId: person.id, purpose: 'email-confirmation', now });
        await enqueueEmail(
          tx,
          emailConfirmationEmail({
            to: person.email,
            firstName: person.firstName,
            url: this.link(`/email-confirmation/${token}`),
          }),
        );
      });
    });
  }

  /** Mails a reset link when the account exists; the answer and its timing are the same when it does not. */
  async forgotPassword(email: string): Promise<void> {
    await withUniformDuration(UNIFORM_ANSWER_MS, async () => {
      const now = this.deps.now();
      const person = await findPersonByEmail(this.db, email);
      if (!person) return;
      if (await issuedSince(this.db, person.id, 'password-reset', new Date(now.getTime() - RESEND_INTERVAL_MS))) return;
      await this.db.transaction(async (tx) => {
        const token = await issueToken(tx, { personId: person.id, purpose: 'password-reset', now });
        await enqueueEmail(
          tx,
          passwordResetEmail({
            to: person.email,
            firstName: person.firstName,
            url: this.link(`/reset-password?token=${encodeURIComponent(token)}`),
          }),
        );
      });
    });
  }

  /** Sets the new password, uses up the link (and any other reset link), and ends every session. */
  async resetPassword(body: TResetPasswordBody): Promise<void> {
    const now = this.deps.now();
    const lookup = await lookUpToken(this.db, body.token, ['password-reset'], now);
    if (lookup.state !== 'valid') throw linkGone(lookup, RESET_TEXT);
    const token = lookup.token;
    const passwordHash = await bcrypt.hash(body.password, BCRYPT_ROUNDS);
    await this.db.transaction(async (tx) => {
      if (!(await consumeToken(tx, token.id, now))) throw linkGone({ state: 'used', token }, RESET_TEXT);
      await retireTokens(tx, token.personId, 'password-reset', now);
      const [person] = await tx
        .update(persons)
        .set({ passwordHash, updatedAt: now })
        .where(eq(persons.id, token.personId))
        .returning({ email: persons.email, firstName: persons.firstName });
      await revokeAllSessions(tx, token.personId);
      await enqueueEmail(
        tx,
        passwordChangedNotice({
          to: person.email,
          firstName: person.firstName,
          resetUrl: this.link('/forgot-password'),
        }),
      );
    });
    this.deps.sessions.forgetPerson(token.personId);
  }

  /**
   * Checks the current password, sets the new one, and ends every other session of the account. A wrong
   * current password counts as a failed sign-in, and the sign-in throttle applies, so a session left
   * open somewhere cannot be used to guess the password.
   */
  async changePassword(auth: AuthContext, body: TChangePasswordBody, attempts: PasswordAttempts): Promise<void> {
    await attempts.assertNotThrottled(auth.email);
    const [person] = await this.db
      .select({ passwordHash: persons.passwordHash, email: persons.email, firstName: persons.firstName })
      .from(persons)
      .where(eq(persons.id, auth.personId))
      .limit(1);
    const ok = !!person?.passwordHash && (await bcrypt.compare(body.currentPassword, person.passwordHash));
    if (!ok) {
      await attempts.recordFailure(auth.email, auth.personId);
      throw new AppError('VALIDATION', ACCOUNT_MESSAGES.currentPasswordWrong, {
        currentPassword: ACCOUNT_MESSAGES.currentPasswordWrong,
      });
    }
    const passwordHash = await bcrypt.hash(body.newPassword, BCRYPT_ROUNDS);
    const now = this.deps.now();
    await this.db.transaction(async (tx) => {
      await tx.update(persons).set({ passwordHash, updatedAt: now }).where(eq(persons.id, auth.personId));
      await revokeAllSessions(tx, auth.personId, auth.sessionId);
      await enqueueEmail(
        tx,
        passwordChangedNotice({
          to: person.email,
          firstName: person.firstName,
          resetUrl: this.link('/forgot-password'),
        }),
      );
    });
    this.deps.sessions.forgetPerson(auth.personId);
  }

  /** The account's last sign-ins, successful or not, most recent first. */
  async loginActivity(personId: number) {
    const rows = await this.db
      .select({
        id: loginAttempts.id,
        createdAt: loginAttempts.createdAt,
        ipAddress: loginAttempts.ipAddress,
        userAgent: loginAttempts.userAgent,
        success: loginAttempts.success,
      })
      .from(loginAttempts)
      .where(eq(loginAttempts.personId, personId))
      .orderBy(desc(loginAttempts.createdAt), desc(loginAttempts.id))
      .limit(LOGIN_ACTIVITY_LIMIT);
    return rows.map((r) => ({
      id: r.id,
      createdAt: r.createdAt.toISOString(),
      ipAddress: r.ipAddress,
      browser: describeUserAgent(r.userAgent),
      success: r.success,
    }));
  }
}

/** Whether another person than `personId` uses this email. */
export async function emailUsedByAnother(db: DbOrTx, email: string, personId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: persons.id })
    .from(persons)
    .where(and(sql`lower(${persons.email}) = lower(${email})`, ne(persons.id, personId)))
    .limit(1);
  return !!row;
}
