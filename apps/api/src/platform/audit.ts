// Writing to the audit log: one row per admin action, in the transaction of the change it records,
// so the entry exists exactly when the change commits. Any module that changes something on an
// administrator's behalf records it here; the administrators read the log through modules/admin/audit.
import type { TAuditAction, TAuditEntityType } from '@pavilion/domain';
import type { DbOrTx } from '../db/client';
import { auditLog } from '../db/schema';
import type { AuthContext } from './auth';

/** Who acted: an administrator as they were at the time; null for the command line. */
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
  summary: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

export async function recordAudit(db: DbOrTx, at: Date, actor: AuditActor | null, entry: AuditRecord): Promise<void> {
  await db.insert(auditLog).values({
    at,
    actorPersonId: actor?.personId ?? null,
    actorName: actor?.name ?? null,
    actorEmail: actor?.email ?? null,
    action: entry.action,
    entityType: entry.entityType,
    entityId: String(entry.entityId),
    entityName: entry.entityName.slice(0, 300),
    summary: entry.summary,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
