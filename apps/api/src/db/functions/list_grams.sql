-- The function list_grams.
-- Generated from the migrations (apps/api/src/db/migrations), which remain the way to change the
-- schema: do not edit. After a migration that changes it, regenerate with `npm run db:functions`.

CREATE OR REPLACE FUNCTION public.list_grams(t text)
 RETURNS text[]
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE STRICT
AS $function$
  SELECT string_to_array(t, NULL)
    || string_to_array(regexp_replace(t, '(..)', E'\\1\x01', 'g'), E'\x01')
    || string_to_array(regexp_replace(substr(t, 2), '(..)', E'\\1\x01', 'g'), E'\x01')
$function$;
