// The partner portal and admin console on their own hosts (partner.localhost, admin.localhost: Chromium
// resolves *.localhost to this machine): the marketplace's /partner/ and /admin/ forward there, a
// partner signs in once and moves between the marketplace and the portal, and each host keeps its
// own session cookie.
import { ACCOUNTS, DEMO_PASSWORD, expect, expectNoSeriousA11yViolations, test } from './support';

test('the portal and the console on their own hosts, one sign-in carried from the marketplace', async ({
  page,
  baseURL,
}) => {
  const marketplace = new URL(baseURL!);
  const portal = `${marketplace.protocol}//partner.${marketplace.host}`;
  const consoleHost = `${marketplace.protocol}//admin.${marketplace.host}`;

  // The marketplace's /partner/ is the portal at the root of its own host.
  const landing = await page.goto('/partner/');
  expect(landing!.url()).toBe(`${portal}/`);
  expect(landing!.status()).toBe(200);

  // A visitor is sent to sign in where every account signs in, and comes back to the portal's dashboard.
  await page.waitForURL(`${marketplace.origin}/login?next=%2Fpartner%2Fdashboard`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(ACCOUNTS.partner);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(`${portal}/dashboard`);
  await expect(page.getByRole('navigation', { name: 'Partner dashboard menu' })).toBeVisible();

  // Each host has its own cookie (a cookie for localhost is never sent to partner.localhost).
  const cookies = await page.context().cookies();
  const session = cookies.filter((c) => c.name === 'pavilion_session');
  expect(session.map((c) => c.domain).sort()).toEqual(['localhost', 'partner.localhost']);
  expect(session.every((c) => c.httpOnly && c.sameSite === 'Lax')).toBe(true);

  // To the marketplace by the portal's home link, and back by its Dashboard link: still signed in on both.
  await page.getByRole('link', { name: 'Pavilion home' }).click();
  await page.waitForURL(`${marketplace.origin}/`);
  await expect(page.getByRole('button', { name: `Account menu for ${ACCOUNTS.partner}` })).toBeVisible();
  await page.getByRole('link', { name: 'Dashboard', exact: true }).click();
  await page.waitForURL(`${portal}/dashboard`);
  await expect(page.getByRole('navigation', { name: 'Partner dashboard menu' })).toBeVisible();

  // The console on admin.localhost: its own sign-in, its own session.
  const consoleLanding = await page.goto('/admin/login');
  expect(consoleLanding!.url()).toBe(`${consoleHost}/login`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(ACCOUNTS.admin);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(`${consoleHost}/dashboard`);
  await expect(page.getByRole('navigation', { name: 'Administration menu' })).toBeVisible();

  // The partner is still the partner on the portal: the administrator's sign-in stayed on its host.
  await page.goto(`${portal}/dashboard`);
  await expect(page.getByRole('button', { name: `Account menu for ${ACCOUNTS.partner}` })).toBeVisible();
});
