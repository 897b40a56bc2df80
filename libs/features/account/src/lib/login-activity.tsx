// Security: the account's recent sign-ins (time, IP address, browser, result) from /api/login-activity.
import type { TLoginActivityEntry } from '@pavilion/domain';
import { errorMessage, useGetLoginActivityQuery } from '@pavilion/api-client';
import { Alert, Badge, Table, type TableColumn } from '@pavilion/ui';

const timeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

const columns: TableColumn<TLoginActivityEntry>[] = [
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
  const { data, isLoading, isError, error, refetch } = useGetLoginActivityQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  return (
    <section aria-labelledby="pv-login-activity-title" className="pv-account-form">
      <h3 id="pv-login-activity-title" className="pv-account-section__subtitle">
        Login activity
      </h3>
      {isError ? (
        <Alert tone="error" title="Login activity could not be loaded" onRetry={() => refetch()}>
          {errorMessage(error)}
        </Alert>
      ) : (
        <Table
          caption="Recent sign-ins to your account, most recent first"
          columns={columns}
          rows={data ?? []}
          getRowKey={(entry) => entry.id}
          loading={isLoading}
          loadingText="Loading login activity..."
          emptyText="No sign-ins recorded yet."
        />
      )}
    </section>
  );
}
