// The routes of the partner's events, policies, registrations and damage claims, insights, communications and help,
// each page its own chunk.
import type { RouteObject } from 'react-router';
import './partner.css';

/** Sections inside the dashboard's layout (/partner/dashboard/...). */
export const partnerEventSections: RouteObject[] = [
  {
    path: 'events',
    lazy: async () => ({ Component: (await import('../features/events/events-list-page')).EventsListPage }),
  },
  {
    path: 'registrations',
    lazy: async () => ({ Component: (await import('../features/registrations/registrations-page')).RegistrationsPage }),
  },
  {
    path: 'damage-claims',
    lazy: async () => ({ Component: (await import('../features/registrations/damage-claims-page')).DamageClaimsPage }),
  },
  {
    path: 'communications',
    lazy: async () => ({
      Component: (await import('../features/communications/communications-page')).CommunicationsPage,
    }),
  },
  {
    path: 'cancellation-policies',
    lazy: async () => ({ Component: (await import('../features/policies/policies-page')).PoliciesPage }),
  },
  {
    path: 'insights',
    lazy: async () => ({ Component: (await import('../features/insights/insights-page')).InsightsPage }),
  },
  {
    path: 'help-centre',
    lazy: async () => ({ Component: (await import('../features/help/help-centre-page')).HelpCentrePage }),
  },
];

/** Pages of their own (/partner/...). */
export const partnerEventPages: RouteObject[] = [
  {
    path: 'add-event',
    lazy: async () => ({ Component: (await import('../features/event-form/event-form-pages')).AddEventPage }),
  },
  {
    path: 'event-details/:id/edit',
    lazy: async () => ({ Component: (await import('../features/event-form/event-form-pages')).EditEventPage }),
  },
  {
    path: 'edit-event/:id/files',
    lazy: async () => ({ Component: (await import('../features/event-files/event-files-page')).EventFilesPage }),
  },
  {
    path: 'event-details/:id/promo-codes',
    lazy: async () => ({ Component: (await import('../features/promo-codes/promo-codes-page')).PromoCodesPage }),
  },
  {
    path: 'event-details/:id/sponsorship',
    lazy: async () => ({ Component: (await import('../features/sponsorship/sponsorship-page')).SponsorshipPage }),
  },
  {
    path: 'event-details/:id/check-in',
    lazy: async () => ({ Component: (await import('../features/check-in/check-in-page')).CheckInPage }),
  },
  {
    path: 'event-details/:id/reviews',
    lazy: async () => ({ Component: (await import('../features/reviews/event-reviews-page')).EventReviewsPage }),
  },
  {
    path: 'event-details/:id',
    lazy: async () => ({ Component: (await import('../features/event-details/event-details-page')).EventDetailsPage }),
  },
  {
    path: 'cancellation-policy-details/:id',
    lazy: async () => ({ Component: (await import('../features/policies/policy-details-page')).PolicyDetailsPage }),
  },
  {
    path: 'order-details/:id',
    lazy: async () => ({ Component: (await import('../features/registrations/order-details-page')).OrderDetailsPage }),
  },
];
