// A promo code at checkout: the home shows the offer, the buyer applies the organiser's code, sees a
// refused code's reason, pays the discounted total and finds the code on the order. Axe on each page.
import type { APIRequestContext } from '@playwright/test';
import type { TEventDetail } from '@pavilion/domain';
import { ACCOUNTS, bearer, expect, expectNoSeriousA11yViolations, signIn, test } from './support';
import { acceptTermsAtCheckout, fillGoodCard } from './orders';

/**
 * An upcoming demo event running EARLYBIRD (the demo data gives it to every event public at the start;
 * events other journeys create and approve later have none) with a paid ticket type on sale.
 */
async function eventWithPaidTickets(request: APIRequestContext) {
  const headers = await bearer(request, ACCOUNTS.attendee);
  const cards = (await (await request.get('/api/events/top/12')).json()) as Array<{ id: number }>;
  for (const card of cards.reverse()) {
    const event = (await (await request.get(`/api/events/${card.id}`)).json()) as TEventDetail;
    const ticketType = event.ticketTypes.find((t) => t.onSale && t.price > 0 && !t.soldOut && t.remaining === null);
    const hasCode = (await request.get(`/api/events/${card.id}/promo-codes/EARLYBIRD`, { headers })).ok();
    if (ticketType && hasCode) return { event, ticketType };
  }
  throw new Error('No upcoming demo event with EARLYBIRD has a paid ticket type on sale');
}

test('a buyer applies a promo code at checkout and pays the discounted total', async ({ page, request }) => {
  test.slow();
  const { event, ticketType } = await eventWithPaidTickets(request);
  const money = (amount: number) =>
    new Intl.NumberFormat('en-US', { style: 'currency', currency: event.ticketCurrencyCode }).format(amount);
  const discount = Math.round(ticketType.price * 100 * 0.15) / 100;
  const total = Math.round((ticketType.price - discount) * 100) / 100;

  // The home's banner is the administrator's offer.
  await page.goto('/');
  await expect(page.getByTestId('home-offer')).toContainText('EARLYBIRD');

  await signIn(page, ACCOUNTS.attendee);
  await page.goto(`/events/${event.id}/ticket-purchase-details?tickets=${ticketType.id}:1`);
  const summary = page.getByRole('complementary', { name: 'Order Summary' });
  await expect(summary.getByTestId('summary-total')).toHaveText(money(ticketType.price));

  // A code the event does not have is refused with its reason; the organiser's code in any case applies.
  const field = summary.getByRole('textbox', { name: 'Promo code' });
  await field.fill('NOSUCHCODE');
  await summary.getByRole('button', { name: 'Apply' }).click();
  await expect(field).toHaveAccessibleDescription('Promo code NOSUCHCODE does not exist for this event');
  await field.fill('earlybird');
  await field.press('Enter');
  await expect(summary.getByRole('status')).toHaveText('Promo code EARLYBIRD applied: 15% off');
  await expect(summary.getByTestId('summary-discount')).toHaveText(`-${money(discount)}`);
  await expect(summary.getByTestId('summary-total')).toHaveText(money(total));
  await expectNoSeriousA11yViolations(page);

  const first = page.getByRole('group', { name: /^Ticket 1: / });
  for (const [label, value] of [
    [/^Company/, 'Analytical Engines'],
    [/^Job title/, 'Mathematician'],
  ] as const) {
    const input = first.getByLabel(label);
    if (!(await input.inputValue())) await input.fill(value);
  }
  await acceptTermsAtCheckout(page);
  await page.getByRole('button', { name: 'Confirm Order' }).click();

  // The payment step's recap shows the code and charges the discounted total.
  await expect(page).toHaveURL(new RegExp(`/events/${event.id}/ticket-purchase-checkout/[0-9a-f-]{36}$`));
  const orderId = page.url().split('/').pop()!;
  const recap = page.getByRole('complementary', { name: 'Your order' });
  await expect(recap.getByText('Promo code EARLYBIRD')).toBeVisible();
  await expect(recap).toContainText(money(total));
  await fillGoodCard(page, {
    name: 'Ada Lovelace',
    address: '1 Harbour Road',
    zip: 'SW1A 1AA',
    country: 'United Kingdom',
  });
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await expect(page.getByText('Payment processed successfully!')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/ticket-purchase-confirmation/${orderId}$`));

  // The paid order carries the code and what was paid.
  const order = (await (await page.request.get(`/api/orders/${orderId}`)).json()) as {
    status: string;
    total: number;
    promoCode: { code: string; discount: number } | null;
  };
  expect(order).toMatchObject({ status: 'paid', total, promoCode: { code: 'EARLYBIRD', discount } });
});
