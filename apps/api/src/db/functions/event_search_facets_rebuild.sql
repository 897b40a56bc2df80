-- The function event_search_facets_rebuild.
-- Generated from the migrations (apps/api/src/db/migrations), which remain the way to change the
-- schema: do not edit. After a migration that changes it, regenerate with `npm run db:functions`.

CREATE OR REPLACE FUNCTION public.event_search_facets_rebuild()
 RETURNS void
 LANGUAGE sql
AS $function$
  DELETE FROM event_search_facet_days;
  INSERT INTO event_search_facet_days (dimension, value, day, events)
  SELECT f.dimension, f.value, (s.start_at AT TIME ZONE 'UTC')::date, count(*)::int
  FROM event_search s, event_search_facets_of(s) f GROUP BY 1, 2, 3 ORDER BY 1, 2, 3;
$function$;
