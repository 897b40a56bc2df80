// The header the product's apps send with every request (platform/auth.ts, platform/i18n.ts).
/** Cookie-authenticated writes must carry this header: a cross-site form cannot set it (CSRF defence). */
export const CLIENT_HEADER = 'x-requested-with';
