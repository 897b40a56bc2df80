// Orders through the API, as an attendee's checkout makes them, for the journeys that start after a
// sale (an order to refund, a registration the admin console lists, an alert the partner is sent).
import type { APIRequestContext, Page } from '@playwright/test';
import type { TEventDetail, TEventTicketType } from '@pavilion/domain';
import { ACCOUNTS, bearer, DEMO_PASSWORD, expect } from './support';

/** The public detail of each of the home's top demo events, in the home's order. */
export async function* topEvents(request: APIRequestContext): AsyncGenerator<TEventDetail> {
  const cards = (await (await request.get('/api/events/top/12')).json()) as Array<{ id: number }>;
  for (const card of cards) yield (await (await request.get(`/api/events/${card.id}`)).json()) as TEventDetail;
}

/**
 * An upcoming demo event with a paid ticket type on sale and more than 10 seats left (no count is
 * shown, and there are seats for several journeys).
 */
export async function eventWithPaidTickets(
  request: APIRequestContext,
): Promise<{ event: TEventDetail; ticketType: TEventTicketType }> {
  for await (const event of topEvents(request)) {
    const ticketType = event.ticketTypes.find(
      (type) => type.onSale && type.price > 0 && !type.soldOut && type.remaining === null,
    );
    if (ticketType) return { event, ticketType };
  }
  throw new Error('No upcoming demo event has a paid ticket type with more than 10 seats left');
}

/** The demo attendee as the buyer and guest of a ticket of the type, named `firstName` Lovelace. */
export const attendeeTicket = (ticketTypeId: number, firstName = 'Ada') => ({
  ticketTypeId,
  firstName,
  surname: 'Lovelace',
  email: ACCOUNTS.attendee,
  company: 'Analytical Engines',
  jobTitle: 'Engineer',
});

/** Pays the order with the good test card, as the payment page sends it (a card holder in the UK). */
export async function payWithGoodCard(request: APIRequestContext, headers: Record<string, string>, orderId: string) {
  const countries = (await (await request.get('/api/options/countries/')).json()) as Array<{
    id: number;
    code: string;
  }>;
  const paid = await request.post(`/api/orders/${orderId}/complete-order`, {
    headers: { ...headers, 'Idempotency-Key': `e2e-pay-${orderId}` },
    data: {
      cardNumber: '4242 4242 4242 4242',
      expiryDate: `12/${String((new Date().getUTCFullYear() + 2) % 100).padStart(2, '0')}`,
      cvv: '123',
      cardholderName: 'Ada Lovelace',
      cardholderAddress: '12 Analytical Engine Way',
      cardholderZip: 'SW1A 1AA',
      country: String(countries.find((c) => c.code === 'GB')!.id),
    },
  });
  expect(paid.status()).toBe(200);
}

/** A paid order of one ticket for the demo attendee, of the first top demo event with a ticket on sale. */
export async function buyATicket(request: APIRequestContext): Promise<{ orderId: string; eventName: string }> {
  const headers = await bearer(request, ACCOUNTS.attendee);
  for await (const event of topEvents(request)) {
    const type = event.ticketTypes.find((t) => t.onSale && !t.soldOut);
    if (!type) continue;
    const order = await request.post('/api/orders/', {
      headers,
      data: { eventId: event.id, tickets: [attendeeTicket(type.id)] },
    });
    expect(order.status()).toBe(201);
    const { id } = (await order.json()) as { id: string };
    await payWithGoodCard(request, headers, id);
    return { orderId: id, eventName: event.name };
  }
  throw new Error('No demo event has a ticket on sale');
}

/** Who pays on a payment page: the card holder's name, billing address, postcode and country (its label). */
export interface CardHolder {
  name: string;
  address: string;
  zip: string;
  country: string;
}

/** Fills a payment page's card form (checkout, a damage payment) with the good test card and the holder. */
export async function fillGoodCard(page: Page, holder: CardHolder) {
  await page.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
  await page.getByRole('textbox', { name: 'Expiry date' }).fill('12/39');
  await page.getByRole('textbox', { name: 'CVV' }).fill('123');
  await page.getByRole('textbox', { name: 'Cardholder name' }).fill(holder.name);
  await page.getByRole('textbox', { name: 'Billing address' }).fill(holder.address);
  await page.getByRole('textbox', { name: 'Zip / postal code' }).fill(holder.zip);
  await page.getByRole('combobox', { name: 'Country' }).selectOption({ label: holder.country });
}

/** A new visitor fills the checkout's sign-up form (on the auth step, its page already open) and sends it. */
export async function signUpAtCheckout(
  page: Page,
  who: { firstName: string; surname: string; email: string; country: string },
) {
  const form = page.getByRole('form', { name: 'Sign up' });
  await form.getByLabel(/^First name/).fill(who.firstName);
  await form.getByLabel(/^Surname/).fill(who.surname);
  await form.getByLabel(/^Email/).fill(who.email);
  await form.getByLabel(/^Country/).selectOption({ label: who.country });
  await form.getByLabel(/^Password/).fill(DEMO_PASSWORD);
  await form.getByLabel(/^Confirm password/).fill(DEMO_PASSWORD);
  await form.getByRole('checkbox', { name: /^I am 18 or over/ }).check();
  await form.getByRole('checkbox', { name: /^I have read and agree to the customer terms of service/ }).check();
  await form.getByRole('button', { name: 'Sign up' }).click();
}

/** Ticks the customer terms' box of the attendee details step (unticked at first). */
export async function acceptTermsAtCheckout(page: Page) {
  await page.getByRole('checkbox', { name: /^I have read and agree to the customer terms of service/ }).check();
}

/** What a concise sign-up through the API sends beside the person's fields: the terms box and the age confirmation. */
export const SIGN_UP_CONSENTS = { acceptTerms: true, confirmAdult: true } as const;

/** A demo event of the demo partner that takes transfers for more than a day yet, with a paid ticket type on sale. */
export async function eventTakingTransfers(
  request: APIRequestContext,
): Promise<{ event: TEventDetail; ticketType: TEventTicketType }> {
  const partner = await bearer(request, ACCOUNTS.partner);
  const events = (await (await request.get('/api/partner/events?pageSize=100', { headers: partner })).json()) as {
    items: Array<{ id: number; status: string; cancelled: boolean }>;
  };
  for (const { id, status, cancelled } of events.items) {
    if (status !== 'APPROVED' || cancelled) continue;
    const setting = await (await request.get(`/api/partner/events/${id}/bank-transfer`, { headers: partner })).json();
    if (!setting.enabled || Date.parse(setting.lastChoiceAt) < Date.now() + 86_400_000) continue;
    const res = await request.get(`/api/events/${id}`);
    if (!res.ok()) continue;
    const event = (await res.json()) as TEventDetail;
    const ticketType = event.ticketTypes.find((t) => t.onSale && t.price > 0 && !t.soldOut && t.remaining === null);
    if (ticketType) return { event, ticketType };
  }
  throw new Error('No event of the demo partner takes bank transfers with seats to sell');
}
