// An event's live check-in counts: checked in against sold, for the event and each ticket type, asked
// for again every few seconds while the page is open and its window has the focus. The Check-in page
// and the event's details page show them; each puts its own heading above.
import { errorMessage, useCheckInSummaryQuery } from '@pavilion/api-client';
import { numberFormat } from '@pavilion/domain';
import { DataTable } from '@pavilion/ui';
import { values } from './message-values';
import { COMPONENTS_TEXT } from './messages';
import './check-in-counts.css';

/** How often the counts are asked for again while a page shows them. */
export const COUNTS_POLL_MS = 5000;
const MARK = '\u0000';

export function CheckInCounts({ eventId }: { eventId: number }) {
  const summary = useCheckInSummaryQuery(eventId, { pollingInterval: COUNTS_POLL_MS, skipPollingIfUnfocused: true });
  const data = summary.data;
  if (!data)
    return summary.isError ? (
      <p>{errorMessage(summary.error, COMPONENTS_TEXT.countsFailed)}</p>
    ) : (
      <p>{COMPONENTS_TEXT.countsLoading}</p>
    );
  // One message with the count in bold: the marker stands for it while the sentence is translated.
  const [before, after = ''] = COMPONENTS_TEXT.countsTotal(values({ checkedIn: MARK, sold: data.sold })).split(MARK);
  return (
    <div className="pv-check-in-counts">
      <p className="pv-check-in-counts__total">
        {before}
        <strong>{numberFormat().format(data.checkedIn)}</strong>
        {after}
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
