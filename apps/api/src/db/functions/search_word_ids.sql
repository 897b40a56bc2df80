-- The function search_word_ids.
-- The source: applied after the migrations (db/routines.ts). After editing, run
-- `npm run db:functions`, which writes it back as PostgreSQL reports it.

CREATE OR REPLACE FUNCTION public.search_word_ids(doc tsvector)
 RETURNS integer[]
 LANGUAGE plpgsql
AS $function$
DECLARE
  words text[] := tsvector_to_array(doc);
BEGIN
  -- The numbers of a document's words (search_words), sorted, numbering the words never seen before.
  -- New words are added in their sorted order, so two writers adding the same words wait for each
  -- other in one order and never deadlock; a word is numbered once (ON CONFLICT), and the select that
  -- follows sees the number another writer just committed.
  IF cardinality(words) = 0 THEN
    RETURN '{}';
  END IF;
  INSERT INTO search_words (lexeme)
  SELECT w FROM unnest(words) w
  WHERE NOT EXISTS (SELECT 1 FROM search_words s WHERE s.lexeme = w)
  ORDER BY w
  ON CONFLICT (lexeme) DO NOTHING;
  RETURN (SELECT coalesce(array_agg(s.id ORDER BY s.id), '{}') FROM search_words s WHERE s.lexeme = ANY (words));
END
$function$;
