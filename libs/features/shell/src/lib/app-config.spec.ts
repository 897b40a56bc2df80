import { appConfig } from './app-config';

describe('appConfig', () => {
  it('answers the same-origin defaults when the build sets nothing', () => {
    expect(appConfig({})).toEqual({
      apiUrl: '/api',
      urls: { marketplace: '', partner: '/partner', admin: '/admin' },
    });
  });

  it('reads each address the build sets, trimmed and without a trailing slash', () => {
    expect(
      appConfig({
        VITE_API_URL: ' https://api.example.com/api ',
        VITE_MARKETPLACE_URL: 'https://example.com/',
        VITE_PARTNER_PORTAL_URL: 'https://partner.example.com/',
        VITE_ADMIN_CONSOLE_URL: '   ',
        MODE: 'production',
      }),
    ).toEqual({
      apiUrl: 'https://api.example.com/api',
      urls: { marketplace: 'https://example.com', partner: 'https://partner.example.com', admin: '/admin' },
    });
  });
});
