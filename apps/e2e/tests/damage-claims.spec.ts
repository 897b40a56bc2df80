// Damage payment requests after an event: the demo partner requests a payment on an order of its past
// event (with a photo), the buyer (who consented at checkout to keep the card) agrees from
// Registrations and Events and is charged, and the partner reads it among its claims; support upholds
// the demo claim its buyer disputed, which charges nothing until that buyer pays it through the
// payment link. axe on each new page.
import type { APIRequestContext, Page } from '@playwright/test';
import { deflateSync } from 'node:zlib';
import { ACCOUNTS, DEMO_PASSWORD, expect, expectNoSeriousA11yViolations, signIn, test } from './support';
import { fillGoodCard } from './orders';

interface OrderSummary {
  id: string;
  purchaserEmail: string;
  eventName: string;
  currency: string;
}

const money = (amount: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(amount);
const pattern = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

/** A tiny PNG (one grey pixel), as a phone's photo would be uploaded. */
function photo(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const b of bytes) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const header = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from([0, 128, 128, 128]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * An order on which a claim may be filed today, of the demo partner's most recent past event: that
 * event's money is not payable yet, so the charge joins it as money to come and pays no payout of its
 * own (the Finances journey reads the older event's payout).
 */
async function claimableOrder(request: APIRequestContext): Promise<OrderSummary & { maxAmount: number }> {
  const login = await request.post('/api/login/', { data: { email: ACCOUNTS.partner, password: DEMO_PASSWORD } });
  expect(login.ok()).toBe(true);
  const headers = { Authorization: `Bearer ${(await login.json()).token}` };
  const page = await request.get('/api/partner/orders/summaries?pageSize=100&sort=datetime&direction=asc', {
    headers,
  });
  expect(page.ok()).toBe(true);
  const candidates: Array<OrderSummary & { maxAmount: number; eventStart: string }> = [];
  for (const order of (await page.json()).items as OrderSummary[]) {
    const state = await (await request.get(`/api/partner/orders/${order.id}/damage-claims`, { headers })).json();
    if (!state.canFile || state.maxAmount < 10) continue;
    const detail = await (await request.get(`/api/partner/orders/${order.id}`, { headers })).json();
    candidates.push({ ...order, maxAmount: state.maxAmount, eventStart: detail.event.startDateTime });
  }
  const latest = candidates.sort((a, b) => b.eventStart.localeCompare(a.eventStart))[0];
  if (!latest) throw new Error('No order of a past event of the demo partner takes a damage claim');
  return latest;
}

async function signOut(page: Page) {
  await page.context().clearCookies();
}

test('a partner requests a damage payment, the buyer agrees and is charged, support upholds a disputed claim and its buyer pays the link', async ({
  page,
  request,
}) => {
  test.slow();
  const order = await claimableOrder(request);
  const amount = money(10, order.currency);

  // The partner, on the order's page.
  await signIn(page, ACCOUNTS.partner);
  await page.goto(`/partner/order-details/${order.id}`);
  const claims = page.getByRole('region', { name: 'Damage claims' });
  await claims.getByRole('button', { name: 'Request damage payment' }).click();
  const form = page.getByRole('form', { name: 'Request damage payment' });
  await form.getByRole('textbox', { name: /^Amount/ }).fill('10');
  await form
    .getByRole('textbox', { name: /^What was damaged/ })
    .fill('A chair in the main hall was broken during the networking session.');
  await form
    .getByLabel('Photos (optional)')
    .setInputFiles({ name: 'chair.png', mimeType: 'image/png', buffer: photo() });
  await expect(form.getByRole('img', { name: 'Photo 1 to send' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await form.getByRole('button', { name: 'Send the request' }).click();
  const filed = claims.getByRole('article', { name: `Damage claim of ${amount}` });
  await expect(filed.getByText(/^Filed, waiting for the buyer/)).toBeVisible();
  await expect(
    claims.getByText(/cannot be requested on this order: This order already has an open damage claim/),
  ).toBeVisible();

  // Its list of claims.
  await page.goto('/partner/dashboard/damage-claims');
  await expect(page.getByRole('heading', { level: 1, name: 'Damage claims' })).toBeVisible();
  const row = page
    .getByRole('row', { name: pattern(order.purchaserEmail) })
    .filter({ hasText: amount })
    .first();
  await expect(row).toContainText('Filed, waiting for the buyer');
  await expectNoSeriousA11yViolations(page);

  // The buyer answers from the order and is charged.
  await signOut(page);
  await signIn(page, order.purchaserEmail);
  await page.goto(`/user/registrations-and-events?orders.q=${encodeURIComponent(order.eventName)}`);
  const card = page.getByRole('listitem').filter({ hasText: order.id });
  const request_ = card.getByRole('article', { name: `Damage claim of ${amount}` });
  await expect(request_.getByText('A chair in the main hall was broken during the networking session.')).toBeVisible();
  await expect(request_.getByRole('img', { name: /Photo 1 of 1 of the damage/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // The buyer kept the card at checkout for this: agreeing charges it, and the page says so first.
  await expect(
    request_.getByText(/charged to the card you paid this order with, as you allowed at checkout/),
  ).toBeVisible();
  await request_.getByRole('textbox', { name: /^Comment/ }).fill('Sorry, my colleague leaned on it.');
  await request_.getByRole('button', { name: `Agree and pay ${amount}` }).click();
  await expect(request_.getByText(/^Charged on /)).toBeVisible();
  await expect(request_.getByText(/You agreed to pay on/)).toBeVisible();
  await expect
    .poll(
      async () => {
        const mails = (await (
          await request.get(`/api/dev/mailbox?to=${encodeURIComponent(order.purchaserEmail)}`)
        ).json()) as Array<{ template: string }>;
        return mails.map((m) => m.template);
      },
      { timeout: 30_000 },
    )
    .toEqual(expect.arrayContaining(['damage-claim-filed', 'damage-claim-charged']));

  // Support decides the demo claim its buyer disputed, on the console's Damage claims page.
  await signOut(page);
  await signIn(page, ACCOUNTS.admin);
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page
    .getByRole('navigation', { name: 'Administration menu' })
    .getByRole('link', { name: 'Damage claims' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Damage claims' })).toBeVisible();
  const waiting = page.getByRole('table', { name: /^Damage claims/ });
  await expect(waiting.getByText('Disputed, waiting for support').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await waiting
    .getByRole('link', { name: /^Claim of / })
    .first()
    .click();
  const decide = page.getByRole('form', { name: 'Decide this claim' });
  await expect(decide).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await decide.getByRole('textbox', { name: /^Reason/ }).fill('The photos show fresh stains on the seat covers.');
  await decide.getByRole('button', { name: 'Uphold and ask the buyer to pay' }).click();
  await expect(decide).toBeHidden();
  // Nothing is charged by the decision: the buyer did not agree.
  await expect(page.getByText("Upheld by support, waiting for the buyer's payment").first()).toBeVisible();
  await expect(page.getByRole('article').getByText(/^Upheld for /)).toBeVisible();
  await expect(page.getByText('Damage claim decided').first()).toBeVisible();
  const claimId = new URL(page.url()).pathname.split('/').pop()!;
  const admin = await request.post('/api/login/', { data: { email: ACCOUNTS.admin, password: DEMO_PASSWORD } });
  const upheld = (await (
    await request.get(`/api/admin/damage-claims/${claimId}`, {
      headers: { Authorization: `Bearer ${(await admin.json()).token}` },
    })
  ).json()) as {
    orderId: string;
    chargeAmount: number;
    currency: string;
    buyer: { email: string };
    state: string;
  };
  expect(upheld.state).toBe('upheld');
  const owed = money(upheld.chargeAmount, upheld.currency);

  // Its buyer is emailed the payment link, and pays through it with a card.
  let link = '';
  await expect
    .poll(
      async () => {
        const mails = (await (
          await request.get(`/api/dev/mailbox?to=${encodeURIComponent(upheld.buyer.email)}`)
        ).json()) as Array<{ id: number; template: string }>;
        const summary = mails.find((m) => m.template === 'damage-claim-payment-requested');
        if (!summary) return '';
        const mail = (await (await request.get(`/api/dev/mailbox/${summary.id}`)).json()) as { text: string };
        link = /\/user\/damage-payment\/[0-9a-f-]+\/[0-9a-f-]+/.exec(mail.text)?.[0] ?? '';
        return link;
      },
      { timeout: 30_000 },
    )
    .toBe(`/user/damage-payment/${upheld.orderId}/${claimId}`);
  await signOut(page);
  await signIn(page, upheld.buyer.email);
  await page.goto(link);
  await expect(page).toHaveURL(new RegExp(`/user/damage-payment/${upheld.orderId}/${claimId}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Pay the damage payment of ${owed}` })).toBeVisible();
  await expect(page.getByText('Nothing is charged until you pay with the form below.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await fillGoodCard(page, {
    name: 'Demo Buyer',
    address: '1 Demo Street',
    zip: 'EC1A 1BB',
    country: 'United Kingdom',
  });
  await page.getByRole('button', { name: `Pay ${owed}` }).click();
  await expect(page.getByText(`This damage payment of ${owed} is paid. Thank you.`)).toBeVisible();
  await expect(page.getByText(/^Charged on /).first()).toBeVisible();
});
