-- The function event_search_sector_countries_of.
-- The source: applied after the migrations (db/routines.ts). After editing, run
-- `npm run db:functions`, which writes it back as PostgreSQL reports it.

CREATE OR REPLACE FUNCTION public.event_search_sector_countries_of(r event_search)
 RETURNS SETOF event_search_sector_countries
 LANGUAGE sql
 IMMUTABLE
AS $function$
  SELECT DISTINCT sector, country, r.start_at, r.event_id, r.attendance_type, r.ticket_currency, r.min_ticket_price_minor
  FROM unnest(r.sector_ids) sector, unnest(r.attendee_country_ids) country
  WHERE sector IS NOT NULL AND country IS NOT NULL
$function$;
