// Reading and marking an attendee's notifications; every query is scoped to the owner.
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { notifications } from '../../db/schema';
import { notFound } from '../../platform/errors';

export const NOTIFICATIONS_LIMIT = 50;

export class NotificationService {
  constructor(
    private readonly db: Database,
    private readonly personId: number,
    private readonly now: () => Date,
  ) {}

  private mine() {
    return eq(notifications.personId, this.personId);
  }

  async unreadCount(): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(notifications)
      .where(and(this.mine(), isNull(notifications.readAt)));
    return row.n;
  }

  async list() {
    const rows = await this.db
      .select()
      .from(notifications)
      .where(this.mine())
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(NOTIFICATIONS_LIMIT);
    return {
      unreadCount: await this.unreadCount(),
      notifications: rows.map((n) => ({
        id: n.id,
        subject: n.subject,
        text: n.text,
        timestamp: n.createdAt.toISOString(),
        read: n.readAt !== null,
        link: n.link,
      })),
    };
  }

  /** Someone else's notification answers 404, as an unknown one does. */
  async markRead(id: number) {
    const [row] = await this.db
      .select({ readAt: notifications.readAt })
      .from(notifications)
      .where(and(this.mine(), eq(notifications.id, id)))
      .limit(1);
    if (!row) throw notFound('Notification not found');
    if (!row.readAt)
      await this.db
        .update(notifications)
        .set({ readAt: this.now() })
        .where(and(this.mine(), eq(notifications.id, id)));
    return { status: 'Success' as const, unreadCount: await this.unreadCount() };
  }

  async markAllRead() {
    await this.db
      .update(notifications)
      .set({ readAt: this.now() })
      .where(and(this.mine(), isNull(notifications.readAt)));
    return { status: 'Success' as const, unreadCount: 0 };
  }
}
