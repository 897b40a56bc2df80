// Personal data: a fresh attendee downloads a copy of their data from Settings, tries to close the
// account with a wrong password (refused in words, nothing changed), closes it with the right one, is
// told so on the home page, and can no longer sign in. An administrator then finds no trace of the
// address on the console's People page. axe on Settings and on the refused sign-in.
import { readFile } from 'node:fs/promises';
import { SIGN_UP_CONSENTS } from './orders';
import { ACCOUNTS, DEMO_PASSWORD, expect, expectNoSeriousA11yViolations, logIn, signIn, test } from './support';

test('an attendee downloads a copy of their data and closes their account', async ({ page, browser, request }) => {
  test.slow();
  const stamp = Date.now().toString(36);
  const email = `robin.${stamp}@example.com`;
  const surname = `Leaving ${stamp}`;
  const countries = (await (await request.get('/api/options/countries/')).json()) as { id: number; name: string }[];
  const signUp = await request.post('/api/user-sign-up', {
    data: {
      email,
      firstName: 'Robin',
      surname,
      password: DEMO_PASSWORD,
      confirmPassword: DEMO_PASSWORD,
      country: countries.find((c) => c.name === 'Germany')!.id,
      ...SIGN_UP_CONSENTS,
    },
  });
  expect(signUp.status()).toBe(201);

  await signIn(page, email);
  await page.goto('/user/settings');
  const section = page.getByRole('region', { name: 'Your data' });
  await expect(section.getByRole('heading', { name: 'A copy of your data' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The copy: a JSON file with the person's own profile in it.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    section.getByRole('link', { name: 'Download my data (JSON)' }).click(),
  ]);
  const copy = JSON.parse(await readFile((await download.path())!, 'utf8')) as Record<string, unknown>;
  expect(JSON.stringify(copy)).toContain(email);
  expect(JSON.stringify(copy)).toContain(surname);

  // A wrong password is refused in words and the account stays open.
  const closing = section.getByRole('form', { name: 'Close my account' });
  await closing.getByLabel('Password').fill('not-my-password');
  await closing.getByRole('button', { name: 'Close my account' }).click();
  await expect(closing.getByRole('alert')).toContainText('The password is not correct: your account stays open');
  await page.goto('/user/my-account');
  await expect(page).not.toHaveURL(/\/login/);

  // The right one closes it: the home page says so, and the session has ended.
  await page.goto('/user/settings');
  await closing.getByLabel('Password').fill(DEMO_PASSWORD);
  await closing.getByRole('button', { name: 'Close my account' }).click();
  await expect(page).toHaveURL(/\/\?account=closed$/);
  await expect(page.getByRole('status').filter({ hasText: 'Your account is closed' })).toBeVisible();
  await page.goto('/user/my-account');
  await expect(page).toHaveURL(/\/login/);
  await logIn(page, email);
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  await expectNoSeriousA11yViolations(page);

  // Support finds no one under the address any more.
  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, ACCOUNTS.admin);
  await admin.goto('/admin/dashboard/people');
  await admin.getByRole('searchbox', { name: 'Search people' }).fill(email);
  await admin.getByRole('searchbox', { name: 'Search people' }).press('Enter');
  await expect(admin.getByRole('link', { name: `Robin ${surname}` })).toHaveCount(0);
  await admin.context().close();
});
