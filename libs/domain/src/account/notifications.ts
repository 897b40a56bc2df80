// Attendee notifications (the bell) and their unread count.
import { z } from 'zod';
import { ZIsoDateTime } from '../common/dates';
import { ZId } from '../common/ids';

export const ZNotification = z.object({
  id: ZId,
  subject: z.string(),
  text: z.string(),
  timestamp: ZIsoDateTime,
  read: z.boolean().default(false),
});
export type TNotification = z.output<typeof ZNotification>;

export function unreadCount(notifications: readonly Pick<TNotification, 'read'>[]): number {
  return notifications.filter((notification) => !notification.read).length;
}
