-- The function order_registrations_sync.
-- The source: applied after the migrations (db/routines.ts). After editing, run
-- `npm run db:functions`, which writes it back as PostgreSQL reports it.

CREATE OR REPLACE FUNCTION public.order_registrations_sync()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
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
$function$;
