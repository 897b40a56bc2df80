// Every API area registers its routes here, under /api.
import type { Router } from 'express';
import type { ModuleContext } from '../platform/context';
import { moduleRouters } from '../platform/module-routers';
import type { ApiModule } from '../platform/route';
import { healthModule } from './health/router';
import { optionsModule } from './options/router';
import { filesModule } from './files/router';
import { eventsModule } from './events/router';
import { searchModule } from './search/router';
import { newsletterModule } from './newsletter/router';
import { authModule } from './auth/router';
import { accountsModule } from './accounts/router';
import { notificationsModule } from './notifications/router';
import { favouritesModule } from './favourites/router';
import { devMailboxModule } from './dev-mailbox/router';
import { ordersModule } from './orders/router';
import { paymentsModule } from './payments/router';
import { refundsModule } from './refunds/router';
import { ticketsModule } from './tickets/router';
import { referenceModule } from './reference/router';
import { partnerAccountModules } from './partner-account/router';
import { partnerEventsModule } from './partner-events/router';
import { eventCancellationModule } from './event-cancellation/router';
import { partnerPoliciesModule } from './partner-policies/router';
import { partnerOrdersModule } from './partner-orders/router';
import { damageClaimPhotosModule, damageClaimsModules } from './damage-claims/router';
import { partnerInsightsModule } from './partner-insights/router';
import { partnerCommunicationsModule } from './partner-communications/router';
import { checkInsModule } from './check-ins/router';
import { reviewsModules } from './reviews/router';
import { adminAuditModule } from './admin/audit/router';
import { adminReviewsModule } from './admin/reviews/router';
import { adminDamageClaimsModule } from './admin/damage-claims/router';
import { adminDashboardModule } from './admin/dashboard/router';
import { adminEventsModule } from './admin/events/router';
import { adminOptionsModule } from './admin/options/router';
import { adminOrdersModule } from './admin/orders/router';
import { adminRefundsModule } from './admin/refunds/router';
import { adminFeesModule } from './admin/fees/router';
import { adminPartnersModule } from './admin/partners/router';
import { promoCodesModule } from './promo-codes/router';
import { offerModule } from './offer/router';
import { financesModule } from './payouts/router';
import { adminPayoutsModule } from './admin/payouts/router';

/** The API's modules (each declared with platform/route.ts), in the order they are asked. */
export function apiModules(ctx: ModuleContext): ApiModule[] {
  const modules: ApiModule[] = [
    healthModule(ctx),
    authModule(ctx),
    accountsModule(ctx),
    notificationsModule(ctx),
    favouritesModule(ctx),
    devMailboxModule(ctx),
    optionsModule(ctx),
    filesModule(ctx),
    // Before eventsModule, so /events/filtered is never read as an event id.
    searchModule(ctx),
    eventsModule(ctx),
    promoCodesModule(ctx),
    offerModule(ctx),
    newsletterModule(ctx),
    ordersModule(ctx),
    paymentsModule(ctx),
    refundsModule(ctx),
    ticketsModule(ctx),
    ...partnerAccountModules(ctx),
    partnerEventsModule(ctx),
    eventCancellationModule(ctx),
    partnerPoliciesModule(ctx),
    partnerOrdersModule(ctx),
    ...damageClaimsModules(ctx),
    adminDamageClaimsModule(ctx),
    damageClaimPhotosModule(ctx),
    partnerInsightsModule(ctx),
    partnerCommunicationsModule(ctx),
    checkInsModule(ctx),
    ...reviewsModules(ctx),
    adminReviewsModule(ctx),
    financesModule(ctx),
    adminDashboardModule(ctx),
    adminEventsModule(ctx),
    adminPartnersModule(ctx),
    adminOrdersModule(ctx),
    adminRefundsModule(ctx),
    adminFeesModule(ctx),
    adminPayoutsModule(ctx),
    adminOptionsModule(ctx),
    adminAuditModule(ctx),
  ];
  modules.push(referenceModule(ctx, () => modules));
  return modules;
}

export function registerModules(api: Router, ctx: ModuleContext) {
  // Each request is handed only to the routers answering its first path segment, in this order.
  api.use(moduleRouters(apiModules(ctx).map((m) => m.router)));
}
