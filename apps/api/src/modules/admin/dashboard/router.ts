// GET /api/admin/dashboard: the summary tab's figures and review queues.
import { ZAdminDashboard, ZAdminDashboardQuery, API_PATHS } from '@pavilion/domain';
import type { ModuleContext } from '../../../platform/context';
import { apiModule } from '../../../platform/route';
import { AdminDashboardReader } from './read-model';

export function adminDashboardModule(ctx: ModuleContext) {
  const { db, now } = ctx;
  const m = apiModule(ctx, { tag: 'Admin: dashboard', access: 'admin' });
  m.get(
    API_PATHS.adminDashboard,
    {
      summary: 'The marketplace in figures and the review queues',
      description:
        'Partners and events by status; paid orders and revenue per currency and new sign-ups over `range` (30d by day, 90d by week, 365d by month; UTC); the partners and event versions waiting for review, oldest first (at most 20 each), with the business days waited against the promised 2-3.',
      query: ZAdminDashboardQuery,
      response: ZAdminDashboard,
    },
    ({ query }) => new AdminDashboardReader(db, now).read(query.range),
  );
  return m;
}
