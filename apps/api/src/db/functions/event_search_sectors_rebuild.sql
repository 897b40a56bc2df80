-- The function event_search_sectors_rebuild.
-- The source: applied after the migrations (db/routines.ts). After editing, run
-- `npm run db:functions`, which writes it back as PostgreSQL reports it.

CREATE OR REPLACE FUNCTION public.event_search_sectors_rebuild()
 RETURNS void
 LANGUAGE sql
AS $function$
  DELETE FROM event_search_sectors;
  INSERT INTO event_search_sectors
  SELECT f.* FROM event_search s, event_search_sectors_of(s) f ORDER BY f.sector_id, f.start_at, f.event_id;
$function$;
