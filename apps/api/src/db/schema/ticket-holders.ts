// Tickets named later (modules/ticket-holders): the reminders a buyer got while tickets of their order
// had no attendee. One row per order and reminder, written in the transaction that writes the email,
// so two API instances send each reminder once.
import { pgEnum, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { tstz } from './_helpers';
import { orders } from './orders';

// The domain's NAMING_REMINDERS kinds (schema files import no runtime values of @pavilion/domain).
export const namingReminderKindEnum = pgEnum('naming_reminder_kind', ['week', 'day']);

export const ticketNamingReminders = pgTable(
  'ticket_naming_reminders',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: namingReminderKindEnum('kind').notNull(),
    sentAt: tstz('sent_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.kind] })],
);
