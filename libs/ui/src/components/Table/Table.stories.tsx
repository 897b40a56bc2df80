import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Stack } from '../Layout/Layout';
import { Table, nextSort, type SortState, type TableColumn } from './Table';

type Order = { id: string; datetime: string; email: string; event: string; tickets: number; total: number };
type Key = 'datetime' | 'email' | 'event' | 'tickets' | 'total';

const orders: Order[] = [
  {
    id: 'o1',
    datetime: '2025-03-01T10:00:00Z',
    email: 'ana@example.com',
    event: 'FinTech Summit',
    tickets: 2,
    total: 39800,
  },
  {
    id: 'o2',
    datetime: '2025-03-04T15:30:00Z',
    email: 'ben@example.com',
    event: 'HealthTech Expo',
    tickets: 1,
    total: 9900,
  },
  {
    id: 'o3',
    datetime: '2025-02-27T08:15:00Z',
    email: 'cy@example.com',
    event: 'Energy Forum',
    tickets: 5,
    total: 125000,
  },
];

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

const columns: TableColumn<Order, Key>[] = [
  { key: 'datetime', header: 'Date', cell: (o) => date.format(new Date(o.datetime)), sortable: true },
  {
    key: 'email',
    header: 'Buyer Email',
    cell: (o) => <a href={`#order-${o.id}`}>{o.email}</a>,
    sortable: true,
    rowHeader: true,
  },
  { key: 'event', header: 'Event Name', cell: (o) => o.event, sortable: true },
  { key: 'tickets', header: 'Tickets', cell: (o) => o.tickets, sortable: true, align: 'end' },
  { key: 'total', header: 'Total Price', cell: (o) => money.format(o.total / 100), sortable: true, align: 'end' },
];

// Table is generic, so the stories render it themselves instead of going through args.
const meta = {
  title: 'Display/Table',
  component: Table,
} satisfies Meta;
export default meta;
type Story = StoryObj;

function Sortable() {
  const [sort, setSort] = useState<SortState<Key>>({ key: 'datetime', direction: 'descending' });
  const rows = [...orders].sort((a, b) => {
    const order = a[sort.key] < b[sort.key] ? -1 : a[sort.key] > b[sort.key] ? 1 : 0;
    return sort.direction === 'ascending' ? order : -order;
  });
  return (
    <Table
      caption="Registrations"
      columns={columns}
      rows={rows}
      getRowKey={(o) => o.id}
      sort={sort}
      onSortChange={(key) => setSort((current) => nextSort(current, key))}
    />
  );
}

export const Default: Story = { render: () => <Sortable /> };

export const Catalog: Story = {
  render: () => (
    <Stack gap={6}>
      <Sortable />
      <Table
        caption="Loading"
        columns={columns}
        rows={[]}
        getRowKey={(o) => o.id}
        loading
        loadingText="Loading orders..."
      />
      <Table caption="Empty" columns={columns} rows={[]} getRowKey={(o) => o.id} emptyText="No orders found" />
      <Table
        caption="Hidden caption, not sortable"
        hideCaption
        columns={columns}
        rows={orders}
        getRowKey={(o) => o.id}
      />
    </Stack>
  ),
};
