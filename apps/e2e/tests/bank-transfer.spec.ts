// Paying by bank transfer, screen by screen: a visitor signs up at checkout on a demo event that takes
// transfers, chooses the transfer from the keyboard, reads how to pay and finds the order awaiting it in
// Registrations and Events; the organiser finds it on the event's page and marks it paid; an
// administrator reads a second order's receipt and records its transfer from a pasted bank statement,
// which imported again records nothing twice. axe on each new page and state.
import type { TBankTransferInstructions } from '@pavilion/domain';
import { acceptTermsAtCheckout, attendeeTicket, eventTakingTransfers, signUpAtCheckout } from './orders';
import { ACCOUNTS, bearer, expect, expectMainSettled, expectNoSeriousA11yViolations, signIn, test } from './support';

const REFERENCE = /^PV-[0-9A-Z]{4}-[0-9A-Z]{4}$/;

test('a visitor pays by bank transfer, the organiser marks it paid, and a bank statement records another once', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  const { event, ticketType } = await eventTakingTransfers(request);
  const buyer = `transfer-buyer-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

  // A visitor signs up at checkout and gives the attendee's details.
  await page.goto(`/events/${event.id}/ticket-purchase-auth?tickets=${ticketType.id}:1`);
  await signUpAtCheckout(page, { firstName: 'Margaret', surname: 'Hamilton', email: buyer, country: 'United Kingdom' });
  await expect(page).toHaveURL(new RegExp(`/events/${event.id}/ticket-purchase-details`));
  const ticket = page.getByRole('group', { name: /^Ticket 1: / });
  await ticket.getByLabel(/^Company/).fill('Apollo Guidance Ltd');
  await ticket.getByLabel(/^Job title/).fill('Software Engineer');
  await acceptTermsAtCheckout(page);
  await page.getByRole('button', { name: 'Confirm Order' }).click();

  // The payment step offers the transfer beside the card; the keyboard moves between them.
  await expect(page).toHaveURL(new RegExp(`/events/${event.id}/ticket-purchase-checkout/[0-9a-f-]{36}$`));
  const orderId = page.url().split('/').pop()!;
  const choice = page.getByRole('radiogroup', { name: 'How would you like to pay?' });
  const card = choice.getByRole('radio', { name: /^Card/ });
  await expect(card).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Card number' })).toBeVisible();
  await card.focus();
  await page.keyboard.press('ArrowDown');
  await expect(choice.getByRole('radio', { name: /^Bank transfer/ })).toBeChecked();
  const offer = page.getByRole('region', { name: 'Pay by bank transfer' });
  await expect(offer).toContainText('Your seats are held until');
  await expect(offer).toContainText('Your tickets are sent once the transfer has arrived.');
  await expect(page.getByRole('textbox', { name: 'Card number' })).toBeHidden();
  await expectNoSeriousA11yViolations(page);

  // Chosen: how to pay, and the invoice to download.
  await offer.getByRole('button', { name: 'Pay by bank transfer' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your order awaits your bank transfer' })).toBeVisible();
  const how = page.getByRole('region', { name: 'How to pay by bank transfer' });
  await expect(how.getByText('GB33BUKB20201555555555')).toBeVisible();
  const reference = (await how.getByText(REFERENCE).textContent())!.trim();
  const invoice = how.getByRole('link', { name: 'Download the invoice (PDF)' });
  const pdf = await page.request.get((await invoice.getAttribute('href'))!);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  await expectNoSeriousA11yViolations(page);

  // The order awaits its transfer in Registrations and Events, with how to pay it.
  await page.getByRole('link', { name: 'View your registrations' }).click();
  const order = page.getByRole('listitem', { name: event.name });
  await expect(order.getByText('Awaiting bank transfer')).toBeVisible();
  await expect(order.getByRole('region', { name: 'How to pay by bank transfer' }).getByText(reference)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The organiser finds it on the event's page and marks it paid.
  const partnerPage = await (await browser.newContext()).newPage();
  await signIn(partnerPage, ACCOUNTS.partner);
  await partnerPage.goto(`/partner/event-details/${event.id}`);
  const setting = partnerPage.getByRole('form', { name: 'Bank transfer setting' });
  await expect(setting.getByRole('switch', { name: 'Buyers may pay by bank transfer' })).toBeChecked();
  await expect(setting.getByRole('spinbutton', { name: /^Last day to choose it/ })).toHaveValue('14');
  const awaiting = partnerPage.getByRole('table', { name: /^Orders awaiting their bank transfer/ });
  await expect(awaiting.getByRole('row', { name: new RegExp(reference) })).toContainText(buyer);
  await expectNoSeriousA11yViolations(partnerPage);
  await awaiting.getByRole('link', { name: reference }).click();
  await expect(partnerPage).toHaveURL(new RegExp(`/partner/order-details/${orderId}$`));
  await expect(partnerPage.getByText('awaiting bank transfer')).toBeVisible();
  const transfer = partnerPage.getByRole('region', { name: 'Bank transfer' });
  await expect(transfer.getByText(reference)).toBeVisible();
  await transfer.getByRole('button', { name: 'Mark as paid' }).click();
  const dialog = partnerPage.getByRole('dialog', { name: 'Mark this order as paid?' });
  await dialog.getByRole('textbox', { name: /^Note/ }).fill(`Transfer ${reference} received`);
  await expectNoSeriousA11yViolations(partnerPage);
  await dialog.getByRole('button', { name: 'Mark as paid' }).click();
  await expect(dialog.getByText('Marked as paid: the tickets are on their way to the attendees.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(partnerPage.getByText('paid', { exact: true })).toBeVisible();
  await expect(transfer.getByRole('button', { name: 'Mark as paid' })).toHaveCount(0);

  // The buyer's order is paid now.
  await page.reload();
  await expect(order.getByText('Paid', { exact: true })).toBeVisible();
  await expect(order.getByRole('region', { name: 'How to pay by bank transfer' })).toHaveCount(0);

  // A second order of the buyer awaits its transfer; an administrator reads its receipt...
  const buyerAuth = await bearer(request, buyer);
  const placed = await request.post('/api/orders/', {
    headers: buyerAuth,
    data: { eventId: event.id, tickets: [{ ...attendeeTicket(ticketType.id, 'Margaret'), email: buyer }] },
  });
  expect(placed.status()).toBe(201);
  const secondId = ((await placed.json()) as { id: string }).id;
  const chosen = await request.post(`/api/orders/${secondId}/bank-transfer`, { headers: buyerAuth });
  expect(chosen.status()).toBe(200);
  const second = (await chosen.json()) as TBankTransferInstructions;
  const adminPage = await (await browser.newContext()).newPage();
  await signIn(adminPage, ACCOUNTS.admin);
  await adminPage.goto(`/admin/order-details/${secondId}`);
  await expect(adminPage.getByRole('region', { name: 'Bank transfer' }).getByText(second.reference)).toBeVisible();
  await expectNoSeriousA11yViolations(adminPage);

  // ...and records its transfer from a statement pasted on Bank statements, reached from the menu.
  await adminPage.getByRole('link', { name: 'Bank statements' }).click();
  await expect(adminPage.getByRole('heading', { level: 1, name: 'Bank statements' })).toBeVisible();
  const list = adminPage.getByRole('table', { name: /^Orders awaiting their bank transfer/ });
  await adminPage.getByRole('searchbox', { name: 'Search by reference, buyer or company' }).fill(second.reference);
  await expect(list.getByRole('row', { name: new RegExp(second.reference) })).toContainText(event.name);
  const today = new Date().toISOString().slice(0, 10);
  const statement = [
    'Date,Amount,Currency,Reference',
    `${today},${second.amount.toFixed(2)},${second.currency},Invoice ${second.reference.toLowerCase()}`,
    `${today},12.00,${second.currency},a credit without a reference`,
  ].join('\n');
  const form = adminPage.getByRole('form', { name: 'Import a bank statement' });
  await form.getByRole('textbox', { name: /^Statement/ }).fill(statement);
  await form.getByRole('button', { name: 'Import' }).click();
  const result = adminPage.getByRole('region', { name: 'Result of the import' });
  await expect(result.getByRole('status')).toHaveText('2 lines read: 1 recorded, 0 already paid, 1 not matched.');
  await expect(result.getByRole('table', { name: /^Transfers recorded by this import/ })).toContainText(secondId);
  await expect(result.getByRole('table', { name: /^Lines that could not be matched/ })).toContainText(
    "No payment reference in the line's text",
  );
  // The order paid, it leaves the orders awaiting their transfer; axe then reads the list refreshed, not
  // its rows faded while they reload (a refresh under way marks the list busy).
  await expect(list.getByRole('row', { name: new RegExp(second.reference) })).toHaveCount(0);
  await expectMainSettled(adminPage);
  await expectNoSeriousA11yViolations(adminPage);
  // The same statement again records nothing twice.
  await form.getByRole('button', { name: 'Import' }).click();
  await expect(result.getByRole('status')).toHaveText('2 lines read: 0 recorded, 1 already paid, 1 not matched.');
  const paid = await request.get(`/api/orders/${secondId}/`, { headers: buyerAuth });
  expect(((await paid.json()) as { status: string }).status).toBe('paid');
});
