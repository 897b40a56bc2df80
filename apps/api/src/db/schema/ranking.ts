// What the recommended sort ranks by (docs/search.md, "Ranking"): clicks on event cards counted as page
// views are (once per visitor, event and UTC day, bots left out), and each upcoming public event's
// factors and score as the ranking worker last computed them (modules/ranking).
import { sql } from 'drizzle-orm';
import { check, date, doublePrecision, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { tstz } from './_helpers';
import { events } from './events';
import { visitorsOfDay } from './insights';

const day = () => date('day', { mode: 'string' }).notNull();

/** Who clicked an event's card on a day (an HMAC of the day and the visitor: never an address or a person). */
export const eventClickVisitors = visitorsOfDay('event_click_visitors');

/** Clicks on an event's card per UTC day: one per visitor (event_click_visitors). */
export const eventClickDays = pgTable(
  'event_click_days',
  {
    eventId: integer('event_id').notNull(),
    day: day(),
    clicks: integer('clicks').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.day] })],
);

/** An event's ranking factors over the window and the score they make (RANKING_WEIGHTS). */
export const eventRankFactors = pgTable(
  'event_rank_factors',
  {
    eventId: integer('event_id')
      .primaryKey()
      .references(() => events.id, { onDelete: 'cascade' }),
    views: integer('views').notNull(),
    clicks: integer('clicks').notNull(),
    bookings: integer('bookings').notNull(),
    netBookings: integer('net_bookings').notNull(),
    /** The partner's percentage fee rate in basis points (500 for 5 %). */
    commissionBasisPoints: integer('commission_basis_points').notNull(),
    score: doublePrecision('score').notNull(),
    computedAt: tstz('computed_at').notNull(),
  },
  (t) => [check('event_rank_factors_score', sql`${t.score} >= 0`)],
);
