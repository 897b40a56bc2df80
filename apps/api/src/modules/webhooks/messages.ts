// What the webhooks' email says: an endpoint Pavilion turned off after a delivery's last attempt failed.
import { defineMessages } from '@pavilion/domain';

export const WEBHOOK_EMAIL_TEXT = defineMessages('email.webhooks', {
  disabledSubject: 'Pavilion stopped sending webhooks to {url}',
  disabledPreview: 'Your endpoint did not accept a delivery for about a day, so we turned it off.',
  disabledHeading: 'Your webhook endpoint is turned off',
  hello: 'Hello {firstName},',
  disabledBody:
    'Pavilion tried to deliver a {eventType} webhook to {url} {attempts, number} times over about a day, and it was never accepted (the last answer: {lastResult}). We have turned the endpoint off so that it stops failing.',
  disabledNext:
    'Once your endpoint answers again, turn it back on under Settings > Developers in the partner portal. Messages written while it was on are sent then; the failed delivery can be sent again from its log.',
  noAnswer: 'no answer',
  openDevelopers: 'Open Settings > Developers',
});
