-- A ranking round writes scores alone, and says so (event_search_changes_log.sql reads the transaction's
-- setting pavilion.scores_only): the API's copy then reads the new scores, not every row again.
ALTER TABLE "event_search_changes" ADD COLUMN "scores_only" boolean DEFAULT false NOT NULL;