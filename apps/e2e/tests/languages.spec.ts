// The four languages in the browser: a visitor switches on the home page and keeps the language from
// page to page; the option lists and countries show no English in the pseudo-locale. The main pages of
// the three apps in every language (no English message, no layout that breaks on longer words, axe in
// Spanish, French and German) are checked by layout.spec.ts, which visits each page once per language.
import type { APIRequestContext } from '@playwright/test';
import { demoIds, openSettled, signIn, withLang } from './demo-routes';
import { ACCOUNTS, expect, test } from './support';

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
