CREATE TABLE "event_search_hours" (
	"hour" timestamp with time zone PRIMARY KEY NOT NULL,
	"events" integer NOT NULL
);
--> statement-breakpoint
-- The per-day totals' triggers keep the per-hour totals too: one more counter per event written.
CREATE OR REPLACE FUNCTION event_search_days_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE event_search_days SET events = events - 1 WHERE day = (OLD.start_at AT TIME ZONE 'UTC')::date;
    UPDATE event_search_hours SET events = events - 1 WHERE hour = date_trunc('hour', OLD.start_at, 'UTC');
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO event_search_days AS d (day, events) VALUES ((NEW.start_at AT TIME ZONE 'UTC')::date, 1)
    ON CONFLICT (day) DO UPDATE SET events = d.events + 1;
    INSERT INTO event_search_hours AS h (hour, events) VALUES (date_trunc('hour', NEW.start_at, 'UTC'), 1)
    ON CONFLICT (hour) DO UPDATE SET events = h.events + 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION event_search_days_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM event_search_days;
  DELETE FROM event_search_hours;
  RETURN NULL;
END
$$;
--> statement-breakpoint
INSERT INTO event_search_hours (hour, events)
  SELECT date_trunc('hour', start_at, 'UTC'), count(*) FROM event_search GROUP BY 1;
--> statement-breakpoint
-- How many public events start after `lo` and at or before `hi`: the part hours at either end counted
-- from the start index (an hour of events at most each), the whole hours between from the per-hour
-- totals, and the whole UTC days among them from the per-day totals. Every step is in UTC, whatever
-- the session's time zone ('24 hours', not '1 day', which a zone's daylight saving would stretch).
CREATE OR REPLACE FUNCTION event_search_starting_between(lo timestamptz, hi timestamptz) RETURNS bigint
LANGUAGE plpgsql STABLE AS $$
DECLARE
  lo_hour timestamptz := date_trunc('hour', lo, 'UTC');
  hi_hour timestamptz := date_trunc('hour', hi, 'UTC');
  -- The whole hours are [from_hour, hi_hour); the whole days among them [from_day, to_day).
  from_hour timestamptz := lo_hour + interval '1 hour';
  from_day timestamptz := date_trunc('day', lo_hour + interval '1 hour' + interval '24 hours' - interval '1 microsecond', 'UTC');
  to_day timestamptz := date_trunc('day', hi_hour, 'UTC');
  counted bigint;
BEGIN
  IF hi <= lo THEN
    RETURN 0;
  END IF;
  IF lo_hour = hi_hour THEN
    RETURN (SELECT count(*) FROM event_search WHERE start_at > lo AND start_at <= hi);
  END IF;
  counted := (SELECT count(*) FROM event_search WHERE start_at > lo AND start_at < from_hour)
    + (SELECT count(*) FROM event_search WHERE start_at >= hi_hour AND start_at <= hi);
  IF from_day >= to_day THEN
    RETURN counted + coalesce((SELECT sum(events) FROM event_search_hours WHERE hour >= from_hour AND hour < hi_hour), 0);
  END IF;
  RETURN counted
    + coalesce((SELECT sum(events) FROM event_search_hours WHERE hour >= from_hour AND hour < from_day), 0)
    + coalesce((SELECT sum(events) FROM event_search_days
                WHERE day >= (from_day AT TIME ZONE 'UTC')::date AND day < (to_day AT TIME ZONE 'UTC')::date), 0)
    + coalesce((SELECT sum(events) FROM event_search_hours WHERE hour >= to_day AND hour < hi_hour), 0);
END
$$;
