// The one-click unsubscribe link of an optional email: a paid registration sends the event's partner an
// instant alert; its link opens a page that says what it turns off, the button (by keyboard) turns it
// off, and a changed link is refused in words. axe on both pages.
import type { APIRequestContext } from '@playwright/test';
import { buyATicket } from './orders';
import { bearer, expect, expectNoSeriousA11yViolations, test } from './support';

interface MailSummary {
  id: number;
  to: string;
  template: string;
  subject: string;
}

/** The instant alert about `eventName` in the dev mailbox: who it went to and its unsubscribe link's path. */
async function instantAlertLink(request: APIRequestContext, eventName: string) {
  let alert: MailSummary | undefined;
  await expect
    .poll(
      async () => {
        const list = (await (await request.get('/api/dev/mailbox?limit=200')).json()) as MailSummary[];
        alert = list.find((m) => m.template === 'instant-alert' && m.subject === `New registration: ${eventName}`);
        return alert;
      },
      { message: `an instant alert about ${eventName}`, timeout: 20_000 },
    )
    .toBeDefined();
  const mail = (await (await request.get(`/api/dev/mailbox/${alert!.id}`)).json()) as { text: string };
  const match = /\/api\/unsubscribe\?token=[A-Za-z0-9._-]+/.exec(mail.text);
  expect(match, 'an unsubscribe link in the email').not.toBeNull();
  // The email's host is the configured public URL; the journey stays on the server under test.
  return { to: alert!.to, path: match![0] };
}

interface Settings {
  instantAlerts: boolean;
  notifications: Record<string, unknown>;
  portfolio: Record<string, unknown>;
  contact: Record<string, unknown>;
}

test.describe('unsubscribe link', () => {
  test("an instant alert's link turns Instant alerts off by keyboard, and a changed link is refused", async ({
    page,
  }) => {
    const { eventName } = await buyATicket(page.request);
    const { to, path } = await instantAlertLink(page.request, eventName);

    // Without signing in: the page says what the link turns off.
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Unsubscribe from Instant alerts' })).toBeVisible();
    await expect(page.getByText('Turn Instant alerts off? You can turn it on again in your settings.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The button is the first thing Tab reaches; Enter presses it.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Turn Instant alerts off' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Instant alerts is off' })).toBeVisible();
    await expect(
      page.getByText(
        'Instant alerts is off. You will get no more of these emails; you can turn them on again in your settings.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Turn Instant alerts off' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    // The person's own settings say so.
    const headers = await bearer(page.request, to);
    const settings = (await (await page.request.get('/api/settings', { headers })).json()) as Settings;
    expect(settings.instantAlerts).toBe(false);

    // A link with one character of its signature changed is refused in words.
    const last = path.at(-1)!;
    await page.goto(`${path.slice(0, -1)}${last === 'A' ? 'B' : 'A'}`);
    await expect(page.getByRole('heading', { level: 1, name: 'This link does not work' })).toBeVisible();
    await expect(
      page.getByText(/This unsubscribe link is not valid: it may have been cut short or changed\./),
    ).toBeVisible();
    await expect(page.getByRole('button')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    // Put the demo partner's switch back for the journeys after this one.
    const restored = await page.request.put('/api/settings', {
      headers: { ...headers, 'X-Requested-With': 'pavilion' },
      data: {
        notifications: { ...settings.notifications, instantAlerts: true },
        portfolio: settings.portfolio,
        contact: settings.contact,
      },
    });
    expect(restored.ok()).toBe(true);
  });
});
