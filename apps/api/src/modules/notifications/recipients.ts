// Who an alert or digest goes to, with what their emails need from their settings: the address, the
// first name and the clock they read times on (Default time zone).
import { eq, inArray } from 'drizzle-orm';
import { TIMEZONE_ZONES, TIMEZONES, type TTimezone } from '@pavilion/domain';
import type { DbOrTx } from '../../db/client';
import { personSettings, persons } from '../../db/schema';

export interface EmailRecipient {
  personId: number;
  email: string;
  firstName: string;
  /** The IANA zone of their Default time zone setting ('UTC' until they choose). */
  zone: string;
}

export function zoneOf(timezone: string | null | undefined): string {
  return (TIMEZONES as readonly string[]).includes(timezone ?? '') ? TIMEZONE_ZONES[timezone as TTimezone] : 'UTC';
}

export async function emailRecipients(db: DbOrTx, personIds: readonly number[]): Promise<EmailRecipient[]> {
  if (!personIds.length) return [];
  const rows = await db
    .select({
      personId: persons.id,
      email: persons.email,
      firstName: persons.firstName,
      timezone: personSettings.defaultTimezone,
    })
    .from(persons)
    .leftJoin(personSettings, eq(personSettings.personId, persons.id))
    .where(inArray(persons.id, [...new Set(personIds)]))
    .orderBy(persons.id);
  return rows.map(({ timezone, ...r }) => ({ ...r, zone: zoneOf(timezone) }));
}
