-- The function partner_events_sync.
-- The source: applied after the migrations (db/routines.ts). After editing, run
-- `npm run db:functions`, which writes it back as PostgreSQL reports it.

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
