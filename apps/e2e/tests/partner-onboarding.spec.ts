// Partner onboarding: a new organiser applies through the four steps, confirms the email from the dev
// mailbox, signs in and sees the checklist; verifies the address with the code from the letter; signs
// the contract and the terms; adds a bank account; invites a member who joins. The demo's pending and
// rejected partners; axe on every page.
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, expectNoSeriousA11yViolations, productUrl, test } from './support';
import { gotoInApp } from './demo-routes';

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
const PASSWORD = 'Harbour42!';

interface MailSummary {
  id: number;
  to: string;
  template: string;
}

/** Waits for the newest message of `template` whose recipient matches, and answers its text. */
async function mailText(request: APIRequestContext, template: string, to: (address: string) => boolean) {
  let found: MailSummary | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get('/api/dev/mailbox?limit=200');
        if (!response.ok()) return undefined;
        found = ((await response.json()) as MailSummary[]).find((m) => m.template === template && to(m.to));
        return found?.id;
      },
      { message: `a '${template}' message`, timeout: 20_000 },
    )
    .toBeDefined();
  const mail = (await (await request.get(`/api/dev/mailbox/${found!.id}`)).json()) as { text: string };
  return mail.text;
}

async function logIn(page: Page, email: string, password: string) {
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

test('a new organiser applies, confirms, verifies the address, signs, adds a bank account and invites a member', async ({
  page,
}) => {
  test.slow();
  const id = unique();
  const email = `organiser-${id}@example.com`;
  const company = `Harbour Summits ${id}`;
  const street = `${Math.floor(Math.random() * 900) + 100} Quay Street ${id}`;

  // 'List your Event' leads to the welcome page, whose 'Apply to become a partner' opens the wizard.
  await page.goto('/');
  await page.getByRole('link', { name: 'List your Event', exact: true }).click();
  await page.getByRole('link', { name: 'Apply to become a partner' }).first().click();
  await expect(page).toHaveURL(/\/partner\/signup$/);
  await expect(page.getByRole('heading', { name: 'Step 1 of 4: Contact Details' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Step 1: messages after leaving a field; Next disabled while the step is invalid.
  const next = page.getByRole('button', { name: 'Next' });
  await expect(next).toBeDisabled();
  await page.getByLabel('First name').fill('C');
  await page.getByLabel('Surname').focus();
  await expect(page.getByLabel('First name')).toHaveAccessibleDescription('Must be at least 2 characters');
  await page.getByLabel('First name').fill('Carmen');
  await page.getByLabel('Surname').fill('Ruiz');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('carmen@');
  await page.getByLabel('Country').focus();
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveAccessibleDescription(
    /Invalid email address/,
  );
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByLabel('Country').selectOption({ label: 'United Kingdom' });
  await expect(next).toBeEnabled();
  await next.click();

  // Step 2: the password checklist.
  await expect(page.getByRole('heading', { name: 'Step 2 of 4: Create Password' })).toBeFocused();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel(/^Password\*?$/).fill('harbour42');
  await expect(page.getByRole('listitem').filter({ hasText: 'One uppercase letter' })).toContainText('not met');
  await expect(next).toBeDisabled();
  await page.getByLabel(/^Password\*?$/).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await next.click();

  // Step 3: company details.
  await expect(page.getByRole('heading', { name: 'Step 3 of 4: Company Details' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel(/^Company name\*?$/).fill(company);
  await page.getByLabel('Registration number').fill('09481726');
  await page.getByLabel('Company address').fill(street);
  await page.getByLabel('City').fill('Liverpool');
  await page.getByLabel('Zip code').fill('L3 4AF');
  await page.getByLabel('Company country').selectOption({ label: 'United Kingdom' });
  await page.getByLabel('Dial code').selectOption({ label: 'United Kingdom (+44)' });
  await page.getByRole('group', { name: 'Company phone' }).getByLabel('Phone number').fill('151 496 0000');
  await page.getByLabel('Company size').selectOption({ label: '11-50 employees' });
  await page.getByLabel('Events per year').selectOption('10-20');
  await page.getByRole('checkbox', { name: 'Technology & IT' }).check();
  await next.click();

  // Step 4: the summary, 'Not provided' for blanks; Back keeps the answers.
  await expect(page.getByRole('heading', { name: 'Step 4 of 4: Review and Submit' })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: company })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: '+44 151 496 0000' })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: 'Not provided' }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByLabel(/^Company name\*?$/)).toHaveValue(company);
  await next.click();
  await page.getByRole('button', { name: 'Submit Application' }).click();

  await expect(page).toHaveURL(/\/partner\/signup-confirmation$/);
  await expect(page.getByRole('heading', { name: 'Application received' })).toBeVisible();
  await expect(page.getByText(/2-3 business days/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Confirm the email from the dev mailbox.
  const confirmation = await mailText(page.request, 'partner-email-confirmation', (to) => to === email);
  const confirmPath = confirmation.match(/\/email-confirmation\/[A-Za-z0-9_-]+/)![0];
  await page.goto(confirmPath);
  await expect(page.getByRole('heading', { name: 'Email Confirmed!' })).toBeVisible();

  // Sign in while pending: the dashboard shows the application and the checklist.
  await logIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/partner\/dashboard$/);
  await expect(page.getByRole('heading', { name: /Application/ })).toContainText('PENDING');
  await expect(page.getByText('Your application is under review.')).toBeVisible();
  const checklist = page.getByRole('list', { name: 'Onboarding checklist' });
  await expect(checklist.getByRole('listitem').filter({ hasText: 'Email confirmed: done' })).toBeVisible();
  await expect(checklist.getByRole('listitem').filter({ hasText: 'Company address verified: to do' })).toBeVisible();
  await expect(page.getByText('1 of 7 steps done.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Address verification: request a code, read the letter in the dev mailbox, type the code.
  await checklist.getByRole('link', { name: 'Verify your company address' }).click();
  await expect(page.getByRole('heading', { name: 'Verify your company address' })).toBeVisible();
  await expect(page.getByText(street)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Verify Address' }).click();
  await expect(page.getByText('Please enter all 6 digits')).toBeVisible();
  await page.getByRole('button', { name: 'Request a new code' }).click();
  await expect(page.getByText(/A new code is in the post to your company address/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Request a new code' })).toBeDisabled();
  const letter = await mailText(page.request, 'address-verification-letter', (to) => to.includes(street));
  const code = letter
    .match(/Your verification code is: (\d{3}) (\d{3})/)!
    .slice(1)
    .join('');
  // Paste refuses anything but digits.
  const firstBox = page.getByRole('textbox', { name: 'Digit 1 of 6' });
  await firstBox.focus();
  await page.evaluate(() => {
    const data = new DataTransfer();
    data.setData('text/plain', 'abc123');
    document.activeElement?.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true }));
  });
  await expect(page.getByText('Please paste numbers only')).toBeVisible();
  // Typing moves from box to box.
  await firstBox.focus();
  await page.keyboard.type(code);
  await expect(page.getByRole('textbox', { name: 'Digit 6 of 6' })).toHaveValue(code[5]);
  await page.getByRole('button', { name: 'Verify Address' }).click();
  await expect(page).toHaveURL(/\/partner\/address-verification-successful$/);
  await expect(page.getByRole('heading', { name: 'Your address is verified' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The contract: a PDF in the viewer, a download link, the one-way checkbox.
  await gotoInApp(page, '/partner/contract-agreement');
  await expect(page.getByRole('heading', { name: 'Partner contract' })).toBeVisible();
  await expect(page.getByRole('document', { name: 'Partner contract' }).locator('canvas').first()).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByRole('document', { name: 'Partner contract' })).toContainText(company);
  const download = page.getByRole('link', { name: /Download the contract/ }).first();
  await expect(download).toHaveAttribute('href', /\/api\/partner\/agreements\/partner-contract\/document\?download=1$/);
  await expectNoSeriousA11yViolations(page);
  await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
  const agree = page.getByRole('checkbox', { name: /I have read and agree to the Pavilion Partner Agreement/ });
  // The box ticks once the server has recorded the signature (a click, then the saved state).
  await agree.click();
  await expect(agree).toBeDisabled();
  await expect(agree).toBeChecked();
  await expect(page.getByText(/Signed on .* by Carmen Ruiz from /)).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();

  // The customer terms.
  await expect(page).toHaveURL(/\/partner\/terms-conditions$/);
  // A page of the marketplace, on its host.
  await expect(page.getByRole('link', { name: /Read the customer terms of service/ })).toHaveAttribute(
    'href',
    new URL('/customer-terms-of-service', productUrl(page.url())).href,
  );
  await expectNoSeriousA11yViolations(page);
  const accept = page.getByRole('checkbox', { name: 'I have read and agree' });
  await accept.click();
  await expect(accept).toBeChecked();
  await expect(accept).toBeDisabled();
  await expect(page.getByText(/Signed on .* by Carmen Ruiz/)).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/partner\/dashboard$/);
  await expect(page.getByText('4 of 7 steps done.')).toBeVisible();

  // A bank account, checked as a real IBAN; shown masked.
  await gotoInApp(page, '/partner/settings?tab=bank-accounts');
  await expect(page.getByRole('tab', { name: 'Bank Accounts', selected: true })).toBeVisible();
  await expect(page.getByText('No bank accounts listed')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Bank account name').fill(`${company} Ltd`);
  await page.getByLabel('Bank name').fill('NatWest');
  await page.getByLabel('IBAN').fill('GB29 NWBK 6016 1331 9268 18');
  await page.getByLabel('SWIFT/BIC code').fill('NWBKGB2L');
  await page.getByLabel('Bank account country').selectOption({ label: 'United Kingdom' });
  await page.getByLabel('Currency').selectOption('GBP');
  await page.getByRole('button', { name: 'Add bank account' }).click();
  await expect(page.getByLabel('IBAN')).toHaveAccessibleDescription(/check digits do not match/);
  await page.getByLabel('IBAN').fill('GB29 NWBK 6016 1331 9268 19');
  await page.getByRole('button', { name: 'Add bank account' }).click();
  await expect(page.getByText(/The account \*\*\*\* 6819 is added and receives your payouts/)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Bank accounts' })).toContainText('**** 6819');
  await expect(page.getByRole('list', { name: 'Bank accounts' })).not.toContainText('60161331926819');

  // The other tabs.
  await page.getByRole('tab', { name: 'Company Profile' }).click();
  await expect(page.getByLabel(/^Company name\*?$/)).toHaveValue(company);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('tab', { name: 'Security' }).click();
  await expect(page.getByRole('button', { name: 'Update Password' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('tab', { name: 'Agreements' }).click();
  await expect(page.getByRole('list', { name: 'Agreements' }).getByRole('listitem')).toHaveCount(2);
  await expect(page.getByRole('list', { name: 'Agreements' })).not.toContainText('Pending');
  await expectNoSeriousA11yViolations(page);

  // Invite a member who joins.
  const memberEmail = `member-${id}@example.com`;
  await gotoInApp(page, '/partner/dashboard/users');
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(memberEmail);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`An invitation is on its way to ${memberEmail}`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Open invitations' })).toBeVisible();
  const invitation = await mailText(page.request, 'partner-team-invitation', (to) => to === memberEmail);
  const invitationPath = invitation.match(/\/partner\/invitation\/[A-Za-z0-9_-]+/)![0];
  await logOut(page, email);

  await page.goto(invitationPath);
  await expect(page.getByRole('heading', { name: `Join ${company} on Pavilion` })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('First name').fill('Maria');
  await page.getByLabel('Surname').fill('Lopez');
  await page.getByLabel(/^Password\*?$/).fill('Member42!');
  await page.getByLabel('Confirm password').fill('Member42!');
  await page.getByRole('button', { name: 'Create account and join' }).click();
  await expect(page).toHaveURL(/\/partner\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Welcome back, Maria' })).toBeVisible();
  await expect(page.getByText(company, { exact: true })).toBeVisible();
  await gotoInApp(page, '/partner/dashboard/users');
  await expect(page.getByRole('listitem').filter({ hasText: memberEmail })).toBeVisible();
  // Members do not manage the team.
  await expect(page.getByRole('button', { name: 'Send invitation' })).toHaveCount(0);
});

test('a partner asks for a new password from the partner portal and sets it from the link', async ({ page }) => {
  await page.goto('/partner/signup');
  await page.getByRole('link', { name: 'forgot your password?' }).click();
  await expect(page).toHaveURL(/\/partner\/forgot-password$/);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('pending.partner@example.com');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeFocused();
  const reset = await mailText(page.request, 'password-reset', (to) => to === 'pending.partner@example.com');
  const token = reset.match(/reset-password\?token=([A-Za-z0-9_%-]+)/)![1];
  await page.goto(`/partner/reset-password?token=${token}`);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel(/^New password\*?$/).fill(DEMO_PASSWORD);
  await page.getByLabel('Confirm new password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByRole('heading', { name: 'Password changed' })).toBeFocused();
});

test('the demo partners: pending with half a checklist, rejected with the comment', async ({ page }) => {
  await logIn(page, 'pending.partner@example.com', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/partner\/dashboard$/);
  await expect(page.getByText('4 of 7 steps done.')).toBeVisible();
  await logOut(page, 'pending.partner@example.com');

  await logIn(page, 'rejected.partner@example.com', DEMO_PASSWORD);
  await expect(page.getByRole('heading', { name: /Application/ })).toContainText('REJECTED');
  await expect(page.getByText(/could not verify your company registration number/)).toBeVisible();
  await expect(page.getByText(/parked domain/)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // Documents: upload a PDF, open it.
  await gotoInApp(page, '/partner/dashboard/documents');
  await expect(page.getByText('No documents available')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Document name').fill('Certificate of incorporation');
  await page.getByLabel('Document', { exact: true }).setInputFiles({
    name: 'certificate.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
  });
  await expect(page.getByRole('listitem').filter({ hasText: 'Certificate of incorporation' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View Certificate of incorporation' })).toHaveAttribute(
    'href',
    /\/api\/partner-documents\/\d+$/,
  );

  // My Account is the settings' tabs under the account menu's name.
  await gotoInApp(page, '/partner/my-account');
  await expect(page.getByRole('heading', { name: 'My Account', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Company Profile', selected: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // A company email link that is not valid says so.
  await page.goto('/partner/company-email-confirmation/not-a-real-token');
  await expect(page.getByRole('heading', { name: 'This link cannot be used' })).toBeVisible();
  await expect(page.getByText('This confirmation link is not valid.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Correct the details and submit again.
  await gotoInApp(page, '/partner/dashboard');
  await page.getByRole('button', { name: 'Submit application again' }).click();
  await expect(page.getByText('Your application is under review.')).toBeVisible();
});
