// The console's view of the background work: GET /api/admin/jobs (rounds by kind and state),
// GET /api/admin/jobs/kinds (counts per kind) and POST /api/admin/jobs/:kind/:id/retry (audited).
import {
  API_PATHS,
  JOB_MESSAGES as M,
  ZAdminJob,
  ZAdminJobKinds,
  ZAdminJobPage,
  ZAdminJobParams,
  ZAdminJobsQuery,
} from '@pavilion/domain';
import type { ModuleContext } from '../../../platform/context';
import { actorOf } from '../../../platform/audit';
import { apiModule } from '../../../platform/route';
import { AdminJobs } from './read-model';

export function adminJobsModule(ctx: ModuleContext) {
  const jobs = new AdminJobs(ctx.db, ctx.jobs, ctx.now);
  const m = apiModule(ctx, { tag: 'Admin: background work', access: 'admin' });

  m.get(
    API_PATHS.adminJobs,
    {
      summary: 'Rounds of background work by kind and state',
      description:
        'Newest first (`direction=asc` for oldest). `kind`: one kind (`outbox`, `hold-expiry`...; see `jobs/kinds`). `state`: `queued`, `retrying` (failed, waiting for its retry after a backoff), `running`, `completed` (kept an hour), `failed` (after its retries, kept a week, with its error) or `all` (the default).',
      query: ZAdminJobsQuery,
      response: ZAdminJobPage,
      errors: { 503: M.notRunning },
    },
    ({ query }) => jobs.list(query),
  );

  m.get(
    API_PATHS.adminJobKinds,
    {
      summary: 'Each kind of background work with its rounds counted by state',
      description: 'Every kind a worker declared, by name; `completed` counts the last hour.',
      response: ZAdminJobKinds,
      errors: { 503: M.notRunning },
    },
    () => jobs.kinds(),
  );

  m.post(
    API_PATHS.adminJobRetry,
    {
      summary: 'Retries a failed round',
      description:
        'Puts a failed round back in its queue: a worker runs it again (with one more retry allowed). Audited as `job.retried` with the error it had failed with. 409 when the round is not failed, or another round of its kind is already waiting (it does the same work).',
      params: ZAdminJobParams,
      response: ZAdminJob,
      errors: { 404: M.jobNotFound, 409: `${M.notFailed}; ${M.alreadyWaiting}`, 503: M.notRunning },
    },
    ({ params, auth }) => jobs.retry(params.kind, params.id, actorOf(auth)),
  );
  return m;
}
