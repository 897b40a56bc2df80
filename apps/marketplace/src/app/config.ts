// The app's configuration from the build environment, parsed once.
import { z } from 'zod';

const ZAppEnv = z.object({
  VITE_API_URL: z.string().default('/api'),
  VITE_MARKETPLACE_URL: z.string().default(''),
  VITE_PARTNER_PORTAL_URL: z.string().default('/partner'),
  VITE_ADMIN_CONSOLE_URL: z.string().default('/admin'),
});

const env = ZAppEnv.parse(import.meta.env);

export const config = {
  apiUrl: env.VITE_API_URL,
  urls: { marketplace: env.VITE_MARKETPLACE_URL.replace(/\/$/, ''), partner: env.VITE_PARTNER_PORTAL_URL.replace(/\/$/, ''), admin: env.VITE_ADMIN_CONSOLE_URL.replace(/\/$/, '') },
};
