-- The function audit_log_refuse_change.
-- Generated from the migrations (apps/api/src/db/migrations), which remain the way to change the
-- schema: do not edit. After a migration that changes it, regenerate with `npm run db:functions`.

CREATE OR REPLACE FUNCTION public.audit_log_refuse_change()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  RAISE EXCEPTION 'audit_log rows can be added but never changed or removed (% refused)', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END
$function$;
