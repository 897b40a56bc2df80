-- The function order_registration_counts_sync.
-- Generated from the migrations (apps/api/src/db/migrations), which remain the way to change the
-- schema: do not edit. After a migration that changes it, regenerate with `npm run db:functions`.

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
