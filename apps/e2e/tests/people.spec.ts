// Sanctions: an administrator finds a fresh attendee on the console's People page and blocks their new
// registrations with a reason; that person's checkout is refused in words; the administrator lifts the
// block and the same checkout goes through to payment. A block of sign-in ends the person's open session
// and signing in is refused in words until it is lifted. axe on the People list, the person's page, the
// refused checkout and the refused sign-in.
import type { APIRequestContext } from '@playwright/test';
import { ACCOUNTS, DEMO_PASSWORD, expect, expectNoSeriousA11yViolations, logIn, signIn, test } from './support';
import { acceptTermsAtCheckout, SIGN_UP_CONSENTS } from './orders';

/** An upcoming demo event with a ticket type on sale and seats left. */
async function eventOnSale(request: APIRequestContext) {
  const cards = (await (await request.get('/api/events/top/12')).json()) as Array<{ id: number }>;
  for (const card of cards) {
    const event = (await (await request.get(`/api/events/${card.id}`)).json()) as {
      id: number;
      ticketTypes: Array<{ id: number; onSale: boolean; soldOut: boolean; remaining: number | null }>;
    };
    const ticketType = event.ticketTypes.find((t) => t.onSale && !t.soldOut && t.remaining === null);
    if (ticketType) return { eventId: event.id, ticketTypeId: ticketType.id };
  }
  throw new Error('No upcoming demo event has a ticket type on sale');
}

/** A fresh attendee through the concise sign-up, as a separate client. */
async function signUp(request: APIRequestContext, email: string, surname: string, firstName = 'Pat') {
  const countries = (await (await request.get('/api/options/countries/')).json()) as { id: number; name: string }[];
  const country = countries.find((c) => c.name === 'Germany')!.id;
  const res = await request.post('/api/user-sign-up', {
    data: {
      email,
      firstName,
      surname,
      password: DEMO_PASSWORD,
      confirmPassword: DEMO_PASSWORD,
      country,
      ...SIGN_UP_CONSENTS,
    },
  });
  expect(res.status()).toBe(201);
}

test('an administrator blocks a person’s registrations, their checkout is refused in words, and the block is lifted', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  const stamp = Date.now().toString(36);
  const surname = `Sanctioned ${stamp}`;
  const email = `pat.${stamp}@example.com`;
  await signUp(request, email, surname);
  const { eventId, ticketTypeId } = await eventOnSale(request);

  await signIn(page, ACCOUNTS.admin);
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.getByRole('navigation', { name: 'Administration menu' }).getByRole('link', { name: 'People' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'People' })).toBeVisible();
  // The demo's blocked person shows the block in the list.
  await page.getByRole('searchbox', { name: 'Search people' }).fill('mallory.reseller@example.com');
  await page.getByRole('searchbox', { name: 'Search people' }).press('Enter');
  await expect(page.getByRole('listitem').filter({ hasText: 'Mallory Reseller' })).toContainText(
    'New registrations blocked',
  );
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('searchbox', { name: 'Search people' }).fill(email);
  await page.getByRole('searchbox', { name: 'Search people' }).press('Enter');
  await page.getByRole('link', { name: `Pat ${surname}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Pat ${surname}` })).toBeVisible();
  const registrations = page.getByRole('region', { name: 'New registrations' });
  // No reason: the words at the field, nothing sent.
  await registrations.getByRole('button', { name: 'Block new registrations' }).click();
  await expect(registrations.getByText('Enter the reason in 5 to 500 characters')).toBeVisible();
  await registrations
    .getByLabel(/Reason to block new registrations/)
    .fill('Tickets bought in bulk and resold above face value');
  await registrations.getByRole('button', { name: 'Block new registrations' }).click();
  await expect(registrations).toContainText('Tickets bought in bulk and resold above face value');
  await expect(page.getByRole('region', { name: 'Blocks, active and past' })).toContainText('Active');
  await expectNoSeriousA11yViolations(page);

  const buyer = await (await browser.newContext()).newPage();
  await signIn(buyer, email);
  await buyer.goto(`/events/${eventId}/ticket-purchase-details?tickets=${ticketTypeId}:1`);
  const ticket = buyer.getByRole('group', { name: /^Ticket 1: / });
  await expect(ticket.getByLabel(/^Email/)).toHaveValue(email);
  await ticket.getByLabel(/^Company/).fill('Harbour Logistics');
  await ticket.getByLabel(/^Job title/).fill('Buyer');
  await acceptTermsAtCheckout(buyer);
  await buyer.getByRole('button', { name: 'Confirm Order' }).click();
  const refusal = buyer.getByRole('alert').filter({ hasText: 'Your order could not be created' });
  await expect(refusal).toContainText('Your account cannot register for events');
  await expect(refusal).toContainText('support@pavilion.example');
  await expectNoSeriousA11yViolations(buyer);

  await registrations.getByLabel(/Reason to lift the block/).fill('Cleared with the person by phone');
  await registrations.getByRole('button', { name: 'Lift the block' }).click();
  await expect(registrations.getByRole('button', { name: 'Block new registrations' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Blocks, active and past' })).toContainText(
    'Cleared with the person by phone',
  );

  await buyer.getByRole('button', { name: 'Confirm Order' }).click();
  await expect(buyer.getByRole('timer', { name: 'Time left to pay' })).toBeVisible();
  await buyer.context().close();
});

test('an administrator blocks a person’s sign-in: their open session ends and signing in is refused in words', async ({
  page,
  browser,
  request,
}) => {
  const stamp = Date.now().toString(36);
  const surname = `Locked ${stamp}`;
  const email = `lee.${stamp}@example.com`;
  await signUp(request, email, surname, 'Lee');

  const person = await (await browser.newContext()).newPage();
  await signIn(person, email);
  await person.goto('/user/my-account');
  await expect(person.getByRole('heading', { level: 1 })).toBeVisible();

  await signIn(page, ACCOUNTS.admin);
  await page.goto('/admin/dashboard/people');
  await page.getByRole('searchbox', { name: 'Search people' }).fill(email);
  await page.getByRole('searchbox', { name: 'Search people' }).press('Enter');
  await page.getByRole('link', { name: `Lee ${surname}` }).click();
  const signInPanel = page.getByRole('region', { name: 'Sign-in' });
  await signInPanel.getByLabel(/Reason to block sign-in/).fill('The account was reported as taken over');
  await signInPanel.getByRole('button', { name: 'Block sign-in' }).click();
  await expect(signInPanel.getByRole('button', { name: 'Lift the block' })).toBeVisible();

  // The open session has ended: the account page asks to sign in again.
  await person.goto('/user/my-account');
  await expect(person).toHaveURL(/\/login/);
  await logIn(person, email);
  await expect(person.getByRole('alert')).toContainText('This account is blocked, so it cannot sign in');
  await expect(person.getByRole('alert')).toContainText('support@pavilion.example');
  await expectNoSeriousA11yViolations(person);

  await signInPanel.getByLabel(/Reason to lift the block/).fill('The owner proved who they are');
  await signInPanel.getByRole('button', { name: 'Lift the block' }).click();
  await expect(signInPanel.getByRole('button', { name: 'Block sign-in' })).toBeVisible();
  await logIn(person, email);
  await expect(person).not.toHaveURL(/\/login/);
  await person.context().close();
});
