-- The function sales_days_rebuild.
-- The source: applied after the migrations (db/routines.ts). After editing, run
-- `npm run db:functions`, which writes it back as PostgreSQL reports it.

CREATE OR REPLACE FUNCTION public.sales_days_rebuild()
 RETURNS void
 LANGUAGE plpgsql
AS $function$
BEGIN
  DELETE FROM ticket_type_sales_days;
  DELETE FROM event_sales_days;
  DELETE FROM event_sales_totals;
  DELETE FROM partner_sales_days;
  INSERT INTO ticket_type_sales_days (ticket_type_id, day, event_id, tickets, revenue_minor)
  SELECT t.ticket_type_id, (coalesce(o.paid_at, o.updated_at) AT TIME ZONE 'UTC')::date, o.event_id, count(*)::int, sum(t.price_minor)
  FROM orders o JOIN tickets t ON t.order_id = o.id WHERE o.status = 'paid' AND t.status = 'valid' GROUP BY 1, 2, 3;
  CREATE TEMP TABLE sales_rebuild_orders AS
  SELECT o.event_id, (coalesce(o.paid_at, o.updated_at) AT TIME ZONE 'UTC')::date AS day, o.currency, o.partner_id,
         (o.ticket_count - coalesce(c.n, 0))::int AS tickets, o.total_minor - coalesce(c.paid, 0) AS revenue
  FROM orders o
  LEFT JOIN (SELECT t.order_id, count(*) AS n, sum(ticket_paid_minor(t.id, t.price_minor, t.discount_minor)) AS paid
             FROM tickets t WHERE t.status = 'cancelled' GROUP BY t.order_id) c ON c.order_id = o.id
  WHERE o.status = 'paid';
  INSERT INTO event_sales_days (event_id, day, currency, partner_id, orders, tickets, revenue_minor)
  SELECT event_id, day, currency, partner_id, count(*)::int, sum(tickets)::int, sum(revenue) FROM sales_rebuild_orders GROUP BY 1, 2, 3, 4;
  INSERT INTO event_sales_totals (event_id, currency, partner_id, orders, tickets, revenue_minor)
  SELECT event_id, currency, partner_id, count(*)::int, sum(tickets)::int, sum(revenue) FROM sales_rebuild_orders GROUP BY 1, 2, 3;
  INSERT INTO partner_sales_days (partner_id, day, currency, orders, tickets, revenue_minor)
  SELECT partner_id, day, currency, count(*)::int, sum(tickets)::int, sum(revenue) FROM sales_rebuild_orders GROUP BY 1, 2, 3;
  DROP TABLE sales_rebuild_orders;
END
$function$;
