-- Search filters and sorts read the projection (0001_event_search) and its indexes; these indexes
-- on events were kept up to date on every event write and never read.
DROP INDEX "events_public_price_idx";--> statement-breakpoint
DROP INDEX "events_public_size_idx";--> statement-breakpoint
DROP INDEX "events_search_idx";--> statement-breakpoint
DROP INDEX "events_sector_ids_idx";--> statement-breakpoint
DROP INDEX "events_sector_subtype_ids_idx";--> statement-breakpoint
DROP INDEX "events_audience_ids_idx";--> statement-breakpoint
DROP INDEX "events_job_title_ids_idx";--> statement-breakpoint
DROP INDEX "events_attendee_class_ids_idx";--> statement-breakpoint
DROP INDEX "events_attendee_country_ids_idx";--> statement-breakpoint
DROP INDEX "events_exhibitor_type_ids_idx";--> statement-breakpoint
DROP INDEX "events_exhibitor_country_ids_idx";