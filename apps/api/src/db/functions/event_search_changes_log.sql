-- The function event_search_changes_log.
-- The source: applied after the migrations (db/routines.ts). After editing, run
-- `npm run db:functions`, which writes it back as PostgreSQL reports it.

CREATE OR REPLACE FUNCTION public.event_search_changes_log()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  -- One row per projection row the statement wrote, with its transaction: a reader takes those not
  -- visible in its last snapshot. A truncation writes event 0: every row is read again.
  IF TG_OP = 'TRUNCATE' THEN
    INSERT INTO event_search_changes (xid, event_id) VALUES (pg_current_xact_id(), 0);
  ELSE
    -- A transaction that sets pavilion.scores_only (a ranking round) changed the rows' scores alone.
    INSERT INTO event_search_changes (xid, event_id, scores_only)
    SELECT pg_current_xact_id(), event_id, coalesce(current_setting('pavilion.scores_only', true), '') = 'on'
    FROM changed;
  END IF;
  -- Every API process's copy listens and refreshes at once (delivered at commit, once per transaction).
  PERFORM pg_notify('event_search_changed', '');
  RETURN NULL;
END
$function$;
