// What the newsletter's confirmation and unsubscribe pages say.
import { defineMessages } from '@pavilion/domain';

export const NEWSLETTER_PAGE_TEXT = defineMessages('marketplace.newsletter', {
  confirmTitle: 'Confirm your newsletter subscription',
  confirmIntro:
    'Confirm that you want the Pavilion newsletter: once a month, a selection of upcoming corporate events, sent to the address that asked for it.',
  confirm: 'Confirm my subscription',
  confirmedTitle: 'Your subscription is confirmed',
  confirmedBody: 'From next month, the Pavilion newsletter goes to {email}. Every issue has a link to unsubscribe.',
  unsubscribeTitle: 'Unsubscribe from the newsletter',
  unsubscribeIntro: '{email} gets the Pavilion newsletter. Unsubscribe, and it gets no more newsletters.',
  unsubscribe: 'Unsubscribe',
  unsubscribedTitle: 'You are unsubscribed',
  unsubscribedBody:
    '{email} gets no more Pavilion newsletters. You can subscribe again at any time from the footer of any page.',
  loading: 'Loading',
  brokenTitle: 'This link does not work',
  tryAgain: 'Try again',
  seeEvents: 'See upcoming events',
});
