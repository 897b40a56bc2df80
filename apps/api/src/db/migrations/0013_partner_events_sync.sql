-- Partner events (issue: create and run events): time zones of places and events, the version model's
-- visibility rule (an event is public only while its partner is approved), local days in the search
-- projection, the partner's registrations (orders know their partner and ticket count) and the
-- per-day sales kept for insights. Every writer is covered by triggers, whether or not it knows.

-- Time zones of the reference places: each city's IANA zone; a venue has its city's.
UPDATE places p SET time_zone = c.tz
FROM (VALUES
    ('London', 'GB', 'Europe/London'),
    ('Manchester', 'GB', 'Europe/London'),
    ('Birmingham', 'GB', 'Europe/London'),
    ('Edinburgh', 'GB', 'Europe/London'),
    ('Dublin', 'IE', 'Europe/Dublin'),
    ('Berlin', 'DE', 'Europe/Berlin'),
    ('Frankfurt', 'DE', 'Europe/Berlin'),
    ('Munich', 'DE', 'Europe/Berlin'),
    ('Hamburg', 'DE', 'Europe/Berlin'),
    ('Vienna', 'AT', 'Europe/Vienna'),
    ('Zurich', 'CH', 'Europe/Zurich'),
    ('Geneva', 'CH', 'Europe/Zurich'),
    ('Paris', 'FR', 'Europe/Paris'),
    ('Lyon', 'FR', 'Europe/Paris'),
    ('Cannes', 'FR', 'Europe/Paris'),
    ('Amsterdam', 'NL', 'Europe/Amsterdam'),
    ('Rotterdam', 'NL', 'Europe/Amsterdam'),
    ('Brussels', 'BE', 'Europe/Brussels'),
    ('Barcelona', 'ES', 'Europe/Madrid'),
    ('Madrid', 'ES', 'Europe/Madrid'),
    ('Lisbon', 'PT', 'Europe/Lisbon'),
    ('Milan', 'IT', 'Europe/Rome'),
    ('Copenhagen', 'DK', 'Europe/Copenhagen'),
    ('Stockholm', 'SE', 'Europe/Stockholm'),
    ('Oslo', 'NO', 'Europe/Oslo'),
    ('Stavanger', 'NO', 'Europe/Oslo'),
    ('Helsinki', 'FI', 'Europe/Helsinki'),
    ('Warsaw', 'PL', 'Europe/Warsaw'),
    ('Prague', 'CZ', 'Europe/Prague'),
    ('Istanbul', 'TR', 'Europe/Istanbul'),
    ('Dubai', 'AE', 'Asia/Dubai'),
    ('Abu Dhabi', 'AE', 'Asia/Dubai'),
    ('Riyadh', 'SA', 'Asia/Riyadh'),
    ('Doha', 'QA', 'Asia/Qatar'),
    ('Johannesburg', 'ZA', 'Africa/Johannesburg'),
    ('Cape Town', 'ZA', 'Africa/Johannesburg'),
    ('Nairobi', 'KE', 'Africa/Nairobi'),
    ('New York', 'US', 'America/New_York'),
    ('Las Vegas', 'US', 'America/Los_Angeles'),
    ('Chicago', 'US', 'America/Chicago'),
    ('San Francisco', 'US', 'America/Los_Angeles'),
    ('Austin', 'US', 'America/Chicago'),
    ('Orlando', 'US', 'America/New_York'),
    ('Atlanta', 'US', 'America/New_York'),
    ('Boston', 'US', 'America/New_York'),
    ('Washington', 'US', 'America/New_York'),
    ('Toronto', 'CA', 'America/Toronto'),
    ('Vancouver', 'CA', 'America/Vancouver'),
    ('Mexico City', 'MX', 'America/Mexico_City'),
    ('São Paulo', 'BR', 'America/Sao_Paulo'),
    ('Buenos Aires', 'AR', 'America/Argentina/Buenos_Aires'),
    ('Mumbai', 'IN', 'Asia/Kolkata'),
    ('New Delhi', 'IN', 'Asia/Kolkata'),
    ('Bengaluru', 'IN', 'Asia/Kolkata'),
    ('Singapore', 'SG', 'Asia/Singapore'),
    ('Kuala Lumpur', 'MY', 'Asia/Kuala_Lumpur'),
    ('Bangkok', 'TH', 'Asia/Bangkok'),
    ('Hong Kong', 'HK', 'Asia/Hong_Kong'),
    ('Shanghai', 'CN', 'Asia/Shanghai'),
    ('Seoul', 'KR', 'Asia/Seoul'),
    ('Tokyo', 'JP', 'Asia/Tokyo'),
    ('Sydney', 'AU', 'Australia/Sydney'),
    ('Melbourne', 'AU', 'Australia/Melbourne'),
    ('Auckland', 'NZ', 'Pacific/Auckland')
) AS c(name, code, tz), countries k
WHERE p.kind = 'city' AND p.name = c.name AND k.id = p.country_id AND k.code = c.code;
--> statement-breakpoint
UPDATE places v SET time_zone = c.time_zone FROM places c WHERE v.kind = 'venue' AND c.id = v.city_id;
--> statement-breakpoint
UPDATE events e SET time_zone = v.time_zone FROM places v WHERE v.id = e.venue_id;
--> statement-breakpoint
-- The partner's approval, copied onto each event so the projection and the public reads test one
-- column: set on insert (and when an event changes partner) ...
CREATE FUNCTION events_partner_approved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.partner_approved := coalesce((SELECT p.current_vetting_status = 'APPROVED' FROM partners p WHERE p.id = NEW.partner_id), false);
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER events_partner_approved BEFORE INSERT OR UPDATE OF partner_id ON events
  FOR EACH ROW EXECUTE FUNCTION events_partner_approved();
--> statement-breakpoint
-- ... and on all of its events when a partner's status changes: rejecting or suspending a partner takes
-- its events out of the marketplace, approving it again brings its approved events back (each update
-- runs event_search_sync below).
CREATE FUNCTION partner_events_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE events SET partner_approved = (NEW.current_vetting_status = 'APPROVED')
  WHERE partner_id = NEW.id AND partner_approved IS DISTINCT FROM (NEW.current_vetting_status = 'APPROVED');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER partners_events_sync AFTER UPDATE OF current_vetting_status ON partners FOR EACH ROW
  WHEN (OLD.current_vetting_status IS DISTINCT FROM NEW.current_vetting_status) EXECUTE FUNCTION partner_events_sync();
--> statement-breakpoint
-- The projection holds approved, published events of approved partners, with the calendar days
-- where each happens (its own time zone) for the date filter.
CREATE OR REPLACE FUNCTION event_search_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'APPROVED' AND NEW.published AND NEW.partner_approved THEN
    INSERT INTO event_search (
      event_id, start_at, end_at, start_day, end_day, duration_id, attendance_type, event_type_id, event_size_id, event_size_metric,
      num_attendees_id, num_exhibitors_id, venue_id, city_id, ticket_currency, min_ticket_price_minor,
      free_cancellation, size_rank, sector_ids, sector_subtype_ids, audience_ids, attendee_job_title_ids,
      attendee_class_ids, attendee_country_ids, exhibitor_type_ids, exhibitor_country_ids
    ) VALUES (
      NEW.id, NEW.start_at, NEW.end_at, (NEW.start_at AT TIME ZONE NEW.time_zone)::date, (NEW.end_at AT TIME ZONE NEW.time_zone)::date,
      NEW.duration_id, NEW.attendance_type, NEW.event_type_id, NEW.event_size_id, NEW.event_size_metric,
      NEW.num_attendees_id, NEW.num_exhibitors_id, NEW.venue_id, NEW.city_id, NEW.ticket_currency, NEW.min_ticket_price_minor,
      NEW.free_cancellation, NEW.size_rank, NEW.sector_ids, NEW.sector_subtype_ids, NEW.audience_ids, NEW.attendee_job_title_ids,
      NEW.attendee_class_ids, NEW.attendee_country_ids, NEW.exhibitor_type_ids, NEW.exhibitor_country_ids
    )
    ON CONFLICT (event_id) DO UPDATE SET
      start_at = EXCLUDED.start_at, end_at = EXCLUDED.end_at, start_day = EXCLUDED.start_day, end_day = EXCLUDED.end_day,
      duration_id = EXCLUDED.duration_id,
      attendance_type = EXCLUDED.attendance_type, event_type_id = EXCLUDED.event_type_id,
      event_size_id = EXCLUDED.event_size_id, event_size_metric = EXCLUDED.event_size_metric,
      num_attendees_id = EXCLUDED.num_attendees_id, num_exhibitors_id = EXCLUDED.num_exhibitors_id,
      venue_id = EXCLUDED.venue_id, city_id = EXCLUDED.city_id, ticket_currency = EXCLUDED.ticket_currency,
      min_ticket_price_minor = EXCLUDED.min_ticket_price_minor, free_cancellation = EXCLUDED.free_cancellation,
      size_rank = EXCLUDED.size_rank, sector_ids = EXCLUDED.sector_ids, sector_subtype_ids = EXCLUDED.sector_subtype_ids,
      audience_ids = EXCLUDED.audience_ids, attendee_job_title_ids = EXCLUDED.attendee_job_title_ids,
      attendee_class_ids = EXCLUDED.attendee_class_ids, attendee_country_ids = EXCLUDED.attendee_country_ids,
      exhibitor_type_ids = EXCLUDED.exhibitor_type_ids, exhibitor_country_ids = EXCLUDED.exhibitor_country_ids;
    INSERT INTO event_search_text (event_id, start_at, search_vector)
    VALUES (NEW.id, NEW.start_at, coalesce(NEW.search_vector, ''::tsvector))
    ON CONFLICT (event_id) DO UPDATE SET start_at = EXCLUDED.start_at, search_vector = EXCLUDED.search_vector;
  ELSE
    DELETE FROM event_search WHERE event_id = NEW.id;
    DELETE FROM event_search_text WHERE event_id = NEW.id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Fills partner_approved on every event, which also rewrites the projection through the trigger above.
UPDATE events e SET partner_approved = (p.current_vetting_status = 'APPROVED') FROM partners p WHERE p.id = e.partner_id;
--> statement-breakpoint
DELETE FROM event_search WHERE start_day IS NULL;
--> statement-breakpoint
ALTER TABLE event_search ALTER COLUMN start_day SET NOT NULL, ALTER COLUMN end_day SET NOT NULL;
--> statement-breakpoint
-- An order knows its event's partner (the partner's registrations are read by it) ...
CREATE FUNCTION orders_partner() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.partner_id IS NULL THEN
    NEW.partner_id := (SELECT e.partner_id FROM events e WHERE e.id = NEW.event_id);
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER orders_partner BEFORE INSERT ON orders FOR EACH ROW EXECUTE FUNCTION orders_partner();
--> statement-breakpoint
-- ... and how many tickets it has: one update per inserting statement (a batch of orders is one).
CREATE FUNCTION tickets_count_orders() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE orders o SET ticket_count = o.ticket_count + n.c
  FROM (SELECT order_id, count(*)::int AS c FROM new_tickets GROUP BY order_id) n
  WHERE o.id = n.order_id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER tickets_count_orders AFTER INSERT ON tickets REFERENCING NEW TABLE AS new_tickets
  FOR EACH STATEMENT EXECUTE FUNCTION tickets_count_orders();
--> statement-breakpoint
UPDATE orders o SET partner_id = e.partner_id FROM events e WHERE e.id = o.event_id;
--> statement-breakpoint
-- The partner's registrations searched by the buyer's email from its start (lower(email) LIKE 'ab%').
CREATE INDEX orders_partner_email_idx ON orders (partner_id, lower(buyer_email) text_pattern_ops) WHERE status = 'paid';
--> statement-breakpoint
UPDATE orders o SET ticket_count = n.c FROM (SELECT order_id, count(*)::int AS c FROM tickets GROUP BY order_id) n WHERE o.id = n.order_id;
--> statement-breakpoint
-- Sales per day for insights (and all-time totals per event): an order counts on the UTC day it was paid. Becoming paid adds it,
-- leaving paid (a cancellation) takes it away again; rows are written in key order.
CREATE FUNCTION order_sales_add(o orders, sign integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  d date := (coalesce(o.paid_at, o.updated_at) AT TIME ZONE 'UTC')::date;
  pid integer := coalesce(o.partner_id, (SELECT e.partner_id FROM events e WHERE e.id = o.event_id));
BEGIN
  INSERT INTO ticket_type_sales_days AS s (ticket_type_id, day, event_id, tickets, revenue_minor)
  SELECT t.ticket_type_id, d, o.event_id, sign * count(*)::int, sign * sum(t.price_minor)
  FROM tickets t WHERE t.order_id = o.id GROUP BY t.ticket_type_id ORDER BY t.ticket_type_id
  ON CONFLICT (ticket_type_id, day) DO UPDATE SET tickets = s.tickets + EXCLUDED.tickets, revenue_minor = s.revenue_minor + EXCLUDED.revenue_minor;
  INSERT INTO event_sales_days AS s (event_id, day, currency, partner_id, orders, tickets, revenue_minor)
  VALUES (o.event_id, d, o.currency, pid, sign, sign * o.ticket_count, sign * o.total_minor)
  ON CONFLICT (event_id, day, currency) DO UPDATE SET orders = s.orders + EXCLUDED.orders, tickets = s.tickets + EXCLUDED.tickets,
    revenue_minor = s.revenue_minor + EXCLUDED.revenue_minor;
  INSERT INTO event_sales_totals AS s (event_id, currency, partner_id, orders, tickets, revenue_minor)
  VALUES (o.event_id, o.currency, pid, sign, sign * o.ticket_count, sign * o.total_minor)
  ON CONFLICT (event_id, currency) DO UPDATE SET orders = s.orders + EXCLUDED.orders, tickets = s.tickets + EXCLUDED.tickets,
    revenue_minor = s.revenue_minor + EXCLUDED.revenue_minor;
  INSERT INTO partner_sales_days AS s (partner_id, day, currency, orders, tickets, revenue_minor)
  VALUES (pid, d, o.currency, sign, sign * o.ticket_count, sign * o.total_minor)
  ON CONFLICT (partner_id, day, currency) DO UPDATE SET orders = s.orders + EXCLUDED.orders, tickets = s.tickets + EXCLUDED.tickets,
    revenue_minor = s.revenue_minor + EXCLUDED.revenue_minor;
END
$$;
--> statement-breakpoint
CREATE FUNCTION orders_sales_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status = 'paid' THEN
    PERFORM order_sales_add(OLD, -1);
  END IF;
  IF NEW.status = 'paid' THEN
    PERFORM order_sales_add(NEW, 1);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER orders_sales_sync AFTER UPDATE OF status ON orders FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status AND (OLD.status = 'paid' OR NEW.status = 'paid'))
  EXECUTE FUNCTION orders_sales_sync();
--> statement-breakpoint
-- Rebuilds the per-day sales from the orders: for the orders already there, and for bulk loads that
-- write orders with the triggers off (tools/bench).
CREATE FUNCTION sales_days_rebuild() RETURNS void LANGUAGE sql AS $$
  DELETE FROM ticket_type_sales_days;
  DELETE FROM event_sales_days;
  DELETE FROM event_sales_totals;
  DELETE FROM partner_sales_days;
  INSERT INTO ticket_type_sales_days (ticket_type_id, day, event_id, tickets, revenue_minor)
  SELECT t.ticket_type_id, (coalesce(o.paid_at, o.updated_at) AT TIME ZONE 'UTC')::date, o.event_id, count(*)::int, sum(t.price_minor)
  FROM orders o JOIN tickets t ON t.order_id = o.id WHERE o.status = 'paid' GROUP BY 1, 2, 3;
  INSERT INTO event_sales_days (event_id, day, currency, partner_id, orders, tickets, revenue_minor)
  SELECT o.event_id, (coalesce(o.paid_at, o.updated_at) AT TIME ZONE 'UTC')::date, o.currency, o.partner_id, count(*)::int, sum(o.ticket_count)::int, sum(o.total_minor)
  FROM orders o WHERE o.status = 'paid' GROUP BY 1, 2, 3, 4;
  INSERT INTO event_sales_totals (event_id, currency, partner_id, orders, tickets, revenue_minor)
  SELECT o.event_id, o.currency, o.partner_id, count(*)::int, sum(o.ticket_count)::int, sum(o.total_minor)
  FROM orders o WHERE o.status = 'paid' GROUP BY 1, 2, 3;
  INSERT INTO partner_sales_days (partner_id, day, currency, orders, tickets, revenue_minor)
  SELECT o.partner_id, (coalesce(o.paid_at, o.updated_at) AT TIME ZONE 'UTC')::date, o.currency, count(*)::int, sum(o.ticket_count)::int, sum(o.total_minor)
  FROM orders o WHERE o.status = 'paid' GROUP BY 1, 2, 3;
$$;
--> statement-breakpoint
SELECT sales_days_rebuild();
--> statement-breakpoint
-- Versions decided before versions had a status take the status of their latest review.
UPDATE event_versions v SET status = u.status, decided_at = u.created_at
FROM (SELECT DISTINCT ON (event_version_id) event_version_id, status, created_at FROM event_vetting_updates
      WHERE event_version_id IS NOT NULL ORDER BY event_version_id, created_at DESC, id DESC) u
WHERE u.event_version_id = v.id AND u.status <> 'PENDING';
