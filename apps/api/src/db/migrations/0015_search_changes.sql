-- Which projection rows changed, and in which transaction (docs/search.md, "The API's copy of the
-- projection"): a statement trigger on event_search (db/functions/event_search_changes_log.sql) writes
-- one row per row written, and the API's in-memory copy reads those committed since its last snapshot.
CREATE TABLE "event_search_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "event_search_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"xid" "xid8" NOT NULL,
	"event_id" integer NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "event_search_changes_xid_idx" ON "event_search_changes" USING btree ("xid");--> statement-breakpoint
CREATE INDEX "event_search_changes_at_idx" ON "event_search_changes" USING btree ("changed_at");