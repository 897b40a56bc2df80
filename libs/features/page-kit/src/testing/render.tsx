// Renders pages and page-kit pieces in tests as the apps do: a fresh store, toasts, the product's
// links as the named app resolves them, and a memory router at `path` (under `basename` when given).
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { createStore } from '@pavilion/api-client';
import { AppLinksProvider, type AppName } from '@pavilion/features-shell';
import { ToastProvider } from '@pavilion/ui';

export interface RenderRoutesOptions {
  /** The router's base path ('/partner'); `path` is then relative to it. */
  basename?: string;
  /** The app whose links the page resolves (client routes inside it, page loads to the others). */
  app?: AppName;
}

const productUrls = { marketplace: '', partner: '/partner', admin: '/admin' };

export function renderRoutes(routes: RouteObject[], path: string, options: RenderRoutesOptions = {}) {
  const router = createMemoryRouter(routes, {
    initialEntries: [options.basename ? `${options.basename}${path}` : path],
    basename: options.basename,
  });
  const store = createStore();
  const page = (
    <ToastProvider>
      <RouterProvider router={router} />
    </ToastProvider>
  );
  const view = render(
    <Provider store={store}>
      {options.app ? (
        <AppLinksProvider config={{ current: options.app, urls: productUrls }}>{page}</AppLinksProvider>
      ) : (
        page
      )}
    </Provider>,
  );
  return { ...view, router, store };
}

/** Renders partner portal `routes` (paths relative to /partner) at `path` ('/dashboard/events?page=2'). */
export function renderPartnerPage(routes: RouteObject[], path: string) {
  return renderRoutes(routes, path, { app: 'partner', basename: '/partner' });
}

export function renderWithStore(ui: ReactNode) {
  const store = createStore();
  return { ...render(<Provider store={store}>{ui}</Provider>), store };
}

/** The list envelope the server answers (zPaged). */
export function paged<T>(items: T[], { total = items.length, page = 1, pageSize = 20 } = {}) {
  return { items, total, page, pageSize };
}

/** GET /session answers. */
export function sessionOf(role: 'visitor' | 'attendee' | 'partner' | 'admin') {
  if (role === 'visitor') return { authenticated: false, session: null };
  return {
    authenticated: true,
    session: {
      email: `${role}@example.com`,
      personId: 1,
      attendeeId: role === 'attendee' ? 1 : null,
      partnerId: role === 'partner' ? 1 : null,
      isAdmin: role === 'admin',
      firstName: 'Ada',
      surname: 'Lovelace',
      imageUrl: null,
      emailVerified: true,
    },
  };
}
