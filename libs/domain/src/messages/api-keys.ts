// What the API keys area says: refusals of the key routes and of requests made with a key.
import { defineMessages } from '../i18n';

export const API_KEY_MESSAGES = defineMessages('apiKeys', {
  nameRequired: 'Give the key a name, so you know which system uses it',
  nameTooLong: 'A key name is at most {max, number} characters',
  scopesRequired:
    'Choose at least one scope: events:read, orders:read, attendees:read, check-ins:write, webhooks:manage',
  scopeInvalid: 'Unknown scope: choose from events:read, orders:read, attendees:read, check-ins:write, webhooks:manage',
  expiresAtInvalid: 'The expiry must be an ISO date and time with its offset, like 2027-06-30T00:00:00Z',
  expiresInPast: 'The expiry must be in the future',
  tooManyKeys: 'A partner has at most {max, number} active keys: revoke one you no longer use first',
  keyNotFound: 'Not one of your API keys (or no such key)',
  /** A request whose bearer token looks like a key but is unknown, revoked or expired. */
  keyInvalid: 'This API key is not valid: it is unknown, revoked or expired',
  /** A key sent to a route that keys cannot call at all. */
  routeNotForKeys: 'An API key cannot call this operation: sign in to the partner portal to do this',
  /** A key without the scope the route needs; `scope` is the scope's name. */
  scopeMissing: 'This API key lacks the scope {scope}: create a key with it to call this operation',
  rateLimited: 'This API key made too many requests. Please try again in {wait}.',
});
