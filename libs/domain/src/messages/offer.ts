// What the offer area says.
import { OFFER_HEADLINE_MAX } from '../constants';
import { defineMessages } from '../i18n';

export const OFFER_MESSAGES = defineMessages('offer', {
  percentageRange: 'Percentage must be a whole number from 1 to 90',
  headlineRequired: `Headline is required (at most ${OFFER_HEADLINE_MAX} characters)`,
  /** A translation of the headline, missing or too long. */
  headlineInRequired: `{language, select, es {The Spanish headline} fr {The French headline} other {The German headline}} is required (at most ${OFFER_HEADLINE_MAX} characters)`,
  activeInvalid: 'Active must be true or false',
});
