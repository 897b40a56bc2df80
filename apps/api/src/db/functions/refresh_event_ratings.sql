-- The function refresh_event_ratings.
-- The source: applied after the migrations (db/routines.ts). After editing, run
-- `npm run db:functions`, which writes it back as PostgreSQL reports it.

CREATE OR REPLACE FUNCTION public.refresh_event_ratings(p_event_id integer, p_now timestamp with time zone)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
BEGIN
  WITH RECURSIVE later(id) AS (
    SELECT p_event_id
    UNION
    SELECT e.id FROM events e JOIN later l ON e.previous_edition_id = l.id
  ),
  rated AS (
    SELECT l.id, agg.*
      FROM later l
      JOIN events o ON o.id = l.id
      CROSS JOIN LATERAL (
        SELECT avg(r.score)::numeric(4, 2) AS average, count(*)::integer AS n,
               min(r.created_at) + interval '36 months' AS refresh_at,
               avg(r.venue_score)::numeric(4, 2) AS venue, avg(r.content_score)::numeric(4, 2) AS content,
               avg(r.networking_score)::numeric(4, 2) AS networking, avg(r.staff_score)::numeric(4, 2) AS staff,
               avg(r.value_score)::numeric(4, 2) AS value_for_money
          FROM reviews r
         WHERE r.event_id IN (SELECT s.event_id FROM event_series(l.id) s)
           AND r.status = 'published'
           AND r.partner_id = o.partner_id
           AND r.created_at > p_now - interval '36 months'
      ) agg
  ),
  cards AS (
    UPDATE events e
       SET rating_average = x.average, review_count = x.n, rating_refresh_at = x.refresh_at
      FROM rated x
     WHERE e.id = x.id
       AND (e.rating_average IS DISTINCT FROM x.average OR e.review_count IS DISTINCT FROM x.n
            OR e.rating_refresh_at IS DISTINCT FROM x.refresh_at)
  ),
  gone AS (
    DELETE FROM event_review_summaries s USING rated x WHERE s.event_id = x.id AND x.n = 0
  )
  INSERT INTO event_review_summaries (event_id, review_count, average, venue, content, networking, staff, value_for_money)
  SELECT x.id, x.n, x.average, x.venue, x.content, x.networking, x.staff, x.value_for_money FROM rated x WHERE x.n > 0
  ON CONFLICT (event_id) DO UPDATE SET review_count = EXCLUDED.review_count, average = EXCLUDED.average,
    venue = EXCLUDED.venue, content = EXCLUDED.content, networking = EXCLUDED.networking, staff = EXCLUDED.staff,
    value_for_money = EXCLUDED.value_for_money;
END
$function$;
