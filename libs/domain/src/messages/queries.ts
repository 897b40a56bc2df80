// What the lists' and forms' filters and switches say when they refuse a value (the API's words for
// the values stay as they are), and the admin dashboard's periods.
import { defineMessages } from '../i18n';

export const QUERY_MESSAGES = defineMessages('queries', {
  /** `allowed`: the dashboard's ranges. */
  dashboardRange: 'Range must be one of: {allowed}',
  /** `allowed`: the statuses of the list (reviews, orders). */
  statusOneOf: 'Status must be one of: {allowed}',
  orderWhen: 'when must be upcoming, past or all',
  unread: 'unread must be true or false',
  active: 'active must be true or false',
  keepCardForDamage: 'keepCardForDamage must be true or false',
  fileUnknown: 'Unknown file',
});

/** The admin dashboard's periods (by TDashboardRange). */
export const DASHBOARD_RANGE_LABELS = defineMessages('queries.dashboardRanges', {
  '30d': 'Last 30 days',
  '90d': 'Last 90 days',
  '365d': 'Last 12 months',
});
