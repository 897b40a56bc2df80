-- The function event_search_sector_countries_rebuild.
-- The source: applied after the migrations (db/routines.ts). After editing, run
-- `npm run db:functions`, which writes it back as PostgreSQL reports it.

CREATE OR REPLACE FUNCTION public.event_search_sector_countries_rebuild()
 RETURNS void
 LANGUAGE sql
AS $function$
  DELETE FROM event_search_sector_countries;
  INSERT INTO event_search_sector_countries
  SELECT k.* FROM event_search s, event_search_sector_countries_of(s) k
  ORDER BY k.sector_id, k.country_id, k.start_at, k.event_id;
$function$;
