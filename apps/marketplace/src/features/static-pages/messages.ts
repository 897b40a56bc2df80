// What the static pages say around their content: the legal pages' frame, How We Work's contents, the
// customer terms' acceptance and the organisers' welcome page.
import { defineMessages } from '@pavilion/domain';

export const STATIC_TEXT = defineMessages('marketplace.staticPages', {
  // The legal pages
  englishBinding:
    'This page is shown in English, its binding version. Only the English text of these terms and notices applies.',
  lastUpdated: 'Last updated {date}',
  readyToConfirm: 'Ready to confirm? <link>Accept the customer terms of service</link>.',
  // How We Work
  onThisPage: 'On this page',
  // Accepting the customer terms
  acceptTitle: 'Accept the customer terms of service',
  termsTitle: 'Customer terms of service',
  readTerms:
    'Before you continue, please read our <link>customer terms of service</link> (last updated {date}). They explain your contract with the event organiser, payments, cancellations and refunds.',
  termsAccepted: 'Terms accepted',
  acceptedOn: 'You accepted these terms on {date}.',
  acceptedOnBrowse: 'You accepted these terms on {date}. <link>Browse events</link>',
  agree: 'I have read and agree',
  continue: 'Continue',
  // The organisers' welcome page
  partnerDocumentTitle: 'List your event',
  partnerTitle: 'List your events on Pavilion',
  partnerTagline: 'Sell more tickets to the right corporate audience, with less work.',
  becomePartner: 'Become a partner',
  whyTitle: 'Why organisers choose Pavilion',
  reachTitle: 'Global reach',
  reachText:
    'Your conference or trade show sits beside events from organisers all over the world, in front of corporate buyers who search by sector, location, dates and audience.',
  analyticsTitle: 'Analytics',
  analyticsText:
    'See how your events perform: views, registrations, ticket sales and revenue per event, so you know what works and where to put your effort.',
  marketingTitle: 'Automated marketing',
  marketingText:
    'Approved events appear in search, on the home page and in our newsletters, and every attendee gets their confirmation and tickets by email without you lifting a finger.',
  managementTitle: 'Easy management',
  managementText:
    'Create events, ticket types, agendas, optional extras and cancellation policies in one dashboard, and see every order and attendee as they come in.',
  plansTitle: 'Plans and payouts',
  plansFrom: 'Plans from',
  perMonth: '{price}/month',
  payoutsAfter: 'Payouts after your event',
  businessDays: '{days} business days',
  applicationReview: 'Application review',
  howTitle: 'How it works',
  stepApply: '<strong>Apply.</strong> Tell us about your organisation and the events you run.',
  stepVetted:
    '<strong>Get vetted.</strong> We review every application within {days} business days and confirm your email and agreement.',
  stepList:
    '<strong>List your events.</strong> Each event is checked before it goes live, so buyers can trust what they book.',
  stepPaid: '<strong>Get paid.</strong> Ticket revenue is paid out {days} business days after each event.',
  ctaTitle: 'Ready to reach more attendees?',
  ctaText: 'Apply in a few minutes. Already a partner? <link>Log in</link> to your dashboard.',
  applyPartner: 'Apply to become a partner',
});

/** The key of a static pages message with tags, read through richMessage. */
export const staticKey = (name: keyof typeof STATIC_TEXT) => `marketplace.staticPages.${name}`;
