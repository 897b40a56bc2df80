// Signing the partner contract and accepting the customer terms: each signature records the version,
// the time, the person and the address the request came from. Built with the session's partner id.
import { and, desc, eq } from 'drizzle-orm';
import {
  AGREEMENT_KINDS,
  AGREEMENT_TITLES,
  type TAgreementKind,
  type TPartnerAgreement,
  type TPartnerAgreements,
  PARTNER_ACCOUNT_MESSAGES as M,
  agreementSelector,
  NOT_FOUND,
} from '@pavilion/domain';
import type { DbOrTx } from '../../db/client';
import { partnerAgreements, persons } from '../../db/schema';
import { conflict, notFound } from '../../platform/errors';
import { currentAgreementVersions, renderContractPdf, type AgreementVersions } from './contract';
import { partnerRow } from './read-model';

const DOCUMENT_URLS: Record<TAgreementKind, string> = {
  'partner-contract': '/api/partner/agreements/partner-contract/document',
  'customer-terms': '/customer-terms-of-service',
};

export class PartnerAgreements {
  constructor(
    private readonly db: DbOrTx,
    private readonly partnerId: number,
    private readonly now: () => Date,
    private readonly versions: AgreementVersions = currentAgreementVersions(),
  ) {}

  private async newestSignature(kind: TAgreementKind) {
    const [row] = await this.db
      .select({
        version: partnerAgreements.version,
        signedAt: partnerAgreements.signedAt,
        ipAddress: partnerAgreements.ipAddress,
        personId: persons.id,
        firstName: persons.firstName,
        surname: persons.surname,
      })
      .from(partnerAgreements)
      .innerJoin(persons, eq(persons.id, partnerAgreements.personId))
      .where(and(eq(partnerAgreements.partnerId, this.partnerId), eq(partnerAgreements.kind, kind)))
      .orderBy(desc(partnerAgreements.signedAt), desc(partnerAgreements.id))
      .limit(1);
    return row ?? null;
  }

  async get(kind: TAgreementKind): Promise<TPartnerAgreement> {
    const signature = await this.newestSignature(kind);
    const current = this.versions[kind];
    // The newest signature might be of an older version while the current one was signed before it.
    const currentSigned = signature?.version === current || (await this.signedVersion(kind, current));
    return {
      kind,
      title: AGREEMENT_TITLES[kind],
      currentVersion: current,
      status: currentSigned ? 'agreed' : 'pending',
      signature: signature
        ? {
            version: signature.version,
            signedAt: signature.signedAt.toISOString(),
            ipAddress: signature.ipAddress,
            signedBy: { id: signature.personId, firstName: signature.firstName, surname: signature.surname },
          }
        : null,
      documentUrl: DOCUMENT_URLS[kind],
    };
  }

  private async signedVersion(kind: TAgreementKind, version: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: partnerAgreements.id })
      .from(partnerAgreements)
      .where(
        and(
          eq(partnerAgreements.partnerId, this.partnerId),
          eq(partnerAgreements.kind, kind),
          eq(partnerAgreements.version, version),
        ),
      )
      .limit(1);
    return !!row;
  }

  async list(): Promise<TPartnerAgreements> {
    return Promise.all(AGREEMENT_KINDS.map((kind) => this.get(kind)));
  }

  /**
   * Signs the version the person read. It must be the version in force (409 otherwise, with the
   * current one). Signing is one-way and happens once per version: signing again answers the
   * signature already recorded.
   */
  async sign(kind: TAgreementKind, version: string, by: { personId: number; ipAddress: string | null }) {
    const current = this.versions[kind];
    if (version !== current)
      throw conflict(M.agreementOutdated({ agreement: agreementSelector(kind), current }), undefined, {
        currentVersion: current,
      });
    await this.db
      .insert(partnerAgreements)
      .values({
        partnerId: this.partnerId,
        personId: by.personId,
        kind,
        version,
        signedAt: this.now(),
        ipAddress: by.ipAddress?.slice(0, 64) ?? null,
      })
      .onConflictDoNothing({
        target: [partnerAgreements.partnerId, partnerAgreements.kind, partnerAgreements.version],
      });
    return this.get(kind);
  }

  /** The partner contract as a PDF for this partner: its name, the version, and its signature if signed. */
  async contractPdf(): Promise<{ pdf: Buffer; version: string }> {
    const row = await partnerRow(this.db, this.partnerId);
    if (!row) throw notFound(NOT_FOUND.partner);
    const p = row.partner;
    const version = this.versions['partner-contract'];
    const [signature] = await this.db
      .select({
        signedAt: partnerAgreements.signedAt,
        ipAddress: partnerAgreements.ipAddress,
        firstName: persons.firstName,
        surname: persons.surname,
      })
      .from(partnerAgreements)
      .innerJoin(persons, eq(persons.id, partnerAgreements.personId))
      .where(
        and(
          eq(partnerAgreements.partnerId, this.partnerId),
          eq(partnerAgreements.kind, 'partner-contract'),
          eq(partnerAgreements.version, version),
        ),
      )
      .limit(1);
    const addressLine = [p.address, [p.zipCode, p.city].filter(Boolean).join(' '), row.countryName]
      .filter(Boolean)
      .join(', ');
    const pdf = await renderContractPdf(
      {
        name: p.name,
        registeredCompanyName: p.registeredCompanyName,
        registrationNumber: p.registrationNumber,
        addressLine: addressLine || null,
      },
      version,
      signature
        ? {
            signedAt: signature.signedAt,
            signedBy: `${signature.firstName} ${signature.surname}`,
            ipAddress: signature.ipAddress,
          }
        : null,
    );
    return { pdf, version };
  }
}
