// The language an email is written in: its recipient's. A person reads their Language setting
// (person_settings.default_language); someone with no account yet (a newsletter subscriber, an invited
// team member) the language of the request that wrote to them. Build each email inside
// `inLanguage(language, () => ...)`, so its messages, dates and amounts are in that language.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { currentLanguage, DEFAULT_LOCALE, isLocale, type Locale } from '@pavilion/domain';
import type { DbOrTx } from '../../db/client';
import { partnerMembers, personSettings, persons } from '../../db/schema';
import { cataloguesReady, withLocale } from '../i18n';

export { withLocale as inLanguage, cataloguesReady };

/** A stored setting as a language ('en' for one the product does not speak). */
export function languageOf(setting: string | null | undefined): Locale {
  return isLocale(setting) ? setting : DEFAULT_LOCALE;
}

/** The language of the request (or the scope) being handled: for an email to someone with no account. */
export function requestLanguage(): Locale {
  return currentLanguage();
}

/**
 * Each person's Language setting; one who never saved settings (an attendee a buyer registered) reads
 * the request's language (English outside a request).
 */
export async function languagesOf(db: DbOrTx, personIds: readonly number[]): Promise<Map<number, Locale>> {
  // A worker may write before the catalogues are loaded at start: the email waits for them.
  await cataloguesReady;
  const found = new Map<number, Locale>(personIds.map((id) => [id, currentLanguage()]));
  if (!personIds.length) return found;
  const rows = await db
    .select({ personId: personSettings.personId, language: personSettings.defaultLanguage })
    .from(personSettings)
    .where(inArray(personSettings.personId, [...new Set(personIds)]));
  for (const row of rows) found.set(row.personId, languageOf(row.language));
  return found;
}

/**
 * The Language setting of the people with these addresses (lower-cased keys); an address that is no
 * account's is missing, and its email is written in the request's language.
 */
export async function languagesByEmail(db: DbOrTx, emails: readonly string[]): Promise<Map<string, Locale>> {
  await cataloguesReady;
  const found = new Map<string, Locale>();
  const wanted = [...new Set(emails.map((e) => e.toLowerCase()))];
  if (!wanted.length) return found;
  const rows = await db
    .select({ email: persons.email, language: personSettings.defaultLanguage })
    .from(persons)
    .leftJoin(personSettings, eq(personSettings.personId, persons.id))
    .where(inArray(sql`lower(${persons.email})`, wanted));
  for (const row of rows)
    found.set(row.email.toLowerCase(), row.language ? languageOf(row.language) : currentLanguage());
  return found;
}

/** One person's Language setting (the request's when they never saved settings). */
export async function languageOfPerson(db: DbOrTx, personId: number): Promise<Locale> {
  return (await languagesOf(db, [personId])).get(personId)!;
}

/**
 * The language of a partner's company address (no person's): its first owner's setting, else the
 * request's.
 */
export async function languageOfPartner(db: DbOrTx, partnerId: number): Promise<Locale> {
  await cataloguesReady;
  const [owner] = await db
    .select({ language: personSettings.defaultLanguage })
    .from(partnerMembers)
    .innerJoin(personSettings, eq(personSettings.personId, partnerMembers.personId))
    .where(and(eq(partnerMembers.partnerId, partnerId), eq(partnerMembers.role, 'owner')))
    .orderBy(asc(partnerMembers.personId))
    .limit(1);
  return owner ? languageOf(owner.language) : currentLanguage();
}
