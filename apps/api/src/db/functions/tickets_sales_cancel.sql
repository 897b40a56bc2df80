-- The function tickets_sales_cancel.
-- The source: applied after the migrations (db/routines.ts). After editing, run
-- `npm run db:functions`, which writes it back as PostgreSQL reports it.

CREATE OR REPLACE FUNCTION public.tickets_sales_cancel()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
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
$function$;
