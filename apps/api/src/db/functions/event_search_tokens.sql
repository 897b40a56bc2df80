-- The function event_search_tokens.
-- The source: applied after the migrations (db/routines.ts). After editing, run
-- `npm run db:functions`, which writes it back as PostgreSQL reports it.

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
$function$;
