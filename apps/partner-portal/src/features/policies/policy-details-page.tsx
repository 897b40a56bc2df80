// /partner/cancellation-policy-details/{id}: the periods as a table, what a buyer gets back N days
// before the event, and the ticket types that use the policy.
import { Link, useParams } from 'react-router';
import { useCancellationPolicyQuery } from '@pavilion/api-client';
import { refundSchedule } from '@pavilion/domain';
import { formatEventDateTime } from '@pavilion/features-event';
import { isRetryable, PageFrame, QueryView, useDocumentTitle } from '@pavilion/features-page-kit';
import { Badge, DataTable } from '@pavilion/ui';

const days = (n: number) => (n === Number.POSITIVE_INFINITY ? 'more' : `${n}`);

export function PolicyDetailsPage() {
  const id = Number(useParams().id);
  const query = useCancellationPolicyQuery(id);
  useDocumentTitle(query.data?.name ?? 'Cancellation policy');
  return (
    <PageFrame as="section" aria-labelledby="policy-title">
      <QueryView
        result={query}
        loadingLabel="Loading the cancellation policy"
        errorTitle="Failed to fetch the cancellation policy"
        canRetry={isRetryable}
      >
        {(policy) => (
          <>
            <h1 id="policy-title" className="pv-page-title">
              {policy.name}
            </h1>
            <p>
              <Badge tone={policy.active ? 'success' : 'neutral'}>{policy.active ? 'Active' : 'Switched off'}</Badge>{' '}
              {policy.freeCancellation && <Badge tone="info">Free cancellation</Badge>}
            </p>
            {policy.description && <p>{policy.description}</p>}
            {policy.periodsLocked && (
              <p>Tickets sold under this policy rely on its periods, so they can no longer change.</p>
            )}
            <DataTable
              caption="Refund periods"
              columns={[
                { key: 'refund', header: 'Refund', cell: (p) => `${p.percentageRefund}%`, rowHeader: true },
                { key: 'from', header: 'From (days before the event)', cell: (p) => p.startDaysBeforeEvent },
                { key: 'to', header: 'To (days before the event)', cell: (p) => p.endDaysBeforeEvent },
              ]}
              rows={policy.cancellationPolicyPeriods}
              getRowKey={(p) => `${p.startDaysBeforeEvent}-${p.endDaysBeforeEvent}-${p.percentageRefund}`}
            />
            <DataTable
              caption="What a buyer gets back when cancelling"
              columns={[
                {
                  key: 'when',
                  header: 'Days before the event',
                  cell: (r) => (r.fromDays === r.toDays ? days(r.fromDays) : `${days(r.fromDays)} to ${r.toDays}`),
                  rowHeader: true,
                },
                { key: 'refund', header: 'Refund', cell: (r) => `${r.percentageRefund}%` },
              ]}
              rows={refundSchedule(policy.cancellationPolicyPeriods)}
              getRowKey={(r) => `${r.fromDays}-${r.toDays}`}
            />
            <DataTable
              caption="Ticket types using this policy"
              columns={[
                {
                  key: 'event',
                  header: 'Event',
                  cell: (t) => <Link to={`/event-details/${t.eventId}`}>{t.eventName}</Link>,
                  rowHeader: true,
                },
                { key: 'start', header: 'Starts', cell: (t) => formatEventDateTime(t.eventStartDateTime, t.timeZone) },
                { key: 'type', header: 'Ticket type', cell: (t) => t.name },
                { key: 'sold', header: 'Sold', cell: (t) => t.sold, align: 'end' },
              ]}
              rows={policy.ticketTypes}
              getRowKey={(t) => t.id}
              empty="No ticket type uses this policy yet."
            />
          </>
        )}
      </QueryView>
    </PageFrame>
  );
}
