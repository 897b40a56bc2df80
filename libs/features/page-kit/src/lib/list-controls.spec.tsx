/** @jest-environment ../../../tools/jest/jsdom-fetch-environment.cjs */
import type { ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ZNotificationsQuery, ZOrdersQuery } from '@pavilion/domain';
import { ListFilterSelect } from './list-filter-select';
import { ListSearchBox } from './search-box';
import { useListParams } from './use-list-params';

function OrdersControls() {
  const list = useListParams(ZOrdersQuery);
  return (
    <>
      <ListSearchBox list={list} label="Search orders" placeholder="Event name" />
      <ListFilterSelect
        list={list}
        name="status"
        label="Status"
        placeholder="All orders"
        options={[
          { value: 'paid', label: 'Paid' },
          { value: 'pending', label: 'Pending' },
        ]}
      />
    </>
  );
}

function NotificationsFilter() {
  const list = useListParams(ZNotificationsQuery);
  return (
    <ListFilterSelect
      list={list}
      name="unread"
      label="Show"
      options={[
        { value: 'false', label: 'All messages' },
        { value: 'true', label: 'Unread only' },
      ]}
    />
  );
}

function renderAt(url: string, element: ReactElement) {
  const router = createMemoryRouter([{ path: '/list', element }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  return () => new URLSearchParams(router.state.location.search).toString();
}

describe("a list's search box and filter select", () => {
  it("show the list's search and filter from the URL", () => {
    renderAt('/list?q=summit&status=paid&page=3', <OrdersControls />);
    expect(screen.getByRole('searchbox', { name: 'Search orders' })).toHaveValue('summit');
    expect(screen.getByRole('searchbox', { name: 'Search orders' })).toHaveAttribute('placeholder', 'Event name');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('paid');
  });

  it('set the filter and the search in the URL, back to page 1; the placeholder lifts the filter', async () => {
    const search = renderAt('/list?page=3', <OrdersControls />);
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Pending');
    expect(search()).toBe('status=pending');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('pending');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search orders' }), 'expo{Enter}');
    expect(search()).toBe('q=expo&status=pending');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'All orders');
    expect(search()).toBe('q=expo');
  });

  it("show a field that is not text (a yes or no) as the option's value", async () => {
    const search = renderAt('/list', <NotificationsFilter />);
    expect(screen.getByRole('combobox', { name: 'Show' })).toHaveValue('false');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'Unread only');
    expect(search()).toBe('unread=true');
    expect(screen.getByRole('combobox', { name: 'Show' })).toHaveValue('true');
  });
});
