-- The function event_search_terms_of.
-- The source: applied after the migrations (db/routines.ts). After editing, run
-- `npm run db:functions`, which writes it back as PostgreSQL reports it.

CREATE OR REPLACE FUNCTION public.event_search_terms_of(r event_search_text)
 RETURNS TABLE(lexeme text, score real)
 LANGUAGE sql
 IMMUTABLE
AS $function$
  SELECT u.lexeme, ts_rank(r.search_vector, event_search_term_query(u.lexeme)) FROM unnest(r.search_vector) u
$function$;
