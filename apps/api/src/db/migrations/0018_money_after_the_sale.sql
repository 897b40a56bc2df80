CREATE TYPE "public"."refund_requester" AS ENUM('attendee', 'partner', 'admin');--> statement-breakpoint
CREATE TYPE "public"."refund_status" AS ENUM('requested', 'refunded', 'failed');--> statement-breakpoint
CREATE TYPE "public"."ticket_status" AS ENUM('valid', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."ledger_account" AS ENUM('gateway', 'platform_fees', 'partner_payable');--> statement-breakpoint
CREATE TYPE "public"."ledger_kind" AS ENUM('sale', 'refund');--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" varchar(3) NOT NULL,
	"status" "refund_status" DEFAULT 'requested' NOT NULL,
	"requested_by" "refund_requester" NOT NULL,
	"requested_by_person_id" integer,
	"reason" text,
	"gateway_reference" varchar(120),
	"attempts" integer DEFAULT 0 NOT NULL,
	"failure_message" text,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_amount_positive" CHECK ("refunds"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"transaction_id" uuid NOT NULL,
	"kind" "ledger_kind" NOT NULL,
	"account" "ledger_account" NOT NULL,
	"partner_id" integer,
	"order_id" uuid,
	"refund_id" uuid,
	"currency" varchar(3) NOT NULL,
	"amount_minor" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_balances" (
	"partner_id" integer NOT NULL,
	"currency" varchar(3) NOT NULL,
	"balance_minor" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_balances_partner_id_currency_pk" PRIMARY KEY("partner_id","currency")
);
--> statement-breakpoint
CREATE TABLE "platform_fee_rates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "platform_fee_rates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"partner_id" integer,
	"percent_basis_points" integer NOT NULL,
	"fixed_per_ticket" numeric(12, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "platform_fee_rates_range" CHECK ("platform_fee_rates"."percent_basis_points" between 0 and 10000 and "platform_fee_rates"."fixed_per_ticket" >= 0)
);
--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "status" "ticket_status" DEFAULT 'valid' NOT NULL;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "refund_id" uuid;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_requested_by_person_id_persons_id_fk" FOREIGN KEY ("requested_by_person_id") REFERENCES "public"."persons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_balances" ADD CONSTRAINT "partner_balances_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_fee_rates" ADD CONSTRAINT "platform_fee_rates_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "refunds_due_idx" ON "refunds" USING btree ("next_attempt_at") WHERE "refunds"."status" <> 'refunded';--> statement-breakpoint
CREATE INDEX "ledger_entries_transaction_idx" ON "ledger_entries" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_order_idx" ON "ledger_entries" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_partner_idx" ON "ledger_entries" USING btree ("partner_id","currency");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_sale_uq" ON "ledger_entries" USING btree ("order_id","account") WHERE "ledger_entries"."kind" = 'sale';--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_refund_uq" ON "ledger_entries" USING btree ("refund_id","account") WHERE "ledger_entries"."kind" = 'refund';--> statement-breakpoint
CREATE UNIQUE INDEX "platform_fee_rates_partner_uq" ON "platform_fee_rates" USING btree (coalesce("partner_id", 0));--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- The default commission (docs/decisions.md, "Money after the sale"): 5 % plus 0.50 per paid ticket.
INSERT INTO "platform_fee_rates" ("partner_id", "percent_basis_points", "fixed_per_ticket") VALUES (NULL, 500, 0.50);
