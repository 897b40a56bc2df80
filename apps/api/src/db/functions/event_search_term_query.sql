-- The function event_search_term_query.
-- The source: applied after the migrations (db/routines.ts). After editing, run
-- `npm run db:functions`, which writes it back as PostgreSQL reports it.

CREATE OR REPLACE FUNCTION public.event_search_term_query(lexeme text)
 RETURNS tsquery
 LANGUAGE sql
 IMMUTABLE STRICT
AS $function$
  SELECT ('''' || replace(replace(lexeme, '\', '\\'), '''', '''''') || '''')::tsquery
$function$;
