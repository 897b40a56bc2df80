-- The function order_registration_counts_clear.
-- The source: applied after the migrations (db/routines.ts). After editing, run
-- `npm run db:functions`, which writes it back as PostgreSQL reports it.

CREATE OR REPLACE FUNCTION public.order_registration_counts_clear()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  UPDATE order_registration_counts SET registrations = 0;
  RETURN NULL;
END
$function$;
