// Who may open which marketplace routes: layout routes of the page kit's RoleRoute, used by the
// router (and by page tests, so they see the same guard).
import { paths } from '@pavilion/features-shell';
import { RoleRoute } from '@pavilion/features-page-kit';

/** The attendee area: a visitor signs in first (?next=), a partner or administrator is told. */
export const attendeeArea = <RoleRoute role="attendee" />;

/**
 * The attendee details step of checkout: a visitor signs in or registers at the auth step with the
 * same ticket choice; a partner or administrator learns that tickets are bought from an attendee
 * account and may switch (the notice brings them back here).
 */
export const attendeeCheckout = (
  <RoleRoute
    role="attendee"
    visitorTo={({ params, search }) => `${paths.ticketPurchaseAuth(params.id ?? '')}${search}`}
    otherRoleTo={({ path }) => `${paths.needAttendeeLogin}?next=${encodeURIComponent(path)}`}
  />
);
