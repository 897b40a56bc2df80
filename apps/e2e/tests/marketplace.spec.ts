// Marketplace journeys: home search to results to an event to checkout, the search kept in the URL,
// the date picker's click rules, the banner carousel, and accessibility of the public pages.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './support';
import { gotoInApp } from './demo-routes';

interface DetailSummary {
  id: number;
  name: string;
  bannerImageUrls: string[];
  ticketTypes: { id: number; name: string; onSale: boolean; soldOut: boolean }[];
}

/** The first upcoming event that satisfies `wanted`, read from the API so the journeys follow the demo data. */
async function findEvent(
  request: APIRequestContext,
  wanted: (event: DetailSummary) => boolean,
): Promise<DetailSummary> {
  const cards = (await (await request.get('/api/events/top/12')).json()) as { id: number }[];
  for (const card of cards) {
    const event = (await (await request.get(`/api/events/${card.id}`)).json()) as DetailSummary;
    if (wanted(event)) return event;
  }
  throw new Error('The demo data has no event for this journey');
}

const resultCount = (page: Page) => page.getByText(/^\d+ events? found$/);
const resultList = (page: Page) => page.getByRole('list', { name: 'Search results' });

/** While a new search runs the previous results stay on screen, marked busy: wait for the new ones. */
async function settled(page: Page) {
  await expect(resultList(page)).toBeVisible();
  await expect(resultList(page)).not.toHaveAttribute('aria-busy', 'true');
}

function nextMonthDays(): { label: (day: number) => RegExp } {
  const now = new Date();
  const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  const monthName = month.toLocaleString('en-US', { month: 'long', timeZone: 'UTC' });
  const year = month.getUTCFullYear();
  // Day buttons are named like 'Wednesday, December 10, 2026' (plus ', start date' once chosen).
  return { label: (day: number) => new RegExp(`^\\w+, ${monthName} ${day}, ${year}`) };
}

test('a visitor searches from home, opens an event and continues to purchase at the auth step', async ({ page }) => {
  await page.goto('/');
  const location = page.getByRole('combobox', { name: 'Location' });
  await location.fill('L');
  await expect(page.getByText('Enter at least 2 characters to search')).toBeVisible();
  await location.fill('Lond');
  await page.getByRole('option', { name: /^London, United Kingdom/ }).click();
  await page.getByRole('button', { name: 'Search' }).click();

  await expect(page).toHaveURL(/\/events\?locationId=\d+&sectors=$/);
  await expect(resultCount(page)).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'City or venue' })).toHaveValue('London, United Kingdom');
  await settled(page);
  const firstCard = resultList(page).getByRole('article').first();
  await expect(firstCard).toContainText('London');
  const eventName = (await firstCard.getByRole('heading').textContent())!.trim();
  await firstCard.getByRole('link', { name: `View details of ${eventName}` }).click();

  await expect(page.getByRole('heading', { level: 1, name: eventName })).toBeVisible();
  const eventId = /\/events\/(\d+)$/.exec(page.url())![1];
  const continueButton = page.getByRole('button', { name: 'Continue to Purchase' });
  await expect(continueButton).toBeDisabled();
  const increase = page.getByRole('button', { name: /^Increase Quantity of / }).first();
  await increase.click();
  await increase.click();
  await expect(page.getByText('Total (2 tickets)')).toBeVisible();
  await continueButton.click();

  await expect(page).toHaveURL(new RegExp(`/events/${eventId}/ticket-purchase-auth\\?tickets=\\d+:2$`));
  const stored = await page.evaluate((id) => window.sessionStorage.getItem(`pavilion.selection.${id}`), eventId);
  expect(Object.values(JSON.parse(stored ?? '{}'))).toEqual([2]);
});

test('a filtered and sorted search survives a reload, and Back and Forward step through it', async ({ page }) => {
  await page.goto('/events');
  await settled(page);
  const allText = await resultCount(page).textContent();

  // The box reflects the URL, so it shows ticked once the search's new URL is in place.
  await page.getByRole('checkbox', { name: 'Technology & IT' }).click();
  await expect(page).toHaveURL(/[?&]sectorIds=\d+/);
  await expect(page.getByRole('checkbox', { name: 'Technology & IT' })).toBeChecked();
  await settled(page);
  await expect(resultCount(page)).not.toHaveText(allText!);
  const filteredText = await resultCount(page).textContent();

  await page.getByRole('button', { name: 'Price', exact: true }).click();
  await expect(page).toHaveURL(/sortCriteria=price/);
  await expect(page.getByRole('button', { name: 'Price, ascending' })).toHaveAttribute('aria-pressed', 'true');
  // The list is read once the descending search has answered: before it, the list may still be the
  // ascending one without being marked busy yet.
  const descending = page.waitForResponse(
    (res) => res.url().includes('/api/events/filtered') && (res.request().postData() ?? '').includes('"desc"'),
  );
  await page.getByRole('button', { name: 'Price, ascending' }).click();
  await expect(page).toHaveURL(/sortDirection=desc/);
  await descending;
  await settled(page);
  const firstName = await resultList(page).getByRole('article').first().getByRole('heading').textContent();

  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Technology & IT' })).toBeChecked();
  await expect(page.getByRole('button', { name: 'Price, descending' })).toHaveAttribute('aria-pressed', 'true');
  await expect(resultCount(page)).toHaveText(filteredText!);
  await expect(resultList(page).getByRole('article').first().getByRole('heading')).toHaveText(firstName!);

  await page.goBack();
  await expect(page).not.toHaveURL(/sortDirection/);
  await expect(page.getByRole('button', { name: 'Price, ascending' })).toBeVisible();
  await page.goBack();
  await expect(page).not.toHaveURL(/sortCriteria/);
  await expect(page.getByRole('button', { name: 'Date, ascending' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('checkbox', { name: 'Technology & IT' })).toBeChecked();
  await page.goBack();
  await expect(page).toHaveURL(/\/events$/);
  await expect(page.getByRole('checkbox', { name: 'Technology & IT' })).not.toBeChecked();
  await expect(resultCount(page)).toHaveText(allText!);
  await page.goForward();
  await expect(page.getByRole('checkbox', { name: 'Technology & IT' })).toBeChecked();
  await expect(resultCount(page)).toHaveText(filteredText!);
});

test("the date picker follows the spec's click rules and applies to the URL", async ({ page }) => {
  await page.goto('/events');
  const picker = page.getByRole('group', { name: 'Event dates' });
  await picker.getByRole('button', { name: 'Next month' }).click();
  const { label } = nextMonthDays();
  const day = (n: number) => picker.getByRole('button', { name: label(n) });
  const summary = picker.locator('.pv-date-range__summary');

  await day(20).click();
  await expect(day(20)).toHaveAccessibleName(/start date$/);
  await expect(summary).toHaveText(/: select an end date$/);
  // An earlier day restarts with a new start.
  await day(10).click();
  await expect(day(10)).toHaveAccessibleName(/start date$/);
  await expect(day(20)).not.toHaveAccessibleName(/date$/);
  // A later day sets the end.
  await day(25).click();
  await expect(day(25)).toHaveAccessibleName(/end date$/);
  await expect(summary).toHaveText(/–/);
  // With both set, any day starts again.
  await day(15).click();
  await expect(day(15)).toHaveAccessibleName(/start date$/);
  await expect(day(25)).not.toHaveAccessibleName(/date$/);
  await day(18).click();

  await picker.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/minDate=\d{4}-\d{2}-15&maxDate=\d{4}-\d{2}-18/);
  await expect(resultCount(page).or(page.getByText('No events found matching your search criteria'))).toBeVisible();

  await picker.getByRole('button', { name: 'Clear' }).click();
  await expect(page).not.toHaveURL(/minDate/);
});

test('the banner carousel moves with its buttons and keys, auto-plays, and can be stopped', async ({
  page,
  request,
}) => {
  const event = await findEvent(request, (e) => e.bannerImageUrls.length >= 3);
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.goto(`/events/${event.id}`);
  const carousel = page.getByRole('region', { name: `${event.name} photos` });
  const slide = (n: number) => carousel.getByRole('group', { name: `${n} of ${event.bannerImageUrls.length}` });
  await expect(slide(1)).toBeVisible();

  // Auto-play: the next slide within the 5 s interval (plus a margin), with the pointer elsewhere.
  await page.mouse.move(0, 0);
  await expect(slide(2)).toBeVisible({ timeout: 8_000 });

  await carousel.getByRole('button', { name: 'Next slide' }).click();
  await expect(slide(3)).toBeVisible();
  await carousel.getByRole('button', { name: 'Next slide' }).click();
  await expect(slide(1)).toBeVisible();
  await carousel.getByRole('button', { name: 'Previous slide' }).click();
  await expect(slide(3)).toBeVisible();
  await carousel.getByRole('button', { name: 'Go to slide 2' }).click();
  await expect(slide(2)).toBeVisible();
  await expect(carousel.getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute('aria-current', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(slide(3)).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(slide(2)).toBeVisible();

  await carousel.getByRole('button', { name: 'Stop automatic slide show' }).click();
  await expect(carousel.getByRole('button', { name: 'Start automatic slide show' })).toBeVisible();
});

test.describe('the event banner at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  // The demo banners carry the event's date and venue as their bottom line (drawn into the SVG). The
  // check finds that line in the image, maps it to the screen the way object-fit: cover does, and asks
  // that it lies inside the banner's visible box and that nothing (a carousel button) sits over it.
  for (const id of [1, 4, 10]) {
    test(`/events/${id} shows the date and venue whole, covered by nothing`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' }); // the first banner stays on screen
      await page.goto(`/events/${id}`);
      const carousel = page.getByRole('region', { name: / photos$/ });
      const image = carousel.getByRole('group', { name: /^1 of \d+$/ }).getByRole('img');
      await expect(image).toBeVisible();
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

      const svg = await (await page.request.get((await image.getAttribute('src'))!)).text();
      const [, width, height] = /<svg[^>]* width="(\d+)" height="(\d+)"/.exec(svg)!;
      // Each line of text is drawn as an outline path that names its words (seed/data/text-outlines.ts).
      const texts = [...svg.matchAll(/<path d="([^"]+)" fill="#ffffff"[^>]* data-text="([^"]*)"\/>/g)];
      const [, d, content] = texts.at(-1)!;
      expect(content, 'the first banner names the date and the venue').toContain(' · ');
      // The outline's bounds: every command's arguments are x, y pairs.
      const numbers = (d.match(/-?\d+(?:\.\d+)?/g) ?? []).map(Number);
      const xs = numbers.filter((_, i) => i % 2 === 0);
      const ys = numbers.filter((_, i) => i % 2 === 1);

      await carousel.scrollIntoViewIfNeeded();
      const check = await image.evaluate(
        (img: HTMLImageElement, line) => {
          const box = img.getBoundingClientRect();
          const clip = img.closest('.pv-carousel__viewport')!.getBoundingClientRect();
          const scale = Math.max(box.width / line.width, box.height / line.height);
          const dx = (box.width - line.width * scale) / 2;
          const dy = (box.height - line.height * scale) / 2;
          const rect = {
            left: box.left + dx + line.left * scale,
            right: box.left + dx + line.right * scale,
            top: box.top + dy + line.top * scale,
            bottom: box.top + dy + line.bottom * scale,
          };
          const covered: string[] = [];
          for (const fx of [0.02, 0.25, 0.5, 0.75, 0.98]) {
            for (const fy of [0.2, 0.5, 0.8]) {
              const px = rect.left + (rect.right - rect.left) * fx;
              const py = rect.top + (rect.bottom - rect.top) * fy;
              const hit = document.elementFromPoint(px, py);
              if (hit !== img) covered.push(`${Math.round(px)},${Math.round(py)}: ${hit?.outerHTML.slice(0, 80)}`);
            }
          }
          return { rect, clip: { left: clip.left, right: clip.right, top: clip.top, bottom: clip.bottom }, covered };
        },
        {
          width: Number(width),
          height: Number(height),
          left: Math.min(...xs),
          right: Math.max(...xs),
          top: Math.min(...ys),
          bottom: Math.max(...ys),
        },
      );
      expect(check.rect.top, 'the line starts inside the banner').toBeGreaterThanOrEqual(check.clip.top);
      expect(check.rect.bottom, 'the line is not cut off at the bottom').toBeLessThanOrEqual(check.clip.bottom);
      expect(check.rect.left).toBeGreaterThanOrEqual(check.clip.left);
      expect(check.rect.right, 'the line is not cut off at the right').toBeLessThanOrEqual(check.clip.right);
      expect(check.covered, 'nothing sits over the date and venue').toEqual([]);
    });
  }
});

test('a partner does not see the ticket section, and the notice offers to switch to an attendee', async ({
  page,
  request,
}) => {
  const event = await findEvent(request, (e) => e.ticketTypes.length > 0);
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('partner@example.com');
  await page.getByLabel('Password').fill('Password123!');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/partner\/dashboard$/);

  await page.goto(`/events/${event.id}`);
  await expect(page.getByRole('heading', { level: 1, name: event.name })).toBeVisible();
  await expect(page.getByText(/Tickets are bought from an attendee account/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue to Purchase' })).toHaveCount(0);

  await gotoInApp(page, `/notice/need-attendee-login?next=${encodeURIComponent(`/events/${event.id}`)}`);
  await page.getByRole('button', { name: 'Log out and log in as an attendee' }).click();
  await expect(page).toHaveURL(new RegExp(`/login\\?next=%2Fevents%2F${event.id}$`));
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
});

test('the customer terms acceptance view enables Continue only while ticked', async ({ page }) => {
  await page.goto('/customer-terms-of-service/accept?next=%2Fevents');
  const continueButton = page.getByRole('button', { name: 'Continue' });
  await expect(continueButton).toBeDisabled();
  await page.getByRole('checkbox', { name: 'I have read and agree' }).check();
  await expect(continueButton).toBeEnabled();
  await continueButton.click();
  await expect(page).toHaveURL(/\/events$/);
});

test.describe('accessibility', () => {
  test('home has no serious violations', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('combobox', { name: 'Location' })).toBeVisible();
    await expect(page.locator('.pv-event-card')).toHaveCount(4);
    await expectNoSeriousA11yViolations(page);
  });

  test('search has no serious violations', async ({ page }) => {
    await page.goto('/events?sectorIds=1');
    await expect(resultCount(page)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('event detail has no serious violations', async ({ page, request }) => {
    const event = await findEvent(request, (e) => e.bannerImageUrls.length > 1 && e.ticketTypes.length > 0);
    await page.goto(`/events/${event.id}`);
    await expect(page.getByRole('button', { name: 'Continue to Purchase' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  for (const [path, heading] of [
    ['/about-us', 'About Pavilion'],
    ['/privacy-and-cookies', 'Privacy and Cookies'],
    ['/content-guidelines', 'Content Guidelines'],
    ['/customer-terms-of-service', 'Customer Terms of Service'],
    ['/how-we-work', 'How We Work'],
    ['/customer-terms-of-service/accept', 'Customer terms of service'],
    ['/partner-welcome', 'List your events on Pavilion'],
    ['/notice/need-attendee-login', 'Tickets are bought with an attendee account'],
  ] as const) {
    test(`${path} has no serious violations`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
      // Open the first accordion section, so its content is checked too.
      const firstSection = page.locator('.pv-accordion__button').first();
      if (await firstSection.count()) await firstSection.click();
      await expectNoSeriousA11yViolations(page);
    });
  }
});

test("on a phone's width the header keeps every link on one line and the page does not scroll sideways", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/');
  const header = page.getByRole('banner');
  const list = header.getByRole('link', { name: 'List your Event', exact: true });
  const login = header.getByRole('link', { name: 'Login', exact: true });
  await expect(list).toBeVisible();
  const [listBox, loginBox] = [await list.boundingBox(), await login.boundingBox()];
  // One line: as tall as the one-word link beside it, on the same row.
  expect(Math.round(listBox!.height)).toBe(Math.round(loginBox!.height));
  expect(Math.round(listBox!.y)).toBe(Math.round(loginBox!.y));
  expect(listBox!.x + listBox!.width).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
