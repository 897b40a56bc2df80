// Security: the account's recent sign-ins (time, IP address, browser, result) from /api/login-activity.
import type { TLoginActivityEntry } from '@pavilion/domain';
import { useGetLoginActivityQuery } from '@pavilion/api-client';
import { QueryView } from '@pavilion/features-page-kit';
import { Badge, DataTable, type DataTableColumn } from '@pavilion/ui';

const timeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

const columns: DataTableColumn<TLoginActivityEntry>[] = [
  {
    key: 'time',
    header: 'Time',
    rowHeader: true,
    cell: (entry) => <time dateTime={entry.createdAt}>{timeFormat.format(new Date(entry.createdAt))}</time>,
  },
  { key: 'ip', header: 'IP address', cell: (entry) => entry.ipAddress ?? 'Unknown' },
  { key: 'browser', header: 'Browser', cell: (entry) => entry.browser || 'Unknown' },
  {
    key: 'result',
    header: 'Result',
    cell: (entry) => (
      <Badge tone={entry.success ? 'success' : 'danger'} dot>
        {entry.success ? 'Signed in' : 'Failed attempt'}
      </Badge>
    ),
  },
];

export function LoginActivity() {
  const result = useGetLoginActivityQuery(undefined, { refetchOnMountOrArgChange: true });
  const table = (rows: TLoginActivityEntry[], loading = false) => (
    <DataTable
      caption="Recent sign-ins to your account, most recent first"
      columns={columns}
      rows={rows}
      getRowKey={(entry) => entry.id}
      loading={loading}
      loadingText="Loading login activity..."
      empty="No sign-ins recorded yet."
    />
  );
  return (
    <section aria-labelledby="pv-login-activity-title" className="pv-account-form">
      <h3 id="pv-login-activity-title" className="pv-account-section__subtitle">
        Login activity
      </h3>
      <QueryView
        result={result}
        loadingLabel="Loading login activity..."
        loading={table([], true)}
        errorTitle="Login activity could not be loaded"
      >
        {(entries) => table(entries)}
      </QueryView>
    </section>
  );
}
