-- The function reference_name.
-- The source: applied after the migrations (db/routines.ts). After editing, run
-- `npm run db:functions`, which writes it back as PostgreSQL reports it.

CREATE OR REPLACE FUNCTION public.reference_name(p_name text, p_translations jsonb, p_locale text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE
AS $function$
  SELECT CASE
    WHEN p_name IS NULL THEN NULL
    WHEN p_locale = 'en-XA' THEN '[' || translate(p_name,
      'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ',
      'àƀçđéƒĝĥíĵķĺɱñöþǫŕšŧüṽŵẋýžÀƁÇĐÉƑĜĤÍĴĶĹṀÑÖÞǪŔŠŦÜṼŴẊÝŽ')
      || repeat('~', ceil(length(regexp_replace(p_name, '[^A-Za-z]', '', 'g')) / 3.0)::int) || ']'
    ELSE coalesce(nullif(btrim(p_translations ->> p_locale), ''), p_name)
  END
$function$;
