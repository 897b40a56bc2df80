// GET /api/notifications, POST /api/notifications/{id}/read, POST /api/notifications/read-all.
import {
  ZIdParam,
  ZNotificationsPage,
  ZNotificationsQuery,
  ZNotificationsReadAnswer,
  API_PATHS,
  NOTIFICATION_MESSAGES,
} from '@pavilion/domain';
import type { ModuleContext } from '../../platform/context';
import { apiModule } from '../../platform/route';
import { PersonNotifications } from './read-model';
import { NotificationService } from './service';

export function notificationsModule(ctx: ModuleContext) {
  const { db, now } = ctx;
  const m = apiModule(ctx, { tag: 'Notifications', access: 'attendee' });

  m.get(
    API_PATHS.notifications,
    {
      summary: "The attendee's notifications, newest first, with the unread count",
      description: 'The bell shows the unread ones (`unread=true`); Messages lists them all, a page at a time.',
      query: ZNotificationsQuery,
      response: ZNotificationsPage,
    },
    ({ auth, query }) => new PersonNotifications(db, auth.personId).list(query),
  );

  m.post(
    API_PATHS.notificationsReadAll,
    { summary: 'Marks every notification read', response: ZNotificationsReadAnswer },
    ({ auth }) => new NotificationService(db, auth.personId, now).markAllRead(),
  );

  m.post(
    API_PATHS.notificationRead,
    {
      summary: 'Marks one notification read',
      params: ZIdParam,
      response: ZNotificationsReadAnswer,
      errors: { 404: NOTIFICATION_MESSAGES.notFound },
    },
    ({ auth, params }) => new NotificationService(db, auth.personId, now).markRead(params.id),
  );
  return m;
}
