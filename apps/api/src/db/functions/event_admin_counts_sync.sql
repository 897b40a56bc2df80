-- The function event_admin_counts_sync.
-- The source: applied after the migrations (db/routines.ts). After editing, run
-- `npm run db:functions`, which writes it back as PostgreSQL reports it.

CREATE OR REPLACE FUNCTION public.event_admin_counts_sync()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE event_admin_counts SET events = events - 1 WHERE status = OLD.status;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO event_admin_counts (status, events) VALUES (NEW.status, 1)
      ON CONFLICT (status) DO UPDATE SET events = event_admin_counts.events + 1;
  END IF;
  RETURN NULL;
END
$function$;
