// Renders admin console pages in tests: a fresh store, toasts and a memory router at `path`.
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { createStore } from '@pavilion/api-client';
import { ToastProvider } from '@pavilion/ui';

export function renderRoute(routes: RouteObject[], path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const store = createStore();
  const view = render(
    <Provider store={store}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </Provider>,
  );
  return { ...view, router, store };
}
