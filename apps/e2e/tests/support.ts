// Shared helpers for the journeys: demo accounts and an accessibility check with axe-core.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Password123!';
export const ACCOUNTS = {
  attendee: 'attendee@example.com',
  partner: 'partner@example.com',
  admin: 'admin@example.com',
} as const;

/**
 * Fails on any serious or critical axe-core violation, listing them. axe runs in the page itself
 * (axe.run, "legacy mode"): the default mode runs each frame apart and merges the results in a new
 * page opened for each check, which took a third of the journeys' time. Legacy mode checks the same
 * rules on the same page and skips cross-origin frames only, which the apps do not have.
 */
export async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .setLegacyMode(true)
    .analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')})`,
    ),
  ).toEqual([]);
}

export async function logIn(page: Page, email: string, path = '/login') {
  await page.goto(path);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
}
