-- The function event_search_sectors_of.
-- The source: applied after the migrations (db/routines.ts). After editing, run
-- `npm run db:functions`, which writes it back as PostgreSQL reports it.

CREATE OR REPLACE FUNCTION public.event_search_sectors_of(r event_search)
 RETURNS SETOF event_search_sectors
 LANGUAGE sql
 IMMUTABLE
AS $function$
  SELECT DISTINCT sector, r.event_id, r.start_at, r.end_at, r.start_day, r.end_day, r.duration_id, r.attendance_type,
    r.event_type_id, r.event_size_id, r.event_size_metric, r.num_attendees_id, r.num_exhibitors_id, r.venue_id, r.city_id,
    r.ticket_currency, r.min_ticket_price_minor, r.free_cancellation, r.rating_half_stars, r.sector_ids,
    r.sector_subtype_ids, r.audience_ids, r.attendee_job_title_ids, r.attendee_class_ids, r.attendee_country_ids,
    r.exhibitor_type_ids, r.exhibitor_country_ids
  FROM unnest(r.sector_ids) sector
  WHERE sector IS NOT NULL
$function$;
