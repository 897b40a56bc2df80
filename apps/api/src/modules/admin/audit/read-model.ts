// Reading the audit log: the whole log newest first, or one entity's entries, a page at a time, each
// summary in the reader's language.
import { and, count, eq, type SQL } from 'drizzle-orm';
import type { TAuditEntry, TAuditLogPage, TAuditLogQuery } from '@pavilion/domain';
import type { Database } from '../../../db/client';
import { auditLog } from '../../../db/schema';
import { AUDIT_PLATFORM_ENTITY_TEXT as P, readAuditSummary } from '../../../platform/audit';

/** The platform's settings by their entry's id, named in the reader's language; other names are data. */
const PLATFORM_ENTITIES: Record<string, () => string> = {
  default: () => P.defaultFee,
  'sponsorship-price': () => P.sponsorshipPrice,
  offer: () => P.homeOffer,
};

function entityNameOf(row: AuditRow): string {
  const platform = row.entityType === 'platform' ? PLATFORM_ENTITIES[row.entityId] : undefined;
  return platform ? platform() : row.entityName;
}
import { listPage, notNull } from '../../../platform/list';

type AuditRow = typeof auditLog.$inferSelect;

function entryOf(row: AuditRow): TAuditEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actor:
      row.actorPersonId === null && row.actorName === null
        ? null
        : { personId: row.actorPersonId, name: row.actorName ?? '', email: row.actorEmail ?? '' },
    action: row.action as TAuditEntry['action'],
    entityType: row.entityType as TAuditEntry['entityType'],
    entityId: row.entityId,
    entityName: entityNameOf(row),
    // In the reader's language (the request's), from the message kept with the entry.
    summary: readAuditSummary(row),
    before: (row.before as TAuditEntry['before']) ?? null,
    after: (row.after as TAuditEntry['after']) ?? null,
  };
}

export class AuditLogReader {
  constructor(private readonly db: Database) {}

  async list(query: TAuditLogQuery): Promise<TAuditLogPage> {
    const where = and(
      query.entityType ? eq(auditLog.entityType, query.entityType) : undefined,
      query.entityId ? eq(auditLog.entityId, query.entityId) : undefined,
      query.action ? eq(auditLog.action, query.action) : undefined,
    ) as SQL | undefined;
    // Rows are written in the order things happened, so the id orders them by time.
    return listPage(query, { at: notNull(auditLog.id) }, auditLog.id, {
      rows: async ({ orderBy, limit, offset }) =>
        (
          await this.db
            .select()
            .from(auditLog)
            .where(where)
            .orderBy(...orderBy)
            .limit(limit)
            .offset(offset)
        ).map(entryOf),
      count: async () => (await this.db.select({ n: count() }).from(auditLog).where(where))[0].n,
    });
  }
}
