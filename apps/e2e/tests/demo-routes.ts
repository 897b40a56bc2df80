// The main pages of the three apps with the demo data's ids filled in, for the specs that visit every
// page (layout.spec.ts, visual.spec.ts), and a sign-in through the API that the page's context keeps.
import type { APIRequestContext, Page } from '@playwright/test';
import { ACCOUNTS, DEMO_PASSWORD, expect } from './support';

/** A demo buyer with orders, reviews and damage claims (README.md, "Demo accounts"). */
export const DEMO_BUYER = 'grace.hopper@example.com';

export { signIn } from './support';

async function bearer(request: APIRequestContext, email: string) {
  const res = await request.post('/api/login/', { data: { email, password: DEMO_PASSWORD } });
  expect(res.ok(), `sign in as ${email}`).toBe(true);
  return { Authorization: `Bearer ${(await res.json()).token}` };
}

async function getJson<T>(request: APIRequestContext, url: string, headers?: Record<string, string>): Promise<T> {
  const res = await request.get(url, { headers });
  expect(res.ok(), `GET ${url}`).toBe(true);
  return (await res.json()) as T;
}

interface PartnerEvent {
  id: number;
  startDateTime: string;
  endDateTime: string;
  status: string;
  cancelled: boolean;
}

/** The demo data's ids the routes need: read through the API, as each role sees them. */
export async function demoIds(request: APIRequestContext) {
  const partner = await bearer(request, ACCOUNTS.partner);
  const admin = await bearer(request, ACCOUNTS.admin);
  const [top] = await getJson<Array<{ id: number }>>(request, '/api/events/top/1');
  const event = await getJson<{ id: number; ticketTypes: Array<{ id: number; onSale: boolean; soldOut: boolean }> }>(
    request,
    `/api/events/${top!.id}`,
  );
  const events = (await getJson<{ items: PartnerEvent[] }>(request, '/api/partner/events?pageSize=100', partner)).items;
  const now = Date.now();
  const byStart = (a: PartnerEvent, b: PartnerEvent) => a.startDateTime.localeCompare(b.startDateTime);
  const live = events.filter((e) => e.status === 'APPROVED' && !e.cancelled).sort(byStart);
  const past = live.filter((e) => Date.parse(e.endDateTime) < now);
  const upcoming = live.filter((e) => Date.parse(e.startDateTime) > now);
  const [partnerOrder] = (
    await getJson<{ items: Array<{ id: string }> }>(
      request,
      '/api/partner/orders/summaries?pageSize=1&sort=datetime&direction=asc',
      partner,
    )
  ).items;
  const partners = (
    await getJson<{ items: Array<{ id: number; name: string }> }>(request, '/api/admin/partners/?pageSize=100', admin)
  ).items;
  const [adminOrder] = (
    await getJson<{ items: Array<{ id: string }> }>(
      request,
      '/api/admin/orders/summaries?pageSize=1&sort=datetime&direction=asc',
      admin,
    )
  ).items;
  // Every state: the damage-claims journey may already have decided the disputed one.
  const claims = (
    await getJson<{ items: Array<{ id: string; state: string }> }>(
      request,
      '/api/admin/damage-claims?pageSize=100&state=all',
      admin,
    )
  ).items;
  // The demo's person whose new registrations are blocked (apps/api/src/seed/demo-sanctions.ts).
  const [blockedPerson] = (
    await getJson<{ items: Array<{ id: number }> }>(
      request,
      '/api/admin/people/?q=mallory.reseller%40example.com',
      admin,
    )
  ).items;
  const ticketType = event.ticketTypes.find((t) => t.onSale && !t.soldOut);
  return {
    publicEventId: event.id,
    ticketTypeId: ticketType?.id,
    /** Meridian's oldest past event: check-ins, reviews and a payout. */
    pastEventId: past[0]!.id,
    upcomingEventId: upcoming[0]!.id,
    partnerOrderId: partnerOrder!.id,
    partnerId: partners.find((p) => p.name === 'Meridian Events Group')!.id,
    adminOrderId: adminOrder!.id,
    damageClaimId: (claims.find((c) => c.state === 'disputed') ?? claims[0])!.id,
    blockedPersonId: blockedPerson!.id,
  };
}

export type DemoIds = Awaited<ReturnType<typeof demoIds>>;

/** One page to visit: its path and who reads it (nobody: a visitor). */
export interface DemoRoute {
  name: string;
  path: string;
  as: string | null;
}

export function marketplaceRoutes(ids: DemoIds): DemoRoute[] {
  return [
    { name: 'home', path: '/', as: null },
    { name: 'search', path: '/events', as: null },
    { name: 'event', path: `/events/${ids.publicEventId}`, as: null },
    {
      name: 'checkout start',
      path: `/events/${ids.publicEventId}/ticket-purchase-details?tickets=${ids.ticketTypeId}:1`,
      as: DEMO_BUYER,
    },
    { name: 'my account', path: '/user/my-account', as: DEMO_BUYER },
    { name: 'registrations and events', path: '/user/registrations-and-events', as: DEMO_BUYER },
    { name: 'saved events', path: '/user/saved-events', as: DEMO_BUYER },
    { name: 'my reviews', path: '/user/reviews', as: DEMO_BUYER },
    { name: 'messages', path: '/user/messages', as: DEMO_BUYER },
    { name: 'settings', path: '/user/settings', as: DEMO_BUYER },
    { name: 'edit profile', path: '/user/profile/edit', as: DEMO_BUYER },
  ];
}

export function partnerRoutes(ids: DemoIds): DemoRoute[] {
  const as = ACCOUNTS.partner;
  return [
    { name: 'dashboard', path: '/partner/dashboard', as },
    { name: 'events', path: '/partner/dashboard/events', as },
    { name: 'event', path: `/partner/event-details/${ids.upcomingEventId}`, as },
    { name: 'event form and ticket types', path: `/partner/event-details/${ids.upcomingEventId}/edit`, as },
    { name: 'order', path: `/partner/order-details/${ids.partnerOrderId}`, as },
    { name: 'promo codes', path: `/partner/event-details/${ids.upcomingEventId}/promo-codes`, as },
    { name: 'sponsorship', path: `/partner/event-details/${ids.upcomingEventId}/sponsorship`, as },
    { name: 'check-in', path: `/partner/event-details/${ids.pastEventId}/check-in`, as },
    { name: 'event reviews', path: `/partner/event-details/${ids.pastEventId}/reviews`, as },
    { name: 'damage claims', path: '/partner/dashboard/damage-claims', as },
    { name: 'finances', path: '/partner/dashboard/finances', as },
    { name: 'invoices', path: '/partner/dashboard/invoices', as },
  ];
}

export function consoleRoutes(ids: DemoIds): DemoRoute[] {
  const as = ACCOUNTS.admin;
  return [
    { name: 'summary', path: '/admin/dashboard', as },
    { name: 'partners', path: '/admin/dashboard/partners', as },
    { name: 'partner', path: `/admin/partner-details/${ids.partnerId}`, as },
    { name: 'people', path: '/admin/dashboard/people', as },
    { name: 'person', path: `/admin/person-details/${ids.blockedPersonId}`, as },
    { name: 'events', path: '/admin/dashboard/events', as },
    { name: 'registrations', path: '/admin/dashboard/registrations', as },
    { name: 'order', path: `/admin/order-details/${ids.adminOrderId}`, as },
    { name: 'reviews', path: '/admin/dashboard/reviews', as },
    { name: 'payouts', path: '/admin/dashboard/payouts', as },
    { name: 'bank statements', path: '/admin/dashboard/bank-statements', as },
    { name: 'invoices', path: '/admin/dashboard/invoices', as },
    { name: 'sponsorships', path: '/admin/dashboard/sponsorships', as },
    { name: 'damage claims', path: '/admin/dashboard/damage-claims', as },
    { name: 'damage claim', path: `/admin/damage-claims/${ids.damageClaimId}`, as },
    { name: 'audit log', path: '/admin/audit-log', as },
    { name: 'jobs', path: '/admin/jobs', as },
    { name: 'settings', path: '/admin/settings', as },
  ];
}

/** The languages of the product, and the accented test language (a third longer than English). */
export const LANGUAGES = ['en', 'es', 'fr', 'de', 'en-XA'] as const;

/** A route opened in a language (`?lang=` holds for that page). */
export const withLang = (route: string, lang: string) => `${route}${route.includes('?') ? '&' : '?'}lang=${lang}`;

/**
 * Opens a page and waits until it has loaded: its main landmark has a heading, nothing in it is
 * loading (no spinner, skeleton or busy region) and the fonts are ready.
 */
export async function openSettled(page: Page, path: string) {
  await page.goto(path);
  await settled(page);
}

async function settled(page: Page) {
  const main = page.locator('main');
  await expect(main.locator('h1').first()).toBeVisible();
  await expect(main.locator('[role="status"].pv-spinner, .pv-skeleton, [aria-busy="true"]')).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/** The app a product path belongs to, and the path on that app's host (productUrl in support.ts, reversed). */
function onAppHost(productPath: string): { app: string; path: string } {
  const [, first, rest] = /^\/(partner|admin)(\/.*|\?.*)?$/.exec(productPath) ?? [];
  if (!first) return { app: 'marketplace', path: productPath };
  return { app: first, path: rest === undefined || rest.startsWith('?') ? `/${rest ?? ''}` : rest };
}

/**
 * Opens a page of the app the browser shows now as a click on a link there does: the app's router
 * renders it, without loading the app again. Waits until the new page has replaced the old one in
 * main, and answers false when the page is of another app, is the page shown, or changes nothing in
 * main within 5 s: the caller loads it whole.
 */
export async function navigateInApp(page: Page, path: string): Promise<boolean> {
  const target = onAppHost(path);
  const current = /^https?:/.test(page.url()) ? new URL(page.url()) : null;
  const currentApp = current
    ? (['partner', 'admin'].find((app) => current.hostname.startsWith(`${app}.`)) ?? 'marketplace')
    : null;
  if (currentApp !== target.app || current!.pathname + current!.search === target.path) return false;
  if ((await page.locator('main').count()) === 0) return false;
  await page.evaluate((to) => {
    const w = window as unknown as { __pvMainChanged?: boolean };
    w.__pvMainChanged = false;
    const inMain = (node: Node) =>
      (node instanceof Element ? node : node.parentElement)?.closest('main') != null ||
      (node instanceof Element && (node.tagName === 'MAIN' || node.querySelector('main') != null));
    const watch = new MutationObserver((records) => {
      const changed = (r: MutationRecord) =>
        inMain(r.target) || Array.from(r.addedNodes).some(inMain) || Array.from(r.removedNodes).some(inMain);
      if (!records.some(changed)) return;
      w.__pvMainChanged = true;
      watch.disconnect();
    });
    watch.observe(document.body, { childList: true, subtree: true, characterData: true });
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, target.path);
  // A route that shows what main already shows (a redirect back to this page) changes nothing there:
  // that page is then loaded whole.
  const changed = await page
    .waitForFunction(() => (window as unknown as { __pvMainChanged?: boolean }).__pvMainChanged === true, null, {
      timeout: 5_000,
    })
    .then(
      () => true,
      () => false,
    );
  return changed;
}

/**
 * Opens a page as openSettled does, through the app's router when the browser shows that app already
 * (navigateInApp): a full load only for the first page of an app, and for `fresh`: after a sign-in,
 * which the app already loaded does not know of.
 */
export async function openInApp(page: Page, path: string, { fresh = false } = {}) {
  if (fresh) await page.goto(path);
  else await gotoInApp(page, path);
  await settled(page);
}

/**
 * Goes to a page as a link does: through the app's router when the browser shows that app already
 * (navigateInApp), loaded whole otherwise. Waits for nothing more than the navigation: the journey
 * then waits for what it checks on the page.
 */
export async function gotoInApp(page: Page, path: string) {
  if (!(await navigateInApp(page, path))) await page.goto(path);
}
