-- Search at a million events. The documents' words are keyed in start order, so the events of several
-- words merge in start order: the first matches are found without reading every match, and a count
-- can stop after the first few hundred (modules/search/read-model.ts: totals exact up to a threshold,
-- estimated above it). A second index reads one word's events from its best score down, so the best
-- matches of the relevance sort are found without ranking every match.
-- A price range reads the start index like every other filter: with its own (currency, price) index the
-- planner ANDed a bitmap of every event in the price range into searches that also name a sector and a
-- country, which cost more than the visits it saved.
DROP INDEX "event_search_currency_price_idx";--> statement-breakpoint
ALTER TABLE "event_search_terms" DROP CONSTRAINT "event_search_terms_lexeme_event_id_pk";--> statement-breakpoint
ALTER TABLE "event_search_terms" ADD CONSTRAINT "event_search_terms_lexeme_start_at_event_id_pk" PRIMARY KEY("lexeme","start_at","event_id") INCLUDE ("score");--> statement-breakpoint
CREATE INDEX "event_search_terms_score_idx" ON "event_search_terms" USING btree ("lexeme","score" DESC NULLS LAST,"start_at","event_id");--> statement-breakpoint
-- A document's words are found by its start too, as the primary key now begins with it.
CREATE OR REPLACE FUNCTION event_search_terms_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    DELETE FROM event_search_terms
    WHERE lexeme = ANY (tsvector_to_array(OLD.search_vector)) AND start_at = OLD.start_at AND event_id = OLD.event_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO event_search_terms (lexeme, event_id, start_at, score)
    SELECT w.lexeme, NEW.event_id, NEW.start_at, w.score FROM event_search_terms_of(NEW) w;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- How many public events start after `lo` and at or before `hi`: whole UTC days from the per-day totals
-- (event_search_days), the two part days at either end counted from the start index (at most a day of
-- events each). An estimated total scales the matches among the first events up by this share.
CREATE FUNCTION event_search_starting_between(lo timestamptz, hi timestamptz) RETURNS bigint
LANGUAGE plpgsql STABLE AS $$
DECLARE
  first_day date := (lo AT TIME ZONE 'UTC')::date;
  last_day date := (hi AT TIME ZONE 'UTC')::date;
BEGIN
  IF hi <= lo THEN
    RETURN 0;
  END IF;
  IF first_day = last_day THEN
    RETURN (SELECT count(*) FROM event_search WHERE start_at > lo AND start_at <= hi);
  END IF;
  RETURN (SELECT count(*) FROM event_search WHERE start_at > lo AND start_at < (first_day + 1)::timestamp AT TIME ZONE 'UTC')
    + coalesce((SELECT sum(events) FROM event_search_days WHERE day > first_day AND day < last_day), 0)
    + (SELECT count(*) FROM event_search WHERE start_at >= last_day::timestamp AT TIME ZONE 'UTC' AND start_at <= hi);
END
$$;
--> statement-breakpoint
-- The start index carries every filter column, so the first matches of a filtered search in start
-- order (its page by date, and the first matches a total is counted or estimated from) are read from
-- the index alone, in order, without a visit to each event's row.
DROP INDEX "event_search_start_idx";--> statement-breakpoint
CREATE INDEX "event_search_start_idx" ON "event_search" USING btree ("start_at","event_id") INCLUDE (
  "end_at", "start_day", "end_day", "duration_id", "attendance_type", "event_type_id", "event_size_id", "event_size_metric",
  "num_attendees_id", "num_exhibitors_id", "venue_id", "city_id", "ticket_currency", "min_ticket_price_minor",
  "free_cancellation", "rating_half_stars", "sector_ids", "sector_subtype_ids", "audience_ids", "attendee_job_title_ids",
  "attendee_class_ids", "attendee_country_ids", "exhibitor_type_ids", "exhibitor_country_ids"
);--> statement-breakpoint
-- Index-only scans skip the row only on pages a vacuum marked all-visible: vacuum after 2 % changed.
ALTER TABLE "event_search" SET (autovacuum_vacuum_scale_factor = 0.02, autovacuum_vacuum_insert_scale_factor = 0.02);
--> statement-breakpoint
-- The planner's row counts for a word (which decide how words are joined) come from the most common
-- words: keep the 1,000 most common instead of 100.
ALTER TABLE "event_search_terms" ALTER COLUMN "lexeme" SET STATISTICS 1000;
