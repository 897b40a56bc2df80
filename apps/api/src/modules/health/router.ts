// GET /api/health (liveness: the process and its database answer) and GET /api/health/ready
// (readiness: send it requests), for load balancers and the container's checks.
import { ZHealthAnswer, ZReadinessAnswer, API_PATHS } from '@pavilion/domain';
import type { ModuleContext } from '../../platform/context';
import { apiModule } from '../../platform/route';
import { projectionCopyOf } from '../search';
import { registerHealthMetrics } from './metrics';
import { checkHealth } from './service';

export function healthModule(ctx: ModuleContext) {
  const m = apiModule(ctx, { tag: 'Health', access: 'public' });
  const copy = ctx.config.searchInMemory ? projectionCopyOf(ctx.readDb) : null;
  // Not ready while search's copy loads at start (SQL would answer meanwhile, slower than the figures say).
  if (copy) ctx.lifecycle.whileLoading(() => copy.state === 'loading');
  registerHealthMetrics(ctx, copy);

  m.get(
    API_PATHS.health,
    {
      summary: 'Answers ok while the API and its database are up',
      description:
        'Liveness: a process that answers this is alive, even while it starts or stops (readiness is /api/health/ready). `search` says whether event search answers from the API’s copy of the search projection in memory (`memory`), is loading it (`loading`: SQL answers meanwhile) or runs in SQL (`sql`: SEARCH_IN_MEMORY=false, the copy more than SEARCH_MAX_BEHIND_MS behind the primary, failing, or over its memory limit). `searchCopy` says how far behind the primary the copy is (`behindMs`), the bytes it holds (`bytes`) against its limit (`limitBytes`, SEARCH_MEMORY_MB), its rows, the words whose relevance scores it holds (`words`) and of them the common words read before it answered (`commonWords`), and the refreshes that failed in a row (`failures`, each retried with backoff).',
      response: ZHealthAnswer,
    },
    () => checkHealth(ctx.db, copy),
  );

  m.get(
    API_PATHS.healthReady,
    {
      summary: 'Answers ready when this instance should be sent requests',
      description:
        'Readiness, for a load balancer or an orchestrator: 200 `ready`, or 503 with `loading` while search’s copy of the projection loads at start, or `draining` once the instance has begun to stop (it finishes the requests it has, then exits). Reads no database.',
      response: ZReadinessAnswer,
      answers: { 503: 'Not ready: `status` says `loading` (starting) or `draining` (stopping)' },
    },
    ({ res }) => {
      const status = ctx.lifecycle.readiness();
      if (status !== 'ready') res.status(503);
      return { status };
    },
  );
  return m;
}
