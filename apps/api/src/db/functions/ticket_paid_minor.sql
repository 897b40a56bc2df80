-- The function ticket_paid_minor.
-- The source: applied after the migrations (db/routines.ts). After editing, run
-- `npm run db:functions`, which writes it back as PostgreSQL reports it.

CREATE OR REPLACE FUNCTION public.ticket_paid_minor(p_ticket_id uuid, p_price bigint, p_discount bigint)
 RETURNS bigint
 LANGUAGE sql
 STABLE
AS $function$
  SELECT p_price - p_discount + coalesce((SELECT sum(x.price_minor) FROM ticket_sub_events x WHERE x.ticket_id = p_ticket_id), 0)::bigint
$function$;
