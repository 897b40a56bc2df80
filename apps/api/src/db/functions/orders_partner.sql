-- The function orders_partner.
-- The source: applied after the migrations (db/routines.ts). After editing, run
-- `npm run db:functions`, which writes it back as PostgreSQL reports it.

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
