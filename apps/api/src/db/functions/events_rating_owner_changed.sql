-- The function events_rating_owner_changed.
-- Generated from the migrations (apps/api/src/db/migrations), which remain the way to change the
-- schema: do not edit. After a migration that changes it, regenerate with `npm run db:functions`.

CREATE OR REPLACE FUNCTION public.events_rating_owner_changed()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM refresh_event_ratings(NEW.id, now());
  RETURN NULL;
END
$function$;
