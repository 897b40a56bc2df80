-- The estimate of a search's total counts the events starting in the part hours at either end of a
-- span (event_search_starting_between, 0032), and the landing page those still to start today. On
-- event_search_start_idx each entry carries every filter column (0030): about ten entries a page, so
-- an hour of events at a million events (150-200 of them) read 19 pages, 0.2-0.3 ms a count. Here the
-- start alone, with equal starts stored once: 3.4 MB at 511,800 events.
CREATE INDEX "event_search_start_count_idx" ON "event_search" USING btree ("start_at");
