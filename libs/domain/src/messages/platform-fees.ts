// What the platform fees area says.
import { defineMessages } from '../i18n';

export const PLATFORM_FEE_MESSAGES = defineMessages('platformFees', {
  percent: 'The percentage must be a number from 0 to 100 with at most 2 decimals',
  fixed: 'The fixed fee must be an amount from 0 to 1000 with at most 2 decimals',
  noPartnerRate: 'This partner has no rate of its own',
  appliesFromInvalid: 'Enter the date and time from which the new rate applies, or leave it blank for now',
  appliesFromPast: 'A new rate cannot apply before now: choose a date from now on, or leave it blank',
  noticeTooShort:
    'This raises what partners pay, so it applies at least {days} days after they are told: choose {earliest} or later',
});
