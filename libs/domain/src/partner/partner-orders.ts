// The partner's registrations: GET /api/partner/orders/summaries (paid orders of the partner's
// events), the order detail and the CSV exports.
import { z } from 'zod';
import '../common/zod-messages';
import { ZIsoDate } from '../common/dates';
import { ZIdFromString } from '../common/ids';
import { zListQuery, zPaged } from '../common/list';
import { ZPartnerOrderSummary } from '../checkout/order';
import { EXPORT_MESSAGES, PARTNER_MESSAGES } from '../messages';

export const PARTNER_ORDER_SORTS = ['datetime', 'eventName', 'numberOfTickets', 'totalPrice'] as const;

const dayFilter = ZIsoDate.optional();

/**
 * Newest first by default; filter by event and by the days the orders were paid (UTC calendar
 * days, both included).
 */
export const ZPartnerOrdersQuery = zListQuery({
  sorts: PARTNER_ORDER_SORTS,
  defaultSort: 'datetime',
  defaultDirection: 'desc',
  filters: { eventId: ZIdFromString.optional(), from: dayFilter, to: dayFilter },
}).refine((q) => !q.from || !q.to || q.from <= q.to, { error: () => PARTNER_MESSAGES.rangeReversed, path: ['to'] });
export type TPartnerOrdersQuery = z.output<typeof ZPartnerOrdersQuery>;
export type TPartnerOrdersQueryInput = z.input<typeof ZPartnerOrdersQuery>;

export const ZPartnerOrdersPage = zPaged(ZPartnerOrderSummary);
export type TPartnerOrdersPage = z.output<typeof ZPartnerOrdersPage>;

/** The CSV exports of one event: its paid orders, or one row per attendee (ticket). */
export const CSV_EXPORT_KINDS = ['orders', 'attendees'] as const;
export const ZEventCsvParams = z.object({
  id: ZIdFromString,
  kind: z.enum(CSV_EXPORT_KINDS, { error: () => EXPORT_MESSAGES.kindInvalid }),
});
