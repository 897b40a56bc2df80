// The API's own refusals (who may do what, a route that does not exist, an upload it cannot read),
// read in the request's language when the refusal is made.
import { defineMessages } from '@pavilion/domain';

export const API_TEXT = defineMessages('api.platform', {
  notFound: 'Not found',
  forbidden: 'You do not have access to this',
  noSuchRoute: 'No such API route',
  badRequest: 'Bad request',
  internal: 'Something went wrong on our side. Please try again.',
  notFromApps: 'This request must come from the Pavilion apps',
  attendeeNeeded: 'An attendee account is needed for this',
  partnerNeeded: 'A partner account is needed for this',
  ownerNeeded: 'Only the account owner can do this',
  adminNeeded: 'An administrator account is needed for this',
  uploadOne:
    "Send one {noun, select, photo {photo} document {document} logo {logo} other {image}} in the ''{field}'' field",
  uploadUnreadable: 'The upload could not be read. Please try again.',
  metricsNotFound: 'Not found: metrics are served to the internal network, or with the operator token',
});

/** The short page of a redirect between the apps' hosts (for a client that shows it instead of following). */
export const HOSTS_TEXT = defineMessages('api.hosts', {
  movedTo: 'This page is at {link}.',
});
