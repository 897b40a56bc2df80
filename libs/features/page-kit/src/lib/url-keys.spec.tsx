/** @jest-environment ../../../tools/jest/jsdom-fetch-environment.cjs */
import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { useUrlKeys, type UrlKeys } from './url-keys';

let orders: UrlKeys;
let plain: UrlKeys;
const KEYS = ['page', 'status'] as const;

function View() {
  orders = useUrlKeys(KEYS, 'orders');
  plain = useUrlKeys(KEYS);
  return null;
}

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: '/view', element: <View /> }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('useUrlKeys', () => {
  it('reads its keys under its prefix: one text, several, or none', () => {
    renderAt('/view?orders.page=2&orders.status=paid&orders.status=pending&page=5&other=x');
    expect(orders.texts).toEqual({ page: '2', status: ['paid', 'pending'] });
    expect(plain.texts).toEqual({ page: '5', status: undefined });
  });

  it('writes the keys given under its prefix, removes undefined and empty ones, and keeps the rest', () => {
    const router = renderAt('/view?orders.page=2&page=5&other=x');
    act(() => orders.write({ page: undefined, status: ['paid', 'pending'] }));
    expect(router.state.location.search).toBe('?page=5&other=x&orders.status=paid&orders.status=pending');
    act(() => plain.write({ page: '' }));
    expect(router.state.location.search).toBe('?other=x&orders.status=paid&orders.status=pending');
  });

  it('adds a history entry unless told to replace the current one', () => {
    const router = renderAt('/view');
    act(() => plain.write({ page: '2' }));
    act(() => plain.write({ page: '3' }, { replace: true }));
    act(() => {
      void router.navigate(-1);
    });
    expect(router.state.location.search).toBe('');
  });
});
