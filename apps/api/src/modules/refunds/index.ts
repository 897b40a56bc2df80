// Refunds: cancelling orders by the buyer, sending refunds to the gateway and retrying them.
// The public entry: other modules, the app, the seed and the scripts import only what is exported here.
export { cancelOrdersIn } from './cancel.service';
export { CHANGE_OFFER_TEMPLATE, offerFullRefunds, type SignificantChange } from './change-offers';
export { CANCELLATION_TEMPLATE, cancelledTicket, type OrderMail, REFUND_SENT_TEMPLATE } from './emails';
export { EVENT_CANCELLED_EMAIL_TEXT, REFUND_EMAIL_TEXT, REFUND_NOTIFICATION_TEXT } from './messages';
export { orderRefundRoute } from './refund-route';
export { refundsModule } from './router';
export { RefundSender } from './sender';
export { OrderRefunds } from './service';
export { AdminTransferRefunds, BuyerRefundAccount, grantTransferRefunds } from './transfers';
export type { RefundsDeps } from './types';
export { refundWorkerFactory } from './worker';
