-- The function event_admin_rows_sold.
-- The source: applied after the migrations (db/routines.ts). After editing, run
-- `npm run db:functions`, which writes it back as PostgreSQL reports it.

CREATE OR REPLACE FUNCTION public.event_admin_rows_sold()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE event_admin_rows SET tickets_sold = tickets_sold - OLD.sold WHERE event_id = OLD.event_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE event_admin_rows SET tickets_sold = tickets_sold + NEW.sold WHERE event_id = NEW.event_id;
  END IF;
  RETURN NULL;
END
$function$;
