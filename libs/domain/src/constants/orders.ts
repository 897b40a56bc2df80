// Order statuses and the order tables' sorting.

/**
 * An order is pending from creation until paid; unpaid past HOLD_MINUTES it expires. One the buyer
 * chose to pay by bank transfer is awaiting_payment until its transfer is recorded (paid) or its due day
 * passes (expired).
 */
export const ORDER_STATUSES = ['pending', 'paid', 'expired', 'cancelled', 'awaiting_payment'] as const;
export type TOrderStatus = (typeof ORDER_STATUSES)[number];
export const ORDER_SUMMARY_SORT_COLUMNS = [
  'datetime',
  'purchaserEmail',
  'eventName',
  'numberOfTickets',
  'totalPrice',
] as const;
export type TOrderSummarySortColumn = (typeof ORDER_SUMMARY_SORT_COLUMNS)[number];
/** The admin registrations table starts newest first. */
export const ADMIN_ORDERS_DEFAULT_SORT = { criteria: 'datetime', direction: 'desc' } as const;
