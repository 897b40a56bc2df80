ALTER TABLE "option_items" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "sector_subtypes" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "sectors" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "partner_vetting_updates" ADD COLUMN "notes_key" varchar(200);--> statement-breakpoint
ALTER TABLE "partner_vetting_updates" ADD COLUMN "notes_values" jsonb;--> statement-breakpoint
UPDATE "partner_vetting_updates" SET "notes_key" = 'api.partnerNotes.createdOnSignUp' WHERE "notes" = 'Created on partner sign-up.' AND "notes_key" IS NULL;
