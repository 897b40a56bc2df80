CREATE TYPE "public"."damage_claim_decision" AS ENUM('upheld', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."damage_claim_status" AS ENUM('filed', 'agreed', 'disputed', 'upheld', 'rejected', 'charged', 'charge_failed', 'withdrawn');--> statement-breakpoint
ALTER TYPE "public"."ledger_kind" ADD VALUE 'damage_charge';--> statement-breakpoint
CREATE TABLE "damage_claim_photos" (
	"file_id" uuid PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"claim_id" uuid,
	"position" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "damage_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"partner_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"payment_id" uuid NOT NULL,
	"status" "damage_claim_status" DEFAULT 'filed' NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" varchar(3) NOT NULL,
	"description" text NOT NULL,
	"filed_by_person_id" integer,
	"filed_by_name" varchar(201) NOT NULL,
	"respond_by" timestamp with time zone NOT NULL,
	"buyer_agreed" boolean,
	"buyer_comment" text,
	"answered_at" timestamp with time zone,
	"decision" "damage_claim_decision",
	"decided_amount_minor" bigint,
	"decision_reason" text,
	"decided_by_person_id" integer,
	"decided_at" timestamp with time zone,
	"charge_amount_minor" bigint,
	"attempts" integer DEFAULT 0 NOT NULL,
	"failure_message" text,
	"next_attempt_at" timestamp with time zone,
	"gateway_reference" varchar(120),
	"charged_at" timestamp with time zone,
	"withdrawn_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "damage_claims_amount_positive" CHECK ("damage_claims"."amount_minor" > 0),
	CONSTRAINT "damage_claims_charge_amount" CHECK ("damage_claims"."charge_amount_minor" is null or ("damage_claims"."charge_amount_minor" > 0 and "damage_claims"."charge_amount_minor" <= "damage_claims"."amount_minor")),
	CONSTRAINT "damage_claims_charged_whole" CHECK (("damage_claims"."status" = 'charged') = ("damage_claims"."charged_at" is not null) and ("damage_claims"."status" <> 'charged' or "damage_claims"."charge_amount_minor" is not null))
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "damage_claim_id" uuid;--> statement-breakpoint
ALTER TABLE "damage_claim_photos" ADD CONSTRAINT "damage_claim_photos_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "damage_claim_photos" ADD CONSTRAINT "damage_claim_photos_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "damage_claim_photos" ADD CONSTRAINT "damage_claim_photos_claim_id_damage_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."damage_claims"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "damage_claims" ADD CONSTRAINT "damage_claims_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "damage_claims" ADD CONSTRAINT "damage_claims_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "damage_claims" ADD CONSTRAINT "damage_claims_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "damage_claims" ADD CONSTRAINT "damage_claims_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "damage_claims" ADD CONSTRAINT "damage_claims_filed_by_person_id_persons_id_fk" FOREIGN KEY ("filed_by_person_id") REFERENCES "public"."persons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "damage_claims" ADD CONSTRAINT "damage_claims_decided_by_person_id_persons_id_fk" FOREIGN KEY ("decided_by_person_id") REFERENCES "public"."persons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "damage_claim_photos_claim_idx" ON "damage_claim_photos" USING btree ("claim_id","position");--> statement-breakpoint
CREATE INDEX "damage_claim_photos_unattached_idx" ON "damage_claim_photos" USING btree ("created_at") WHERE "damage_claim_photos"."claim_id" is null;--> statement-breakpoint
CREATE INDEX "damage_claims_order_idx" ON "damage_claims" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "damage_claims_partner_idx" ON "damage_claims" USING btree ("partner_id","created_at");--> statement-breakpoint
CREATE INDEX "damage_claims_status_idx" ON "damage_claims" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "damage_claims_one_open_uq" ON "damage_claims" USING btree ("order_id") WHERE "damage_claims"."status" in ('filed', 'disputed', 'agreed', 'upheld', 'charge_failed');--> statement-breakpoint
CREATE INDEX "damage_claims_due_idx" ON "damage_claims" USING btree ("next_attempt_at") WHERE "damage_claims"."status" in ('agreed', 'upheld', 'charge_failed');--> statement-breakpoint
CREATE INDEX "damage_claims_respond_by_idx" ON "damage_claims" USING btree ("respond_by") WHERE "damage_claims"."status" = 'filed';--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_damage_claim_id_damage_claims_id_fk" FOREIGN KEY ("damage_claim_id") REFERENCES "public"."damage_claims"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_damage_claim_uq" ON "ledger_entries" USING btree ("damage_claim_id","account") WHERE "ledger_entries"."damage_claim_id" is not null;