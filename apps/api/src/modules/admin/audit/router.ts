// GET /api/admin/audit-log: every admin action, newest first; one entity's entries with
// entityType and entityId.
import { ZAuditLogPage, ZAuditLogQuery, API_PATHS } from '@pavilion/domain';
import type { ModuleContext } from '../../../platform/context';
import { apiModule } from '../../../platform/route';
import { AuditLogReader } from './read-model';

export function adminAuditModule(ctx: ModuleContext) {
  const { db } = ctx;
  const m = apiModule(ctx, { tag: 'Admin: audit log', access: 'admin' });
  m.get(
    API_PATHS.adminAuditLog,
    {
      summary: 'The audit log: who did what and when, with the values before and after',
      description:
        'Newest first. Narrow to one entity with `entityType` (partner, event, option, person) and `entityId`, or to one `action`. Entries are only ever added; the database refuses to change or remove them.',
      query: ZAuditLogQuery,
      response: ZAuditLogPage,
    },
    ({ query }) => new AuditLogReader(db).list(query),
  );
  return m;
}
