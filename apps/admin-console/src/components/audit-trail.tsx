// An entity's entries of the audit log (who did what, when, and the values before and after), newest
// first, on the entity's own page; the whole log is at /admin/audit-log.
import { useId } from 'react';
import { Link } from 'react-router';
import { type TAuditEntityType, type TAuditEntry } from '@pavilion/domain';
import { useGetAuditLogQuery } from '@pavilion/api-client';
import { QueryView } from '@pavilion/features-page-kit';
import { Card, CardBody } from '@pavilion/ui';
import { formatDateTime } from './format';
import { auditActionLabel, COMPONENTS_TEXT } from './messages';
import { adminPaths } from '../config/paths';

/** Where an entity's own page is (options and people have none). */
const ENTITY_PAGES: Partial<Record<TAuditEntityType, (id: string) => string>> = {
  partner: adminPaths.partnerDetails,
  event: adminPaths.eventDetails,
  order: adminPaths.orderDetails,
  'damage-claim': adminPaths.damageClaim,
};

const SEPARATOR = ' · ';

const show = (value: unknown) =>
  value === null || value === undefined
    ? COMPONENTS_TEXT.none
    : typeof value === 'string'
      ? value
      : JSON.stringify(value);

/** The fields whose value changed, as 'status: PENDING -> APPROVED'. */
export function auditChanges(entry: Pick<TAuditEntry, 'before' | 'after'>): string[] {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return keys
    .filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]))
    .map((k) => COMPONENTS_TEXT.change({ field: k, before: show(before[k]), after: show(after[k]) }));
}

export function AuditEntry({ entry, withEntity = false }: { entry: TAuditEntry; withEntity?: boolean }) {
  const changes = auditChanges(entry);
  const entityPage = ENTITY_PAGES[entry.entityType];
  return (
    <li className="pv-audit__entry">
      <div className="pv-audit__meta">
        <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
        {SEPARATOR}
        {auditActionLabel(entry.action)}
        {SEPARATOR}
        {entry.actor
          ? COMPONENTS_TEXT.actor({ name: entry.actor.name, email: entry.actor.email })
          : COMPONENTS_TEXT.commandLine}
        {withEntity && (
          <>
            {SEPARATOR}
            {entityPage ? (
              <Link to={entityPage(entry.entityId)}>{entry.entityName}</Link>
            ) : (
              COMPONENTS_TEXT.entity({ type: entry.entityType, name: entry.entityName })
            )}
          </>
        )}
      </div>
      <div>{entry.summary}</div>
      {changes.length > 0 && (
        <ul className="pv-audit__changes">
          {changes.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ul>
      )}
    </li>
  );
}

export function AuditTrail({ entityType, entityId }: { entityType: TAuditEntityType; entityId: string | number }) {
  const headingId = useId();
  const log = useGetAuditLogQuery({ entityType, entityId: String(entityId), pageSize: 10 });
  return (
    <Card as="section" aria-labelledby={headingId}>
      <CardBody>
        <h2 id={headingId} className="pv-admin-section-title">
          {COMPONENTS_TEXT.auditLog}
        </h2>
        <QueryView
          result={log}
          loadingLabel={COMPONENTS_TEXT.loadingAuditLog}
          errorTitle={COMPONENTS_TEXT.auditLogFailed}
          isEmpty={(page) => page.items.length === 0}
          empty={<p className="pv-admin-muted">{COMPONENTS_TEXT.auditLogEmpty}</p>}
        >
          {(page) => (
            <>
              <ol className="pv-audit">
                {page.items.map((entry) => (
                  <AuditEntry key={entry.id} entry={entry} />
                ))}
              </ol>
              {page.total > page.items.length && (
                <p>
                  <Link to={adminPaths.auditLogOf(entityType, entityId)}>
                    {COMPONENTS_TEXT.allEntries({ total: page.total })}
                  </Link>
                </p>
              )}
            </>
          )}
        </QueryView>
      </CardBody>
    </Card>
  );
}
