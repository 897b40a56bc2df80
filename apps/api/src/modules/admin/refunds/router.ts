// Support's view of refunds: GET /api/admin/refunds lists the refunds waiting to be paid back
// (requested, or failed and being retried by the refund worker), with their order, buyer, event and
// partner and the payment provider's words, or any other state.
import { ZAdminRefundPage, ZAdminRefundsQuery, API_PATHS } from '@pavilion/domain';
import type { ModuleContext } from '../../../platform/context';
import { apiModule } from '../../../platform/route';
import { adminRefunds } from './read-model';

export function adminRefundsModule(ctx: ModuleContext) {
  const { db } = ctx;
  const m = apiModule(ctx, { tag: 'Admin: refunds', access: 'admin' });
  m.get(
    API_PATHS.adminRefunds,
    {
      summary: 'Refunds waiting to be paid back, or in any state',
      description:
        '`status`: `waiting` (requested or failed, not yet paid back; the default, oldest first), `failed` (the refund worker tries again at `nextAttemptAt` with the same idempotency key), `requested`, `refunded` or `all`. Each refund names its order, buyer, event and partner, its attempts and the payment provider’s words for the last failure. Amounts in major units.',
      query: ZAdminRefundsQuery,
      response: ZAdminRefundPage,
    },
    ({ query }) => adminRefunds(db, query),
  );
  return m;
}
