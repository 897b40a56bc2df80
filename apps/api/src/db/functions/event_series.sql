-- The function event_series.
-- The source: applied after the migrations (db/routines.ts). After editing, run
-- `npm run db:functions`, which writes it back as PostgreSQL reports it.

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
