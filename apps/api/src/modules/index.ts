// Every API area registers its routes here, under /api.
import type { Router } from 'express';
import type { ModuleContext } from '../platform/context';
import { moduleRouters } from '../platform/module-routers';
import type { ApiModule } from '../platform/route';
import { healthModule } from './health';
import { optionsModule } from './options';
import { filesModule } from './files';
import { eventsModule } from './events';
import { searchModule } from './search';
import { newsletterModule } from './newsletter';
import { authModule } from './auth';
import { accountsModule } from './accounts';
import { personalDataModule } from './personal-data';
import { notificationsModule } from './notifications';
import { favouritesModule } from './favourites';
import { waitingListsModule } from './waiting-lists';
import { devMailboxModule } from './dev-mailbox';
import { ordersModule } from './orders';
import { bankTransferModules, paymentsModule } from './payments';
import { refundsModule } from './refunds';
import { ticketsModule } from './tickets';
import { ticketHoldersModule } from './ticket-holders';
import { calendarModule } from './calendar';
import { invoicesModules } from './invoices';
import { referenceModule } from './reference';
import { partnerAccountModules } from './partner-account';
import { partnerEventsModule } from './partner-events';
import { eventCancellationModule } from './event-cancellation';
import { partnerPoliciesModule } from './partner-policies';
import { partnerOrdersModule } from './partner-orders';
import { damageClaimPhotosModule, damageClaimsModules } from './damage-claims';
import { rankingModule } from './ranking';
import { partnerInsightsModule } from './partner-insights';
import { partnerCommunicationsModule } from './partner-communications';
import { checkInsModule } from './check-ins';
import { apiKeysModule } from './api-keys';
import { widgetModules } from './widget';
import { webhooksModule } from './webhooks';
import { reviewsModules } from './reviews';
import {
  adminAuditModule,
  adminReviewsModule,
  adminDamageClaimsModule,
  adminDashboardModule,
  adminEventsModule,
  adminOptionsModule,
  adminOrdersModule,
  adminRefundsModule,
  adminJobsModule,
  adminFeesModule,
  adminPartnersModule,
  adminPayoutsModule,
  adminPeopleModule,
  adminSponsorshipsModule,
  adminBankTransfersModule,
  adminInvoicesModule,
  adminLegalModule,
  adminOfferModule,
} from './admin';
import { promoCodesModule } from './promo-codes';
import { offerModule } from './offer';
import { financesModule } from './payouts';
import { sponsorshipsModule } from './sponsorships';
import { legalModule } from './legal';
import { supportModule } from './support';

/** The API's modules (each declared with platform/route.ts), in the order they are asked. */
export function apiModules(ctx: ModuleContext): ApiModule[] {
  const modules: ApiModule[] = [
    healthModule(ctx),
    authModule(ctx),
    accountsModule(ctx),
    personalDataModule(ctx),
    notificationsModule(ctx),
    supportModule(ctx),
    favouritesModule(ctx),
    waitingListsModule(ctx),
    devMailboxModule(ctx),
    optionsModule(ctx),
    filesModule(ctx),
    // Before eventsModule, so /events/filtered is never read as an event id.
    searchModule(ctx),
    eventsModule(ctx),
    rankingModule(ctx),
    promoCodesModule(ctx),
    sponsorshipsModule(ctx),
    offerModule(ctx),
    newsletterModule(ctx),
    legalModule(ctx),
    ordersModule(ctx),
    paymentsModule(ctx),
    ...bankTransferModules(ctx),
    refundsModule(ctx),
    ticketsModule(ctx),
    ticketHoldersModule(ctx),
    calendarModule(ctx),
    ...invoicesModules(ctx),
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
    apiKeysModule(ctx),
    ...widgetModules(ctx),
    webhooksModule(ctx),
    ...reviewsModules(ctx),
    adminReviewsModule(ctx),
    financesModule(ctx),
    adminDashboardModule(ctx),
    adminEventsModule(ctx),
    adminPartnersModule(ctx),
    adminPeopleModule(ctx),
    adminOrdersModule(ctx),
    adminRefundsModule(ctx),
    adminJobsModule(ctx),
    adminFeesModule(ctx),
    adminPayoutsModule(ctx),
    adminSponsorshipsModule(ctx),
    adminBankTransfersModule(ctx),
    adminInvoicesModule(ctx),
    adminLegalModule(ctx),
    adminOfferModule(ctx),
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
