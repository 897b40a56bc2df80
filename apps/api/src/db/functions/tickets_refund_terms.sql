-- The function tickets_refund_terms.
-- Generated from the migrations (apps/api/src/db/migrations), which remain the way to change the
-- schema: do not edit. After a migration that changes it, regenerate with `npm run db:functions`.

CREATE OR REPLACE FUNCTION public.tickets_refund_terms()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  NEW.refund_terms := ticket_type_refund_terms(NEW.ticket_type_id);
  RETURN NEW;
END
$function$;
