// Creating a notification for a person (the attendee's bell and /user/messages read them). Its subject
// and text are kept as messages (key and values) and read in the reader's language when read; the
// English is kept beside them as the record.
import type { DbOrTx } from '../../db/client';
import { notifications } from '../../db/schema';
import { withLocale } from '../../platform/i18n';
import { readMessage, readStoredMessage, type StoredMessage } from '../../platform/stored-message';

const inEnglish = (message: StoredMessage) => withLocale('en', () => readMessage(message));

export interface NewNotification {
  /** Made with storedMessage(MESSAGES, 'name', values). */
  subject: StoredMessage;
  /** A message, or a person's own words (a partner's message to its ticket holders), kept as typed. */
  text: StoredMessage | string;
  /** Where it points, e.g. /user/registrations-and-events. */
  link?: string;
}

/** What the `message` column holds (no text: the text column is the person's own words). */
export interface NotificationMessage {
  subject: StoredMessage;
  text?: StoredMessage;
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
    .values(
      items.map((n) => ({
        personId: n.personId,
        subject: inEnglish(n.subject).slice(0, 200),
        text: typeof n.text === 'string' ? n.text : inEnglish(n.text),
        message: (typeof n.text === 'string'
          ? { subject: n.subject }
          : { subject: n.subject, text: n.text }) satisfies NotificationMessage,
        link: n.link ?? null,
      })),
    )
    .returning({ id: notifications.id });
  return rows.map((row) => row.id);
}

/** A notification's subject and text in the current language (the English kept, for a row without messages). */
export function readNotification(row: { subject: string; text: string; message: unknown }): {
  subject: string;
  text: string;
} {
  const message = (row.message ?? {}) as Partial<Record<keyof NotificationMessage, unknown>>;
  return {
    subject: readStoredMessage(message.subject, row.subject),
    text: readStoredMessage(message.text, row.text),
  };
}
