// Security: the account's recent sign-ins (time, IP address, browser, result) from /api/login-activity.
import { dateTimeFormat, type TLoginActivityEntry } from '@pavilion/domain';
import { useGetLoginActivityQuery } from '@pavilion/api-client';
import { QueryView } from '@pavilion/features-page-kit';
import { Badge, DataTable, type DataTableColumn } from '@pavilion/ui';
import { SECURITY_TEXT as T } from './messages';

/** The table's columns, in the current language. */
const columns = (): DataTableColumn<TLoginActivityEntry>[] => [
  {
    key: 'time',
    header: T.time,
    rowHeader: true,
    cell: (entry) => (
      <time dateTime={entry.createdAt}>
        {dateTimeFormat({ dateStyle: 'medium', timeStyle: 'short' }).format(new Date(entry.createdAt))}
      </time>
    ),
  },
  { key: 'ip', header: T.ipAddress, cell: (entry) => entry.ipAddress ?? T.unknown },
  { key: 'browser', header: T.browser, cell: (entry) => entry.browser || T.unknown },
  {
    key: 'result',
    header: T.result,
    cell: (entry) => (
      <Badge tone={entry.success ? 'success' : 'danger'} dot>
        {entry.success ? T.signedIn : T.failedAttempt}
      </Badge>
    ),
  },
];

export function LoginActivity() {
  const result = useGetLoginActivityQuery(undefined, { refetchOnMountOrArgChange: true });
  const table = (rows: TLoginActivityEntry[], loading = false) => (
    <DataTable
      caption={T.recentSignIns}
      columns={columns()}
      rows={rows}
      getRowKey={(entry) => entry.id}
      loading={loading}
      loadingText={T.loadingActivity}
      empty={T.noSignIns}
    />
  );
  return (
    <section aria-labelledby="pv-login-activity-title" className="pv-account-form">
      <h3 id="pv-login-activity-title" className="pv-account-section__subtitle">
        {T.loginActivity}
      </h3>
      <QueryView
        result={result}
        loadingLabel={T.loadingActivity}
        loading={table([], true)}
        errorTitle={T.activityFailed}
      >
        {(entries) => table(entries)}
      </QueryView>
    </section>
  );
}
