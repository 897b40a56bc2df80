-- The function place_orders.
-- The source: applied after the migrations (db/routines.ts). After editing, run
-- `npm run db:functions`, which writes it back as PostgreSQL reports it.

CREATE OR REPLACE FUNCTION public.place_orders(p_type_id integer, p_seats integer[], p_orders jsonb, p_tickets jsonb, p_links jsonb)
 RETURNS text
 LANGUAGE plpgsql
AS $function$
DECLARE
  v_left bigint;
  v_total int := 0;
  v_granted text := '';
BEGIN
  -- Holds commit without waiting for the WAL flush (docs/decisions/README.md, "Checkout").
  PERFORM set_config('synchronous_commit', 'off', true);
  SELECT quantity - held - sold INTO v_left FROM ticket_types WHERE id = p_type_id FOR UPDATE;
  FOR i IN 1 .. coalesce(array_length(p_seats, 1), 0) LOOP
    IF v_left IS NOT NULL AND p_seats[i] <= v_left THEN
      v_granted := v_granted || 't';
      v_left := v_left - p_seats[i];
      v_total := v_total + p_seats[i];
    ELSE
      v_granted := v_granted || 'f';
    END IF;
  END LOOP;
  IF v_total = 0 THEN
    RETURN v_granted;
  END IF;
  UPDATE ticket_types SET held = held + v_total WHERE id = p_type_id;
  INSERT INTO orders (id, person_id, event_id, status, currency, total_minor, hold_expires_at, buyer_first_name, buyer_surname, buyer_email, created_at, updated_at)
  SELECT o.id, o.person_id, o.event_id, 'pending', o.currency, o.total_minor, o.hold_expires_at, o.buyer_first_name, o.buyer_surname, o.buyer_email, o.created_at, o.created_at
  FROM jsonb_to_recordset(p_orders) AS o(n int, id uuid, person_id int, event_id int, currency varchar, total_minor bigint, hold_expires_at timestamptz,
    buyer_first_name varchar, buyer_surname varchar, buyer_email varchar, created_at timestamptz)
  WHERE substr(v_granted, o.n, 1) = 't';
  INSERT INTO tickets (id, order_id, event_id, ticket_type_id, price_minor, currency, first_name, surname, email, company, job_title, position)
  SELECT t.id, t.order_id, t.event_id, t.ticket_type_id, t.price_minor, t.currency, t.first_name, t.surname, t.email, t.company, t.job_title, t.position
  FROM jsonb_to_recordset(p_tickets) AS t(n int, id uuid, order_id uuid, event_id int, ticket_type_id int, price_minor bigint, currency varchar,
    first_name varchar, surname varchar, email varchar, company varchar, job_title varchar, position smallint)
  WHERE substr(v_granted, t.n, 1) = 't';
  INSERT INTO ticket_sub_events (ticket_id, sub_event_id, price_minor)
  SELECT l.ticket_id, l.sub_event_id, l.price_minor
  FROM jsonb_to_recordset(p_links) AS l(n int, ticket_id uuid, sub_event_id int, price_minor bigint)
  WHERE substr(v_granted, l.n, 1) = 't';
  RETURN v_granted;
END
$function$;
