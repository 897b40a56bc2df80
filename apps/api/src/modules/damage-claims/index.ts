// Damage claims: a partner's claim on a buyer's card after the event, its photos, charge and refund.
// The public entry: other modules, the app, the seed and the scripts import only what is exported here.
export { DAMAGE_PHOTOS_PREFIX, uploadDamagePhoto } from './photos';
export { adminDamageClaims, claimsOfOrders } from './read-model';
export { damageClaimPhotosModule, damageClaimsModules } from './router';
export { DamageClaims, type DamageDeps } from './service';
export { damageClaimWorkerFactory } from './worker';
