-- The function event_search_terms_rebuild.
-- Generated from the migrations (apps/api/src/db/migrations), which remain the way to change the
-- schema: do not edit. After a migration that changes it, regenerate with `npm run db:functions`.

CREATE OR REPLACE FUNCTION public.event_search_terms_rebuild()
 RETURNS void
 LANGUAGE sql
AS $function$
  DELETE FROM event_search_terms;
  INSERT INTO event_search_terms (lexeme, event_id, start_at, score)
  SELECT w.lexeme, x.event_id, x.start_at, w.score FROM event_search_text x, event_search_terms_of(x) w ORDER BY 1, 2;
$function$;
