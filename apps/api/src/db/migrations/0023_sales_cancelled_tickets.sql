-- The sales figures count what is still sold. A ticket cancelled while its order stays paid leaves them
-- at once (its seat, its list price per ticket type, and what it paid in the order's revenue), on the
-- day the order was paid; the order itself leaves them when its last ticket goes.
-- What a ticket paid: its price less its promo discount, plus its extras (an order's total is their sum).
CREATE FUNCTION ticket_paid_minor(p_ticket_id uuid, p_price bigint, p_discount bigint) RETURNS bigint LANGUAGE sql STABLE AS $$
  SELECT p_price - p_discount + coalesce((SELECT sum(x.price_minor) FROM ticket_sub_events x WHERE x.ticket_id = p_ticket_id), 0)::bigint
$$;
--> statement-breakpoint
-- An order counts with its valid tickets, and its total less what its cancelled tickets paid (those
-- left the figures one by one, see below). Adding (becoming paid) sees only valid tickets, so the
-- whole order; taking away (leaving paid) takes away exactly what is still counted.
CREATE OR REPLACE FUNCTION order_sales_add(o orders, sign integer) RETURNS void LANGUAGE plpgsql AS $$
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
$$;
--> statement-breakpoint
-- Tickets going valid -> cancelled while their order is paid: one update per figure and key for the
-- whole statement (a cancellation of several tickets is one statement), rows written in key order.
-- The cancelled tickets of paid orders, with what each takes out of the figures.
CREATE FUNCTION tickets_cancelled_sales(p_ids uuid[]) RETURNS TABLE (
  ticket_type_id integer, event_id integer, partner_id integer, currency text, day date, price bigint, paid bigint
) LANGUAGE sql STABLE AS $$
  SELECT t.ticket_type_id, o.event_id, coalesce(o.partner_id, (SELECT e.partner_id FROM events e WHERE e.id = o.event_id)),
         o.currency::text, (coalesce(o.paid_at, o.updated_at) AT TIME ZONE 'UTC')::date, t.price_minor::bigint,
         ticket_paid_minor(t.id, t.price_minor, t.discount_minor)
  FROM tickets t JOIN orders o ON o.id = t.order_id
  WHERE t.id = ANY(p_ids) AND o.status = 'paid'
$$;
--> statement-breakpoint
CREATE FUNCTION tickets_sales_cancel() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM new_tickets n JOIN old_tickets p ON p.id = n.id WHERE p.status = 'valid' AND n.status = 'cancelled') THEN
    RETURN NULL;
  END IF;
  INSERT INTO ticket_type_sales_days AS s (ticket_type_id, day, event_id, tickets, revenue_minor)
  SELECT c.ticket_type_id, c.day, c.event_id, -count(*)::int, -sum(c.price) FROM tickets_cancelled_sales(
    ARRAY(SELECT n.id FROM new_tickets n JOIN old_tickets p ON p.id = n.id WHERE p.status = 'valid' AND n.status = 'cancelled')) c
  GROUP BY 1, 2, 3 ORDER BY 1, 2
  ON CONFLICT (ticket_type_id, day) DO UPDATE SET tickets = s.tickets + EXCLUDED.tickets, revenue_minor = s.revenue_minor + EXCLUDED.revenue_minor;
  INSERT INTO event_sales_days AS s (event_id, day, currency, partner_id, orders, tickets, revenue_minor)
  SELECT c.event_id, c.day, c.currency, c.partner_id, 0, -count(*)::int, -sum(c.paid) FROM tickets_cancelled_sales(
    ARRAY(SELECT n.id FROM new_tickets n JOIN old_tickets p ON p.id = n.id WHERE p.status = 'valid' AND n.status = 'cancelled')) c
  GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3
  ON CONFLICT (event_id, day, currency) DO UPDATE SET tickets = s.tickets + EXCLUDED.tickets, revenue_minor = s.revenue_minor + EXCLUDED.revenue_minor;
  INSERT INTO event_sales_totals AS s (event_id, currency, partner_id, orders, tickets, revenue_minor)
  SELECT c.event_id, c.currency, c.partner_id, 0, -count(*)::int, -sum(c.paid) FROM tickets_cancelled_sales(
    ARRAY(SELECT n.id FROM new_tickets n JOIN old_tickets p ON p.id = n.id WHERE p.status = 'valid' AND n.status = 'cancelled')) c
  GROUP BY 1, 2, 3 ORDER BY 1, 2
  ON CONFLICT (event_id, currency) DO UPDATE SET tickets = s.tickets + EXCLUDED.tickets, revenue_minor = s.revenue_minor + EXCLUDED.revenue_minor;
  INSERT INTO partner_sales_days AS s (partner_id, day, currency, orders, tickets, revenue_minor)
  SELECT c.partner_id, c.day, c.currency, 0, -count(*)::int, -sum(c.paid) FROM tickets_cancelled_sales(
    ARRAY(SELECT n.id FROM new_tickets n JOIN old_tickets p ON p.id = n.id WHERE p.status = 'valid' AND n.status = 'cancelled')) c
  GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (partner_id, day, currency) DO UPDATE SET tickets = s.tickets + EXCLUDED.tickets, revenue_minor = s.revenue_minor + EXCLUDED.revenue_minor;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER tickets_sales_cancel AFTER UPDATE ON tickets REFERENCING OLD TABLE AS old_tickets NEW TABLE AS new_tickets
  FOR EACH STATEMENT EXECUTE FUNCTION tickets_sales_cancel();
--> statement-breakpoint
-- The rebuild counts the same way: paid orders with their valid tickets and their total less what
-- their cancelled tickets paid.
CREATE OR REPLACE FUNCTION sales_days_rebuild() RETURNS void LANGUAGE plpgsql AS $$
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
$$;
--> statement-breakpoint
SELECT sales_days_rebuild();
