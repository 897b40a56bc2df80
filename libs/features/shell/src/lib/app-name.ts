/** The product's three apps, each under its own path prefix or host. */
export type AppName = 'marketplace' | 'partner' | 'admin';
