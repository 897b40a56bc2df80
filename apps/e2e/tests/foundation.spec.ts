import { ACCOUNTS, expect, expectNoSeriousA11yViolations, logIn, test } from './support';

test('a visitor opens home and an event', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Upcoming Events' })).toBeVisible();
  const cards = page.getByRole('link', { name: /^View details of / });
  await expect(cards).toHaveCount(4);
  const firstName = (await page.locator('.pv-event-card__link').first().textContent())!.trim();
  await page.locator('.pv-event-card__link').first().click();
  await expect(page).toHaveURL(/\/events\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: firstName })).toBeVisible();
});

test('home has no serious accessibility violations', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Upcoming Events' })).toBeVisible();
  await expect(page.locator('.pv-event-card')).toHaveCount(4);
  await expectNoSeriousA11yViolations(page);
});

test('an attendee logs in and out', async ({ page }) => {
  await logIn(page, ACCOUNTS.attendee);
  await expect(page).toHaveURL(/\/$/);
  const menu = page.getByRole('button', { name: `Account menu for ${ACCOUNTS.attendee}` });
  await expect(menu).toBeVisible();
  await menu.click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  // The session really ended: a reload still shows the visitor navigation.
  await page.reload();
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
});

test('wrong credentials show the message and clear the password', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(ACCOUNTS.attendee);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toContainText('Wrong credentials! Please retry.');
  await expect(page.getByLabel('Password')).toHaveValue('');
});

test('a partner logs in and lands on the partner dashboard', async ({ page }) => {
  await logIn(page, ACCOUNTS.partner);
  await expect(page).toHaveURL(/\/partner\/dashboard$/);
  await expect(page.getByRole('navigation', { name: 'Partner dashboard menu' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cancellation Policies' })).toBeVisible();
});

test('an admin logs in at /admin/login and reaches the admin dashboard', async ({ page }) => {
  await logIn(page, ACCOUNTS.admin, '/admin/login');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('navigation', { name: 'Administration menu' })).toBeVisible();
});

test('a non-admin cannot proceed at /admin/login', async ({ page }) => {
  await logIn(page, ACCOUNTS.attendee, '/admin/login');
  await expect(page.getByRole('alert')).toContainText('Only administrators can sign in here.');
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/admin\/login\?next=/);
});

test('the partner dashboard needs a signed-in partner', async ({ page }) => {
  await page.goto('/partner/dashboard');
  await expect(page).toHaveURL(/\/login\?next=%2Fpartner%2Fdashboard/);
});

test('an unknown path shows the not-found page with Take Me Home', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Take Me Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the newsletter form subscribes', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('Email for our newsletter').fill('reader@example.com');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('Thanks for subscribing!')).toBeVisible();
});
