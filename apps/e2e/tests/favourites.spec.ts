// Saved events: the demo attendee finds the events saved earlier, saves one from the search, opens
// Saved events from the account menu, and removes one from its page; axe on the pages.
import { accountMenuButton, ACCOUNTS, expect, expectNoSeriousA11yViolations, signIn, test } from './support';

test('an attendee saves an event from the search, finds it in Saved events and removes it from its page', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.attendee);
  await page.goto('/');
  await expect(accountMenuButton(page)).toBeVisible();

  await page.goto('/user/saved-events');
  await expect(page.getByRole('heading', { name: 'Saved events', level: 1 })).toBeVisible();
  const savedBefore = page.getByRole('article');
  await expect(savedBefore).toHaveCount(3);
  await expectNoSeriousA11yViolations(page);

  // Save an event that is not saved yet, from the search results.
  await page.goto('/events');
  const save = page.getByRole('button', { name: /^Save / }).first();
  await expect(save).toBeVisible();
  const label = (await save.getAttribute('aria-label'))!;
  const name = label.replace(/^Save /, '');
  await save.click();
  await expect(page.getByRole('button', { name: `Saved: ${name}. Remove from saved events` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await accountMenuButton(page).click();
  await page.getByRole('menuitem', { name: 'Saved events' }).click();
  await expect(page).toHaveURL(/\/user\/saved-events$/);
  await expect(page.getByRole('article')).toHaveCount(4);
  const card = page.getByRole('article', { name });
  await expect(card).toBeVisible();

  // Remove it from the event's own page: the list no longer has it.
  await card.getByRole('link', { name: `View details of ${name}` }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  const saved = page.getByRole('button', { name: `Saved: ${name}. Remove from saved events` });
  await expectNoSeriousA11yViolations(page);
  await saved.click();
  await expect(page.getByRole('button', { name: `Save ${name}` })).toHaveAttribute('aria-pressed', 'false');
  await page.goto('/user/saved-events');
  await expect(page.getByRole('article')).toHaveCount(3);
  await expect(page.getByRole('article', { name })).toHaveCount(0);
});
