// What the promo codes area says.
import { PROMO_CODE_MAX_LENGTH, PROMO_CODE_MIN_LENGTH, PROMO_USAGE_LIMIT_MAX } from '../constants';
import { defineMessages } from '../i18n';

export const PROMO_MESSAGES = defineMessages('promoCodes', {
  codeRequired: 'Enter a promo code',
  codeFormat: `A promo code is ${PROMO_CODE_MIN_LENGTH} to ${PROMO_CODE_MAX_LENGTH} letters, digits, hyphens or underscores`,
  kindInvalid: 'Choose percentage or fixed amount',
  percentRange: 'Percentage off must be a whole number from 1 to 100',
  amountRange: 'Amount off must be more than 0, in major units (25 or 12.50)',
  valueRequired: 'Enter how much the code takes off',
  usageLimitInvalid: `Usage limit must be a whole number from 1 to ${PROMO_USAGE_LIMIT_MAX}, or blank for no limit`,
  ticketTypesInvalid: 'Ticket types must be a list of ticket type ids of this event (empty for all)',
  endBeforeStart: 'The end must be after the start',
  activeInvalid: 'Active must be true or false',
  // The partner's refusals
  duplicate: 'This event already has the promo code {code} (codes ignore upper and lower case)',
  ticketTypeNotInEvent: 'Every chosen ticket type must belong to this event',
  usageBelowUsed: 'The usage limit cannot be below the {used} uses already counted',
  promoCodeNotFound: 'Not one of your promo codes (or no such promo code)',
  // The buyer's refusals, one per reason
  unknown: 'Promo code {code} does not exist for this event',
  inactive: 'Promo code {code} is no longer active',
  notYetValid: 'Promo code {code} is not valid yet',
  expired: 'Promo code {code} has expired',
  usedUp: 'Promo code {code} has been used up',
  notForTicketTypes: 'Promo code {code} does not apply to the tickets you chose',
});

/** Where a code stands for buyers right now, as the partner's list says it (by TPromoCodeState). */
export const PROMO_CODE_STATE_LABELS = defineMessages('promoCodes.state', {
  active: 'Active',
  off: 'Inactive',
  scheduled: 'Not started',
  ended: 'Ended',
  usedUp: 'Used up',
});
