// The newsletter: the footer's form asks its owner to confirm, the emailed link's page confirms with its
// button (by keyboard); the demo's confirmed reader has this month's newsletter in the dev mailbox, and
// its unsubscribe link's page unsubscribes with its button. axe on each page.
import type { APIRequestContext } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './support';

interface MailSummary {
  id: number;
  to: string;
  template: string;
}

/** The path (under this server) of the first link in the newest `template` email to `to` containing `marker`. */
async function linkIn(request: APIRequestContext, to: string, template: string, marker: string): Promise<string> {
  let found: MailSummary | undefined;
  await expect
    .poll(
      async () => {
        const list = (await (await request.get('/api/dev/mailbox?limit=200')).json()) as MailSummary[];
        found = list.find((m) => m.template === template && m.to === to);
        return found;
      },
      { message: `a ${template} email to ${to}`, timeout: 20_000 },
    )
    .toBeDefined();
  const mail = (await (await request.get(`/api/dev/mailbox/${found!.id}`)).json()) as { text: string };
  const match = new RegExp(`${marker.replace(/[/?]/g, '\\$&')}[A-Za-z0-9._%-]+`).exec(mail.text);
  expect(match, `a ${marker} link in the email`).not.toBeNull();
  // The email's host is the configured public URL; the journey stays on the server under test.
  return match![0];
}

test.describe('newsletter', () => {
  test('the footer asks to confirm, and the emailed link confirms by keyboard', async ({ page }) => {
    const email = `footer-${Date.now()}@example.com`;
    await page.goto('/');
    await page.getByLabel('Email for our newsletter').fill(email);
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText('Thanks for subscribing!')).toBeVisible();
    await expect(page.getByText('To start receiving it, open the link in the email we just sent you.')).toBeVisible();

    const path = await linkIn(page.request, email, 'newsletter-confirmation', '/newsletter/confirm?token=');
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Confirm your newsletter subscription' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Confirm my subscription' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Your subscription is confirmed' })).toBeVisible();
    await expect(page.getByRole('status')).toContainText(email);
    await expectNoSeriousA11yViolations(page);
  });

  test("the demo reader's newsletter unsubscribes from its page, and a changed link is refused", async ({ page }) => {
    const reader = 'newsletter.reader@example.com';
    const path = await linkIn(page.request, reader, 'newsletter', '/newsletter/unsubscribe?token=');
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Unsubscribe from the newsletter' })).toBeVisible();
    await expect(page.getByText(`${reader} gets the Pavilion newsletter.`, { exact: false })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Unsubscribe' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'You are unsubscribed' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const last = path.at(-1)!;
    await page.goto(`${path.slice(0, -1)}${last === 'A' ? 'B' : 'A'}`);
    await expect(page.getByRole('heading', { level: 1, name: 'This link does not work' })).toBeVisible();
    await expect(page.getByText(/This link is not valid: it may have been cut short or changed\./)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Unsubscribe' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });
});
