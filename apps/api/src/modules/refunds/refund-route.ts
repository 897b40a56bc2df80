import {
  amountDecimalsMessage,
  NOT_FOUND,
  REFUND_MESSAGES as RM,
  ZOrder,
  ZOrderIdParams,
  ZRefundOrderBody,
} from '@pavilion/domain';

/**
 * The contract of a refund of an order by its seller or by support (POST .../orders/{orderId}/refund),
 * both answered by OrderRefunds.cancel: the body, the order answered and the refusals it gives.
 */
export const orderRefundRoute = () => ({
  params: ZOrderIdParams,
  body: ZRefundOrderBody,
  response: ZOrder,
  errors: {
    400: `${RM.reasonRequired}; ${RM.amountInvalid}; ${amountDecimalsMessage('USD')}; ${RM.ticketsNotInOrder}`,
    404: NOT_FOUND.order,
    409: `${RM.orderNotPaid}; ${RM.ticketsAlreadyCancelled({ count: 2 })}; ${RM.amountTooHigh({ max: '$12.50' })}; ${RM.nothingToRefund}`,
  },
});
