// Tickets named later: a new buyer buys three tickets naming only themselves, finds a link for each of
// the other two on the order, a colleague opens one without signing in and names themselves (a second
// visit is refused in words), and the buyer gives that ticket to someone else; axe on the order with its
// links and on the assign link's page.
import { acceptTermsAtCheckout, eventWithPaidTickets, fillGoodCard, signUpAtCheckout } from './orders';
import { expect, expectNoSeriousA11yViolations, test } from './support';

test('a buyer names only themselves, a colleague names a ticket through its link, and the buyer gives it on', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  const { event, ticketType } = await eventWithPaidTickets(request);
  const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const buyer = `group-buyer-${stamp}@example.com`;

  await page.goto(`/events/${event.id}/ticket-purchase-auth?tickets=${ticketType.id}:3`);
  await signUpAtCheckout(page, { firstName: 'Nadia', surname: 'Okoro', email: buyer, country: 'United Kingdom' });

  // The buyer's own ticket named, the other two to be named later.
  await expect(page).toHaveURL(new RegExp(`/events/${event.id}/ticket-purchase-details`));
  const own = page.getByRole('group', { name: /^Ticket 1: / });
  await own.getByLabel(/^Company/).fill('Okoro Freight');
  await own.getByLabel(/^Job title/).fill('Head of Events');
  for (const n of [2, 3]) {
    const row = page.getByRole('group', { name: new RegExp(`^Ticket ${n}: `) });
    await row.getByRole('checkbox', { name: 'I’ll name this attendee later' }).check();
    await expect(row.getByLabel(/^First name/)).toHaveCount(0);
  }
  await acceptTermsAtCheckout(page);
  await page.getByRole('button', { name: 'Confirm Order' }).click();
  await expect(page).toHaveURL(new RegExp(`/events/${event.id}/ticket-purchase-checkout/[0-9a-f-]{36}$`));
  await fillGoodCard(page, { name: 'Nadia Okoro', address: '1 Dock Road', zip: 'E16 1XL', country: 'United Kingdom' });
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank You for Your Purchase!' })).toBeVisible();

  // The order: a link for each ticket not named yet.
  await page.goto('/user/registrations-and-events');
  const order = page.getByRole('listitem', { name: event.name });
  await expect(order.getByText('Not named yet', { exact: true })).toHaveCount(2);
  const link = order.getByLabel('Link for the colleague who will come to ticket 2');
  const url = await link.inputValue();
  expect(url).toMatch(/\/tickets\/assign\/[\w-]{43}$/);
  await expectNoSeriousA11yViolations(page);

  // The colleague opens the link in their own browser, signed in nowhere, and names themselves.
  const colleague = await browser.newContext();
  const theirs = await colleague.newPage();
  await theirs.goto(new URL(url).pathname);
  await expect(theirs.getByRole('heading', { level: 1, name: `Your ticket for ${event.name}` })).toBeVisible();
  await expect(theirs.getByText(/Nadia Okoro booked a .+ ticket for you\./)).toBeVisible();
  await expectNoSeriousA11yViolations(theirs);
  const form = theirs.getByRole('form', { name: 'Name your ticket' });
  await form.getByRole('button', { name: 'Get my ticket' }).click();
  await expect(form.getByText('First name is required')).toBeVisible();
  await form.getByLabel(/^First name/).fill('Tomas');
  await form.getByLabel(/^Surname/).fill('Lindqvist');
  await form.getByLabel(/^Email/).fill(`tomas-${stamp}@example.com`);
  await form.getByLabel(/^Company/).fill('Okoro Freight');
  await form.getByLabel(/^Job title/).fill('Logistics Planner');
  await form.getByRole('button', { name: 'Get my ticket' }).click();
  await expect(theirs.getByText('Your ticket is on its way')).toBeVisible();
  await expect(
    theirs.getByText(`We sent your ticket for ${event.name} to tomas-${stamp}@example.com.`, { exact: false }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(theirs);
  // The link works once.
  await theirs.goto(new URL(url).pathname);
  await expect(theirs.getByText('This ticket cannot be named')).toBeVisible();
  await expect(theirs.getByText(/This link was used already: the ticket has its attendee\./)).toBeVisible();
  await colleague.close();

  // The buyer sees the colleague on the order and gives the ticket to someone else.
  await page.reload();
  await expect(order.getByText(/Tomas Lindqvist/)).toBeVisible();
  await expect(order.getByText('Not named yet', { exact: true })).toHaveCount(1);
  await order.getByRole('button', { name: 'Change attendee of ticket 2' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change the attendee' });
  await expect(dialog.getByText(/stops working at once/)).toBeVisible();
  await expect(dialog.getByLabel(/^First name/)).toHaveValue('Tomas');
  await dialog.getByLabel(/^First name/).fill('Ines');
  await dialog.getByLabel(/^Surname/).fill('Moreau');
  await dialog.getByLabel(/^Email/).fill(`ines-${stamp}@example.com`);
  await dialog.getByRole('button', { name: 'Save attendee' }).click();
  await expect(page.getByText(`Ines Moreau gets the ticket by email at ines-${stamp}@example.com.`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(order.getByText(/Ines Moreau/)).toBeVisible();
  await expect(order.getByText(/Tomas Lindqvist/)).toHaveCount(0);
});
