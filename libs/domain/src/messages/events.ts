// What the public event reads say when they refuse.
import { defineMessages } from '../i18n';
export const EVENT_MESSAGES = defineMessages('events', {
  notFound: 'Event not found',
});
