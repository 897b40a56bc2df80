// Sponsored placement: partners buy days in which one of their events holds the search's sponsored
// place; administrators set the price per day and end sponsorships.
// The public entry: other modules, the app, the seed and the scripts import only what is exported here.
export { activeSponsoredEventIds } from './active';
export { AdminSponsorships } from './admin';
export { sponsorshipsModule } from './router';
export { PartnerSponsorships, readSponsorshipPrice } from './service';
