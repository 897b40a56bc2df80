-- The function orders_sales_sync.
-- Generated from the migrations (apps/api/src/db/migrations), which remain the way to change the
-- schema: do not edit. After a migration that changes it, regenerate with `npm run db:functions`.

CREATE OR REPLACE FUNCTION public.orders_sales_sync()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF OLD.status = 'paid' THEN
    PERFORM order_sales_add(OLD, -1);
  END IF;
  IF NEW.status = 'paid' THEN
    PERFORM order_sales_add(NEW, 1);
  END IF;
  RETURN NULL;
END
$function$;
