-- The function tickets_count_orders.
-- Generated from the migrations (apps/api/src/db/migrations), which remain the way to change the
-- schema: do not edit. After a migration that changes it, regenerate with `npm run db:functions`.

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
