// The newsletter: the footer's sign-up (POST /api/email-subscribe/), its owner's confirmation from the
// emailed link, and the one-click unsubscribe every newsletter carries (RFC 8058).
import {
  API_PATHS,
  NEWSLETTER_MESSAGES,
  NEWSLETTER_PAGES,
  ZNewsletterConfirmQuery,
  ZNewsletterState,
  ZNewsletterSubscribeBody,
  ZNewsletterUnsubscribeQuery,
  ZStatusAnswer,
} from '@pavilion/domain';
import type { ModuleContext } from '../../platform/context';
import { clientIp } from '../../platform/http';
import { limitRefusals } from '../../platform/rate-limit';
import { apiModule, JsonText } from '../../platform/route';
import { NEWSLETTER_LIMITS } from './limits';
import { NEWSLETTER_API_TEXT } from './messages';
import { NewsletterService } from './service';

export function newsletterModule(ctx: ModuleContext) {
  const m = apiModule(ctx, { tag: 'Newsletter', access: 'public' });
  const newsletter = new NewsletterService(ctx.db, ctx.config, ctx.now);
  // The reference documents the English texts; a refusal reads in the request's language.
  const tokenErrors = { 400: NEWSLETTER_MESSAGES.tokenInvalid, 404: NEWSLETTER_API_TEXT.gone };

  m.post(
    API_PATHS.emailSubscribe,
    {
      summary: 'Asks for the newsletter for an email address (double opt-in)',
      description: `The address gets an email with a link that confirms it (POST ${API_PATHS.newsletterConfirm}); only then does it get the newsletter, in the language of the request (the page's). An address already confirmed changes nothing and gets no email; one waiting for its confirmation, or unsubscribed, gets a new link. The footer then shows Thanks for subscribing! At most ${NEWSLETTER_LIMITS.perAddress.limit} per address and ${NEWSLETTER_LIMITS.perAccount.limit} per signed-in account an hour (429 with Retry-After).`,
      body: ZNewsletterSubscribeBody,
      response: ZStatusAnswer,
      errors: { 429: limitRefusals(NEWSLETTER_LIMITS) },
    },
    async ({ body, req }) => {
      await newsletter.subscribe(body.email, { ip: clientIp(req), personId: req.auth?.personId });
      return { status: 'Success' as const };
    },
  );

  m.post(
    API_PATHS.newsletterConfirm,
    {
      summary: 'Confirms a newsletter subscription from the link its owner was emailed',
      description: `What the marketplace's page ${NEWSLETTER_PAGES.confirm}?token= sends. Needs no sign-in: the signed token names the subscription. Confirming twice changes nothing; a token that is not ours, or was changed, is refused in words (400) and changes nothing.`,
      query: ZNewsletterConfirmQuery,
      response: ZNewsletterState,
      errors: tokenErrors,
    },
    ({ query }) => newsletter.confirm(query.token),
  );

  m.get(
    API_PATHS.newsletterUnsubscribe,
    {
      summary: "A newsletter's unsubscribe link (changes nothing)",
      description: `The address the link is about and whether it gets the newsletter, with format=json; otherwise (a browser opening the link) a redirect (303) to the marketplace's page ${NEWSLETTER_PAGES.unsubscribe}?token=, which reads this and offers the button that unsubscribes.`,
      query: ZNewsletterUnsubscribeQuery,
      response: ZNewsletterState,
      produces: ['application/json'],
      errors: tokenErrors,
      answers: { 303: 'To the marketplace page (format=html, the default)' },
    },
    async ({ query, res }) => {
      if (query.format === 'json') return newsletter.state(query.token);
      const page = new URL(`${ctx.config.publicUrl}${NEWSLETTER_PAGES.unsubscribe}`);
      page.searchParams.set('token', query.token);
      res.redirect(303, page.toString());
      // The redirect is sent: the route sends nothing more once headers are out.
      return new JsonText('{}');
    },
  );

  m.post(
    API_PATHS.newsletterUnsubscribe,
    {
      summary: 'Unsubscribes the address a newsletter link names (one-click, RFC 8058)',
      description:
        "What a mail client sends for List-Unsubscribe-Post (its body, List-Unsubscribe=One-Click, is not read) and what the marketplace page's button sends. Needs no sign-in: the token is the authority. The address gets no more newsletters: its subscription ends and an account with that address has Marketing emails turned off. Unsubscribing twice changes nothing.",
      query: ZNewsletterUnsubscribeQuery,
      response: ZNewsletterState,
      errors: tokenErrors,
    },
    ({ query }) => newsletter.unsubscribe(query.token),
  );
  return m;
}
