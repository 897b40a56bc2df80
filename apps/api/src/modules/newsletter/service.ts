// The footer's newsletter list. Subscribing twice is fine and changes nothing; subscribing again
// after unsubscribing re-activates the address.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { newsletterSubscriptions } from '../../db/schema';

export class NewsletterService {
  constructor(private readonly db: Database) {}

  async subscribe(email: string): Promise<void> {
    const inserted = await this.db
      .insert(newsletterSubscriptions)
      .values({ email })
      .onConflictDoNothing()
      .returning({ id: newsletterSubscriptions.id });
    if (!inserted.length) {
      await this.db
        .update(newsletterSubscriptions)
        .set({ unsubscribedAt: null })
        .where(sql`lower(${newsletterSubscriptions.email}) = lower(${email})`);
    }
  }
}
