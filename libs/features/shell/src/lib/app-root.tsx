// What each of the three apps runs in: the API's address, one store, the links between the apps,
// toasts, and the app's router. Made once per app, when its entry module loads.
import { Provider } from 'react-redux';
import { RouterProvider, type RouterProviderProps } from 'react-router';
import { configureApi, createStore } from '@pavilion/api-client';
import { ToastProvider } from '@pavilion/ui';
import { AppLinksProvider } from './app-links';
import type { AppName } from './app-name';
import type { AppConfig } from './app-config';
import { LocaleRoot } from './language';

export interface AppRootOptions {
  /** Which app this is: its own paths are client-side routes, the others' are page loads. */
  current: AppName;
  config: AppConfig;
  router: RouterProviderProps['router'];
}

/** The app's root component, with the API configured and the store created for it. */
export function createAppRoot({ current, config, router }: AppRootOptions) {
  configureApi({ baseUrl: config.apiUrl });
  const store = createStore();
  const links = { current, urls: config.urls };

  return function App() {
    return (
      <Provider store={store}>
        <AppLinksProvider config={links}>
          <ToastProvider>
            <LocaleRoot router={router}>
              <RouterProvider router={router} />
            </LocaleRoot>
          </ToastProvider>
        </AppLinksProvider>
      </Provider>
    );
  };
}
