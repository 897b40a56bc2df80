// Renders page-kit pieces in tests: a fresh store, and a memory router at `path` when routes are given.
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { createStore } from '@pavilion/api-client';

export function renderRoutes(routes: RouteObject[], path: string, options: { basename?: string } = {}) {
  const router = createMemoryRouter(routes, {
    initialEntries: [options.basename ? `${options.basename}${path}` : path],
    basename: options.basename,
  });
  const store = createStore();
  const view = render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { ...view, router, store };
}

export function renderWithStore(ui: ReactNode) {
  const store = createStore();
  return { ...render(<Provider store={store}>{ui}</Provider>), store };
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
