import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { DataTable, type DataTableColumn, type DataTableSort } from './DataTable';

type Row = { id: string; email: string; tickets: number };
type Sort = 'email' | 'tickets';

const rows: Row[] = [
  { id: 'a', email: 'b@example.com', tickets: 3 },
  { id: 'b', email: 'a@example.com', tickets: 1 },
];

const columns: DataTableColumn<Row, Sort>[] = [
  { key: 'email', header: 'Buyer Email', cell: (r) => r.email, sort: 'email', rowHeader: true },
  { key: 'tickets', header: 'Tickets', cell: (r) => r.tickets, sort: 'tickets', align: 'end' },
  { key: 'note', header: 'Note', cell: () => '-' },
];

/** Sorts locally the way a server would: the header asks, the host decides (same column flips). */
function Host({ onSort }: { onSort?: (sort: Sort) => void }) {
  const [sort, setSort] = useState<DataTableSort<Sort>>({ sort: 'tickets', direction: 'desc' });
  const sorted = [...rows].sort((x, y) => {
    const order = x[sort.sort] < y[sort.sort] ? -1 : 1;
    return sort.direction === 'asc' ? order : -order;
  });
  return (
    <DataTable
      caption="Orders"
      columns={columns}
      rows={sorted}
      getRowKey={(r) => r.id}
      sort={sort}
      onSortChange={(clicked) => {
        onSort?.(clicked);
        setSort((current) =>
          current.sort === clicked
            ? { sort: clicked, direction: current.direction === 'asc' ? 'desc' : 'asc' }
            : { sort: clicked, direction: 'asc' },
        );
      }}
    />
  );
}

describe('DataTable', () => {
  it('has a caption, sort buttons inside the sortable column headers and aria-sort on the sorted one', () => {
    render(<Host />);
    const table = screen.getByRole('table', { name: /^Orders.*column headers with buttons are sortable/ });
    const headers = within(table).getAllByRole('columnheader');
    expect(within(headers[0]).getByRole('button', { name: 'Buyer Email' })).toBeInTheDocument();
    expect(headers[1]).toHaveAttribute('aria-sort', 'descending');
    expect(headers[0]).not.toHaveAttribute('aria-sort');
    expect(within(headers[2]).queryByRole('button')).not.toBeInTheDocument();
    expect(headers[1]).toHaveClass('pv-table__cell--end');
  });

  it("asks for the clicked column's sort and shows the answer with aria-sort", async () => {
    const user = userEvent.setup({ delay: null });
    const onSort = jest.fn();
    render(<Host onSort={onSort} />);
    const emails = () => screen.getAllByRole('rowheader').map((c) => c.textContent);
    expect(emails()).toEqual(['b@example.com', 'a@example.com']);
    await user.click(screen.getByRole('button', { name: 'Buyer Email' }));
    expect(onSort).toHaveBeenLastCalledWith('email');
    expect(screen.getAllByRole('columnheader')[0]).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getAllByRole('columnheader')[1]).not.toHaveAttribute('aria-sort');
    expect(emails()).toEqual(['a@example.com', 'b@example.com']);
    // The keyboard reaches the same button.
    screen.getByRole('button', { name: 'Buyer Email' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getAllByRole('columnheader')[0]).toHaveAttribute('aria-sort', 'descending');
  });

  it('shows loading and empty states across all columns', () => {
    const { rerender } = render(
      <DataTable
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
      <DataTable caption="Orders" columns={columns} rows={[]} getRowKey={(r) => r.id} empty="No orders found" />,
    );
    expect(screen.getByRole('cell', { name: 'No orders found' })).toHaveAttribute('colspan', '3');
    expect(screen.getByRole('table')).not.toHaveAttribute('aria-busy');
  });

  it('keeps the rows while a newer answer is on its way, marked busy', () => {
    render(<DataTable caption="Orders" columns={columns} rows={rows} getRowKey={(r) => r.id} refreshing />);
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getAllByRole('rowheader')).toHaveLength(2);
  });

  it('renders plain headers when sorting is not wired', () => {
    render(<DataTable caption="Orders" columns={columns} rows={rows} getRowKey={(r) => r.id} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Orders' })).toBeInTheDocument();
  });
});

describe('DataTable widths', () => {
  afterEach(() => jest.restoreAllMocks());

  it('gives a column its narrowest width and keeps its cells on one line when asked', () => {
    render(
      <DataTable
        caption="Ticket types"
        columns={[
          { key: 'name', header: 'Ticket type', cell: (r: Row) => r.email, rowHeader: true, minWidth: '10rem' },
          { key: 'window', header: 'On sale', cell: () => '23 Oct - 6 Dec 2026', nowrap: true },
        ]}
        rows={rows}
        getRowKey={(r) => r.id}
      />,
    );
    expect(screen.getByRole('columnheader', { name: 'Ticket type' })).toHaveStyle({ minWidth: '10rem' });
    for (const cell of screen.getAllByRole('cell', { name: '23 Oct - 6 Dec 2026' })) {
      expect(cell).toHaveClass('pv-table__cell--nowrap');
    }
  });

  it('is a tab stop only when it scrolls sideways', () => {
    const table = <DataTable caption="Orders" columns={columns} rows={rows} getRowKey={(r) => r.id} hideCaption />;
    const { unmount } = render(table);
    expect(screen.getByRole('region', { name: 'Orders' })).not.toHaveAttribute('tabindex');
    unmount();

    // Wider content than its box: the region takes focus so the keyboard can scroll it.
    jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(900);
    jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(360);
    render(table);
    expect(screen.getByRole('region', { name: 'Orders' })).toHaveAttribute('tabindex', '0');
  });
});
