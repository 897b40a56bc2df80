// The admin's partners: the list of cards, and one partner as the partner account's admin view reads
// it (every field, its team, bank accounts masked but the last 4, documents, the vetting history with
// the internal notes and who decided) with how its events stand.
import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  contactPreferences,
  type TAdminPartnerCard,
  type TAdminPartnerDetail,
  type TAdminPartnersPage,
  type TAdminPartnersQuery,
  NOT_FOUND,
} from '@pavilion/domain';
import type { Database, DbOrTx } from '../../../db/client';
import {
  countries,
  eventAdminRows,
  events,
  optionItems,
  partnerMembers,
  partnerSectors,
  partners,
  payoutHolds,
  persons,
  personSettings,
  sectors,
} from '../../../db/schema';
import { containsPattern, listPage, notNull, searchedTotal } from '../../../platform/list';
import { notFound } from '../../../platform/errors';
import { countryNamed, referenceName } from '../../../platform/reference-names';
import { PartnerAccount } from '../../partner-account';

type CompanySize = TAdminPartnerCard['companySize'];

const named = (id: number | null, name: string | null) => (id !== null && name !== null ? { id, name } : null);

async function sectorsOf(db: DbOrTx, partnerIds: number[]) {
  if (!partnerIds.length) return new Map<number, { id: number; name: string }[]>();
  const rows = await db
    .select({ partnerId: partnerSectors.partnerId, id: sectors.id, name: referenceName(sectors) })
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

export class AdminPartners {
  constructor(
    private readonly db: Database,
    /** A search counts exactly up to this many matches (config.listExactTotalUpTo). */
    private readonly exactTotalUpTo = 1_000,
  ) {}

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
            organizationTypeName: referenceName(optionItems),
            countryName: countries.name,
            countryCode: countries.code,
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
        return rows.map(({ partner: p, organizationTypeName, countryName, countryCode }): TAdminPartnerCard => ({
          id: p.id,
          name: p.name,
          organizationType: named(p.organizationTypeId, organizationTypeName),
          currentVettingStatus: p.currentVettingStatus,
          address: p.address,
          city: p.city,
          country: named(p.countryId, countryNamed(countryCode, countryName)),
          email: p.email,
          companySize: p.companySize as CompanySize,
          sectors: sectorMap.get(p.id) ?? [],
          appliedAt: p.createdAt.toISOString(),
        }));
      },
      count: async () =>
        pattern
          ? searchedTotal(this.db, sql`${partners}`, where!, this.exactTotalUpTo)
          : (await this.db.select({ n: count() }).from(partners).where(where))[0].n,
    });
  }

  /** The partner account's admin view (every field, the history with notes and who decided), and how its events stand. */
  async get(partnerId: number): Promise<TAdminPartnerDetail> {
    const [partner, [eventCounts], [hold], team] = await Promise.all([
      new PartnerAccount(this.db, partnerId).adminDetail(),
      this.db
        .select({
          total: count(),
          waiting: sql<number>`count(*) filter (where ${eventAdminRows.status} = 'PENDING')::int`,
          public: sql<number>`count(*) filter (where ${events.status} = 'APPROVED' and ${events.published})::int`,
        })
        .from(eventAdminRows)
        .innerJoin(events, eq(events.id, eventAdminRows.eventId))
        .where(eq(eventAdminRows.partnerId, partnerId)),
      this.db
        .select({
          reason: payoutHolds.reason,
          heldAt: payoutHolds.heldAt,
          heldBy: sql<string | null>`nullif(trim(${persons.firstName} || ' ' || ${persons.surname}), '')`,
        })
        .from(payoutHolds)
        .leftJoin(persons, eq(persons.id, payoutHolds.heldBy))
        .where(eq(payoutHolds.partnerId, partnerId)),
      this.db
        .select({
          personId: persons.id,
          phoneNumber: persons.phoneNumber,
          contactMethod: personSettings.preferredContactMethod,
          contactHours: personSettings.contactHours,
          contactLanguage: personSettings.language,
        })
        .from(partnerMembers)
        .innerJoin(persons, eq(persons.id, partnerMembers.personId))
        .leftJoin(personSettings, eq(personSettings.personId, persons.id))
        .where(eq(partnerMembers.partnerId, partnerId))
        .orderBy(asc(persons.id)),
    ]);
    if (!partner) throw notFound(NOT_FOUND.partner);
    const approved = partner.currentVettingStatus === 'APPROVED';
    return {
      ...partner,
      appliedAt: partner.createdAt,
      events: {
        total: eventCounts?.total ?? 0,
        public: approved ? (eventCounts?.public ?? 0) : 0,
        waiting: eventCounts?.waiting ?? 0,
      },
      payoutHold: hold ? { reason: hold.reason, heldAt: hold.heldAt.toISOString(), heldBy: hold.heldBy } : null,
      teamContact: team.map((m) => ({
        personId: m.personId,
        phoneNumber: m.phoneNumber,
        contact: contactPreferences(m),
      })),
    };
  }
}
