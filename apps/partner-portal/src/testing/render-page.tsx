// Renders partner portal pages in tests as the app does: a fresh store, toasts, the product's links
// (the partner portal at /partner) and a memory router under the /partner base path.
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { createStore } from '@pavilion/api-client';
import { AppLinksProvider } from '@pavilion/features-shell';
import { ToastProvider } from '@pavilion/ui';

/** Renders `routes` (paths relative to /partner) at `path` ('/dashboard/events?page=2'). */
export function renderPartnerPage(routes: RouteObject[], path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [`/partner${path}`], basename: '/partner' });
  const store = createStore();
  const view = render(
    <Provider store={store}>
      <AppLinksProvider
        config={{ current: 'partner', urls: { marketplace: '', partner: '/partner', admin: '/admin' } }}
      >
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </AppLinksProvider>
    </Provider>,
  );
  return { ...view, router, store };
}

/** The list envelope the server answers (zPaged). */
export function paged<T>(items: T[], { total = items.length, page = 1, pageSize = 20 } = {}) {
  return { items, total, page, pageSize };
}
