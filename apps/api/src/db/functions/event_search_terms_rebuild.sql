-- The function event_search_terms_rebuild.
-- The source: applied after the migrations (db/routines.ts). After editing, run
-- `npm run db:functions`, which writes it back as PostgreSQL reports it.

CREATE OR REPLACE FUNCTION public.event_search_terms_rebuild()
 RETURNS void
 LANGUAGE sql
AS $function$
  DELETE FROM event_search_terms;
  INSERT INTO event_search_terms (lexeme, event_id, start_at, score)
  SELECT w.lexeme, x.event_id, x.start_at, w.score FROM event_search_text x, event_search_terms_of(x) w ORDER BY 1, 2;
$function$;
