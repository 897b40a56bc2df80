// The ticket widget on an organiser's own website: the partner copies the snippet from the event's page
// in the portal, a page on another origin (this machine, another port) holds it, axe checks that page
// with the widget in it, a buyer opens Pavilion's checkout from it with the keyboard and buys a ticket,
// and the sale counts as the widget's in the partner's insights.
import { createServer, type Server } from 'node:http';
import type { Page } from '@playwright/test';
import type { TInsights, TWidgetEvent } from '@pavilion/domain';
import { fillGoodCard, acceptTermsAtCheckout } from './orders';
import { ACCOUNTS, bearer, DEMO_PASSWORD, expect, expectNoSeriousA11yViolations, logIn, test } from './support';

// The organiser's website: beside the journeys' server (E2E_PORT), ten ports up.
const hostPort = Number(process.env.E2E_PORT ?? 3210) + 10;
let site: Server;
let hostPage = '';

test.beforeAll(async () => {
  // Its own styles would hide every button and paint list items red, were they to reach the widget.
  site = createServer((req, res) => {
    res.writeHead(req.url === '/' ? 200 : 404, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Harbour Logistics Week</title>
<style>button { display: none !important; } li { color: #ff0000; }</style></head>
<body><main><h1>Harbour Logistics Week</h1><p>Join us at the docks.</p>${hostPage}</main></body></html>`,
    );
  });
  await new Promise<void>((resolve) => site.listen(hostPort, '127.0.0.1', resolve));
});

test.afterAll(async () => {
  await new Promise((resolve) => site.close(resolve));
});

const ticketForm = (page: Page, number: number) => page.getByRole('group', { name: new RegExp(`^Ticket ${number}: `) });

test('a buyer buys a ticket through the widget on the organiser’s website, and the partner’s insights count it', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  // A public event of the demo partner with a paid ticket type on sale and more than 10 seats left.
  const partner = await bearer(request, ACCOUNTS.partner);
  const mine = (await (await request.get('/api/partner/events/?pageSize=100', { headers: partner })).json()) as {
    items: Array<{ id: number }>;
  };
  let widget: TWidgetEvent | null = null;
  for (const { id } of mine.items) {
    const res = await request.get(`/api/widget/events/${id}`);
    if (!res.ok()) continue;
    const answer = (await res.json()) as TWidgetEvent;
    if (answer.ticketTypes.some((t) => t.onSale && !t.soldOut && t.price > 0 && t.remaining === null)) {
      widget = answer;
      break;
    }
  }
  expect(widget, 'a public demo event of the partner with tickets on sale').not.toBeNull();
  const event = widget!;
  const ticketType = event.ticketTypes.find((t) => t.onSale && !t.soldOut && t.price > 0 && t.remaining === null)!;

  // The partner copies the snippet from the event's page, where the colours are the demo's.
  await logIn(page, ACCOUNTS.partner);
  await expect(page).toHaveURL(/\/partner\/dashboard/);
  await page.goto(`/partner/event-details/${event.id}`);
  await expect(page.getByRole('heading', { name: 'On your website' })).toBeVisible();
  const snippet = await page.getByRole('textbox', { name: 'Script to copy' }).inputValue();
  expect(snippet).toContain(`data-pavilion-event="${event.id}"`);
  await expect(page.getByRole('textbox', { name: /^Accent colour/ })).toHaveValue(event.colours.accent);
  await expectNoSeriousA11yViolations(page);
  hostPage = snippet;

  const today = new Date().toISOString().slice(0, 10);
  const insightsUrl = `/api/partner/insights?eventId=${event.id}&from=${today}&to=${today}`;
  const before = ((await (await request.get(insightsUrl, { headers: partner })).json()) as TInsights).widget;

  // A visitor of the organiser's site, in a browser that has never been to Pavilion.
  const visitor = await browser.newContext();
  const website = await visitor.newPage();
  await website.goto(`http://localhost:${hostPort}/`);
  const list = website.getByRole('list', { name: `Ticket types for ${event.name}` });
  await expect(list).toBeVisible();
  await expect(list.getByRole('listitem').filter({ hasText: ticketType.name })).toContainText(ticketType.priceText);
  const buy = website.getByRole('button', { name: 'Buy tickets' });
  await expect(buy).toBeVisible();
  await expect(buy).toHaveCSS('background-color', hexToRgb(event.colours.accent));
  await expect(list.getByRole('listitem').first()).not.toHaveCSS('color', 'rgb(255, 0, 0)');
  await expectNoSeriousA11yViolations(website);

  // By keyboard: the button takes focus, and Enter opens Pavilion's checkout in a new window.
  await website.keyboard.press('Tab');
  await expect(buy).toBeFocused();
  const [checkout] = await Promise.all([visitor.waitForEvent('page'), website.keyboard.press('Enter')]);
  await checkout.waitForLoadState();
  expect(new URL(checkout.url()).searchParams.get('source')).toBe('widget');
  await expect(checkout.getByRole('heading', { level: 1, name: event.name })).toBeVisible();

  await checkout.getByRole('button', { name: `Increase Quantity of ${ticketType.name}`, exact: true }).click();
  await checkout.getByRole('button', { name: 'Continue to Purchase' }).click();
  const login = checkout.getByRole('form', { name: 'Log in' });
  await login.getByRole('textbox', { name: 'Email' }).fill(ACCOUNTS.attendee);
  await login.getByLabel('Password').fill(DEMO_PASSWORD);
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(checkout).toHaveURL(/\/ticket-purchase-details\?tickets=/);
  for (const [label, value] of Object.entries({ Company: 'Harbour Freight', 'Job title': 'Buyer' })) {
    const input = ticketForm(checkout, 1).getByLabel(new RegExp(`^${label}`));
    if ((await input.inputValue()) === '') await input.fill(value);
  }
  await acceptTermsAtCheckout(checkout);
  await checkout.getByRole('button', { name: 'Confirm Order' }).click();
  await expect(checkout).toHaveURL(/\/ticket-purchase-checkout\/[0-9a-f-]{36}$/);
  await fillGoodCard(checkout, {
    name: 'Ada Lovelace',
    address: '1 Harbour Road',
    zip: 'SW1A 1AA',
    country: 'United Kingdom',
  });
  await checkout.getByRole('button', { name: 'Pay Now' }).click();
  await expect(checkout.getByText('Payment processed successfully!')).toBeVisible();
  await visitor.close();

  // The partner's insights count the order as sold through the website.
  const after = ((await (await request.get(insightsUrl, { headers: partner })).json()) as TInsights).widget;
  expect(after.orders).toBe(before.orders + 1);
  expect(after.ticketsSold).toBe(before.ticketsSold + 1);
  // A link naming the event: its picker shows the event chosen.
  await page.goto(`/partner/dashboard/insights?eventId=${event.id}`);
  await expect(page.getByRole('combobox', { name: 'Event' })).toHaveValue(event.name);
  const figures = page.getByRole('definition').filter({ hasText: / in \d+ orders?/ });
  await expect(figures).toContainText(/^\d+ tickets? in \d+ orders? · /);
  await expectNoSeriousA11yViolations(page);
});

function hexToRgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}
