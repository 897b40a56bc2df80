// Terms B2: when an event its buyers paid for changes significantly (a new date, venue or attendance
// type, approved by an administrator), each paid order is offered cancellation with a full refund for a
// set time, whatever its tickets' cancellation policy says.
import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, tstz } from './_helpers';
import { events, eventVersions } from './events';
import { orders } from './orders';

export const orderChangeOffers = pgTable(
  'order_change_offers',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    /** The approved version that made the change: one offer per order and change. */
    eventVersionId: integer('event_version_id')
      .notNull()
      .references(() => eventVersions.id, { onDelete: 'cascade' }),
    /** What changed: 'date', 'venue', 'attendance'. */
    changes: text('changes').array().notNull().$type<Array<'date' | 'venue' | 'attendance'>>(),
    offeredAt: tstz('offered_at').notNull(),
    /** Until when a cancellation refunds in full: the notice period, and at the latest the new start. */
    expiresAt: tstz('expires_at').notNull(),
  },
  (t) => [
    uniqueIndex('order_change_offers_order_version_idx').on(t.orderId, t.eventVersionId),
    index('order_change_offers_order_idx').on(t.orderId, t.expiresAt),
    index('order_change_offers_event_idx').on(t.eventId),
  ],
);
