-- The function event_search_days_sync.
-- The source: applied after the migrations (db/routines.ts). After editing, run
-- `npm run db:functions`, which writes it back as PostgreSQL reports it.

CREATE OR REPLACE FUNCTION public.event_search_days_sync()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
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
$function$;
