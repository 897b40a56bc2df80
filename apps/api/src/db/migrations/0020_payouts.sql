CREATE TYPE "public"."payout_status" AS ENUM('scheduled', 'processing', 'paid', 'failed');--> statement-breakpoint
ALTER TYPE "public"."ledger_account" ADD VALUE 'plan_fees';--> statement-breakpoint
ALTER TYPE "public"."ledger_kind" ADD VALUE 'plan_fee';--> statement-breakpoint
ALTER TYPE "public"."ledger_kind" ADD VALUE 'payout';--> statement-breakpoint
CREATE TABLE "payout_lines" (
	"ledger_entry_id" bigint PRIMARY KEY NOT NULL,
	"payout_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_plans" (
	"key" varchar(20) PRIMARY KEY NOT NULL,
	"name" varchar(60) NOT NULL,
	"monthly_price_minor" bigint NOT NULL,
	"currency" varchar(3) NOT NULL,
	"max_live_events" integer,
	"position" integer NOT NULL,
	CONSTRAINT "listing_plans_price" CHECK ("listing_plans"."monthly_price_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "partner_plans" (
	"partner_id" integer PRIMARY KEY NOT NULL,
	"plan_key" varchar(20) NOT NULL,
	"next_plan_key" varchar(20),
	"next_from" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payout_holds" (
	"partner_id" integer PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"held_by" integer,
	"held_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_id" integer NOT NULL,
	"currency" varchar(3) NOT NULL,
	"amount_minor" bigint NOT NULL,
	"status" "payout_status" DEFAULT 'scheduled' NOT NULL,
	"payable_on" date NOT NULL,
	"bank_account_id" integer,
	"bank_account_masked" varchar(40),
	"attempts" integer DEFAULT 0 NOT NULL,
	"processing_since" timestamp with time zone,
	"failure_message" text,
	"provider_reference" varchar(120),
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payouts_amount_positive" CHECK ("payouts"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "plan_charges" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "plan_charges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"partner_id" integer NOT NULL,
	"period" date NOT NULL,
	"plan_key" varchar(20) NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" varchar(3) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "payout_id" uuid;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "plan_charge_id" integer;--> statement-breakpoint
ALTER TABLE "payout_lines" ADD CONSTRAINT "payout_lines_ledger_entry_id_ledger_entries_id_fk" FOREIGN KEY ("ledger_entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_lines" ADD CONSTRAINT "payout_lines_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_plans" ADD CONSTRAINT "partner_plans_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_plans" ADD CONSTRAINT "partner_plans_plan_key_listing_plans_key_fk" FOREIGN KEY ("plan_key") REFERENCES "public"."listing_plans"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_plans" ADD CONSTRAINT "partner_plans_next_plan_key_listing_plans_key_fk" FOREIGN KEY ("next_plan_key") REFERENCES "public"."listing_plans"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_holds" ADD CONSTRAINT "payout_holds_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_holds" ADD CONSTRAINT "payout_holds_held_by_persons_id_fk" FOREIGN KEY ("held_by") REFERENCES "public"."persons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_bank_account_id_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_charges" ADD CONSTRAINT "plan_charges_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_charges" ADD CONSTRAINT "plan_charges_plan_key_listing_plans_key_fk" FOREIGN KEY ("plan_key") REFERENCES "public"."listing_plans"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payout_lines_payout_idx" ON "payout_lines" USING btree ("payout_id");--> statement-breakpoint
CREATE INDEX "payouts_partner_idx" ON "payouts" USING btree ("partner_id","created_at");--> statement-breakpoint
CREATE INDEX "payouts_status_idx" ON "payouts" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_open_uq" ON "payouts" USING btree ("partner_id","currency") WHERE "payouts"."status" <> 'paid';--> statement-breakpoint
CREATE UNIQUE INDEX "plan_charges_partner_period_uq" ON "plan_charges" USING btree ("partner_id","period");--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_plan_charge_id_plan_charges_id_fk" FOREIGN KEY ("plan_charge_id") REFERENCES "public"."plan_charges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_payout_uq" ON "ledger_entries" USING btree ("payout_id","account") WHERE "ledger_entries"."payout_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_plan_charge_uq" ON "ledger_entries" USING btree ("plan_charge_id","account") WHERE "ledger_entries"."plan_charge_id" is not null;--> statement-breakpoint
-- The listing plans (docs/decisions.md, "Payouts and plans"): prices in US dollars per month.
INSERT INTO "listing_plans" ("key", "name", "monthly_price_minor", "currency", "max_live_events", "position") VALUES
  ('starter', 'Starter', 9900, 'USD', 3, 1),
  ('growth', 'Growth', 24900, 'USD', 15, 2),
  ('enterprise', 'Enterprise', 79900, 'USD', NULL, 3);--> statement-breakpoint
-- When an event's money becomes payable: 00:00 UTC of the third business day (Monday to Friday) after
-- the UTC day the event ends. The same rule as payableAt in libs/domain (partner/finances.ts).
CREATE FUNCTION payout_payable_at(ends_at timestamptz) RETURNS timestamptz LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  d date := (ends_at AT TIME ZONE 'UTC')::date;
  counted int := 0;
BEGIN
  WHILE counted < 3 LOOP
    d := d + 1;
    IF extract(isodow FROM d) < 6 THEN counted := counted + 1; END IF;
  END LOOP;
  RETURN d::timestamp AT TIME ZONE 'UTC';
END $$;
