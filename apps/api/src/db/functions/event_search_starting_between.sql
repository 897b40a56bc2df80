-- The function event_search_starting_between.
-- The source: applied after the migrations (db/routines.ts). After editing, run
-- `npm run db:functions`, which writes it back as PostgreSQL reports it.

CREATE OR REPLACE FUNCTION public.event_search_starting_between(lo timestamp with time zone, hi timestamp with time zone)
 RETURNS bigint
 LANGUAGE plpgsql
 STABLE
AS $function$
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
$function$;
