// The dev mailbox (outside production, when no SMTP server is set): where every email lands, with
// its confirmation and reset links. GET /api/dev/mailbox and its page read it.
import { z } from 'zod';
import '../common/zod-messages';
import { ZEmail } from '../common/email';
import { ZIdFromString } from '../common/ids';
import { ZIsoDateTime } from '../common/dates';
import { DEV_MAILBOX_MESSAGES } from '../messages/dev-mailbox';

export const DEV_MAILBOX_MAX = 200;

/** GET /api/dev/mailbox?to=&limit=: one recipient ('' or missing: all), newest first, 50 by default. */
export const ZDevMailboxQuery = z.object({
  to: z
    .union([z.literal(''), ZEmail], { error: 'to must be an email address' })
    .optional()
    .transform((value) => value || undefined),
  limit: z.coerce
    .number({ error: `limit must be a whole number from 1 to ${DEV_MAILBOX_MAX}` })
    .int(`limit must be a whole number from 1 to ${DEV_MAILBOX_MAX}`)
    .min(1, `limit must be a whole number from 1 to ${DEV_MAILBOX_MAX}`)
    .max(DEV_MAILBOX_MAX, `limit must be a whole number from 1 to ${DEV_MAILBOX_MAX}`)
    .default(50),
});
export type TDevMailboxQuery = z.output<typeof ZDevMailboxQuery>;

export const ZDevMailParams = z.object({ id: ZIdFromString });

export const ZDevMailAttachmentParams = z.object({
  id: ZIdFromString,
  index: z.coerce
    .number({ error: () => DEV_MAILBOX_MESSAGES.attachmentIndex })
    .int({ error: () => DEV_MAILBOX_MESSAGES.attachmentIndex })
    .min(0, { error: () => DEV_MAILBOX_MESSAGES.attachmentIndex })
    .max(100, { error: () => DEV_MAILBOX_MESSAGES.attachmentIndex }),
});

export const ZDevMailSummary = z.object({
  id: z.number().int().positive(),
  to: z.string(),
  subject: z.string(),
  createdAt: ZIsoDateTime,
  /** Which email it is ('email-confirmation', 'password-reset', ...); null when the outbox row is gone. */
  template: z.string().nullable(),
});
export type TDevMailSummary = z.infer<typeof ZDevMailSummary>;

export const ZDevMailList = z.array(ZDevMailSummary);

export const ZDevMail = ZDevMailSummary.extend({
  messageId: z.string(),
  from: z.string(),
  html: z.string(),
  text: z.string(),
  attachments: z.array(z.object({ filename: z.string(), contentType: z.string(), size: z.number().int().min(0) })),
});
export type TDevMail = z.infer<typeof ZDevMail>;
