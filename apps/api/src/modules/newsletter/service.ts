// The footer's newsletter list. Subscribing twice is fine and changes nothing; subscribing again
// after unsubscribing re-activates the address.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { newsletterSubscriptions } from '../../db/schema';
import { consumeRequestLimits, RateLimiter, type Requester } from '../../platform/rate-limit';
import { NEWSLETTER_LIMITS } from './limits';

export class NewsletterService {
  private readonly limiter: RateLimiter;

  constructor(
    private readonly db: Database,
    now: () => Date,
  ) {
    this.limiter = new RateLimiter(db, now);
  }

  /** Counts the request against the limits, then subscribes (or re-activates) the address. */
  async subscribe(email: string, who: Requester): Promise<void> {
    await consumeRequestLimits(this.limiter, NEWSLETTER_LIMITS, who);
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
