-- A search naming one sector and one attendee country (and more) reads its first matches in start
-- order from the sector's copy (0031), passing over that sector's events from every other country:
-- 1,500-13,000 entries for the first 101 matches of a pair at 1,000,000 events. Here each public event
-- has one key row per sector and attendee country it names, so such a search reads the pair's events
-- alone in start order, and looks each up in the sector's copy for the other filters
-- (modules/search/service.ts: searchPlan). Kept by triggers on event_search like the sector's copy.
CREATE TABLE "event_search_sector_countries" (
	"sector_id" integer NOT NULL,
	"country_id" integer NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"event_id" integer NOT NULL,
	CONSTRAINT "event_search_sector_countries_pk" PRIMARY KEY("sector_id","country_id","start_at","event_id")
);
--> statement-breakpoint
-- The key rows of one projection row: one per sector and attendee country it names.
CREATE FUNCTION event_search_sector_countries_of(r event_search) RETURNS SETOF event_search_sector_countries
LANGUAGE sql IMMUTABLE AS $$
  SELECT DISTINCT sector, country, r.start_at, r.event_id
  FROM unnest(r.sector_ids) sector, unnest(r.attendee_country_ids) country
  WHERE sector IS NOT NULL AND country IS NOT NULL
$$;
--> statement-breakpoint
CREATE FUNCTION event_search_sector_countries_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    DELETE FROM event_search_sector_countries
    WHERE sector_id = ANY (OLD.sector_ids) AND country_id = ANY (OLD.attendee_country_ids)
      AND start_at = OLD.start_at AND event_id = OLD.event_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO event_search_sector_countries SELECT * FROM event_search_sector_countries_of(NEW);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER event_search_sector_countries_keep AFTER INSERT OR DELETE ON event_search
  FOR EACH ROW EXECUTE FUNCTION event_search_sector_countries_sync();
--> statement-breakpoint
-- Only a change of what the key rows hold rewrites them.
CREATE TRIGGER event_search_sector_countries_move AFTER UPDATE ON event_search FOR EACH ROW
  WHEN ((OLD.sector_ids, OLD.attendee_country_ids, OLD.start_at, OLD.event_id)
    IS DISTINCT FROM (NEW.sector_ids, NEW.attendee_country_ids, NEW.start_at, NEW.event_id))
  EXECUTE FUNCTION event_search_sector_countries_sync();
--> statement-breakpoint
CREATE FUNCTION event_search_sector_countries_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM event_search_sector_countries;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER event_search_sector_countries_truncate AFTER TRUNCATE ON event_search
  FOR EACH STATEMENT EXECUTE FUNCTION event_search_sector_countries_clear();
--> statement-breakpoint
-- Writes every key row afresh: for the events already there, and for bulk loads that write the
-- projection with the triggers disabled (tools/bench/seed-events.ts).
CREATE FUNCTION event_search_sector_countries_rebuild() RETURNS void LANGUAGE sql AS $$
  DELETE FROM event_search_sector_countries;
  INSERT INTO event_search_sector_countries
  SELECT k.* FROM event_search s, event_search_sector_countries_of(s) k
  ORDER BY k.sector_id, k.country_id, k.start_at, k.event_id;
$$;
--> statement-breakpoint
SELECT event_search_sector_countries_rebuild();
--> statement-breakpoint
-- Index-only scans skip the row only on pages a vacuum marked all-visible: vacuum after 2 % changed.
ALTER TABLE "event_search_sector_countries" SET (autovacuum_vacuum_scale_factor = 0.02, autovacuum_vacuum_insert_scale_factor = 0.02);
