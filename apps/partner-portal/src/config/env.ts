// The app's configuration from the build environment, read once. Parsed by hand rather than with a
// schema library so the entry chunk stays small: every value is an optional string with a default.
const env = import.meta.env as Record<string, unknown>;

function envText(name: string, fallback: string): string {
  const value = env[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback;
}

const withoutTrailingSlash = (url: string) => url.replace(/\/$/, '');

export const config = {
  apiUrl: envText('VITE_API_URL', '/api'),
  urls: {
    marketplace: withoutTrailingSlash(envText('VITE_MARKETPLACE_URL', '')),
    partner: withoutTrailingSlash(envText('VITE_PARTNER_PORTAL_URL', '/partner')),
    admin: withoutTrailingSlash(envText('VITE_ADMIN_CONSOLE_URL', '/admin')),
  },
};
