// The partner's API keys: the owner sees the demo key in Settings > Developers, creates one whose
// secret is shown once, calls the API with it within its scope, and revokes it; axe on the page.
import { ACCOUNTS, expect, expectNoSeriousA11yViolations, signIn, test } from './support';

test('the owner creates an API key, calls the API with it within its scope, and revokes it', async ({
  page,
  request,
}) => {
  await signIn(page, ACCOUNTS.partner);
  await page.goto('/partner/settings?tab=developers');
  await expect(page.getByRole('tab', { name: 'Developers', selected: true })).toBeVisible();
  const list = page.getByRole('list', { name: 'API keys' });
  await expect(list).toContainText('Badge printer');
  await expect(list).toContainText('pvk_live_');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('textbox', { name: /Key name/ }).fill('Journey CRM');
  await page.getByRole('checkbox', { name: 'Read events (events:read)' }).check();
  await page.getByRole('button', { name: 'Create key' }).click();
  const shown = page.getByLabel('The new API key');
  await expect(shown).toHaveText(/^pvk_live_[\w-]{43}$/);
  const secret = (await shown.textContent())!.trim();
  await expectNoSeriousA11yViolations(page);
  await expect(list).toContainText('Journey CRM');

  const withKey = { Authorization: `Bearer ${secret}` };
  expect((await request.get('/api/partner/events/', { headers: withKey })).status()).toBe(200);
  const refused = await request.get('/api/partner/orders/summaries', { headers: withKey });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).error).toContain('orders:read');

  await page.getByRole('button', { name: 'I have copied the key' }).click();
  await expect(page.getByText(secret)).toHaveCount(0);
  await page.getByRole('button', { name: 'Revoke Journey CRM' }).click();
  await expect(page.getByRole('button', { name: 'Revoke Journey CRM' })).toHaveCount(0);
  expect((await request.get('/api/partner/events/', { headers: withKey })).status()).toBe(401);
});
