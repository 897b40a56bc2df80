// The console's routes (one folder per area) and the administrators themselves. The areas it works on
// (orders, refunds, events...) are reached through their own entries, like any other module.
// The public entry: other modules, the app, the seed and the scripts import only what is exported here.
export { ADMIN_CREATE_USAGE, AdminCreateError, createOrPromoteAdmin, parseAdminCreateArgs } from './administrators';
export { adminAuditModule } from './audit/router';
export { adminBankTransfersModule } from './bank-transfers/router';
export { adminDamageClaimsModule } from './damage-claims/router';
export { adminDashboardModule } from './dashboard/router';
export { adminEventsModule } from './events/router';
export { adminFeesModule } from './fees/router';
export { adminInvoicesModule } from './invoices/router';
export { applyDueFeeChanges } from './fees/service';
export { feeChangesWorkerFactory } from './fees/worker';
export { adminJobsModule } from './jobs/router';
export { adminLegalModule } from './legal/router';
export { adminOfferModule } from './offer/router';
export { adminOptionsModule } from './options/router';
export { adminOrdersModule } from './orders/router';
export { adminPartnersModule } from './partners/router';
export { adminPeopleModule } from './people/router';
export { adminPayoutsModule } from './payouts/router';
export { adminRefundsModule } from './refunds/router';
export { adminReviewsModule } from './reviews/router';
export { adminSponsorshipsModule } from './sponsorships/router';
export { AdminReviews } from './reviews/service';
