// POST /api/email-subscribe/: the footer's newsletter form.
import { ZNewsletterSubscribeBody, ZStatusAnswer } from '@pavilion/domain';
import type { ModuleContext } from '../../platform/context';
import { apiModule } from '../../platform/route';
import { NewsletterService } from './service';

export function newsletterModule(ctx: ModuleContext) {
  const m = apiModule(ctx, { tag: 'Newsletter', access: 'public' });
  const newsletter = new NewsletterService(ctx.db);
  m.post(
    '/email-subscribe',
    {
      summary: 'Subscribes an email address to the newsletter',
      description:
        'Subscribing an address twice is accepted and changes nothing; the footer then shows Thanks for subscribing!',
      body: ZNewsletterSubscribeBody,
      response: ZStatusAnswer,
    },
    async ({ body }) => {
      await newsletter.subscribe(body.email);
      return { status: 'Success' as const };
    },
  );
  return m;
}
