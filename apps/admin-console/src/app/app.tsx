// The admin console: providers and the router (served under /admin/).
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router';
import { configureApi, createStore } from '@pavilion/api-client';
import { AppLinksProvider } from '@pavilion/features-shell';
import { ToastProvider } from '@pavilion/ui';
import { config } from '../config/env';
import { router } from './router';

configureApi({ baseUrl: config.apiUrl });
const store = createStore();

export function App() {
  return (
    <Provider store={store}>
      <AppLinksProvider config={{ current: 'admin', urls: config.urls }}>
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </AppLinksProvider>
    </Provider>
  );
}
