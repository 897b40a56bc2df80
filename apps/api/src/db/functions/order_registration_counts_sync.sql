-- The function order_registration_counts_sync.
-- The source: applied after the migrations (db/routines.ts). After editing, run
-- `npm run db:functions`, which writes it back as PostgreSQL reports it.

CREATE OR REPLACE FUNCTION public.order_registration_counts_sync()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE order_registration_counts SET registrations = registrations + 1 WHERE shard = hashtext(NEW.order_id::text) & 15;
  ELSE
    UPDATE order_registration_counts SET registrations = registrations - 1 WHERE shard = hashtext(OLD.order_id::text) & 15;
  END IF;
  RETURN NULL;
END
$function$;
