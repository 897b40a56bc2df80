// Marking an attendee's notifications read; built with the owner's person id like its read model.
import { NOTIFICATION_MESSAGES as M } from '@pavilion/domain';
import { eq, isNull } from 'drizzle-orm';
import type { TNotificationsReadAnswer } from '@pavilion/domain';
import type { Database } from '../../db/client';
import { notifications } from '../../db/schema';
import { notFound } from '../../platform/errors';
import { PersonNotifications } from './read-model';

export class NotificationService {
  private readonly read: PersonNotifications;

  constructor(
    private readonly db: Database,
    personId: number,
    private readonly now: () => Date,
  ) {
    this.read = new PersonNotifications(db, personId);
  }

  /** Someone else's notification answers 404, as an unknown one does. */
  async markRead(id: number): Promise<TNotificationsReadAnswer> {
    const found = await this.read.exists(id);
    if (!found) throw notFound(M.notFound);
    if (!found.read) {
      await this.db
        .update(notifications)
        .set({ readAt: this.now() })
        .where(this.read.mine(eq(notifications.id, id)));
    }
    return { status: 'Success', unreadCount: await this.read.unreadCount() };
  }

  async markAllRead(): Promise<TNotificationsReadAnswer> {
    await this.db
      .update(notifications)
      .set({ readAt: this.now() })
      .where(this.read.mine(isNull(notifications.readAt)));
    return { status: 'Success', unreadCount: 0 };
  }
}
