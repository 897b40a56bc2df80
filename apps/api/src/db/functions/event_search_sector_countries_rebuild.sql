-- The function event_search_sector_countries_rebuild.
-- Generated from the migrations (apps/api/src/db/migrations), which remain the way to change the
-- schema: do not edit. After a migration that changes it, regenerate with `npm run db:functions`.

CREATE OR REPLACE FUNCTION public.event_search_sector_countries_rebuild()
 RETURNS void
 LANGUAGE sql
AS $function$
  DELETE FROM event_search_sector_countries;
  INSERT INTO event_search_sector_countries
  SELECT k.* FROM event_search s, event_search_sector_countries_of(s) k
  ORDER BY k.sector_id, k.country_id, k.start_at, k.event_id;
$function$;
