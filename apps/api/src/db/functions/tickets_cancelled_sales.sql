-- The function tickets_cancelled_sales.
-- The source: applied after the migrations (db/routines.ts). After editing, run
-- `npm run db:functions`, which writes it back as PostgreSQL reports it.

CREATE OR REPLACE FUNCTION public.tickets_cancelled_sales(p_ids uuid[])
 RETURNS TABLE(ticket_type_id integer, event_id integer, partner_id integer, currency text, day date, price bigint, paid bigint)
 LANGUAGE sql
 STABLE
AS $function$
  SELECT t.ticket_type_id, o.event_id, coalesce(o.partner_id, (SELECT e.partner_id FROM events e WHERE e.id = o.event_id)),
         o.currency::text, (coalesce(o.paid_at, o.updated_at) AT TIME ZONE 'UTC')::date, t.price_minor::bigint,
         ticket_paid_minor(t.id, t.price_minor, t.discount_minor)
  FROM tickets t JOIN orders o ON o.id = t.order_id
  WHERE t.id = ANY(p_ids) AND o.status = 'paid'
$function$;
