-- The function order_registrations_event_name.
-- The source: applied after the migrations (db/routines.ts). After editing, run
-- `npm run db:functions`, which writes it back as PostgreSQL reports it.

CREATE OR REPLACE FUNCTION public.order_registrations_event_name()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  UPDATE order_registrations SET event_name = NEW.name WHERE event_id = NEW.id;
  RETURN NULL;
END
$function$;
