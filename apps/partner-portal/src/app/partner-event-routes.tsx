// The routes of the partner's events, policies, registrations and damage claims, insights, communications and help,
// each page its own chunk.
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { partnerPaths as paths } from '../config/paths';
import './partner.css';

/** A route at a table's path whose page is loaded (a chunk of its own) when it is first visited. */
const page = (path: string, load: () => Promise<ComponentType>): RouteObject => ({
  path,
  lazy: async () => ({ Component: await load() }),
});

/** Sections inside the dashboard's layout (/partner/dashboard/...). */
export const partnerEventSections: RouteObject[] = [
  page(paths.dashboardEvents, async () => (await import('../features/events/events-list-page')).EventsListPage),
  page(
    paths.dashboardRegistrations,
    async () => (await import('../features/registrations/registrations-page')).RegistrationsPage,
  ),
  page(
    paths.dashboardDamageClaims,
    async () => (await import('../features/registrations/damage-claims-page')).DamageClaimsPage,
  ),
  page(
    paths.dashboardCommunications,
    async () => (await import('../features/communications/communications-page')).CommunicationsPage,
  ),
  page(
    paths.dashboardCancellationPolicies,
    async () => (await import('../features/policies/policies-page')).PoliciesPage,
  ),
  page(paths.dashboardInsights, async () => (await import('../features/insights/insights-page')).InsightsPage),
  page(paths.dashboardHelpCentre, async () => (await import('../features/help/help-centre-page')).HelpCentrePage),
];

/** Pages of their own (/partner/...). */
export const partnerEventPages: RouteObject[] = [
  page(paths.addEvent, async () => (await import('../features/event-form/event-form-pages')).AddEventPage),
  page(paths.eventEdit(':id'), async () => (await import('../features/event-form/event-form-pages')).EditEventPage),
  page(paths.eventFiles(':id'), async () => (await import('../features/event-files/event-files-page')).EventFilesPage),
  page(
    paths.eventPromoCodes(':id'),
    async () => (await import('../features/promo-codes/promo-codes-page')).PromoCodesPage,
  ),
  page(
    paths.eventSponsorship(':id'),
    async () => (await import('../features/sponsorship/sponsorship-page')).SponsorshipPage,
  ),
  page(paths.eventCheckIn(':id'), async () => (await import('../features/check-in/check-in-page')).CheckInPage),
  page(
    paths.eventReviews(':id'),
    async () => (await import('../features/reviews/event-reviews-page')).EventReviewsPage,
  ),
  page(
    paths.eventDetails(':id'),
    async () => (await import('../features/event-details/event-details-page')).EventDetailsPage,
  ),
  page(
    paths.policyDetails(':id'),
    async () => (await import('../features/policies/policy-details-page')).PolicyDetailsPage,
  ),
  page(
    paths.orderDetails(':id'),
    async () => (await import('../features/registrations/order-details-page')).OrderDetailsPage,
  ),
];
