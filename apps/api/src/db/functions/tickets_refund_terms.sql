-- The function tickets_refund_terms.
-- The source: applied after the migrations (db/routines.ts). After editing, run
-- `npm run db:functions`, which writes it back as PostgreSQL reports it.

CREATE OR REPLACE FUNCTION public.tickets_refund_terms()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  NEW.refund_terms := ticket_type_refund_terms(NEW.ticket_type_id);
  RETURN NEW;
END
$function$;
