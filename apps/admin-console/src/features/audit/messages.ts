// What the audit log page says.
import { defineMessages } from '@pavilion/domain';

export const AUDIT_TEXT = defineMessages('admin.audit', {
  title: 'Audit log',
  intro:
    'Every decision and change made by administrators, with the values before and after. Entries are kept for good: they cannot be changed or removed.',
  action: 'Action',
  allActions: 'All actions',
  entriesOf: 'Entries of {entityType} {entityId}',
  showAll: 'Show all',
  loading: 'Loading the audit log',
  failed: 'The audit log could not be loaded',
  empty: 'No entries',
  pages: 'Audit log pages',
});
