// The organiser's journey: the approved demo partner creates a cancellation policy and an event with
// two ticket types, an agenda item and an extra, uploads a thumbnail and a banner, sees it PENDING and
// out of the marketplace; once an administrator approves the version, a buyer buys and the partner
// sees the order, the insight and the CSV. On the edit page the partner changes an extra and a
// ticket type, and adds and deletes an extra. Last, the partner cancels the event and the buyer is
// refunded and emailed. axe on every partner page.
import type { APIRequestContext, Page } from '@playwright/test';
import {
  ACCOUNTS,
  DEMO_PASSWORD,
  expect,
  expectMainSettled,
  expectNoSeriousA11yViolations,
  signIn,
  test,
} from './support';
import { gotoInApp } from './demo-routes';

// A 1x1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function bearer(request: APIRequestContext, email: string): Promise<Record<string, string>> {
  const res = await request.post('/api/login/', { data: { email, password: DEMO_PASSWORD } });
  expect(res.ok()).toBeTruthy();
  return { Authorization: `Bearer ${(await res.json()).token}` };
}

/** Sixty days from now at 09:00, as a datetime-local value. */
function inSixtyDays(hour: string) {
  const d = new Date(Date.now() + 60 * 86_400_000);
  return `${d.toISOString().slice(0, 10)}T${hour}`;
}

/** A form control by its exact label (required ones carry a '*'). */
const field = (page: Page, label: string) =>
  page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\*?$`));

async function checkA11y(page: Page) {
  await expectMainSettled(page);
  await expectNoSeriousA11yViolations(page);
}

// One journey in two steps: the second cancels the event the first created and sold.
test.describe.serial('partner events', () => {
  const name = `Harbour Freight Forum ${Date.now()}`;
  let eventId = 0;
  let orderId = '';

  test('create, upload, review, sell and read the figures', async ({ page, request }) => {
    test.slow();
    await signIn(page, ACCOUNTS.partner);
    await page.goto('/partner/dashboard');
    await expect(page).toHaveURL(/\/partner\/dashboard/);
    await expect(page.getByRole('heading', { name: /Welcome back/ })).toBeVisible();
    await checkA11y(page);

    // A policy first: ticket types need one.
    await gotoInApp(page, '/partner/dashboard/cancellation-policies');
    await expect(page.getByRole('heading', { name: 'Cancellation Policies' })).toBeVisible();
    await field(page, 'Policy name').fill(`Journey terms ${Date.now()}`);
    await page.getByRole('button', { name: 'Create policy' }).click();
    await expect(page.getByText('Policy created successfully')).toBeVisible();
    await checkA11y(page);

    // The event.
    await gotoInApp(page, '/partner/add-event');
    await expect(page.getByRole('heading', { name: 'Create an event' })).toBeVisible();
    await checkA11y(page);
    await field(page, 'Event name').fill(name);
    await field(page, 'Event type').selectOption({ index: 1 });
    await field(page, 'Tagline').fill('Ports, data and people');
    await field(page, 'Description').fill('A day of talks on port logistics.');
    await field(page, 'Website').fill('harbour-forum.example');
    await page.getByRole('combobox', { name: 'Venue' }).fill('Thames');
    await page.getByRole('option', { name: /Thames Riverside/ }).click();
    await expect(page.getByText(/Europe\/London/)).toBeVisible();
    await field(page, 'Starts').fill(inSixtyDays('09:00'));
    await field(page, 'Ends').fill(inSixtyDays('17:00'));
    await field(page, 'Other information').fill('Bring photo ID.');
    await page.getByRole('button', { name: 'Add agenda item' }).click();
    await field(page, 'Agenda item 1 name').fill('Opening keynote');
    await page.getByRole('button', { name: 'Add extra event' }).click();
    await field(page, 'Extra 1 name').fill('Harbour tour');
    await field(page, 'Extra 1 type').selectOption({ index: 1 });
    await field(page, 'Ticket currency').selectOption('GBP');
    await field(page, 'Ticket type 1 name').fill('Standard');
    await field(page, 'Ticket type 1 price').fill('295.50');
    await field(page, 'Ticket type 1 quantity').fill('100');
    await field(page, 'Ticket type 1 cancellation policy').selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Add ticket type' }).click();
    await field(page, 'Ticket type 2 name').fill('VIP');
    await field(page, 'Ticket type 2 price').fill('750');
    await field(page, 'Ticket type 2 quantity').fill('10');
    await field(page, 'Ticket type 2 cancellation policy').selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Create Event' }).click();

    // Files.
    await expect(page).toHaveURL(/\/partner\/edit-event\/\d+\/files$/);
    eventId = Number(/edit-event\/(\d+)\/files/.exec(page.url())![1]);
    await expect(page.getByRole('heading', { name: 'Images and documents' })).toBeVisible();
    await field(page, 'Thumbnail').setInputFiles({ name: 'thumb.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByRole('button', { name: 'Delete thumbnail' })).toBeVisible();
    await field(page, 'Banners').setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByRole('button', { name: 'Delete banner 1' })).toBeVisible();
    await checkA11y(page);
    await page.getByRole('link', { name: 'OK', exact: true }).click();

    // The event page: a draft (Auto publish is off by default) until submitted, then PENDING, and not in
    // the marketplace.
    await expect(page).toHaveURL(new RegExp(`/partner/event-details/${eventId}$`));
    await expect(page.getByRole('heading', { name })).toBeVisible();
    await expect(page.getByText('DRAFT').first()).toBeVisible();
    await expect(page.getByText('This event is a draft')).toBeVisible();
    await page.getByRole('button', { name: 'Submit for review' }).click();
    await expect(page.getByText('Submitted for review')).toBeVisible();
    await expect(page.getByText('PENDING').first()).toBeVisible();
    await expect(page.getByText(/09:00 (BST|GMT)/).first()).toBeVisible();
    await checkA11y(page);
    expect((await request.get(`/api/events/${eventId}`)).status()).toBe(404);
    const search = await (await request.post('/api/events/filtered', { data: { query: name } })).json();
    expect(search.events).toEqual([]);

    // Ticket types and extras after creation, on the edit page: they apply at once, without review.
    await page.getByRole('link', { name: `Edit event: ${name}` }).click();
    await expect(page).toHaveURL(new RegExp(`/partner/event-details/${eventId}/edit$`));
    const tour = page.getByRole('form', { name: 'Extra Harbour tour' });
    await tour.getByLabel('Harbour tour price (GBP)').fill('12.5');
    await tour.getByRole('button', { name: 'Save Harbour tour' }).click();
    await expect(page.getByText('Harbour tour saved')).toBeVisible();
    const newExtra = page.getByRole('form', { name: 'Add an extra event' });
    await newExtra.getByLabel(/^New extra name/).fill('Dockside dinner');
    await newExtra.getByLabel(/^New extra type/).selectOption({ index: 1 });
    await newExtra.getByRole('button', { name: 'Add extra event' }).click();
    const dinner = page.getByRole('form', { name: 'Extra Dockside dinner' });
    await expect(dinner).toBeVisible();
    const vip = page.getByRole('form', { name: 'Ticket type VIP' });
    await vip.getByLabel('VIP quantity').fill('20');
    await vip.getByRole('button', { name: 'Save VIP' }).click();
    await expect(page.getByText('VIP saved')).toBeVisible();
    await checkA11y(page);
    await dinner.getByRole('button', { name: 'Delete Dockside dinner' }).click();
    await expect(dinner).toHaveCount(0);

    // An administrator approves the version.
    const partner = await bearer(request, ACCOUNTS.partner);
    const detail = await (await request.get(`/api/partner/events/${eventId}`, { headers: partner })).json();
    expect(detail.subEvents.map((e: { name: string; price: number }) => [e.name, e.price])).toEqual([
      ['Harbour tour', 12.5],
    ]);
    expect(detail.ticketTypes.find((t: { name: string }) => t.name === 'VIP').quantity).toBe(20);
    const admin = await bearer(request, ACCOUNTS.admin);
    const decided = await request.post(`/api/admin/vetting-status/events/${eventId}/${detail.currentEventVersionId}`, {
      headers: admin,
      data: { status: 'APPROVED', comment: 'Welcome to Pavilion' },
    });
    expect(decided.ok()).toBeTruthy();
    expect((await request.get(`/api/events/${eventId}`)).status()).toBe(200);

    // A buyer buys two Standard tickets.
    const buyer = await bearer(request, ACCOUNTS.attendee);
    const standard = detail.ticketTypes.find((t: { name: string }) => t.name === 'Standard');
    const order = await request.post('/api/orders/', {
      headers: buyer,
      data: {
        eventId,
        tickets: [1, 2].map((n) => ({
          ticketTypeId: standard.id,
          firstName: `Guest${n}`,
          surname: 'Journey',
          email: `guest${n}.${Date.now()}@example.com`,
          company: 'Acme',
          jobTitle: 'Planner',
          subEventIds: [],
        })),
      },
    });
    expect(order.status()).toBe(201);
    orderId = (await order.json()).id;
    const paid = await request.post(`/api/orders/${orderId}/complete-order`, {
      headers: { ...buyer, 'Idempotency-Key': `journey-${Date.now()}` },
      data: {
        cardNumber: '4242 4242 4242 4242',
        expiryDate: '12/39',
        cvv: '123',
        cardholderName: 'Ada Lovelace',
        cardholderAddress: '12 Analytical Engine Way',
        cardholderZip: 'SW1A 1AA',
        country: '1',
      },
    });
    expect(paid.ok()).toBeTruthy();

    // The partner sees the order, the insight and the CSV.
    await gotoInApp(page, '/partner/dashboard/registrations');
    await expect(page.getByRole('heading', { name: 'Registrations' })).toBeVisible();
    await expect(page.getByRole('cell', { name }).first()).toBeVisible();
    await checkA11y(page);
    // The event picker searches the partner's events by name.
    await page.getByRole('combobox', { name: 'Event' }).fill(name);
    await page.getByRole('option').filter({ hasText: name }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]eventId=${eventId}(&|$)`));
    const csv = await page.request.get(`/api/partner/events/${eventId}/attendees.csv`);
    expect(csv.ok()).toBeTruthy();
    const text = await csv.text();
    expect(text.split('\n')[0]).toContain('Ticket type');
    expect(text).toContain('Guest1');
    await page.getByRole('row').nth(1).getByRole('link').click();
    await expect(page.getByRole('heading', { name: /^Order / })).toBeVisible();
    await expect(page.getByText('**** **** **** 4242')).toBeVisible();
    await checkA11y(page);

    await gotoInApp(page, '/partner/dashboard/insights');
    // The event picker searches the partner's events by name.
    await page.getByRole('combobox', { name: 'Event' }).fill(name);
    await page.getByRole('option').filter({ hasText: name }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]eventId=${eventId}(&|$)`));
    const byType = page.getByRole('table', { name: 'Tickets sold by ticket type' });
    await expect(byType.getByRole('row', { name: /Standard/ })).toContainText('2');
    await checkA11y(page);

    for (const path of [
      '/partner/dashboard/events',
      '/partner/dashboard/communications',
      '/partner/dashboard/help-centre',
      `/partner/event-details/${eventId}/edit`,
      `/partner/cancellation-policy-details/${standard.cancellationPolicyId}`,
    ]) {
      await gotoInApp(page, path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await checkA11y(page);
    }
  });

  test('cancel the event: its buyer is refunded in full and told', async ({ page, request }) => {
    test.slow();
    expect(eventId).toBeGreaterThan(0);
    const buyer = await bearer(request, ACCOUNTS.attendee);
    await signIn(page, ACCOUNTS.partner);
    await page.goto(`/partner/event-details/${eventId}`);
    await page.getByRole('button', { name: 'Cancel event' }).click();
    const dialog = page.getByRole('dialog', { name: `Cancel ${name}?` });
    await dialog.getByLabel(/Reason, shown to your buyers/).fill('The harbour is closed for dredging that week');
    await checkA11y(page);
    await dialog.getByRole('button', { name: 'Cancel the event and refund everyone' }).click();
    await expect(page.getByText('1 order (2 tickets) cancelled; refunds of £591.00 in all.')).toBeVisible();
    await page.getByRole('button', { name: 'Close', exact: true }).first().click();
    await expect(page.getByText('You cancelled this event')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel event' })).toHaveCount(0);

    const refunded = await (await request.get(`/api/orders/${orderId}`, { headers: buyer })).json();
    expect(refunded.status).toBe('cancelled');
    await expect
      .poll(
        async () => {
          const mails = (await (
            await request.get(`/api/dev/mailbox?to=${encodeURIComponent(ACCOUNTS.attendee)}`)
          ).json()) as Array<{ template: string; subject: string }>;
          return mails.filter((m) => m.subject.includes(name)).map((m) => m.template);
        },
        { timeout: 30_000 },
      )
      .toEqual(expect.arrayContaining(['event-cancelled', 'refund-sent']));

    // Buyers read that it was cancelled, and can no longer buy.
    await page.goto(`/events/${eventId}`);
    await expect(page.getByText('This event was cancelled by its organiser')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continue to Purchase' })).toHaveCount(0);
  });
});
