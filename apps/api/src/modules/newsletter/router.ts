// POST /api/email-subscribe/: the footer's newsletter form.
import { ZNewsletterSubscribeBody, ZStatusAnswer, API_PATHS } from '@pavilion/domain';
import type { ModuleContext } from '../../platform/context';
import { clientIp } from '../../platform/http';
import { apiModule } from '../../platform/route';
import { NEWSLETTER_LIMITS } from './limits';
import { NewsletterService } from './service';

export function newsletterModule(ctx: ModuleContext) {
  const m = apiModule(ctx, { tag: 'Newsletter', access: 'public' });
  const newsletter = new NewsletterService(ctx.db, ctx.now);
  m.post(
    API_PATHS.emailSubscribe,
    {
      summary: 'Subscribes an email address to the newsletter',
      description: `Subscribing an address twice is accepted and changes nothing; the footer then shows Thanks for subscribing! At most ${NEWSLETTER_LIMITS.perAddress.limit} per address and ${NEWSLETTER_LIMITS.perAccount.limit} per signed-in account an hour (429 with Retry-After).`,
      body: ZNewsletterSubscribeBody,
      response: ZStatusAnswer,
      errors: { 429: 'Too many subscriptions' },
    },
    async ({ body, req }) => {
      await newsletter.subscribe(body.email, { ip: clientIp(req), personId: req.auth?.personId });
      return { status: 'Success' as const };
    },
  );
  return m;
}
