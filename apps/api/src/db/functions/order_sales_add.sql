-- The function order_sales_add.
-- The source: applied after the migrations (db/routines.ts). After editing, run
-- `npm run db:functions`, which writes it back as PostgreSQL reports it.

CREATE OR REPLACE FUNCTION public.order_sales_add(o orders, sign integer)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
DECLARE
  d date := (coalesce(o.paid_at, o.updated_at) AT TIME ZONE 'UTC')::date;
  pid integer := coalesce(o.partner_id, (SELECT e.partner_id FROM events e WHERE e.id = o.event_id));
  n integer;
  revenue bigint;
BEGIN
  SELECT count(*) FILTER (WHERE t.status = 'valid')::int,
         o.total_minor - coalesce(sum(ticket_paid_minor(t.id, t.price_minor, t.discount_minor)) FILTER (WHERE t.status = 'cancelled'), 0)
    INTO n, revenue
  FROM tickets t WHERE t.order_id = o.id;
  INSERT INTO ticket_type_sales_days AS s (ticket_type_id, day, event_id, tickets, revenue_minor)
  SELECT t.ticket_type_id, d, o.event_id, sign * count(*)::int, sign * sum(t.price_minor)
  FROM tickets t WHERE t.order_id = o.id AND t.status = 'valid' GROUP BY t.ticket_type_id ORDER BY t.ticket_type_id
  ON CONFLICT (ticket_type_id, day) DO UPDATE SET tickets = s.tickets + EXCLUDED.tickets, revenue_minor = s.revenue_minor + EXCLUDED.revenue_minor;
  INSERT INTO event_sales_days AS s (event_id, day, currency, partner_id, orders, tickets, revenue_minor)
  VALUES (o.event_id, d, o.currency, pid, sign, sign * n, sign * revenue)
  ON CONFLICT (event_id, day, currency) DO UPDATE SET orders = s.orders + EXCLUDED.orders, tickets = s.tickets + EXCLUDED.tickets,
    revenue_minor = s.revenue_minor + EXCLUDED.revenue_minor;
  INSERT INTO event_sales_totals AS s (event_id, currency, partner_id, orders, tickets, revenue_minor)
  VALUES (o.event_id, o.currency, pid, sign, sign * n, sign * revenue)
  ON CONFLICT (event_id, currency) DO UPDATE SET orders = s.orders + EXCLUDED.orders, tickets = s.tickets + EXCLUDED.tickets,
    revenue_minor = s.revenue_minor + EXCLUDED.revenue_minor;
  INSERT INTO partner_sales_days AS s (partner_id, day, currency, orders, tickets, revenue_minor)
  VALUES (pid, d, o.currency, sign, sign * n, sign * revenue)
  ON CONFLICT (partner_id, day, currency) DO UPDATE SET orders = s.orders + EXCLUDED.orders, tickets = s.tickets + EXCLUDED.tickets,
    revenue_minor = s.revenue_minor + EXCLUDED.revenue_minor;
END
$function$;
