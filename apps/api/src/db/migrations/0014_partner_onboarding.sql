CREATE TYPE "public"."address_code_void_reason" AS ENUM('superseded', 'attempts', 'address-changed');--> statement-breakpoint
CREATE TYPE "public"."outbox_channel" AS ENUM('email', 'postal');--> statement-breakpoint
ALTER TYPE "public"."token_purpose" ADD VALUE 'partner-email';--> statement-breakpoint
CREATE TABLE "partner_invitations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "partner_invitations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"partner_id" integer NOT NULL,
	"email" varchar(254) NOT NULL,
	"invited_by" integer,
	"token_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by" integer,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "partner_address_codes_partner_idx";--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD COLUMN "is_payout" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "partner_address_codes" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "partner_address_codes" ADD COLUMN "void_reason" "address_code_void_reason";--> statement-breakpoint
ALTER TABLE "partner_address_codes" ADD COLUMN "sent_to" text;--> statement-breakpoint
ALTER TABLE "partner_address_codes" ADD COLUMN "requested_by" integer;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "channel" "outbox_channel" DEFAULT 'email' NOT NULL;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "postal_address" jsonb;--> statement-breakpoint
ALTER TABLE "partner_invitations" ADD CONSTRAINT "partner_invitations_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_invitations" ADD CONSTRAINT "partner_invitations_invited_by_persons_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."persons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_invitations" ADD CONSTRAINT "partner_invitations_accepted_by_persons_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."persons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "partner_invitations_token_uq" ON "partner_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "partner_invitations_partner_idx" ON "partner_invitations" USING btree ("partner_id","created_at");--> statement-breakpoint
ALTER TABLE "partner_address_codes" ADD CONSTRAINT "partner_address_codes_requested_by_persons_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."persons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_accounts_payout_uq" ON "bank_accounts" USING btree ("partner_id") WHERE "bank_accounts"."is_payout";--> statement-breakpoint
CREATE INDEX "partner_address_codes_partner_idx" ON "partner_address_codes" USING btree ("partner_id","created_at");