-- Words, prices and dates as facet tokens (docs/decisions/0069-any-combination-of-filters-and-words-is-one-index.md, "Any combination of filters and words is
-- one index condition"): every word of a public event's document is numbered once (search_words) and
-- kept on its projection row (word_ids); facet_tokens, generated again, carries those words, the
-- cheapest price's bucket in its currency and the months the event spans, beside the equality facets.
-- So a keyword and a price or date range narrow the same GIN index as every other filter, and a walk of
-- a sort index checks the words on its entries. The column is rewritten, so the indexes that include it
-- are made again as migration 0005 made them.
CREATE TABLE "search_words" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "search_words_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"lexeme" text NOT NULL,
	CONSTRAINT "search_words_lexeme_unique" UNIQUE("lexeme")
);
--> statement-breakpoint
ALTER TABLE "event_search" ADD COLUMN "word_ids" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
INSERT INTO "search_words" ("lexeme")
  SELECT DISTINCT w FROM "event_search_text" x CROSS JOIN unnest(tsvector_to_array(x."search_vector")) w ORDER BY w;--> statement-breakpoint
UPDATE "event_search" s SET "word_ids" = coalesce((
    SELECT array_agg(w."id" ORDER BY w."id") FROM "search_words" w WHERE w."lexeme" = ANY (tsvector_to_array(x."search_vector"))
  ), '{}')
  FROM "event_search_text" x WHERE x."event_id" = s."event_id";--> statement-breakpoint
ALTER TABLE "event_search" DROP COLUMN "facet_tokens";--> statement-breakpoint
DROP FUNCTION IF EXISTS public.event_search_tokens(integer[], integer[], integer[], integer[], integer[], integer[], integer[], integer[], smallint, integer, smallint, integer, integer, boolean, integer, event_size_metric, character varying, integer, integer, smallint);--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.event_search_tokens(sector_ids integer[], sector_subtype_ids integer[], audience_ids integer[], attendee_job_title_ids integer[], attendee_class_ids integer[], attendee_country_ids integer[], exhibitor_type_ids integer[], exhibitor_country_ids integer[], attendance_type smallint, event_type_id integer, duration_id smallint, num_attendees_id integer, num_exhibitors_id integer, free_cancellation boolean, event_size_id integer, event_size_metric event_size_metric, ticket_currency character varying, city_id integer, venue_id integer, rating_half_stars smallint, min_ticket_price_minor bigint, start_day date, end_day date, word_ids integer[])
 RETURNS integer[]
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
AS $function$
  -- Every facet of an event as one integer, dimension * 2^24 + value, sorted and distinct (intarray's
  -- index wants no nulls). Dimensions 1-14 are FACET's (modules/search/facets.ts); 15 an event size read
  -- in its metric (size id * 2, + 1 in square feet), 16 the ticket currency (its three letters in base
  -- 26), 17 a place (the city and the venue alike), 18 "rated at least k half stars" for every k up to
  -- the rating, 19 the cheapest price's bucket in its currency (currency * 32 + bucket: 0 for free, else
  -- the number of binary digits of the price in minor units, at most 31), 20 each month the event spans (months
  -- since January 2000; one token 2^24 - 1 instead for an event spanning more than 36 months), and from
  -- dimension 32 on the words of its document (2^29 + the word's id in search_words).
  -- modules/search/tokens.ts writes the same numbers for a filter. The event_search column facet_tokens
  -- is generated from this function: changing it needs a migration that rewrites the column.
  SELECT coalesce(array_agg(DISTINCT t.token ORDER BY t.token), '{}')
  FROM (
    SELECT t.dimension * 16777216 + t.value AS token
    FROM (
                SELECT 1 AS dimension, unnest(sector_ids) AS value
      UNION ALL SELECT 2, unnest(sector_subtype_ids)
      UNION ALL SELECT 3, unnest(audience_ids)
      UNION ALL SELECT 4, unnest(attendee_job_title_ids)
      UNION ALL SELECT 5, unnest(attendee_class_ids)
      UNION ALL SELECT 6, unnest(attendee_country_ids)
      UNION ALL SELECT 7, unnest(exhibitor_type_ids)
      UNION ALL SELECT 8, unnest(exhibitor_country_ids)
      UNION ALL SELECT 9, attendance_type
      UNION ALL SELECT 10, event_type_id
      UNION ALL SELECT 11, duration_id
      UNION ALL SELECT 12, num_attendees_id
      UNION ALL SELECT 13, num_exhibitors_id
      UNION ALL SELECT 14, 1 WHERE free_cancellation
      UNION ALL SELECT 15, event_size_id * 2 + CASE WHEN event_size_metric = 'sqft' THEN 1 ELSE 0 END
      UNION ALL SELECT 16, (ascii(substr(ticket_currency, 1, 1)) - 65) * 676 + (ascii(substr(ticket_currency, 2, 1)) - 65) * 26
                            + ascii(substr(ticket_currency, 3, 1)) - 65
      UNION ALL SELECT 17, city_id
      UNION ALL SELECT 17, venue_id
      UNION ALL SELECT 18, generate_series(0, rating_half_stars)
      UNION ALL SELECT 19, ((ascii(substr(ticket_currency, 1, 1)) - 65) * 676 + (ascii(substr(ticket_currency, 2, 1)) - 65) * 26
                            + ascii(substr(ticket_currency, 3, 1)) - 65) * 32
                            + CASE WHEN min_ticket_price_minor <= 0 THEN 0
                                   ELSE least(31, length(ltrim(min_ticket_price_minor::bit(64)::text, '0'))) END
                    WHERE min_ticket_price_minor IS NOT NULL
      UNION ALL SELECT 20, month
                FROM (SELECT (extract(year FROM start_day)::int - 2000) * 12 + extract(month FROM start_day)::int - 1 AS first,
                             (extract(year FROM end_day)::int - 2000) * 12 + extract(month FROM end_day)::int - 1 AS last) m
                CROSS JOIN LATERAL generate_series(CASE WHEN m.last - m.first > 36 THEN 16777215 ELSE m.first END,
                                                   CASE WHEN m.last - m.first > 36 THEN 16777215 ELSE m.last END) month
    ) t
    WHERE t.value IS NOT NULL AND t.value >= 0 AND t.value < 16777216
    UNION ALL SELECT 536870912 + w FROM unnest(word_ids) w WHERE w > 0 AND w < 1610612736
  ) t
$function$;--> statement-breakpoint
ALTER TABLE "event_search" ADD COLUMN "facet_tokens" integer[] GENERATED ALWAYS AS (event_search_tokens(sector_ids, sector_subtype_ids, audience_ids, attendee_job_title_ids, attendee_class_ids, attendee_country_ids, exhibitor_type_ids, exhibitor_country_ids, attendance_type, event_type_id, duration_id, num_attendees_id, num_exhibitors_id, free_cancellation, event_size_id, event_size_metric, ticket_currency, city_id, venue_id, rating_half_stars, min_ticket_price_minor, start_day, end_day, word_ids)) STORED NOT NULL;--> statement-breakpoint
-- The planner guesses a token query's matches from the column's most common elements: ten times as
-- many as by default, so that most words have their own frequency.
ALTER TABLE "event_search" ALTER COLUMN "facet_tokens" SET STATISTICS 1000;--> statement-breakpoint
CREATE INDEX "event_search_tokens_idx" ON "event_search" USING gin ("facet_tokens" gin__int_ops);--> statement-breakpoint
CREATE INDEX "event_search_start_idx" ON "event_search" USING btree (start_at, event_id) INCLUDE (facet_tokens, end_at, start_day, end_day, ticket_currency, min_ticket_price_minor, rating_half_stars, size_rank, rank_score);--> statement-breakpoint
CREATE INDEX "event_search_size_asc_idx" ON "event_search" USING btree (NULLIF(size_rank, 0) ASC NULLS LAST, start_at, event_id) INCLUDE (facet_tokens, end_at, start_day, end_day, ticket_currency, min_ticket_price_minor, rating_half_stars, size_rank);--> statement-breakpoint
CREATE INDEX "event_search_size_desc_idx" ON "event_search" USING btree (NULLIF(size_rank, 0) DESC NULLS LAST, start_at, event_id) INCLUDE (facet_tokens, end_at, start_day, end_day, ticket_currency, min_ticket_price_minor, rating_half_stars, size_rank);--> statement-breakpoint
CREATE INDEX "event_search_price_asc_idx" ON "event_search" USING btree (min_ticket_price_minor ASC NULLS LAST, start_at, event_id) INCLUDE (facet_tokens, end_at, start_day, end_day, ticket_currency, rating_half_stars, size_rank);--> statement-breakpoint
CREATE INDEX "event_search_price_desc_idx" ON "event_search" USING btree (min_ticket_price_minor DESC NULLS LAST, start_at, event_id) INCLUDE (facet_tokens, end_at, start_day, end_day, ticket_currency, rating_half_stars, size_rank);--> statement-breakpoint
CREATE INDEX "event_search_rating_asc_idx" ON "event_search" USING btree (rating_half_stars ASC NULLS LAST, start_at, event_id) INCLUDE (facet_tokens, end_at, start_day, end_day, ticket_currency, min_ticket_price_minor, size_rank);--> statement-breakpoint
CREATE INDEX "event_search_rating_desc_idx" ON "event_search" USING btree (rating_half_stars DESC NULLS LAST, start_at, event_id) INCLUDE (facet_tokens, end_at, start_day, end_day, ticket_currency, min_ticket_price_minor, size_rank);--> statement-breakpoint
CREATE INDEX "event_search_recommended_asc_idx" ON "event_search" USING btree ("rank_score" DESC NULLS LAST,"start_at","event_id") INCLUDE (facet_tokens, end_at, start_day, end_day, ticket_currency, min_ticket_price_minor, rating_half_stars, size_rank);--> statement-breakpoint
CREATE INDEX "event_search_recommended_desc_idx" ON "event_search" USING btree ("rank_score","start_at","event_id") INCLUDE (facet_tokens, end_at, start_day, end_day, ticket_currency, min_ticket_price_minor, rating_half_stars, size_rank);
