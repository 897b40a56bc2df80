// What the webhooks area says: refusals of the endpoint routes and of their delivery log.
import { defineMessages } from '../i18n';

export const WEBHOOK_MESSAGES = defineMessages('webhooks', {
  urlInvalid: 'Enter the endpoint as a full URL, like https://example.com/pavilion/webhooks',
  urlTooLong: 'An endpoint URL is at most {max, number} characters',
  urlNotHttps: 'The endpoint must use https:// (plain http:// only to this machine while testing)',
  urlCredentials: 'Leave user names and passwords out of the URL: verify deliveries by their signature',
  urlPrivate:
    'This address is on a private, loopback or link-local network, which Pavilion does not send to: use a public address',
  descriptionTooLong: 'A description is at most {max, number} characters',
  eventTypesRequired: 'Choose at least one event type to send to this endpoint',
  eventTypeInvalid: 'Unknown event type: choose from {allowed}',
  tooManyEndpoints: 'A partner has at most {max, number} endpoints: delete one you no longer use first',
  endpointNotFound: 'Not one of your webhook endpoints (or no such endpoint)',
  deliveryNotFound: 'Not a delivery of this endpoint (or no such delivery)',
  /** The owner, or an API key with webhooks:manage: a member's session is not enough. */
  ownerOrKeyNeeded: "Only the partner's owner, or an API key with the scope webhooks:manage, manages webhooks",
  endpointDisabled: 'Enable the endpoint before sending to it',
  statusInvalid: 'The status must be one of: pending, delivered, failed',
});
