// POST /api/email-subscribe/: the footer's newsletter form. Subscribing twice is fine and changes nothing.
import { Router } from 'express';
import { sql } from 'drizzle-orm';
import { ZNewsletterSubscribeBody } from '@pavilion/domain';
import type { ModuleContext } from '../../app';
import { newsletterSubscriptions } from '../../db/schema';
import { handle } from '../../platform/http';
import { validate, valid } from '../../platform/validate';

export function newsletterRouter({ db }: ModuleContext) {
  const r = Router();
  r.post(
    '/email-subscribe',
    validate({ body: ZNewsletterSubscribeBody }),
    handle(async (req) => {
      const { email } = valid(req, { body: ZNewsletterSubscribeBody }).body;
      const inserted = await db
        .insert(newsletterSubscriptions)
        .values({ email })
        .onConflictDoNothing()
        .returning({ id: newsletterSubscriptions.id });
      if (!inserted.length) {
        // Already on the list: a new subscribe undoes an earlier unsubscribe.
        await db
          .update(newsletterSubscriptions)
          .set({ unsubscribedAt: null })
          .where(sql`lower(${newsletterSubscriptions.email}) = lower(${email})`);
      }
      return { status: 'Success' };
    }),
  );
  return r;
}
