// The main pages of each app on a phone's width (390 px): the page does not scroll sideways and the
// main landmark's content stays inside the window. Each failure names the route and the widest element
// at fault (layout.ts). Every journey also checks the pages it visits at its own width (support.ts).
import type { Page } from '@playwright/test';
import { measureLayout } from './layout';
import {
  consoleRoutes,
  demoIds,
  marketplaceRoutes,
  openSettled,
  partnerRoutes,
  signIn,
  type DemoRoute,
} from './demo-routes';
import { expect, test } from './support';

/**
 * Routes that do not fit a phone's width yet, by app and name: visited and reported as annotations,
 * not failures. Remove one when its page is fixed, so that it is checked again.
 */
const KNOWN_NARROW: ReadonlyArray<string> = [];

test.use({ viewport: { width: 390, height: 800 }, checkLayout: false });

async function checkRoutes(page: Page, app: string, routes: DemoRoute[]) {
  let signedInAs: string | null = null;
  for (const route of routes) {
    if (route.as && route.as !== signedInAs) {
      await signIn(page, route.as);
      signedInAs = route.as;
    }
    await openSettled(page, route.path);
    const problems = await page.evaluate(measureLayout);
    const main = await page.locator('main').boundingBox();
    if (main && (main.x < -1 || main.x + main.width > 391))
      problems.push(`main spans x=${Math.round(main.x)} to ${Math.round(main.x + main.width)}px, outside the window`);
    const label = `${app} ${route.name} (${route.path})`;
    if (KNOWN_NARROW.includes(`${app} ${route.name}`)) {
      const description = problems.length ? problems.join('; ') : 'fits now: remove it from KNOWN_NARROW';
      test.info().annotations.push({ type: 'known layout issue', description: `${label}: ${description}` });
      continue;
    }
    expect.soft(problems, label).toEqual([]);
  }
}

test.describe("on a phone's width no page scrolls sideways and main stays inside the window", () => {
  test('the marketplace: home, search, an event, checkout and the account pages', async ({ page, request }) => {
    await checkRoutes(page, 'marketplace', marketplaceRoutes(await demoIds(request)));
  });

  test("the partner portal: dashboard, events, an event's pages, an order and finances", async ({ page, request }) => {
    await checkRoutes(page, 'partner portal', partnerRoutes(await demoIds(request)));
  });

  test('the admin console: summary, partners, events, orders, reviews, payouts, claims, audit and settings', async ({
    page,
    request,
  }) => {
    await checkRoutes(page, 'admin console', consoleRoutes(await demoIds(request)));
  });
});
