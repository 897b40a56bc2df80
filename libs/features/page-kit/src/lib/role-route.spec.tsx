/** @jest-environment ../../../tools/jest/jsdom-fetch-environment.cjs */
import { screen, waitFor } from '@testing-library/react';
import { Outlet } from 'react-router';
import { answer, mockApi } from '@pavilion/api-client/testing';
import { AppLinksProvider } from '@pavilion/features-shell';
import { renderRoutes, sessionOf } from '../testing/render';
import { RoleRoute, loginRedirect, pageLoad } from './role-route';

const marketplaceRoutes = (guard: React.ReactNode) => [
  {
    element: guard,
    children: [
      { path: '/user/my-account', element: <h1>My Account</h1> },
      { path: '/events/:id/ticket-purchase-details', element: <h1>Details</h1> },
    ],
  },
  { path: '/login', element: <h1>Log in page</h1> },
  { path: '/events/:id/ticket-purchase-auth', element: <h1>Auth step</h1> },
  { path: '/notice/need-attendee-login', element: <h1>Notice</h1> },
];

describe('RoleRoute', () => {
  it('renders its child routes for the role', async () => {
    mockApi({ 'GET /session': answer(sessionOf('attendee')) });
    renderRoutes(marketplaceRoutes(<RoleRoute role="attendee" />), '/user/my-account');
    expect(await screen.findByRole('heading', { name: 'My Account' })).toBeInTheDocument();
  });

  it('sends a visitor to the sign-in with the path asked for as ?next=', async () => {
    mockApi({ 'GET /session': answer(sessionOf('visitor')) });
    const { router } = renderRoutes(marketplaceRoutes(<RoleRoute role="attendee" />), '/user/my-account?tab=2');
    expect(await screen.findByRole('heading', { name: 'Log in page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe('/user/my-account?tab=2');
    expect(screen.queryByRole('heading', { name: 'My Account' })).not.toBeInTheDocument();
  });

  it('tells someone signed in with another role, with a link to their dashboard', async () => {
    mockApi({ 'GET /session': answer(sessionOf('partner')) });
    renderRoutes(marketplaceRoutes(<RoleRoute role="attendee" />), '/user/my-account');
    expect(await screen.findByText('This area is not for your account')).toBeInTheDocument();
    expect(screen.getByText(/An attendee account is needed here/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/partner/dashboard');
    expect(screen.queryByRole('heading', { name: 'My Account' })).not.toBeInTheDocument();
  });

  it('sends visitors and other roles where the page says, with its params and query', async () => {
    const guard = (
      <RoleRoute
        role="attendee"
        visitorTo={({ params, search }) => `/events/${params.id}/ticket-purchase-auth${search}`}
        otherRoleTo={({ path }) => `/notice/need-attendee-login?next=${encodeURIComponent(path)}`}
      />
    );
    mockApi({ 'GET /session': answer(sessionOf('visitor')) });
    const visitor = renderRoutes(marketplaceRoutes(guard), '/events/5/ticket-purchase-details?tickets=11:2');
    expect(await screen.findByRole('heading', { name: 'Auth step' })).toBeInTheDocument();
    expect(visitor.router.state.location.pathname).toBe('/events/5/ticket-purchase-auth');
    expect(visitor.router.state.location.search).toBe('?tickets=11:2');
    visitor.unmount();

    mockApi({ 'GET /session': answer(sessionOf('admin')) });
    const admin = renderRoutes(marketplaceRoutes(guard), '/events/5/ticket-purchase-details?tickets=11:2');
    expect(await screen.findByRole('heading', { name: 'Notice' })).toBeInTheDocument();
    expect(new URLSearchParams(admin.router.state.location.search).get('next')).toBe(
      '/events/5/ticket-purchase-details?tickets=11:2',
    );
  });

  it("loads another app's sign-in page, naming the path with the app's base", async () => {
    const assign = jest.spyOn(pageLoad, 'assign').mockImplementation(() => undefined);
    try {
      mockApi({ 'GET /session': answer(sessionOf('visitor')) });
      renderRoutes(
        [
          {
            element: (
              <AppLinksProvider
                config={{ current: 'partner', urls: { marketplace: '', partner: '/partner', admin: '/admin' } }}
              >
                <Outlet />
              </AppLinksProvider>
            ),
            children: [
              { element: <RoleRoute role="partner" />, children: [{ path: '/dashboard', element: <h1>Dash</h1> }] },
            ],
          },
        ],
        '/dashboard',
        { basename: '/partner' },
      );
      await screen.findByText('Checking your session');
      await waitFor(() => expect(assign).toHaveBeenCalled());
      expect(assign).toHaveBeenCalledWith(`/login?next=${encodeURIComponent('/partner/dashboard')}`);
      expect(screen.queryByRole('heading', { name: 'Dash' })).not.toBeInTheDocument();
    } finally {
      assign.mockRestore();
    }
  });

  it('sends visitors of admin pages to the admin sign-in', () => {
    expect(loginRedirect('admin', '/admin/dashboard')).toBe('/admin/login?next=%2Fadmin%2Fdashboard');
    expect(loginRedirect('partner', '/partner/dashboard')).toBe('/login?next=%2Fpartner%2Fdashboard');
  });
});
