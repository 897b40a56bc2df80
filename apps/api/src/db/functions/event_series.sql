-- The function event_series.
-- Generated from the migrations (apps/api/src/db/migrations), which remain the way to change the
-- schema: do not edit. After a migration that changes it, regenerate with `npm run db:functions`.

CREATE OR REPLACE FUNCTION public.event_series(p_event_id integer)
 RETURNS TABLE(event_id integer)
 LANGUAGE sql
 STABLE
AS $function$
  WITH RECURSIVE chain(id) AS (
    SELECT p_event_id
    UNION
    SELECT e.previous_edition_id FROM events e JOIN chain c ON e.id = c.id WHERE e.previous_edition_id IS NOT NULL
  )
  SELECT id FROM chain
$function$;
