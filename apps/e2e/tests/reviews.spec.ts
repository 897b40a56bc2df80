// Reviews after an event: two demo buyers who were checked in at a past event of the demo partner
// review it from their account: one review is clean and published at once (it shows on the event's
// page), the other has a link and waits for a moderator; the second buyer reports the published one
// from the event's page; the administrator removes the flagged one with a reason from the moderation
// queue; the partner's first reply to the published one has a link, the administrator removes it (a
// strike on the team member, which the console names a reply's), the team member appeals it from the
// portal's Settings, Strikes and appeals, and replies again. axe on each page and on the report dialog.
import type { APIRequestContext, Page } from '@playwright/test';
import { ACCOUNTS, DEMO_PASSWORD, expect, expectNoSeriousA11yViolations, signIn, test } from './support';

/** Demo buyers (seed/demo-orders.ts) and how reviews name them; Tim's account is suspended in the demo. */
const BUYERS = {
  'grace.hopper@example.com': 'Grace H.',
  'alan.kay@example.com': 'Alan K.',
  'katherine.johnson@example.com': 'Katherine J.',
} as const;
type Buyer = keyof typeof BUYERS;

interface Reviewable {
  email: Buyer;
  eventId: number;
  eventName: string;
}

/** Past events the demo buyers can still review, one per buyer. */
async function reviewable(request: APIRequestContext): Promise<Reviewable[]> {
  const found: Reviewable[] = [];
  for (const email of Object.keys(BUYERS) as Buyer[]) {
    const login = await request.post('/api/login/', { data: { email, password: DEMO_PASSWORD } });
    expect(login.ok()).toBeTruthy();
    const headers = { Authorization: `Bearer ${(await login.json()).token}` };
    const mine = await (await request.get('/api/reviews/mine', { headers })).json();
    const open = mine.items.find((i: { canReview: boolean }) => i.canReview);
    if (open) found.push({ email, eventId: open.eventId, eventName: open.eventName });
  }
  return found;
}

async function writeReview(page: Page, who: Reviewable, score: string, text: string) {
  await signIn(page, who.email);
  await page.goto('/user/reviews');
  await expect(page.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible();
  const item = page.getByRole('listitem', { name: who.eventName });
  await item.getByRole('button', { name: 'Write a review' }).click();
  const form = item.getByRole('form', { name: `Review of ${who.eventName}` });
  await form.getByLabel('Overall score').selectOption(score);
  await form.getByLabel('Venue').selectOption('8');
  await form.getByLabel('Your review').fill(text);
  await expectNoSeriousA11yViolations(page);
  await form.getByRole('button', { name: 'Submit review' }).click();
}

test('attendees review a past event, the admin removes a flagged review and the partner replies', async ({
  page,
  request,
}) => {
  test.slow();
  const open = await reviewable(request);
  expect(open.length).toBeGreaterThanOrEqual(2);
  const [clean, flagged] = open;

  // A clean review is published at once and shows on the event's page.
  await writeReview(page, clean, '9', 'Well organised, with speakers who knew their ports inside out.');
  await expect(page.getByRole('status').filter({ hasText: 'Thank you: your review is published.' })).toBeVisible();
  await page.goto(`/events/${clean.eventId}`);
  const reviews = page.getByRole('region', { name: 'Reviews' });
  await expect(reviews.getByText('Well organised, with speakers who knew their ports inside out.')).toBeVisible();
  await expect(reviews.getByText(/average \([\d.]+ of 5 stars\) from \d+ review/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.context().clearCookies();

  // One with a link waits for a moderator.
  const flaggedText = 'Good talks; the slides are at www.example.com/slides for anyone who missed them.';
  await writeReview(page, flagged, '6', flaggedText);
  await expect(
    page.getByRole('status').filter({ hasText: 'your review will be published once a moderator has read it' }),
  ).toBeVisible();

  // The same reader reports the published review from the event's page, with a reason, once.
  await page.goto(`/events/${clean.eventId}`);
  const report = page.getByRole('button', { name: `Report the review by ${BUYERS[clean.email]}` });
  await report.click();
  const dialog = page.getByRole('dialog', { name: 'Report this review' });
  await dialog.getByRole('radio', { name: 'Advertising or spam' }).check();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByText('a moderator will read the review')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(report).toBeDisabled();
  await page.context().clearCookies();

  // The administrator removes it from the queue, with a reason.
  await signIn(page, ACCOUNTS.admin);
  await page.goto('/admin/dashboard/reviews');
  await expect(page.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible();
  const queued = page.getByRole('listitem').filter({ hasText: flaggedText });
  await expect(queued).toContainText('A link');
  await expect(queued).toContainText(/Waiting \d+ of 5 business days/);
  await expectNoSeriousA11yViolations(page);
  await queued.getByLabel('Decision').selectOption({ label: 'Remove' });
  await queued.getByLabel('Reason').fill('Links to outside sites are not allowed in reviews');
  await queued.getByRole('button', { name: 'Save decision' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: flaggedText })).toHaveCount(0);
  await page.context().clearCookies();

  // The partner replies once to the published review.
  await signIn(page, ACCOUNTS.partner);
  await page.goto(`/partner/event-details/${clean.eventId}`);
  await page.getByRole('link', { name: 'Reviews', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Reviews of ${clean.eventName}` })).toBeVisible();
  await expect(page.getByLabel('New edition of')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const reply = page.getByRole('form', { name: `Reply to ${BUYERS[clean.email]}` });
  // A first reply with a link waits for a moderator.
  const linked = 'Thank you; the slides are at www.example.com/harbour for everyone.';
  await reply.getByLabel(`Your reply to ${BUYERS[clean.email]}`).fill(linked);
  await reply.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByText('Reply waiting for a moderator').first()).toBeVisible();
  await page.context().clearCookies();

  // The administrator removes the reply: a strike against the team member who wrote it, named as a reply's.
  await signIn(page, ACCOUNTS.admin);
  await page.goto('/admin/dashboard/reviews');
  const waitingReply = page.getByRole('listitem').filter({ hasText: linked });
  await waitingReply.getByLabel('Decision').selectOption({ label: 'Remove' });
  await waitingReply.getByLabel('Reason').fill('Links to outside sites are not allowed in replies');
  await waitingReply.getByRole('button', { name: 'Save decision' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: linked })).toHaveCount(0);
  await page.goto('/admin/dashboard/reviews?strikes.appeal=ALL');
  await expect(
    page
      .getByRole('region', { name: 'Strikes and appeals' })
      .getByText(`Reply to a review of ${clean.eventName} removed`, { exact: false }),
  ).toBeVisible();
  await page.context().clearCookies();

  // The team member finds the strike under Settings, Strikes and appeals, and appeals it.
  await signIn(page, ACCOUNTS.partner);
  await page.goto('/partner/settings');
  await page.getByRole('tab', { name: 'Strikes and appeals' }).click();
  const strikes = page.getByRole('region', { name: 'Your strikes and appeals' });
  await expect(strikes).toContainText(`Your reply to a review of ${clean.eventName}, removed`);
  await expect(strikes).toContainText('Links to outside sites are not allowed in replies');
  await expectNoSeriousA11yViolations(page);
  const appeal = strikes.getByRole('form', { name: `Appeal the strike for ${clean.eventName}` });
  await appeal
    .getByLabel('Why should the removal be taken back?')
    .fill('The link was to the talks’ slides, not an advert.');
  await appeal.getByRole('button', { name: 'Send appeal' }).click();
  await expect(strikes.getByText('Appeal waiting for a decision')).toBeVisible();

  // A reply a moderator removed may be written again: a clean one is published at once.
  await page.goto(`/partner/event-details/${clean.eventId}`);
  await page.getByRole('link', { name: 'Reviews', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Reviews of ${clean.eventName}` })).toBeVisible();
  await reply.getByLabel(`Your reply to ${BUYERS[clean.email]}`).fill('Thank you for coming; see you next year.');
  await reply.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByText('Reply published').first()).toBeVisible();
  await expect(page.getByRole('form', { name: `Reply to ${BUYERS[clean.email]}` })).toHaveCount(0);
});
