// Checkout journeys: choosing tickets, signing up at the auth step, attendee details, a declined and a
// good card, the thank-you page, Registrations and Events (with the calendar file) and the emails; once with the mouse and
// once with the keyboard alone; axe on every checkout page.
import { readFileSync } from 'node:fs';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { acceptTermsAtCheckout, eventWithPaidTickets, signUpAtCheckout } from './orders';
import { ACCOUNTS, DEMO_PASSWORD, expect, expectNoSeriousA11yViolations, test } from './support';

interface MailAnswer {
  id: string;
  to: string;
  subject: string;
  template: string;
}

const GOOD_CARD = '4242 4242 4242 4242';
const DECLINED_CARD = '4000 0000 0000 0002';
const DECLINED = 'There was an error processing your payment. Please try again.';

/** The emails sent to an address, waiting for the outbox worker to deliver them. */
async function mailTo(request: APIRequestContext, to: string, expectedCount: number): Promise<MailAnswer[]> {
  let mails: MailAnswer[] = [];
  await expect
    .poll(
      async () => {
        mails = (await (await request.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`)).json()) as MailAnswer[];
        return mails.length;
      },
      { timeout: 30_000 },
    )
    .toBeGreaterThanOrEqual(expectedCount);
  return mails;
}

const uniqueEmail = (who: string) => `${who}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

const ticketForm = (page: Page, number: number) => page.getByRole('group', { name: new RegExp(`^Ticket ${number}: `) });

async function fillCard(page: Page, cardNumber: string) {
  await page.getByRole('textbox', { name: 'Card number' }).fill(cardNumber);
  await page.getByRole('textbox', { name: 'Expiry date' }).fill('12/39');
  await page.getByRole('textbox', { name: 'CVV' }).fill('123');
}

test.describe('checkout', () => {
  test('a visitor picks 2 tickets, registers, is declined once, pays and finds both tickets and the emails', async ({
    page,
    request,
  }) => {
    // The whole journey with an axe scan of each of its five pages.
    test.slow();
    const { event, ticketType } = await eventWithPaidTickets(request);
    const buyer = uniqueEmail('buyer');
    const guest = uniqueEmail('guest');

    // The event page's quantity controls carry the choice to the auth step.
    await page.goto(`/events/${event.id}`);
    const increase = page.getByRole('button', { name: `Increase Quantity of ${ticketType.name}`, exact: true });
    await increase.click();
    await increase.click();
    await page.getByRole('button', { name: 'Continue to Purchase' }).click();
    await expect(page).toHaveURL(new RegExp(`/events/${event.id}/ticket-purchase-auth\\?tickets=${ticketType.id}:2$`));

    // Auth step: the summary survives a reload; the new user registers with the concise form.
    const summary = page.getByRole('complementary', { name: 'Order Summary' });
    await expect(summary.getByText(event.name)).toBeVisible();
    await page.reload();
    await expect(summary.getByRole('list', { name: 'Tickets' })).toContainText(`${ticketType.name}2 ×`);
    await expect(page.getByRole('form', { name: 'Log in' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await signUpAtCheckout(page, { firstName: 'Grace', surname: 'Hopper', email: buyer, country: 'United Kingdom' });

    // Details: one form per ticket, the first from the new profile; the browser checks the rest.
    await expect(page).toHaveURL(
      new RegExp(`/events/${event.id}/ticket-purchase-details\\?tickets=${ticketType.id}:2$`),
    );
    await expect(ticketForm(page, 1).getByLabel(/^First name/)).toHaveValue('Grace');
    await expect(ticketForm(page, 1).getByLabel(/^Email/)).toHaveValue(buyer);
    await expect(ticketForm(page, 3)).toHaveCount(0);
    await page.getByRole('button', { name: 'Confirm Order' }).click();
    await expect(ticketForm(page, 1).getByText('Company is required')).toBeVisible();
    await expect(ticketForm(page, 2).getByText('First name is required')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await ticketForm(page, 1)
      .getByLabel(/^Company/)
      .fill('Navy Computing');
    await ticketForm(page, 1)
      .getByLabel(/^Job title/)
      .fill('Rear Admiral');
    const second = ticketForm(page, 2);
    await second.getByLabel(/^First name/).fill('Katherine');
    await second.getByLabel(/^Surname/).fill('Johnson');
    await second.getByLabel(/^Email/).fill(guest);
    await second.getByLabel(/^Company/).fill('NASA');
    await second.getByLabel(/^Job title/).fill('Mathematician');
    await expect(summary.getByTestId('summary-total')).toContainText(/\d/);
    await acceptTermsAtCheckout(page);
    await page.getByRole('button', { name: 'Confirm Order' }).click();

    // Payment: the hold counts down; a declined card keeps the order payable.
    await expect(page).toHaveURL(new RegExp(`/events/${event.id}/ticket-purchase-checkout/[0-9a-f-]{36}$`));
    await expect(page.getByRole('timer', { name: 'Time left to pay' })).toHaveText(/^1[45]:\d\d$/);
    await expect(page.getByRole('textbox', { name: 'Card number' })).toBeFocused();
    await page.getByRole('button', { name: 'Pay Now' }).click();
    await expect(page.getByText('Please enter a valid 16-digit card number')).toBeVisible();
    await page.getByRole('textbox', { name: 'Card number' }).fill('4242');
    await expect(page.getByText('Please enter a valid 16-digit card number')).toHaveCount(0);
    await fillCard(page, DECLINED_CARD);
    await page.getByRole('textbox', { name: 'Cardholder name' }).fill('Grace Hopper');
    await page.getByRole('textbox', { name: 'Billing address' }).fill('1 Harbour Road');
    await page.getByRole('textbox', { name: 'Zip / postal code' }).fill('SW1A 1AA');
    await page.getByRole('combobox', { name: 'Country' }).selectOption({ label: 'United Kingdom' });
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Pay Now' }).click();
    await expect(page.getByRole('alert')).toHaveText(DECLINED);
    await page.getByRole('textbox', { name: 'Card number' }).fill(GOOD_CARD);
    await page.getByRole('button', { name: 'Pay Now' }).click();
    await expect(page.getByText('Payment processed successfully!')).toBeVisible();

    // Thank-you page.
    await expect(page).toHaveURL(new RegExp(`/events/${event.id}/ticket-purchase-confirmation/[0-9a-f-]{36}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Thank You for Your Purchase!' })).toBeVisible();
    for (const notice of ['Receipt Coming Soon', 'Ticket Delivery', 'Stay Updated']) {
      await expect(page.getByRole('heading', { level: 2, name: notice })).toBeVisible();
    }
    await expect(page.getByText(buyer)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Registrations and Events: both tickets with their QR codes, the order with the card masked.
    await page.getByRole('link', { name: 'View your tickets' }).click();
    await expect(page).toHaveURL(/\/user\/registrations-and-events$/);
    const tickets = page.getByRole('region', { name: 'Your tickets' });
    await expect(tickets.getByRole('link', { name: event.name, exact: true })).toHaveCount(2);
    await expect(tickets.getByRole('link', { name: event.name, exact: true }).first()).toHaveAttribute(
      'href',
      `/events/${event.id}`,
    );
    const qrCodes = tickets.getByRole('img', { name: /^QR code of / });
    await expect(qrCodes).toHaveCount(2);
    for (const qr of await qrCodes.all())
      await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const pdf = await page.request.get(
      (await page.getByRole('link', { name: /^Download PDF ticket for Katherine Johnson/ }).getAttribute('href'))!,
    );
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    const order = page.getByRole('listitem', { name: event.name });
    await expect(order.getByText('Paid', { exact: true })).toBeVisible();
    await expect(order.getByText('**** **** **** 4242')).toBeVisible();
    await expect(order.getByText('***', { exact: true })).toBeVisible();
    // The event for the calendar: the file downloads, and Google Calendar's page is filled in.
    const calendar = order.getByRole('navigation', { name: `Add ${event.name} to your calendar` });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      calendar.getByRole('link', { name: 'Calendar file (.ics)' }).click(),
    ]);
    const ics = readFileSync((await download.path())!, 'utf8');
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(ics).toContain('METHOD:PUBLISH');
    expect(ics.replace(/\r?\n[ \t]/g, '')).toContain(`SUMMARY:${event.name.replace(/([,;])/g, '\\$1')}`);
    const google = new URL((await calendar.getByRole('link', { name: 'Google Calendar' }).getAttribute('href'))!);
    expect(google.searchParams.get('text')).toBe(event.name);
    await expectNoSeriousA11yViolations(page);

    // The dev mailbox has the receipt and the tickets, each ticket to its attendee.
    const buyerMail = await mailTo(page.request, buyer, 2);
    expect(buyerMail.map((mail) => mail.subject)).toEqual(
      expect.arrayContaining([`Your receipt for ${event.name}`, `Your ticket for ${event.name}`]),
    );
    const guestMail = await mailTo(page.request, guest, 1);
    expect(guestMail.map((mail) => mail.subject)).toContain(`Your ticket for ${event.name}`);
  });

  test('a partner who signs in at the auth step is told to use an attendee account', async ({ page, request }) => {
    const { event, ticketType } = await eventWithPaidTickets(request);
    await page.goto(`/events/${event.id}/ticket-purchase-auth?tickets=${ticketType.id}:1`);
    const login = page.getByRole('form', { name: 'Log in' });
    await login.getByRole('textbox', { name: 'Email' }).fill(ACCOUNTS.partner);
    await login.getByLabel('Password').fill(DEMO_PASSWORD);
    await login.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/notice\/need-attendee-login\?next=/);
  });

  test('the same checkout with the keyboard alone', async ({ page, request }) => {
    const { event, ticketType } = await eventWithPaidTickets(request);
    const guest = uniqueEmail('keyboard-guest');

    await page.goto(`/events/${event.id}`);
    await tabTo(page, page.getByRole('button', { name: `Increase Quantity of ${ticketType.name}`, exact: true }));
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await tabTo(page, page.getByRole('button', { name: 'Continue to Purchase' }));
    await page.keyboard.press('Enter');

    // Auth step: the heading takes focus; log in as the demo attendee.
    await expect(page).toHaveURL(/\/ticket-purchase-auth\?tickets=/);
    await expect(page.getByRole('heading', { level: 1, name: 'Log in or register to continue' })).toBeFocused();
    const login = page.getByRole('form', { name: 'Log in' });
    await tabTo(page, login.getByRole('textbox', { name: 'Email' }));
    await page.keyboard.type(ACCOUNTS.attendee);
    await page.keyboard.press('Tab');
    await page.keyboard.type(DEMO_PASSWORD);
    await page.keyboard.press('Enter');

    // Details: fill what is empty, field by field, then Confirm Order.
    await expect(page).toHaveURL(new RegExp(`/ticket-purchase-details\\?tickets=${ticketType.id}:2$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Attendee details' })).toBeFocused();
    const values: Record<string, string> = {
      'First name': 'Dorothy',
      Surname: 'Vaughan',
      Email: guest,
      Company: 'NACA',
      'Job title': 'Supervisor',
    };
    for (const number of [1, 2]) {
      for (const [label, value] of Object.entries(values)) {
        const field = ticketForm(page, number).getByLabel(new RegExp(`^${label}`));
        if ((await field.inputValue()) !== '') continue;
        await tabTo(page, field);
        await page.keyboard.type(number === 1 && label === 'Email' ? ACCOUNTS.attendee : value);
      }
    }
    // The customer terms' box, ticked by Space.
    await tabTo(page, page.getByRole('checkbox', { name: /^I have read and agree to the customer terms of service/ }));
    await page.keyboard.press('Space');
    await tabTo(page, page.getByRole('button', { name: 'Confirm Order' }));
    await page.keyboard.press('Enter');

    // Payment: focus starts on the card number; every field by Tab; the country by typing its name.
    await expect(page).toHaveURL(/\/ticket-purchase-checkout\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('textbox', { name: 'Card number' })).toBeFocused();
    await page.keyboard.type(GOOD_CARD.replace(/ /g, ''));
    await page.keyboard.press('Tab');
    await page.keyboard.type('1239');
    await page.keyboard.press('Tab');
    await page.keyboard.type('123');
    for (const [label, value] of [
      ['Cardholder name', 'Dorothy Vaughan'],
      ['Billing address', '1 Langley Road'],
      ['Zip / postal code', '23665'],
    ]) {
      const field = page.getByRole('textbox', { name: label });
      await tabTo(page, field);
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type(value);
    }
    const country = page.getByRole('combobox', { name: 'Country' });
    await tabTo(page, country);
    await page.keyboard.type('United States');
    await expect(country.locator('option:checked')).toHaveText('United States');
    await tabTo(page, page.getByRole('button', { name: 'Pay Now' }));
    await page.keyboard.press('Enter');

    // Thank-you page, then on to the tickets.
    await expect(page.getByRole('heading', { level: 1, name: 'Thank You for Your Purchase!' })).toBeFocused({
      timeout: 15_000,
    });
    await tabTo(page, page.getByRole('link', { name: 'View your tickets' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/user\/registrations-and-events$/);
    await expect(page.getByRole('img', { name: "QR code of Dorothy Vaughan's ticket" })).toBeVisible();
  });
});

/**
 * Presses Tab until `target` has focus (failing after `limit` presses), checking on the way that
 * focus keeps moving (no trap) and that the focused control shows a visible focus indicator.
 */
async function tabTo(page: Page, target: Locator, limit = 250) {
  let previous: string | null = null;
  for (let presses = 0; presses < limit; presses += 1) {
    // Each Tab must move focus on: the same control twice in a row would be a trap.
    const current = await page.evaluate(() => {
      const active = document.activeElement;
      if (!active || active === document.body) return null;
      if (!active.hasAttribute('data-tab-stop')) active.setAttribute('data-tab-stop', String(Math.random()));
      return active.getAttribute('data-tab-stop');
    });
    expect(current === null || current !== previous, 'focus moves on with each Tab').toBe(true);
    previous = current;
    if (await target.evaluate((element) => element === document.activeElement)) {
      const indicator = await target.evaluate((element) => {
        const style = getComputedStyle(element);
        return {
          focusVisible: element.matches(':focus-visible'),
          outline: style.outlineStyle,
          width: parseFloat(style.outlineWidth),
        };
      });
      expect(indicator.focusVisible, 'the focused control matches :focus-visible').toBe(true);
      expect(indicator.outline === 'none' || indicator.width === 0, 'the focused control shows an outline').toBe(false);
      return;
    }
    await page.keyboard.press('Tab');
  }
  throw new Error(`Could not reach ${target} with Tab in ${limit} presses`);
}
