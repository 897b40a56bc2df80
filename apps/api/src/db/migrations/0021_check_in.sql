ALTER TABLE "tickets" ADD COLUMN "checked_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "checked_in_by_person_id" integer;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "check_in_recorded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_checked_in_by_person_id_persons_id_fk" FOREIGN KEY ("checked_in_by_person_id") REFERENCES "public"."persons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tickets_event_idx" ON "tickets" USING btree ("event_id","ticket_type_id");--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_check_in_whole" CHECK (("tickets"."checked_in_at" is null) = ("tickets"."check_in_recorded_at" is null) and ("tickets"."checked_in_at" is not null or "tickets"."checked_in_by_person_id" is null));