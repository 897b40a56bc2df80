// /admin/audit-log: every admin action, newest first, narrowed to one action or one entity
// (an entity's page links here with entityType and entityId).
import { AUDIT_ACTIONS, ZAuditLogQuery } from '@pavilion/domain';
import { useGetAuditLogQuery } from '@pavilion/api-client';
import { ListPage, useListParams, ListFilterSelect } from '@pavilion/features-page-kit';
import { Button, EmptyState } from '@pavilion/ui';
import { AuditEntry } from '../../components/audit-trail';
import { auditActionLabel } from '../../components/messages';
import { AUDIT_TEXT } from './messages';
import '../../components/admin.css';

export function AuditLogPage() {
  const list = useListParams(ZAuditLogQuery);
  const log = useGetAuditLogQuery(list.args);
  return (
    <ListPage
      title={AUDIT_TEXT.title}
      intro={<p className="pv-admin-lead">{AUDIT_TEXT.intro}</p>}
      filters={
        <>
          <ListFilterSelect
            list={list}
            name="action"
            label={AUDIT_TEXT.action}
            placeholder={AUDIT_TEXT.allActions}
            options={AUDIT_ACTIONS.map((a) => ({ value: a, label: auditActionLabel(a) }))}
          />
          {list.query.entityType && (
            <p className="pv-admin-chip">
              {AUDIT_TEXT.entriesOf({ entityType: list.query.entityType, entityId: list.query.entityId ?? '' })}
              <Button
                variant="ghost"
                size="sm"
                onClick={() => list.setFilters({ entityType: undefined, entityId: undefined })}
              >
                {AUDIT_TEXT.showAll}
              </Button>
            </p>
          )}
        </>
      }
      result={log}
      loadingLabel={AUDIT_TEXT.loading}
      errorTitle={AUDIT_TEXT.failed}
      empty={<EmptyState title={AUDIT_TEXT.empty} titleAs="h2" />}
      list={list}
      pagination={{ label: AUDIT_TEXT.pages, kind: 'entries' }}
      items={{
        className: 'pv-audit',
        ordered: true,
        item: (entry) => <AuditEntry key={entry.id} entry={entry} withEntity />,
      }}
    />
  );
}

export default AuditLogPage;
