// What a partner's owner reads when its platform fee changes, in their language (platform-fee-change).
import { defineMessages } from '@pavilion/domain';

export const FEE_EMAIL_TEXT = defineMessages('email.platformFee', {
  rate: '{percent, number} % + {fixed, number, ::.00} per paid ticket',
  subjectLater: 'Your platform fee changes on {day}',
  subjectNow: 'Your platform fee has changed',
  preview: 'Pavilion’s commission on your tickets: {rate}',
  hello: 'Hello {firstName},',
  later:
    'From {day}, Pavilion’s commission on each paid ticket of your events is {rate}. Until then it stays {current}.',
  now: 'From now on, Pavilion’s commission on each paid ticket of your events is {rate} (it was {current}).',
  kept: 'Sales made before the change keep the fee of their day. Your Finances page shows your rate and the next one.',
  action: 'Open Finances',
  why: 'You get this email because you own a partner account on Pavilion: the partner agreement promises {days} days’ notice of a higher fee.',
});
