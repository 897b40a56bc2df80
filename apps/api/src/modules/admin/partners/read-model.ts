// The admin's partners: the list of cards and one partner with every field, its team, its bank
// accounts (the number masked but the last 4, masked in the database so the full IBAN is never
// read here), its documents and its vetting history with the internal notes.
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type {
  TAdminPartnerCard,
  TAdminPartnerDetail,
  TAdminPartnersPage,
  TAdminPartnersQuery,
  TVettingStatusUpdate,
} from '@pavilion/domain';
import type { Database, DbOrTx } from '../../../db/client';
import {
  bankAccounts,
  countries,
  eventAdminRows,
  events,
  optionItems,
  partnerDocuments,
  partnerMembers,
  partnerSectors,
  partners,
  partnerVettingUpdates,
  persons,
  sectors,
} from '../../../db/schema';
import { containsPattern, listPage, notNull } from '../../../platform/list';
import { notFound } from '../../../platform/errors';
import { fileUrl } from '../../events/read-model';

type CompanySize = TAdminPartnerCard['companySize'];
type EventsPerYear = TAdminPartnerDetail['eventsPerYear'];

const named = (id: number | null, name: string | null) => (id !== null && name !== null ? { id, name } : null);

async function sectorsOf(db: DbOrTx, partnerIds: number[]) {
  if (!partnerIds.length) return new Map<number, { id: number; name: string }[]>();
  const rows = await db
    .select({ partnerId: partnerSectors.partnerId, id: sectors.id, name: sectors.name })
    .from(partnerSectors)
    .innerJoin(sectors, eq(sectors.id, partnerSectors.sectorId))
    .where(inArray(partnerSectors.partnerId, partnerIds))
    .orderBy(asc(sectors.position), asc(sectors.id));
  const map = new Map<number, { id: number; name: string }[]>();
  for (const row of rows) {
    const list = map.get(row.partnerId) ?? [];
    list.push({ id: row.id, name: row.name });
    map.set(row.partnerId, list);
  }
  return map;
}

/** A partner's vetting history, oldest first, as admins see it. */
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
    notes: update.notes,
    createdAt: update.createdAt.toISOString(),
    decidedBy: update.adminPersonId !== null && firstName !== null ? `${firstName} ${surname ?? ''}`.trim() : null,
  }));
}

export class AdminPartners {
  constructor(private readonly db: Database) {}

  async list(query: TAdminPartnersQuery): Promise<TAdminPartnersPage> {
    const pattern = query.q ? containsPattern(query.q) : null;
    const where = and(
      query.status ? eq(partners.currentVettingStatus, query.status) : undefined,
      pattern
        ? or(ilike(partners.name, pattern), ilike(partners.email, pattern), ilike(partners.city, pattern))
        : undefined,
    ) as SQL | undefined;
    const sorts = { appliedAt: notNull(partners.createdAt), name: notNull(sql`lower(${partners.name})`) };
    return listPage(query, sorts, partners.id, {
      rows: async ({ orderBy, limit, offset }) => {
        const rows = await this.db
          .select({
            partner: partners,
            organizationTypeName: optionItems.name,
            countryName: countries.name,
          })
          .from(partners)
          .leftJoin(optionItems, eq(optionItems.id, partners.organizationTypeId))
          .leftJoin(countries, eq(countries.id, partners.countryId))
          .where(where)
          .orderBy(...orderBy)
          .limit(limit)
          .offset(offset);
        const sectorMap = await sectorsOf(
          this.db,
          rows.map((row) => row.partner.id),
        );
        return rows.map(({ partner: p, organizationTypeName, countryName }): TAdminPartnerCard => ({
          id: p.id,
          name: p.name,
          organizationType: named(p.organizationTypeId, organizationTypeName),
          currentVettingStatus: p.currentVettingStatus,
          address: p.address,
          city: p.city,
          country: named(p.countryId, countryName),
          email: p.email,
          companySize: p.companySize as CompanySize,
          sectors: sectorMap.get(p.id) ?? [],
          appliedAt: p.createdAt.toISOString(),
        }));
      },
      count: async () => (await this.db.select({ n: count() }).from(partners).where(where))[0].n,
    });
  }

  async get(partnerId: number): Promise<TAdminPartnerDetail> {
    const [row] = await this.db
      .select({ partner: partners, organizationTypeName: optionItems.name, countryName: countries.name })
      .from(partners)
      .leftJoin(optionItems, eq(optionItems.id, partners.organizationTypeId))
      .leftJoin(countries, eq(countries.id, partners.countryId))
      .where(eq(partners.id, partnerId));
    if (!row) throw notFound('Partner not found');
    const p = row.partner;
    const [sectorMap, members, accounts, documents, history, [eventCounts]] = await Promise.all([
      sectorsOf(this.db, [p.id]),
      this.db
        .select({ id: persons.id, firstName: persons.firstName, surname: persons.surname, email: persons.email })
        .from(partnerMembers)
        .innerJoin(persons, eq(persons.id, partnerMembers.personId))
        .where(eq(partnerMembers.partnerId, p.id))
        .orderBy(desc(sql`${partnerMembers.role} = 'owner'`), asc(partnerMembers.createdAt), asc(persons.id)),
      this.db
        .select({
          id: bankAccounts.id,
          bankName: sql<string>`coalesce(${bankAccounts.bankName}, ${bankAccounts.accountName})`,
          last4: sql<string>`right(${bankAccounts.iban}, 4)`,
        })
        .from(bankAccounts)
        .where(eq(bankAccounts.partnerId, p.id))
        .orderBy(asc(bankAccounts.id)),
      this.db
        .select({ id: partnerDocuments.id, name: partnerDocuments.name, fileId: partnerDocuments.fileId })
        .from(partnerDocuments)
        .where(eq(partnerDocuments.partnerId, p.id))
        .orderBy(asc(partnerDocuments.id)),
      partnerVettingHistory(this.db, p.id),
      this.db
        .select({
          total: count(),
          waiting: sql<number>`count(*) filter (where ${eventAdminRows.status} = 'PENDING')::int`,
          public: sql<number>`count(*) filter (where ${events.status} = 'APPROVED' and ${events.published})::int`,
        })
        .from(eventAdminRows)
        .innerJoin(events, eq(events.id, eventAdminRows.eventId))
        .where(eq(eventAdminRows.partnerId, p.id)),
    ]);
    const approved = p.currentVettingStatus === 'APPROVED';
    return {
      id: p.id,
      name: p.name,
      registeredCompanyName: p.registeredCompanyName,
      organizationType: named(p.organizationTypeId, row.organizationTypeName),
      registrationNumber: p.registrationNumber,
      address: p.address,
      city: p.city,
      zipCode: p.zipCode,
      country: named(p.countryId, row.countryName),
      addressVerified: p.addressVerifiedAt !== null,
      email: p.email,
      emailVerified: p.emailVerifiedAt !== null,
      phoneNumber: p.phoneNumber,
      companyWebsite: p.website,
      companySize: p.companySize as CompanySize,
      eventsPerYear: p.eventsPerYear as EventsPerYear,
      sectors: sectorMap.get(p.id) ?? [],
      persons: members,
      bankAccounts: accounts.map((a) => ({ id: a.id, bankName: a.bankName, accountNumber: `**** ${a.last4}` })),
      documents: documents.map((d) => ({ id: d.id, name: d.name, url: fileUrl(d.fileId)! })),
      currentVettingStatus: p.currentVettingStatus,
      vettingStatusUpdates: history,
      logoUrl: fileUrl(p.logoFileId),
      appliedAt: p.createdAt.toISOString(),
      events: {
        total: eventCounts?.total ?? 0,
        public: approved ? (eventCounts?.public ?? 0) : 0,
        waiting: eventCounts?.waiting ?? 0,
      },
    };
  }
}
