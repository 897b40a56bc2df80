-- The function event_search_sync.
-- The source: applied after the migrations (db/routines.ts). After editing, run
-- `npm run db:functions`, which writes it back as PostgreSQL reports it.

CREATE OR REPLACE FUNCTION public.event_search_sync()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  words integer[];
  -- Whether the document changed (always on insert): the copies then read the row's words' scores again.
  document_changed boolean := true;
BEGIN
  -- An event that has started is never searched (the query asks start_at > now), so a write to it
  -- (a review's rating on a past event, above all) takes it out instead of putting it back, with
  -- its document and its words, until the next sweep.
  IF NEW.status = 'APPROVED' AND NEW.published AND NEW.partner_approved AND NEW.cancelled_at IS NULL
     AND NEW.start_at > now() THEN
    -- The document's words as numbers (search_word_ids), looked up again only when the document changed.
    IF TG_OP = 'UPDATE' AND NEW.search_vector IS NOT DISTINCT FROM OLD.search_vector THEN
      SELECT s.word_ids INTO words FROM event_search s WHERE s.event_id = NEW.id;
      document_changed := false;
    END IF;
    IF words IS NULL THEN
      words := search_word_ids(coalesce(NEW.search_vector, ''::tsvector));
    END IF;
    INSERT INTO event_search (
      event_id, start_at, end_at, start_day, end_day, duration_id, attendance_type, event_type_id, event_size_id, event_size_metric,
      num_attendees_id, num_exhibitors_id, venue_id, city_id, ticket_currency, min_ticket_price_minor,
      free_cancellation, size_rank, sector_ids, sector_subtype_ids, audience_ids, attendee_job_title_ids,
      attendee_class_ids, attendee_country_ids, exhibitor_type_ids, exhibitor_country_ids, rating_half_stars, word_ids
    ) VALUES (
      NEW.id, NEW.start_at, NEW.end_at, (NEW.start_at AT TIME ZONE NEW.time_zone)::date, (NEW.end_at AT TIME ZONE NEW.time_zone)::date,
      NEW.duration_id, NEW.attendance_type, NEW.event_type_id, NEW.event_size_id, NEW.event_size_metric,
      NEW.num_attendees_id, NEW.num_exhibitors_id, NEW.venue_id, NEW.city_id, NEW.ticket_currency, NEW.min_ticket_price_minor,
      NEW.free_cancellation, NEW.size_rank, NEW.sector_ids, NEW.sector_subtype_ids, NEW.audience_ids, NEW.attendee_job_title_ids,
      NEW.attendee_class_ids, NEW.attendee_country_ids, NEW.exhibitor_type_ids, NEW.exhibitor_country_ids,
      -- greatest() skips a null, so an event without reviews is written null explicitly.
      CASE WHEN NEW.rating_average IS NULL THEN NULL ELSE least(10, greatest(0, round(NEW.rating_average)))::smallint END,
      words
    )
    ON CONFLICT (event_id) DO UPDATE SET
      start_at = EXCLUDED.start_at, end_at = EXCLUDED.end_at, start_day = EXCLUDED.start_day, end_day = EXCLUDED.end_day,
      duration_id = EXCLUDED.duration_id,
      attendance_type = EXCLUDED.attendance_type, event_type_id = EXCLUDED.event_type_id,
      event_size_id = EXCLUDED.event_size_id, event_size_metric = EXCLUDED.event_size_metric,
      num_attendees_id = EXCLUDED.num_attendees_id, num_exhibitors_id = EXCLUDED.num_exhibitors_id,
      venue_id = EXCLUDED.venue_id, city_id = EXCLUDED.city_id, ticket_currency = EXCLUDED.ticket_currency,
      min_ticket_price_minor = EXCLUDED.min_ticket_price_minor, free_cancellation = EXCLUDED.free_cancellation,
      size_rank = EXCLUDED.size_rank, sector_ids = EXCLUDED.sector_ids, sector_subtype_ids = EXCLUDED.sector_subtype_ids,
      audience_ids = EXCLUDED.audience_ids, attendee_job_title_ids = EXCLUDED.attendee_job_title_ids,
      attendee_class_ids = EXCLUDED.attendee_class_ids, attendee_country_ids = EXCLUDED.attendee_country_ids,
      exhibitor_type_ids = EXCLUDED.exhibitor_type_ids, exhibitor_country_ids = EXCLUDED.exhibitor_country_ids,
      rating_half_stars = EXCLUDED.rating_half_stars, word_ids = EXCLUDED.word_ids
    -- A write that changes nothing the projection holds, nor the document (a tagline before its
    -- document is made, the update time), leaves its row as it is: no new row version in every index,
    -- no change logged, nothing for the copies to read again.
    WHERE document_changed OR (event_search.start_at, event_search.end_at, event_search.start_day, event_search.end_day,
      event_search.duration_id, event_search.attendance_type, event_search.event_type_id, event_search.event_size_id,
      event_search.event_size_metric, event_search.num_attendees_id, event_search.num_exhibitors_id,
      event_search.venue_id, event_search.city_id, event_search.ticket_currency, event_search.min_ticket_price_minor,
      event_search.free_cancellation, event_search.size_rank, event_search.sector_ids, event_search.sector_subtype_ids,
      event_search.audience_ids, event_search.attendee_job_title_ids, event_search.attendee_class_ids,
      event_search.attendee_country_ids, event_search.exhibitor_type_ids, event_search.exhibitor_country_ids,
      event_search.rating_half_stars, event_search.word_ids)
      IS DISTINCT FROM (EXCLUDED.start_at, EXCLUDED.end_at, EXCLUDED.start_day, EXCLUDED.end_day,
      EXCLUDED.duration_id, EXCLUDED.attendance_type, EXCLUDED.event_type_id, EXCLUDED.event_size_id,
      EXCLUDED.event_size_metric, EXCLUDED.num_attendees_id, EXCLUDED.num_exhibitors_id,
      EXCLUDED.venue_id, EXCLUDED.city_id, EXCLUDED.ticket_currency, EXCLUDED.min_ticket_price_minor,
      EXCLUDED.free_cancellation, EXCLUDED.size_rank, EXCLUDED.sector_ids, EXCLUDED.sector_subtype_ids,
      EXCLUDED.audience_ids, EXCLUDED.attendee_job_title_ids, EXCLUDED.attendee_class_ids,
      EXCLUDED.attendee_country_ids, EXCLUDED.exhibitor_type_ids, EXCLUDED.exhibitor_country_ids,
      EXCLUDED.rating_half_stars, EXCLUDED.word_ids);
    INSERT INTO event_search_text (event_id, start_at, search_vector)
    VALUES (NEW.id, NEW.start_at, coalesce(NEW.search_vector, ''::tsvector))
    ON CONFLICT (event_id) DO UPDATE SET start_at = EXCLUDED.start_at, search_vector = EXCLUDED.search_vector
    WHERE (event_search_text.start_at, event_search_text.search_vector)
      IS DISTINCT FROM (EXCLUDED.start_at, EXCLUDED.search_vector);
  ELSE
    DELETE FROM event_search WHERE event_id = NEW.id;
    DELETE FROM event_search_text WHERE event_id = NEW.id;
  END IF;
  RETURN NULL;
END
$function$;
