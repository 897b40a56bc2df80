-- The function event_search_term_query.
-- Generated from the migrations (apps/api/src/db/migrations), which remain the way to change the
-- schema: do not edit. After a migration that changes it, regenerate with `npm run db:functions`.

CREATE OR REPLACE FUNCTION public.event_search_term_query(lexeme text)
 RETURNS tsquery
 LANGUAGE sql
 IMMUTABLE STRICT
AS $function$
  SELECT ('''' || replace(replace(lexeme, '\', '\\'), '''', '''''') || '''')::tsquery
$function$;
