// What the notification emails say: the partner's instant alert of a registration and the daily digest.
import { defineMessages } from '@pavilion/domain';

export const NOTIFICATION_EMAIL_TEXT = defineMessages('email.notifications', {
  hello: 'Hello {firstName},',
  alertSubject: 'New registration: {event}',
  alertPreview: '{buyer} registered for {event}: {count, plural, one {# ticket} other {# tickets}}, {total}',
  alertHeading: 'New registration for {event}',
  alertBody:
    '{buyer} registered for {event}: {count, plural, one {# ticket} other {# tickets}}, {total} paid on {paidAt}.',
  seeOrder: 'See the order',
  digestSubject: 'Your Pavilion daily summary',
  digestHeading: 'Your daily summary',
  digestSince: 'Here is what happened since {since}.',
  digestRegistrations: 'New registrations for your events: {count, plural, one {# ticket} other {# tickets}}.',
  digestEventLine: '{event}: {count, plural, one {# new ticket} other {# new tickets}}, {revenue} in revenue.',
  digestUpdates: 'Your events: {count, plural, one {# update} other {# updates}}.',
  digestUpdate: '{subject}: {text}',
  openDashboard: 'Open your dashboard',
  seeEvents: 'See your events',
});
