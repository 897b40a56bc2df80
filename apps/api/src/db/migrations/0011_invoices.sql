-- Invoices and credit notes (one gapless sequence per seller, invoice_sequences), and what bank transfers
-- need: the order's payment method and reference, the 'awaiting_payment' status, payments without a
-- card, the event's last day to choose a transfer, the ledger's accounts and kinds for what is awaited,
-- and the partner's VAT number printed as seller.
CREATE TYPE "public"."payment_method" AS ENUM('card', 'bank_transfer');--> statement-breakpoint
CREATE TYPE "public"."invoice_kind" AS ENUM('invoice', 'credit_note');--> statement-breakpoint
ALTER TYPE "public"."order_status" ADD VALUE 'awaiting_payment';--> statement-breakpoint
ALTER TYPE "public"."ledger_account" ADD VALUE 'bank';--> statement-breakpoint
ALTER TYPE "public"."ledger_account" ADD VALUE 'receivables';--> statement-breakpoint
ALTER TYPE "public"."ledger_account" ADD VALUE 'transfers_due';--> statement-breakpoint
ALTER TYPE "public"."ledger_kind" ADD VALUE 'transfer_due';--> statement-breakpoint
ALTER TYPE "public"."ledger_kind" ADD VALUE 'transfer_settled';--> statement-breakpoint
CREATE TABLE "invoice_sequences" (
	"partner_id" integer PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_id" integer NOT NULL,
	"number" integer NOT NULL,
	"kind" "invoice_kind" NOT NULL,
	"order_id" uuid NOT NULL,
	"refund_id" uuid,
	"damage_claim_id" uuid,
	"credited_invoice_id" uuid,
	"issued_at" timestamp with time zone NOT NULL,
	"currency" varchar(3) NOT NULL,
	"seller" jsonb NOT NULL,
	"buyer" jsonb NOT NULL,
	"lines" jsonb NOT NULL,
	"vat_rate" numeric(4, 2),
	"vat_exempt_reason" "vat_exempt_reason",
	"total_minor" bigint NOT NULL,
	"vat_minor" bigint NOT NULL,
	"payment" jsonb,
	"search_text" varchar(700) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_number_positive" CHECK ("invoices"."number" > 0),
	CONSTRAINT "invoices_amounts" CHECK ("invoices"."total_minor" >= 0 and "invoices"."vat_minor" >= 0 and "invoices"."vat_minor" <= "invoices"."total_minor"),
	CONSTRAINT "invoices_vat" CHECK (("invoices"."vat_rate" is null) <> ("invoices"."vat_exempt_reason" is null)),
	CONSTRAINT "invoices_kind" CHECK (("invoices"."kind" = 'credit_note') = ("invoices"."credited_invoice_id" is not null) and ("invoices"."kind" = 'invoice' or "invoices"."damage_claim_id" is null))
);
--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "card_brand" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "card_last4" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "expiry_month" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "expiry_year" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "cardholder_name" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "cardholder_address" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "cardholder_zip_code" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "cardholder_country_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "vat_number" varchar(20);--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "bank_transfer_until_days" smallint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_method" "payment_method" DEFAULT 'card' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_reference" varchar(30);--> statement-breakpoint
ALTER TABLE "invoice_sequences" ADD CONSTRAINT "invoice_sequences_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_damage_claim_id_damage_claims_id_fk" FOREIGN KEY ("damage_claim_id") REFERENCES "public"."damage_claims"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_credited_invoice_id_invoices_id_fk" FOREIGN KEY ("credited_invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_uq" ON "invoices" USING btree ("partner_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_order_sale_uq" ON "invoices" USING btree ("order_id") WHERE "invoices"."kind" = 'invoice' and "invoices"."damage_claim_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_damage_claim_uq" ON "invoices" USING btree ("damage_claim_id") WHERE "invoices"."damage_claim_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_refund_uq" ON "invoices" USING btree ("refund_id") WHERE "invoices"."refund_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_cancelling_uq" ON "invoices" USING btree ("credited_invoice_id") WHERE "invoices"."kind" = 'credit_note' and "invoices"."refund_id" is null;--> statement-breakpoint
CREATE INDEX "invoices_partner_issued_idx" ON "invoices" USING btree ("partner_id","issued_at","number");--> statement-breakpoint
CREATE INDEX "invoices_issued_idx" ON "invoices" USING btree ("issued_at","id");--> statement-breakpoint
CREATE INDEX "invoices_order_idx" ON "invoices" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_payment_reference_uq" ON "orders" USING btree ("payment_reference") WHERE "orders"."payment_reference" is not null;--> statement-breakpoint
CREATE INDEX "orders_transfer_due_idx" ON "orders" USING btree ("hold_expires_at") WHERE "orders"."payment_method" = 'bank_transfer';--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_bank_transfer_days" CHECK ("events"."bank_transfer_until_days" between 1 and 90);--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_card" CHECK ("payments"."gateway" = 'bank_transfer' or ("payments"."card_brand" is not null and "payments"."card_last4" is not null and "payments"."expiry_month" is not null and "payments"."expiry_year" is not null and "payments"."cardholder_name" is not null and "payments"."cardholder_address" is not null and "payments"."cardholder_zip_code" is not null and "payments"."cardholder_country_id" is not null));