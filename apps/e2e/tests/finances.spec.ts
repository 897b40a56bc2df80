// The partner's money on first start: the demo partner opens Finances, reads its balances and its
// plan, finds the payout of its past event among the paid ones, opens the statement (its lines) and
// downloads it as CSV; the admin reads the paid payouts on the console's Payouts page. axe on each.
import type { APIRequestContext } from '@playwright/test';
import {
  ACCOUNTS,
  DEMO_PASSWORD,
  expect,
  expectMainSettled,
  expectNoSeriousA11yViolations,
  signIn,
  test,
} from './support';

interface PaidPayout {
  id: string;
  amount: number;
  currency: string;
  events: string[];
  paidAt: string;
}

/** The demo partner's first paid payout (seed/demo-after-sale.ts pays its older past event out). */
async function firstPaidPayout(request: APIRequestContext): Promise<PaidPayout> {
  const login = await request.post('/api/login/', { data: { email: ACCOUNTS.partner, password: DEMO_PASSWORD } });
  expect(login.ok()).toBeTruthy();
  const headers = { Authorization: `Bearer ${(await login.json()).token}` };
  const res = await request.get('/api/partner/payouts?status=paid&pageSize=50', { headers });
  expect(res.ok()).toBeTruthy();
  const items: PaidPayout[] = (await res.json()).items;
  expect(items.length).toBeGreaterThan(0);
  return [...items].sort((a, b) => a.paidAt.localeCompare(b.paidAt))[0]!;
}

test('a partner reads its balances, its plan and the statement of its past event’s payout', async ({
  page,
  request,
}) => {
  test.slow();
  const payout = await firstPaidPayout(request);
  expect(payout.events).toHaveLength(1);
  const eventName = payout.events[0]!;

  await signIn(page, ACCOUNTS.partner);
  await page.goto('/partner/dashboard/finances');
  await expect(page.getByRole('heading', { level: 1, name: 'Finances' })).toBeVisible();
  await expect(page.getByText('Payouts are on hold until:')).toHaveCount(0);

  const balances = page.getByRole('table', { name: 'Balances per currency' });
  await expect(balances.getByRole('row', { name: new RegExp(`^${payout.currency}`) })).toBeVisible();
  await expect(page.getByText(/^Your plan: Growth, \$249\.00 a month, \d+ of 15 events live\.$/)).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'Upcoming payouts' })
      .getByText(/becomes payable on/)
      .first(),
  ).toBeVisible();

  const history = page.getByRole('table', { name: 'Payouts' });
  const row = history.getByRole('row', { name: new RegExp(eventName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Paid', { exact: true })).toBeVisible();
  await expectMainSettled(page);
  await expectNoSeriousA11yViolations(page);

  await row.getByRole('button', { name: /^Statement of the payout of / }).click();
  const dialog = page.getByRole('dialog', { name: 'Payout statement' });
  await expect(dialog.getByRole('cell', { name: `Ticket sales: ${eventName}`, exact: true })).toBeVisible();
  await expect(dialog.getByRole('cell', { name: `Platform fees: ${eventName}`, exact: true })).toBeVisible();
  await expect(dialog.getByRole('row', { name: /^Total/ })).toBeVisible();
  await expect(dialog.getByText(/, paid on /)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The CSV link answers with the same lines and the total, for the signed-in partner.
  const href = await dialog.getByRole('link', { name: 'Download CSV' }).getAttribute('href');
  expect(href).toContain(`/partner/payouts/${payout.id}/statement.csv`);
  const csv = await page.request.get(href!);
  expect(csv.status()).toBe(200);
  expect(csv.headers()['content-type']).toContain('text/csv');
  const text = await csv.text();
  expect(text).toContain(`Ticket sales: ${eventName}`);
  expect(text).toContain(`Platform fees: ${eventName}`);
  expect(text).toContain(`Payout total,${payout.amount.toFixed(2)},${payout.currency}`);
});

test('the admin reads the paid payouts on the Payouts page, and the platform fee', async ({ page, request }) => {
  const payout = await firstPaidPayout(request);
  await signIn(page, ACCOUNTS.admin);
  await page.goto('/admin/dashboard/payouts');
  await expect(page.getByRole('heading', { level: 1, name: 'Payouts' })).toBeVisible();
  await page.getByLabel('Show payouts').selectOption({ label: 'Paid' });
  const table = page.getByRole('table', { name: 'Payouts' });
  await expect(table.getByRole('row', { name: /Meridian/ }).first()).toBeVisible();
  await expect(table.getByRole('row', { name: /paid/ }).first()).toBeVisible();
  await expect(page.getByRole('table', { name: 'Revenue per month and currency' })).toBeVisible();
  await expectMainSettled(page);
  await expectNoSeriousA11yViolations(page);
  expect(payout.id).toBeTruthy();

  // The platform's commission, which every payout's fee lines come from: 5 % + 0.50 by default.
  await page.goto('/admin/platform-fees');
  await expect(page.getByRole('heading', { level: 1, name: 'Platform fee' })).toBeVisible();
  await expect(page.getByText('Now: 5 % + 0.50 per ticket')).toBeVisible();
  await expectMainSettled(page);
  await expectNoSeriousA11yViolations(page);
});
