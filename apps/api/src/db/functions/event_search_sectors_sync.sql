-- The function event_search_sectors_sync.
-- The source: applied after the migrations (db/routines.ts). After editing, run
-- `npm run db:functions`, which writes it back as PostgreSQL reports it.

CREATE OR REPLACE FUNCTION public.event_search_sectors_sync()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    DELETE FROM event_search_sectors
    WHERE sector_id = ANY (OLD.sector_ids) AND start_at = OLD.start_at AND event_id = OLD.event_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO event_search_sectors SELECT * FROM event_search_sectors_of(NEW);
  END IF;
  RETURN NULL;
END
$function$;
