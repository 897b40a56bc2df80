/** @jest-environment ../../../tools/jest/jsdom-fetch-environment.cjs */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { FilteredEmptyState, ListPage, ListView, type ListAnswer } from './list-page';
import type { QueryResultLike } from './query-view';

type Page = ListAnswer<{ id: number; name: string }>;

const loaded = (page: Page, extra: Partial<QueryResultLike<Page>> = {}): QueryResultLike<Page> => ({
  data: page,
  currentData: page,
  isLoading: false,
  isFetching: false,
  isError: false,
  refetch: jest.fn(),
  ...extra,
});

const events = (total: number, page = 1): Page => ({
  items: Array.from({ length: Math.min(20, total - (page - 1) * 20) }, (_, i) => ({
    id: i,
    name: `Event ${(page - 1) * 20 + i + 1}`,
  })),
  total,
  page,
  pageSize: 20,
});

function Events({ result, onPageChange = jest.fn() }: { result: QueryResultLike<Page>; onPageChange?: jest.Mock }) {
  return (
    <MemoryRouter>
      <ListPage
        title="Events"
        filters={
          <label>
            Search events
            <input />
          </label>
        }
        notice={<p>Events of partner Harbour Ltd</p>}
        result={result}
        loadingLabel="Loading events"
        errorTitle="The events could not be loaded"
        empty="No events found"
        pagination={{ onPageChange, label: 'Events pages', kind: 'events' }}
      >
        {(page, { isStale }) => (
          <ul aria-label="Events" aria-busy={isStale || undefined}>
            {page.items.map((event) => (
              <li key={event.id}>{event.name}</li>
            ))}
          </ul>
        )}
      </ListPage>
    </MemoryRouter>
  );
}

describe('ListPage', () => {
  it('frames the list under its h1 with its controls, its rows and the pager', async () => {
    const onPageChange = jest.fn();
    render(<Events result={loaded(events(45))} onPageChange={onPageChange} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Events' }).closest('.pv-page')).toHaveClass('pv-container');
    expect(screen.getByRole('textbox', { name: 'Search events' })).toBeInTheDocument();
    expect(screen.getByText('Events of partner Harbour Ltd')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').length).toBeGreaterThanOrEqual(20);
    expect(screen.getByText('Showing 1-20 of 45 events')).toBeInTheDocument();
    await userEvent.click(
      screen.getByRole('navigation', { name: 'Events pages' }).querySelector('button[aria-label*="2"]')!,
    );
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('says when the list is empty, and shows no pager', () => {
    render(<Events result={loaded(events(0))} />);
    expect(screen.getByText('No events found')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Events' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Events pages' })).not.toBeInTheDocument();
  });

  it('shows the error with a way to try again, keeping the controls', async () => {
    const refetch = jest.fn();
    render(
      <Events result={{ isLoading: false, isError: true, error: { status: 500, data: { error: 'Down' } }, refetch }} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The events could not be loaded');
    expect(screen.getByRole('textbox', { name: 'Search events' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalled();
  });

  it('shows a spinner while the first page loads', () => {
    render(<Events result={{ isLoading: true, isError: false, refetch: jest.fn() }} />);
    expect(screen.getByText('Loading events')).toBeInTheDocument();
  });
});

describe('ListView', () => {
  it('lets the rows draw their own empty state (a table row) when no empty state is given', () => {
    render(
      <ListView
        result={loaded(events(0))}
        loadingLabel="Loading"
        loading={<p>Table loading</p>}
        errorTitle="Error"
        pagination={{ onPageChange: jest.fn(), label: 'Orders pages' }}
      >
        {(page) => <p>{page.items.length === 0 ? 'No orders found' : 'Orders'}</p>}
      </ListView>,
    );
    expect(screen.getByText('No orders found')).toBeInTheDocument();
  });

  it('shows its own placeholder while the first page loads', () => {
    render(
      <ListView
        result={{ isLoading: true, isError: false, refetch: jest.fn() }}
        loadingLabel="Loading orders"
        loading={<p>Table loading</p>}
        errorTitle="Error"
        pagination={false}
      >
        {() => <p>Orders</p>}
      </ListView>,
    );
    expect(screen.getByText('Table loading')).toBeInTheDocument();
    expect(screen.queryByText('Loading orders')).not.toBeInTheDocument();
  });

  it('draws a list without a heading or pager of its own', () => {
    render(
      <ListView result={loaded(events(3))} loadingLabel="Loading" errorTitle="Error" empty="None" pagination={false}>
        {(page) => <p>{page.items.length} rows</p>}
      </ListView>,
    );
    expect(screen.getByText('3 rows')).toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.queryByText(/Showing/)).not.toBeInTheDocument();
  });

  it('draws the page as a table sorted by the list, dimmed while a newer page loads', async () => {
    const setSort = jest.fn();
    const { rerender } = render(
      <ListView
        result={loaded(events(3))}
        loadingLabel="Loading"
        errorTitle="Error"
        pagination={false}
        table={{
          caption: 'Events',
          sorting: { sort: { sort: 'name', direction: 'asc' }, setSort },
          columns: [{ key: 'name', header: 'Name', sort: 'name', rowHeader: true, cell: (e) => e.name }],
          getRowKey: (e) => e.id,
        }}
      />,
    );
    const table = screen.getByRole('table', { name: /^Events/ });
    expect(table.querySelector('caption')).toHaveClass('pv-visually-hidden');
    expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['Event 1', 'Event 2', 'Event 3']);
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(screen.getByRole('button', { name: /Name/ }));
    expect(setSort).toHaveBeenCalledWith('name');
    expect(table).not.toHaveAttribute('aria-busy');

    rerender(
      <ListView
        result={loaded(events(3), { isFetching: true, currentData: undefined })}
        loadingLabel="Loading"
        errorTitle="Error"
        pagination={false}
        table={{
          caption: 'Events',
          columns: [{ key: 'name', header: 'Name', cell: (e) => e.name }],
          getRowKey: (e) => e.id,
        }}
      />,
    );
    expect(screen.getByRole('table', { name: 'Events' })).toHaveAttribute('aria-busy', 'true');
  });

  it('draws the page as its items, each its own list item, in an ordered list when the order is the point', () => {
    const { rerender } = render(
      <ListView
        result={loaded(events(2))}
        loadingLabel="Loading"
        errorTitle="Error"
        pagination={false}
        items={{ className: 'pv-events', item: (e) => <li key={e.id}>{e.name}</li> }}
      />,
    );
    const list = screen.getByRole('list');
    expect(list.tagName).toBe('UL');
    expect(list).toHaveClass('pv-events');
    expect(list).not.toHaveAttribute('aria-busy');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Event 1', 'Event 2']);

    rerender(
      <ListView
        result={loaded(events(2), { isFetching: true, currentData: undefined })}
        loadingLabel="Loading"
        errorTitle="Error"
        pagination={false}
        items={{ className: 'pv-log', ordered: true, item: (e) => <li key={e.id}>{e.name}</li> }}
      />,
    );
    expect(screen.getByRole('list').tagName).toBe('OL');
    expect(screen.getByRole('list')).toHaveAttribute('aria-busy', 'true');
  });
});

describe('a list view given its list', () => {
  it('turns its pages, sorts its table and offers the whole list again when narrowed to nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const list = {
      setPage: jest.fn(),
      sort: { sort: 'name', direction: 'asc' } as const,
      setSort: jest.fn(),
      filtered: false,
      reset: jest.fn(),
    };
    const table = {
      caption: 'Events',
      columns: [{ key: 'name', header: 'Name', sort: 'name', rowHeader: true, cell: (e: { name: string }) => e.name }],
      getRowKey: (e: { id: number }) => e.id,
    };
    const filteredEmpty = {
      title: 'No events yet',
      filteredTitle: 'No event matches',
      showAllLabel: 'Show all events',
    };
    const view = (result: QueryResultLike<Page>, narrowed = false) => (
      <MemoryRouter>
        <ListPage
          title="Events"
          list={{ ...list, filtered: narrowed }}
          result={result}
          loadingLabel="Loading"
          errorTitle="Error"
          filteredEmpty={filteredEmpty}
          pagination={{ label: 'Events pages', kind: 'events' }}
          table={table}
        />
      </MemoryRouter>
    );
    const { rerender } = render(view(loaded(events(45))));
    await user.click(screen.getByRole('button', { name: /Name/ }));
    expect(list.setSort).toHaveBeenCalledWith('name');
    await user.click(screen.getByRole('button', { name: /page 2/i }));
    expect(list.setPage).toHaveBeenCalledWith(2);

    rerender(view(loaded(events(0))));
    expect(screen.getByRole('heading', { level: 2, name: 'No events yet' })).toBeInTheDocument();
    rerender(view(loaded(events(0)), true));
    expect(screen.getByRole('heading', { level: 2, name: 'No event matches' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show all events' }));
    expect(list.reset).toHaveBeenCalledTimes(1);
  });
});

describe('FilteredEmptyState', () => {
  it('has its own title and a way back to the whole list while a search or filter narrows it', async () => {
    const user = userEvent.setup({ delay: null });
    const reset = jest.fn();
    const { rerender } = render(
      <FilteredEmptyState
        list={{ filtered: false, reset }}
        title="No claims yet"
        filteredTitle="No claim matches"
        titleAs="h2"
        showAllLabel="Show all claims"
      />,
    );
    expect(screen.getByRole('heading', { name: 'No claims yet' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();

    rerender(
      <FilteredEmptyState
        list={{ filtered: true, reset }}
        title="No claims yet"
        filteredTitle="No claim matches"
        titleAs="h2"
        showAllLabel="Show all claims"
      />,
    );
    expect(screen.getByRole('heading', { name: 'No claim matches' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show all claims' }));
    expect(reset).toHaveBeenCalledTimes(1);
  });
});
