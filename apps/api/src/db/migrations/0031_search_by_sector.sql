-- A search that names one sector and something more (a country, a price, an attendance type) reads
-- its first matches in start order. On the start index that passes over every other sector's events
-- too: a sector-and-country pair with a 0.1-0.6 % share passed over 35,000-70,000 entries for its first
-- 201 matches. Here each public event is copied once per sector with every filter column, keyed
-- (sector, start, event), so such a search reads only its sector's events, in start order, from the
-- index alone (modules/search/service.ts: searchPlan). Kept by triggers on event_search like its
-- facet totals; events leave with their projection row.
CREATE TABLE "event_search_sectors" (
	"sector_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"start_day" date NOT NULL,
	"end_day" date NOT NULL,
	"duration_id" smallint NOT NULL,
	"attendance_type" smallint NOT NULL,
	"event_type_id" integer,
	"event_size_id" integer,
	"event_size_metric" "event_size_metric" NOT NULL,
	"num_attendees_id" integer,
	"num_exhibitors_id" integer,
	"venue_id" integer,
	"city_id" integer,
	"ticket_currency" varchar(3) NOT NULL,
	"min_ticket_price_minor" bigint,
	"free_cancellation" boolean NOT NULL,
	"rating_half_stars" smallint,
	"sector_ids" integer[] NOT NULL,
	"sector_subtype_ids" integer[] NOT NULL,
	"audience_ids" integer[] NOT NULL,
	"attendee_job_title_ids" integer[] NOT NULL,
	"attendee_class_ids" integer[] NOT NULL,
	"attendee_country_ids" integer[] NOT NULL,
	"exhibitor_type_ids" integer[] NOT NULL,
	"exhibitor_country_ids" integer[] NOT NULL,
	-- Every filter column rides in the key's index, so a sector's first matches in start order are read
	-- from the index alone.
	CONSTRAINT "event_search_sectors_sector_id_start_at_event_id_pk" PRIMARY KEY("sector_id","start_at","event_id") INCLUDE (
	  "end_at", "start_day", "end_day", "duration_id", "attendance_type", "event_type_id", "event_size_id", "event_size_metric",
	  "num_attendees_id", "num_exhibitors_id", "venue_id", "city_id", "ticket_currency", "min_ticket_price_minor",
	  "free_cancellation", "rating_half_stars", "sector_ids", "sector_subtype_ids", "audience_ids", "attendee_job_title_ids",
	  "attendee_class_ids", "attendee_country_ids", "exhibitor_type_ids", "exhibitor_country_ids"
	)
);
--> statement-breakpoint
-- The rows of one projection row: one per sector it names.
CREATE FUNCTION event_search_sectors_of(r event_search) RETURNS SETOF event_search_sectors LANGUAGE sql IMMUTABLE AS $$
  SELECT DISTINCT sector, r.event_id, r.start_at, r.end_at, r.start_day, r.end_day, r.duration_id, r.attendance_type,
    r.event_type_id, r.event_size_id, r.event_size_metric, r.num_attendees_id, r.num_exhibitors_id, r.venue_id, r.city_id,
    r.ticket_currency, r.min_ticket_price_minor, r.free_cancellation, r.rating_half_stars, r.sector_ids,
    r.sector_subtype_ids, r.audience_ids, r.attendee_job_title_ids, r.attendee_class_ids, r.attendee_country_ids,
    r.exhibitor_type_ids, r.exhibitor_country_ids
  FROM unnest(r.sector_ids) sector
  WHERE sector IS NOT NULL
$$;
--> statement-breakpoint
CREATE FUNCTION event_search_sectors_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    DELETE FROM event_search_sectors
    WHERE sector_id = ANY (OLD.sector_ids) AND start_at = OLD.start_at AND event_id = OLD.event_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO event_search_sectors SELECT * FROM event_search_sectors_of(NEW);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER event_search_sectors_keep AFTER INSERT OR DELETE ON event_search FOR EACH ROW EXECUTE FUNCTION event_search_sectors_sync();
--> statement-breakpoint
-- An update that leaves the projection row as it was rewrites nothing.
CREATE TRIGGER event_search_sectors_move AFTER UPDATE ON event_search FOR EACH ROW
  WHEN (OLD.* IS DISTINCT FROM NEW.*)
  EXECUTE FUNCTION event_search_sectors_sync();
--> statement-breakpoint
CREATE FUNCTION event_search_sectors_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM event_search_sectors;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER event_search_sectors_truncate AFTER TRUNCATE ON event_search FOR EACH STATEMENT EXECUTE FUNCTION event_search_sectors_clear();
--> statement-breakpoint
-- Copies every row of the projection afresh: for the events already there, and for bulk loads that
-- write the projection with the triggers disabled (tools/bench/seed-events.ts).
CREATE FUNCTION event_search_sectors_rebuild() RETURNS void LANGUAGE sql AS $$
  DELETE FROM event_search_sectors;
  INSERT INTO event_search_sectors
  SELECT f.* FROM event_search s, event_search_sectors_of(s) f ORDER BY f.sector_id, f.start_at, f.event_id;
$$;
--> statement-breakpoint
SELECT event_search_sectors_rebuild();
--> statement-breakpoint
-- Index-only scans skip the row only on pages a vacuum marked all-visible: vacuum after 2 % changed.
ALTER TABLE "event_search_sectors" SET (autovacuum_vacuum_scale_factor = 0.02, autovacuum_vacuum_insert_scale_factor = 0.02);
