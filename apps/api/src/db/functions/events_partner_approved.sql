-- The function events_partner_approved.
-- The source: applied after the migrations (db/routines.ts). After editing, run
-- `npm run db:functions`, which writes it back as PostgreSQL reports it.

CREATE OR REPLACE FUNCTION public.events_partner_approved()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  NEW.partner_approved := coalesce((SELECT p.current_vetting_status = 'APPROVED' FROM partners p WHERE p.id = NEW.partner_id), false);
  RETURN NEW;
END
$function$;
