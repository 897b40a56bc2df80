// A partner cancelling an event: its orders refunded and its buyers and savers told.
// The public entry: other modules, the app, the seed and the scripts import only what is exported here.
export { eventCancellationModule } from './router';
export { PartnerEventCancellation, refundPaymentOfCancelledEvent } from './service';
