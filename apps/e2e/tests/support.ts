// Shared helpers for the journeys: demo accounts, an accessibility check with axe-core, and `test`
// with the layout check every journey runs on every page it visits (import `test` from here).
import AxeBuilder from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
import { test as base, expect as baseExpect, type APIRequestContext, type Page } from '@playwright/test';
import { measureLayout, watchLayout, type LayoutIssue } from './layout';

/**
 * The product URL of a page: the partner portal and admin console are at the root of their own hosts
 * (partner.localhost, admin.localhost), so http://partner.localhost:3210/dashboard is the product's
 * http://localhost:3210/partner/dashboard, the address every journey names and the marketplace forwards.
 */
export function productUrl(url: string | URL): string {
  const parsed = new URL(url);
  const [first, ...rest] = parsed.hostname.split('.');
  if ((first === 'partner' || first === 'admin') && rest.length > 0) {
    parsed.hostname = rest.join('.');
    parsed.pathname = parsed.pathname === '/' ? `/${first}` : `/${first}${parsed.pathname}`;
  }
  return parsed.href;
}

/**
 * `expect` with `toHaveURL` checking the page's product URL (productUrl), so a journey's
 * `toHaveURL(/\/partner\/dashboard$/)` holds on the portal's host. Every other matcher is Playwright's.
 */
export const expect = baseExpect.extend({
  async toHaveURL(page: Page, expected: string | RegExp, options?: { timeout?: number }) {
    const matches = (url: URL) => {
      const product = productUrl(url);
      return typeof expected === 'string' ? product === new URL(expected, product).href : expected.test(product);
    };
    try {
      if (this.isNot) await baseExpect(page).not.toHaveURL(matches, options);
      else await baseExpect(page).toHaveURL(matches, options);
      return { pass: !this.isNot, name: 'toHaveURL', message: () => `product URL ${productUrl(page.url())}` };
    } catch {
      return {
        pass: this.isNot,
        name: 'toHaveURL',
        message: () =>
          `expected the product URL ${productUrl(page.url())} ${this.isNot ? 'not ' : ''}to match ${expected}`,
      };
    }
  },
});

/**
 * Layout problems known and not fixed yet, by route (a regular expression on the path): reported on
 * the test as annotations instead of failing it. Remove a route once its page is fixed.
 */
export const KNOWN_LAYOUT_ISSUES: ReadonlyArray<{ route: RegExp; why: string }> = [];

/** How long the DOM stays unchanged before a page is measured: a page that has finished loading. */
const QUIET_MS = 250;

export const test = base.extend<{ checkLayout: boolean; layoutCheck: void }>({
  /** `test.use({ checkLayout: false })` for a spec that makes its own layout (or none) on purpose. */
  checkLayout: [true, { option: true }],
  /**
   * On every page of the test's browser context: measured whenever the page has settled after a load
   * or an in-app navigation, and once more at the end of the test. Fails the test with each problem,
   * its route and the widest element at fault (layout.ts).
   */
  layoutCheck: [
    async ({ context, checkLayout }, use, testInfo) => {
      if (!checkLayout) return use();
      const issues: LayoutIssue[] = [];
      await context.exposeBinding('__pvLayoutProblem', (_source, route: string, problem: string) => {
        issues.push({ route, problem });
      });
      await context.addInitScript({
        content: `window.__pvMeasureLayout = ${measureLayout.toString()};\n(${watchLayout.toString()})(${QUIET_MS});`,
      });
      await use();
      if (testInfo.status !== testInfo.expectedStatus) return;
      for (const page of context.pages()) {
        const route = await page.evaluate(() => location.pathname + location.search).catch(() => null);
        if (route === null || !route.startsWith('/')) continue;
        const problems = await page
          .evaluate(() => (window as unknown as { __pvMeasureLayout?: () => string[] }).__pvMeasureLayout?.() ?? [])
          .catch(() => []);
        for (const problem of problems) issues.push({ route, problem });
      }
      const seen = new Set<string>();
      const failing: string[] = [];
      for (const { route, problem } of issues) {
        const key = `${route}: ${problem}`;
        if (seen.has(key)) continue;
        seen.add(key);
        const known = KNOWN_LAYOUT_ISSUES.find((k) => k.route.test(route.split('?')[0]!));
        if (known) testInfo.annotations.push({ type: 'known layout issue', description: `${key} (${known.why})` });
        else failing.push(key);
      }
      expect(failing, 'layout problems on the pages this journey visited').toEqual([]);
    },
    { auto: true },
  ],
});

export const DEMO_PASSWORD = 'Password123!';
export const ACCOUNTS = {
  attendee: 'attendee@example.com',
  partner: 'partner@example.com',
  admin: 'admin@example.com',
} as const;

/** The signed-in person's account menu button in the top bar (its name: "{name}: account menu for {email}"). */
export const accountMenuButton = (page: Page) => page.getByRole('button', { name: /: account menu for / });

/**
 * The axe-core the check runs: the workspace's own (package.json), newer than the one @axe-core/playwright
 * brings, as that integration's newer versions need a newer Node than the README names. The integration
 * injects what it is given (docs/decisions/0331-the-journeys-check-with-the-newest-axe-core.md).
 */
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Fails on any serious or critical axe-core violation, listing them. axe runs in the page itself
 * (axe.run, "legacy mode"): the default mode runs each frame apart and merges the results in a new
 * page opened for each check, which took a third of the journeys' time. Legacy mode checks the same
 * rules on the same page and skips cross-origin frames only, which the apps do not have. axe's
 * configuration is applied again for each check, so a page checked twice is checked alike.
 */
export async function expectNoSeriousA11yViolations(page: Page) {
  // Transitions under way end first: a button that turns up under the pointer after a click fades to its
  // hover colour, and axe reading the colours halfway through finds a contrast the page never keeps.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // axe-core's source (1.3 MB) is evaluated twice in a page for each check unless given another: once
  // every frame of the page has it (a page reached through the app's router keeps it), a no-op is given.
  const loaded = (
    await Promise.all(
      page
        .frames()
        .map((frame) =>
          frame
            .evaluate(() => typeof (window as unknown as { axe?: { run?: unknown } }).axe?.run === 'function')
            .catch(() => false),
        ),
    )
  ).every(Boolean);
  const results = await new AxeBuilder({ page, axeSource: loaded ? 'undefined' : AXE_SOURCE })
    // Only violations are read: axe keeps the full details (each node's selector and markup) of those
    // alone, and one node of each passing or inapplicable rule, rather than of every node that passed.
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .setLegacyMode(true)
    .analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')})`,
    ),
  ).toEqual([]);
}

/**
 * Waits until nothing in the page's main landmark is loading (no spinner, skeleton or busy region):
 * what a journey waits for before axe, rather than a quiet network.
 */
export async function expectMainSettled(page: Page) {
  await expect(page.locator('main [role="status"].pv-spinner, main .pv-skeleton, main [aria-busy="true"]')).toHaveCount(
    0,
  );
}

/** The Authorization header of a demo account signed in through the API. */
export async function bearer(request: APIRequestContext, email: string): Promise<Record<string, string>> {
  const res = await request.post('/api/login/', { data: { email, password: DEMO_PASSWORD } });
  expect(res.ok(), `sign in as ${email}`).toBe(true);
  return { Authorization: `Bearer ${((await res.json()) as { token: string }).token}` };
}

/**
 * Signs the page's browser context in (the session cookie) through the API, without the login page:
 * for the journeys that do not test the form (logIn does). A page the app has already loaded does not
 * know of it until it loads again.
 */
export async function signIn(page: Page, email: string) {
  const res = await page.request.post('/api/login/', {
    data: { email, password: DEMO_PASSWORD },
    headers: { 'X-Requested-With': 'pavilion' },
  });
  expect(res.ok(), `sign in as ${email}`).toBe(true);
}

/** Signs in through the login page's form, as a person does. */
export async function logIn(page: Page, email: string, path = '/login') {
  await page.goto(path);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
}
