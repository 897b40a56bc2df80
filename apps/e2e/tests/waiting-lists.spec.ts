// Waiting lists: a visitor finds a sold-out ticket type, signs in to join its waiting list, sees their
// place in Registrations and Events; a seat comes back (the organiser raises the quantity), the offer
// email links straight to checkout and they buy the seat held for them. axe on every page it changes.
import type { APIRequestContext } from '@playwright/test';
import type { TEventDetail, TEventTicketType, TPartnerEventDetail } from '@pavilion/domain';
import { ACCOUNTS, bearer, DEMO_PASSWORD, expect, expectNoSeriousA11yViolations, test } from './support';
import { acceptTermsAtCheckout, fillGoodCard, SIGN_UP_CONSENTS } from './orders';

interface MailAnswer {
  id: string;
  subject: string;
  template: string;
}

/** The demo partner's approved upcoming events. */
async function upcomingEvents(request: APIRequestContext, partner: Record<string, string>) {
  const page = (await (await request.get('/api/partner/events?pageSize=100', { headers: partner })).json()) as {
    items: Array<{ id: number; status: string; cancelled: boolean; startDateTime: string }>;
  };
  return page.items.filter((e) => e.status === 'APPROVED' && !e.cancelled && Date.parse(e.startDateTime) > Date.now());
}

/** The demo's sold-out ticket type whose waiting list is open (apps/api/src/seed/demo-waiting-lists.ts). */
async function soldOutWithList(
  request: APIRequestContext,
  partner: Record<string, string>,
): Promise<{ event: TEventDetail; ticketType: TEventTicketType }> {
  for (const { id } of await upcomingEvents(request, partner)) {
    const event = (await (await request.get(`/api/events/${id}`)).json()) as TEventDetail;
    const ticketType = event.ticketTypes.find((t) => t.onSale && t.soldOut && t.waitingListOpen);
    if (ticketType) return { event, ticketType };
  }
  throw new Error('The demo data has no sold-out ticket type with an open waiting list');
}

async function signUp(request: APIRequestContext, email: string) {
  const countries = (await (await request.get('/api/options/countries/')).json()) as { id: number; name: string }[];
  const country = countries.find((c) => c.name === 'United Kingdom')!.id;
  const res = await request.post('/api/user-sign-up', {
    data: {
      email,
      firstName: 'Ada',
      surname: 'Waiting',
      password: DEMO_PASSWORD,
      confirmPassword: DEMO_PASSWORD,
      country,
      ...SIGN_UP_CONSENTS,
    },
  });
  expect(res.status()).toBe(201);
}

test('a visitor joins the waiting list of a sold-out ticket type, is offered a seat that comes back, and buys it', async ({
  page,
  request,
}) => {
  test.slow();
  const partner = await bearer(request, ACCOUNTS.partner);
  const { event, ticketType } = await soldOutWithList(request, partner);
  const email = `waiting-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await signUp(request, email);

  // A visitor is asked to sign in first, and comes back to the event.
  await page.goto(`/events/${event.id}`);
  const signIn = page.getByRole('link', { name: `Sign in to join the waiting list for ${ticketType.name}` });
  await expect(signIn).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await signIn.click();
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(new RegExp(`/events/${event.id}$`));

  // Joining: the place in line, here and in Registrations and Events.
  await page.getByRole('button', { name: 'Join the waiting list' }).click();
  await expect(page.getByText(new RegExp(`^You are number \\d+ in line for ${ticketType.name}\\.`))).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'See your waiting lists' }).click();
  const lists = page.getByRole('region', { name: 'Waiting lists' });
  await expect(lists.getByText(/^You are number \d+ in line\.$/)).toBeVisible();
  await expect(lists.getByRole('link', { name: event.name })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Seats come back: the organiser adds ten, enough for everyone in line before and with this buyer.
  const detail = (await (
    await request.get(`/api/partner/events/${event.id}`, { headers: partner })
  ).json()) as TPartnerEventDetail;
  const managed = detail.ticketTypes.find((t) => t.id === ticketType.id)!;
  const raised = await request.patch(`/api/partner/events/${event.id}/ticket-types/${ticketType.id}`, {
    headers: partner,
    data: { quantity: managed.quantity + 10 },
  });
  expect(raised.ok()).toBe(true);

  // The offer: shown on the page with its end, and by email with the link straight to checkout.
  await page.reload();
  await expect(lists.getByText('Seats held for you')).toBeVisible();
  await expect(lists.getByRole('link', { name: 'Buy now' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  let offer: MailAnswer | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await (
          await page.request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`)
        ).json()) as MailAnswer[];
        offer = mails.find((m) => m.template === 'waiting-list-offer');
        return offer?.subject;
      },
      { timeout: 30_000 },
    )
    .toBe(`Tickets for ${event.name} are held for you`);
  const mail = (await (await page.request.get(`/api/dev/mailbox/${offer!.id}`)).json()) as { text: string };
  const link = mail.text.match(/\/events\/\d+\/ticket-purchase-details\?tickets=\d+:\d+&offer=\d+/)?.[0];
  expect(link).toMatch(
    new RegExp(`^/events/${event.id}/ticket-purchase-details\\?tickets=${ticketType.id}:1&offer=\\d+$`),
  );

  // Checkout from the email: the details, then the payment of the seat held for this buyer.
  await page.goto(link!);
  const first = page.getByRole('group', { name: /^Ticket 1: / });
  await expect(first.getByLabel(/^Email/)).toHaveValue(email);
  await first.getByLabel(/^Company/).fill('Analytical Engines');
  await first.getByLabel(/^Job title/).fill('Programmer');
  await acceptTermsAtCheckout(page);
  await page.getByRole('button', { name: 'Confirm Order' }).click();
  await expect(page).toHaveURL(new RegExp(`/events/${event.id}/ticket-purchase-checkout/[0-9a-f-]{36}$`));
  await fillGoodCard(page, {
    name: 'Ada Waiting',
    address: '1 Harbour Road',
    zip: 'SW1A 1AA',
    country: 'United Kingdom',
  });
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await expect(page.getByText('Payment processed successfully!')).toBeVisible();

  // The place is taken: the list shows it no more, the ticket is there.
  await page.goto('/user/registrations-and-events');
  await expect(
    page.getByRole('region', { name: 'Your tickets' }).getByRole('link', { name: event.name, exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Waiting lists' })).toHaveCount(0);
});

test('the organiser sees each waiting list on the event details and turns one off', async ({ page, request }) => {
  const partner = await bearer(request, ACCOUNTS.partner);
  // The demo partner's first upcoming event: its list was joined in the demo data (and above).
  const [first] = (await upcomingEvents(request, partner)).sort((a, b) =>
    a.startDateTime.localeCompare(b.startDateTime),
  );
  const event = (await (await request.get(`/api/events/${first!.id}`)).json()) as TEventDetail;
  const ticketType = event.ticketTypes[0]!;
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(ACCOUNTS.partner);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/partner\/dashboard/);
  await page.goto(`/partner/event-details/${event.id}`);
  const lists = page.getByRole('table', { name: 'Waiting list of each ticket type' });
  const toggle = lists.getByRole('switch', { name: `Waiting list of ${ticketType.name}` });
  await expect(toggle).toBeChecked();
  await expectNoSeriousA11yViolations(page);
  await toggle.click();
  await expect(toggle).not.toBeChecked();
  const publicEvent = (await (await request.get(`/api/events/${event.id}`)).json()) as TEventDetail;
  expect(publicEvent.ticketTypes.find((t) => t.id === ticketType.id)!.waitingListOpen).toBe(false);
  // On again, as the demo had it.
  await toggle.click();
  await expect(toggle).toBeChecked();
});
