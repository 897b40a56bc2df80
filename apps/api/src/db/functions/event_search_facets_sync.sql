-- The function event_search_facets_sync.
-- Generated from the migrations (apps/api/src/db/migrations), which remain the way to change the
-- schema: do not edit. After a migration that changes it, regenerate with `npm run db:functions`.

CREATE OR REPLACE FUNCTION public.event_search_facets_sync()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM event_search_facets_add(OLD, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM event_search_facets_add(NEW, 1);
  END IF;
  RETURN NULL;
END
$function$;
