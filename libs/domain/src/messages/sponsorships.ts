// What sponsored placement says: the partner's purchase, the administrator's price and early end.
import { SPONSORSHIP_MAX_DAYS, SPONSORSHIP_REASON_MAX } from '../constants';
import { defineMessages } from '../i18n';

export const SPONSORSHIP_MESSAGES = defineMessages('sponsorships', {
  firstDayInvalid: 'First day must be a date (YYYY-MM-DD)',
  lastDayInvalid: 'Last day must be a date (YYYY-MM-DD)',
  lastBeforeFirst: 'The last day must be on or after the first day',
  tooLong: `A sponsorship lasts at most ${SPONSORSHIP_MAX_DAYS} days`,
  firstDayPast: 'The first day must be today ({today}, UTC) or later',
  afterEventEnd: 'The last day must be no later than the event’s last day, {lastDay} (UTC)',
  eventNotPublic: 'Only an approved, published event can be sponsored',
  eventCancelled: 'This event is cancelled; it can no longer be sponsored',
  eventOver: 'This event is over; it can no longer be sponsored',
  overlap: 'This event is already sponsored from {firstDay} to {lastDay}; choose days outside that range',
  noPrice: 'Sponsorship is not on sale yet: the platform has not set a price per day',
  notFound: 'No such sponsorship',
  alreadyEndedEarly: 'This sponsorship has already been ended',
  alreadyOver: 'This sponsorship is already over',
  reasonRequired: `Give a reason for ending the sponsorship (at most ${SPONSORSHIP_REASON_MAX} characters)`,
  /** `max`: SPONSORSHIP_PRICE_MAX, written in the language's digits. */
  pricePerDay: 'Price per day must be more than 0 and at most {max, number}, with at most 2 decimals',
  statusInvalid: 'Status must be one of: all, scheduled, active, ended, endedEarly',
});

/** A sponsorship's status, as lists and filters name it (by TSponsorshipStatus). */
export const SPONSORSHIP_STATUS_LABELS = defineMessages('sponsorships.status', {
  scheduled: 'Scheduled',
  active: 'Active',
  ended: 'Ended',
  endedEarly: 'Ended early',
});
