-- The function invoices_refuse_change.
-- The source: applied after the migrations (db/routines.ts). After editing, run
-- `npm run db:functions`, which writes it back as PostgreSQL reports it.

CREATE OR REPLACE FUNCTION public.invoices_refuse_change()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  RAISE EXCEPTION 'an invoice or credit note is issued once and never changed or removed (% refused)', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END
$function$;
