-- The keyword box's inverted index: one row per word (lexeme) of each public event's document, with
-- the event's start and the word's score in that document (ts_rank of the document against the word
-- alone). A keyword of plain words reads the rows of its words from the primary key's index: it
-- matches, counts and ranks without opening a document. Kept by triggers on event_search_text.
CREATE TABLE "event_search_terms" (
  "lexeme" text NOT NULL,
  "event_id" integer NOT NULL,
  "start_at" timestamp with time zone NOT NULL,
  "score" real NOT NULL,
  -- With the start and the score in the index, a word's events are an index-only scan in event order,
  -- so two words join by merging.
  CONSTRAINT "event_search_terms_lexeme_event_id_pk" PRIMARY KEY ("lexeme", "event_id") INCLUDE ("start_at", "score")
);
--> statement-breakpoint
-- Index-only scans skip the table only on pages marked all-visible, which a vacuum does; every
-- document change rewrites ~56 rows, so vacuum after 1 % of the rows changed rather than the default 20 %.
ALTER TABLE "event_search_terms" SET (autovacuum_vacuum_scale_factor = 0.01, autovacuum_vacuum_insert_scale_factor = 0.01);
--> statement-breakpoint
-- One lexeme as a tsquery of that word exactly as it is (quoted, quotes and backslashes doubled), so
-- it is not parsed or stemmed again. The search ranks with the same function (modules/search/service.ts).
CREATE FUNCTION event_search_term_query(lexeme text) RETURNS tsquery LANGUAGE sql IMMUTABLE STRICT AS $$
  SELECT ('''' || replace(replace(lexeme, '\', '\\'), '''', '''''') || '''')::tsquery
$$;
--> statement-breakpoint
-- The words of one document, each with its score.
CREATE FUNCTION event_search_terms_of(r event_search_text) RETURNS TABLE (lexeme text, score real)
LANGUAGE sql IMMUTABLE AS $$
  SELECT u.lexeme, ts_rank(r.search_vector, event_search_term_query(u.lexeme)) FROM unnest(r.search_vector) u
$$;
--> statement-breakpoint
CREATE FUNCTION event_search_terms_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    DELETE FROM event_search_terms WHERE lexeme = ANY (tsvector_to_array(OLD.search_vector)) AND event_id = OLD.event_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO event_search_terms (lexeme, event_id, start_at, score)
    SELECT w.lexeme, NEW.event_id, NEW.start_at, w.score FROM event_search_terms_of(NEW) w;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER event_search_terms_keep AFTER INSERT OR DELETE ON event_search_text FOR EACH ROW EXECUTE FUNCTION event_search_terms_sync();
--> statement-breakpoint
-- The projection rewrites an event's document row on every change of the event; the words are
-- rewritten only when the document or the start changed.
CREATE TRIGGER event_search_terms_move AFTER UPDATE ON event_search_text FOR EACH ROW
  WHEN (OLD.search_vector IS DISTINCT FROM NEW.search_vector OR OLD.start_at IS DISTINCT FROM NEW.start_at OR OLD.event_id IS DISTINCT FROM NEW.event_id)
  EXECUTE FUNCTION event_search_terms_sync();
--> statement-breakpoint
CREATE FUNCTION event_search_terms_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM event_search_terms;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER event_search_terms_truncate AFTER TRUNCATE ON event_search_text FOR EACH STATEMENT EXECUTE FUNCTION event_search_terms_clear();
--> statement-breakpoint
-- Writes every document's words afresh: for the events already there, and for bulk loads that write
-- the projection with the triggers disabled (tools/bench/seed-events.ts).
CREATE FUNCTION event_search_terms_rebuild() RETURNS void LANGUAGE sql AS $$
  DELETE FROM event_search_terms;
  INSERT INTO event_search_terms (lexeme, event_id, start_at, score)
  SELECT w.lexeme, x.event_id, x.start_at, w.score FROM event_search_text x, event_search_terms_of(x) w ORDER BY 1, 2;
$$;
--> statement-breakpoint
SELECT event_search_terms_rebuild();
