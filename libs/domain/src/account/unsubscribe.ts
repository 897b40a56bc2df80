// One-click unsubscribe (RFC 8058): every email that is not transactional carries a signed link that
// turns off the one setting it is sent under, without signing in. GET shows what the link does; POST
// (the mail client's one-click, or the page's button) does it.
import { z } from 'zod';
import '../common/zod-messages';
import { SETTINGS_DEFAULTS } from '../constants';
import { SETTING_LABELS, UNSUBSCRIBE_MESSAGES } from '../messages';

/** The notification settings an email can be sent under, each a switch a link can turn off. */
export type TEmailSwitch = keyof typeof SETTINGS_DEFAULTS.notifications;

export const EMAIL_SWITCHES = Object.keys(SETTINGS_DEFAULTS.notifications) as TEmailSwitch[];

/** What each switch is called on the settings page, for the confirmation's words (read when said). */
export const EMAIL_SWITCH_LABELS: Readonly<Record<TEmailSwitch, string>> = SETTING_LABELS;

/** GET/POST /api/unsubscribe?token=: the signed token from the email's link. */
export const ZUnsubscribeQuery = z.object({
  token: z
    .string({ error: () => UNSUBSCRIBE_MESSAGES.tokenMissing })
    .trim()
    .min(1, { error: () => UNSUBSCRIBE_MESSAGES.tokenMissing })
    .max(400, { error: () => UNSUBSCRIBE_MESSAGES.tokenInvalid }),
  /** `json` answers JSON instead of the confirmation page. */
  format: z.enum(['html', 'json'], { error: () => UNSUBSCRIBE_MESSAGES.formatInvalid }).default('html'),
});
export type TUnsubscribeQuery = z.output<typeof ZUnsubscribeQuery>;

/** What the link turns off and whether it is now off (`on` false after POST). */
export const ZUnsubscribeAnswer = z.object({
  switch: z.enum(EMAIL_SWITCHES as [TEmailSwitch, ...TEmailSwitch[]]),
  label: z.string(),
  on: z.boolean(),
  message: z.string(),
});
export type TUnsubscribeAnswer = z.output<typeof ZUnsubscribeAnswer>;
