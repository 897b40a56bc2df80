// Starts a browser app: its language's catalogue first, then the first render.
import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import type { AppName } from './app-name';
import { prepareLocale } from './language';

export function startApp(App: ComponentType, app: AppName): void {
  void prepareLocale(app).then(() =>
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}
