// Security: the account's recent sign-ins (time, in the person's time zone; IP address, browser, result)
// from /api/login-activity.
import type { TLoginActivityEntry } from '@pavilion/domain';
import { useGetLoginActivityQuery } from '@pavilion/api-client';
import { QueryView } from '@pavilion/features-page-kit';
import { Badge, DataTable, type DataTableColumn } from '@pavilion/ui';
import { SECURITY_TEXT as T } from './messages';
import { formatMoment, usePersonTimeZone } from './time-zone';

/** The table's columns, in the current language. */
const columns = (timeZone: string | undefined): DataTableColumn<TLoginActivityEntry>[] => [
  {
    key: 'time',
    header: T.time,
    rowHeader: true,
    cell: (entry) => <time dateTime={entry.createdAt}>{formatMoment(entry.createdAt, timeZone)}</time>,
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
  const timeZone = usePersonTimeZone();
  const table = (rows: TLoginActivityEntry[], loading = false) => (
    <DataTable
      caption={T.recentSignIns}
      columns={columns(timeZone)}
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
