// The language an email is written in: its recipient's, never that of the person whose action sends it.
// A person reads their Language setting (person_settings.default_language); one with an account who
// never saved it reads English, as their settings show it; someone with no account (an attendee a buyer
// named, a newsletter subscriber, an invited team member) the language of the request that wrote to
// them. Build each email inside `inLanguage(language, () => ...)`, so its messages, dates and amounts
// are in that language.
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

/** What recipientLanguage reads, for a query that joins persons to person_settings (left join). */
export const recipientLanguageColumns = {
  language: personSettings.defaultLanguage,
  hasAccount: sql<boolean>`(${persons.passwordHash} is not null)`,
};

/** A recipient's language from their setting (null without one) and whether they have an account. */
export function recipientLanguage(setting: string | null | undefined, hasAccount: boolean): Locale {
  if (setting) return languageOf(setting);
  return hasAccount ? DEFAULT_LOCALE : currentLanguage();
}

/** The language an email was written in (renderEmail writes it on its <html>), for words added at delivery. */
export function languageWrittenIn(html: string): Locale | null {
  const lang = /^<!doctype html>\s*<html lang="([^"]+)"/i.exec(html)?.[1];
  return isLocale(lang) ? lang : null;
}

/** The language of the request (or the scope) being handled: for an email to someone with no account. */
export function requestLanguage(): Locale {
  return currentLanguage();
}

/**
 * Each person's language (recipientLanguage): their setting; English for an account that never saved
 * one; the request's for one with no account (an attendee a buyer registered).
 */
export async function languagesOf(db: DbOrTx, personIds: readonly number[]): Promise<Map<number, Locale>> {
  // A worker may write before the catalogues are loaded at start: the email waits for them.
  await cataloguesReady;
  const found = new Map<number, Locale>(personIds.map((id) => [id, currentLanguage()]));
  if (!personIds.length) return found;
  const rows = await db
    .select({ personId: persons.id, ...recipientLanguageColumns })
    .from(persons)
    .leftJoin(personSettings, eq(personSettings.personId, persons.id))
    .where(inArray(persons.id, [...new Set(personIds)]));
  for (const row of rows) found.set(row.personId, recipientLanguage(row.language, row.hasAccount));
  return found;
}

/**
 * The language of the people with these addresses (lower-cased keys; recipientLanguage); an address
 * that is no person's is missing, and its email is written in the request's language.
 */
export async function languagesByEmail(db: DbOrTx, emails: readonly string[]): Promise<Map<string, Locale>> {
  await cataloguesReady;
  const found = new Map<string, Locale>();
  const wanted = [...new Set(emails.map((e) => e.toLowerCase()))];
  if (!wanted.length) return found;
  const rows = await db
    .select({ email: persons.email, ...recipientLanguageColumns })
    .from(persons)
    .leftJoin(personSettings, eq(personSettings.personId, persons.id))
    .where(inArray(sql`lower(${persons.email})`, wanted));
  for (const row of rows) found.set(row.email.toLowerCase(), recipientLanguage(row.language, row.hasAccount));
  return found;
}

/** One person's language (recipientLanguage). */
export async function languageOfPerson(db: DbOrTx, personId: number): Promise<Locale> {
  return (await languagesOf(db, [personId])).get(personId)!;
}

/**
 * The language of a partner's company address (no person's): its first owner's (recipientLanguage),
 * else the request's.
 */
export async function languageOfPartner(db: DbOrTx, partnerId: number): Promise<Locale> {
  await cataloguesReady;
  const [owner] = await db
    .select(recipientLanguageColumns)
    .from(partnerMembers)
    .innerJoin(persons, eq(persons.id, partnerMembers.personId))
    .leftJoin(personSettings, eq(personSettings.personId, partnerMembers.personId))
    .where(and(eq(partnerMembers.partnerId, partnerId), eq(partnerMembers.role, 'owner')))
    .orderBy(asc(partnerMembers.personId))
    .limit(1);
  return owner ? recipientLanguage(owner.language, owner.hasAccount) : currentLanguage();
}
