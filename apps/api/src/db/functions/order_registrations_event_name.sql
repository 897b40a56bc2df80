-- The function order_registrations_event_name.
-- Generated from the migrations (apps/api/src/db/migrations), which remain the way to change the
-- schema: do not edit. After a migration that changes it, regenerate with `npm run db:functions`.

CREATE OR REPLACE FUNCTION public.order_registrations_event_name()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  UPDATE order_registrations SET event_name = NEW.name WHERE event_id = NEW.id;
  RETURN NULL;
END
$function$;
