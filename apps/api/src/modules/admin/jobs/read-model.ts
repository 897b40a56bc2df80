// The background work as the console reads it, from pg-boss's own tables (platform/jobs): rounds by kind
// and state, counts per kind, and an administrator's retry of a failed round (through pg-boss, audited).
import {
  JOB_MESSAGES as M,
  JOB_STATES,
  type TAdminJob,
  type TAdminJobKinds,
  type TAdminJobPage,
  type TAdminJobsQuery,
  type TJobState,
} from '@pavilion/domain';
import type { Database } from '../../../db/client';
import { AppError, conflict, notFound } from '../../../platform/errors';
import type { JobQueue } from '../../../platform/context';
import { AUDIT_SUMMARY_TEXT, recordAudit, type AuditActor } from '../../../platform/audit';
import { DEAD_LETTER_QUEUE, JOBS_SCHEMA } from '../../../platform/jobs';
import { storedMessage } from '../../../platform/stored-message';

/** pg-boss's states in the console's words; 'cancelled' is never used by the product. */
const STATE_OF: Record<string, TJobState> = {
  created: 'queued',
  retry: 'retrying',
  active: 'running',
  completed: 'completed',
  failed: 'failed',
};
const BOSS_STATE: Record<TJobState, string> = {
  queued: 'created',
  retrying: 'retry',
  running: 'active',
  completed: 'completed',
  failed: 'failed',
};

/** The kinds a worker declared: pg-boss's own queues and the dead letters left out. */
const KINDS = `q.name not like '\\_\\_pgboss\\_\\_%' and q.name <> '${DEAD_LETTER_QUEUE}'`;

const iso = (value: unknown) => (value ? new Date(value as string).toISOString() : null);

/** A failed round's words: pg-boss keeps the error it was failed with as `{ name, message, stack }`. */
function errorOf(state: string, output: unknown): string | null {
  if ((state !== 'failed' && state !== 'retry') || !output || typeof output !== 'object') return null;
  const message = (output as { message?: unknown }).message;
  return typeof message === 'string' ? message.slice(0, 1000) : null;
}

function jobView(row: Record<string, unknown>): TAdminJob {
  const state = String(row.state);
  return {
    id: String(row.id),
    kind: String(row.name),
    state: STATE_OF[state] ?? 'failed',
    retries: Number(row.retry_count),
    createdAt: iso(row.created_on)!,
    runAfter: iso(row.start_after)!,
    startedAt: iso(row.started_on),
    completedAt: iso(row.completed_on),
    error: errorOf(state, row.output),
  };
}

const notStarted = () => new AppError('BUSY', M.notRunning);

export class AdminJobs {
  constructor(
    private readonly db: Database,
    private readonly jobs: JobQueue | null,
    private readonly now: () => Date,
  ) {}

  private sql(text: string, values: unknown[] = []) {
    if (!this.jobs) throw notStarted();
    return this.jobs.executeSql(text, values).then((r) => r.rows);
  }

  async list(query: TAdminJobsQuery): Promise<TAdminJobPage> {
    const where = `j.name in (select q.name from ${JOBS_SCHEMA}.queue q where ${KINDS})
      and j.state <> 'cancelled'
      and ($1::text is null or j.name = $1)
      and ($2::text is null or j.state::text = $2)`;
    const values = [query.kind ?? null, query.state === 'all' ? null : BOSS_STATE[query.state]];
    const direction = query.direction === 'asc' ? 'asc' : 'desc';
    // The page and the count in one statement, so both read the queue at one moment: read apart, a round that
    // failed between them was counted but not listed. A page past the end is one row of nulls with the count.
    const rows = await this.sql(
      `with matched as (
         select j.id, j.name, j.state, j.retry_count, j.created_on, j.start_after, j.started_on, j.completed_on, j.output
           from ${JOBS_SCHEMA}.job j where ${where})
       select p.*, (select count(*)::int from matched) as total
         from (select) as one
         left join lateral (
           select * from matched order by created_on ${direction}, id ${direction} limit $3 offset $4) p on true`,
      [...values, query.pageSize, (query.page - 1) * query.pageSize],
    );
    return {
      items: rows.filter((row) => row.id !== null).map(jobView),
      total: Number(rows[0]?.total ?? 0),
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  async kinds(): Promise<TAdminJobKinds> {
    const rows = await this.sql(
      `select q.name as kind, j.state::text as state, count(j.id)::int as n
         from ${JOBS_SCHEMA}.queue q left join ${JOBS_SCHEMA}.job j on j.name = q.name
        where ${KINDS}
        group by q.name, j.state
        order by q.name`,
    );
    const kinds = new Map<string, Record<TJobState, number>>();
    for (const row of rows) {
      const kind = String(row.kind);
      const counts =
        kinds.get(kind) ?? (Object.fromEntries(JOB_STATES.map((s) => [s, 0])) as Record<TJobState, number>);
      kinds.set(kind, counts);
      const state = row.state === null ? undefined : STATE_OF[String(row.state)];
      if (state) counts[state] += Number(row.n);
    }
    return { items: [...kinds].map(([kind, counts]) => ({ kind, counts })) };
  }

  /**
   * Puts a failed round back in its queue (pg-boss's retry); answers it as it now is: waiting for its retry, or
   * already taken by a worker. Audited as `job.retried`.
   */
  async retry(kind: string, id: string, actor: AuditActor): Promise<TAdminJob> {
    const find = async () =>
      (
        await this.sql(
          `select id, name, state, retry_count, created_on, start_after, started_on, completed_on, output
             from ${JOBS_SCHEMA}.job where name = $1 and id = $2`,
          [kind, id],
        )
      )[0];
    const row = await find();
    if (!row) throw notFound(M.jobNotFound);
    if (row.state !== 'failed') throw conflict(M.notFailed);
    const error = errorOf('failed', row.output);
    try {
      await this.jobs!.boss.retry(kind, id);
    } catch (err) {
      // The stately queue keeps one round waiting per kind: another is already there.
      if ((err as { code?: string }).code === '23505') throw conflict(M.alreadyWaiting);
      throw err;
    }
    const after = await find();
    if (!after || after.state === 'failed') throw conflict(M.notFailed);
    await recordAudit(this.db, this.now(), actor, {
      action: 'job.retried',
      entityType: 'job',
      entityId: id,
      entityName: kind,
      summary: storedMessage(AUDIT_SUMMARY_TEXT, 'jobRetried', { kind, error: error ?? '' }),
      before: { state: 'failed', error },
      // What the retry made of it; a worker may already have taken it by the time it is read again.
      after: { state: 'retrying' satisfies TJobState },
    });
    return jobView(after);
  }
}
