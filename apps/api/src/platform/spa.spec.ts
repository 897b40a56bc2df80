import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import request from 'supertest';
import { spaRouter } from './spa';

describe("the apps' index.html", () => {
  let dir: string;
  let app: express.Express;
  let portal: express.Express;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'spa-'));
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(
      path.join(dir, 'index.html'),
      '<!doctype html>\n<html lang="en">\n  <head>\n    <title>Pavilion</title>\n  </head>\n  <body></body>\n</html>\n',
    );
    app = express().use(spaRouter({ dir, alternatesUrl: 'https://pavilion.example' })!);
    portal = express().use(spaRouter({ dir, marketplaceUrl: 'https://pavilion.example' })!);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const page = (target: express.Express, url: string, headers: Record<string, string> = {}) =>
    request(target).get(url).set('Accept', 'text/html').set(headers).expect(200);

  it('names the language the app will choose: ?lang=, else the cookie, else Accept-Language, else English', async () => {
    expect((await page(app, '/events?lang=fr', { Cookie: 'pavilion_lang=de' })).text).toContain('<html lang="fr">');
    expect((await page(app, '/events', { Cookie: 'other=1; pavilion_lang=de' })).text).toContain('<html lang="de">');
    const asked = await page(app, '/events', { 'Accept-Language': 'es-ES,es;q=0.9' });
    expect(asked.text).toContain('<html lang="es">');
    expect(String(asked.headers.vary)).toMatch(/Accept-Language/);
    expect((await page(app, '/events?lang=it', { 'Accept-Language': 'it' })).text).toContain('<html lang="en">');
    expect((await page(portal, '/dashboard', { 'Accept-Language': 'de' })).text).toContain('<html lang="de">');
  });

  it("links a public marketplace page's versions in the four languages for search engines, and no private page's", async () => {
    const event = (await page(app, '/events/42?lang=de')).text;
    for (const lang of ['en', 'es', 'fr', 'de'])
      expect(event).toContain(
        `<link rel="alternate" hreflang="${lang}" href="https://pavilion.example/events/42?lang=${lang}" />`,
      );
    expect(event).toContain('<link rel="alternate" hreflang="x-default" href="https://pavilion.example/events/42" />');
    expect((await page(app, '/')).text).toContain('hreflang="de" href="https://pavilion.example/?lang=de"');
    expect((await page(app, '/about-us')).text).toContain('hreflang="x-default"');
    expect((await page(app, '/user/settings')).text).not.toContain('hreflang');
    expect((await page(app, '/events/42/ticket-purchase-auth')).text).not.toContain('hreflang');
    expect((await page(portal, '/events')).text).not.toContain('hreflang');
  });
});
