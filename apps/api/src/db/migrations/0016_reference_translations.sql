ALTER TABLE "option_items" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "sector_subtypes" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "sectors" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;