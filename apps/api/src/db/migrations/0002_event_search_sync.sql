-- Keeps the public search projection (event_search, event_search_text) in step with events: an
-- approved, published event has one row in each; any other event has none. Deleting an event
-- cascades. Every writer of events is covered, whether or not it knows about search.
CREATE FUNCTION event_search_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'APPROVED' AND NEW.published THEN
    INSERT INTO event_search (
      event_id, start_at, end_at, duration_id, attendance_type, event_type_id, event_size_id, event_size_metric,
      num_attendees_id, num_exhibitors_id, venue_id, city_id, ticket_currency, min_ticket_price_minor,
      free_cancellation, size_rank, sector_ids, sector_subtype_ids, audience_ids, attendee_job_title_ids,
      attendee_class_ids, attendee_country_ids, exhibitor_type_ids, exhibitor_country_ids
    ) VALUES (
      NEW.id, NEW.start_at, NEW.end_at, NEW.duration_id, NEW.attendance_type, NEW.event_type_id, NEW.event_size_id, NEW.event_size_metric,
      NEW.num_attendees_id, NEW.num_exhibitors_id, NEW.venue_id, NEW.city_id, NEW.ticket_currency, NEW.min_ticket_price_minor,
      NEW.free_cancellation, NEW.size_rank, NEW.sector_ids, NEW.sector_subtype_ids, NEW.audience_ids, NEW.attendee_job_title_ids,
      NEW.attendee_class_ids, NEW.attendee_country_ids, NEW.exhibitor_type_ids, NEW.exhibitor_country_ids
    )
    ON CONFLICT (event_id) DO UPDATE SET
      start_at = EXCLUDED.start_at, end_at = EXCLUDED.end_at, duration_id = EXCLUDED.duration_id,
      attendance_type = EXCLUDED.attendance_type, event_type_id = EXCLUDED.event_type_id,
      event_size_id = EXCLUDED.event_size_id, event_size_metric = EXCLUDED.event_size_metric,
      num_attendees_id = EXCLUDED.num_attendees_id, num_exhibitors_id = EXCLUDED.num_exhibitors_id,
      venue_id = EXCLUDED.venue_id, city_id = EXCLUDED.city_id, ticket_currency = EXCLUDED.ticket_currency,
      min_ticket_price_minor = EXCLUDED.min_ticket_price_minor, free_cancellation = EXCLUDED.free_cancellation,
      size_rank = EXCLUDED.size_rank, sector_ids = EXCLUDED.sector_ids, sector_subtype_ids = EXCLUDED.sector_subtype_ids,
      audience_ids = EXCLUDED.audience_ids, attendee_job_title_ids = EXCLUDED.attendee_job_title_ids,
      attendee_class_ids = EXCLUDED.attendee_class_ids, attendee_country_ids = EXCLUDED.attendee_country_ids,
      exhibitor_type_ids = EXCLUDED.exhibitor_type_ids, exhibitor_country_ids = EXCLUDED.exhibitor_country_ids;
    INSERT INTO event_search_text (event_id, start_at, search_vector)
    VALUES (NEW.id, NEW.start_at, coalesce(NEW.search_vector, ''::tsvector))
    ON CONFLICT (event_id) DO UPDATE SET start_at = EXCLUDED.start_at, search_vector = EXCLUDED.search_vector;
  ELSE
    DELETE FROM event_search WHERE event_id = NEW.id;
    DELETE FROM event_search_text WHERE event_id = NEW.id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER events_search_sync AFTER INSERT OR UPDATE ON events FOR EACH ROW EXECUTE FUNCTION event_search_sync();
--> statement-breakpoint
-- How many public events start on each UTC day: the unfiltered search counts upcoming events from
-- these rows. Kept by triggers on event_search, so it follows the projection whatever changes it.
CREATE FUNCTION event_search_days_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE event_search_days SET events = events - 1 WHERE day = (OLD.start_at AT TIME ZONE 'UTC')::date;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO event_search_days AS d (day, events) VALUES ((NEW.start_at AT TIME ZONE 'UTC')::date, 1)
    ON CONFLICT (day) DO UPDATE SET events = d.events + 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER event_search_days_count AFTER INSERT OR DELETE ON event_search FOR EACH ROW EXECUTE FUNCTION event_search_days_sync();
--> statement-breakpoint
CREATE TRIGGER event_search_days_move AFTER UPDATE OF start_at ON event_search FOR EACH ROW
  WHEN (OLD.start_at IS DISTINCT FROM NEW.start_at) EXECUTE FUNCTION event_search_days_sync();
--> statement-breakpoint
CREATE FUNCTION event_search_days_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM event_search_days;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER event_search_days_truncate AFTER TRUNCATE ON event_search FOR EACH STATEMENT EXECUTE FUNCTION event_search_days_clear();
--> statement-breakpoint
-- Documents stay inline (compressed if that helps) rather than in TOAST: ranking reads every match's document.
ALTER TABLE event_search_text ALTER COLUMN search_vector SET STORAGE MAIN;
--> statement-breakpoint
-- Fills the projection for events that already exist, through the trigger above (a no-op update).
UPDATE events SET status = status WHERE status = 'APPROVED' AND published;
