-- One GIN index over the eight id arrays instead of one per array. A search narrowed by two of them
-- (a sector and a country) then intersects both in one index scan instead of building two bitmaps
-- and ANDing them, the planner weighs one index instead of eight, and each event write updates one
-- index instead of eight. A multicolumn GIN index serves a condition on any one of its columns as
-- well as a single-column one would.
DROP INDEX "event_search_sector_ids_idx";--> statement-breakpoint
DROP INDEX "event_search_sector_subtype_ids_idx";--> statement-breakpoint
DROP INDEX "event_search_audience_ids_idx";--> statement-breakpoint
DROP INDEX "event_search_job_title_ids_idx";--> statement-breakpoint
DROP INDEX "event_search_attendee_class_ids_idx";--> statement-breakpoint
DROP INDEX "event_search_attendee_country_ids_idx";--> statement-breakpoint
DROP INDEX "event_search_exhibitor_type_ids_idx";--> statement-breakpoint
DROP INDEX "event_search_exhibitor_country_ids_idx";--> statement-breakpoint
CREATE INDEX "event_search_facets_idx" ON "event_search" USING gin ("sector_ids","sector_subtype_ids","audience_ids","attendee_job_title_ids","attendee_class_ids","attendee_country_ids","exhibitor_type_ids","exhibitor_country_ids");
