// GET /api/health: for load balancers and the container's health check.
import { ZHealthAnswer, API_PATHS } from '@pavilion/domain';
import type { ModuleContext } from '../../platform/context';
import { apiModule } from '../../platform/route';
import { checkHealth } from './service';

export function healthModule(ctx: ModuleContext) {
  const m = apiModule(ctx, { tag: 'Health', access: 'public' });
  m.get(
    API_PATHS.health,
    { summary: 'Answers ok while the API and its database are up', response: ZHealthAnswer },
    () => checkHealth(ctx.db),
  );
  return m;
}
