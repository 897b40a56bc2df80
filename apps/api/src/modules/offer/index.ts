// The home page's offer: the one in force for buyers; the console edits it (modules/admin/offer).
// The public entry: other modules, the app, the seed and the scripts import only what is exported here.
export { offerModule } from './router';
export { MarketplaceOffer } from './service';
