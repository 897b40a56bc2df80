-- The function event_admin_rows_sync.
-- The source: applied after the migrations (db/routines.ts). After editing, run
-- `npm run db:functions`, which writes it back as PostgreSQL reports it.

CREATE OR REPLACE FUNCTION public.event_admin_rows_sync()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  INSERT INTO event_admin_rows AS r (event_id, partner_id, status, start_at, capacity_asc, capacity_desc, tickets_sold, search_text)
  VALUES (
    NEW.id, NEW.partner_id, NEW.status, NEW.start_at,
    coalesce(NEW.max_attendees, 2147483647), coalesce(NEW.max_attendees, -1),
    coalesce((SELECT sum(t.sold) FROM ticket_types t WHERE t.event_id = NEW.id), 0),
    lower(NEW.name || ' ' || NEW.tagline)
  )
  ON CONFLICT (event_id) DO UPDATE SET
    partner_id = EXCLUDED.partner_id, status = EXCLUDED.status, start_at = EXCLUDED.start_at,
    capacity_asc = EXCLUDED.capacity_asc, capacity_desc = EXCLUDED.capacity_desc, search_text = EXCLUDED.search_text;
  RETURN NULL;
END
$function$;
