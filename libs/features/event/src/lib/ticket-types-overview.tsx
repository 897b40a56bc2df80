// The ticket types of an event, read-only, for the partner's preview and the administrator's vetting
// page: price, sales window, cancellation policy and stock, with the figures only the organiser and
// the administrators see (sold, held) when the page passes them in. Buyers get the marketplace's
// ticket section instead.
import { UI_TEXT, formatMoney, type TEventDetail } from '@pavilion/domain';
import { Badge, DataTable, type DataTableColumn } from '@pavilion/ui';
import { EventSection } from './event-sections';
import { formatEventDateTime } from './format';

type TicketType = TEventDetail['ticketTypes'][number];

/** Seats sold (paid orders) and held (unpaid orders within their hold) of one ticket type. */
export interface TicketTypeFigures {
  sold: number;
  held: number;
}

export interface TicketTypesOverviewProps {
  ticketTypes: readonly TicketType[];
  /** By ticket type id; without it, the sold, held and remaining columns are left out. */
  figures?: Readonly<Record<number, TicketTypeFigures>>;
  title?: string;
}

const count = (value: number) => value.toLocaleString('en-US');

function salesWindow(ticketType: TicketType): string {
  const { startDateTime: from, endDateTime: until } = ticketType;
  if (from && until) return `${formatEventDateTime(from)} to ${formatEventDateTime(until)}`;
  if (from) return `From ${formatEventDateTime(from)}`;
  if (until) return `Until ${formatEventDateTime(until)}`;
  return 'Always';
}

export function TicketTypesOverview({ ticketTypes, figures, title = 'Tickets' }: TicketTypesOverviewProps) {
  const columns: DataTableColumn<TicketType>[] = [
    {
      key: 'name',
      header: 'Ticket type',
      rowHeader: true,
      cell: (ticketType) => (
        <>
          {ticketType.name} {!ticketType.onSale && <Badge tone="warning">Not on sale</Badge>}
        </>
      ),
    },
    {
      key: 'price',
      header: 'Price',
      align: 'end',
      cell: (ticketType) =>
        ticketType.price === 0 ? UI_TEXT.free : formatMoney(ticketType.price, ticketType.currencyCode),
    },
    { key: 'window', header: 'On sale', cell: salesWindow },
    {
      key: 'policy',
      header: 'Cancellation policy',
      cell: (ticketType) => ticketType.cancellationPolicy?.name ?? 'None',
    },
    { key: 'quantity', header: 'Quantity', align: 'end', cell: (ticketType) => count(ticketType.quantity) },
  ];
  if (figures) {
    const of = (ticketType: TicketType) => figures[ticketType.id] ?? { sold: 0, held: 0 };
    columns.push(
      { key: 'sold', header: 'Sold', align: 'end', cell: (ticketType) => count(of(ticketType).sold) },
      { key: 'held', header: 'Held', align: 'end', cell: (ticketType) => count(of(ticketType).held) },
      {
        key: 'remaining',
        header: 'Remaining',
        align: 'end',
        cell: (ticketType) => count(Math.max(0, ticketType.quantity - of(ticketType).sold - of(ticketType).held)),
      },
    );
  }
  return (
    <EventSection id="ticket-types" title={title}>
      <DataTable
        caption="Ticket types of this event"
        hideCaption
        columns={columns}
        rows={ticketTypes}
        getRowKey={(ticketType) => ticketType.id}
        empty={UI_TEXT.noTicketsAvailable}
      />
    </EventSection>
  );
}
