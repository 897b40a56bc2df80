// What the audit log's filters say when they refuse a value.
import { defineMessages } from '../i18n';

export const AUDIT_MESSAGES = defineMessages('audit', {
  /** `allowed`: the entity types, the API's words. */
  entityType: 'Entity type must be one of: {allowed}',
  /** `allowed`: the actions, the API's words. */
  action: 'Action must be one of: {allowed}',
  entityId: 'Entity id must be at most 64 characters',
});
