// Writing to the audit log: one row per admin action, in the transaction of the change it records,
// so the entry exists exactly when the change commits. Any module that changes something on an
// administrator's behalf records it here; the administrators read the log through modules/admin/audit.
// The summary is a message with its values (AUDIT_SUMMARY_TEXT): the English is written as the
// permanent record, and the key and values beside it, so the console reads it in its reader's language.
import type { TAuditAction, TAuditEntityType } from '@pavilion/domain';
import type { DbOrTx } from '../db/client';
import { auditLog } from '../db/schema';
import type { AuthContext } from './auth';
import { withLocale } from './i18n';
import { readMessage, readStoredMessage, type StoredMessage } from './stored-message';

/** Who acted: an administrator (or the person whose change is recorded) as they were at the time; null for the command line. */
export interface AuditActor {
  personId: number;
  name: string;
  email: string;
}

export const actorOf = (auth: AuthContext): AuditActor => ({
  personId: auth.personId,
  name: `${auth.firstName} ${auth.surname}`.trim(),
  email: auth.email,
});

export interface AuditRecord {
  action: TAuditAction;
  entityType: TAuditEntityType;
  entityId: string | number;
  entityName: string;
  /** storedMessage(AUDIT_SUMMARY_TEXT, 'name', values). */
  summary: StoredMessage;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/** Someone without an account acting through a link they were sent: the name and email they gave. */
export interface LinkActor {
  personId: null;
  name: string;
  email: string;
}

export async function recordAudit(
  db: DbOrTx,
  at: Date,
  actor: AuditActor | LinkActor | null,
  entry: AuditRecord,
): Promise<void> {
  await db.insert(auditLog).values({
    at,
    actorPersonId: actor?.personId ?? null,
    actorName: actor?.name ?? null,
    actorEmail: actor?.email ?? null,
    action: entry.action,
    entityType: entry.entityType,
    entityId: String(entry.entityId),
    entityName: entry.entityName.slice(0, 300),
    summary: withLocale('en', () => readMessage(entry.summary)),
    summaryKey: entry.summary.key,
    summaryValues: entry.summary.values ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

/** An entry's summary in the current language; the English written then for a row without its message. */
export function readAuditSummary(row: { summary: string; summaryKey: string | null; summaryValues: unknown }): string {
  if (row.summaryKey === null) return row.summary;
  return readStoredMessage({ key: row.summaryKey, values: row.summaryValues ?? undefined }, row.summary);
}

export { AUDIT_PLATFORM_ENTITY_TEXT, AUDIT_SUMMARY_TEXT } from './audit.messages';
