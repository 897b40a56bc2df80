/** @jest-environment ../../../tools/jest/jsdom-fetch-environment.cjs */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ZNotificationsQuery, ZOrdersQuery } from '@pavilion/domain';
import { useListParams, type ListParams } from './use-list-params';

let orders: ListParams<typeof ZOrdersQuery>;
let notifications: ListParams<typeof ZNotificationsQuery>;

function Lists() {
  orders = useListParams(ZOrdersQuery, { prefix: 'orders' });
  notifications = useListParams(ZNotificationsQuery);
  return <p>{JSON.stringify(orders.query)}</p>;
}

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: '/list', element: <Lists /> }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  const search = () => new URLSearchParams(router.state.location.search);
  return { router, search };
}

describe('useListParams', () => {
  it('fills the defaults of the schema and leaves them out of the URL and the arguments', () => {
    const { search } = renderAt('/list');
    expect(orders.query).toEqual({ page: 1, pageSize: 20, sort: 'createdAt', direction: 'desc', q: undefined });
    expect(orders.args).toEqual({});
    expect(orders.sort).toEqual({ sort: 'createdAt', direction: 'desc' });
    expect(notifications.query.unread).toBe(false);
    expect(search().toString()).toBe('');
  });

  it('reads the query from the URL (a shared link or a reload), under its prefix', () => {
    renderAt(
      '/list?orders.page=3&orders.sort=total&orders.direction=asc&orders.status=paid&orders.q=summit&unread=true',
    );
    expect(orders.query).toEqual({
      page: 3,
      pageSize: 20,
      sort: 'total',
      direction: 'asc',
      q: 'summit',
      status: 'paid',
    });
    expect(orders.args).toEqual({ page: '3', sort: 'total', direction: 'asc', q: 'summit', status: 'paid' });
    expect(notifications.query.unread).toBe(true);
    expect(notifications.args).toEqual({ unread: 'true' });
    expect(notifications.query.page).toBe(1);
  });

  it('falls back to the default for a value the schema refuses', () => {
    renderAt('/list?orders.page=-4&orders.sort=password&orders.status=lost&orders.pageSize=5000');
    expect(orders.query).toMatchObject({ page: 1, sort: 'createdAt', pageSize: 20 });
    expect(orders.query).not.toHaveProperty('status', 'lost');
    expect(orders.args).toEqual({});
  });

  it('pages as a history entry, and Back and Forward step through pages', () => {
    const { router, search } = renderAt('/list');
    act(() => orders.setPage(2));
    expect(search().get('orders.page')).toBe('2');
    expect(orders.query.page).toBe(2);
    act(() => orders.setPage(1));
    expect(search().has('orders.page')).toBe(false);
    act(() => {
      void router.navigate(-1);
    });
    expect(orders.query.page).toBe(2);
    act(() => {
      void router.navigate(1);
    });
    expect(orders.query.page).toBe(1);
  });

  it('goes back to page 1 on a new search, filter, sort or page size, and keeps the other list', () => {
    const { search } = renderAt('/list?orders.page=4&unread=true');
    act(() => orders.setSearch('  summit '));
    expect(search().get('orders.q')).toBe('summit');
    expect(search().has('orders.page')).toBe(false);
    expect(search().get('unread')).toBe('true');

    act(() => orders.setPage(3));
    act(() => orders.setFilters({ status: 'paid' }));
    expect(orders.query).toMatchObject({ page: 1, status: 'paid', q: 'summit' });

    act(() => orders.setPage(3));
    act(() => orders.setSort('total'));
    expect(orders.query).toMatchObject({ page: 1, sort: 'total' });

    act(() => orders.setPage(3));
    act(() => orders.setPageSize(50));
    expect(orders.query).toMatchObject({ page: 1, pageSize: 50 });

    act(() => orders.setSearch('   '));
    expect(search().has('orders.q')).toBe(false);
    act(() => orders.setFilters({ status: undefined }));
    expect(search().has('orders.status')).toBe(false);
    act(() => notifications.setFilters({ unread: 'false' }));
    expect(search().has('unread')).toBe(false);
  });

  it("sorts by the spec's rule: the current sort flips, another starts ascending", () => {
    const { search } = renderAt('/list');
    // The default is newest first: clicking it flips to oldest first.
    act(() => orders.setSort('createdAt'));
    expect(orders.sort).toEqual({ sort: 'createdAt', direction: 'asc' });
    expect(search().get('orders.direction')).toBe('asc');
    expect(search().has('orders.sort')).toBe(false);
    act(() => orders.setSort('total'));
    expect(orders.sort).toEqual({ sort: 'total', direction: 'asc' });
    act(() => orders.setSort('total'));
    expect(orders.sort).toEqual({ sort: 'total', direction: 'desc' });
    // Back to the defaults, left out of the URL.
    act(() => orders.setSort('createdAt'));
    act(() => orders.setSort('createdAt'));
    expect(orders.sort).toEqual({ sort: 'createdAt', direction: 'desc' });
    expect(search().toString()).toBe('');
  });

  it('says whether a search or a filter narrows the list, not the page, size or sort', () => {
    renderAt('/list?orders.page=3&orders.sort=total&orders.pageSize=50&unread=true');
    expect(orders.filtered).toBe(false);
    expect(notifications.filtered).toBe(true);
    act(() => orders.setSearch('summit'));
    expect(orders.filtered).toBe(true);
    act(() => orders.setSearch(undefined));
    act(() => orders.setFilters({ status: 'paid' }));
    expect(orders.filtered).toBe(true);
  });

  it('resets to the defaults', async () => {
    const { search } = renderAt('/list?orders.page=2&orders.status=paid&unread=true');
    act(() => orders.reset());
    expect(search().toString()).toBe('unread=true');
    expect(await screen.findByText(/"page":1/)).toBeInTheDocument();
  });
});

describe('useListParams with a user', () => {
  it('keeps the window where it is when the list changes', async () => {
    const user = userEvent.setup({ delay: null });
    function Pager() {
      const list = useListParams(ZOrdersQuery);
      return (
        <button type="button" onClick={() => list.setPage(list.query.page + 1)}>
          Page {list.query.page}
        </button>
      );
    }
    const router = createMemoryRouter([{ path: '/', element: <Pager /> }]);
    render(<RouterProvider router={router} />);
    await user.click(screen.getByRole('button', { name: 'Page 1' }));
    expect(screen.getByRole('button', { name: 'Page 2' })).toBeInTheDocument();
    expect(router.state.preventScrollReset).toBe(true);
  });
});
