import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Badge } from '../Badge/Badge';
import { EmptyState } from '../EmptyState/EmptyState';
import { Stack } from '../Layout/Layout';
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
const meta = {
  title: 'Display/DataTable',
  component: DataTable,
} satisfies Meta;
export default meta;
type Story = StoryObj;

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

export const Default: Story = { render: () => <Sortable /> };

export const Catalog: Story = {
  render: () => (
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
        empty={
          <EmptyState title="No orders found" description="Orders appear here once tickets sell." variant="plain" />
        }
      />
      <DataTable
        caption="Hidden caption, not sortable"
        hideCaption
        columns={columns}
        rows={orders}
        getRowKey={(o) => o.id}
      />
    </Stack>
  ),
};
