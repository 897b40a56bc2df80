// A signed-in person's message to customer support (POST /api/support/messages): a question, or an
// appeal of a decision (content guidelines, "Appeals"), which a block of support never refuses.
import { z } from 'zod';
import '../common/zod-messages';
import { SUPPORT_MESSAGE_TEXT } from '../messages/support';

export const SUPPORT_TOPICS = ['QUESTION', 'APPEAL'] as const;
export type TSupportTopic = (typeof SUPPORT_TOPICS)[number];

export const SUPPORT_MESSAGE_MAX = 4000;

export const ZSupportMessageBody = z.strictObject({
  topic: z.enum(SUPPORT_TOPICS, { error: () => SUPPORT_MESSAGE_TEXT.topic }),
  text: z
    .string({ error: () => SUPPORT_MESSAGE_TEXT.textRequired })
    .trim()
    .min(1, { error: () => SUPPORT_MESSAGE_TEXT.textRequired })
    .max(SUPPORT_MESSAGE_MAX, { error: () => SUPPORT_MESSAGE_TEXT.textTooLong }),
});
export type TSupportMessageBody = z.output<typeof ZSupportMessageBody>;

export const ZSupportMessageAnswer = z.object({ topic: z.enum(SUPPORT_TOPICS), message: z.string() });
export type TSupportMessageAnswer = z.infer<typeof ZSupportMessageAnswer>;
