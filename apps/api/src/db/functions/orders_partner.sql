-- The function orders_partner.
-- Generated from the migrations (apps/api/src/db/migrations), which remain the way to change the
-- schema: do not edit. After a migration that changes it, regenerate with `npm run db:functions`.

CREATE OR REPLACE FUNCTION public.orders_partner()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF NEW.partner_id IS NULL THEN
    NEW.partner_id := (SELECT e.partner_id FROM events e WHERE e.id = NEW.event_id);
  END IF;
  RETURN NEW;
END
$function$;
