// The admin's registrations (GET /api/admin/orders/summaries): every paid order of every event.
import { z } from 'zod';
import '../common/zod-messages';
import { ADMIN_ORDERS_DEFAULT_SORT, ORDER_SUMMARY_SORT_COLUMNS } from '../constants';
import { ZIsoDateTime } from '../common/dates';
import { ZId, ZIdFromString, ZUuid } from '../common/ids';
import { zListQuery, zPaged } from '../common/list';
import { ZCurrencyCode, ZMajorAmount } from '../money';

/**
 * Sortable by every column of the table, newest first by default; q finds a buyer's email or an
 * event's name (contains, any case); eventId narrows to one event.
 */
export const ZAdminOrdersQuery = zListQuery({
  sorts: ORDER_SUMMARY_SORT_COLUMNS,
  defaultSort: ADMIN_ORDERS_DEFAULT_SORT.criteria,
  defaultDirection: ADMIN_ORDERS_DEFAULT_SORT.direction,
  filters: { eventId: ZIdFromString.optional() },
});
export type TAdminOrdersQuery = z.output<typeof ZAdminOrdersQuery>;
export type TAdminOrdersQueryInput = z.input<typeof ZAdminOrdersQuery>;

/** One row of the registrations table. */
export const ZAdminOrderSummary = z.object({
  id: ZUuid,
  datetime: ZIsoDateTime,
  purchaserEmail: z.string(),
  eventId: ZId,
  eventName: z.string(),
  numberOfTickets: z.number().int().nonnegative(),
  /** In major units of `currency` (295.5 for $295.50). */
  totalPrice: ZMajorAmount,
  currency: ZCurrencyCode,
});
export type TAdminOrderSummary = z.infer<typeof ZAdminOrderSummary>;

export const ZAdminOrdersPage = zPaged(ZAdminOrderSummary);
export type TAdminOrdersPage = z.infer<typeof ZAdminOrdersPage>;
