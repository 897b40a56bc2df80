// Promo codes: their management and their pricing at checkout.
// The public entry: other modules, the app, the seed and the scripts import only what is exported here.
export { priceWithPromoCode, takePromoUse } from './pricing';
export { promoCodesModule } from './router';
export { givePromoUseBack, type PromoCodeRow } from './service';
