import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Table, nextSort, type SortState, type TableColumn } from './Table';

type Row = { id: string; email: string; tickets: number };
type Key = 'email' | 'tickets';

const rows: Row[] = [
  { id: 'a', email: 'b@example.com', tickets: 3 },
  { id: 'b', email: 'a@example.com', tickets: 1 },
];

const columns: TableColumn<Row, Key>[] = [
  { key: 'email', header: 'Buyer Email', cell: (r) => r.email, sortable: true, rowHeader: true },
  { key: 'tickets', header: 'Tickets', cell: (r) => r.tickets, sortable: true, align: 'end' },
];

function Host() {
  const [sort, setSort] = useState<SortState<Key>>({ key: 'tickets', direction: 'descending' });
  const sorted = [...rows].sort((x, y) => {
    const order = x[sort.key] < y[sort.key] ? -1 : 1;
    return sort.direction === 'ascending' ? order : -order;
  });
  return (
    <Table
      caption="Orders"
      columns={columns}
      rows={sorted}
      getRowKey={(r) => r.id}
      sort={sort}
      onSortChange={(key) => setSort((current) => nextSort(current, key))}
    />
  );
}

describe('nextSort', () => {
  it('flips the current column and starts a new one ascending', () => {
    expect(nextSort(undefined, 'date')).toEqual({ key: 'date', direction: 'ascending' });
    expect(nextSort({ key: 'date', direction: 'ascending' }, 'date')).toEqual({ key: 'date', direction: 'descending' });
    expect(nextSort({ key: 'date', direction: 'descending' }, 'date')).toEqual({ key: 'date', direction: 'ascending' });
    expect(nextSort({ key: 'date', direction: 'descending' }, 'price')).toEqual({
      key: 'price',
      direction: 'ascending',
    });
    expect(nextSort(undefined, 'datetime', 'descending')).toEqual({ key: 'datetime', direction: 'descending' });
  });
});

describe('Table', () => {
  it('has a caption and sort buttons inside the column headers', () => {
    render(<Host />);
    const table = screen.getByRole('table', { name: /Orders/ });
    const headers = within(table).getAllByRole('columnheader');
    expect(within(headers[0]).getByRole('button', { name: 'Buyer Email' })).toBeInTheDocument();
    expect(headers[1]).toHaveAttribute('aria-sort', 'descending');
    expect(headers[0]).not.toHaveAttribute('aria-sort');
  });

  it('sorts through onSortChange and reflects it with aria-sort', async () => {
    const user = userEvent.setup();
    render(<Host />);
    const emails = () => screen.getAllByRole('rowheader').map((c) => c.textContent);
    expect(emails()).toEqual(['b@example.com', 'a@example.com']);
    await user.click(screen.getByRole('button', { name: 'Buyer Email' }));
    expect(screen.getAllByRole('columnheader')[0]).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getAllByRole('columnheader')[1]).not.toHaveAttribute('aria-sort');
    expect(emails()).toEqual(['a@example.com', 'b@example.com']);
    await user.click(screen.getByRole('button', { name: 'Buyer Email' }));
    expect(screen.getAllByRole('columnheader')[0]).toHaveAttribute('aria-sort', 'descending');
  });

  it('shows loading and empty messages across all columns', () => {
    const { rerender } = render(
      <Table
        caption="Orders"
        columns={columns}
        rows={[]}
        getRowKey={(r) => r.id}
        loading
        loadingText="Loading orders..."
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading orders...');
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    rerender(
      <Table caption="Orders" columns={columns} rows={[]} getRowKey={(r) => r.id} emptyText="No orders found" />,
    );
    expect(screen.getByRole('cell', { name: 'No orders found' })).toHaveAttribute('colspan', '2');
  });

  it('renders plain headers when sorting is not wired', () => {
    render(<Table caption="Orders" columns={columns} rows={rows} getRowKey={(r) => r.id} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
