-- The function ticket_paid_minor.
-- Generated from the migrations (apps/api/src/db/migrations), which remain the way to change the
-- schema: do not edit. After a migration that changes it, regenerate with `npm run db:functions`.

CREATE OR REPLACE FUNCTION public.ticket_paid_minor(p_ticket_id uuid, p_price bigint, p_discount bigint)
 RETURNS bigint
 LANGUAGE sql
 STABLE
AS $function$
  SELECT p_price - p_discount + coalesce((SELECT sum(x.price_minor) FROM ticket_sub_events x WHERE x.ticket_id = p_ticket_id), 0)::bigint
$function$;
