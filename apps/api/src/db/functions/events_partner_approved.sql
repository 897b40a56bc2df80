-- The function events_partner_approved.
-- Generated from the migrations (apps/api/src/db/migrations), which remain the way to change the
-- schema: do not edit. After a migration that changes it, regenerate with `npm run db:functions`.

CREATE OR REPLACE FUNCTION public.events_partner_approved()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  NEW.partner_approved := coalesce((SELECT p.current_vetting_status = 'APPROVED' FROM partners p WHERE p.id = NEW.partner_id), false);
  RETURN NEW;
END
$function$;
