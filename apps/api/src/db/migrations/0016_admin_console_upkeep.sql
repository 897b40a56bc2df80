-- The admin console's upkeep, all in the database so that no writer has to know about it:
-- the audit log only ever grows, and the admin lists' projections follow events, ticket types and
-- orders whoever writes them.

-- The audit log: rows are added, never changed or removed, not even by the application's own user.
CREATE FUNCTION audit_log_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log rows can be added but never changed or removed (% refused)', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END
$$;
--> statement-breakpoint
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_refuse_change();
--> statement-breakpoint
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_refuse_change();
--> statement-breakpoint

-- Events list: one narrow row per event with what the list filters and sorts by.
CREATE FUNCTION event_admin_rows_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO event_admin_rows AS r (event_id, partner_id, status, start_at, capacity_asc, capacity_desc, tickets_sold, search_text)
  VALUES (
    NEW.id, NEW.partner_id, NEW.status, NEW.start_at,
    coalesce(NEW.max_attendees, 2147483647), coalesce(NEW.max_attendees, -1),
    coalesce((SELECT sum(t.sold) FROM ticket_types t WHERE t.event_id = NEW.id), 0),
    lower(NEW.name || ' ' || NEW.tagline)
  )
  ON CONFLICT (event_id) DO UPDATE SET
    partner_id = EXCLUDED.partner_id, status = EXCLUDED.status, start_at = EXCLUDED.start_at,
    capacity_asc = EXCLUDED.capacity_asc, capacity_desc = EXCLUDED.capacity_desc, search_text = EXCLUDED.search_text;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER events_admin_rows_insert AFTER INSERT ON events
  FOR EACH ROW EXECUTE FUNCTION event_admin_rows_sync();
--> statement-breakpoint
CREATE TRIGGER events_admin_rows_update AFTER UPDATE OF partner_id, status, start_at, max_attendees, name, tagline ON events
  FOR EACH ROW
  WHEN ((OLD.partner_id, OLD.status, OLD.start_at, OLD.max_attendees, OLD.name, OLD.tagline)
    IS DISTINCT FROM (NEW.partner_id, NEW.status, NEW.start_at, NEW.max_attendees, NEW.name, NEW.tagline))
  EXECUTE FUNCTION event_admin_rows_sync();
--> statement-breakpoint
-- Tickets sold per event: the sum of its ticket types' sold seats, moved by each change of one.
CREATE FUNCTION event_admin_rows_sold() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE event_admin_rows SET tickets_sold = tickets_sold - OLD.sold WHERE event_id = OLD.event_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE event_admin_rows SET tickets_sold = tickets_sold + NEW.sold WHERE event_id = NEW.event_id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER ticket_types_admin_sold_insert AFTER INSERT ON ticket_types
  FOR EACH ROW WHEN (NEW.sold <> 0) EXECUTE FUNCTION event_admin_rows_sold();
--> statement-breakpoint
CREATE TRIGGER ticket_types_admin_sold_update AFTER UPDATE OF sold, event_id ON ticket_types
  FOR EACH ROW WHEN (OLD.sold IS DISTINCT FROM NEW.sold OR OLD.event_id IS DISTINCT FROM NEW.event_id)
  EXECUTE FUNCTION event_admin_rows_sold();
--> statement-breakpoint
CREATE TRIGGER ticket_types_admin_sold_delete AFTER DELETE ON ticket_types
  FOR EACH ROW WHEN (OLD.sold <> 0) EXECUTE FUNCTION event_admin_rows_sold();
--> statement-breakpoint
-- How many events have each status, kept by the projection's own changes.
INSERT INTO event_admin_counts (status, events) SELECT s, 0 FROM unnest(enum_range(NULL::vetting_status)) AS s;
--> statement-breakpoint
CREATE FUNCTION event_admin_counts_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE event_admin_counts SET events = events - 1 WHERE status = OLD.status;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE event_admin_counts SET events = events + 1 WHERE status = NEW.status;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER event_admin_rows_count AFTER INSERT OR DELETE ON event_admin_rows
  FOR EACH ROW EXECUTE FUNCTION event_admin_counts_sync();
--> statement-breakpoint
CREATE TRIGGER event_admin_rows_count_status AFTER UPDATE OF status ON event_admin_rows
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION event_admin_counts_sync();
--> statement-breakpoint
CREATE FUNCTION event_admin_counts_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE event_admin_counts SET events = 0;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER event_admin_rows_truncate AFTER TRUNCATE ON event_admin_rows
  FOR EACH STATEMENT EXECUTE FUNCTION event_admin_counts_clear();
--> statement-breakpoint
INSERT INTO event_admin_rows (event_id, partner_id, status, start_at, capacity_asc, capacity_desc, tickets_sold, search_text)
SELECT e.id, e.partner_id, e.status, e.start_at, coalesce(e.max_attendees, 2147483647), coalesce(e.max_attendees, -1),
  coalesce((SELECT sum(t.sold) FROM ticket_types t WHERE t.event_id = e.id), 0),
  lower(e.name || ' ' || e.tagline)
FROM events e;
--> statement-breakpoint

-- Registrations: one row per paid order, written when it becomes paid (its tickets exist by then).
CREATE FUNCTION order_registrations_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'paid' THEN
    INSERT INTO order_registrations (order_id, created_at, buyer_email, event_id, event_name, tickets, total_minor, currency)
    SELECT NEW.id, NEW.created_at, NEW.buyer_email, NEW.event_id, e.name,
      (SELECT count(*) FROM tickets t WHERE t.order_id = NEW.id), NEW.total_minor, NEW.currency
    FROM events e WHERE e.id = NEW.event_id
    ON CONFLICT (order_id) DO NOTHING;
  ELSIF TG_OP = 'UPDATE' AND OLD.status = 'paid' THEN
    DELETE FROM order_registrations WHERE order_id = OLD.id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER orders_registrations_insert AFTER INSERT ON orders
  FOR EACH ROW WHEN (NEW.status = 'paid') EXECUTE FUNCTION order_registrations_sync();
--> statement-breakpoint
CREATE TRIGGER orders_registrations_update AFTER UPDATE OF status ON orders
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status AND (NEW.status = 'paid' OR OLD.status = 'paid'))
  EXECUTE FUNCTION order_registrations_sync();
--> statement-breakpoint
-- The registrations keep the event's name as it is now.
CREATE FUNCTION order_registrations_event_name() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE order_registrations SET event_name = NEW.name WHERE event_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER events_registrations_name AFTER UPDATE OF name ON events
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION order_registrations_event_name();
--> statement-breakpoint
-- The number of registrations, in 16 shards chosen by the order id, kept by the projection's own
-- inserts and deletes (whatever causes them); the list's total is their sum.
INSERT INTO order_registration_counts (shard, registrations) SELECT s, 0 FROM generate_series(0, 15) AS s;
--> statement-breakpoint
CREATE FUNCTION order_registration_counts_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE order_registration_counts SET registrations = registrations + 1 WHERE shard = hashtext(NEW.order_id::text) & 15;
  ELSE
    UPDATE order_registration_counts SET registrations = registrations - 1 WHERE shard = hashtext(OLD.order_id::text) & 15;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER order_registrations_count AFTER INSERT OR DELETE ON order_registrations
  FOR EACH ROW EXECUTE FUNCTION order_registration_counts_sync();
--> statement-breakpoint
CREATE FUNCTION order_registration_counts_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE order_registration_counts SET registrations = 0;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER order_registrations_truncate AFTER TRUNCATE ON order_registrations
  FOR EACH STATEMENT EXECUTE FUNCTION order_registration_counts_clear();
--> statement-breakpoint
-- The counter from the rows, for bulk loads that write the projection with its triggers off (tools/bench).
CREATE FUNCTION order_registration_counts_rebuild() RETURNS void LANGUAGE sql AS $$
  UPDATE order_registration_counts c SET registrations = coalesce(n.rows, 0)
  FROM generate_series(0, 15) AS s(shard)
  LEFT JOIN (SELECT hashtext(order_id::text) & 15 AS shard, count(*) AS rows FROM order_registrations GROUP BY 1) n
    USING (shard)
  WHERE c.shard = s.shard;
$$;
--> statement-breakpoint
INSERT INTO order_registrations (order_id, created_at, buyer_email, event_id, event_name, tickets, total_minor, currency)
SELECT o.id, o.created_at, o.buyer_email, o.event_id, e.name,
  (SELECT count(*) FROM tickets t WHERE t.order_id = o.id), o.total_minor, o.currency
FROM orders o JOIN events e ON e.id = o.event_id
WHERE o.status = 'paid';
