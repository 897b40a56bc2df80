ALTER TABLE "event_search" ADD COLUMN "rank_score" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "event_search" s SET "rank_score" = f."score" FROM "event_rank_factors" f WHERE f."event_id" = s."event_id";--> statement-breakpoint
CREATE INDEX "event_search_recommended_asc_idx" ON "event_search" USING btree ("rank_score" DESC NULLS LAST,"start_at","event_id") INCLUDE (facet_tokens, end_at, start_day, end_day, ticket_currency, min_ticket_price_minor, rating_half_stars, size_rank);--> statement-breakpoint
CREATE INDEX "event_search_recommended_desc_idx" ON "event_search" USING btree ("rank_score","start_at","event_id") INCLUDE (facet_tokens, end_at, start_day, end_day, ticket_currency, min_ticket_price_minor, rating_half_stars, size_rank);--> statement-breakpoint
DROP INDEX "event_search_start_idx";--> statement-breakpoint
CREATE INDEX "event_search_start_idx" ON "event_search" USING btree (start_at, event_id) INCLUDE (facet_tokens, end_at, start_day, end_day, ticket_currency, min_ticket_price_minor, rating_half_stars, size_rank, rank_score);
