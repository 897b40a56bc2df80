// Attendee notifications (the bell and /user/messages): one entry, and the paged list with the
// unread count beside it.
import { z } from 'zod';
import '../common/zod-messages';
import { ZIsoDateTime } from '../common/dates';
import { ZId } from '../common/ids';
import { zListQuery, zPaged } from '../common/list';
import { QUERY_MESSAGES } from '../messages/queries';

export const ZNotification = z.object({
  id: ZId,
  subject: z.string(),
  text: z.string(),
  timestamp: ZIsoDateTime,
  read: z.boolean(),
  /** Where choosing it leads (a path of the product), when somewhere. */
  link: z.string().nullable(),
});
export type TNotification = z.output<typeof ZNotification>;

/** GET /api/notifications: newest first; `unread=true` lists the unread ones only. */
export const ZNotificationsQuery = zListQuery({
  sorts: ['timestamp'],
  defaultSort: 'timestamp',
  defaultDirection: 'desc',
  filters: {
    unread: z
      .enum(['true', 'false'], { error: () => QUERY_MESSAGES.unread })
      .optional()
      .transform((value) => value === 'true'),
  },
});
export type TNotificationsQuery = z.output<typeof ZNotificationsQuery>;
export type TNotificationsQueryInput = z.input<typeof ZNotificationsQuery>;

export const ZNotificationsPage = zPaged(ZNotification).extend({
  /** Unread notifications of the person in all, whatever the page shows. */
  unreadCount: z.number().int().nonnegative(),
});
export type TNotificationsPage = z.output<typeof ZNotificationsPage>;

/** POST /api/notifications/{id}/read and /read-all. */
export const ZNotificationsReadAnswer = z.object({
  status: z.literal('Success'),
  unreadCount: z.number().int().nonnegative(),
});
export type TNotificationsReadAnswer = z.output<typeof ZNotificationsReadAnswer>;
