// /admin/audit-log: every admin action, newest first, narrowed to one action or one entity
// (an entity's page links here with entityType and entityId).
import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS, ZAuditLogQuery, type TAuditAction } from '@pavilion/domain';
import { useGetAuditLogQuery } from '@pavilion/api-client';
import { ListPage, useListParams } from '@pavilion/features-page-kit';
import { Button, EmptyState, Select } from '@pavilion/ui';
import { AuditEntry } from '../../components/audit-trail';
import '../../components/admin.css';

export function AuditLogPage() {
  const list = useListParams(ZAuditLogQuery);
  const log = useGetAuditLogQuery(list.args);
  return (
    <ListPage
      title="Audit log"
      intro={
        <p className="pv-admin-lead">
          Every decision and change made by administrators, with the values before and after. Entries are kept for good:
          they cannot be changed or removed.
        </p>
      }
      filters={
        <>
          <Select
            label="Action"
            value={list.query.action ?? ''}
            placeholder="All actions"
            options={AUDIT_ACTIONS.map((a) => ({ value: a, label: AUDIT_ACTION_LABELS[a] }))}
            onChange={(e) => list.setFilters({ action: (e.target.value || undefined) as TAuditAction | undefined })}
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
        </>
      }
      result={log}
      loadingLabel="Loading the audit log"
      errorTitle="The audit log could not be loaded"
      empty={<EmptyState title="No entries" titleAs="h2" />}
      pagination={{ onPageChange: list.setPage, label: 'Audit log pages', noun: 'entries' }}
      items={{
        className: 'pv-audit',
        ordered: true,
        item: (entry) => <AuditEntry key={entry.id} entry={entry} withEntity />,
      }}
    />
  );
}

export default AuditLogPage;
