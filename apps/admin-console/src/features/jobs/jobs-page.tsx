// /admin/jobs: the background work as operators watch it. Each kind with its rounds counted by state
// (queued, waiting for a retry, running, completed in the last hour, failed), then the rounds themselves,
// newest first, of one kind and one state or all (the filters and the page in the URL), a failed one with
// its error and an administrator's retry (asked first; the server audits it).
import { useState } from 'react';
import {
  errorMessage,
  useGetAdminJobKindsQuery,
  useGetAdminJobsQuery,
  useRetryAdminJobMutation,
} from '@pavilion/api-client';
import { JOB_STATES, ZAdminJobsQuery, type TAdminJob, type TJobState } from '@pavilion/domain';
import {
  ListPage,
  ListFilterSelect,
  PageSection,
  QueryView,
  useDocumentTitle,
  useListParams,
} from '@pavilion/features-page-kit';
import { Alert, Badge, Button, DataTable, Dialog, Stack, type BadgeTone } from '@pavilion/ui';
import { formatDateTime } from '../../components/format';
import '../../components/admin.css';
import { JOBS_TEXT as T } from './messages';

const stateLabels = (): Record<TJobState, string> => ({
  queued: T.queued,
  retrying: T.retrying,
  running: T.running,
  completed: T.completed,
  failed: T.failed,
});

const STATE_TONES: Record<TJobState, BadgeTone> = {
  queued: 'neutral',
  retrying: 'warning',
  running: 'info',
  completed: 'success',
  failed: 'danger',
};

/** Each kind with its rounds by state; a kind's name narrows the rounds below to it. */
function Kinds({ onKind }: { onKind: (kind: string) => void }) {
  const result = useGetAdminJobKindsQuery();
  const labels = stateLabels();
  return (
    <PageSection title={T.kindsTitle}>
      <QueryView
        result={result}
        loadingLabel={T.loadingKinds}
        errorTitle={T.kindsFailed}
        isEmpty={(k) => k.items.length === 0}
        empty={T.noKinds}
      >
        {(kinds) => (
          <DataTable
            caption={T.kindsCaption}
            hideCaption
            rows={kinds.items}
            getRowKey={(k) => k.kind}
            columns={[
              {
                key: 'kind',
                header: T.kind,
                rowHeader: true,
                cell: (k) => (
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={T.showKind({ kind: k.kind })}
                    onClick={() => onKind(k.kind)}
                  >
                    <code>{k.kind}</code>
                  </Button>
                ),
              },
              ...JOB_STATES.map((state) => ({
                key: state,
                header: labels[state],
                align: 'end' as const,
                cell: (k: (typeof kinds.items)[number]) => k.counts[state],
              })),
            ]}
          />
        )}
      </QueryView>
    </PageSection>
  );
}

function RetryDialog({ job, onClose, onRetried }: { job: TAdminJob; onClose: () => void; onRetried: () => void }) {
  const [retry, retrying] = useRetryAdminJobMutation();
  return (
    <Dialog
      open
      onClose={onClose}
      title={T.retryTitle({ kind: job.kind })}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={retrying.isLoading}>
            {T.keep}
          </Button>
          <Button
            loading={retrying.isLoading}
            onClick={async () => {
              try {
                await retry({ kind: job.kind, id: job.id }).unwrap();
                onRetried();
              } catch {
                // The refusal shows in the dialog.
              }
            }}
          >
            {T.confirmRetry}
          </Button>
        </>
      }
    >
      <Stack gap={2}>
        {retrying.isError && (
          <Alert tone="error" title={T.notRetried}>
            {errorMessage(retrying.error)}
          </Alert>
        )}
        <p>{T.retryText}</p>
        {job.error && <p>{T.failedWith({ error: job.error })}</p>}
      </Stack>
    </Dialog>
  );
}

function When({ job }: { job: TAdminJob }) {
  const parts = [T.runAfter({ date: formatDateTime(job.runAfter) })];
  if (job.startedAt) parts.push(T.started({ date: formatDateTime(job.startedAt) }));
  if (job.completedAt) parts.push(T.finished({ date: formatDateTime(job.completedAt) }));
  return (
    <>
      {parts.map((part) => (
        <span key={part} className="pv-admin-line">
          {part}
        </span>
      ))}
    </>
  );
}

export function JobsPage() {
  useDocumentTitle(T.title);
  const list = useListParams(ZAdminJobsQuery);
  const result = useGetAdminJobsQuery(list.args);
  const kinds = useGetAdminJobKindsQuery();
  const [retrying, setRetrying] = useState<TAdminJob | null>(null);
  const [retried, setRetried] = useState<TAdminJob | null>(null);
  const labels = stateLabels();
  return (
    <ListPage
      title={T.title}
      intro={
        <>
          <p className="pv-admin-lead">{T.intro}</p>
          <Kinds onKind={(kind) => list.setFilters({ kind })} />
          {retried && (
            <Alert tone="success" title={T.retried({ kind: retried.kind })} onDismiss={() => setRetried(null)} />
          )}
          <h2 className="pv-admin-section-title">{T.roundsTitle}</h2>
        </>
      }
      filters={
        <>
          <ListFilterSelect
            list={list}
            name="kind"
            label={T.kindFilter}
            placeholder={T.allKinds}
            options={(kinds.data?.items ?? []).map((k) => ({ value: k.kind, label: k.kind }))}
          />
          <ListFilterSelect
            list={list}
            name="state"
            label={T.stateFilter}
            options={[
              ...JOB_STATES.map((state) => ({ value: state, label: labels[state] })),
              { value: 'all', label: T.allStates },
            ]}
          />
        </>
      }
      result={result}
      loadingLabel={T.loading}
      errorTitle={T.loadFailed}
      filteredEmpty={{ title: T.empty, filteredTitle: T.emptyFiltered, showAllLabel: T.showAll }}
      list={list}
      pagination={{ label: T.pages, kind: 'entries' }}
      table={{
        caption: T.caption,
        getRowKey: (job) => job.id,
        columns: [
          {
            key: 'createdAt',
            header: T.created,
            sort: 'createdAt',
            rowHeader: true,
            cell: (j) => formatDateTime(j.createdAt),
          },
          { key: 'kind', header: T.kind, cell: (j) => <code>{j.kind}</code> },
          {
            key: 'state',
            header: T.state,
            cell: (j) => (
              <Badge tone={STATE_TONES[j.state]}>
                {j.retries ? T.stateRetries({ state: labels[j.state], retries: j.retries }) : labels[j.state]}
              </Badge>
            ),
          },
          { key: 'runs', header: T.runs, cell: (j) => <When job={j} /> },
          { key: 'error', header: T.error, cell: (j) => j.error ?? '' },
          {
            key: 'actions',
            header: T.actions,
            cell: (j) =>
              j.state === 'failed' ? (
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={T.retryRound({ kind: j.kind, date: formatDateTime(j.createdAt) })}
                  onClick={() => {
                    setRetried(null);
                    setRetrying(j);
                  }}
                >
                  {T.retry}
                </Button>
              ) : null,
          },
        ],
      }}
      after={
        retrying && (
          <RetryDialog
            job={retrying}
            onClose={() => setRetrying(null)}
            onRetried={() => {
              setRetried(retrying);
              setRetrying(null);
            }}
          />
        )
      }
    />
  );
}

export default JobsPage;
