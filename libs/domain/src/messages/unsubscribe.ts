// What the unsubscribe area says.
import { defineMessages } from '../i18n';

export const UNSUBSCRIBE_MESSAGES = defineMessages('unsubscribe', {
  tokenMissing: 'This unsubscribe link is incomplete. Please open the link from the email again.',
  tokenInvalid:
    'This unsubscribe link is not valid: it may have been cut short or changed. Please open the link from the email again, or turn the email off in your settings.',
  formatInvalid: 'format must be html or json',
});
