-- The function orders_sales_sync.
-- The source: applied after the migrations (db/routines.ts). After editing, run
-- `npm run db:functions`, which writes it back as PostgreSQL reports it.

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
