-- The function event_search_facets_of.
-- The source: applied after the migrations (db/routines.ts). After editing, run
-- `npm run db:functions`, which writes it back as PostgreSQL reports it.

CREATE OR REPLACE FUNCTION public.event_search_facets_of(r event_search)
 RETURNS TABLE(dimension smallint, value integer)
 LANGUAGE sql
 IMMUTABLE
AS $function$
  SELECT DISTINCT f.dimension::smallint, f.value FROM (
              SELECT 1 AS dimension, unnest(r.sector_ids) AS value
    UNION ALL SELECT 2, unnest(r.sector_subtype_ids)
    UNION ALL SELECT 3, unnest(r.audience_ids)
    UNION ALL SELECT 4, unnest(r.attendee_job_title_ids)
    UNION ALL SELECT 5, unnest(r.attendee_class_ids)
    UNION ALL SELECT 6, unnest(r.attendee_country_ids)
    UNION ALL SELECT 7, unnest(r.exhibitor_type_ids)
    UNION ALL SELECT 8, unnest(r.exhibitor_country_ids)
    UNION ALL SELECT 9, r.attendance_type
    UNION ALL SELECT 10, r.event_type_id
    UNION ALL SELECT 11, r.duration_id
    UNION ALL SELECT 12, r.num_attendees_id
    UNION ALL SELECT 13, r.num_exhibitors_id
    UNION ALL SELECT 14, 1 WHERE r.free_cancellation
  ) f
  WHERE f.value IS NOT NULL
$function$;
