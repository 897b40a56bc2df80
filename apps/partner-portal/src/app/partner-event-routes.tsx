// The routes of the partner's events, policies, registrations and damage claims, insights, communications and help,
// each page its own chunk.
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import './partner.css';

/** A route whose page is loaded (a chunk of its own) when it is first visited. */
const page = (path: string, load: () => Promise<ComponentType>): RouteObject => ({
  path,
  lazy: async () => ({ Component: await load() }),
});

/** Sections inside the dashboard's layout (/partner/dashboard/...). */
export const partnerEventSections: RouteObject[] = [
  page('events', async () => (await import('../features/events/events-list-page')).EventsListPage),
  page('registrations', async () => (await import('../features/registrations/registrations-page')).RegistrationsPage),
  page('damage-claims', async () => (await import('../features/registrations/damage-claims-page')).DamageClaimsPage),
  page(
    'communications',
    async () => (await import('../features/communications/communications-page')).CommunicationsPage,
  ),
  page('cancellation-policies', async () => (await import('../features/policies/policies-page')).PoliciesPage),
  page('insights', async () => (await import('../features/insights/insights-page')).InsightsPage),
  page('help-centre', async () => (await import('../features/help/help-centre-page')).HelpCentrePage),
];

/** Pages of their own (/partner/...). */
export const partnerEventPages: RouteObject[] = [
  page('add-event', async () => (await import('../features/event-form/event-form-pages')).AddEventPage),
  page('event-details/:id/edit', async () => (await import('../features/event-form/event-form-pages')).EditEventPage),
  page('edit-event/:id/files', async () => (await import('../features/event-files/event-files-page')).EventFilesPage),
  page(
    'event-details/:id/promo-codes',
    async () => (await import('../features/promo-codes/promo-codes-page')).PromoCodesPage,
  ),
  page(
    'event-details/:id/sponsorship',
    async () => (await import('../features/sponsorship/sponsorship-page')).SponsorshipPage,
  ),
  page('event-details/:id/check-in', async () => (await import('../features/check-in/check-in-page')).CheckInPage),
  page(
    'event-details/:id/reviews',
    async () => (await import('../features/reviews/event-reviews-page')).EventReviewsPage,
  ),
  page(
    'event-details/:id',
    async () => (await import('../features/event-details/event-details-page')).EventDetailsPage,
  ),
  page(
    'cancellation-policy-details/:id',
    async () => (await import('../features/policies/policy-details-page')).PolicyDetailsPage,
  ),
  page(
    'order-details/:id',
    async () => (await import('../features/registrations/order-details-page')).OrderDetailsPage,
  ),
];
