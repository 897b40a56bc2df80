// What partners wrote to the attendees of their events (each attendee got an email and a notification).
import { index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id } from './_helpers';
import { events } from './events';
import { partners } from './partners';
import { persons } from './people';

export const eventMessages = pgTable(
  'event_messages',
  {
    id: id(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    sentBy: integer('sent_by').references(() => persons.id, { onDelete: 'set null' }),
    subject: varchar('subject', { length: 150 }).notNull(),
    text: text('text').notNull(),
    recipients: integer('recipients').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('event_messages_partner_idx').on(t.partnerId, t.createdAt),
    index('event_messages_event_idx').on(t.eventId, t.createdAt),
  ],
);
