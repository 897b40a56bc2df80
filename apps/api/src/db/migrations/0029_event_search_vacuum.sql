-- A ranking round rewrites every row's score once the platform fee changes, and the projection was
-- vacuumed after every 2 % of its rows changed: almost without pause during a round at a million
-- events, each pass reading all thirteen indexes. After every 10 %, a fifth as often; index-only scans
-- still find at least nine rows in ten on pages marked all-visible.
ALTER TABLE "event_search" SET (autovacuum_vacuum_scale_factor = 0.1, autovacuum_vacuum_insert_scale_factor = 0.1);
