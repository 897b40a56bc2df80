-- The function partner_events_sync.
-- Generated from the migrations (apps/api/src/db/migrations), which remain the way to change the
-- schema: do not edit. After a migration that changes it, regenerate with `npm run db:functions`.

CREATE OR REPLACE FUNCTION public.partner_events_sync()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  UPDATE events SET partner_approved = (NEW.current_vetting_status = 'APPROVED')
  WHERE partner_id = NEW.id AND partner_approved IS DISTINCT FROM (NEW.current_vetting_status = 'APPROVED');
  RETURN NULL;
END
$function$;
