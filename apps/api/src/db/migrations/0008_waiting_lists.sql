-- Waiting lists of sold-out ticket types: one row per place (waiting, offered with its seats held, taken by
-- an order, or expired), one open place per person and ticket type, and the partner's switch per ticket type.
CREATE TYPE "public"."waiting_list_status" AS ENUM('waiting', 'offered', 'taken', 'expired');--> statement-breakpoint
CREATE TABLE "waiting_list_places" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "waiting_list_places_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"ticket_type_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"person_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"status" "waiting_list_status" DEFAULT 'waiting' NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	"offered_at" timestamp with time zone,
	"offer_expires_at" timestamp with time zone,
	"order_id" uuid,
	CONSTRAINT "waiting_list_places_quantity" CHECK ("waiting_list_places"."quantity" >= 1),
	CONSTRAINT "waiting_list_places_offer" CHECK ("waiting_list_places"."status" <> 'offered' or ("waiting_list_places"."offered_at" is not null and "waiting_list_places"."offer_expires_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "ticket_types" ADD COLUMN "waiting_list_open" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "waiting_list_places" ADD CONSTRAINT "waiting_list_places_ticket_type_id_ticket_types_id_fk" FOREIGN KEY ("ticket_type_id") REFERENCES "public"."ticket_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiting_list_places" ADD CONSTRAINT "waiting_list_places_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiting_list_places" ADD CONSTRAINT "waiting_list_places_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiting_list_places" ADD CONSTRAINT "waiting_list_places_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "waiting_list_places_person_uq" ON "waiting_list_places" USING btree ("ticket_type_id","person_id") WHERE "waiting_list_places"."status" in ('waiting', 'offered');--> statement-breakpoint
CREATE INDEX "waiting_list_places_line_idx" ON "waiting_list_places" USING btree ("ticket_type_id","joined_at","id") WHERE "waiting_list_places"."status" = 'waiting';--> statement-breakpoint
CREATE INDEX "waiting_list_places_offer_expiry_idx" ON "waiting_list_places" USING btree ("offer_expires_at") WHERE "waiting_list_places"."status" = 'offered';--> statement-breakpoint
CREATE INDEX "waiting_list_places_person_idx" ON "waiting_list_places" USING btree ("person_id","joined_at");