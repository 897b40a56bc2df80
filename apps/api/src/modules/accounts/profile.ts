// The signed-in person's profile (GET /api/users/, PATCH /api/persons/) and profile image.
import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, gt, isNull } from 'drizzle-orm';
import type { TPersonProfile, TPersonProfilePatch } from '@pavilion/domain';
import type { Config } from '../../config';
import type { Database, DbOrTx } from '../../db/client';
import { authTokens, countries, files, personJobTitles, personSectors, persons, sectors } from '../../db/schema';
import { isUniqueViolation } from '../../platform/db-errors';
import { AppError, notFound } from '../../platform/errors';
import { sniffImageType } from '../../platform/image-upload';
import { enqueueEmail } from '../../platform/mail/outbox';
import type { Storage } from '../../platform/storage';
import type { AuthSessions } from '../../platform/auth';
import { emailChangeEmail } from './emails';
import { ACCOUNT_MESSAGES } from './messages';
import { assertCountry, assertJobTitles, assertSectors } from './reference-checks';
import { emailTaken, emailUsedByAnother } from './service';
import { issueToken, retireTokens } from './tokens';

/** Stored profile images live under this prefix; only these are deleted when replaced. */
const PROFILE_IMAGE_PREFIX = 'profile-images/';

export interface ProfileDeps {
  db: Database;
  storage: Storage;
  config: Pick<Config, 'publicUrl'>;
  now: () => Date;
  /** Told after the name changes, so this instance's next request carries the new one. */
  sessions: Pick<AuthSessions, 'forgetPerson'>;
}

/** GET /api/users/: the profile fields flat (country as an id plus countryName), and `person` as the domain's ZPersonProfile. */
export interface ProfileAnswer extends Omit<TPersonProfile, 'country'> {
  country: number | null;
  countryName: string | null;
  sector: string | null;
  imageUrl: string | null;
  /** A new address waiting for its confirmation link to be opened. */
  pendingEmail: string | null;
  person: TPersonProfile;
}

export const fileUrl = (fileId: string) => `/api/files/${fileId}`;

export async function loadProfile(db: DbOrTx, personId: number, now: Date): Promise<ProfileAnswer> {
  const [p] = await db
    .select({ person: persons, countryName: countries.name })
    .from(persons)
    .leftJoin(countries, eq(countries.id, persons.countryId))
    .where(eq(persons.id, personId))
    .limit(1);
  if (!p) throw notFound('Account not found');
  const sectorRows = await db
    .select({ id: personSectors.sectorId, name: sectors.name })
    .from(personSectors)
    .innerJoin(sectors, eq(sectors.id, personSectors.sectorId))
    .where(eq(personSectors.personId, personId))
    .orderBy(asc(sectors.position), asc(sectors.id));
  const jobTitleRows = await db
    .select({ id: personJobTitles.jobTitleId })
    .from(personJobTitles)
    .where(eq(personJobTitles.personId, personId))
    .orderBy(asc(personJobTitles.jobTitleId));
  const [pending] = await db
    .select({ newEmail: authTokens.newEmail })
    .from(authTokens)
    .where(
      and(
        eq(authTokens.personId, personId),
        eq(authTokens.purpose, 'email-change'),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, now),
      ),
    )
    .orderBy(desc(authTokens.createdAt), desc(authTokens.id))
    .limit(1);

  const person = p.person;
  const imageUrl = person.imageFileId ? fileUrl(person.imageFileId) : null;
  const profile: TPersonProfile = {
    id: person.id,
    firstName: person.firstName,
    surname: person.surname,
    email: person.email,
    emailVerified: !!person.emailVerifiedAt,
    phoneNumber: person.phoneNumber,
    dateOfBirth: person.dateOfBirth,
    address: person.address,
    city: person.city,
    country: person.countryId && p.countryName ? { id: person.countryId, name: p.countryName } : null,
    zipCode: person.zipCode,
    companyName: person.companyName,
    company: person.companyName ? { name: person.companyName } : null,
    jobTitle: person.jobTitle,
    jobTitles: jobTitleRows.map((r) => r.id),
    sectors: sectorRows.map((r) => r.id),
    images: imageUrl ? [{ url: imageUrl }] : [],
  };
  return {
    ...profile,
    country: person.countryId,
    countryName: p.countryName,
    sector: sectorRows[0]?.name ?? null,
    imageUrl,
    pendingEmail: pending?.newEmail ?? null,
    person: profile,
  };
}

export class ProfileService {
  constructor(private readonly deps: ProfileDeps) {}

  get(personId: number): Promise<ProfileAnswer> {
    return loadProfile(this.deps.db, personId, this.deps.now());
  }

  /**
   * Saves the whole profile. A different email is not applied here: a link goes to the new address
   * and the change happens when it is opened (pendingEmail until then).
   */
  async update(personId: number, body: TPersonProfilePatch): Promise<ProfileAnswer> {
    const { db } = this.deps;
    const now = this.deps.now();
    const current = await loadProfile(db, personId, now);
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
    return loadProfile(db, personId, now);
  }

  /** Stores a new profile image (type judged by its bytes) and removes the one it replaces. */
  async setImage(
    personId: number,
    upload: { buffer: Buffer; originalname?: string } | undefined,
  ): Promise<{ imageUrl: string }> {
    if (!upload || upload.buffer.length === 0) {
      throw new AppError('VALIDATION', ACCOUNT_MESSAGES.imageMissing, { image: ACCOUNT_MESSAGES.imageMissing });
    }
    const type = sniffImageType(upload.buffer);
    if (!type)
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', ACCOUNT_MESSAGES.imageTypeNotAllowed, {
        image: ACCOUNT_MESSAGES.imageTypeNotAllowed,
      });
    const { db, storage } = this.deps;
    const key = `${PROFILE_IMAGE_PREFIX}${personId}/${randomUUID()}.${type.extension}`;
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
            uploadedBy: personId,
          })
          .returning({ id: files.id });
        const old = await this.swapImage(tx, personId, file.id);
        return { fileId: file.id, replaced: old };
      }));
    } catch (err) {
      await storage.delete(key);
      throw err;
    }
    if (replaced) await storage.delete(replaced.storageKey);
    return { imageUrl: fileUrl(fileId) };
  }

  async removeImage(personId: number): Promise<{ imageUrl: null }> {
    const replaced = await this.deps.db.transaction((tx) => this.swapImage(tx, personId, null));
    if (replaced) await this.deps.storage.delete(replaced.storageKey);
    return { imageUrl: null };
  }

  /** Points the person at `fileId` and deletes the row of the previous image when it was an uploaded profile image. */
  private async swapImage(
    tx: DbOrTx,
    personId: number,
    fileId: string | null,
  ): Promise<{ id: string; storageKey: string } | null> {
    const [before] = await tx
      .select({ id: files.id, storageKey: files.storageKey })
      .from(persons)
      .innerJoin(files, eq(files.id, persons.imageFileId))
      .where(eq(persons.id, personId))
      .for('update', { of: persons })
      .limit(1);
    await tx.update(persons).set({ imageFileId: fileId, updatedAt: this.deps.now() }).where(eq(persons.id, personId));
    if (!before || !before.storageKey.startsWith(PROFILE_IMAGE_PREFIX)) return null;
    await tx.delete(files).where(eq(files.id, before.id));
    return before;
  }
}

function safeOriginalName(name: string | undefined, extension: string): string {
  const base = (name ?? '')
    .replace(/[^\w. -]/g, '')
    .slice(0, 200)
    .trim();
  return base || `profile.${extension}`;
}
