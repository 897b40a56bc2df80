CREATE TYPE "public"."place_status" AS ENUM('approved', 'proposed', 'merged');--> statement-breakpoint
ALTER TABLE "places" ADD COLUMN "status" "place_status" DEFAULT 'approved' NOT NULL;--> statement-breakpoint
ALTER TABLE "places" ADD COLUMN "proposed_by_partner_id" integer;--> statement-breakpoint
ALTER TABLE "places" ADD COLUMN "proposed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "places" ADD COLUMN "street" varchar(200);--> statement-breakpoint
ALTER TABLE "places" ADD COLUMN "postal_code" varchar(20);--> statement-breakpoint
ALTER TABLE "places" ADD COLUMN "website" varchar(500);--> statement-breakpoint
ALTER TABLE "places" ADD COLUMN "merged_into_id" integer;--> statement-breakpoint
ALTER TABLE "places" ADD CONSTRAINT "places_merged_into_id_places_id_fk" FOREIGN KEY ("merged_into_id") REFERENCES "public"."places"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "places_proposed_by_idx" ON "places" USING btree ("proposed_by_partner_id") WHERE "places"."status" = 'proposed';--> statement-breakpoint
ALTER TABLE "places" ADD CONSTRAINT "places_proposed_has_partner" CHECK ("places"."status" <> 'proposed' or "places"."proposed_by_partner_id" is not null);--> statement-breakpoint
ALTER TABLE "places" ADD CONSTRAINT "places_merged_has_target" CHECK (("places"."status" = 'merged') = ("places"."merged_into_id" is not null));
