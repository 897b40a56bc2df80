// The job queue's figures per kind, for monitoring (/metrics): how many rounds wait, how long the oldest
// has waited, and how many failed for good.
import type { ExecuteSql } from '../../db/client';
import { DEAD_LETTER_QUEUE, JOBS_SCHEMA } from './runtime';

export interface JobKindFigures {
  kind: string;
  /** Rounds waiting to run: queued, or failed and waiting for their retry. */
  depth: number;
  /** Seconds the oldest waiting round has been due (0 when none waits). */
  oldestQueuedSeconds: number;
  /** Rounds that failed after their retries, still in the queue (kept a week). */
  failed: number;
}

/**
 * Figures for every kind a worker declared (pg-boss's own queues and the dead letters left out), by name.
 * One statement over pg-boss's job table.
 */
export async function jobQueueFigures(executeSql: ExecuteSql): Promise<JobKindFigures[]> {
  const { rows } = await executeSql(
    `select q.name as kind,
            count(j.id) filter (where j.state in ('created', 'retry'))::int as depth,
            coalesce(extract(epoch from now() - min(j.start_after) filter (
              where j.state in ('created', 'retry') and j.start_after <= now())), 0)::float8 as oldest,
            count(j.id) filter (where j.state = 'failed')::int as failed
       from ${JOBS_SCHEMA}.queue q
       left join ${JOBS_SCHEMA}.job j on j.name = q.name
      where q.name not like '\\_\\_pgboss\\_\\_%' and q.name <> $1
      group by q.name
      order by q.name`,
    [DEAD_LETTER_QUEUE],
  );
  return rows.map((r) => ({
    kind: String(r.kind),
    depth: Number(r.depth),
    oldestQueuedSeconds: Math.max(0, Number(r.oldest)),
    failed: Number(r.failed),
  }));
}
