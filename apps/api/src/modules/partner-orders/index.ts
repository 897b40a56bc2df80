// The orders of a partner's events as the partner reads them.
// The public entry: other modules, the app, the seed and the scripts import only what is exported here.
export { PartnerOrders } from './read-model';
export { partnerOrdersModule } from './router';
