import preview from '../../../.storybook/preview';
import { useState } from 'react';
import { Badge } from '../Badge/Badge';
import { EmptyState } from '../EmptyState/EmptyState';
import { Stack } from '../Layout/Layout';
import { formatDateRange } from '../../utils/format-date-range';
import { DataTable, type DataTableColumn, type DataTableSort } from './DataTable';

type Order = { id: string; datetime: string; email: string; event: string; tickets: number; total: number };
type Sort = 'datetime' | 'email' | 'event' | 'tickets' | 'total';

const orders: Order[] = [
  {
    id: 'o1',
    datetime: '2025-03-01T10:00:00Z',
    email: 'ana@example.com',
    event: 'FinTech Summit',
    tickets: 2,
    total: 398,
  },
  {
    id: 'o2',
    datetime: '2025-03-04T15:30:00Z',
    email: 'ben@example.com',
    event: 'HealthTech Expo',
    tickets: 1,
    total: 99,
  },
  {
    id: 'o3',
    datetime: '2025-02-27T08:15:00Z',
    email: 'cy@example.com',
    event: 'Energy Forum',
    tickets: 5,
    total: 1250,
  },
];

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

const columns: DataTableColumn<Order, Sort>[] = [
  { key: 'datetime', header: 'Date', cell: (o) => date.format(new Date(o.datetime)), sort: 'datetime' },
  {
    key: 'email',
    header: 'Buyer Email',
    cell: (o) => <a href={`#order-${o.id}`}>{o.email}</a>,
    sort: 'email',
    rowHeader: true,
  },
  { key: 'event', header: 'Event Name', cell: (o) => o.event, sort: 'event' },
  { key: 'tickets', header: 'Tickets', cell: (o) => o.tickets, sort: 'tickets', align: 'end' },
  { key: 'total', header: 'Total Price', cell: (o) => money.format(o.total), sort: 'total', align: 'end' },
  { key: 'status', header: 'Status', cell: () => <Badge tone="success">Paid</Badge> },
];

// DataTable is generic, so the stories render it themselves instead of going through args.
const meta = preview.meta({
  title: 'Display/DataTable',
  component: DataTable,
});

/** Sorted here in the story; a real list asks the server (useListParams in the page kit). */
function Sortable() {
  const [sort, setSort] = useState<DataTableSort<Sort>>({ sort: 'datetime', direction: 'desc' });
  const rows = [...orders].sort((a, b) => {
    const order = a[sort.sort] < b[sort.sort] ? -1 : a[sort.sort] > b[sort.sort] ? 1 : 0;
    return sort.direction === 'asc' ? order : -order;
  });
  return (
    <DataTable
      caption="Registrations"
      columns={columns}
      rows={rows}
      getRowKey={(o) => o.id}
      sort={sort}
      onSortChange={(clicked) =>
        setSort((current) =>
          current.sort === clicked
            ? { sort: clicked, direction: current.direction === 'asc' ? 'desc' : 'asc' }
            : { sort: clicked, direction: 'asc' },
        )
      }
    />
  );
}

export const Default = meta.story(() => <Sortable />);

export const Catalog = meta.story(() => (
  <Stack gap={6}>
    <Sortable />
    <DataTable
      caption="Loading"
      columns={columns}
      rows={[]}
      getRowKey={(o) => o.id}
      loading
      loadingText="Loading orders..."
    />
    <DataTable
      caption="Refreshing (another page on its way)"
      columns={columns}
      rows={orders}
      getRowKey={(o) => o.id}
      refreshing
    />
    <DataTable caption="Empty, as text" columns={columns} rows={[]} getRowKey={(o) => o.id} empty="No orders found" />
    <DataTable
      caption="Empty, as an empty state"
      columns={columns}
      rows={[]}
      getRowKey={(o) => o.id}
      empty={<EmptyState title="No orders found" description="Orders appear here once tickets sell." variant="plain" />}
    />
    <DataTable
      caption="Hidden caption, not sortable"
      hideCaption
      columns={columns}
      rows={orders}
      getRowKey={(o) => o.id}
    />
  </Stack>
));

type TicketType = { id: number; name: string; price: string; from: string; until: string; policy: string };

const ticketTypes: TicketType[] = [
  {
    id: 1,
    name: 'Early bird',
    price: '€49.00',
    from: '2026-10-23T09:00:00Z',
    until: '2027-01-06T18:00:00Z',
    policy: 'Flexible',
  },
  {
    id: 2,
    name: 'Standard',
    price: '€79.00',
    from: '2026-10-23T09:00:00Z',
    until: '2026-12-06T18:00:00Z',
    policy: 'Strict',
  },
  {
    id: 3,
    name: 'VIP with backstage access and the after-party',
    price: '€249.00',
    from: '2026-11-01T09:00:00Z',
    until: '2026-11-01T21:00:00Z',
    policy: 'No refunds',
  },
];

const ticketColumns: DataTableColumn<TicketType>[] = [
  { key: 'name', header: 'Ticket type', rowHeader: true, minWidth: '10rem', cell: (t) => t.name },
  { key: 'price', header: 'Price', align: 'end', nowrap: true, cell: (t) => t.price },
  { key: 'window', header: 'On sale', nowrap: true, cell: (t) => formatDateRange(t.from, t.until, 'Europe/London') },
  { key: 'policy', header: 'Cancellation policy', minWidth: '8rem', cell: (t) => t.policy },
];

/** Compact sales windows (formatDateRange) and minimum widths: the table fits a page's width without wrapping dates. */
export const DateRanges = meta.story(() => (
  <DataTable caption="Ticket types of this event" columns={ticketColumns} rows={ticketTypes} getRowKey={(t) => t.id} />
));

/** On a phone's width the table scrolls inside its own wrapper (which then takes focus), never the page. */
export const Narrow = meta.story(() => (
  <div style={{ width: 360, border: '1px dashed var(--pv-color-border)' }}>
    <DataTable
      caption="Ticket types of this event"
      columns={ticketColumns}
      rows={ticketTypes}
      getRowKey={(t) => t.id}
    />
  </div>
));
