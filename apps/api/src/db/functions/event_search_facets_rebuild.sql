-- The function event_search_facets_rebuild.
-- The source: applied after the migrations (db/routines.ts). After editing, run
-- `npm run db:functions`, which writes it back as PostgreSQL reports it.

CREATE OR REPLACE FUNCTION public.event_search_facets_rebuild()
 RETURNS void
 LANGUAGE sql
AS $function$
  DELETE FROM event_search_facet_days;
  INSERT INTO event_search_facet_days (dimension, value, day, events)
  SELECT f.dimension, f.value, (s.start_at AT TIME ZONE 'UTC')::date, count(*)::int
  FROM event_search s, event_search_facets_of(s) f GROUP BY 1, 2, 3 ORDER BY 1, 2, 3;
$function$;
