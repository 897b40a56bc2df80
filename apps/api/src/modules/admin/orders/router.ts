// The admin's registrations: GET /api/admin/orders/summaries and GET /api/admin/orders/{id}.
import { ZAdminOrdersPage, ZAdminOrdersQuery, ZOrder, ZUuidParam, API_PATHS, NOT_FOUND } from '@pavilion/domain';
import type { ModuleContext } from '../../../platform/context';
import { DeepPages } from '../../../platform/deep-pages';
import { apiModule } from '../../../platform/route';
import { OrderRefunds, orderRefundRoute } from '../../refunds';
import { AdminOrders } from './read-model';

export function adminOrdersModule(ctx: ModuleContext) {
  const { db, now, logger, config, paymentGateway } = ctx;
  const m = apiModule(ctx, { tag: 'Admin: registrations', access: 'admin' });
  const pages = new DeepPages(db);
  const refundDeps = { db, gateway: paymentGateway, now, logger, config };

  m.post(
    API_PATHS.adminOrderRefund,
    {
      summary: 'Refunds any order (support), cancelling its tickets, with a reason in the audit log',
      description:
        "Body `{ amount?, reason, ticketIds? }`, as the partner's refund: cancels the named tickets (all still valid when none are named), refunds `amount` (major units; by default what the policies give back today) up to what remains refundable. Written to the audit log (`order.refund`) in the same transaction, with the administrator, the reason and the amounts.",
      ...orderRefundRoute(),
    },
    ({ auth, params, body }) => new OrderRefunds(refundDeps, { kind: 'admin', auth }).cancel(params.orderId, body),
  );

  m.get(
    API_PATHS.adminOrderSummaries,
    {
      summary: 'Every paid order (registration), a page at a time',
      description:
        'Newest first by default; sortable by `datetime`, `purchaserEmail`, `eventName`, `numberOfTickets` or `totalPrice` (grouped by currency, then amount). `q` finds a buyer email (contains, any case); `eventId` narrows to one event. Totals are in major units.',
      query: ZAdminOrdersQuery,
      response: ZAdminOrdersPage,
    },
    ({ query }) => new AdminOrders(db, now, pages, config.listExactTotalUpTo).list(query),
  );

  m.get(
    API_PATHS.adminOrder,
    {
      summary: 'Any order with its tickets and the payment details (card masked but the last 4)',
      params: ZUuidParam,
      response: ZOrder,
      errors: { 404: NOT_FOUND.order },
    },
    ({ params }) => new AdminOrders(db, now, pages, config.listExactTotalUpTo).get(params.id),
  );
  return m;
}
