// Orders: placing, holding seats until payment, expiring holds, the confirmation emails and the order views.
// The public entry: other modules, the app, the seed and the scripts import only what is exported here.
export { openChangeOffers, type OpenChangeOffer } from './change-offers';
export { deliverPaidOrder, deliverTicket } from './emails';
export { holdExpiryWorkerFactory } from './expiry.worker';
export {
  expireDueOrders,
  expireOrderIn,
  expireTransferIn,
  INTERRUPTED_PAYMENT,
  seatLinesOfOrder,
  sellHeldSeats,
} from './holds';
export { AttendeeOrders, OrderViews, type OwnedOrderRow, refundView } from './read-model';
export { ordersModule } from './router';
