// An attendee's notifications as the API answers them; built with the owner's person id, so no query
// can reach anyone else's. Each reads in the request's language.
import { and, count, eq, isNull, type SQL } from 'drizzle-orm';
import type { TNotification, TNotificationsPage, TNotificationsQuery } from '@pavilion/domain';
import type { Database } from '../../db/client';
import { notifications } from '../../db/schema';
import { listPage } from '../../platform/list';
import { readNotification } from './notify';

export class PersonNotifications {
  constructor(
    private readonly db: Database,
    private readonly personId: number,
  ) {}

  /** The owner's rows, narrowed further by `extra`. */
  mine(extra?: SQL): SQL {
    return and(eq(notifications.personId, this.personId), extra) as SQL;
  }

  async unreadCount(): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(notifications)
      .where(this.mine(isNull(notifications.readAt)));
    return row.n;
  }

  async list(query: TNotificationsQuery): Promise<TNotificationsPage> {
    const where = this.mine(query.unread ? isNull(notifications.readAt) : undefined);
    const [page, unreadCount] = await Promise.all([
      listPage(query, { timestamp: notifications.createdAt }, notifications.id, {
        rows: async ({ orderBy, limit, offset }) =>
          (
            await this.db
              .select()
              .from(notifications)
              .where(where)
              .orderBy(...orderBy)
              .limit(limit)
              .offset(offset)
          ).map((n): TNotification => ({
            id: n.id,
            ...readNotification(n),
            timestamp: n.createdAt.toISOString(),
            read: n.readAt !== null,
            link: n.link,
          })),
        count: async () => (await this.db.select({ n: count() }).from(notifications).where(where))[0].n,
      }),
      this.unreadCount(),
    ]);
    return { ...page, unreadCount };
  }

  async exists(id: number): Promise<{ read: boolean } | null> {
    const [row] = await this.db
      .select({ readAt: notifications.readAt })
      .from(notifications)
      .where(this.mine(eq(notifications.id, id)))
      .limit(1);
    return row ? { read: row.readAt !== null } : null;
  }
}
