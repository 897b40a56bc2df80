// What the newsletter's emails and its API answers say, in the reader's language.
import { defineMessages } from '@pavilion/domain';

export const NEWSLETTER_EMAIL_TEXT = defineMessages('email.newsletter', {
  confirmSubject: 'Please confirm your Pavilion newsletter subscription',
  confirmPreview: 'One click and the monthly newsletter of upcoming events is yours.',
  confirmHeading: 'Confirm your subscription',
  confirmBody:
    'Someone, we hope you, asked for the Pavilion newsletter to be sent to this address: once a month, a selection of upcoming corporate events.',
  confirmAction: 'Confirm my subscription',
  confirmIgnore:
    'If you did not ask for it, ignore this email: without your confirmation, we will not send you the newsletter.',
  subject: 'Upcoming events on Pavilion: {month}',
  preview: 'Our selection of upcoming corporate events for {month}.',
  heading: 'Upcoming events for {month}',
  intro: 'Here is our selection of upcoming events on Pavilion this month.',
  introPersonal: 'Here is our selection of upcoming events on Pavilion this month, chosen with your profile in mind.',
  eventLine:
    '{priced, select, yes {{name}: {dates}, {place}. Tickets from {price}.} other {{name}: {dates}, {place}.}}',
  eventOnline: 'online',
  eventLink: 'View the event',
  allEvents: 'See all events',
  whySubscriber: 'You get this email because you subscribed to the Pavilion newsletter.',
  whyAccount: 'You get this email because Marketing emails is on in your Pavilion settings.',
  unsubscribe: 'Unsubscribe',
});

export const NEWSLETTER_API_TEXT = defineMessages('api.newsletter', {
  gone: 'This subscription no longer exists, so this address gets no newsletter.',
  // The form's rate limits (limits.ts); `wait`: how long, in words (waitInWords).
  subscriptionsFromNetwork: 'Too many subscriptions from your network. Please try again in {wait}.',
  subscriptionsFromAccount: 'Too many subscriptions from this account. Please try again in {wait}.',
});
