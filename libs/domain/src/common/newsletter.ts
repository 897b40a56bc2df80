// The newsletter: the footer's sign-up (POST /api/email-subscribe/), the confirmation its owner opens
// from the emailed link (double opt-in), and the one-click unsubscribe of every newsletter (RFC 8058).
import { z } from 'zod';
import './zod-messages';
import { MESSAGES, NEWSLETTER_MESSAGES } from '../messages';
import { ZEmail } from './email';

export const ZNewsletterSubscribeBody = z.object({ email: ZEmail }, { error: () => MESSAGES.bodyNotObject });
export type TNewsletterSubscribeBody = z.output<typeof ZNewsletterSubscribeBody>;

/** The newsletter count: how many upcoming events one newsletter shows. */
export const NEWSLETTER_EVENT_COUNT = 6;

const ZNewsletterToken = z
  .string({ error: () => NEWSLETTER_MESSAGES.tokenMissing })
  .trim()
  .min(1, { error: () => NEWSLETTER_MESSAGES.tokenMissing })
  .max(200, { error: () => NEWSLETTER_MESSAGES.tokenInvalid });

/** POST /api/newsletter/confirm?token=: the signed token of the confirmation email's link. */
export const ZNewsletterConfirmQuery = z.object({ token: ZNewsletterToken });
export type TNewsletterConfirmQuery = z.output<typeof ZNewsletterConfirmQuery>;

/** GET/POST /api/newsletter/unsubscribe?token=: the signed token of a newsletter's unsubscribe link. */
export const ZNewsletterUnsubscribeQuery = z.object({
  token: ZNewsletterToken,
  /** GET: `json` answers JSON instead of sending the browser to the marketplace's page. */
  format: z.enum(['html', 'json'], { error: () => NEWSLETTER_MESSAGES.formatInvalid }).default('html'),
});
export type TNewsletterUnsubscribeQuery = z.output<typeof ZNewsletterUnsubscribeQuery>;

/** The address a newsletter link is about and whether it gets the newsletter now. */
export const ZNewsletterState = z.object({
  email: z.string(),
  subscribed: z.boolean(),
});
export type TNewsletterState = z.output<typeof ZNewsletterState>;
