import type { CsvColumn } from '../../platform/csv';

/**
 * The ticket holder's columns of an attendee export (the partner's attendees of an event, the
 * check-in list): every export names the person on a ticket with the same headers, in this order.
 * A record gives them under these keys.
 */
export const TICKET_HOLDER_CSV_COLUMNS: readonly CsvColumn[] = [
  { key: 'firstName', header: 'First name' },
  { key: 'surname', header: 'Surname' },
  { key: 'email', header: 'Email' },
  { key: 'company', header: 'Company' },
  { key: 'jobTitle', header: 'Job title' },
];
