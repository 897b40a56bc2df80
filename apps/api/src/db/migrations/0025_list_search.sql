-- The admin lists' search boxes for one or two characters. A search of three or more characters
-- reads the trigram indexes of migration admin_console; a shorter one has no trigram, and PostgreSQL
-- then reads the whole trigram index or the whole table (a million registrations for `q=x`). These
-- indexes hold every character and every pair of characters of the searched text, so a short search
-- finds its candidates in one index lookup; ILIKE still decides which rows match.

-- Every substring of one and two characters of the text (repeats left in: GIN keeps each key once).
CREATE OR REPLACE FUNCTION list_grams(t text) RETURNS text[]
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(substr(t, i, n)), '{}')
  FROM generate_series(1, char_length(t)) AS i, (VALUES (1), (2)) AS v(n)
  WHERE i + n - 1 <= char_length(t)
$$;--> statement-breakpoint
CREATE INDEX "event_admin_rows_grams_idx" ON "event_admin_rows" USING gin (list_grams("search_text"));--> statement-breakpoint
CREATE INDEX "order_registrations_email_grams_idx" ON "order_registrations" USING gin (list_grams(lower("buyer_email")));
