-- The function event_cards.
-- The source: applied after the migrations (db/routines.ts). After editing, run
-- `npm run db:functions`, which writes it back as PostgreSQL reports it.

CREATE OR REPLACE FUNCTION public.event_cards(p_ids integer[], p_person_id integer, p_locale text)
 RETURNS json
 LANGUAGE plpgsql
 STABLE
AS $function$
BEGIN
  RETURN coalesce((
    SELECT json_agg(json_build_object(
      'id', e.id,
      'name', e.name,
      'thumbnailImageUrl', CASE WHEN i.file_id IS NULL THEN NULL ELSE '/api/files/' || i.file_id END,
      'eventType', CASE WHEN t.id IS NULL THEN NULL ELSE reference_name(t.name, t.translations, p_locale) END,
      'otherEventType', e.other_event_type,
      'rating', CASE WHEN e.rating_average IS NULL THEN NULL ELSE least(5, greatest(0, round(e.rating_average) / 2))::float8 END,
      'reviewCount', e.review_count,
      'tagline', e.tagline,
      'venue', CASE WHEN v.id IS NULL THEN NULL ELSE json_build_object('id', v.id, 'name', coalesce(v.name, '')) END,
      'city', (SELECT c.name FROM places c WHERE c.id = e.city_id),
      'startDateTime', to_char(e.start_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
      'endDateTime', to_char(e.end_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
      'sectors', coalesce((
        SELECT json_agg(json_build_object('id', u.id, 'name', coalesce(reference_name(s.name, s.translations, p_locale), '')) ORDER BY u.n)
        FROM unnest(e.sector_ids) WITH ORDINALITY AS u(id, n) LEFT JOIN sectors s ON s.id = u.id), '[]'::json),
      'minTicketPrice', money_major(e.min_ticket_price_minor, e.ticket_currency),
      'ticketPriceCurrency', e.ticket_currency,
      'isFavourited', EXISTS (SELECT 1 FROM favourites f WHERE f.person_id = p_person_id AND f.event_id = e.id),
      'status', e.status
    ) ORDER BY card_ids.ord)
    FROM unnest(p_ids) WITH ORDINALITY AS card_ids(id, ord)
    JOIN events e ON e.id = card_ids.id
    LEFT JOIN option_items t ON t.id = e.event_type_id
    LEFT JOIN places v ON v.id = e.venue_id
    LEFT JOIN event_images i ON i.id = e.thumbnail_image_id
  ), '[]'::json);
END
$function$;
