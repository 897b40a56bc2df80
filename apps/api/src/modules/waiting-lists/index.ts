// Waiting lists of sold-out ticket types: places, offers of seats that come back, their expiry.
// The public entry: other modules, the app, the seed and the scripts import only what is exported here.
export { waitingListsModule } from './router';
export { offerExpiryWorkerFactory } from './worker';
export {
  closeWaitingListsOf,
  expireDueOffers,
  offerSeatsBack,
  openOfferOf,
  releaseOfferedSeats,
  takeOffer,
  CLOSED_TEMPLATE,
  OFFER_TEMPLATE,
  type OfferLinks,
  type SeatsBack,
} from './seats';
export { AttendeeWaitingLists } from './service';
