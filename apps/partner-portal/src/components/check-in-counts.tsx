// An event's live check-in counts: checked in against sold, for the event and each ticket type, asked
// for again every few seconds while the page is open and its window has the focus. The Check-in page
// and the event's details page show them; each puts its own heading above.
import { errorMessage, useCheckInSummaryQuery } from '@pavilion/api-client';
import { DataTable } from '@pavilion/ui';
import './check-in-counts.css';

/** How often the counts are asked for again while a page shows them. */
export const COUNTS_POLL_MS = 5000;

export function CheckInCounts({ eventId }: { eventId: number }) {
  const summary = useCheckInSummaryQuery(eventId, { pollingInterval: COUNTS_POLL_MS, skipPollingIfUnfocused: true });
  const data = summary.data;
  if (!data)
    return summary.isError ? (
      <p>{errorMessage(summary.error, 'The counts could not be loaded')}</p>
    ) : (
      <p>Loading the counts…</p>
    );
  return (
    <div className="pv-check-in-counts">
      <p className="pv-check-in-counts__total">
        <strong>{data.checkedIn}</strong> of {data.sold} checked in
      </p>
      <DataTable
        caption="Checked in by ticket type"
        hideCaption
        columns={[
          { key: 'name', header: 'Ticket type', rowHeader: true, cell: (t) => t.name },
          { key: 'checkedIn', header: 'Checked in', align: 'end', cell: (t) => t.checkedIn },
          { key: 'sold', header: 'Sold', align: 'end', cell: (t) => t.sold },
        ]}
        rows={data.ticketTypes}
        getRowKey={(t) => t.ticketTypeId}
        empty="No ticket types."
      />
    </div>
  );
}
