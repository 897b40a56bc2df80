// The four languages in the browser: a visitor switches on the home page and keeps the language from
// page to page; the main pages of the three apps in the pseudo-locale (accented English a third
// longer) show no English message and no layout that breaks on longer words; axe finds nothing serious
// in Spanish, French and German.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  consoleRoutes,
  demoIds,
  marketplaceRoutes,
  openSettled,
  partnerRoutes,
  signIn,
  withLang,
  type DemoRoute,
} from './demo-routes';
import { cutPrompts, measureLayout } from './layout';
import { ACCOUNTS, expect, expectNoSeriousA11yViolations, test } from './support';

const ROOT = path.resolve(__dirname, '../../..');

/**
 * The English of every message of four words or more without placeholders, read from the message
 * files (defineMessages in messages.ts or a messages/ folder). On a page in the pseudo-locale none may
 * show: one that does was read when its module loaded, before the language was known. (Shorter texts
 * also name data: a job title, a status in an audit entry.)
 */
function englishMessages(): string[] {
  const texts = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (['node_modules', 'dist', 'tmp'].includes(entry.name)) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/(^messages\.ts$|\.messages\.ts$)/.test(entry.name) || /\/messages\/[^/]+\.ts$/.test(full)) {
        const source = readFileSync(full, 'utf8');
        if (!source.includes('defineMessages(')) continue;
        for (const match of source.matchAll(/^\s+\w+:\s*(['"])((?:\\.|(?!\1).)*)\1,?$/gm)) {
          const text = match[2]!.replace(/\\(.)/g, '$1');
          if (!text.includes('{') && text.trim().split(/\s+/).length >= 4) texts.add(text);
        }
      }
    }
  };
  ['apps', 'libs'].forEach((folder) => walk(path.join(ROOT, folder)));
  return [...texts];
}

/**
 * Pages whose texts are not all messages yet, by app and name: visited and reported as annotations,
 * not failures. Remove one when its page speaks the four languages, so that it is checked again.
 */
const KNOWN_UNTRANSLATED: ReadonlyArray<string> = [];

/** A pseudo-localised text: bracketed, with the accented letters the pseudo-locale writes. */
const PSEUDO = /\[[^\]]*[àƀçđéƒĝĥíĵķĺɱñöþǫŕšŧüṽŵẋýžÀƁÇĐÉƑĜĤÍĴĶĹṀÑÖÞǪŔŠŦÜṼŴẊÝŽ]/;

async function checkPseudo(page: Page, app: string, routes: DemoRoute[], english: string[]) {
  let signedInAs: string | null = null;
  for (const route of routes) {
    if (route.as && route.as !== signedInAs) {
      await signIn(page, route.as);
      signedInAs = route.as;
    }
    await openSettled(page, withLang(route.path, 'en-XA'));
    const text = await page.locator('body').innerText();
    const problems = english.filter((message) => text.includes(message)).map((m) => `shows the English "${m}"`);
    const heading = await page.locator('main h1').first().innerText();
    if (!PSEUDO.test(text)) problems.push('shows no text in the pseudo-locale');
    problems.push(...(await page.evaluate(measureLayout)));
    const label = `${app} ${route.name} (${route.path}), heading "${heading}"`;
    if (KNOWN_UNTRANSLATED.includes(`${app} ${route.name}`)) {
      test.info().annotations.push({ type: 'not translated yet', description: `${label}: ${problems.join('; ')}` });
      continue;
    }
    expect.soft(problems, label).toEqual([]);
  }
}

test.describe('the pseudo-locale shows every message translated and every layout holding longer words', () => {
  const english = englishMessages();

  test('the marketplace', async ({ page, request }) => {
    await checkPseudo(page, 'marketplace', marketplaceRoutes(await demoIds(request)), english);
  });

  test('the partner portal', async ({ page, request }) => {
    await checkPseudo(page, 'partner portal', partnerRoutes(await demoIds(request)), english);
  });

  test('the admin console', async ({ page, request }) => {
    await checkPseudo(page, 'admin console', consoleRoutes(await demoIds(request)), english);
  });
});

/**
 * The English names of the reference data (every option list, sector, sector subtype and country), as
 * the API answers them in English: in the pseudo-locale none may show on a page as a line or an item
 * of a list of its own (each value is written accented there, and a range from its numbers).
 */
async function englishReferenceNames(request: APIRequestContext): Promise<Set<string>> {
  const res = await request.get('/api/options/', { headers: { 'Accept-Language': 'en' } });
  const options = (await res.json()) as Record<
    string,
    Array<{ name: string; sectorSubtypes?: Array<{ name: string }> }>
  >;
  const names = Object.values(options).flatMap((list) =>
    list.flatMap((item) => [item.name, ...(item.sectorSubtypes ?? []).map((s) => s.name)]),
  );
  return new Set(names);
}

/** The pieces of a page's text that are an English name of the reference data. */
function englishNamesIn(text: string, english: ReadonlySet<string>): string[] {
  const pieces = text.split(/\n|, |: /).map((piece) => piece.trim());
  return [...new Set(pieces.filter((piece) => english.has(piece)))];
}

test('the option lists and countries show no English in the pseudo-locale: search, event page, event form', async ({
  page,
  request,
}) => {
  const ids = await demoIds(request);
  const english = await englishReferenceNames(request);
  expect(english.has('Trade Show') && english.has('Germany') && english.has('Under 1,000 sqm')).toBe(true);

  // The search page's filters, every one opened, and the countries its country filter offers.
  await openSettled(page, withLang('/events', 'en-XA'));
  const filters = page.locator('aside.pv-filters');
  const closed = filters.locator('.pv-accordion__item button[aria-expanded="false"]');
  for (let opened = 0; opened < 30 && (await closed.count()) > 0; opened++) await closed.first().click();
  const sidebar = await filters.innerText();
  expect.soft(englishNamesIn(sidebar, english), 'the search filters').toEqual([]);
  expect.soft(sidebar, 'the search filters').toContain('[Ŧŕàđé~~ Šĥöŵ~~]');
  const countryBox = filters.getByRole('combobox').first();
  await countryBox.fill('a');
  const offered = await page.getByRole('option').allInnerTexts();
  expect.soft(offered.length, 'the country filter offers countries').toBeGreaterThan(0);
  expect.soft(englishNamesIn(offered.join('\n'), english), 'the country filter').toEqual([]);

  // The event page's facts: industry, audience, attendees and exhibitors, attendance.
  await openSettled(page, withLang(`/events/${ids.publicEventId}`, 'en-XA'));
  const facts = await page.locator('#information, #industry, #attendees').allInnerTexts();
  expect.soft(englishNamesIn(facts.join('\n'), english), 'the event page').toEqual([]);
  expect.soft(facts.join('\n'), 'the event page').not.toMatch(/\b(In-Person|Virtual|Hybrid)\b/);

  // The partner's event form: every list it offers.
  await signIn(page, ACCOUNTS.partner);
  await openSettled(page, withLang(`/partner/event-details/${ids.upcomingEventId}/edit`, 'en-XA'));
  const form = await page.locator('main').innerText();
  const choices = await page.locator('main select option, main [role="option"]').allInnerTexts();
  expect.soft(englishNamesIn([form, ...choices].join('\n'), english), "the partner's event form").toEqual([]);
});

test('a visitor switches to German on the home page and keeps it from page to page', async ({ page }) => {
  await openSettled(page, '/');
  // The offer's headline is the administrator's, written in each language.
  const offer = page.getByTestId('home-offer');
  await expect(offer).toContainText('Save 15% on upcoming events with the organisers’ code EARLYBIRD at checkout');
  await page.getByRole('banner').getByRole('combobox', { name: 'Language' }).selectOption('de');
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Veranstaltungen' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(offer).toContainText(
    'Sparen Sie 15 % bei kommenden Veranstaltungen mit dem Veranstaltercode EARLYBIRD an der Kasse',
  );
  await expect(offer).not.toContainText('Save 15%');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Über uns' })).toBeVisible();

  await banner.getByRole('link', { name: 'Veranstaltungen' }).click();
  await expect(page).toHaveURL(/\/events/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(banner.getByRole('combobox', { name: 'Sprache' })).toHaveValue('de');

  // A new visit keeps the choice (the cookie), and so does the partner portal's page (another app).
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Anmelden' })).toBeVisible();
  await page.goto('/partner/signup');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
});

test.describe("the partner's event form shows every prompt whole", () => {
  for (const lang of ['de', 'es', 'fr']) {
    test(`in ${lang}, new and edited, at 1280 and 390 px`, async ({ page, request }) => {
      const ids = await demoIds(request);
      await signIn(page, ACCOUNTS.partner);
      for (const path of ['/partner/add-event', `/partner/event-details/${ids.upcomingEventId}/edit`]) {
        await page.setViewportSize({ width: 1280, height: 900 });
        await openSettled(page, withLang(path, lang));
        for (const width of [1280, 390]) {
          await page.setViewportSize({ width, height: 900 });
          await page.waitForFunction((w) => document.documentElement.clientWidth === w, width);
          await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => done(undefined))));
          expect.soft(await page.evaluate(cutPrompts), `${path} in ${lang} at ${width} px`).toEqual([]);
        }
      }
    });
  }
});

test.describe('axe finds nothing serious in every language', () => {
  for (const lang of ['es', 'fr', 'de']) {
    test(`the main pages in ${lang}`, async ({ page, request }) => {
      const ids = await demoIds(request);
      const routes: DemoRoute[] = [
        ...marketplaceRoutes(ids).slice(0, 3),
        ...partnerRoutes(ids).slice(0, 2),
        ...consoleRoutes(ids).slice(0, 2),
      ];
      let signedInAs: string | null = null;
      for (const route of routes) {
        if (route.as && route.as !== signedInAs) {
          await signIn(page, route.as);
          signedInAs = route.as;
        }
        await openSettled(page, withLang(route.path, lang));
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expectNoSeriousA11yViolations(page);
      }
    });
  }
});

/**
 * The pages a company meets in German, Spanish or French, in one pass per language: search, an event,
 * checkout, the buyer's account, the partner's event, its form and its orders, and the console's lists.
 * Each shows no English message (the detector above), and neither at 1280 px nor at 390 px does it
 * scroll sideways, reach outside the frame or cut a field's prompt (placeholder or chosen option).
 */
test.describe('a company meets no English and no sideways scroll in its language', () => {
  const english = englishMessages();
  const widths = [1280, 390] as const;

  for (const lang of ['de', 'es', 'fr']) {
    test(`in ${lang}: search, event, checkout, account, the partner's event and orders, the console's lists`, async ({
      page,
      request,
    }) => {
      expect(english.length, 'English messages to look for').toBeGreaterThan(500);
      const ids = await demoIds(request);
      const pick = (routes: DemoRoute[], names: string[]) => routes.filter((r) => names.includes(r.name));
      const routes: DemoRoute[] = [
        ...pick(marketplaceRoutes(ids), [
          'search',
          'event',
          'checkout start',
          'my account',
          'registrations and events',
          'settings',
        ]),
        ...pick(partnerRoutes(ids), ['events', 'event', 'event form and ticket types', 'order']),
        { name: 'orders', path: '/partner/dashboard/registrations', as: ACCOUNTS.partner },
        ...pick(consoleRoutes(ids), ['partners', 'people', 'events', 'registrations', 'invoices']),
      ];
      let signedInAs: string | null = null;
      for (const route of routes) {
        if (route.as && route.as !== signedInAs) {
          await signIn(page, route.as);
          signedInAs = route.as;
        }
        await page.setViewportSize({ width: widths[0], height: 900 });
        await openSettled(page, withLang(route.path, lang));
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        const text = await page.locator('body').innerText();
        const problems = english.filter((message) => text.includes(message)).map((m) => `shows the English "${m}"`);
        // The partner's ticket types show every column at a desktop's width: the table does not scroll.
        if (route.path.startsWith('/partner/event-details/') && route.name === 'event') {
          const types = page.locator('main .pv-table-wrapper').first();
          const [scroll, client] = await types.evaluate((el) => [el.scrollWidth, el.clientWidth]);
          if (scroll > client + 1) problems.push(`the ticket types table scrolls: ${scroll}px in ${client}px`);
        }
        for (const width of widths) {
          await page.setViewportSize({ width, height: 900 });
          await page.waitForFunction((w) => document.documentElement.clientWidth === w, width);
          await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => done(undefined))));
          problems.push(...(await page.evaluate(measureLayout)).map((p) => `at ${width} px: ${p}`));
          problems.push(...(await page.evaluate(cutPrompts)).map((p) => `at ${width} px: ${p}`));
        }
        expect.soft(problems, `${route.name} (${route.path}) in ${lang}`).toEqual([]);
      }
    });
  }
});
