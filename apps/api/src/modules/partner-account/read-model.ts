// A partner as the API answers it: the partner's own view (GET /api/partners/{id}, GET
// /api/partner/profile) and the admin's view (the same record with the vetting notes). Built with the
// partner's id, so every query names it.
import { and, asc, desc, eq, min, sql } from 'drizzle-orm';
import {
  buildOnboarding,
  maskAccountNumber,
  type TAdminPartner,
  type TBankCurrency,
  type TCompanySize,
  type TEventsPerYear,
  type TPartner,
  type TPartnerApplication,
  type TPartnerOnboarding,
  type TPartnerProfile,
  type TPartnerRole,
  type TVettingStatusUpdate,
} from '@pavilion/domain';
import type { DbOrTx } from '../../db/client';
import {
  bankAccounts,
  countries,
  events,
  optionItems,
  partnerAgreements,
  partnerDocuments,
  partnerMembers,
  partners,
  partnerSectors,
  partnerVettingUpdates,
  persons,
  sectors,
} from '../../db/schema';
import { countryNamed, referenceName } from '../../platform/reference-names';
import { withLocale } from '../../platform/i18n';
import { readStoredMessage, storedMessage } from '../../platform/stored-message';
import { PARTNER_NOTES_TEXT } from './messages';
import { currentAgreementVersions, type AgreementVersions } from './contract';

/**
 * The columns of a note the system writes in the vetting history: the English as the record, and the
 * message that reads it in the reader's language.
 */
export function keptNote(name: 'createdOnSignUp') {
  const message = storedMessage(PARTNER_NOTES_TEXT, name);
  const notes: string = withLocale('en', () => PARTNER_NOTES_TEXT[name]);
  return { notes, notesKey: message.key, notesValues: null };
}

export const fileUrl = (fileId: string | null) => (fileId ? `/api/files/${fileId}` : null);
export const partnerDocumentUrl = (documentId: number) => `/api/partner-documents/${documentId}`;

/**
 * The company row with its organisation type (in the request's language) and country (its English
 * name and code: `countryNamed` names it for a reader; a postal address and a signed agreement keep
 * the English).
 */
export async function partnerRow(db: DbOrTx, partnerId: number) {
  const [row] = await db
    .select({
      partner: partners,
      organizationTypeName: referenceName(optionItems),
      countryName: countries.name,
      countryCode: countries.code,
    })
    .from(partners)
    .leftJoin(optionItems, eq(optionItems.id, partners.organizationTypeId))
    .leftJoin(countries, eq(countries.id, partners.countryId))
    .where(eq(partners.id, partnerId))
    .limit(1);
  return row ?? null;
}

/** The partner's team: the owner first, then the members in the order they joined. */
export async function teamMembers(db: DbOrTx, partnerId: number) {
  const rows = await db
    .select({
      id: persons.id,
      firstName: persons.firstName,
      surname: persons.surname,
      email: persons.email,
      role: partnerMembers.role,
      joinedAt: partnerMembers.createdAt,
    })
    .from(partnerMembers)
    .innerJoin(persons, eq(persons.id, partnerMembers.personId))
    .where(eq(partnerMembers.partnerId, partnerId))
    .orderBy(sql`${partnerMembers.role} = 'owner' desc`, asc(partnerMembers.createdAt), asc(persons.id));
  return rows.map((m) => ({ ...m, role: (m.role === 'owner' ? 'owner' : 'member') as TPartnerRole }));
}

/**
 * The vetting history as admins read it, oldest first: the internal notes and the name of the deciding
 * administrator (null for entries the partner made, such as applying or resubmitting).
 */
export async function partnerVettingHistory(db: DbOrTx, partnerId: number): Promise<TVettingStatusUpdate[]> {
  const rows = await db
    .select({ update: partnerVettingUpdates, firstName: persons.firstName, surname: persons.surname })
    .from(partnerVettingUpdates)
    .leftJoin(persons, eq(persons.id, partnerVettingUpdates.adminPersonId))
    .where(eq(partnerVettingUpdates.partnerId, partnerId))
    .orderBy(asc(partnerVettingUpdates.createdAt), asc(partnerVettingUpdates.id));
  return rows.map(({ update, firstName, surname }) => ({
    id: update.id,
    status: update.status,
    comment: update.comment,
    notes:
      update.notesKey === null || update.notes === null
        ? update.notes
        : readStoredMessage({ key: update.notesKey, values: update.notesValues ?? undefined }, update.notes),
    createdAt: update.createdAt.toISOString(),
    decidedBy: update.adminPersonId !== null && firstName !== null ? `${firstName} ${surname ?? ''}`.trim() : null,
  }));
}

export class PartnerAccount {
  constructor(
    private readonly db: DbOrTx,
    readonly partnerId: number,
    private readonly versions: AgreementVersions = currentAgreementVersions(),
  ) {}

  private async history(): Promise<TVettingStatusUpdate[]> {
    return partnerVettingHistory(this.db, this.partnerId);
  }

  /** The record every view shares, with the vetting history as admins see it; null for an unknown id. */
  private async load() {
    const row = await partnerRow(this.db, this.partnerId);
    if (!row) return null;
    const [sectorRows, people, accounts, documents, history] = await Promise.all([
      this.db
        .select({ id: sectors.id, name: referenceName(sectors) })
        .from(partnerSectors)
        .innerJoin(sectors, eq(sectors.id, partnerSectors.sectorId))
        .where(eq(partnerSectors.partnerId, this.partnerId))
        .orderBy(asc(sectors.position), asc(sectors.name)),
      teamMembers(this.db, this.partnerId),
      this.db
        .select()
        .from(bankAccounts)
        .where(eq(bankAccounts.partnerId, this.partnerId))
        .orderBy(asc(bankAccounts.createdAt), asc(bankAccounts.id)),
      this.db
        .select({ id: partnerDocuments.id, name: partnerDocuments.name })
        .from(partnerDocuments)
        .where(eq(partnerDocuments.partnerId, this.partnerId))
        .orderBy(desc(partnerDocuments.createdAt), desc(partnerDocuments.id)),
      this.history(),
    ]);
    const p = row.partner;
    const record = {
      id: p.id,
      name: p.name,
      registeredCompanyName: p.registeredCompanyName,
      organizationType: p.organizationTypeId
        ? { id: p.organizationTypeId, name: row.organizationTypeName ?? '' }
        : null,
      registrationNumber: p.registrationNumber,
      vatNumber: p.vatNumber,
      address: p.address,
      city: p.city,
      zipCode: p.zipCode,
      country: p.countryId ? { id: p.countryId, name: countryNamed(row.countryCode, row.countryName) ?? '' } : null,
      addressVerified: p.addressVerifiedAt !== null,
      addressVerifiedAt: p.addressVerifiedAt?.toISOString() ?? null,
      email: p.email,
      emailVerified: p.emailVerifiedAt !== null,
      phoneNumber: p.phoneNumber,
      companyWebsite: p.website,
      companySize: p.companySize as TCompanySize | null,
      eventsPerYear: p.eventsPerYear as TEventsPerYear | null,
      sectors: sectorRows,
      logoUrl: fileUrl(p.logoFileId),
      persons: people.map(({ joinedAt: _joinedAt, ...m }) => m),
      bankAccounts: accounts.map((a) => ({
        id: a.id,
        bankName: a.bankName ?? a.accountName,
        accountNumber: maskAccountNumber(a.iban),
        currency: a.currency as TBankCurrency,
        payout: a.isPayout,
      })),
      documents: documents.map((d) => ({ id: d.id, name: d.name, url: partnerDocumentUrl(d.id) })),
      currentVettingStatus: p.currentVettingStatus,
      createdAt: p.createdAt.toISOString(),
    };
    return { record, history, row: p };
  }

  /** The partner's own view: the vetting history without the internal notes. */
  async detail(): Promise<TPartner | null> {
    const loaded = await this.load();
    if (!loaded) return null;
    return {
      ...loaded.record,
      vettingStatusUpdates: loaded.history.map(({ notes: _notes, decidedBy: _decidedBy, ...entry }) => entry),
    };
  }

  /** The admin's view (GET /api/admin/partners/{id}): every field and the notes. */
  async adminDetail(): Promise<TAdminPartner | null> {
    const loaded = await this.load();
    if (!loaded) return null;
    return { ...loaded.record, vettingStatusUpdates: loaded.history };
  }

  /** Where the application stands; the latest entry's comment is what the admin told the partner. */
  async application(): Promise<TPartnerApplication | null> {
    const [p] = await this.db
      .select({ status: partners.currentVettingStatus, createdAt: partners.createdAt })
      .from(partners)
      .where(eq(partners.id, this.partnerId))
      .limit(1);
    if (!p) return null;
    const [latest] = await this.db
      .select()
      .from(partnerVettingUpdates)
      .where(eq(partnerVettingUpdates.partnerId, this.partnerId))
      .orderBy(desc(partnerVettingUpdates.createdAt), desc(partnerVettingUpdates.id))
      .limit(1);
    return {
      status: p.status,
      submittedAt: p.createdAt.toISOString(),
      latestUpdate: latest
        ? { id: latest.id, status: latest.status, comment: latest.comment, createdAt: latest.createdAt.toISOString() }
        : null,
      canResubmit: p.status === 'REJECTED',
    };
  }

  /** The checklist, each step read from the data. */
  async onboarding(): Promise<TPartnerOnboarding | null> {
    const [p] = await this.db
      .select({
        status: partners.currentVettingStatus,
        emailVerifiedAt: partners.emailVerifiedAt,
        addressVerifiedAt: partners.addressVerifiedAt,
      })
      .from(partners)
      .where(eq(partners.id, this.partnerId))
      .limit(1);
    if (!p) return null;
    const signedAt = async (kind: 'partner-contract' | 'customer-terms') => {
      const [row] = await this.db
        .select({ at: partnerAgreements.signedAt })
        .from(partnerAgreements)
        .where(
          and(
            eq(partnerAgreements.partnerId, this.partnerId),
            eq(partnerAgreements.kind, kind),
            eq(partnerAgreements.version, this.versions[kind]),
          ),
        )
        .limit(1);
      return row?.at ?? null;
    };
    const [approval, contract, terms, [bank], [event]] = await Promise.all([
      p.status === 'APPROVED'
        ? this.db
            .select({ at: partnerVettingUpdates.createdAt })
            .from(partnerVettingUpdates)
            .where(
              and(eq(partnerVettingUpdates.partnerId, this.partnerId), eq(partnerVettingUpdates.status, 'APPROVED')),
            )
            .orderBy(desc(partnerVettingUpdates.createdAt))
            .limit(1)
            .then((rows) => rows[0]?.at ?? null)
        : Promise.resolve(null),
      signedAt('partner-contract'),
      signedAt('customer-terms'),
      this.db
        .select({ at: min(bankAccounts.createdAt) })
        .from(bankAccounts)
        .where(eq(bankAccounts.partnerId, this.partnerId)),
      this.db
        .select({ at: min(events.createdAt) })
        .from(events)
        .where(eq(events.partnerId, this.partnerId)),
    ]);
    return buildOnboarding({
      'application-approved': approval,
      'email-confirmed': p.emailVerifiedAt,
      'address-verified': p.addressVerifiedAt,
      'contract-signed': contract,
      'customer-terms-accepted': terms,
      'bank-account': bank?.at ?? null,
      'first-event': event?.at ?? null,
    });
  }

  /** GET /api/partner/profile: the record, the caller's role, the application and the checklist. */
  async profile(role: TPartnerRole): Promise<TPartnerProfile | null> {
    const [detail, application, onboarding] = await Promise.all([this.detail(), this.application(), this.onboarding()]);
    if (!detail || !application || !onboarding) return null;
    return { ...detail, role, application, onboarding };
  }
}
