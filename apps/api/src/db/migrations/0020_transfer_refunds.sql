ALTER TYPE "public"."refund_status" ADD VALUE 'awaiting_account';--> statement-breakpoint
ALTER TYPE "public"."refund_status" ADD VALUE 'to_pay_back';--> statement-breakpoint
ALTER TYPE "public"."ledger_account" ADD VALUE 'refunds_owed';--> statement-breakpoint
ALTER TYPE "public"."ledger_kind" ADD VALUE 'refund_transfer';--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "payee_name" varchar(70);--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "payee_iban" varchar(40);--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "payee_bic" varchar(11);--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "account_given_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "exported_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "sent_by_person_id" integer;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_sent_by_person_id_persons_id_fk" FOREIGN KEY ("sent_by_person_id") REFERENCES "public"."persons"("id") ON DELETE no action ON UPDATE no action;