// What Settings > Developers says: the partner's API keys.
import { defineMessages } from '@pavilion/domain';

export const DEVELOPERS_TEXT = defineMessages('partner.developers', {
  tab: 'Developers',
  intro:
    'API keys let your own systems (a CRM, a badge printer, a door scanner) read your events, orders and attendees and check tickets in, through the Pavilion API. Send a key as "Authorization: Bearer" followed by the key. Each key can do only what its scopes allow, for your company only.',
  ownerOnly: 'Only the account owner can manage API keys.',
  loading: 'Loading your API keys',
  failed: 'Your API keys could not be loaded',
  none: 'No API keys yet.',
  listLabel: 'API keys',
  keyPages: 'Pages of API keys',
  createTitle: 'Create an API key',
  notCreated: 'The API key was not created',
  createButton: 'Create key',
  creating: 'Creating...',
  name: 'Key name',
  nameHint: 'Which system uses it, for example "Badge printer"',
  scopes: 'Scopes',
  scopeLabel:
    '{kind, select, events_read {Read events} orders_read {Read orders} attendees_read {Read attendees and check-in counts} check_ins_write {Check tickets in and undo check-ins} other {Manage webhooks}} ({scope})',
  expiry: 'Expires',
  expiryChoice: '{choice, select, never {Never} days30 {In 30 days} days90 {In 90 days} other {In a year}}',
  status: '{status, select, active {Active} expired {Expired} other {Revoked}}',
  created: 'Created {when}',
  createdBy: 'Created {when} by {by}',
  /** A key's line: the first characters of its secret, then its scopes. */
  keyLine: '{prefix}… · {scopes}',
  dates: '{created} · {expiry}',
  expires: 'expires {when}',
  neverExpires: 'never expires',
  lastUsed: 'Last used {when} from {address}',
  neverUsed: 'Not used yet',
  revoke: 'Revoke<hidden> {name}</hidden>',
  secretTitle: 'Your new key "{name}"',
  secretOnce:
    'Copy it now and keep it somewhere safe: it will not be shown again. Pavilion keeps only a fingerprint of it.',
  secretLabel: 'The new API key',
  secretSaved: 'I have copied the key',
});
