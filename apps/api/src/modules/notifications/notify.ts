// Creating a notification for a person (the attendee's bell and /user/messages read them).
import type { DbOrTx } from '../../db/client';
import { notifications } from '../../db/schema';

export interface NewNotification {
  subject: string;
  text: string;
  /** Where it points, e.g. /user/registrations-and-events. */
  link?: string;
}

export async function notify(db: DbOrTx, personId: number, n: NewNotification): Promise<number> {
  const [id] = await notifyMany(db, [{ personId, ...n }]);
  return id;
}

/** Several notifications in one insert, in their order. */
export async function notifyMany(
  db: DbOrTx,
  items: ReadonlyArray<NewNotification & { personId: number }>,
): Promise<number[]> {
  if (!items.length) return [];
  const rows = await db
    .insert(notifications)
    .values(items.map((n) => ({ personId: n.personId, subject: n.subject, text: n.text, link: n.link ?? null })))
    .returning({ id: notifications.id });
  return rows.map((row) => row.id);
}
