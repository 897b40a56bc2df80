-- The function event_search_terms_of.
-- Generated from the migrations (apps/api/src/db/migrations), which remain the way to change the
-- schema: do not edit. After a migration that changes it, regenerate with `npm run db:functions`.

CREATE OR REPLACE FUNCTION public.event_search_terms_of(r event_search_text)
 RETURNS TABLE(lexeme text, score real)
 LANGUAGE sql
 IMMUTABLE
AS $function$
  SELECT u.lexeme, ts_rank(r.search_vector, event_search_term_query(u.lexeme)) FROM unnest(r.search_vector) u
$function$;
