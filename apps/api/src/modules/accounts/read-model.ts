// What a signed-in person reads of their own account: the profile (GET /api/users/), the settings
// and the login activity. Built with the person's id; every query filters by it.
import { and, asc, desc, eq, gt, isNull } from 'drizzle-orm';
import {
  LOGIN_ACTIVITY_LIMIT,
  SETTINGS_DEFAULTS,
  settingsAnswer,
  ZSettings,
  type TLoginActivity,
  type TPersonProfile,
  type TSettings,
  type TSettingsAnswer,
  type TUserResponse,
} from '@pavilion/domain';
import type { DbOrTx } from '../../db/client';
import {
  authTokens,
  countries,
  loginAttempts,
  personJobTitles,
  personSectors,
  personSettings,
  persons,
  sectors,
} from '../../db/schema';
import { notFound } from '../../platform/errors';
import { countryNamed, referenceName } from '../../platform/reference-names';
import { fileUrl } from '../auth';
import { describeUserAgent } from './user-agent';
import { ACCOUNT_API_TEXT } from './messages';

type SettingsRow = typeof personSettings.$inferSelect;

function settingsOf(row: SettingsRow): TSettings {
  // Parsing the stored values through the schema keeps the answer within today's choices.
  return ZSettings.parse({
    notifications: {
      emailNotifications: row.emailNotifications,
      registrationAlerts: row.registrationAlerts,
      marketingEmails: row.marketingEmails,
      dailyDigest: row.dailyDigest,
      instantAlerts: row.instantAlerts,
    },
    portfolio: {
      autoPublish: row.autoPublish,
      defaultCurrency: row.defaultCurrency,
      defaultTimezone: row.defaultTimezone,
      defaultLanguage: row.defaultLanguage,
      maxEventsPerPage: row.maxEventsPerPage,
    },
    contact: {
      preferredContactMethod: row.preferredContactMethod,
      contactHours: row.contactHours,
      language: row.language,
    },
  });
}

export class PersonAccountReads {
  constructor(
    private readonly db: DbOrTx,
    private readonly personId: number,
    private readonly now: () => Date,
  ) {}

  /** The profile flat (country id and name, first sector's name) and as the domain's ZPersonProfile. */
  async profile(): Promise<TUserResponse> {
    const { db, personId } = this;
    const [p] = await db
      .select({ person: persons, countryName: countries.name, countryCode: countries.code })
      .from(persons)
      .leftJoin(countries, eq(countries.id, persons.countryId))
      .where(eq(persons.id, personId))
      .limit(1);
    if (!p) throw notFound(ACCOUNT_API_TEXT.accountNotFound);
    const [sectorRows, jobTitleRows, [pending]] = await Promise.all([
      db
        .select({ id: personSectors.sectorId, name: referenceName(sectors) })
        .from(personSectors)
        .innerJoin(sectors, eq(sectors.id, personSectors.sectorId))
        .where(eq(personSectors.personId, personId))
        .orderBy(asc(sectors.position), asc(sectors.id)),
      db
        .select({ id: personJobTitles.jobTitleId })
        .from(personJobTitles)
        .where(eq(personJobTitles.personId, personId))
        .orderBy(asc(personJobTitles.jobTitleId)),
      db
        .select({ newEmail: authTokens.newEmail })
        .from(authTokens)
        .where(
          and(
            eq(authTokens.personId, personId),
            eq(authTokens.purpose, 'email-change'),
            isNull(authTokens.usedAt),
            gt(authTokens.expiresAt, this.now()),
          ),
        )
        .orderBy(desc(authTokens.createdAt), desc(authTokens.id))
        .limit(1),
    ]);

    const person = p.person;
    const countryName = countryNamed(p.countryCode, p.countryName);
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
      country: person.countryId && countryName ? { id: person.countryId, name: countryName } : null,
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
      countryName,
      sector: sectorRows[0]?.name ?? null,
      imageUrl,
      pendingEmail: pending?.newEmail ?? null,
      person: profile,
    };
  }

  /** The saved settings, or the spec defaults when none were saved (any role has settings). */
  async settings(): Promise<TSettingsAnswer> {
    const [row] = await this.db
      .select()
      .from(personSettings)
      .where(eq(personSettings.personId, this.personId))
      .limit(1);
    return settingsAnswer(row ? settingsOf(row) : ZSettings.parse(SETTINGS_DEFAULTS));
  }

  /** The account's last sign-ins, successful or not, most recent first. */
  async loginActivity(): Promise<TLoginActivity> {
    const rows = await this.db
      .select({
        id: loginAttempts.id,
        createdAt: loginAttempts.createdAt,
        ipAddress: loginAttempts.ipAddress,
        userAgent: loginAttempts.userAgent,
        success: loginAttempts.success,
      })
      .from(loginAttempts)
      .where(eq(loginAttempts.personId, this.personId))
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
