// GET /api/health: for load balancers and the container's health check.
import { ZHealthAnswer, API_PATHS } from '@pavilion/domain';
import type { ModuleContext } from '../../platform/context';
import { apiModule } from '../../platform/route';
import { projectionCopyOf } from '../search';
import { checkHealth } from './service';

export function healthModule(ctx: ModuleContext) {
  const m = apiModule(ctx, { tag: 'Health', access: 'public' });
  m.get(
    API_PATHS.health,
    {
      summary: 'Answers ok while the API and its database are up',
      description:
        '`search` says whether event search answers from the API’s copy of the search projection in memory (`memory`), is loading it (`loading`: SQL answers meanwhile) or runs in SQL (`sql`: SEARCH_IN_MEMORY=false, the copy more than SEARCH_MAX_BEHIND_MS behind the primary, failing, or over its memory limit). `searchCopy` says how far behind the primary the copy is (`behindMs`), the bytes it holds (`bytes`) against its limit (`limitBytes`, SEARCH_MEMORY_MB), its rows and the refreshes that failed in a row (`failures`, each retried with backoff).',
      response: ZHealthAnswer,
    },
    () => checkHealth(ctx.db, ctx.config.searchInMemory ? projectionCopyOf(ctx.readDb) : null),
  );
  return m;
}
