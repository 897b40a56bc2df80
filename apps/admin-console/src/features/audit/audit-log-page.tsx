// /admin/audit-log: every admin action, newest first, narrowed to one action or one entity
// (an entity's page links here with entityType and entityId).
import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS, ZAuditLogQuery } from '@pavilion/domain';
import { errorMessage, useGetAuditLogQuery } from '@pavilion/api-client';
import { Alert, Button, EmptyState, Select, Spinner } from '@pavilion/ui';
import { AuditEntry } from '../common/audit-trail';
import { useAdminListParams } from '../common/list-params';
import { ListFooter } from '../common/list-footer';
import '../common/admin.css';

export function AuditLogPage() {
  const list = useAdminListParams(ZAuditLogQuery);
  const log = useGetAuditLogQuery(list.args);
  const page = log.currentData ?? log.data;
  return (
    <>
      <h1 className="pv-page-title">Audit log</h1>
      <p className="pv-admin-lead">
        Every decision and change made by administrators, with the values before and after. Entries are kept for good:
        they cannot be changed or removed.
      </p>
      <div className="pv-admin-list-controls">
        <Select
          label="Action"
          value={list.query.action ?? ''}
          placeholder="All actions"
          options={AUDIT_ACTIONS.map((a) => ({ value: a, label: AUDIT_ACTION_LABELS[a] }))}
          onChange={(e) => list.setFilters({ action: e.target.value || undefined })}
        />
        {list.query.entityType && (
          <p className="pv-admin-chip">
            Entries of {list.query.entityType} {list.query.entityId}
            <Button
              variant="ghost"
              size="sm"
              onClick={() => list.setFilters({ entityType: undefined, entityId: undefined })}
            >
              Show all
            </Button>
          </p>
        )}
      </div>
      {log.isError ? (
        <Alert tone="error" title="The audit log could not be loaded" onRetry={() => log.refetch()}>
          {errorMessage(log.error)}
        </Alert>
      ) : !page ? (
        <Spinner label="Loading the audit log" />
      ) : page.items.length === 0 ? (
        <EmptyState title="No entries" titleAs="h2" />
      ) : (
        <>
          <ol className="pv-audit" aria-busy={log.isFetching || undefined}>
            {page.items.map((entry) => (
              <AuditEntry key={entry.id} entry={entry} withEntity />
            ))}
          </ol>
          <ListFooter page={page} onPageChange={list.setPage} label="Audit log pages" noun="entries" />
        </>
      )}
    </>
  );
}

export default AuditLogPage;
