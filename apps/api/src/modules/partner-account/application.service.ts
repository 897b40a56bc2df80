// The organiser's way in: the application (POST /api/partner-sign-up) and the confirmation of the
// company's email address.
import bcrypt from 'bcrypt';
import { and, asc, eq, sql } from 'drizzle-orm';
import {
  currentLanguage,
  ACCOUNT_MESSAGES,
  MESSAGES,
  type TPartnerSignUpAnswer,
  type TPartnerSignUpBody,
  PARTNER_ACCOUNT_MESSAGES as M,
} from '@pavilion/domain';
import type { Config } from '../../config';
import type { Database, DbOrTx } from '../../db/client';
import {
  optionItems,
  partnerMembers,
  partners,
  partnerSectors,
  partnerVettingUpdates,
  personSettings,
  persons,
} from '../../db/schema';
import { isUniqueViolation } from '../../platform/db-errors';
import { AppError } from '../../platform/errors';
import { enqueueEmail, languageOfPartner } from '../../platform/mail';
import { keptNote } from './read-model';
import { BCRYPT_ROUNDS } from '../auth';
import {
  assertCountry,
  assertSectors,
  emailTaken,
  findPersonByEmail,
  consumeToken,
  issueToken,
  lookUpToken,
} from '../accounts';
import { applicationReceivedEmail, companyEmailConfirmationEmail, partnerEmailConfirmationEmail } from './emails';

export interface PartnerApplicationDeps {
  db: Database;
  config: Pick<Config, 'publicUrl' | 'partnerPortalUrl'>;
  now: () => Date;
}

/** `held`: the partner's current type, still accepted after an administrator archived it. */
export async function assertOrganizationType(db: DbOrTx, id: number, field = 'organizationType', held?: number | null) {
  const [row] = await db
    .select({ id: optionItems.id })
    .from(optionItems)
    .where(
      and(
        eq(optionItems.id, id),
        eq(optionItems.list, 'organizationTypes'),
        id === held ? undefined : eq(optionItems.archived, false),
      ),
    )
    .limit(1);
  if (!row) throw new AppError('VALIDATION', M.organizationTypeInvalid, { [field]: M.organizationTypeInvalid });
}

/** The first organisation type of the list: the spec's default (its "1"). */
export async function firstOrganizationType(db: DbOrTx): Promise<number | null> {
  const [row] = await db
    .select({ id: optionItems.id })
    .from(optionItems)
    .where(and(eq(optionItems.list, 'organizationTypes'), eq(optionItems.archived, false)))
    .orderBy(asc(optionItems.position), asc(optionItems.id))
    .limit(1);
  return row?.id ?? null;
}

/**
 * A changed company email: verified at once when it is a member's own confirmed address, otherwise a
 * confirmation link goes to it (issued in the name of `personId`, who changed it).
 */
export async function confirmCompanyEmail(
  tx: DbOrTx,
  input: {
    partnerId: number;
    companyName: string;
    email: string;
    personId: number;
    now: Date;
    partnerPortalUrl: string;
  },
) {
  const [member] = await tx
    .select({ id: persons.id })
    .from(partnerMembers)
    .innerJoin(persons, eq(persons.id, partnerMembers.personId))
    .where(
      and(
        eq(partnerMembers.partnerId, input.partnerId),
        sql`lower(${persons.email}) = lower(${input.email})`,
        sql`${persons.emailVerifiedAt} is not null`,
      ),
    )
    .limit(1);
  if (member) {
    await tx.update(partners).set({ emailVerifiedAt: input.now }).where(eq(partners.id, input.partnerId));
    return;
  }
  const token = await issueToken(tx, {
    personId: input.personId,
    purpose: 'partner-email',
    now: input.now,
    newEmail: input.email,
  });
  await enqueueEmail(
    tx,
    companyEmailConfirmationEmail({
      to: input.email,
      companyName: input.companyName,
      url: `${input.partnerPortalUrl}/company-email-confirmation/${token}`,
      // The company's address reads the company's language: its owner's.
      language: await languageOfPartner(tx, input.partnerId),
    }),
  );
}

export class PartnerApplications {
  constructor(private readonly deps: PartnerApplicationDeps) {}

  private get db() {
    return this.deps.db;
  }

  /**
   * The application, in one transaction: the person (unconfirmed), the partner (PENDING) with the
   * person as its owner, the first vetting history entry, and the emails (the confirmation link to the
   * contact, the company email's own link when it differs, and 'application received'). A taken
   * email changes nothing and answers 409.
   */
  async signUp(body: TPartnerSignUpBody): Promise<TPartnerSignUpAnswer> {
    if (await findPersonByEmail(this.db, body.email)) throw emailTaken();
    await assertCountry(this.db, body.country, MESSAGES.partnerCountryRequired, 'country');
    await assertCountry(this.db, body.companyCountry, MESSAGES.optionInvalid, 'companyCountry');
    await assertSectors(this.db, body.sectors, 'sectors');
    const organizationType = body.organizationType ?? (await firstOrganizationType(this.db));
    if (organizationType !== null) await assertOrganizationType(this.db, organizationType);
    const passwordHash = await bcrypt.hash(body.password, BCRYPT_ROUNDS);
    const now = this.deps.now();
    const companyEmail = body.companyEmail ?? body.email;
    try {
      return await this.db.transaction(async (tx) => {
        const [person] = await tx
          .insert(persons)
          .values({
            email: body.email,
            passwordHash,
            firstName: body.firstName,
            surname: body.surname,
            countryId: body.country,
            companyName: body.companyName,
            phoneNumber: body.companyPhoneNumber,
          })
          .returning({ id: persons.id });
        // A new account speaks the language its sign-up was made in.
        await tx
          .insert(personSettings)
          .values({ personId: person.id, defaultLanguage: currentLanguage(), language: currentLanguage() });
        const [partner] = await tx
          .insert(partners)
          .values({
            name: body.companyName,
            registeredCompanyName: body.registeredCompanyName,
            registrationNumber: body.registrationNumber,
            organizationTypeId: organizationType,
            address: body.companyAddress,
            city: body.companyCity,
            zipCode: body.companyZipCode,
            countryId: body.companyCountry,
            email: companyEmail,
            phoneNumber: body.companyPhoneNumber,
            website: body.companyWebsite,
            companySize: body.companySize,
            eventsPerYear: body.eventsPerYear,
            currentVettingStatus: 'PENDING',
            createdAt: now,
            updatedAt: now,
          })
          .returning({ id: partners.id });
        const sectorIds = [...new Set(body.sectors)];
        if (sectorIds.length)
          await tx.insert(partnerSectors).values(sectorIds.map((sectorId) => ({ partnerId: partner.id, sectorId })));
        await tx
          .insert(partnerMembers)
          .values({ partnerId: partner.id, personId: person.id, role: 'owner', createdAt: now });
        await tx.insert(partnerVettingUpdates).values({
          partnerId: partner.id,
          status: 'PENDING',
          comment: M.applicationReceivedComment,
          ...keptNote('createdOnSignUp'),
          createdAt: now,
        });
        const token = await issueToken(tx, { personId: person.id, purpose: 'email-confirmation', now });
        await enqueueEmail(
          tx,
          partnerEmailConfirmationEmail({
            to: body.email,
            firstName: body.firstName,
            language: currentLanguage(),
            companyName: body.companyName,
            url: `${this.deps.config.publicUrl}/email-confirmation/${token}`,
          }),
        );
        if (companyEmail.toLowerCase() !== body.email.toLowerCase()) {
          await confirmCompanyEmail(tx, {
            partnerId: partner.id,
            companyName: body.companyName,
            email: companyEmail,
            personId: person.id,
            now,
            partnerPortalUrl: this.deps.config.partnerPortalUrl,
          });
        }
        await enqueueEmail(
          tx,
          applicationReceivedEmail({
            to: body.email,
            firstName: body.firstName,
            language: currentLanguage(),
            companyName: body.companyName,
            dashboardUrl: `${this.deps.config.partnerPortalUrl}/dashboard`,
          }),
        );
        return { status: 'Success' as const, email: body.email, partnerId: partner.id };
      });
    } catch (err) {
      // Two applications for the same address at the same moment: the unique index decides.
      if (isUniqueViolation(err)) throw emailTaken();
      throw err;
    }
  }

  /** Opens a company email confirmation link: the partner's email is verified if it is still that address. */
  async confirmCompanyEmail(raw: string): Promise<{ status: 'Success'; email: string }> {
    const now = this.deps.now();
    const lookup = await lookUpToken(this.db, raw, ['partner-email'], now);
    const gone = (reason: 'expired' | 'used') =>
      new AppError(
        'GONE',
        reason === 'expired' ? M.companyEmailExpired : ACCOUNT_MESSAGES.confirmationUsed,
        undefined,
        { reason },
      );
    if (lookup.state === 'unknown') throw new AppError('NOT_FOUND', ACCOUNT_MESSAGES.confirmationUnknown);
    if (lookup.state !== 'valid') throw gone(lookup.state);
    const token = lookup.token;
    const email = token.newEmail ?? '';
    return this.db.transaction(async (tx) => {
      if (!(await consumeToken(tx, token.id, now))) throw gone('used');
      // The address must still be the company's, and the person still a member: else the link is spent.
      const updated = await tx
        .update(partners)
        .set({ emailVerifiedAt: now })
        .where(
          and(
            sql`lower(${partners.email}) = lower(${email})`,
            sql`${partners.id} in (select ${partnerMembers.partnerId} from ${partnerMembers} where ${partnerMembers.personId} = ${token.personId})`,
          ),
        )
        .returning({ id: partners.id });
      if (!updated.length) throw gone('used');
      return { status: 'Success' as const, email };
    });
  }
}
