// The three apps' configuration from their build environment (Vite's import.meta.env, which each app
// passes in: it is the app's build that knows it), read once. Parsed by hand rather than with a schema
// library so the entry chunks stay small: every value is an optional string with a default.
import type { AppName } from './app-links';

export interface AppConfig {
  /** Where the API answers: '/api' on the same origin by default. */
  apiUrl: string;
  /** Where each app lives, without a trailing slash (see app-links.tsx). */
  urls: Record<AppName, string>;
}

export function appConfig(env: Record<string, unknown>): AppConfig {
  const text = (name: string, fallback: string) => {
    const value = env[name];
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback;
  };
  const url = (name: string, fallback: string) => text(name, fallback).replace(/\/$/, '');
  return {
    apiUrl: text('VITE_API_URL', '/api'),
    urls: {
      marketplace: url('VITE_MARKETPLACE_URL', ''),
      partner: url('VITE_PARTNER_PORTAL_URL', '/partner'),
      admin: url('VITE_ADMIN_CONSOLE_URL', '/admin'),
    },
  };
}
