-- An event the partner keeps as a draft (Auto publish off) is not in the administrators' queue until submitted.
ALTER TYPE "public"."vetting_status" ADD VALUE IF NOT EXISTS 'DRAFT' BEFORE 'PENDING';
--> statement-breakpoint
-- A status's count row is made by its first event (DRAFT is new, and a new enum value cannot be used in the
-- transaction that adds it).
CREATE OR REPLACE FUNCTION public.event_admin_counts_sync()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE event_admin_counts SET events = events - 1 WHERE status = OLD.status;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO event_admin_counts (status, events) VALUES (NEW.status, 1)
      ON CONFLICT (status) DO UPDATE SET events = event_admin_counts.events + 1;
  END IF;
  RETURN NULL;
END
$function$;
