import { COMPANY_ADDRESS_LINE, SUPPORT_EMAIL } from '../../../config/contact';
import type { AboutPage } from './types';

/**
 * About us. The leadership names and biographies are invented placeholders,
 * to be replaced with the real team before launch.
 */
export const aboutPage: AboutPage = {
  slug: 'about-us',
  title: 'About Pavilion',
  tagline: 'Transforming corporate events by bringing every organiser, every venue and every attendee into one place.',
  intro:
    'Pavilion is a marketplace for corporate events. Conferences, trade shows and exhibitions from organisers all over the world sit side by side, so you can search them together, compare tickets and book in a few minutes. Organisers get a vetted shop window and the tools to fill their rooms with the right people.',
  stats: [
    { value: '50K+', label: 'Events hosted' },
    { value: '100K+', label: 'Corporate clients' },
    { value: '1M+', label: 'Attendees' },
    { value: '20+', label: 'Countries' },
  ],
  mission: {
    title: 'Our mission',
    text: 'Business events are where deals start, careers move and industries meet, yet finding the right one still means hunting across dozens of organiser websites. Our mission is to make every corporate event easy to find, straightforward to book and worth the trip, and to give the organisers behind those events the reach, insight and payment tools they need to grow.',
  },
  values: {
    title: 'What we stand for',
    items: [
      {
        title: 'Excellence',
        text: 'We hold ourselves to the standard our customers set for their own events: accurate listings, a booking flow that works first time and support that answers the question you actually asked.',
      },
      {
        title: 'Partnership',
        text: 'Organisers are our partners, not our inventory. We vet them carefully, pay them promptly after each event and build our product around what helps them deliver a better event for their attendees.',
      },
      {
        title: 'Transparency',
        text: 'We explain how search results are ordered, how review scores are calculated and how we earn our money, so that nobody has to guess.',
      },
      {
        title: 'Trust',
        text: 'Every partner is checked before listing, reviews come only from people who attended, and payment details are handled so that we never hold your full card number.',
      },
    ],
  },
  leadership: {
    title: 'Our leadership',
    intro: 'A small team with long experience of running, selling and attending business events.',
    people: [
      {
        name: 'Imogen Fairweather',
        position: 'Chief Executive Officer',
        bio: 'Imogen spent fifteen years producing international trade shows before founding Pavilion to fix the problem she saw at every one of them: the right buyers never heard about the event in time. She leads the company strategy and its partnerships with organisers.',
      },
      {
        name: 'Tobias Rennick-Shaw',
        position: 'Chief Operating Officer',
        bio: 'Tobias runs partner vetting, customer support and payouts. Before Pavilion he managed delegate services for large professional conferences, and he still believes the best measure of an event is how smoothly people get through the door.',
      },
      {
        name: 'Priya Castellane',
        position: 'Chief Technology Officer',
        bio: 'Priya leads product and engineering. She has built search and payment systems for online marketplaces and cares most about two things: results that are relevant and honest, and customer data that is kept safe.',
      },
    ],
  },
  contact: {
    title: 'Get in touch',
    text: 'Questions about an event, a booking or listing your own events? Our support team is happy to help.',
    ctaLabel: 'Contact Us',
    email: SUPPORT_EMAIL,
    address: COMPANY_ADDRESS_LINE,
  },
};
