// The company profile: PUT /api/partners/{partnerId} and the logo. Built with the session's partner id.
import { checkPartnerVatNumber, PARTNER_ACCOUNT_MESSAGES as M, NOT_FOUND } from '@pavilion/domain';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { TLogoAnswer, TPartner, TPartnerCompanyUpdateBody } from '@pavilion/domain';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { countries, files, partners, partnerSectors } from '../../db/schema';
import { AppError, badRequest, notFound } from '../../platform/errors';
import { sniffImageType } from '../../platform/image-upload';
import type { Storage } from '../../platform/storage';
import { assertCountry, assertSectors } from '../accounts';
import { cancelAddressVerification } from './address-verification.service';
import { assertOrganizationType, confirmCompanyEmail } from './application.service';
import { fileUrl, PartnerAccount } from './read-model';

export interface PartnerCompanyDeps {
  db: Database;
  config: Pick<Config, 'partnerPortalUrl'>;
  storage: Storage;
  now: () => Date;
}

/** Uploaded logos live here; demo logos elsewhere are never deleted. */
const LOGO_PREFIX = 'partner-logos/';

export class PartnerCompany {
  constructor(
    private readonly deps: PartnerCompanyDeps,
    private readonly partnerId: number,
  ) {}

  private get db() {
    return this.deps.db;
  }

  /**
   * Saves the company profile. Fields the body leaves out (beyond the spec's) are kept. A changed
   * address cancels the address verification and its code; a changed email is unverified until
   * confirmed (at once when it is a member's confirmed address).
   */
  async update(body: TPartnerCompanyUpdateBody, personId: number): Promise<TPartner> {
    const now = this.deps.now();
    await assertCountry(this.db, body.country, undefined, 'country');
    const vat = checkPartnerVatNumber(body, await this.countryCode(body.country));
    if (vat.message !== undefined) throw badRequest(vat.message, { vatNumber: vat.message });
    const [current] = await this.db.select().from(partners).where(eq(partners.id, this.partnerId)).limit(1);
    if (!current) throw notFound(NOT_FOUND.partner);
    await assertOrganizationType(this.db, body.organizationType, 'organizationType', current.organizationTypeId);
    const held = (
      await this.db
        .select({ id: partnerSectors.sectorId })
        .from(partnerSectors)
        .where(eq(partnerSectors.partnerId, this.partnerId))
    ).map((r) => r.id);
    await assertSectors(this.db, body.sectors, 'sectors', held);

    const addressChanged =
      (current.address ?? null) !== body.address ||
      (current.city ?? null) !== body.city ||
      (current.zipCode ?? null) !== body.zipCode ||
      (current.countryId ?? null) !== body.country;
    const emailChanged = current.email.toLowerCase() !== body.email.toLowerCase();

    await this.db.transaction(async (tx) => {
      await tx
        .update(partners)
        .set({
          name: body.name,
          address: body.address,
          city: body.city,
          zipCode: body.zipCode,
          countryId: body.country,
          organizationTypeId: body.organizationType,
          email: body.email,
          ...(emailChanged ? { emailVerifiedAt: null } : {}),
          ...(body.registeredCompanyName !== undefined ? { registeredCompanyName: body.registeredCompanyName } : {}),
          ...(body.registrationNumber !== undefined ? { registrationNumber: body.registrationNumber } : {}),
          ...(vat.vatNumber !== undefined ? { vatNumber: vat.vatNumber } : {}),
          ...(body.phoneNumber !== undefined ? { phoneNumber: body.phoneNumber } : {}),
          ...(body.companyWebsite !== undefined ? { website: body.companyWebsite } : {}),
          ...(body.companySize !== undefined ? { companySize: body.companySize } : {}),
          ...(body.eventsPerYear !== undefined ? { eventsPerYear: body.eventsPerYear } : {}),
          updatedAt: now,
        })
        .where(eq(partners.id, this.partnerId));
      await tx.delete(partnerSectors).where(eq(partnerSectors.partnerId, this.partnerId));
      const sectorIds = [...new Set(body.sectors)];
      if (sectorIds.length)
        await tx.insert(partnerSectors).values(sectorIds.map((sectorId) => ({ partnerId: this.partnerId, sectorId })));
      if (addressChanged) await cancelAddressVerification(tx, this.partnerId, now);
      if (emailChanged)
        await confirmCompanyEmail(tx, {
          partnerId: this.partnerId,
          companyName: body.name,
          email: body.email,
          personId,
          now,
          partnerPortalUrl: this.deps.config.partnerPortalUrl,
        });
    });
    const detail = await new PartnerAccount(this.db, this.partnerId).detail();
    if (!detail) throw notFound(NOT_FOUND.partner);
    return detail;
  }

  /** The ISO code of a country of the list (checked before), null for none. */
  private async countryCode(countryId: number | null): Promise<string | null> {
    if (countryId === null) return null;
    const [row] = await this.db.select({ code: countries.code }).from(countries).where(eq(countries.id, countryId));
    return row?.code ?? null;
  }

  /** A PNG or JPEG (by content) of at most 2 MB replaces the logo; an uploaded logo it replaces is deleted. */
  async setLogo(file: Express.Multer.File | undefined, personId: number): Promise<TLogoAnswer> {
    if (!file) throw badRequest(M.logoMissing, { logo: M.logoMissing });
    const type = sniffImageType(file.buffer);
    if (!type || (type.contentType !== 'image/png' && type.contentType !== 'image/jpeg'))
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', M.logoTypeNotAllowed, { logo: M.logoTypeNotAllowed });
    const id = randomUUID();
    const key = `${LOGO_PREFIX}${this.partnerId}/${id}.${type.extension}`;
    await this.deps.storage.put(key, file.buffer, type.contentType);
    const previous = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ logoFileId: partners.logoFileId, storageKey: files.storageKey })
        .from(partners)
        .leftJoin(files, eq(files.id, partners.logoFileId))
        .where(eq(partners.id, this.partnerId))
        .for('update', { of: partners });
      await tx.insert(files).values({
        id,
        storageKey: key,
        contentType: type.contentType,
        size: file.size,
        originalName: file.originalname?.slice(0, 255) || `logo.${type.extension}`,
        uploadedBy: personId,
      });
      await tx
        .update(partners)
        .set({ logoFileId: id, updatedAt: this.deps.now() })
        .where(eq(partners.id, this.partnerId));
      return row;
    });
    await this.forget(previous);
    return { logoUrl: fileUrl(id) };
  }

  async removeLogo(): Promise<TLogoAnswer> {
    const previous = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ logoFileId: partners.logoFileId, storageKey: files.storageKey })
        .from(partners)
        .leftJoin(files, eq(files.id, partners.logoFileId))
        .where(eq(partners.id, this.partnerId))
        .for('update', { of: partners });
      await tx
        .update(partners)
        .set({ logoFileId: null, updatedAt: this.deps.now() })
        .where(eq(partners.id, this.partnerId));
      return row;
    });
    await this.forget(previous);
    return { logoUrl: null };
  }

  /** Deletes a replaced logo if it was uploaded here (demo artwork stays). */
  private async forget(previous: { logoFileId: string | null; storageKey: string | null } | undefined) {
    if (!previous?.logoFileId || !previous.storageKey?.startsWith(LOGO_PREFIX)) return;
    await this.db.delete(files).where(eq(files.id, previous.logoFileId));
    await this.deps.storage.delete(previous.storageKey);
  }
}
