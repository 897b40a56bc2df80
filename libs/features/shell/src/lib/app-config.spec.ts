import { appConfig, MARKETPLACE_URL_META } from './app-config';

/** A page head holding the server's meta tag, as the portal and console are sent. */
function pageWith(marketplaceUrl: string | null) {
  const doc = document.implementation.createHTMLDocument('page');
  if (marketplaceUrl !== null) {
    const meta = doc.createElement('meta');
    meta.setAttribute('name', MARKETPLACE_URL_META);
    meta.setAttribute('content', marketplaceUrl);
    doc.head.append(meta);
  }
  return doc;
}

describe('appConfig', () => {
  it('keeps the marketplace on same-origin paths: the server forwards /partner and /admin to their hosts', () => {
    expect(appConfig({}, 'marketplace', pageWith('http://localhost:3000'))).toEqual({
      apiUrl: '/api',
      urls: { marketplace: '', partner: '/partner', admin: '/admin' },
    });
  });

  it('sends the portal to the marketplace named by the page, and to the console through it', () => {
    expect(
      appConfig({ VITE_MARKETPLACE_URL: 'http://localhost:9999' }, 'partner', pageWith('https://example.com/')),
    ).toEqual({
      apiUrl: '/api',
      urls: { marketplace: 'https://example.com', partner: '', admin: 'https://example.com/admin' },
    });
    expect(appConfig({}, 'admin', pageWith('http://localhost:3000')).urls).toEqual({
      marketplace: 'http://localhost:3000',
      partner: 'http://localhost:3000/partner',
      admin: '',
    });
  });

  it('falls back to the build environment where the page names nothing (the dev servers), trimmed', () => {
    expect(
      appConfig(
        { VITE_API_URL: ' https://api.example.com/api ', VITE_MARKETPLACE_URL: ' http://localhost:3000/ ' },
        'partner',
        pageWith(null),
      ),
    ).toEqual({
      apiUrl: 'https://api.example.com/api',
      urls: { marketplace: 'http://localhost:3000', partner: '', admin: 'http://localhost:3000/admin' },
    });
  });
});
