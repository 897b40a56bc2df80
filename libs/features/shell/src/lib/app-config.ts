// The three apps' configuration, read once: from the page the server sends (where the marketplace
// lives, for the partner portal and admin console on their own hosts) and from the build environment
// (Vite's import.meta.env, which each app passes in). Parsed by hand rather than with a schema library
// so the entry chunks stay small: every value is an optional string with a default.
import { APP_PREFIXES } from './app-links';
import type { AppName } from './app-name';

/** The meta tag the server writes into the portal's and console's page (apps/api/src/platform/spa.ts). */
export const MARKETPLACE_URL_META = 'pavilion:marketplace-url';

export interface AppConfig {
  /** Where the API answers: '/api' on the app's own host by default. */
  apiUrl: string;
  /** Where each app lives, without a trailing slash (see app-links.tsx). */
  urls: Record<AppName, string>;
}

type PageHead = Pick<Document, 'querySelector'>;

/**
 * The marketplace keeps same-origin paths ('' and /partner, /admin: the server forwards those to the
 * app's host, carrying the session). The portal and console are at the root of their own host and
 * reach the marketplace, and each other through it, at the marketplace's origin.
 */
export function appConfig(
  env: Record<string, unknown>,
  current: AppName = 'marketplace',
  page: PageHead | undefined = globalThis.document,
): AppConfig {
  const text = (value: unknown, fallback: string) =>
    typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback;
  const fromPage = page?.querySelector(`meta[name="${MARKETPLACE_URL_META}"]`)?.getAttribute('content');
  // The page's value is the running server's; the build's is for the dev servers, which write no meta.
  const marketplace =
    current === 'marketplace' ? '' : text(fromPage, text(env['VITE_MARKETPLACE_URL'], '')).replace(/\/$/, '');
  const urlOf = (app: AppName) => (app === current ? '' : `${marketplace}${APP_PREFIXES[app]}`);
  return {
    apiUrl: text(env['VITE_API_URL'], '/api'),
    urls: { marketplace, partner: urlOf('partner'), admin: urlOf('admin') },
  };
}
