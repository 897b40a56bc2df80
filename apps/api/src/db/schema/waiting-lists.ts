// Waiting lists of sold-out ticket types (modules/waiting-lists). One row per place: a person waits for
// a quantity of one ticket type; when seats come back the first in line whose quantity fits is offered
// them, the seats counted in the ticket type's `held` until the offer is taken by an order or runs out.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, tstz } from './_helpers';
import { events, ticketTypes } from './events';
import { orders } from './orders';
import { persons } from './people';

// The domain's WAITING_LIST_STATUSES (schema files import no runtime values of @pavilion/domain).
export const waitingListStatusEnum = pgEnum('waiting_list_status', ['waiting', 'offered', 'taken', 'expired']);

export const waitingListPlaces = pgTable(
  'waiting_list_places',
  {
    id: id(),
    ticketTypeId: integer('ticket_type_id')
      .notNull()
      .references(() => ticketTypes.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    personId: integer('person_id')
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    status: waitingListStatusEnum('status').notNull().default('waiting'),
    joinedAt: tstz('joined_at').notNull(),
    offeredAt: tstz('offered_at'),
    /** While offered: the seats are held for the person until then. */
    offerExpiresAt: tstz('offer_expires_at'),
    /** The order that took the offer. */
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
  },
  (t) => [
    // One place per person and ticket type while waiting or offered; taken and expired ones are history.
    uniqueIndex('waiting_list_places_person_uq')
      .on(t.ticketTypeId, t.personId)
      .where(sql`${t.status} in ('waiting', 'offered')`),
    // The line of a ticket type, first come first served.
    index('waiting_list_places_line_idx')
      .on(t.ticketTypeId, t.joinedAt, t.id)
      .where(sql`${t.status} = 'waiting'`),
    // The offer expiry worker finds offers that ran out.
    index('waiting_list_places_offer_expiry_idx')
      .on(t.offerExpiresAt)
      .where(sql`${t.status} = 'offered'`),
    index('waiting_list_places_person_idx').on(t.personId, t.joinedAt),
    check('waiting_list_places_quantity', sql`${t.quantity} >= 1`),
    check(
      'waiting_list_places_offer',
      sql`${t.status} <> 'offered' or (${t.offeredAt} is not null and ${t.offerExpiresAt} is not null)`,
    ),
  ],
);
