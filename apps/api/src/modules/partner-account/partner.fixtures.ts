// Test helpers for the partner account: a valid application, partners and members made directly, and
// the reference ids they need.
import bcrypt from 'bcrypt';
import { asc, eq, sql } from 'drizzle-orm';
import request from 'supertest';
import { countries, optionItems, partnerMembers, persons, sectors } from '../../db/schema';
import { bearerFor, createPartnerUser, TEST_PASSWORD, type TestContext } from '../../testing/harness';

export interface PartnerRefs {
  countryId: number;
  gbId: number;
  deId: number;
  nlId: number;
  sectorIds: number[];
  organizationTypeId: number;
}

export async function partnerRefs(t: TestContext): Promise<PartnerRefs> {
  const byCode = async (code: string) =>
    (await t.db.select({ id: countries.id }).from(countries).where(eq(countries.code, code)).limit(1))[0].id;
  const [{ id: countryId }] = await t.db
    .select({ id: countries.id })
    .from(countries)
    .orderBy(asc(countries.id))
    .limit(1);
  const sectorIds = (await t.db.select({ id: sectors.id }).from(sectors).orderBy(asc(sectors.id)).limit(2)).map(
    (s) => s.id,
  );
  const [org] = await t.db
    .select({ id: optionItems.id })
    .from(optionItems)
    .where(eq(optionItems.list, 'organizationTypes'))
    .orderBy(asc(optionItems.position), asc(optionItems.id))
    .limit(1);
  return {
    countryId,
    gbId: await byCode('GB'),
    deId: await byCode('DE'),
    nlId: await byCode('NL'),
    sectorIds,
    organizationTypeId: org.id,
  };
}

let n = 0;
export const uniqueEmail = (label = 'organiser') => `${label}.${Date.now().toString(36)}.${++n}@example.com`;

export const STRONG_PASSWORD = 'Str0ng!pass';

/** Every field of the wizard, valid. */
export function signUpBody(refs: PartnerRefs, overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Carmen',
    surname: 'Ruiz',
    email: uniqueEmail(),
    country: String(refs.gbId),
    password: STRONG_PASSWORD,
    confirmPassword: STRONG_PASSWORD,
    companyName: 'Harbour Summits',
    registeredCompanyName: 'Harbour Summits Ltd',
    registrationNumber: '09481726',
    companyAddress: '18 Finsbury Circus',
    companyCity: 'London',
    companyZipCode: 'EC2M 7EB',
    companyCountry: String(refs.gbId),
    companyEmail: '',
    companyPhoneNumber: '+44 20 7946 0321',
    companyWebsite: 'https://harbour-summits.example',
    organizationType: String(refs.organizationTypeId),
    companySize: '11-50',
    eventsPerYear: '10-20',
    sectors: refs.sectorIds.map(String),
    ...overrides,
  };
}

/** A partner with a complete address, its owner signed in as an API client. */
export async function partnerWithOwner(
  t: TestContext,
  refs: PartnerRefs,
  partner: Parameters<typeof createPartnerUser>[1] = {},
) {
  const owner = await createPartnerUser(t.db, {
    name: 'Harbour Summits',
    address: '18 Finsbury Circus',
    city: 'London',
    zipCode: 'EC2M 7EB',
    countryId: refs.gbId,
    ...partner,
  });
  return { ...owner, auth: await bearerFor(t.app, owner.email) };
}

const MEMBER_HASH = bcrypt.hashSync(TEST_PASSWORD, 4);

/** Adds a member (role 'member') to a partner and signs them in. */
export async function memberOf(t: TestContext, partnerId: number) {
  const email = uniqueEmail('member');
  const [p] = await t.db
    .insert(persons)
    .values({
      email,
      firstName: 'Maria',
      surname: 'Lopez',
      passwordHash: MEMBER_HASH,
      emailVerifiedAt: new Date(),
    })
    .returning();
  await t.db.insert(partnerMembers).values({ partnerId, personId: p.id, role: 'member' });
  return { personId: p.id, email, auth: await bearerFor(t.app, email, TEST_PASSWORD) };
}

export async function personByEmail(t: TestContext, email: string) {
  const [p] = await t.db
    .select()
    .from(persons)
    .where(sql`lower(${persons.email}) = lower(${email})`);
  return p;
}

export const api = (t: TestContext) => request(t.app);
