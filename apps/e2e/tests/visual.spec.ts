// Screenshots of the main pages of each app at 1280 px and 390 px, compared with the baselines in
// visual.spec.ts-snapshots/ (1 % of the pixels may differ). Runs first on fresh demo data (its own
// project in playwright.config.ts). What would change from one run or one day to the next is made
// the same: the font (Inter, bundled from @fontsource/inter, instead of the machine's), the clock,
// dates, times and ids in the text, animations and the caret. After an intended change:
//   npx playwright test -c apps/e2e/playwright.config.ts --project=visual --update-snapshots
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { damageClaimRoute } from './demo-damage-claim';
import { demoIds, openSettled, signIn, type DemoIds } from './demo-routes';
import { ACCOUNTS, expect, test } from './support';

const WIDTHS = [1280, 390] as const;

const fontFiles = path.join(path.dirname(require.resolve('@fontsource/inter/package.json')), 'files');
const fontFaces = [400, 500, 600, 700]
  .map((weight) => {
    const data = readFileSync(path.join(fontFiles, `inter-latin-${weight}-normal.woff2`)).toString('base64');
    return `@font-face{font-family:'Pavilion Visual';font-weight:${weight};font-style:normal;src:url(data:font/woff2;base64,${data}) format('woff2');}`;
  })
  .join('');
/** Every text in one bundled font, whatever fonts the machine has. */
const FONT_CSS = `${fontFaces}
:root{--pv-font-family:'Pavilion Visual',sans-serif !important;--pv-font-family-mono:'Pavilion Visual',monospace !important;}
*,*::before,*::after{font-family:'Pavilion Visual',sans-serif !important;}`;

/**
 * Runs in the page before each screenshot: the demo data is written relative to the day the server
 * started, so dates, times of day and generated ids change from run to run. They are written as fixed
 * values of about the same length, so the layout around them stays the same.
 */
function freezeChangingText() {
  const month = '(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\\.?';
  const weekday = '(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)[a-z]*,? ';
  const rules: Array<[RegExp, string]> = [
    [/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, '00000000-0000-4000-8000-000000000000'],
    [new RegExp(`(?:${weekday})?${month} \\d{1,2}(?:, \\d{4})?`, 'g'), 'Jan 10, 2030'],
    [new RegExp(`\\b\\d{1,2} ${month}(?: \\d{4})?`, 'g'), '10 Jan 2030'],
    [/\b\d{1,2}\/\d{1,2}\/\d{2,4}\b/g, '1/10/2030'],
    [/\b\d{4}-\d{2}-\d{2}\b/g, '2030-01-10'],
    [/\b(?:19|20)\d{2}\b/g, '2030'],
    [/\b\d{1,2}:\d{2}(?::\d{2})?\s?[AP]M\b/g, '10:00 AM'],
    [/\b\d{1,2}:\d{2}(?::\d{2})?\b/g, '10:00'],
    [/\b\d+ (second|minute|hour|day|week|month|year)s?\b/g, '2 $1s'],
  ];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const before = node.textContent ?? '';
    let after = before;
    for (const [pattern, replacement] of rules) after = after.replace(pattern, replacement);
    if (after !== before) node.textContent = after;
  }
}

async function shoot(
  page: Page,
  name: string,
  route: string,
  as: string | null,
  signedIn: { as: string | null },
  /** One part of the page (a CSS selector) instead of the whole page. */
  part?: string,
) {
  if (as && signedIn.as !== as) {
    await signIn(page, as);
    signedIn.as = as;
  }
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width > 600 ? 800 : 844 });
    await openSettled(page, route);
    if (part) {
      await expect(page.locator(part)).toBeVisible();
      // The top bar stays in its place: sticky, it would cover the part's top as the part is scrolled to.
      await page.addStyleTag({ content: 'header { position: static !important; }' });
    }
    // Every picture loaded (the lazy ones too, as a full-page screenshot shows them), 5 s at most.
    await page.evaluate(async () => {
      const images = Array.from(document.images);
      for (const img of images) img.loading = 'eager';
      const loaded = (img: HTMLImageElement) =>
        img.complete
          ? null
          : new Promise((done) => {
              img.addEventListener('load', done, { once: true });
              img.addEventListener('error', done, { once: true });
            });
      await Promise.race([Promise.all(images.map(loaded)), new Promise((done) => setTimeout(done, 5000))]);
    });
    await page.evaluate(freezeChangingText);
    const options = { animations: 'disabled', caret: 'hide', maxDiffPixelRatio: 0.01 } as const;
    if (part)
      await expect.soft(page.locator(part), `${name} at ${width} px`).toHaveScreenshot(`${name}-${width}.png`, options);
    else
      await expect
        .soft(page, `${name} at ${width} px`)
        .toHaveScreenshot(`${name}-${width}.png`, { ...options, fullPage: true });
  }
}

// No carousel turns by itself (it stops for reduced motion), dates read the same on any machine, and
// the layout check is layout.spec.ts's.
test.use({ checkLayout: false, reducedMotion: 'reduce', locale: 'en-US', timezoneId: 'UTC' });

let ids: DemoIds;
test.beforeAll(async ({ request }) => {
  ids = await demoIds(request);
});

test.beforeEach(async ({ page }) => {
  await page.addInitScript((css) => {
    const add = () => {
      const style = document.createElement('style');
      style.textContent = css;
      document.head.append(style);
    };
    if (document.head) add();
    else document.addEventListener('DOMContentLoaded', add, { once: true });
  }, FONT_CSS);
  // The browser's clock stands still: nothing counts down or moves between two screenshots.
  await page.clock.setFixedTime(new Date());
});

test('the marketplace looks as it did: home, search results and an event page', async ({ page }) => {
  const signedIn = { as: null as string | null };
  await shoot(page, 'marketplace-home', '/', null, signedIn);
  await shoot(page, 'marketplace-search', '/events?sectorIds=1', null, signedIn);
  await shoot(page, 'marketplace-event', `/events/${ids.publicEventId}`, null, signedIn);
});

test("the marketplace looks as it did: the buyer's order with the organiser's damage claim", async ({
  page,
  request,
}) => {
  const claim = await damageClaimRoute(request);
  // The order's card, the claim box in it: the rest of the page (QR codes) changes with each run's ids.
  const card = `li.pv-order[aria-labelledby="order-${claim.orderId}"]`;
  await shoot(page, 'marketplace-damage-claim', claim.path, claim.as, { as: null }, card);
});

test("the partner portal looks as it did: dashboard, an event, an order and an event's reviews", async ({ page }) => {
  const signedIn = { as: null as string | null };
  const as = ACCOUNTS.partner;
  await shoot(page, 'partner-dashboard', '/partner/dashboard', as, signedIn);
  await shoot(page, 'partner-event', `/partner/event-details/${ids.upcomingEventId}`, as, signedIn);
  await shoot(page, 'partner-order', `/partner/order-details/${ids.partnerOrderId}`, as, signedIn);
  await shoot(page, 'partner-reviews', `/partner/event-details/${ids.pastEventId}/reviews`, as, signedIn);
});

test('the admin console looks as it did: partners, a partner, reviews and a damage claim', async ({ page }) => {
  const signedIn = { as: null as string | null };
  const as = ACCOUNTS.admin;
  await shoot(page, 'console-partners', '/admin/dashboard/partners', as, signedIn);
  await shoot(page, 'console-partner', `/admin/partner-details/${ids.partnerId}`, as, signedIn);
  await shoot(page, 'console-reviews', '/admin/dashboard/reviews', as, signedIn);
  await shoot(page, 'console-damage-claim', `/admin/damage-claims/${ids.damageClaimId}`, as, signedIn);
});
