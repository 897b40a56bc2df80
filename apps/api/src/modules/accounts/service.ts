// The rules and writes of accounts. AccountService: the public flows (sign-up, email confirmation,
// password recovery). PersonAccount, built with the signed-in person's id: what a person changes of
// their own account (password, profile, profile image, settings).
import { randomUUID } from 'node:crypto';
import bcrypt from 'bcrypt';
import { and, eq, ne, sql } from 'drizzle-orm';
import {
  MESSAGES,
  type TAttendeeSignUpRequest,
  type TChangePasswordBody,
  type TEmailConfirmationAnswer,
  type TPersonProfilePatch,
  type TProfileImageAnswer,
  type TProfileImageRemovedAnswer,
  type TResetPasswordBody,
  currentLanguage,
  type Locale,
  type TSettings,
  type TSettingsAnswer,
  type TUserResponse,
  flattenSettings,
  ACCOUNT_MESSAGES,
  WELCOME_TEXT,
} from '@pavilion/domain';
import type { Config } from '../../config';
import type { Database, DbOrTx } from '../../db/client';
import { attendees, files, personJobTitles, personSectors, personSettings, persons } from '../../db/schema';
import { revokeAllSessions, type AuthSessions } from '../../platform/auth';
import { isUniqueViolation } from '../../platform/db-errors';
import { AppError, conflict, notFound } from '../../platform/errors';
import { sniffImageType } from '../../platform/image-upload';
import { languageOfPerson } from '../../platform/mail/languages';
import { enqueueEmail } from '../../platform/mail/outbox';
import { consumeRequestLimits, RateLimiter, type Requester } from '../../platform/rate-limit';
import type { Storage } from '../../platform/storage';
import { keptMessages, storedMessage } from '../../platform/stored-message';
import { notify } from '../notifications';
import { markPartnerEmailVerified } from './company-email';
import { BCRYPT_ROUNDS, SignInThrottle, type AttemptMeta } from '../auth';
import {
  emailChangedNotice,
  emailChangeEmail,
  emailConfirmationEmail,
  passwordChangedNotice,
  passwordResetEmail,
} from './emails';
import { FORGOT_PASSWORD_LIMITS, RESEND_CONFIRMATION_LIMITS, SIGN_UP_LIMITS } from './limits';
import { PersonAccountReads } from './read-model';
import { assertCountry, assertJobTitles, assertSectors, jobTitleName } from './reference-checks';
import { consumeToken, issuedSince, issueToken, lookUpToken, retireTokens, type TokenLookup } from './tokens';
import { ACCOUNT_API_TEXT } from './messages';
import { LegalDocuments } from '../legal';

/** The welcome notification's messages, kept by key and read in its reader's language. */
const WELCOME = keptMessages('accounts.welcome', WELCOME_TEXT);

export interface AccountDeps {
  db: Database;
  config: Pick<Config, 'publicUrl'>;
  now: () => Date;
  /** Told after a password, email or name change so that this instance's next request sees it at once. */
  sessions: Pick<AuthSessions, 'forgetPerson'>;
}

/** Who asks (address and, when signed in, person) and with which browser. */
export type RequestMeta = AttemptMeta & Requester;

/**
 * Forgot password and resend confirmation answer no sooner than this, whether or not the account
 * exists, so the time taken does not tell (the real work takes a few milliseconds).
 */
export const UNIFORM_ANSWER_MS = 250;
/** One address gets at most one reset or confirmation email per this period; more requests are answered the same. */
export const RESEND_INTERVAL_MS = 60_000;

/** Stored profile images live under this prefix; only these are deleted when replaced. */
const PROFILE_IMAGE_PREFIX = 'profile-images/';

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

/** A link's refusals, each read when it is said (in the request's language). */
const CONFIRMATION_TEXT = {
  get unknown() {
    return ACCOUNT_MESSAGES.confirmationUnknown;
  },
  get expired() {
    return ACCOUNT_MESSAGES.confirmationExpired;
  },
  get used() {
    return ACCOUNT_MESSAGES.confirmationUsed;
  },
};
const RESET_TEXT = {
  get unknown() {
    return ACCOUNT_MESSAGES.resetUnknown;
  },
  get expired() {
    return ACCOUNT_MESSAGES.resetExpired;
  },
  get used() {
    return ACCOUNT_MESSAGES.resetUsed;
  },
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

/** Whether another person than `personId` uses this email. */
async function emailUsedByAnother(db: DbOrTx, email: string, personId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: persons.id })
    .from(persons)
    .where(and(sql`lower(${persons.email}) = lower(${email})`, ne(persons.id, personId)))
    .limit(1);
  return !!row;
}

export class AccountService {
  private readonly limiter: RateLimiter;

  constructor(private readonly deps: AccountDeps) {
    this.limiter = new RateLimiter(deps.db, deps.now);
  }

  private get db() {
    return this.deps.db;
  }

  private link(path: string): string {
    return `${this.deps.config.publicUrl}${path}`;
  }

  /**
   * Creates the person, the attendee role, default settings and the confirmation email in one
   * transaction. A taken email changes nothing and answers 409. A job title chosen from the list
   * (its id) is kept as the person's job title and its name as the text.
   */
  async signUp(body: TAttendeeSignUpRequest, meta: RequestMeta): Promise<{ personId: number }> {
    await consumeRequestLimits(this.limiter, SIGN_UP_LIMITS, meta);
    if (await findPersonByEmail(this.db, body.email)) throw emailTaken();
    await assertCountry(this.db, body.country, MESSAGES.signUpCountryRequired);
    await assertSectors(this.db, body.sectors, 'sectors');
    const jobTitleId = typeof body.jobTitle === 'number' ? body.jobTitle : null;
    const jobTitle = jobTitleId !== null ? await jobTitleName(this.db, jobTitleId) : (body.jobTitle as string | null);
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
            jobTitle,
            countryId: body.country,
          })
          .returning({ id: persons.id });
        await tx.insert(attendees).values({ personId: person.id });
        // A new account speaks the language its sign-up was made in.
        await tx
          .insert(personSettings)
          .values({ personId: person.id, defaultLanguage: currentLanguage(), language: currentLanguage() });
        if (body.sectors.length) {
          await tx
            .insert(personSectors)
            .values([...new Set(body.sectors)].map((sectorId) => ({ personId: person.id, sectorId })));
        }
        if (jobTitleId !== null) await tx.insert(personJobTitles).values({ personId: person.id, jobTitleId });
        // The box the form asks to tick (the schema refuses a body without it): the terms in force.
        await new LegalDocuments(tx, this.deps.now).acceptInForce(person.id, 'customer-terms', 'sign-up');
        const token = await issueToken(tx, { personId: person.id, purpose: 'email-confirmation', now });
        await enqueueEmail(
          tx,
          emailConfirmationEmail({
            to: body.email,
            firstName: body.firstName,
            language: currentLanguage(),
            url: this.link(`/email-confirmation/${token}`),
          }),
        );
        // The sign-up signs the person in; the login activity lists it like any sign-in.
        await new SignInThrottle(tx, this.deps.now).record(body.email, person.id, true, meta);
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
  async confirmEmail(raw: string): Promise<TEmailConfirmationAnswer> {
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
              emailChangedNotice({
                to: person.email,
                firstName: person.firstName,
                newEmail: email,
                language: await languageOfPerson(tx, token.personId),
              }),
            );
          }
        } else if (!person.emailVerifiedAt) {
          await tx.update(persons).set({ emailVerifiedAt: now, updatedAt: now }).where(eq(persons.id, token.personId));
        }
        // A partner's company email is the contact's own address more often than not: one link confirms both.
        await markPartnerEmailVerified(tx, token.personId, email, now);
        if (!person.emailVerifiedAt)
          await notify(tx, token.personId, {
            subject: storedMessage(WELCOME, 'subject'),
            text: storedMessage(WELCOME, 'text'),
            link: '/events',
          });
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
  async resendConfirmation(email: string, who: Requester): Promise<void> {
    await consumeRequestLimits(this.limiter, RESEND_CONFIRMATION_LIMITS, who);
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
            language: await languageOfPerson(tx, person.id),
            url: this.link(`/email-confirmation/${token}`),
          }),
        );
      });
    });
  }

  /** Mails a reset link when the account exists; the answer and its timing are the same when it does not. */
  async forgotPassword(email: string, who: Requester): Promise<void> {
    await consumeRequestLimits(this.limiter, FORGOT_PASSWORD_LIMITS, who);
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
            language: await languageOfPerson(tx, person.id),
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
          language: await languageOfPerson(tx, token.personId),
          resetUrl: this.link('/forgot-password'),
        }),
      );
    });
    this.deps.sessions.forgetPerson(token.personId);
  }
}

export interface PersonAccountDeps extends AccountDeps {
  storage: Storage;
}

/** What the signed-in person changes of their own account; every write filters by their id. */
export class PersonAccount {
  private readonly reads: PersonAccountReads;

  constructor(
    private readonly deps: PersonAccountDeps,
    private readonly personId: number,
  ) {
    this.reads = new PersonAccountReads(deps.db, personId, deps.now);
  }

  private get db() {
    return this.deps.db;
  }

  /**
   * Checks the current password, sets the new one, and ends every other session of the account. A wrong
   * current password counts as a failed sign-in from the caller's address, under the sign-in throttle,
   * so a session left open somewhere cannot be used to guess the password.
   */
  async changePassword(sessionId: string, body: TChangePasswordBody, meta: AttemptMeta): Promise<void> {
    const [person] = await this.db
      .select({ passwordHash: persons.passwordHash, email: persons.email, firstName: persons.firstName })
      .from(persons)
      .where(eq(persons.id, this.personId))
      .limit(1);
    if (!person) throw notFound(ACCOUNT_API_TEXT.accountNotFound);
    const throttle = new SignInThrottle(this.db, this.deps.now);
    await throttle.assertMayTry(person.email, meta.ip);
    const ok = !!person.passwordHash && (await bcrypt.compare(body.currentPassword, person.passwordHash));
    if (!ok) {
      await throttle.record(person.email, this.personId, false, meta);
      throw new AppError('VALIDATION', ACCOUNT_MESSAGES.currentPasswordWrong, {
        currentPassword: ACCOUNT_MESSAGES.currentPasswordWrong,
      });
    }
    const passwordHash = await bcrypt.hash(body.newPassword, BCRYPT_ROUNDS);
    const now = this.deps.now();
    await this.db.transaction(async (tx) => {
      await tx.update(persons).set({ passwordHash, updatedAt: now }).where(eq(persons.id, this.personId));
      await revokeAllSessions(tx, this.personId, sessionId);
      await enqueueEmail(
        tx,
        passwordChangedNotice({
          to: person.email,
          firstName: person.firstName,
          language: await languageOfPerson(tx, this.personId),
          resetUrl: `${this.deps.config.publicUrl}/forgot-password`,
        }),
      );
    });
    this.deps.sessions.forgetPerson(this.personId);
  }

  /**
   * Saves the whole profile. A different email is not applied here: a link goes to the new address
   * and the change happens when it is opened (pendingEmail until then).
   */
  async updateProfile(body: TPersonProfilePatch): Promise<TUserResponse> {
    const { db } = this;
    const personId = this.personId;
    const now = this.deps.now();
    const current = await this.reads.profile();
    await assertCountry(db, body.country);
    await assertSectors(db, body.sectors, 'sectors', current.sectors);
    await assertJobTitles(db, body.jobTitles, 'jobTitles', current.jobTitles);
    const emailChanges = body.email.toLowerCase() !== current.email.toLowerCase();
    const alreadyPending = emailChanges && current.pendingEmail?.toLowerCase() === body.email.toLowerCase();
    if (emailChanges && (await emailUsedByAnother(db, body.email, personId))) throw emailTaken();

    try {
      await db.transaction(async (tx) => {
        await tx
          .update(persons)
          .set({
            firstName: body.firstName,
            surname: body.surname,
            phoneNumber: body.phoneNumber,
            dateOfBirth: body.dateOfBirth,
            address: body.address,
            city: body.city,
            countryId: body.country,
            zipCode: body.zipCode,
            companyName: body.companyName,
            jobTitle: body.jobTitle,
            updatedAt: now,
          })
          .where(eq(persons.id, personId));
        await tx.delete(personSectors).where(eq(personSectors.personId, personId));
        if (body.sectors.length)
          await tx.insert(personSectors).values([...new Set(body.sectors)].map((sectorId) => ({ personId, sectorId })));
        await tx.delete(personJobTitles).where(eq(personJobTitles.personId, personId));
        if (body.jobTitles.length) {
          await tx
            .insert(personJobTitles)
            .values([...new Set(body.jobTitles)].map((jobTitleId) => ({ personId, jobTitleId })));
        }
        if (emailChanges && !alreadyPending) {
          // Only the latest requested address can be confirmed.
          await retireTokens(tx, personId, 'email-change', now);
          const token = await issueToken(tx, { personId, purpose: 'email-change', now, newEmail: body.email });
          await enqueueEmail(
            tx,
            emailChangeEmail({
              to: body.email,
              firstName: body.firstName,
              language: await languageOfPerson(tx, personId),
              url: `${this.deps.config.publicUrl}/email-confirmation/${token}`,
            }),
          );
        }
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw emailTaken();
      throw err;
    }
    this.deps.sessions.forgetPerson(personId);
    return this.reads.profile();
  }

  /** Stores a new profile image (type judged by its bytes) and removes the one it replaces. */
  async setImage(upload: { buffer: Buffer; originalname?: string } | undefined): Promise<TProfileImageAnswer> {
    if (!upload || upload.buffer.length === 0) {
      throw new AppError('VALIDATION', ACCOUNT_MESSAGES.imageMissing, { image: ACCOUNT_MESSAGES.imageMissing });
    }
    const type = sniffImageType(upload.buffer);
    if (!type)
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', ACCOUNT_MESSAGES.imageTypeNotAllowed, {
        image: ACCOUNT_MESSAGES.imageTypeNotAllowed,
      });
    const { db } = this;
    const { storage } = this.deps;
    const key = `${PROFILE_IMAGE_PREFIX}${this.personId}/${randomUUID()}.${type.extension}`;
    await storage.put(key, upload.buffer, type.contentType);
    let fileId: string;
    let replaced: { id: string; storageKey: string } | null;
    try {
      ({ fileId, replaced } = await db.transaction(async (tx) => {
        const [file] = await tx
          .insert(files)
          .values({
            storageKey: key,
            contentType: type.contentType,
            size: upload.buffer.length,
            originalName: safeOriginalName(upload.originalname, type.extension),
            uploadedBy: this.personId,
          })
          .returning({ id: files.id });
        const old = await this.swapImage(tx, file.id);
        return { fileId: file.id, replaced: old };
      }));
    } catch (err) {
      await storage.delete(key);
      throw err;
    }
    if (replaced) await storage.delete(replaced.storageKey);
    return { imageUrl: `/api/files/${fileId}` };
  }

  async removeImage(): Promise<TProfileImageRemovedAnswer> {
    const replaced = await this.db.transaction((tx) => this.swapImage(tx, null));
    if (replaced) await this.deps.storage.delete(replaced.storageKey);
    return { imageUrl: null };
  }

  /** Points the person at `fileId` and deletes the row of the previous image when it was an uploaded profile image. */
  private async swapImage(tx: DbOrTx, fileId: string | null): Promise<{ id: string; storageKey: string } | null> {
    const [before] = await tx
      .select({ id: files.id, storageKey: files.storageKey })
      .from(persons)
      .innerJoin(files, eq(files.id, persons.imageFileId))
      .where(eq(persons.id, this.personId))
      .for('update', { of: persons })
      .limit(1);
    await tx
      .update(persons)
      .set({ imageFileId: fileId, updatedAt: this.deps.now() })
      .where(eq(persons.id, this.personId));
    if (!before || !before.storageKey.startsWith(PROFILE_IMAGE_PREFIX)) return null;
    await tx.delete(files).where(eq(files.id, before.id));
    return before;
  }

  /** Saves every setting (the body's missing ones already hold their defaults). */
  async saveSettings(settings: TSettings): Promise<TSettingsAnswer> {
    const values = { ...flattenSettings(settings), updatedAt: this.deps.now() };
    await this.db
      .insert(personSettings)
      .values({ personId: this.personId, ...values })
      .onConflictDoUpdate({ target: personSettings.personId, set: values });
    // The session carries the language: the next request reads it again.
    this.deps.sessions.forgetPerson(this.personId);
    return this.reads.settings();
  }

  /** Saves the language alone, as the apps' language switch does. */
  async saveLanguage(language: Locale): Promise<{ language: Locale }> {
    const values = { defaultLanguage: language, updatedAt: this.deps.now() };
    await this.db
      .insert(personSettings)
      .values({ personId: this.personId, ...values })
      .onConflictDoUpdate({ target: personSettings.personId, set: values });
    this.deps.sessions.forgetPerson(this.personId);
    return { language };
  }
}

function safeOriginalName(name: string | undefined, extension: string): string {
  const base = (name ?? '')
    .replace(/[^\w. -]/g, '')
    .slice(0, 200)
    .trim();
  return base || `profile.${extension}`;
}
