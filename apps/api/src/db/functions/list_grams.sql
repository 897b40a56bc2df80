-- The function list_grams.
-- The source: applied after the migrations (db/routines.ts). After editing, run
-- `npm run db:functions`, which writes it back as PostgreSQL reports it.

CREATE OR REPLACE FUNCTION public.list_grams(t text)
 RETURNS text[]
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE STRICT
AS $function$
  SELECT string_to_array(t, NULL)
    || string_to_array(regexp_replace(t, '(..)', E'\\1\x01', 'g'), E'\x01')
    || string_to_array(regexp_replace(substr(t, 2), '(..)', E'\\1\x01', 'g'), E'\x01')
$function$;
