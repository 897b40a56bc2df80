-- The function event_search_copy_reads_after.
-- The source: applied after the migrations (db/routines.ts). After editing, run
-- `npm run db:functions`, which writes it back as PostgreSQL reports it.

CREATE OR REPLACE FUNCTION public.event_search_copy_reads_after(earlier text)
 RETURNS boolean
 LANGUAGE plpgsql
 STABLE
AS $function$
DECLARE
  -- The snapshot of the statement that calls it (a stable function reads its caller's).
  reading pg_snapshot := pg_current_snapshot();
  was pg_snapshot := earlier::pg_snapshot;
BEGIN
  -- Every transaction visible in `earlier` is visible here: none at or past this statement's xmax, and
  -- none still in progress here that `earlier` saw committed.
  IF pg_snapshot_xmax(reading) < pg_snapshot_xmax(was) OR EXISTS (
    SELECT FROM pg_snapshot_xip(reading) AS x
    WHERE x < pg_snapshot_xmax(was) AND x NOT IN (SELECT pg_snapshot_xip(was))
  ) THEN
    RAISE EXCEPTION 'the search copy read a server behind its snapshot: % is older than %', reading, was
      USING ERRCODE = 'object_not_in_prerequisite_state';
  END IF;
  RETURN true;
END
$function$;
