// Accounts: sign-up and email confirmation, profile with image, settings, password change and
// recovery, notifications, guards; axe on each page. (Sign-in throttling is covered by the login page's
// component test: failures here would count against the whole suite's per-IP limit.)
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './support';
import { SIGN_UP_CONSENTS } from './orders';

/** The smallest valid PNG (1x1, transparent). */
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

const uniqueEmail = (label: string) => `e2e-${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

interface MailSummary {
  id: number;
  template: string;
  subject: string;
}

/** Waits for the newest message of `template` to `to` in the dev mailbox and returns the link path in it. */
async function linkFromMailbox(
  request: APIRequestContext,
  to: string,
  template: string,
  pathPattern: RegExp,
): Promise<string> {
  let mailId: number | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`);
        if (!response.ok()) return undefined;
        const list = (await response.json()) as MailSummary[];
        mailId = list.find((mail) => mail.template === template)?.id;
        return mailId;
      },
      { message: `a '${template}' email to ${to}`, timeout: 20_000 },
    )
    .toBeDefined();
  const mail = (await (await request.get(`/api/dev/mailbox/${mailId}`)).json()) as { html: string; text: string };
  const match = `${mail.text}\n${mail.html}`.match(pathPattern);
  expect(match, `a link matching ${pathPattern} in the email`).not.toBeNull();
  // The email's host is the configured public URL; the journey stays on the server under test.
  return match![0].replace(/&amp;/g, '&');
}

async function logInWith(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

async function logOut(page: Page, email: string) {
  await page.getByRole('button', { name: `Account menu for ${email}` }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
}

/** Creates an attendee through the API (concise sign-up), as a separate client. */
async function signUpThroughApi(request: APIRequestContext, email: string, password: string) {
  const options = (await (await request.get('/api/options/countries/')).json()) as { id: number; name: string }[];
  const country = options.find((c) => c.name === 'Germany')!.id;
  const response = await request.post('/api/user-sign-up', {
    data: {
      email,
      firstName: 'Grace',
      surname: 'Hopper',
      password,
      confirmPassword: password,
      country,
      ...SIGN_UP_CONSENTS,
    },
  });
  expect(response.status()).toBe(201);
}

test('an attendee signs up, confirms the email, edits the profile with an image, keeps settings and changes the password', async ({
  page,
}) => {
  // One long journey across nine pages.
  test.slow();
  const email = uniqueEmail('signup');
  const password = 'Engine42!';
  const newPassword = 'Better456#';
  const thisYear = new Date().getUTCFullYear();

  // Sign-up, full form.
  await page.goto('/user/register');
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await expect(page.getByRole('option', { name: 'United Kingdom' })).toBeAttached();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Surname').fill('Lovelace');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByLabel('Phone number').fill('020 7946-0958');
  await page.getByLabel('Date of birth').fill(`${thisYear - 17}-06-01`);
  await page.getByLabel('Company').fill('Analytical Engines');
  await page.getByLabel('Job title').fill('Mathematician');
  await page.getByRole('checkbox', { name: 'Technology & IT' }).check();
  await page.getByLabel('Country').selectOption({ label: 'United Kingdom' });
  await page.getByLabel(/^Password\*?$/).fill('engine');
  await expect(page.getByRole('listitem').filter({ hasText: 'One uppercase letter' })).toContainText('not met');
  await page.getByLabel(/^Password\*?$/).fill(password);
  await expect(page.getByRole('listitem').filter({ hasText: 'One uppercase letter' })).toContainText(': met');
  await page.getByLabel('Confirm password').fill(password);
  // The customer terms' box, unticked at first, is asked for in the browser too.
  const terms = page.getByRole('checkbox', { name: /^I have read and agree to the customer terms of service/ });
  await expect(terms).not.toBeChecked();
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(
    page.getByText('Please confirm that you have read and agree to the customer terms of service'),
  ).toBeVisible();
  await terms.check();
  await page.getByRole('button', { name: 'Sign up' }).click();
  // The age rule is checked in the browser.
  await expect(page.getByText('You must be at least 18 years old')).toBeVisible();
  await page.getByLabel('Date of birth').fill(`${thisYear - 30}-06-01`);
  await page.getByRole('button', { name: 'Sign up' }).click();

  await expect(page).toHaveURL(/\/user\/signup-confirmation$/);
  await expect(page.getByRole('heading', { name: 'Verify your email' })).toBeVisible();
  await expect(page.getByText(/may take up to 5 minutes/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to login' })).toHaveAttribute('href', '/login');
  await expectNoSeriousA11yViolations(page);

  // The same email cannot register twice.
  await page.context().clearCookies();
  await page.goto('/user/register?variant=concise');
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Surname').fill('Again');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByLabel('Country').selectOption({ label: 'United Kingdom' });
  await page.getByLabel(/^Password\*?$/).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('checkbox', { name: /^I am 18 or over/ }).check();
  await page.getByRole('checkbox', { name: /^I have read and agree to the customer terms of service/ }).check();
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('alert')).toContainText('Registration failed');
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveAccessibleDescription(/already exists/);

  // Open the confirmation link from the mailbox.
  const confirmPath = await linkFromMailbox(
    page.request,
    email,
    'email-confirmation',
    /\/email-confirmation\/[A-Za-z0-9_-]+/,
  );
  await page.goto(confirmPath);
  await expect(page.getByRole('heading', { name: 'Email Confirmed!' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Getting started' })).toHaveAttribute('href', '/how-we-work');
  await expect(page.getByRole('link', { name: 'Support' })).toHaveAttribute('href', '/about-us#pv-about-contact');
  await expectNoSeriousA11yViolations(page);
  // A second visit says the link was used.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'This link has already been used' })).toBeVisible();
  // Where Support points exists.
  await page.goto('/about-us#pv-about-contact');
  await expect(page.locator('#pv-about-contact')).toBeVisible();

  // Log in; the account shows Verified.
  await logInWith(page, email, password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/user/my-account');
  await expect(page.getByRole('heading', { name: 'My Account' })).toBeVisible();
  await expect(page.getByText('Verified', { exact: true })).toBeVisible();
  await expect(page.getByText('No Image')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The welcome notification: the bell counts it, Messages opens it and it becomes read.
  const bell = page.getByRole('button', { name: 'Notifications, 1 unread' });
  await expect(bell).toBeVisible();
  await bell.click();
  await expect(page.getByText('Welcome to Pavilion').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await page.goto('/user/messages');
  await expect(page.getByText('1 unread message.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: /Welcome to Pavilion/ }).click();
  await expect(page.getByText('All messages read.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Notifications, none unread' })).toBeVisible();
  await page.reload();
  await expect(page.getByText('All messages read.')).toBeVisible();

  // Edit the profile, with an image.
  await page.goto('/user/my-account');
  await page.getByRole('link', { name: 'Edit Profile' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Person Information' })).toBeVisible();
  await expect(page.getByRole('option', { name: 'Chief Executive Officer' })).toBeAttached();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Profile image').setInputFiles({ name: 'ada.png', mimeType: 'image/png', buffer: PNG_1X1 });
  await expect(page.getByText('Your new profile image is saved.')).toBeVisible();
  // The navigation's avatar follows the new image.
  await expect(page.getByRole('button', { name: `Account menu for ${email}` }).locator('img')).toHaveAttribute(
    'src',
    /\/api\/files\//,
  );
  await page.getByLabel('City').fill('London');
  await page.getByLabel('Sector').selectOption({ label: 'Technology & IT' });
  await page.getByLabel('Job title', { exact: true }).selectOption({ label: 'Chief Executive Officer' });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/user\/my-account$/);
  await expect(page.getByText('Your profile is saved.')).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: 'London' })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: 'Chief Executive Officer' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Profile image of Ada Lovelace' })).toHaveAttribute(
    'src',
    /\/api\/files\//,
  );
  await page.reload();
  await expect(page.getByRole('definition').filter({ hasText: 'Technology & IT' })).toBeVisible();

  // Settings survive a reload.
  await page.goto('/user/settings');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Marketing emails' })).not.toBeChecked();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('switch', { name: 'Marketing emails' }).click();
  await page.getByRole('switch', { name: 'Daily digest' }).click();
  await page.getByRole('radio', { name: 'SMS' }).check();
  await page.getByLabel('Contact hours').fill('Weekdays 9:00-17:00 GMT');
  await page.getByLabel('Default timezone').selectOption('PST');
  await page.getByLabel('Events per page').selectOption('50');
  await page.getByRole('button', { name: 'Save All Settings' }).click();
  await expect(page.getByText('Your settings have been saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Marketing emails' })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Daily digest' })).not.toBeChecked();
  await expect(page.getByRole('radio', { name: 'SMS' })).toBeChecked();
  await expect(page.getByLabel('Contact hours')).toHaveValue('Weekdays 9:00-17:00 GMT');
  await expect(page.getByLabel('Default timezone')).toHaveValue('PST');
  await expect(page.getByLabel('Events per page')).toHaveValue('50');

  // Login activity lists the real sign-ins.
  const activity = page.getByRole('table', { name: /Recent sign-ins/ });
  await expect(activity.getByRole('row').nth(1)).toContainText('Signed in');
  await expect(activity.getByRole('row').nth(1)).toContainText(/Chrom/);

  // Change the password; a wrong current password is refused first.
  await page.getByLabel('Current password').fill('not-my-password');
  await page.getByLabel(/^New password\*?$/).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByLabel('Current password')).toHaveAccessibleDescription(/Current password is incorrect/);
  await page.getByLabel('Current password').fill(password);
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText(/Your password has been updated/)).toBeVisible();

  // The old password fails, the new one works.
  await logOut(page, email);
  await logInWith(page, email, password);
  await expect(page.getByRole('alert')).toContainText('Wrong credentials! Please retry.');
  await logInWith(page, email, newPassword);
  await expect(page.getByRole('button', { name: `Account menu for ${email}` })).toBeVisible();
});

test('a forgotten password is reset from the emailed link', async ({ page }) => {
  const email = uniqueEmail('reset');
  await signUpThroughApi(page.request, email, 'Original1!');

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const resetPath = await linkFromMailbox(
    page.request,
    email,
    'password-reset',
    /\/reset-password\?token=[A-Za-z0-9_-]+/,
  );
  await page.goto(resetPath);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel(/^New password\*?$/).fill('short');
  await page.getByLabel('Confirm new password').fill('different');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Password must be at least 8 characters long')).toBeVisible();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel(/^New password\*?$/).fill('Renewed7&');
  await page.getByLabel('Confirm new password').fill('Renewed7&');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByRole('heading', { name: 'Password changed' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The link works once.
  await page.goto(resetPath);
  await page.getByLabel(/^New password\*?$/).fill('Another8*');
  await page.getByLabel('Confirm new password').fill('Another8*');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByRole('heading', { name: 'This link cannot be used' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/forgot-password');

  await logInWith(page, email, 'Original1!');
  await expect(page.getByRole('alert')).toContainText('Wrong credentials! Please retry.');
  await logInWith(page, email, 'Renewed7&');
  await expect(page.getByRole('button', { name: `Account menu for ${email}` })).toBeVisible();
});

test('an unknown email also gets Check Your Email', async ({ page }) => {
  await page.goto('/forgot-password');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(uniqueEmail('nobody'));
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
});

test('the attendee pages need a signed-in attendee', async ({ page }) => {
  for (const path of [
    '/user/my-account',
    '/user/profile/edit',
    '/user/settings',
    '/user/messages',
    '/user/saved-events',
  ]) {
    await page.goto(path);
    await expect(page).toHaveURL(
      new RegExp(`/login\\?next=${encodeURIComponent(path).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
    );
  }
});
