-- The function event_admin_counts_clear.
-- Generated from the migrations (apps/api/src/db/migrations), which remain the way to change the
-- schema: do not edit. After a migration that changes it, regenerate with `npm run db:functions`.

CREATE OR REPLACE FUNCTION public.event_admin_counts_clear()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  UPDATE event_admin_counts SET events = 0;
  RETURN NULL;
END
$function$;
