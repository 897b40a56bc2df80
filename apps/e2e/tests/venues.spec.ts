// A real venue: the demo partner proposes a venue we do not have from the new event form, the event goes
// for review with it, the administrator sees "New venue proposed" on the vetting page and approves the
// event, and the venue shows on the public event page and in everyone's venue search. axe on each page.
import type { Page } from '@playwright/test';
import { ACCOUNTS, expect, expectNoSeriousA11yViolations, signIn, test } from './support';

/** Sixty days from now at `hour`, as a datetime-local value. */
function inSixtyDays(hour: string) {
  const d = new Date(Date.now() + 60 * 86_400_000);
  return `${d.toISOString().slice(0, 10)}T${hour}`;
}

/** A form control by its exact label (required ones carry a '*'). */
const field = (page: Page, label: string) =>
  page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\*?$`));

async function checkA11y(page: Page) {
  await page.waitForLoadState('networkidle');
  await expectNoSeriousA11yViolations(page);
}

test('a partner proposes a venue with a new event, the admin approves the event, and the venue is on its page', async ({
  page,
  browser,
}) => {
  test.slow();
  const stamp = Date.now();
  const venue = `Lantern Quay Hall ${stamp}`;
  const name = `Lantern Quay Summit ${stamp}`;

  await signIn(page, ACCOUNTS.partner);
  await page.goto('/partner/add-event');
  await expect(page.getByRole('heading', { name: 'Create an event' })).toBeVisible();
  await field(page, 'Event name').fill(name);
  await field(page, 'Event type').selectOption({ index: 1 });
  await field(page, 'Tagline').fill('Lights on the quay');
  await field(page, 'Description').fill('A day of talks by the water.');
  await field(page, 'Website').fill('lantern-quay.example');

  // The venue is not in the search: the partner proposes it.
  await page.getByRole('combobox', { name: 'Venue' }).fill('Lantern Quay');
  await expect(page.getByText('No results found')).toBeVisible();
  // The status line lies over the button and lets the click through: no need to close it first.
  await page.getByRole('button', { name: 'Propose a new venue' }).click();
  const dialog = page.getByRole('dialog', { name: 'Propose a new venue' });
  await expect(dialog.getByRole('heading', { name: 'Propose a new venue' })).toBeVisible();
  await field(page, 'Venue name').fill(venue);
  await field(page, 'Street and number').fill('7 Lantern Quay');
  await field(page, 'Postal code').fill('SE1 9PP');
  await field(page, 'City').fill('London');
  await field(page, 'Country').selectOption('GB');
  await field(page, 'Latitude').fill('95');
  await dialog.getByRole('button', { name: 'Propose venue' }).click();
  await expect(dialog.getByText('Latitude is a number from -90 to 90')).toBeVisible();
  await checkA11y(page);
  await field(page, 'Latitude').fill('51.5045');
  await field(page, 'Longitude').fill('-0.0865');
  await dialog.getByRole('button', { name: 'Propose venue' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Venue' })).toHaveValue(new RegExp(venue));
  await expect(page.getByText(/Europe\/London/)).toBeVisible();

  await field(page, 'Starts').fill(inSixtyDays('09:00'));
  await field(page, 'Ends').fill(inSixtyDays('17:00'));
  await field(page, 'Other information').fill('Doors open at 08:30.');
  await field(page, 'Ticket currency').selectOption('GBP');
  await field(page, 'Ticket type 1 name').fill('Standard');
  await field(page, 'Ticket type 1 price').fill('120');
  await field(page, 'Ticket type 1 quantity').fill('50');
  await field(page, 'Ticket type 1 cancellation policy').selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Create Event' }).click();
  await expect(page).toHaveURL(/\/partner\/edit-event\/\d+\/files$/);
  const eventId = Number(/edit-event\/(\d+)\/files/.exec(page.url())![1]);
  await page.getByRole('link', { name: 'OK', exact: true }).click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  const submit = page.getByRole('button', { name: 'Submit for review' });
  if (await submit.isVisible()) {
    await submit.click();
    await expect(page.getByText('Submitted for review')).toBeVisible();
  }

  // Nobody else finds the venue yet.
  const before = await (await page.request.get(`/api/autocomplete/places-query?query=${stamp}&kind=venue`)).json();
  expect(before.results.map((r: { name: string }) => r.name).filter((n: string) => n.startsWith(venue))).toHaveLength(
    1,
  );
  const anonymous = await browser.newContext();
  const outsider = await anonymous.request.get(`/api/autocomplete/google-places-query?query=${stamp}`);
  expect((await outsider.json()).results).toEqual([]);

  // The administrator sees the new venue with the event and approves the event.
  const adminPage = await (await browser.newContext()).newPage();
  await signIn(adminPage, ACCOUNTS.admin);
  await adminPage.goto(`/admin/event-details/${eventId}`);
  await expect(adminPage.getByRole('heading', { level: 1, name })).toBeVisible();
  const proposed = adminPage.getByRole('region', { name: 'New venue proposed' });
  await expect(proposed).toBeVisible();
  await expect(proposed.getByText(venue)).toBeVisible();
  await expect(proposed.getByText('7 Lantern Quay, SE1 9PP London')).toBeVisible();
  await checkA11y(adminPage);
  const vetting = adminPage.getByRole('region', { name: 'Vetting', exact: true });
  await vetting.getByLabel('Status').selectOption({ label: 'Approve' });
  await vetting.getByLabel('Comment').fill('Venue checked on the map. Approved.');
  await vetting.getByRole('button', { name: 'Update status' }).click();
  await expect(vetting.getByText('Status updated to APPROVED')).toBeVisible();
  await expect(proposed).toHaveCount(0);

  // The venue is on the event's public page, and everyone's venue search has it.
  const visitor = await anonymous.newPage();
  await visitor.goto(`/events/${eventId}`);
  await expect(visitor.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(visitor.getByText(venue).first()).toBeVisible();
  await checkA11y(visitor);
  const after = await anonymous.request.get(`/api/autocomplete/google-places-query?query=${stamp}`);
  expect((await after.json()).results.map((r: { name: string }) => r.name)).toEqual([
    `${venue}, London, United Kingdom`,
  ]);
  await anonymous.close();
});
