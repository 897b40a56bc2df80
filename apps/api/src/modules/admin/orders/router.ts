// The admin's registrations: GET /api/admin/orders/summaries and GET /api/admin/orders/{id}.
import { ZAdminOrdersPage, ZAdminOrdersQuery, ZOrder, ZUuidParam } from '@pavilion/domain';
import type { ModuleContext } from '../../../platform/context';
import { DeepPages } from '../../../platform/deep-pages';
import { apiModule } from '../../../platform/route';
import { AdminOrders } from './read-model';

export function adminOrdersModule(ctx: ModuleContext) {
  const { db, now } = ctx;
  const m = apiModule(ctx, { tag: 'Admin: registrations', access: 'admin' });
  const pages = new DeepPages(db);

  m.get(
    '/admin/orders/summaries',
    {
      summary: 'Every paid order (registration), a page at a time',
      description:
        'Newest first by default; sortable by `datetime`, `purchaserEmail`, `eventName`, `numberOfTickets` or `totalPrice` (grouped by currency, then amount). `q` finds a buyer email (contains, any case); `eventId` narrows to one event. Totals are in major units.',
      query: ZAdminOrdersQuery,
      response: ZAdminOrdersPage,
    },
    ({ query }) => new AdminOrders(db, now, pages).list(query),
  );

  m.get(
    '/admin/orders/:id',
    {
      summary: 'Any order with its tickets and the payment details (card masked but the last 4)',
      params: ZUuidParam,
      response: ZOrder,
      errors: { 404: 'No such order' },
    },
    ({ params }) => new AdminOrders(db, now, pages).get(params.id),
  );
  return m;
}
