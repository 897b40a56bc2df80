-- How many public events carry each facet value (a sector, a country, an attendance type, ...) and
-- start on each UTC day. Kept by triggers on event_search, like event_search_days. A search narrowed by
-- one value of one facet (all events of a sector, of a country) counts its total from these rows for
-- the days after today, plus the events of that value still to start today, instead of visiting every
-- matching event. Per day rather than one row per value, so a bulk write (seeding, refreshing every
-- event, a partner's deletion) spreads its updates over many rows instead of rewriting one row tens of
-- thousands of times in a transaction. The dimension numbers are FACET in modules/search/facets.ts.
CREATE TABLE "event_search_facet_days" (
  "dimension" smallint NOT NULL,
  "value" integer NOT NULL,
  "day" date NOT NULL,
  "events" integer NOT NULL,
  -- With the count in the index, a value's total is an index-only scan of its few hundred days.
  CONSTRAINT "event_search_facet_days_dimension_value_day_pk" PRIMARY KEY ("dimension", "value", "day") INCLUDE ("events")
);
--> statement-breakpoint
-- The facet values of one projection row, each once.
CREATE FUNCTION event_search_facets_of(r event_search) RETURNS TABLE (dimension smallint, value integer)
LANGUAGE sql IMMUTABLE AS $$
  SELECT DISTINCT f.dimension::smallint, f.value FROM (
              SELECT 1 AS dimension, unnest(r.sector_ids) AS value
    UNION ALL SELECT 2, unnest(r.sector_subtype_ids)
    UNION ALL SELECT 3, unnest(r.audience_ids)
    UNION ALL SELECT 4, unnest(r.attendee_job_title_ids)
    UNION ALL SELECT 5, unnest(r.attendee_class_ids)
    UNION ALL SELECT 6, unnest(r.attendee_country_ids)
    UNION ALL SELECT 7, unnest(r.exhibitor_type_ids)
    UNION ALL SELECT 8, unnest(r.exhibitor_country_ids)
    UNION ALL SELECT 9, r.attendance_type
    UNION ALL SELECT 10, r.event_type_id
    UNION ALL SELECT 11, r.duration_id
    UNION ALL SELECT 12, r.num_attendees_id
    UNION ALL SELECT 13, r.num_exhibitors_id
    UNION ALL SELECT 14, 1 WHERE r.free_cancellation
  ) f
  WHERE f.value IS NOT NULL
$$;
--> statement-breakpoint
-- Adds `delta` to each facet of one row on its start day, in (dimension, value) order so that two
-- writers lock the counters in the same order.
CREATE FUNCTION event_search_facets_add(r event_search, delta integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO event_search_facet_days AS c (dimension, value, day, events)
  SELECT f.dimension, f.value, (r.start_at AT TIME ZONE 'UTC')::date, delta FROM event_search_facets_of(r) f ORDER BY f.dimension, f.value
  ON CONFLICT (dimension, value, day) DO UPDATE SET events = c.events + EXCLUDED.events
$$;
--> statement-breakpoint
CREATE FUNCTION event_search_facets_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM event_search_facets_add(OLD, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM event_search_facets_add(NEW, 1);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER event_search_facets_count AFTER INSERT OR DELETE ON event_search FOR EACH ROW EXECUTE FUNCTION event_search_facets_sync();
--> statement-breakpoint
-- Most updates (a new price, a new name, every event refreshed) leave the facets and the day as they
-- were; the trigger then does not run at all.
CREATE TRIGGER event_search_facets_move AFTER UPDATE ON event_search FOR EACH ROW
  WHEN ((OLD.start_at AT TIME ZONE 'UTC')::date IS DISTINCT FROM (NEW.start_at AT TIME ZONE 'UTC')::date
    OR OLD.sector_ids IS DISTINCT FROM NEW.sector_ids OR OLD.sector_subtype_ids IS DISTINCT FROM NEW.sector_subtype_ids
    OR OLD.audience_ids IS DISTINCT FROM NEW.audience_ids OR OLD.attendee_job_title_ids IS DISTINCT FROM NEW.attendee_job_title_ids
    OR OLD.attendee_class_ids IS DISTINCT FROM NEW.attendee_class_ids OR OLD.attendee_country_ids IS DISTINCT FROM NEW.attendee_country_ids
    OR OLD.exhibitor_type_ids IS DISTINCT FROM NEW.exhibitor_type_ids OR OLD.exhibitor_country_ids IS DISTINCT FROM NEW.exhibitor_country_ids
    OR OLD.attendance_type IS DISTINCT FROM NEW.attendance_type OR OLD.event_type_id IS DISTINCT FROM NEW.event_type_id
    OR OLD.duration_id IS DISTINCT FROM NEW.duration_id OR OLD.num_attendees_id IS DISTINCT FROM NEW.num_attendees_id
    OR OLD.num_exhibitors_id IS DISTINCT FROM NEW.num_exhibitors_id OR OLD.free_cancellation IS DISTINCT FROM NEW.free_cancellation)
  EXECUTE FUNCTION event_search_facets_sync();
--> statement-breakpoint
CREATE FUNCTION event_search_facets_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM event_search_facet_days;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER event_search_facets_truncate AFTER TRUNCATE ON event_search FOR EACH STATEMENT EXECUTE FUNCTION event_search_facets_clear();
--> statement-breakpoint
-- Counts every row of the projection afresh: for the events already there, and for bulk loads that
-- write the projection with the counting triggers disabled (tools/bench/seed-events.ts).
CREATE FUNCTION event_search_facets_rebuild() RETURNS void LANGUAGE sql AS $$
  DELETE FROM event_search_facet_days;
  INSERT INTO event_search_facet_days (dimension, value, day, events)
  SELECT f.dimension, f.value, (s.start_at AT TIME ZONE 'UTC')::date, count(*)::int
  FROM event_search s, event_search_facets_of(s) f GROUP BY 1, 2, 3 ORDER BY 1, 2, 3;
$$;
--> statement-breakpoint
SELECT event_search_facets_rebuild();
