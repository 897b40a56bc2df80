-- The function tickets_count_orders.
-- The source: applied after the migrations (db/routines.ts). After editing, run
-- `npm run db:functions`, which writes it back as PostgreSQL reports it.

CREATE OR REPLACE FUNCTION public.tickets_count_orders()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  UPDATE orders o SET ticket_count = o.ticket_count + n.c
  FROM (SELECT order_id, count(*)::int AS c FROM new_tickets GROUP BY order_id) n
  WHERE o.id = n.order_id;
  RETURN NULL;
END
$function$;
