-- The function event_search_sectors_rebuild.
-- Generated from the migrations (apps/api/src/db/migrations), which remain the way to change the
-- schema: do not edit. After a migration that changes it, regenerate with `npm run db:functions`.

CREATE OR REPLACE FUNCTION public.event_search_sectors_rebuild()
 RETURNS void
 LANGUAGE sql
AS $function$
  DELETE FROM event_search_sectors;
  INSERT INTO event_search_sectors
  SELECT f.* FROM event_search s, event_search_sectors_of(s) f ORDER BY f.sector_id, f.start_at, f.event_id;
$function$;
