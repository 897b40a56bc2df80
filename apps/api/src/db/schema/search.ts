// The public search projection: for each approved, published event, a narrow row with exactly the
// columns the marketplace filters and sorts on (event_search) and its full-text document
// (event_search_text). A trigger on events keeps both (db/functions/event_search_sync.sql), so every
// writer (partner edits, vetting, publishing, refreshEventDerived) keeps them current without knowing.
// Events that have started are swept out again (modules/search/prune.worker.ts).
// Counting thousands of matches then reads ~350-byte rows instead of ~2 KB events rows; see
// docs/performance.md for the measurements behind this.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { currency, minor, tstz } from './_helpers';
import { eventSizeMetricEnum, events } from './events';

export const eventSearch = pgTable(
  'event_search',
  {
    eventId: integer('event_id')
      .primaryKey()
      .references(() => events.id, { onDelete: 'cascade' }),
    startAt: tstz('start_at').notNull(),
    endAt: tstz('end_at').notNull(),
    /** The calendar days where the event happens (its time zone): the date filter reads these. */
    startDay: date('start_day', { mode: 'string' }).notNull(),
    endDay: date('end_day', { mode: 'string' }).notNull(),
    durationId: smallint('duration_id').notNull(),
    attendanceType: smallint('attendance_type').notNull(),
    eventTypeId: integer('event_type_id'),
    eventSizeId: integer('event_size_id'),
    eventSizeMetric: eventSizeMetricEnum('event_size_metric').notNull(),
    numAttendeesId: integer('num_attendees_id'),
    numExhibitorsId: integer('num_exhibitors_id'),
    venueId: integer('venue_id'),
    cityId: integer('city_id'),
    ticketCurrency: currency('ticket_currency').notNull(),
    minTicketPriceMinor: minor('min_ticket_price_minor'),
    freeCancellation: boolean('free_cancellation').notNull(),
    /** The card's rating in half stars (0-10: 4.5 stars is 9); null without reviews. Copied from events. */
    ratingHalfStars: smallint('rating_half_stars'),
    sectorIds: integer('sector_ids').array().notNull(),
    sectorSubtypeIds: integer('sector_subtype_ids').array().notNull(),
    audienceIds: integer('audience_ids').array().notNull(),
    attendeeJobTitleIds: integer('attendee_job_title_ids').array().notNull(),
    attendeeClassIds: integer('attendee_class_ids').array().notNull(),
    attendeeCountryIds: integer('attendee_country_ids').array().notNull(),
    exhibitorTypeIds: integer('exhibitor_type_ids').array().notNull(),
    exhibitorCountryIds: integer('exhibitor_country_ids').array().notNull(),
    sizeRank: integer('size_rank').notNull(),
    /**
     * The event's ranking score (event_rank_factors.score), which the recommended sort orders by: copied
     * here by the ranking worker each round; 0 until the event is first scored.
     */
    rankScore: doublePrecision('rank_score').notNull().default(0),
    /**
     * The words of the event's document as numbers (search_words' ids), sorted: written by the trigger
     * that writes the row (db/functions/event_search_sync.sql), read again only when the document changed.
     */
    wordIds: integer('word_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    /**
     * Every facet of the row as one integer (db/functions/event_search_tokens.sql): the equality facets,
     * the price's bucket in its currency, the months the event spans and the words of its document. Any
     * combination of filters and words is one intarray query on one GIN index, or a check on the entries
     * of a sort index that includes the column.
     */
    facetTokens: integer('facet_tokens')
      .array()
      .notNull()
      .generatedAlwaysAs(
        sql`event_search_tokens(sector_ids, sector_subtype_ids, audience_ids, attendee_job_title_ids, attendee_class_ids, attendee_country_ids, exhibitor_type_ids, exhibitor_country_ids, attendance_type, event_type_id, duration_id, num_attendees_id, num_exhibitors_id, free_cancellation, event_size_id, event_size_metric, ticket_currency, city_id, venue_id, rating_half_stars, min_ticket_price_minor, start_day, end_day, word_ids)`,
      ),
  },
  (t) => [
    // The sort indexes (date either direction; size, price and rating each way, events without a size,
    // a price or reviews last) include the facet tokens and every column a range filter reads (the
    // migration's INCLUDE: Drizzle has none), so a walk in any order checks every filter on the index
    // entries alone.
    index('event_search_start_idx').on(t.startAt, t.eventId),
    // Counting the events that start within an hour or a day (the estimate's part hours, the rest of
    // today): the start alone, deduplicated, a few entries a page instead of a whole covered row each.
    index('event_search_start_count_idx').on(t.startAt),
    index('event_search_size_asc_idx').on(sql`(nullif(${t.sizeRank}, 0)) asc nulls last`, t.startAt, t.eventId),
    index('event_search_size_desc_idx').on(sql`(nullif(${t.sizeRank}, 0)) desc nulls last`, t.startAt, t.eventId),
    index('event_search_price_asc_idx').on(t.minTicketPriceMinor.asc().nullsLast(), t.startAt, t.eventId),
    index('event_search_price_desc_idx').on(t.minTicketPriceMinor.desc().nullsLast(), t.startAt, t.eventId),
    index('event_search_rating_asc_idx').on(t.ratingHalfStars.asc().nullsLast(), t.startAt, t.eventId),
    index('event_search_rating_desc_idx').on(t.ratingHalfStars.desc().nullsLast(), t.startAt, t.eventId),
    // Recommended: the best score first (ascending) or the weakest first (descending).
    index('event_search_recommended_asc_idx').on(t.rankScore.desc(), t.startAt, t.eventId),
    index('event_search_recommended_desc_idx').on(t.rankScore.asc(), t.startAt, t.eventId),
    // The longest event's span in days, read at once (its greatest entry): a date range's matches start
    // no earlier than that many days before its first day, which bounds the walks in start order.
    index('event_search_span_idx').on(sql`(${t.endDay} - ${t.startDay})`),
    // Any combination of facet filters: one intarray query (@@ query_int) on one GIN index.
    index('event_search_tokens_idx').using('gin', sql`${t.facetTokens} gin__int_ops`),
  ],
);

/**
 * Every word (lexeme) that a public event's document has held, numbered once: an event's words are
 * tokens of its facet_tokens (search_word_ids). Rows are never removed, so a number always means one word.
 */
export const searchWords = pgTable('search_words', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  lexeme: text('lexeme').notNull().unique(),
});

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** The weighted document of each public event (copied from events.search_vector), for the keyword box. */
export const eventSearchText = pgTable(
  'event_search_text',
  {
    eventId: integer('event_id')
      .primaryKey()
      .references(() => events.id, { onDelete: 'cascade' }),
    startAt: tstz('start_at').notNull(),
    searchVector: tsvector('search_vector').notNull(),
  },
  // Only the GIN index: with a (start_at) index beside it the planner ANDs a bitmap of every upcoming
  // event into each keyword search, which costs more than it saves.
  (t) => [index('event_search_text_vector_idx').using('gin', t.searchVector)],
);

/**
 * How many public events start on each UTC day, kept by triggers on event_search. The unfiltered search
 * (the /events landing page) counts upcoming events from these few hundred rows instead of scanning
 * every upcoming event.
 */
export const eventSearchDays = pgTable('event_search_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  events: integer('events').notNull(),
});

/**
 * How many public events start in each UTC hour, kept with event_search_days by the same triggers. An
 * estimated total counts the events starting between two instants from whole days, whole hours and
 * two part hours (event_search_starting_between), not from two part days of the start index.
 */
export const eventSearchHours = pgTable('event_search_hours', {
  hour: timestamp('hour', { withTimezone: true, mode: 'string' }).primaryKey(),
  events: integer('events').notNull(),
});

/**
 * How many public events carry each value of each facet (dimension numbers: FACET in
 * modules/search/facets.ts) and start on each UTC day, kept by triggers on event_search. A search
 * narrowed by a single value of a single facet counts its total from these rows.
 */
export const eventSearchFacetDays = pgTable(
  'event_search_facet_days',
  {
    dimension: smallint('dimension').notNull(),
    value: integer('value').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    events: integer('events').notNull(),
  },
  (t) => [primaryKey({ columns: [t.dimension, t.value, t.day] })],
);

/**
 * The words of each public event's document (event_search_text), one row per word and event, with the
 * event's start and the word's score in that document (ts_rank against the word alone). Kept by
 * triggers on event_search_text (db/functions/event_search_terms_sync.sql). A keyword of plain words is matched and counted from
 * these rows in start order (the primary key's index, which includes the score, the baseline migration's INCLUDE), and
 * its best matches are found from the words' best scores (the score index).
 */
export const eventSearchTerms = pgTable(
  'event_search_terms',
  {
    lexeme: text('lexeme').notNull(),
    eventId: integer('event_id').notNull(),
    startAt: tstz('start_at').notNull(),
    score: real('score').notNull(),
  },
  (t) => [
    // One word's events in start order; several words merge on (start, event).
    primaryKey({ columns: [t.lexeme, t.startAt, t.eventId] }),
    // One word's events from its best score down, the soonest first among equal scores.
    index('event_search_terms_score_idx').on(t.lexeme, t.score.desc(), t.startAt, t.eventId),
  ],
);

const xid8 = customType<{ data: string }>({ dataType: () => 'xid8' });

/**
 * Which projection rows changed, and in which transaction: a statement trigger on event_search writes
 * one row per row it inserted, updated or deleted (event 0 for a truncation: everything). The API's
 * copy of the projection (modules/search/in-memory.ts) reads the rows committed since its last
 * snapshot and reads those events again. The sweep (prune.worker.ts) drops rows older than
 * an hour.
 */
export const eventSearchChanges = pgTable(
  'event_search_changes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    xid: xid8('xid').notNull(),
    eventId: integer('event_id').notNull(),
    /**
     * The write changed the row's score alone (a ranking round, which says so with the transaction's
     * setting `pavilion.scores_only`): the copy reads the new score, not the whole row.
     */
    scoresOnly: boolean('scores_only').notNull().default(false),
    changedAt: tstz('changed_at').notNull().defaultNow(),
  },
  (t) => [index('event_search_changes_xid_idx').on(t.xid), index('event_search_changes_at_idx').on(t.changedAt)],
);
