-- The event's VAT setting: the rate its prices include, or why VAT does not apply (exactly one); every
-- existing and new event says "not stated" until its partner chooses.
CREATE TYPE "public"."vat_exempt_reason" AS ENUM('not_stated', 'reverse_charge', 'outside_scope', 'exempt', 'not_registered');--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "vat_rate" numeric(4, 2);--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "vat_exempt_reason" "vat_exempt_reason" DEFAULT 'not_stated';--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_vat" CHECK (("events"."vat_rate" is null) <> ("events"."vat_exempt_reason" is null) and ("events"."vat_rate" is null or ("events"."vat_rate" > 0 and "events"."vat_rate" <= 30)));