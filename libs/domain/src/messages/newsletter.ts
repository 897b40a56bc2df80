// What the newsletter's links and their pages say when a link cannot be used.
import { defineMessages } from '../i18n';

export const NEWSLETTER_MESSAGES = defineMessages('newsletter', {
  tokenMissing: 'This link is incomplete. Please open the link from the email again.',
  tokenInvalid:
    'This link is not valid: it may have been cut short or changed. Please open the link from the email again.',
  formatInvalid: 'format must be html or json',
});
