// GET /api/partner/orders/summaries, GET /api/partner/orders/{id}, and the CSV exports of an event's
// orders and attendees (GET /api/partner/events/{id}/orders.csv, /attendees.csv).
import { z } from 'zod';
import {
  ZEventCsvParams,
  ZOrder,
  ZPartnerOrdersPage,
  ZPartnerOrdersQuery,
  ZUuidParam,
  API_PATHS,
  NOT_FOUND,
} from '@pavilion/domain';
import type { ModuleContext } from '../../platform/context';
import { apiModule } from '../../platform/route';
import { OrderRefunds, orderRefundRoute } from '../refunds';
import { PartnerOrders } from './read-model';

export function partnerOrdersModule(ctx: ModuleContext) {
  const { db, now, logger, config, paymentGateway } = ctx;
  const m = apiModule(ctx, { tag: 'Partner registrations', access: 'partner' });
  const orders = (partnerId: number | null) => new PartnerOrders(db, partnerId!, config.listExactTotalUpTo);
  const refundDeps = { db, gateway: paymentGateway, now, logger, config };

  m.post(
    API_PATHS.partnerOrderRefund,
    {
      summary: 'Cancels tickets of an order of your events and refunds the buyer',
      description:
        "Body `{ amount?, reason, ticketIds? }`. Cancels the named tickets (every ticket still valid when none are named: the whole order) and refunds `amount` in major units of the order's currency; by default what the cancellation policy periods the tickets were ordered under give back today for the tickets cancelled. Any amount up to what remains refundable on the order (what it paid less every refund already asked for); on an order already cancelled, a further refund without cancelling. The buyer gets the cancellation and refund emails; the refund goes through the payment gateway as for a buyer's cancellation.",
      ...orderRefundRoute(),
    },
    ({ auth, params, body }) =>
      new OrderRefunds(refundDeps, { kind: 'partner', partnerId: auth.partnerId!, personId: auth.personId }).cancel(
        params.orderId,
        body,
      ),
  );

  m.get(
    API_PATHS.partnerOrderSummaries,
    {
      scope: 'orders:read',
      summary: "Paid orders of the partner's events, newest first",
      description:
        'The list pattern: sort by `datetime` (when paid), `eventName`, `numberOfTickets` or `totalPrice`; filter by `eventId` and by the UTC days `from`/`to` the orders were paid; `q` finds buyers by the start of their email. Totals in major units.',
      query: ZPartnerOrdersQuery,
      response: ZPartnerOrdersPage,
    },
    ({ auth, query }) => orders(auth.partnerId).summaries(query),
  );

  m.get(
    API_PATHS.partnerOrder,
    {
      scope: 'orders:read',
      summary: "One order of the partner's events: the registration and the payment, card masked",
      params: ZUuidParam,
      response: ZOrder,
      errors: { 404: NOT_FOUND.order },
    },
    ({ auth, params }) => orders(auth.partnerId).detail(params.id, now()),
  );

  m.get(
    API_PATHS.partnerEventCsv,
    {
      summary: "The event's paid orders, or its attendees (one row per ticket), as CSV",
      description:
        'Streamed a thousand rows at a time. Cells that a spreadsheet would read as a formula start with an apostrophe.',
      params: ZEventCsvParams.extend({ kind: z.enum(['orders', 'attendees']) }),
      produces: 'text/csv',
      errors: { 404: NOT_FOUND.event },
    },
    async ({ auth, params, res }) => {
      const read = orders(auth.partnerId);
      const name = await read.eventName(params.id);
      const file = `${
        name
          .replace(/[^\w-]+/g, '-')
          .replace(/^-+|-+$/g, '')
          .slice(0, 60) || 'event'
      }-${params.kind}.csv`;
      res.setHeader('Content-Type', 'text/csv; charset=utf-8');
      res.setHeader('Content-Disposition', `attachment; filename="${file}"`);
      res.setHeader('Cache-Control', 'no-store');
      try {
        await read.writeCsv(params.id, params.kind, res);
      } catch (err) {
        // Headers are gone: the download ends early rather than answering an error.
        logger.error({ err, eventId: params.id }, 'CSV export failed');
        res.destroy(err as Error);
      }
    },
  );
  return m;
}
