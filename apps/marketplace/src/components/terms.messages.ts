// What the customer terms' box says on the sign-up forms and at checkout, and the ask after a change.
import { defineMessages } from '@pavilion/domain';

export const TERMS_TEXT = defineMessages('marketplace.terms', {
  acceptTerms: 'I have read and agree to the <link>customer terms of service</link> (version of {day})',
  confirmAdult: 'I am 18 or over',
  askTitle: 'Our customer terms of service have changed',
  askBody:
    'A new version applies from {day}. Please read it and confirm that you agree; you can keep browsing meanwhile, and we ask again before you order.',
  accept: 'Accept',
  accepting: 'Accepting...',
});

/** A message's key, for richMessage (the namespace above). */
export const termsKey = (name: keyof typeof TERMS_TEXT) => `marketplace.terms.${name}`;
