-- The function event_search_facets_add.
-- The source: applied after the migrations (db/routines.ts). After editing, run
-- `npm run db:functions`, which writes it back as PostgreSQL reports it.

CREATE OR REPLACE FUNCTION public.event_search_facets_add(r event_search, delta integer)
 RETURNS void
 LANGUAGE sql
AS $function$
  INSERT INTO event_search_facet_days AS c (dimension, value, day, events)
  SELECT f.dimension, f.value, (r.start_at AT TIME ZONE 'UTC')::date, delta FROM event_search_facets_of(r) f ORDER BY f.dimension, f.value
  ON CONFLICT (dimension, value, day) DO UPDATE SET events = c.events + EXCLUDED.events
$function$;
