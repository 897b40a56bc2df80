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
--> statement-breakpoint
CREATE TABLE "order_change_offers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_change_offers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" uuid NOT NULL,
	"event_id" integer NOT NULL,
	"event_version_id" integer NOT NULL,
	"changes" text[] NOT NULL,
	"offered_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_change_offers" ADD CONSTRAINT "order_change_offers_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "order_change_offers" ADD CONSTRAINT "order_change_offers_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "order_change_offers" ADD CONSTRAINT "order_change_offers_event_version_id_event_versions_id_fk" FOREIGN KEY ("event_version_id") REFERENCES "public"."event_versions"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "order_change_offers_order_version_idx" ON "order_change_offers" USING btree ("order_id","event_version_id");
--> statement-breakpoint
CREATE INDEX "order_change_offers_order_idx" ON "order_change_offers" USING btree ("order_id","expires_at");
--> statement-breakpoint
CREATE INDEX "order_change_offers_event_idx" ON "order_change_offers" USING btree ("event_id");
