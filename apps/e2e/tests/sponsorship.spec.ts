// Sponsored placement: the partner buys sponsorship of an upcoming event, seeing the cost before
// buying; the administrator finds it on the console's Sponsorships page and ends it early with a
// reason, and the partner sees it ended with the days credited back. Axe on each new page.
import type { APIRequestContext } from '@playwright/test';
import type { TSponsorshipOffer, TSponsorshipPage } from '@pavilion/domain';
import {
  ACCOUNTS,
  bearer,
  expect,
  expectMainSettled,
  expectNoSeriousA11yViolations,
  logIn,
  signIn,
  test,
} from './support';

const DAY = 86_400_000;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);
/** A day as the API's messages write it in English: 'May 20, 2030'. */
const inWords = (day: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
/** A day as the pages write it in English: '20 May 2030'. */
const shown = (day: string) => {
  const date = new Date(`${day}T00:00:00Z`);
  return `${date.getUTCDate()} ${date.toLocaleString('en-US', { month: 'short', timeZone: 'UTC' })} ${date.getUTCFullYear()}`;
};

/** An upcoming event of the demo partner with nothing sponsored now or later, lasting three days more. */
async function eventToSponsor(request: APIRequestContext) {
  const headers = await bearer(request, ACCOUNTS.partner);
  const list = (await (await request.get('/api/partner/events?pageSize=100', { headers })).json()) as {
    items: Array<{ id: number; name: string; status: string; cancelled: boolean; startDateTime: string }>;
  };
  const upcoming = list.items
    .filter((e) => e.status === 'APPROVED' && !e.cancelled && Date.parse(e.startDateTime) > Date.now() + 3 * DAY)
    .sort((a, b) => b.startDateTime.localeCompare(a.startDateTime));
  for (const event of upcoming) {
    const res = await request.get(`/api/partner/events/${event.id}/sponsorship-offer`, { headers });
    if (!res.ok()) continue;
    const data = (await res.json()) as TSponsorshipOffer;
    let running = 0;
    for (const status of ['scheduled', 'active']) {
      const list = await request.get(`/api/partner/events/${event.id}/sponsorships?status=${status}`, { headers });
      running += ((await list.json()) as TSponsorshipPage).total;
    }
    if (!running && data.price && addDays(data.today, 2) <= data.eventLastDay) return { event, data };
  }
  throw new Error('No upcoming demo event of partner@example.com is free to sponsor');
}

test('a partner buys sponsorship of its event, and the administrator ends it early', async ({ page, request }) => {
  test.slow();
  const { event, data } = await eventToSponsor(request);
  const lastDay = addDays(data.today, 2);
  const price = data.price!.pricePerDay;
  const money = (n: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(n);

  await signIn(page, ACCOUNTS.partner);
  await page.goto(`/partner/event-details/${event.id}`);
  await page.getByRole('link', { name: 'Sponsorship' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sponsorship' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Buy sponsorship' });
  await form.getByLabel('Last day (UTC)').fill(lastDay);
  await expect(form.getByText(`3 days × ${money(price)} = ${money(3 * price)}`)).toBeVisible();
  await expectMainSettled(page);
  await expectNoSeriousA11yViolations(page);
  await form.getByRole('button', { name: `Buy sponsorship for ${money(3 * price)}` }).click();
  const list = page.getByRole('table', { name: new RegExp(`^Sponsorships of ${escape(event.name)}`) });
  const row = list.getByRole('row', { name: new RegExp(`${shown(data.today)} to ${shown(lastDay)}`) });
  await expect(row.getByText('Active')).toBeVisible();
  await expect(row.getByText(money(3 * price))).toBeVisible();
  // The same days again overlap: refused in words.
  await form.getByLabel('Last day (UTC)').fill(lastDay);
  await form.getByRole('button', { name: /^Buy sponsorship/ }).click();
  await expect(
    page.getByText(`This event is already sponsored from ${inWords(data.today)} to ${inWords(lastDay)}`),
  ).toBeVisible();

  // Through the console's form: its session is the console's own, and the partner's stays for the end.
  await logIn(page, ACCOUNTS.admin, '/admin/login');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.getByRole('link', { name: 'Sponsorships' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sponsorships' })).toBeVisible();
  await page.getByLabel('Status').selectOption({ label: 'Active' });
  const table = page.getByRole('table', { name: /^Sponsorships/ });
  const adminRow = table.getByRole('row', {
    name: new RegExp(`${escape(event.name)}.*${shown(data.today)} to ${shown(lastDay)}`),
  });
  await expect(adminRow.getByText('Meridian Events Group')).toBeVisible();
  await expectMainSettled(page);
  await expectNoSeriousA11yViolations(page);
  await adminRow.getByRole('button', { name: `End early the sponsorship of ${event.name}` }).click();
  const dialog = page.getByRole('dialog', { name: `End the sponsorship of ${event.name}` });
  await dialog.getByLabel('Reason').fill('The event name misleads buyers');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'End sponsorship' }).click();
  await expect(page.getByText(`Sponsorship ended; ${money(2 * price)} credited back`)).toBeVisible();
  await page.getByLabel('Status').selectOption({ label: 'Ended early' });
  await expect(
    table.getByRole('row', { name: new RegExp(`${escape(event.name)}.*${shown(data.today)} to ${shown(lastDay)}`) }),
  ).toContainText('Reason: The event name misleads buyers');

  // The partner sees it ended, with the two days not begun credited back.
  await page.goto(`/partner/event-details/${event.id}/sponsorship`);
  await expect(row.getByText('Ended early')).toBeVisible();
  await expect(row).toContainText(`2 days credited back (${money(2 * price)})`);
});
