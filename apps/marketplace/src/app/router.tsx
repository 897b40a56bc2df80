// Marketplace routes. Every page but home is split into its own chunk.
import { createBrowserRouter, Outlet, ScrollRestoration } from 'react-router';
import { AppFrame, NotFoundPage } from '@pavilion/features-shell';
import { HomePage } from '../features/home/home-page';
import { RouteError } from './route-error';

function Layout() {
  return (
    <AppFrame>
      <ScrollRestoration />
      <Outlet />
    </AppFrame>
  );
}

const lazyPage = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({ Component: (await load()).default });

export const router = createBrowserRouter([
  {
    element: <Layout />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'events/:id', lazy: lazyPage(() => import('../features/event-detail/event-detail-page')) },
      { path: 'login', lazy: lazyPage(() => import('../features/auth/login-page')) },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
