-- The function payout_payable_at.
-- The source: applied after the migrations (db/routines.ts). After editing, run
-- `npm run db:functions`, which writes it back as PostgreSQL reports it.

CREATE OR REPLACE FUNCTION public.payout_payable_at(ends_at timestamp with time zone)
 RETURNS timestamp with time zone
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
AS $function$
  SELECT (((ends_at AT TIME ZONE 'UTC')::date
    + (ARRAY[3, 3, 5, 5, 5, 4, 3])[extract(isodow FROM (ends_at AT TIME ZONE 'UTC')::date)::int])::timestamp AT TIME ZONE 'UTC')
$function$;
