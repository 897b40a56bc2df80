// What customer support reads of a person's message.
import { defineMessages } from '@pavilion/domain';

export const SUPPORT_EMAIL_TEXT = defineMessages('email.support', {
  subject: '{topic, select, APPEAL {Appeal} other {Question}} from {from}',
  heading: '{topic, select, APPEAL {An appeal of a decision} other {A question}}',
  from: 'From {from} (person {personId}), signed in.',
});
