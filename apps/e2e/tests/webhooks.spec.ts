// The partner's webhooks: the owner reads the demo endpoint's delivery log in Settings > Developers,
// adds an endpoint on a receiver this journey runs on loopback, sees its secret once, sends a test event
// that arrives signed (verified with standardwebhooks) and shows as delivered in the log; axe on the page.
import http from 'node:http';
import { Webhook } from 'standardwebhooks';
import { ACCOUNTS, expect, expectNoSeriousA11yViolations, signIn, test } from './support';

/** Beside the journeys' server ports (E2E_PORT and the one after it). */
const RECEIVER_PORT = Number(process.env.E2E_PORT ?? 3210) + 10;

test('the owner adds a webhook endpoint, sends a test event that arrives signed, and reads the delivery log', async ({
  page,
}) => {
  const received: Array<{ body: string; headers: http.IncomingHttpHeaders }> = [];
  const receiver = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      received.push({ body, headers: req.headers });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(RECEIVER_PORT, '127.0.0.1', resolve));
  try {
    await signIn(page, ACCOUNTS.partner);
    await page.goto('/partner/settings?tab=developers');
    const list = page.getByRole('list', { name: 'Webhook endpoints' });
    const demoUrl = 'http://127.0.0.1:8787/pavilion/webhooks';
    await expect(list).toContainText(demoUrl);
    await page.getByRole('button', { name: `Delivery log of ${demoUrl}` }).click();
    const demoLog = page.getByRole('table', { name: `Deliveries to ${demoUrl}` });
    // The other journeys' sales add deliveries to it: the log's filter finds each kind whatever came since.
    const show = page.getByRole('combobox', { name: `Show deliveries to ${demoUrl}` });
    await show.selectOption({ label: 'Delivered' });
    await expect(demoLog).toContainText('HTTP 200');
    await expect(demoLog).not.toContainText('Pending');
    await show.selectOption({ label: 'Failed' });
    await expect(demoLog).toContainText('Failed');
    await expect(demoLog).toContainText('HTTP 503');
    await expectNoSeriousA11yViolations(page);

    const url = `http://127.0.0.1:${RECEIVER_PORT}/journey`;
    await page.getByRole('textbox', { name: /Endpoint URL/ }).fill(url);
    await page.getByRole('textbox', { name: /Description/ }).fill('Journey receiver');
    await page.getByRole('checkbox', { name: 'order.paid' }).check();
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    const shown = page.getByLabel('The signing secret');
    await expect(shown).toHaveText(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const secret = (await shown.textContent())!.trim();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'I have copied the secret' }).click();
    await expect(page.getByText(secret)).toHaveCount(0);

    await page.getByRole('button', { name: `Send a test event to ${url}` }).click();
    await expect(page.getByRole('status').filter({ hasText: 'A test event is on its way' })).toBeVisible();
    await expect.poll(() => received.length, { timeout: 15_000 }).toBe(1);
    const message = new Webhook(secret).verify(received[0].body, received[0].headers as Record<string, string>);
    expect(message).toMatchObject({ type: 'webhook.test' });

    await page.getByRole('button', { name: `Delivery log of ${url}` }).click();
    const log = page.getByRole('table', { name: `Deliveries to ${url}` });
    await expect(async () => {
      await page.reload();
      await page.getByRole('button', { name: `Delivery log of ${url}` }).click();
      await expect(log).toContainText('Delivered', { timeout: 2000 });
    }).toPass({ timeout: 15_000 });
    await expect(log).toContainText('HTTP 204');
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: `Delete ${url}` }).click();
    await expect(list).not.toContainText(url);
  } finally {
    receiver.closeAllConnections();
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
  }
});
