// Who an alert or digest goes to, with what their emails need from their settings: the address, the
// first name, the clock they read times on (Default time zone) and the language they read (Language).
import { eq, inArray } from 'drizzle-orm';
import { TIMEZONE_ZONES, TIMEZONES, type Locale, type TTimezone } from '@pavilion/domain';
import type { DbOrTx } from '../../db/client';
import { personSettings, persons } from '../../db/schema';
import { cataloguesReady, recipientLanguage, recipientLanguageColumns } from '../../platform/mail';

export interface EmailRecipient {
  personId: number;
  email: string;
  firstName: string;
  /** The IANA zone of their Default time zone setting ('UTC' until they choose). */
  zone: string;
  /** Their language (recipientLanguage): the email is written in it. */
  language: Locale;
}

export function zoneOf(timezone: string | null | undefined): string {
  return (TIMEZONES as readonly string[]).includes(timezone ?? '') ? TIMEZONE_ZONES[timezone as TTimezone] : 'UTC';
}

export async function emailRecipients(db: DbOrTx, personIds: readonly number[]): Promise<EmailRecipient[]> {
  if (!personIds.length) return [];
  await cataloguesReady;
  const rows = await db
    .select({
      personId: persons.id,
      email: persons.email,
      firstName: persons.firstName,
      timezone: personSettings.defaultTimezone,
      ...recipientLanguageColumns,
    })
    .from(persons)
    .leftJoin(personSettings, eq(personSettings.personId, persons.id))
    .where(inArray(persons.id, [...new Set(personIds)]))
    .orderBy(persons.id);
  return rows.map(({ timezone, language, hasAccount, ...r }) => ({
    ...r,
    zone: zoneOf(timezone),
    language: recipientLanguage(language, hasAccount),
  }));
}
