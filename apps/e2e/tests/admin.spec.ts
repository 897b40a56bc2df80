// Admin console journeys against the demo data: the review queues, approving a partner that has just
// applied with a comment (and the email it gets), approving a pending event version (found in the
// search at once) and rejecting another (its partner reads the comment), the events list and an
// event's location change seen in the marketplace search, the option lists, registrations and an
// order's receipt, the audit log and My Account, the Jobs page's retry of the demo's failed round; axe on
// every admin page.
import type { APIRequestContext, Page } from '@playwright/test';
import { gotoInApp } from './demo-routes';
import { buyATicket } from './orders';
import {
  ACCOUNTS,
  bearer,
  DEMO_PASSWORD,
  expect,
  expectMainSettled,
  expectNoSeriousA11yViolations,
  signIn,
  test,
} from './support';

async function signInAsAdmin(page: Page) {
  await signIn(page, ACCOUNTS.admin);
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

interface MailAnswer {
  id: string;
  subject: string;
  template: string;
}

async function mailTo(request: APIRequestContext, to: string, template: string) {
  let mails: MailAnswer[] = [];
  await expect
    .poll(
      async () => {
        mails = (await (await request.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`)).json()) as MailAnswer[];
        return mails.some((m) => m.template === template);
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  const mail = mails.find((m) => m.template === template)!;
  return (await (await request.get(`/api/dev/mailbox/${mail.id}`)).json()) as { text: string; subject: string };
}

/**
 * A new organiser's application through the public sign-up, as the wizard sends it. The journeys
 * leave the demo's pending partner as it is: the partner portal's journey reads its checklist.
 */
async function applyAsPartner(request: APIRequestContext) {
  const stamp = Date.now().toString(36);
  const options = (await (await request.get('/api/options/')).json()) as {
    countries: Array<{ id: number; code: string }>;
    organizationTypes: Array<{ id: number }>;
    sectors: Array<{ id: number }>;
  };
  const gb = String(options.countries.find((c) => c.code === 'GB')!.id);
  const company = `Harbourside Congresses ${stamp}`;
  const email = `owner.${stamp}@harbourside.example`;
  const res = await request.post('/api/partner-sign-up', {
    data: {
      firstName: 'Nadia',
      surname: 'Okafor',
      email,
      country: gb,
      password: DEMO_PASSWORD,
      confirmPassword: DEMO_PASSWORD,
      companyName: company,
      registeredCompanyName: `${company} Ltd`,
      registrationNumber: '09481726',
      companyAddress: '18 Finsbury Circus',
      companyCity: 'London',
      companyZipCode: 'EC2M 7EB',
      companyCountry: gb,
      companyEmail: '',
      companyPhoneNumber: '+44 20 7946 0321',
      companyWebsite: 'https://harbourside.example',
      organizationType: String(options.organizationTypes[0]!.id),
      companySize: '11-50',
      eventsPerYear: '10-20',
      sectors: [String(options.sectors[0]!.id)],
    },
  });
  expect(res.status()).toBe(201);
  return { company, email };
}

interface AdminEventRowAnswer {
  id: number;
  name: string;
  partner: { status: string };
}

/** The pending demo events whose partner is approved (approving one makes it public). */
async function pendingEvents(request: APIRequestContext) {
  const admin = await bearer(request, ACCOUNTS.admin);
  const page = (await (
    await request.get('/api/admin/events/?status=PENDING&pageSize=100', { headers: admin })
  ).json()) as { items: AdminEventRowAnswer[] };
  return page.items.filter((e) => e.partner.status === 'APPROVED');
}

/** The names the marketplace search finds for a query. */
async function searchNames(request: APIRequestContext, query: string) {
  const answer = (await (
    await request.post('/api/events/filtered', {
      data: { query, pageSize: 100 },
      // A signed-in page's requests carry the session cookie, so they say they are the app's own.
      headers: { 'X-Requested-With': 'pavilion' },
    })
  ).json()) as {
    events: Array<{ name: string }>;
  };
  return answer.events.map((e) => e.name);
}

test.describe('admin console', () => {
  test('the admin approves a pending partner with a comment, and the partner is told', async ({ page }) => {
    const applicant = await applyAsPartner(page.request);
    await signInAsAdmin(page);
    await expect(page.getByRole('heading', { name: 'Summary' })).toBeVisible();
    const queue = page.getByRole('region', { name: 'Partners waiting for review' });
    await expect(queue.getByRole('link', { name: applicant.company })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await queue.getByRole('link', { name: applicant.company }).click();
    await expect(page.getByRole('heading', { level: 1, name: applicant.company })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Team members' })).toContainText(applicant.email);
    await expectNoSeriousA11yViolations(page);

    const vetting = page.getByRole('region', { name: 'Vetting' });
    await vetting.getByLabel('Status').selectOption({ label: 'Approve' });
    const update = vetting.getByRole('button', { name: 'Update status' });
    await expect(update).toBeDisabled();
    await vetting.getByLabel('Comment').fill('   ');
    await expect(update).toBeDisabled();
    await vetting.getByLabel('Comment').fill('Your registration is confirmed. Welcome to Pavilion!');
    await vetting.getByLabel('Notes').fill('Checked the UK company register.');
    await update.click();
    await expect(vetting.getByText('Status updated to APPROVED')).toBeVisible();
    await expect(page.locator('.pv-admin-page-head').getByText('APPROVED')).toBeVisible();
    await expect(vetting.getByRole('listitem').first()).toContainText('Your registration is confirmed');

    const mail = await mailTo(page.request, applicant.email, 'partner-vetting-approved');
    expect(mail.text).toContain('Your registration is confirmed. Welcome to Pavilion!');
    expect(mail.text).not.toContain('UK company register');

    await expect(page.getByRole('region', { name: 'Audit log' })).toContainText('PENDING -> APPROVED');
  });

  test('the admin approves a pending event version with a comment, and buyers find it at once', async ({ page }) => {
    const [event] = await pendingEvents(page.request);
    expect(event, 'the demo data has a pending event of an approved partner').toBeDefined();
    expect(await searchNames(page.request, event!.name)).not.toContain(event!.name);

    await signInAsAdmin(page);
    await gotoInApp(page, '/admin/dashboard/events?status=PENDING');
    await page.getByRole('searchbox', { name: 'Search events' }).fill(event!.name);
    await page.getByRole('searchbox', { name: 'Search events' }).press('Enter');
    await page.getByRole('link', { name: event!.name, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: event!.name })).toBeVisible();
    const vetting = page.getByRole('region', { name: 'Vetting', exact: true });
    await expect(vetting.getByText(/Version 1, submitted/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await vetting.getByLabel('Status').selectOption({ label: 'Approve' });
    const update = vetting.getByRole('button', { name: 'Update status' });
    await expect(update).toBeDisabled();
    await vetting.getByLabel('Comment').fill('Clear programme and venue. Approved for the marketplace.');
    await vetting.getByLabel('Notes').fill('Venue contract seen.');
    await update.click();
    await expect(vetting.getByText('Status updated to APPROVED')).toBeVisible();
    // The event reloads: approved, in the marketplace, and nothing waits any more.
    await expect(vetting.getByText(/No version is waiting for review: version 1 was approved/)).toBeVisible();
    await expect(page.getByText('In the marketplace')).toBeVisible();
    await expect(vetting.getByRole('listitem').first()).toHaveClass(/pv-vetting__entry--primary/);
    await expectNoSeriousA11yViolations(page);

    // Buyers find it in the marketplace search at once.
    await page.goto(`/events?query=${encodeURIComponent(event!.name)}`);
    await expect(
      page.getByRole('list', { name: 'Search results' }).getByRole('heading', { name: event!.name }),
    ).toBeVisible();
    expect(await searchNames(page.request, event!.name)).toContain(event!.name);
  });

  test("the admin reads what an approved event's waiting edit changes, field by field", async ({ page }) => {
    const admin = await bearer(page.request, ACCOUNTS.admin);
    const list = (await (
      await page.request.get('/api/admin/events/?status=APPROVED&pageSize=100', { headers: admin })
    ).json()) as { items: { id: number; name: string; changesWaiting: boolean }[] };
    const edited = list.items.find((e) => e.changesWaiting);
    expect(edited, 'the demo data has an approved event with an edit waiting').toBeDefined();

    await signInAsAdmin(page);
    await gotoInApp(page, `/admin/event-details/${edited!.id}`);
    await expect(page.getByRole('heading', { level: 1, name: edited!.name })).toBeVisible();
    const changes = page.getByRole('table', { name: 'Changes since the approved version' });
    await expect(changes).toContainText('Now with a second stage for hands-on workshops');
    await expectNoSeriousA11yViolations(page);
  });

  test('the admin rejects a pending event with a comment, and its partner reads it', async ({ page, browser }) => {
    const partner = await bearer(page.request, ACCOUNTS.partner);
    const mine = (await (
      await page.request.get('/api/partner/events?status=PENDING&pageSize=100', { headers: partner })
    ).json()) as { items: Array<{ id: number; name: string }> };
    const event = mine.items[0];
    expect(event, 'the demo partner has a pending event').toBeDefined();

    await signInAsAdmin(page);
    await gotoInApp(page, `/admin/event-details/${event!.id}`);
    const vetting = page.getByRole('region', { name: 'Vetting', exact: true });
    await vetting.getByLabel('Status').selectOption({ label: 'Reject' });
    await vetting.getByLabel('Comment').fill('Please add the agenda before we can list it.');
    await vetting.getByLabel('Notes').fill('Internal: second rejection this quarter.');
    await vetting.getByRole('button', { name: 'Update status' }).click();
    await expect(vetting.getByText('Status updated to REJECTED')).toBeVisible();
    await expect(page.locator('.pv-admin-event-status').getByText('REJECTED')).toBeVisible();
    expect((await page.request.get(`/api/events/${event!.id}`)).status()).toBe(404);

    const partnerPage = await (await browser.newContext()).newPage();
    await signIn(partnerPage, ACCOUNTS.partner);
    await partnerPage.goto(`/partner/event-details/${event!.id}`);
    const versions = partnerPage.getByRole('table', { name: 'Versions of this event' });
    await expect(versions).toContainText('Please add the agenda before we can list it.');
    await expect(partnerPage.getByText('second rejection this quarter')).toHaveCount(0);
    await partnerPage.context().close();
  });

  test('the events list searches, filters and sorts; an event moves to another venue and search follows', async ({
    page,
  }) => {
    await signInAsAdmin(page);
    await page.getByRole('navigation', { name: 'Administration menu' }).getByRole('link', { name: 'Events' }).click();
    await expect(page.getByRole('heading', { name: 'Events' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    // The page kit's stylesheet reaches the built app: the list's controls sit in one row.
    await expect(page.locator('.pv-list-toolbar').first()).toHaveCSS('display', 'flex');

    await page.getByLabel('Status').selectOption('PENDING');
    await expect(page).toHaveURL(/status=PENDING/);
    await page.getByRole('button', { name: 'Tickets Sold' }).click();
    await page.getByRole('button', { name: 'Tickets Sold, ascending' }).click();
    await expect(page).toHaveURL(/sort=ticketsSold/);
    await expect(page).toHaveURL(/direction=desc/);
    await page.getByRole('searchbox', { name: 'Search events' }).fill('zzzz-no-such-event');
    await page.getByRole('searchbox', { name: 'Search events' }).press('Enter');
    await expect(page.getByText('No events found matching your search criteria')).toBeVisible();

    // An approved event in the marketplace (the home's first: upcoming and public, where past and
    // cancelled approved events are not): move it to Manchester and find it there.
    const [top] = (await (await page.request.get('/api/events/top/1')).json()) as Array<{ name: string }>;
    const name = top!.name;
    await gotoInApp(page, '/admin/dashboard/events?status=APPROVED');
    await page.getByRole('searchbox', { name: 'Search events' }).fill(name);
    await page.getByRole('searchbox', { name: 'Search events' }).press('Enter');
    const first = page.locator('.pv-admin-row').filter({ hasText: name }).first();
    await expect(first).toBeVisible();
    await first.getByRole('heading').getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('link', { name: 'Change location' }).click();
    await expect(page.getByRole('heading', { name: `Change the location of ${name}` })).toBeVisible();
    // A public event: the page says its buyers and savers will be told (Customer terms B2).
    await expect(
      page.getByText('its ticket holders are emailed the new venue and may cancel with a full refund for 14 days'),
    ).toBeVisible();
    await page.getByRole('combobox', { name: 'New location' }).fill('Manchester Central');
    await page.getByRole('option', { name: /Manchester Central Exchange/ }).click();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Change location' }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Location' })).toContainText('Manchester Central Exchange');

    const places = (await (
      await page.request.get('/api/autocomplete/places-query?query=Manchester&kind=city')
    ).json()) as { results: Array<{ id: number; name: string }> };
    const manchester = places.results.find((p) => p.name.startsWith('Manchester'))!;
    const search = (await (
      await page.request.post('/api/events/filtered', {
        data: { locationId: manchester.id, pageSize: 100 },
        headers: { 'X-Requested-With': 'pavilion' },
      })
    ).json()) as { events: Array<{ name: string }> };
    expect(search.events.map((e) => e.name)).toContain(name);
  });

  test('an option value is added and removed, and the public options follow at once', async ({ page }) => {
    await signInAsAdmin(page);
    await gotoInApp(page, '/admin/settings');
    const sectors = page.getByRole('region', { name: 'Sectors' });
    await expect(sectors.getByRole('heading', { name: 'Sectors' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const field = sectors.getByRole('textbox', { name: 'New value for Sectors' });
    await field.fill('  Space Exploration ');
    await field.press('Enter');
    await expect(sectors.getByText('Space Exploration', { exact: true })).toBeVisible();
    const names = async () =>
      ((await (await page.request.get('/api/options/')).json()) as { sectors: Array<{ name: string }> }).sectors.map(
        (s) => s.name,
      );
    expect(await names()).toContain('Space Exploration');
    await field.fill('space exploration');
    await sectors.getByRole('button', { name: 'Add' }).click();
    await expect(sectors.getByText('"Space Exploration" is already in the list')).toBeVisible();
    await sectors.getByRole('button', { name: 'Remove Space Exploration' }).click();
    await expect(sectors.getByText('Space Exploration', { exact: true })).toHaveCount(0);
    expect(await names()).not.toContain('Space Exploration');
  });

  test('registrations list every paid order; a row opens the receipt with the card masked', async ({ page }) => {
    const bought = await buyATicket(page.request);
    await signInAsAdmin(page);
    await page
      .getByRole('navigation', { name: 'Administration menu' })
      .getByRole('link', { name: 'Registrations' })
      .click();
    const table = page.getByRole('table', { name: /Registrations/ });
    await expect(table.getByRole('cell', { name: bought.eventName }).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await table.getByRole('button', { name: 'Total Price' }).click();
    await expect(page).toHaveURL(/sort=totalPrice/);
    await gotoInApp(page, '/admin/dashboard/registrations');
    await table.getByRole('link').first().click();
    await expect(page.getByRole('heading', { name: 'Order receipt' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Payment details' })).toContainText('**** **** **** 4242');
    await expect(page.getByRole('region', { name: 'Payment details' })).toContainText('***');
    await expectNoSeriousA11yViolations(page);
  });

  test("the admin holds a partner's payouts from its page by keyboard, with a reason, and releases them", async ({
    page,
  }) => {
    await signInAsAdmin(page);
    await gotoInApp(page, '/admin/dashboard/partners');
    await page.getByRole('link', { name: 'Meridian Events Group' }).click();
    const payouts = page.getByRole('region', { name: 'Payouts' });
    await expect(payouts).toContainText('Not held');
    const reason = payouts.getByLabel('Reason (shown to the partner)');
    await reason.focus();
    await page.keyboard.type('Chargebacks under review');
    await page.keyboard.press('Tab');
    await expect(payouts.getByRole('button', { name: 'Hold payouts' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(payouts).toContainText('Chargebacks under review');
    await expect(payouts).toContainText('Held since');
    await expectNoSeriousA11yViolations(page);
    await payouts.getByRole('button', { name: 'Release payouts' }).click();
    await expect(payouts).toContainText('Not held');
  });

  test('the audit log, a partner list, the legal documents and My Account are accessible', async ({ page }) => {
    await signInAsAdmin(page);
    await gotoInApp(page, '/admin/dashboard/partners');
    await expect(page.getByRole('heading', { name: 'Partners', exact: true })).toBeVisible();
    await page.getByLabel('Status').selectOption('REJECTED');
    await expect(page.getByRole('link', { name: 'Quickfire Promotions' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await gotoInApp(page, '/admin/audit-log');
    await expect(page.getByRole('heading', { name: 'Audit log' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    // Reached from Settings: the legal documents' versions, each of this release's published.
    await gotoInApp(page, '/admin/settings');
    await page.getByRole('link', { name: 'Legal documents' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Legal documents' })).toBeVisible();
    const release = page.getByRole('table', { name: 'In this release' });
    await expect(release.getByRole('row', { name: /Customer terms/ })).toContainText('Published');
    await expect(page.getByRole('table', { name: 'Published versions' }).getByRole('row')).not.toHaveCount(0);
    // The demo's significant new version of the customer terms, published ahead.
    await expect(
      page.getByRole('table', { name: 'Published versions' }).getByRole('row', { name: /Customer terms.*Significant/ }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await gotoInApp(page, '/admin/my-account');
    await expect(page.getByRole('heading', { name: 'My Account' })).toBeVisible();
    await expect(page.getByText(ACCOUNTS.admin)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test("the admin finds the demo's failed background round on the Jobs page and retries it", async ({ page }) => {
    await signInAsAdmin(page);
    await page.getByRole('link', { name: 'Background jobs' }).click();
    await expect(page.getByRole('heading', { name: 'Background jobs', level: 1 })).toBeVisible();
    await expect(page.getByRole('table', { name: /^Rounds of each kind by state/ })).toContainText(
      'page-visitors-prune',
    );
    await page.getByRole('combobox', { name: 'State' }).selectOption('failed');
    await expect(page).toHaveURL(/[?&]state=failed/);
    const rounds = page.getByRole('table', { name: /^Rounds of background work/ });
    const failed = rounds.getByRole('row', { name: /page-visitors-prune/ });
    // The list keeps the rounds of every state, dimmed, until the failed ones arrive.
    await expect(failed).toHaveCount(1);
    await expect(failed).toContainText('Failed on purpose by the demo data before it ran');
    await expectNoSeriousA11yViolations(page);
    await failed.getByRole('button', { name: /^Retry the round of page-visitors-prune/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Retry this round of page-visitors-prune?' });
    await expect(dialog).toContainText('It failed with: Failed on purpose by the demo data');
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Retry the round' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'The round of page-visitors-prune is queued again' }),
    ).toBeVisible();
    // No longer failed: the worker takes it again and it completes.
    await expect(rounds.getByRole('row', { name: /page-visitors-prune/ })).toHaveCount(0);
    await page.getByRole('combobox', { name: 'State' }).selectOption('completed');
    await page.getByRole('combobox', { name: 'Kind' }).selectOption('page-visitors-prune');
    await expect
      .poll(
        async () => {
          await page.reload();
          // Counted once the page has its rounds again, not while it checks the session or loads them.
          await expect(page.getByRole('heading', { name: 'Background jobs', level: 1 })).toBeVisible();
          await expectMainSettled(page);
          return rounds
            .getByRole('row')
            .filter({ hasText: /page-visitors-prune/ })
            .count();
        },
        { timeout: 30_000 },
      )
      .toBeGreaterThanOrEqual(2);
  });
});
