// The changes of attendee on one order (the partner's order page): each ticket named after checkout,
// through its assign link or by the buyer, and each ticket given to someone else by its buyer or its
// holder, with when, who did it and the attendee before and after. The list pattern, newest first; an
// order none of whose tickets changed hands shows no section.
import { useGetOrderAttendeeChangesQuery } from '@pavilion/api-client';
import { ZAttendeeChangesQuery, type TAttendeeChange, type TTicketHolderView } from '@pavilion/domain';
import { ListView, PageSection, useListParams } from '@pavilion/features-page-kit';
import { formatWhen } from '../../components/order-date-column';
import { ATTENDEE_CHANGES_TEXT as T } from './attendee-changes.messages';

const person = (p: TTicketHolderView | null) =>
  p ? T.person({ name: `${p.firstName} ${p.surname}`.trim(), email: p.email }) : T.notNamed;

export function AttendeeChangesPanel({ orderId }: { orderId: string }) {
  const list = useListParams(ZAttendeeChangesQuery, { prefix: 'changes' });
  const result = useGetOrderAttendeeChangesQuery({ orderId, query: list.args });
  // Most orders' tickets never change hands: the page says nothing of it until one has (or the list
  // could not be read, which it says).
  if (!result.isError && (result.data?.total ?? 0) === 0) return null;
  return (
    <PageSection title={T.title} titleId="attendee-changes-title">
      <ListView
        result={result}
        loadingLabel={T.loading}
        errorTitle={T.failed}
        list={list}
        pagination={{ label: T.pages, kind: 'entries' }}
        table={{
          caption: T.caption,
          columns: [
            {
              key: 'at',
              header: T.when,
              sort: 'at',
              rowHeader: true,
              cell: (c: TAttendeeChange) => <time dateTime={c.at}>{formatWhen(c.at)}</time>,
            },
            { key: 'change', header: T.change, cell: (c) => T.changeName({ change: c.change }) },
            {
              key: 'ticket',
              header: T.ticket,
              cell: (c) =>
                T.ticketValue({ ticketType: c.ticketTypeName, ticketId: c.ticketId.slice(0, 8).toUpperCase() }),
            },
            { key: 'from', header: T.from, cell: (c) => person(c.from) },
            { key: 'to', header: T.to, cell: (c) => person(c.to) },
            { key: 'by', header: T.by, cell: (c) => T.byWhom({ by: c.by, name: c.byName ?? '' }) },
          ],
          getRowKey: (c) => c.id,
        }}
      />
    </PageSection>
  );
}
