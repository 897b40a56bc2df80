// What the About us page says (the leaders' names are not translated).
import { defineMessages } from '@pavilion/domain';

export const ABOUT_TEXT = defineMessages('marketplace.staticPages.about', {
  title: 'About Pavilion',
  tagline: 'Transforming corporate events by bringing every organiser, every venue and every attendee into one place.',
  intro:
    'Pavilion is a marketplace for corporate events. Conferences, trade shows and exhibitions from organisers all over the world sit side by side, so you can search them together, compare tickets and book in a few minutes. Organisers get a vetted shop window and the tools to fill their rooms with the right people.',
  statValue: '{value, number, ::compact-short}+',
  statEvents: 'Events hosted',
  statClients: 'Corporate clients',
  statAttendees: 'Attendees',
  statCountries: 'Countries',
  missionTitle: 'Our mission',
  missionText:
    'Business events are where deals start, careers move and industries meet, yet finding the right one still means hunting across dozens of organiser websites. Our mission is to make every corporate event easy to find, straightforward to book and worth the trip, and to give the organisers behind those events the reach, insight and payment tools they need to grow.',
  valuesTitle: 'What we stand for',
  excellence: 'Excellence',
  excellenceText:
    'We hold ourselves to the standard our customers set for their own events: accurate listings, a booking flow that works first time and support that answers the question you actually asked.',
  partnership: 'Partnership',
  partnershipText:
    'Organisers are our partners, not our inventory. We vet them carefully, pay them promptly after each event and build our product around what helps them deliver a better event for their attendees.',
  transparency: 'Transparency',
  transparencyText:
    'We explain how search results are ordered, how review scores are calculated and how we earn our money, so that nobody has to guess.',
  trust: 'Trust',
  trustText:
    'Every partner is checked before listing, reviews come only from people who attended, and payment details are handled so that we never hold your full card number.',
  leadershipTitle: 'Our leadership',
  leadershipIntro: 'A small team with long experience of running, selling and attending business events.',
  ceo: 'Chief Executive Officer',
  ceoBio:
    'Imogen spent fifteen years producing international trade shows before founding Pavilion to fix the problem she saw at every one of them: the right buyers never heard about the event in time. She leads the company strategy and its partnerships with organisers.',
  coo: 'Chief Operating Officer',
  cooBio:
    'Tobias runs partner vetting, customer support and payouts. Before Pavilion he managed delegate services for large professional conferences, and he still believes the best measure of an event is how smoothly people get through the door.',
  cto: 'Chief Technology Officer',
  ctoBio:
    'Priya leads product and engineering. She has built search and payment systems for online marketplaces and cares most about two things: results that are relevant and honest, and customer data that is kept safe.',
  contactTitle: 'Get in touch',
  contactText: 'Questions about an event, a booking or listing your own events? Our support team is happy to help.',
  contactCta: 'Contact Us',
  // The page around the content
  inNumbers: 'Pavilion in numbers',
  contactLine: '{address}. Email <link>{email}</link>.',
  mailSubject: 'Question for Pavilion',
});

/** The key of an About message with tags, read through richMessage. */
export const aboutKey = (name: keyof typeof ABOUT_TEXT) => `marketplace.staticPages.about.${name}`;
