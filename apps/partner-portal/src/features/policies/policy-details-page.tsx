// /partner/cancellation-policy-details/{id}: the periods as a table, what a buyer gets back N days
// before the event, and the ticket types that use the policy.
import { Link, useParams } from 'react-router';
import { useCancellationPolicyQuery } from '@pavilion/api-client';
import { refundSchedule } from '@pavilion/domain';
import { formatEventDateTime } from '@pavilion/features-event';
import { isRetryable, PageFrame, QueryView, useDocumentTitle } from '@pavilion/features-page-kit';
import { Badge, DataTable } from '@pavilion/ui';
import { POLICIES_TEXT as T } from './messages';
import { partnerPaths } from '../../config/paths';

/** Between the two badges. */
const SPACE = ' ';

const days = (n: number) => (n === Number.POSITIVE_INFINITY ? T.moreDays : `${n}`);

export function PolicyDetailsPage() {
  const id = Number(useParams().id);
  const query = useCancellationPolicyQuery(id);
  useDocumentTitle(query.data?.name ?? T.policy);
  return (
    <PageFrame as="section" aria-labelledby="policy-title">
      <QueryView result={query} loadingLabel={T.policyLoading} errorTitle={T.policyFailed} canRetry={isRetryable}>
        {(policy) => (
          <>
            <h1 id="policy-title" className="pv-page-title">
              {policy.name}
            </h1>
            <p>
              <Badge tone={policy.active ? 'success' : 'neutral'}>{policy.active ? T.active : T.switchedOff}</Badge>
              {SPACE}
              {policy.freeCancellation && <Badge tone="info">{T.freeCancellation}</Badge>}
            </p>
            {policy.description && <p>{policy.description}</p>}
            {policy.periodsLocked && <p>{T.periodsLocked}</p>}
            <DataTable
              caption={T.refundPeriods}
              columns={[
                {
                  key: 'refund',
                  header: T.refund,
                  cell: (p) => T.percent({ value: p.percentageRefund }),
                  rowHeader: true,
                },
                { key: 'from', header: T.fromHeader, cell: (p) => p.startDaysBeforeEvent },
                { key: 'to', header: T.toHeader, cell: (p) => p.endDaysBeforeEvent },
              ]}
              rows={policy.cancellationPolicyPeriods}
              getRowKey={(p) => `${p.startDaysBeforeEvent}-${p.endDaysBeforeEvent}-${p.percentageRefund}`}
            />
            <DataTable
              caption={T.buyerGetsBack}
              columns={[
                {
                  key: 'when',
                  header: T.daysBefore,
                  cell: (r) =>
                    r.fromDays === r.toDays ? days(r.fromDays) : T.dayRange({ from: days(r.fromDays), to: r.toDays }),
                  rowHeader: true,
                },
                { key: 'refund', header: T.refund, cell: (r) => T.percent({ value: r.percentageRefund }) },
              ]}
              rows={refundSchedule(policy.cancellationPolicyPeriods)}
              getRowKey={(r) => `${r.fromDays}-${r.toDays}`}
            />
            <DataTable
              caption={T.ticketTypesUsing}
              columns={[
                {
                  key: 'event',
                  header: T.event,
                  cell: (t) => <Link to={partnerPaths.eventDetails(t.eventId)}>{t.eventName}</Link>,
                  rowHeader: true,
                },
                { key: 'start', header: T.starts, cell: (t) => formatEventDateTime(t.eventStartDateTime, t.timeZone) },
                { key: 'type', header: T.ticketType, cell: (t) => t.name },
                { key: 'sold', header: T.sold, cell: (t) => t.sold, align: 'end' },
              ]}
              rows={policy.ticketTypes}
              getRowKey={(t) => t.id}
              empty={T.noTicketType}
            />
          </>
        )}
      </QueryView>
    </PageFrame>
  );
}
