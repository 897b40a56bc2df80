// The job queue's figures per kind, for monitoring (/metrics): how many rounds wait, how long the oldest
// has waited, and how many failed for good.
import type { ExecuteSql } from '../../db/client';
import { registerGauge } from '../metrics';
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

/**
 * GET /metrics's view of the job queue, per kind: rounds waiting, the oldest one's wait, and rounds that
 * failed for good. One statement per gauge at each scrape.
 */
export function registerJobMetrics(executeSql: ExecuteSql): void {
  const per = (pick: (figures: JobKindFigures) => number) => async () =>
    (await jobQueueFigures(executeSql)).map((figures) => ({ labels: { kind: figures.kind }, value: pick(figures) }));
  registerGauge({
    name: 'pavilion_jobs_queued',
    help: 'Rounds of a kind of background work waiting to run (queued, or failed and waiting for their retry)',
    labelNames: ['kind'],
    read: per((f) => f.depth),
  });
  registerGauge({
    name: 'pavilion_jobs_oldest_queued_seconds',
    help: 'How long the oldest waiting round of a kind has been due (0: none waits)',
    labelNames: ['kind'],
    read: per((f) => f.oldestQueuedSeconds),
  });
  registerGauge({
    name: 'pavilion_jobs_failed',
    help: 'Rounds of a kind that failed after their retries, kept a week (an administrator retries them on the Jobs API)',
    labelNames: ['kind'],
    read: per((f) => f.failed),
  });
}
