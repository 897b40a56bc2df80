-- The function money_major.
-- The source: applied after the migrations (db/routines.ts). After editing, run
-- `npm run db:functions`, which writes it back as PostgreSQL reports it.

CREATE OR REPLACE FUNCTION public.money_major(p_minor bigint, p_currency text)
 RETURNS double precision
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
AS $function$
  SELECT p_minor::float8 / (10 ^ currency_minor_units(p_currency))::float8
$function$;
