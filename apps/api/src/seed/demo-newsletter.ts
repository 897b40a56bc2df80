// The demo's newsletter list: a reader who confirmed from the emailed link, and one whose confirmation
// is still awaited (only the first gets the newsletter). The newsletter worker runs at start, so this
// month's newsletter to the confirmed reader is in the dev mailbox once a server has run; the console's
// Jobs page shows its round ('newsletter').
import type { Tx } from '../db/client';
import { newsletterSubscriptions } from '../db/schema';

export const DEMO_NEWSLETTER_READERS = {
  confirmed: 'newsletter.reader@example.com',
  pending: 'newsletter.pending@example.com',
} as const;

const DAY = 86_400_000;

export async function seedDemoNewsletter(tx: Tx, now: Date): Promise<void> {
  await tx.insert(newsletterSubscriptions).values([
    {
      email: DEMO_NEWSLETTER_READERS.confirmed,
      language: 'en',
      createdAt: new Date(now.getTime() - 40 * DAY),
      confirmedAt: new Date(now.getTime() - 40 * DAY + 15 * 60_000),
    },
    { email: DEMO_NEWSLETTER_READERS.pending, language: 'en', createdAt: new Date(now.getTime() - 2 * DAY) },
  ]);
}
