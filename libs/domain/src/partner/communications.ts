// Communications: the partner writes to every attendee of one of their events (email through the
// outbox and a notification in the attendee's bell), and sees what was sent.
import { z } from 'zod';
import '../common/zod-messages';
import { ZIsoDateTime } from '../common/dates';
import { ZId, ZIdFromString } from '../common/ids';
import { zListQuery, zPaged } from '../common/list';
import { zRequiredText } from '../common/text';
import { PARTNER_MESSAGES } from '../messages';

export const MESSAGE_SUBJECT_MAX = 150;
export const MESSAGE_TEXT_MAX = 5000;
/** Messages one event's attendees may receive per day (UTC), so attendees are not flooded. */
export const MESSAGES_PER_EVENT_PER_DAY = 3;

/** POST /api/partner/events/{id}/messages. */
export const ZEventMessageBody = z.object({
  subject: zRequiredText(() => PARTNER_MESSAGES.messageSubjectRequired, { max: MESSAGE_SUBJECT_MAX }),
  text: zRequiredText(() => PARTNER_MESSAGES.messageTextRequired, { max: MESSAGE_TEXT_MAX }),
});
export type TEventMessageBody = z.output<typeof ZEventMessageBody>;
export type TEventMessageBodyInput = z.input<typeof ZEventMessageBody>;

export const ZEventMessage = z.object({
  id: ZId,
  eventId: ZId,
  eventName: z.string(),
  subject: z.string(),
  text: z.string(),
  /** The distinct attendee addresses written to. */
  recipients: z.number().int().nonnegative(),
  sentBy: z.string(),
  sentAt: ZIsoDateTime,
});
export type TEventMessage = z.infer<typeof ZEventMessage>;

/** GET /api/partner/messages: everything sent, newest first; filter by event. */
export const ZEventMessagesQuery = zListQuery({
  sorts: ['sentAt'],
  defaultSort: 'sentAt',
  defaultDirection: 'desc',
  filters: { eventId: ZIdFromString.optional() },
});
export type TEventMessagesQuery = z.output<typeof ZEventMessagesQuery>;
export type TEventMessagesQueryInput = z.input<typeof ZEventMessagesQuery>;
export const ZEventMessagesPage = zPaged(ZEventMessage);
export type TEventMessagesPage = z.output<typeof ZEventMessagesPage>;
