// Buying for a company: a new buyer ticks "I am buying for a company" on the attendee details step,
// is told in words that the VAT number does not fit Germany's format, corrects it with a purchase
// order reference, pays, and finds the company on the order card; axe on the details step.
import { acceptTermsAtCheckout, eventWithPaidTickets, fillGoodCard, signUpAtCheckout } from './orders';
import { expect, expectNoSeriousA11yViolations, test } from './support';

test('a buyer buys for a company: its details at checkout, refused in words once, then on the order', async ({
  page,
  request,
}) => {
  test.slow();
  const { event, ticketType } = await eventWithPaidTickets(request);
  const buyer = `company-buyer-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

  await page.goto(`/events/${event.id}/ticket-purchase-auth?tickets=${ticketType.id}:1`);
  await signUpAtCheckout(page, { firstName: 'Greta', surname: 'Berger', email: buyer, country: 'Germany' });

  await expect(page).toHaveURL(new RegExp(`/events/${event.id}/ticket-purchase-details`));
  const ticket = page.getByRole('group', { name: /^Ticket 1: / });
  await ticket.getByLabel(/^Company/).fill('Berger Messebau GmbH');
  await ticket.getByLabel(/^Job title/).fill('Managing Director');
  await page.getByRole('checkbox', { name: /^I am buying for a company/ }).check();
  await page.getByLabel(/^Company name/).fill('Berger Messebau GmbH');
  await page.getByLabel(/^Billing address/).fill('Messeplatz 1\n80339 München');
  await page.getByLabel(/^Country/).selectOption({ label: 'Germany' });
  const vat = page.getByLabel(/^VAT number/);
  await vat.fill('DE123456789');
  await acceptTermsAtCheckout(page);
  await page.getByRole('button', { name: 'Confirm Order' }).click();
  await expect(page.getByText('This is not a valid VAT number for Germany')).toBeVisible();
  await expect(vat).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousA11yViolations(page);
  await vat.fill('DE 129 273 398');
  await page.getByLabel(/^Purchase order or reference/).fill('PO-2026-0419');
  await page.getByRole('button', { name: 'Confirm Order' }).click();

  await expect(page).toHaveURL(new RegExp(`/events/${event.id}/ticket-purchase-checkout/[0-9a-f-]{36}$`));
  await fillGoodCard(page, { name: 'Greta Berger', address: 'Messeplatz 1', zip: '80339', country: 'Germany' });
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank You for Your Purchase!' })).toBeVisible();

  await page.goto('/user/registrations-and-events');
  const order = page.getByRole('listitem', { name: event.name });
  await expect(order.getByRole('heading', { name: 'Bought for a company' })).toBeVisible();
  await expect(order.getByText('Berger Messebau GmbH', { exact: true })).toBeVisible();
  await expect(order.getByText('Messeplatz 1, 80339 München')).toBeVisible();
  await expect(order.getByText('DE129273398', { exact: true })).toBeVisible();
  await expect(order.getByText('PO-2026-0419')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
