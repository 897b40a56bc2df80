// An event's live check-in counts: checked in against sold, for the event and each ticket type, asked
// for again every few seconds while the page is open and its window has the focus. The Check-in page
// and the event's details page show them; each puts its own heading above.
import { errorMessage, useCheckInSummaryQuery } from '@pavilion/api-client';
import { numberFormat } from '@pavilion/domain';
import { richText } from '@pavilion/features-shell';
import { DataTable } from '@pavilion/ui';
import { COMPONENTS_TEXT } from './messages';
import './check-in-counts.css';

/** How often the counts are asked for again while a page shows them. */
export const COUNTS_POLL_MS = 5000;

export function CheckInCounts({ eventId }: { eventId: number }) {
  const summary = useCheckInSummaryQuery(eventId, { pollingInterval: COUNTS_POLL_MS, skipPollingIfUnfocused: true });
  const data = summary.data;
  if (!data)
    return summary.isError ? (
      <p>{errorMessage(summary.error, COMPONENTS_TEXT.countsFailed)}</p>
    ) : (
      <p>{COMPONENTS_TEXT.countsLoading}</p>
    );
  return (
    <div className="pv-check-in-counts">
      <p className="pv-check-in-counts__total">
        {richText(COMPONENTS_TEXT.countsTotal, {
          checkedIn: <strong>{numberFormat().format(data.checkedIn)}</strong>,
          sold: data.sold,
        })}
      </p>
      <DataTable
        caption={COMPONENTS_TEXT.countsCaption}
        hideCaption
        columns={[
          { key: 'name', header: COMPONENTS_TEXT.ticketType, rowHeader: true, cell: (t) => t.name },
          {
            key: 'checkedIn',
            header: COMPONENTS_TEXT.checkedIn,
            align: 'end',
            cell: (t) => numberFormat().format(t.checkedIn),
          },
          { key: 'sold', header: COMPONENTS_TEXT.sold, align: 'end', cell: (t) => numberFormat().format(t.sold) },
        ]}
        rows={data.ticketTypes}
        getRowKey={(t) => t.ticketTypeId}
        empty={COMPONENTS_TEXT.noTicketTypes}
      />
    </div>
  );
}
