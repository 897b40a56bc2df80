// Every menu link works for every role: in each of the three apps, the links of the top navigation, the
// account menu, the footer and the dashboard's side menu are gathered as a visitor, an attendee, a
// partner member and an administrator see them, and each distinct link is opened once: none may lead
// to the not-found page or to a page that turns the role away.
import type { Page } from '@playwright/test';
import { navigateInApp, signIn } from './demo-routes';
import { accountMenuButton, ACCOUNTS, expect, productUrl, test } from './support';

type Role = 'visitor' | 'attendee' | 'partner' | 'admin';

/** Where each app is entered by each role: a page that shows the app's menus to that role. */
const STARTS: Record<Role, string[]> = {
  visitor: ['/', '/partner/signup', '/admin/login'],
  attendee: ['/', '/partner/dashboard', '/admin/dashboard'],
  partner: ['/', '/partner/dashboard', '/admin/dashboard'],
  admin: ['/', '/partner/dashboard', '/admin/dashboard'],
};

const EMAILS: Record<Exclude<Role, 'visitor'>, string> = {
  attendee: ACCOUNTS.attendee,
  partner: ACCOUNTS.partner,
  admin: ACCOUNTS.admin,
};

/** The product paths (productUrl: the three apps' hosts as one) of the links inside the given elements. */
async function linksIn(page: Page, selector: string): Promise<string[]> {
  const hrefs = await page
    .locator(selector)
    .evaluateAll((roots) =>
      roots.flatMap((root) => Array.from(root.querySelectorAll('a[href]')).map((a) => (a as HTMLAnchorElement).href)),
    );
  const product = new URL(productUrl(page.url())).origin;
  return hrefs
    .map((href) => new URL(productUrl(href)))
    .filter((url) => url.origin === product)
    .map((url) => url.pathname + url.search);
}

/** Every menu link of the page the role is on: top navigation, account menu, footer, side menu. */
async function menuLinks(page: Page, role: Role): Promise<string[]> {
  await expect(page.locator('header.pv-topnav')).toBeVisible();
  await expect(page.locator('footer.pv-footer')).toBeVisible();
  const links = [
    ...(await linksIn(page, 'header.pv-topnav')),
    ...(await linksIn(page, 'footer.pv-footer')),
    ...(await linksIn(page, 'nav[aria-label$=" menu"]')),
  ];
  if (role !== 'visitor') {
    const button = accountMenuButton(page);
    await button.click();
    await expect(page.getByRole('menu')).toBeVisible();
    links.push(...(await linksIn(page, '[role="menu"]')));
    await page.keyboard.press('Escape');
  }
  return links;
}

/**
 * Opens a link as a click does (the app's router, or a load of the other app it belongs to) and checks
 * it lands on a page the role can use.
 */
async function expectUsable(page: Page, path: string) {
  if (!(await navigateInApp(page, path))) await page.goto(path);
  await expect(page.getByText('Checking your session')).toHaveCount(0);
  const heading = page.getByRole('heading', { level: 1 }).first();
  await expect(heading, `${path} shows a page`).toBeVisible();
  await expect(heading, `${path} is not the not-found page`).not.toHaveText('Page not found');
  await expect(page.getByText('This area is not for your account'), `${path} is for this role`).toHaveCount(0);
}

for (const role of Object.keys(STARTS) as Role[]) {
  test(`every menu link works for ${role === 'visitor' ? 'a visitor' : `the ${role}`}`, async ({ page }) => {
    if (role !== 'visitor') await signIn(page, EMAILS[role]);
    const links = new Set<string>();
    for (const start of STARTS[role]) {
      await page.goto(start);
      for (const link of await menuLinks(page, role)) links.add(link);
    }
    expect(links.size, 'menu links found').toBeGreaterThan(5);
    for (const link of links) await expectUsable(page, link);
  });
}
