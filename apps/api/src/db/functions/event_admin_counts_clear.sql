-- The function event_admin_counts_clear.
-- The source: applied after the migrations (db/routines.ts). After editing, run
-- `npm run db:functions`, which writes it back as PostgreSQL reports it.

CREATE OR REPLACE FUNCTION public.event_admin_counts_clear()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  UPDATE event_admin_counts SET events = 0;
  RETURN NULL;
END
$function$;
