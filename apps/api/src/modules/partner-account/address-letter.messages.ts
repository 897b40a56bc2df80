// What the address verification letter says (its PDF and its words in the outbox), in the partner's language.
import { defineMessages } from '@pavilion/domain';

export const ADDRESS_LETTER_TEXT = defineMessages('pdf.addressLetter', {
  title: 'Your Pavilion address verification code',
  heading: 'Your address verification code',
  dear: 'Dear {name},',
  why: 'To keep Pavilion safe for buyers, we confirm that every organiser can receive post at the company address it gave us. This letter was sent to that address.',
  codeIs: 'Your verification code is:',
  codeLine: 'Your verification code is: {code}',
  how: 'Sign in to the Pavilion partner portal, open Address verification ({url}) and enter the six digits. The code works until {until}; it stops working after {attempts} wrong entries, when a newer code is requested, or if the company address is changed.',
  unexpected: 'If you did not expect this letter, please tell us at {supportEmail}.',
  regards: 'Kind regards,',
  team: 'The Pavilion partner team',
});
