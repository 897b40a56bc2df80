// The main pages of each app in every language (English, Spanish, French, German and the accented test
// language, whose words are longest), each page visited once per language and checked there for all of:
// on a phone's width (390 px) the page does not scroll sideways, the main landmark's content stays inside
// the window and each description list keeps its two columns; in the pseudo-locale no English message
// shows and the layout holds at 1280 px too; the pages a company meets in German, Spanish or French show
// no English and no cut prompt at 1280 and 390 px; axe finds nothing serious on the first pages of each
// app in those three languages. Each failure names the route and the widest element at fault
// (layout.ts). Every journey also checks the pages it visits at its own width (support.ts).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { cutPrompts, measureLayout } from './layout';
import {
  consoleRoutes,
  demoIds,
  LANGUAGES,
  marketplaceRoutes,
  openInApp,
  partnerRoutes,
  signIn,
  withLang,
  type DemoIds,
  type DemoRoute,
} from './demo-routes';
import { damageClaimRoute } from './demo-damage-claim';
import { ACCOUNTS, expect, expectNoSeriousA11yViolations, test } from './support';

const ROOT = path.resolve(__dirname, '../../..');

/**
 * Routes that do not fit a phone's width yet, by app and name: visited and reported as annotations,
 * not failures. Remove one when its page is fixed, so that it is checked again.
 */
const KNOWN_NARROW: ReadonlyArray<string> = [];

test.use({ viewport: { width: 390, height: 800 }, checkLayout: false });

/**
 * Runs in the page: every description list (DescriptionList, `.pv-dl`) in main keeps its grid: its
 * labels start at one x, its values start at one x and reach the list's right edge. A page rule that
 * turns its rows into flex boxes (as the buyer's damage claim box once was) puts pairs side by side
 * in narrow columns, which no sideways scroll reveals.
 */
function measureDescriptionLists(): string[] {
  const problems: string[] = [];
  const lists = Array.from(document.querySelectorAll('main dl.pv-dl'));
  lists.forEach((dl, index) => {
    const box = dl.getBoundingClientRect();
    if (box.width < 1 || box.height < 1) return;
    const labels = Array.from(dl.querySelectorAll(':scope > .pv-dl__item > dt')).map((el) =>
      el.getBoundingClientRect(),
    );
    const values = Array.from(dl.querySelectorAll(':scope > .pv-dl__item > dd')).map((el) => ({
      box: el.getBoundingClientRect(),
      text: (el.closest('.pv-dl__item')?.querySelector('dt')?.textContent ?? '').trim(),
    }));
    const heading = dl.closest('article, section, li')?.querySelector('h1, h2, h3, h4')?.textContent?.trim();
    const name = `description list ${index + 1}${heading ? ` ("${heading}")` : ''}`;
    const lefts = (boxes: DOMRect[]) => boxes.map((b) => Math.round(b.left));
    const labelLefts = new Set(lefts(labels));
    if (labelLefts.size > 1)
      problems.push(`${name}: its labels start at ${[...labelLefts].join(', ')}px, not at one x`);
    const valueLefts = new Set(lefts(values.map((v) => v.box)));
    if (valueLefts.size > 1)
      problems.push(`${name}: its values start at ${[...valueLefts].join(', ')}px, not at one x`);
    for (const value of values)
      if (value.box.right < box.right - 1.5)
        problems.push(
          `${name}: the value of "${value.text}" ends at ${Math.round(value.box.right)}px, ` +
            `${Math.round(box.right - value.box.right)}px short of the list's right edge`,
        );
  });
  return problems;
}

/**
 * The English of every message of four words or more without placeholders, read from the message
 * files (defineMessages in messages.ts or a messages/ folder). On a page in another language none may
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

/** A pseudo-localised text: bracketed, with the accented letters the pseudo-locale writes. */
const PSEUDO = /\[[^\]]*[àƀçđéƒĝĥíĵķĺɱñöþǫŕšŧüṽŵẋýžÀƁÇĐÉƑĜĤÍĴĶĹṀÑÖÞǪŔŠŦÜṼŴẊÝŽ]/;

/**
 * A page to check, what must show on it before it is measured (beyond its heading), and what else it
 * is checked for: `company` (a page a company meets: no English message, nothing sideways and no field's
 * prompt cut at 1280 px as at 390 px), `axe` (axe-core at 1280 px).
 */
type CheckedRoute = DemoRoute & { shows?: string; company?: boolean; axe?: boolean };

const PHONE = { width: 390, height: 800 };
const DESKTOP = { width: 1280, height: 900 };

async function atWidth(page: Page, size: { width: number; height: number }) {
  await page.setViewportSize(size);
  await page.waitForFunction((w) => document.documentElement.clientWidth === w, size.width);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => done(undefined))));
}

/**
 * Visits each route once in the language, as a person follows links (openInApp: a full load only for
 * the first page of an app and after a sign-in), and checks there everything this file checks:
 * - every language, at 390 px: no sideways scroll, main inside the window, description lists whole;
 * - the pseudo-locale, at 1280 px first: no English message, text in the pseudo-locale, no sideways
 *   scroll or content outside the frame;
 * - a company's pages in German, Spanish and French (`company`), at 1280 and 390 px: no English
 *   message, no sideways scroll, no field's prompt cut, and the partner's ticket types whole at 1280 px;
 * - `axe` routes: axe-core finds nothing serious, at 1280 px.
 */
async function checkRoutes(page: Page, app: string, lang: string, routes: CheckedRoute[]) {
  const pseudo = lang === 'en-XA';
  const english = lang === 'en' ? [] : ENGLISH;
  if (lang !== 'en') expect(english.length, 'English messages to look for').toBeGreaterThan(500);
  let signedInAs: string | null = null;
  for (const route of routes) {
    const fresh = route.as !== null && route.as !== signedInAs;
    if (fresh) {
      await signIn(page, route.as!);
      signedInAs = route.as;
    }
    const desktop = pseudo || route.company || route.axe;
    await page.setViewportSize(desktop ? DESKTOP : PHONE);
    await openInApp(page, withLang(route.path, lang), { fresh });
    await expect(page.locator('html'), `${route.name} in ${lang}`).toHaveAttribute('lang', lang);
    if (route.shows)
      await expect(page.locator(route.shows).first(), `${route.name} shows ${route.shows}`).toBeVisible();
    const problems: string[] = [];
    if (desktop) {
      if (pseudo || route.company) {
        const text = await page.locator('body').innerText();
        problems.push(...english.filter((message) => text.includes(message)).map((m) => `shows the English "${m}"`));
        if (pseudo && !PSEUDO.test(text)) problems.push('shows no text in the pseudo-locale');
      }
      // The partner's ticket types show every column at a desktop's width: the table does not scroll.
      if (route.company && route.path.startsWith('/partner/event-details/') && route.name === 'event') {
        const types = page.locator('main .pv-table-wrapper').first();
        const [scroll, client] = await types.evaluate((el) => [el.scrollWidth, el.clientWidth]);
        if (scroll > client + 1) problems.push(`the ticket types table scrolls: ${scroll}px in ${client}px`);
      }
      if (route.axe) await expectNoSeriousA11yViolations(page);
      await atWidth(page, DESKTOP);
      problems.push(...(await page.evaluate(measureLayout)).map((p) => `at 1280 px: ${p}`));
      if (route.company) problems.push(...(await page.evaluate(cutPrompts)).map((p) => `at 1280 px: ${p}`));
      await atWidth(page, PHONE);
    }
    problems.push(...(await page.evaluate(measureLayout)), ...(await page.evaluate(measureDescriptionLists)));
    if (route.company) problems.push(...(await page.evaluate(cutPrompts)).map((p) => `at 390 px: ${p}`));
    const main = await page.locator('main').boundingBox();
    if (main && (main.x < -1 || main.x + main.width > 391))
      problems.push(`main spans x=${Math.round(main.x)} to ${Math.round(main.x + main.width)}px, outside the window`);
    const label = `${app} ${route.name} (${route.path}) in ${lang}`;
    if (KNOWN_NARROW.includes(`${app} ${route.name}`)) {
      const description = problems.length ? problems.join('; ') : 'fits now: remove it from KNOWN_NARROW';
      test.info().annotations.push({ type: 'known layout issue', description: `${label}: ${description}` });
      continue;
    }
    expect.soft(problems, label).toEqual([]);
  }
}

const ENGLISH = englishMessages();

/** The demo data's ids, read once for this file's tests (nothing here changes the demo data). */
let ids: Promise<DemoIds> | undefined;
const idsOf = (request: APIRequestContext) => (ids ??= demoIds(request));

/** The routes of a company's pass (the languages' own pages) and of the axe check, by name. */
const COMPANY: Record<string, string[]> = {
  marketplace: ['search', 'event', 'checkout start', 'my account', 'registrations and events', 'settings'],
  'partner portal': ['events', 'event', 'event form and ticket types', 'order', 'orders', 'new event form'],
  'admin console': ['partners', 'people', 'events', 'registrations', 'invoices'],
};
const AXE: Record<string, number> = { marketplace: 3, 'partner portal': 2, 'admin console': 2 };

/** The routes of an app in a language, each marked with the checks it gets there. */
function routesIn(app: string, lang: string, routes: CheckedRoute[]): CheckedRoute[] {
  const translated = ['es', 'fr', 'de'].includes(lang);
  return routes.map((route, i) => ({
    ...route,
    company: translated && COMPANY[app]!.includes(route.name),
    axe: translated && i < AXE[app]!,
  }));
}

for (const lang of LANGUAGES)
  test.describe(`on a phone's width no page scrolls sideways and main stays inside the window, in ${lang}`, () => {
    test("the marketplace: home, search, an event, checkout, the account pages and the buyer's damage claim", async ({
      page,
      request,
    }) => {
      const claim = await damageClaimRoute(request);
      await checkRoutes(
        page,
        'marketplace',
        lang,
        routesIn('marketplace', lang, [
          ...marketplaceRoutes(await idsOf(request)),
          { name: 'damage claim on an order', path: claim.path, as: claim.as, shows: '.pv-damage-claim' },
        ]),
      );
    });

    test("the partner portal: dashboard, events, an event's pages and form, an order, finances and invoices", async ({
      page,
      request,
    }) => {
      const translated = ['es', 'fr', 'de'].includes(lang);
      await checkRoutes(
        page,
        'partner portal',
        lang,
        routesIn('partner portal', lang, [
          ...partnerRoutes(await idsOf(request)),
          // The company's own pass also reads the orders' list and the new event's form.
          ...(translated
            ? [
                { name: 'orders', path: '/partner/dashboard/registrations', as: ACCOUNTS.partner },
                { name: 'new event form', path: '/partner/add-event', as: ACCOUNTS.partner },
              ]
            : []),
        ]),
      );
    });

    test('the admin console: summary, partners, events, orders, reviews, payouts, invoices, claims, audit and settings', async ({
      page,
      request,
    }) => {
      await checkRoutes(
        page,
        'admin console',
        lang,
        routesIn('admin console', lang, consoleRoutes(await idsOf(request))),
      );
    });
  });
