// What the partner's CSV exports say when they refuse a request.
import { defineMessages } from '../i18n';

export const EXPORT_MESSAGES = defineMessages('exports', {
  kindInvalid: 'Export orders or attendees',
});
