// Buying the way companies buy, end to end: a company buys five tickets by bank transfer, naming its buyer
// and one colleague and leaving three to name later; the invoice is issued with the account and the
// reference; the organiser marks the transfer paid; the three colleagues name themselves through their
// links; one is substituted, their old QR code is refused at the door and the new holder checks in. axe
// on the pages the journey changes.
import type { APIRequestContext, Browser } from '@playwright/test';
import QRCode from 'qrcode';
import { acceptTermsAtCheckout, eventTakingTransfers, signUpAtCheckout } from './orders';
import { ACCOUNTS, bearer, expect, expectNoSeriousA11yViolations, signIn, test } from './support';

/** The id and check-in code of the buyer's ticket of `eventId` whose attendee is `attendee`. */
async function ticketCode(request: APIRequestContext, email: string, eventId: number, attendee: string) {
  const auth = await bearer(request, email);
  const list = await (await request.get('/api/tickets/?when=upcoming&pageSize=100', { headers: auth })).json();
  const ticket = list.items.find(
    (t: { eventId: number; attendeeName: string }) => t.eventId === eventId && t.attendeeName === attendee,
  );
  expect(ticket).toBeTruthy();
  const detail = await (await request.get(`/api/tickets/${ticket.id}`, { headers: auth })).json();
  return { id: ticket.id as string, code: detail.checkInCode as string };
}

/** A colleague opens their link in a browser of their own, signed in nowhere, and names themselves. */
async function nameThroughLink(browser: Browser, url: string, who: { first: string; last: string; email: string }) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(new URL(url).pathname);
  const form = page.getByRole('form', { name: 'Name your ticket' });
  await form.getByLabel(/^First name/).fill(who.first);
  await form.getByLabel(/^Surname/).fill(who.last);
  await form.getByLabel(/^Email/).fill(who.email);
  await form.getByLabel(/^Company/).fill('Hanse Logistik AG');
  await form.getByLabel(/^Job title/).fill('Sales Engineer');
  await form.getByRole('button', { name: 'Get my ticket' }).click();
  await expect(page.getByText('Your ticket is on its way')).toBeVisible();
  await context.close();
}

test('a company buys five tickets by bank transfer, is marked paid, names three colleagues later, substitutes one who checks in', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  const { event, ticketType } = await eventTakingTransfers(request);
  const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const buyer = `hanse-buyer-${stamp}@example.com`;
  const colleagues = ['Jonas', 'Mira', 'Paul'].map((first) => ({
    first,
    last: 'Brandt',
    email: `${first.toLowerCase()}-${stamp}@example.com`,
  }));
  const substitute = { first: 'Lea', last: 'Winter', email: `lea-${stamp}@example.com` };

  // Five tickets for a company: the buyer and one colleague named, three to be named later.
  await page.goto(`/events/${event.id}/ticket-purchase-auth?tickets=${ticketType.id}:5`);
  await signUpAtCheckout(page, { firstName: 'Hanna', surname: 'Keller', email: buyer, country: 'Germany' });
  await expect(page).toHaveURL(new RegExp(`/events/${event.id}/ticket-purchase-details`));
  const own = page.getByRole('group', { name: /^Ticket 1: / });
  await own.getByLabel(/^Company/).fill('Hanse Logistik AG');
  await own.getByLabel(/^Job title/).fill('Head of Purchasing');
  const second = page.getByRole('group', { name: /^Ticket 2: / });
  await second.getByLabel(/^First name/).fill('Karl');
  await second.getByLabel(/^Surname/).fill('Keller');
  await second.getByLabel(/^Email/).fill(`karl-${stamp}@example.com`);
  await second.getByLabel(/^Company/).fill('Hanse Logistik AG');
  await second.getByLabel(/^Job title/).fill('Key Account Manager');
  for (const n of [3, 4, 5])
    await page
      .getByRole('group', { name: new RegExp(`^Ticket ${n}: `) })
      .getByRole('checkbox', { name: 'I’ll name this attendee later' })
      .check();
  await page.getByRole('checkbox', { name: /^I am buying for a company/ }).check();
  await page.getByLabel(/^Company name/).fill('Hanse Logistik AG');
  await page.getByLabel(/^Billing address/).fill('Am Sandtorkai 50\n20457 Hamburg');
  await page.getByLabel(/^Country/).selectOption({ label: 'Germany' });
  await page.getByLabel(/^VAT number/).fill('DE 129 273 398');
  await page.getByLabel(/^Purchase order or reference/).fill(`PO-${stamp.slice(-6)}`);
  await acceptTermsAtCheckout(page);
  await page.getByRole('button', { name: 'Confirm Order' }).click();

  // Paying by bank transfer: the invoice with the account and the reference, the seats held.
  await expect(page).toHaveURL(new RegExp(`/events/${event.id}/ticket-purchase-checkout/[0-9a-f-]{36}$`));
  const orderId = page.url().split('/').pop()!;
  await page
    .getByRole('radiogroup', { name: 'How would you like to pay?' })
    .getByRole('radio', { name: /^Bank transfer/ })
    .check();
  await page
    .getByRole('region', { name: 'Pay by bank transfer' })
    .getByRole('button', { name: 'Pay by bank transfer' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your order awaits your bank transfer' })).toBeVisible();
  const how = page.getByRole('region', { name: 'How to pay by bank transfer' });
  await expect(how.getByText(/^GB33 ?BUKB ?2020 ?1555 ?5555 ?55$/)).toBeVisible();
  const reference = (await how.getByText(/^PV-[0-9A-Z]{4}-[0-9A-Z]{4}$/).textContent())!.trim();
  const buyerAuth = await bearer(request, buyer);
  const documents = await (await request.get(`/api/orders/${orderId}/invoices`, { headers: buyerAuth })).json();
  expect(documents).toEqual([expect.objectContaining({ kind: 'invoice' })]);
  const order0 = await (await request.get(`/api/orders/${orderId}/`, { headers: buyerAuth })).json();
  expect(order0).toMatchObject({
    status: 'awaiting_payment',
    company: expect.objectContaining({ vatNumber: 'DE129273398' }),
  });

  // The organiser records the transfer.
  const partnerPage = await (await browser.newContext()).newPage();
  await signIn(partnerPage, ACCOUNTS.partner);
  await partnerPage.goto(`/partner/order-details/${orderId}`);
  const transfer = partnerPage.getByRole('region', { name: 'Bank transfer' });
  await expect(transfer.getByText(reference)).toBeVisible();
  await transfer.getByRole('button', { name: 'Mark as paid' }).click();
  const confirm = partnerPage.getByRole('dialog', { name: 'Mark this order as paid?' });
  await confirm.getByRole('textbox', { name: /^Note/ }).fill('Wire from Hanse Logistik');
  await confirm.getByRole('button', { name: 'Mark as paid' }).click();
  await expect(confirm.getByText('Marked as paid: the tickets are on their way to the attendees.')).toBeVisible();
  await confirm.getByRole('button', { name: 'Done' }).click();
  await expect(transfer.getByRole('button', { name: 'Mark as paid' })).toHaveCount(0);

  // The buyer's order is paid; three links, one per ticket to name.
  await page.goto('/user/registrations-and-events');
  const order = page.getByRole('listitem', { name: event.name });
  await expect(order.getByText('Not named yet', { exact: true })).toHaveCount(3);
  const links = await Promise.all(
    [3, 4, 5].map((n) => order.getByLabel(`Link for the colleague who will come to ticket ${n}`).inputValue()),
  );
  for (const [i, url] of links.entries()) await nameThroughLink(browser, url, colleagues[i]);
  await page.reload();
  await expect(order.getByText('Not named yet', { exact: true })).toHaveCount(0);
  for (const c of colleagues) await expect(order.getByText(new RegExp(`${c.first} ${c.last}`))).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Jonas cannot come: the buyer gives his ticket to Lea; his code stops working at once.
  const before = await ticketCode(request, buyer, event.id, `${colleagues[0].first} ${colleagues[0].last}`);
  await order.getByRole('button', { name: 'Change attendee of ticket 3' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change the attendee' });
  await dialog.getByLabel(/^First name/).fill(substitute.first);
  await dialog.getByLabel(/^Surname/).fill(substitute.last);
  await dialog.getByLabel(/^Email/).fill(substitute.email);
  await dialog.getByRole('button', { name: 'Save attendee' }).click();
  await expect(
    page.getByText(`${substitute.first} ${substitute.last} gets the ticket by email at ${substitute.email}.`),
  ).toBeVisible();
  const after = await ticketCode(request, buyer, event.id, `${substitute.first} ${substitute.last}`);
  expect(after.id).toBe(before.id);
  expect(after.code).not.toBe(before.code);

  // At the door: the old code is refused in words, Lea checks in.
  await partnerPage.goto(`/partner/event-details/${event.id}`);
  await partnerPage.getByRole('link', { name: 'Check-in' }).click();
  await expect(partnerPage.getByRole('heading', { level: 1, name: `Check-in: ${event.name}` })).toBeVisible();
  const image = partnerPage.getByLabel('Scan a QR code image');
  const result = partnerPage.getByTestId('scan-result');
  const qr = (code: string) => QRCode.toBuffer(code, { type: 'png', errorCorrectionLevel: 'M', margin: 2, width: 320 });
  await image.setInputFiles({ name: 'old.png', mimeType: 'image/png', buffer: await qr(before.code) });
  await expect(result).not.toContainText('Checked in:');
  await expect(result).toContainText('the ticket was passed to someone else');
  await image.setInputFiles({ name: 'new.png', mimeType: 'image/png', buffer: await qr(after.code) });
  await expect(result).toContainText(`Checked in: ${substitute.first} ${substitute.last}`);
  await expectNoSeriousA11yViolations(partnerPage);
});
