-- The function event_search_terms_sync.
-- The source: applied after the migrations (db/routines.ts). After editing, run
-- `npm run db:functions`, which writes it back as PostgreSQL reports it.

CREATE OR REPLACE FUNCTION public.event_search_terms_sync()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    DELETE FROM event_search_terms
    WHERE lexeme = ANY (tsvector_to_array(OLD.search_vector)) AND start_at = OLD.start_at AND event_id = OLD.event_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO event_search_terms (lexeme, event_id, start_at, score)
    SELECT w.lexeme, NEW.event_id, NEW.start_at, w.score FROM event_search_terms_of(NEW) w;
  END IF;
  RETURN NULL;
END
$function$;
