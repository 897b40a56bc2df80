import {
  LEGAL_DOCUMENTS,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE_DAYS,
  SESSION_TTL_HOURS_DEFAULT,
} from '@pavilion/domain';
import { COMPANY_ADDRESS_LINE, SUPPORT_EMAIL } from '../../../config/contact';
import { h3, p, ul } from './blocks';
import { LEGAL_TEXT } from './legal.messages';
import type { AccordionPage } from './types';
import { marketplacePaths } from '../../../config/paths';

/** How long a sign-in, and so the session cookie, lasts: '7 days'. */
const SESSION_LENGTH =
  SESSION_TTL_HOURS_DEFAULT % 24 === 0
    ? `${SESSION_TTL_HOURS_DEFAULT / 24} days`
    : `${SESSION_TTL_HOURS_DEFAULT} hours`;

/** Privacy and cookies notice (/privacy-and-cookies). */
export const privacyAndCookiesPage: AccordionPage = {
  path: marketplacePaths.privacy,
  get title() {
    return LEGAL_TEXT.privacyTitle;
  },
  // Its version and day are LEGAL_DOCUMENTS' (legal-versions.spec.ts checks the text is theirs).
  updated: LEGAL_DOCUMENTS['privacy-notice'].day,
  intro: [
    p(
      'This notice explains what personal data Pavilion collects when you browse events, create an account or buy tickets, what we do with it, who we share it with and the choices you have. It also explains the two cookies we use.',
    ),
    p(
      'It applies to visitors and attendees using the Pavilion marketplace. Organisers who list events with us (our partners) receive a separate notice as part of their partner agreement.',
    ),
  ],
  sections: [
    {
      id: 'who-we-are',
      title: 'Who we are',
      blocks: [
        p(
          `Pavilion is operated by Pavilion Events Ltd, a company based in London, United Kingdom (${COMPANY_ADDRESS_LINE}). For the personal data described in this notice we are the controller under the UK General Data Protection Regulation (UK GDPR) and the Data Protection Act 2018.`,
        ),
        p(
          'When you book an event, the organiser of that event (the provider) receives the details it needs to run it. The provider then uses those details as a separate controller, under its own privacy notice. See "Sharing your information" below.',
        ),
        p(`You can contact us about anything in this notice at ${SUPPORT_EMAIL}.`),
      ],
    },
    {
      id: 'information-we-collect',
      title: 'Information we collect',
      blocks: [
        h3('Your account'),
        p(
          'When you sign up we collect your first name, surname, email address, password, country and, depending on the form you use, your phone number, date of birth, company, job title and the sectors you work in. We store your password only in hashed form (see "Security").',
        ),
        h3('Your profile'),
        p(
          'If you complete your profile we also hold your address, city, postcode, professional information such as job titles and sectors, and a profile image if you upload one. We record whether your email address has been verified.',
        ),
        h3('Your orders'),
        p(
          'For each order we keep the event, the ticket types and extras you chose, the prices and currency, the date and time of the order, and the buyer’s name and email address.',
        ),
        h3('Attendee details entered by buyers'),
        p(
          'A buyer can book tickets for other people. For each ticket the buyer enters the attendee’s first name, surname, email address, company and job title. If someone booked a ticket for you, this is how we received your details. Buyers must only enter another person’s details with that person’s knowledge.',
        ),
        h3('Payment information'),
        p(
          'Card payments are processed by our payment provider. We never store your full card number or your security code (CVV). We keep only the card brand, the last 4 digits, the expiry date, the cardholder name, the billing address and the payment provider’s reference for the payment, which we need to deal with refunds, queries and fraud checks.',
        ),
        h3('Settings, messages and reviews'),
        p(
          'We keep your notification and contact preferences, the messages and notifications we send to your account, your correspondence with customer support, and any reviews you submit.',
        ),
        h3('Technical information'),
        p(
          'When you use Pavilion our servers record technical information such as your IP address, browser type, the pages you request and the time of each request. We use it to keep the service secure and working.',
        ),
      ],
    },
    {
      id: 'how-we-use-your-information',
      title: 'How we use your information and our legal bases',
      blocks: [
        p('UK GDPR requires us to have a legal basis for each use of your personal data. Ours are:'),
        ul(
          'Contract: to create and run your account, take your order and payment, issue tickets, send them to the attendees, pass bookings to providers, process cancellations and refunds, and provide customer support.',
          'Legitimate interests: to keep Pavilion secure, detect and prevent fraud and fake reviews, enforce our content guidelines and terms, personalise the order of search results using the sectors and country in your profile, and understand how the service is used so we can improve it. We weigh these interests against your rights and you can object to them (see "Your rights").',
          'Consent: to send you marketing emails and our newsletter. You can withdraw consent at any time.',
          'Legal obligation: to keep financial records, respond to lawful requests from authorities and meet our other legal duties.',
        ),
        p(
          'We use your date of birth to confirm that you are at least 18. Review content is checked automatically, but any decision to remove content or suspend an account that has been flagged is made or reviewed by a person.',
        ),
      ],
    },
    {
      id: 'sharing-your-information',
      title: 'Sharing your information',
      blocks: [
        h3('Event organisers'),
        p(
          'When you book an event we share the order and the attendee details for that event with its provider, so that it can admit the attendees, print badges and send practical updates. We share details only for the events you book, not your whole account. Providers must use the details in line with data protection law and their own privacy notice.',
        ),
        h3('Service providers'),
        p(
          'We use carefully chosen suppliers to run Pavilion, including hosting, email delivery and payment processing. They act on our instructions, under contracts that require them to keep your data secure and use it only for the services they provide to us.',
        ),
        h3('Others'),
        p(
          'We may share information with the police, regulators or courts where the law requires it or to prevent fraud, and with professional advisers. If Pavilion is ever sold or merged, your information may pass to the new owner, who must keep to this notice. We do not sell your personal data.',
        ),
      ],
    },
    {
      id: 'emails-and-notifications',
      title: 'Emails and notifications',
      blocks: [
        p(
          'We send transactional emails that are part of the service: email address confirmation, password resets, order receipts, tickets, and important information about events you have booked. The provider of an event you book may also email you updates about it. You cannot switch these off while you have an account or an upcoming booking, because you need them to use the service.',
        ),
        p(
          'We send marketing emails, such as event recommendations and offers, only if you have agreed to receive them, either by turning on marketing emails in your account settings (at /user/settings) or by subscribing to our newsletter. Marketing emails are off by default. You can turn them off in the same settings, or with the unsubscribe link in every marketing email.',
        ),
      ],
    },
    {
      id: 'cookies',
      title: 'Cookies',
      blocks: [
        p('We use two cookies:'),
        ul(
          `The session cookie keeps you signed in after you log in. It is marked httpOnly, so scripts running in the page cannot read it. It lasts as long as your sign-in, ${SESSION_LENGTH} from when you log in, after which you log in again; logging out deletes it at once.`,
          `The language cookie (${LOCALE_COOKIE}) remembers the language you chose, with the language switch or by following a link that names a language, so that the next pages and your next visits show Pavilion in it. It holds only the language's code (such as "de"), is set only when you choose a language, and lasts ${LOCALE_COOKIE_MAX_AGE_DAYS} days from the last time you chose one.`,
        ),
        p(
          'Both are strictly necessary for a service you have asked for: staying signed in, and seeing Pavilion in the language you chose. The law (the Privacy and Electronic Communications Regulations) does not require consent for such cookies, which is why we do not ask for it before setting them. Neither is used to track you or shared with anyone.',
        ),
        p(
          'We do not use advertising cookies, and we do not allow advertising networks or social media trackers to place cookies through Pavilion. If we ever want to use cookies that are not strictly necessary, we will ask for your consent first and update this notice.',
        ),
        p(
          "You can delete cookies in your browser settings. If you delete the session cookie you will be signed out; if you delete the language cookie, Pavilion is shown in your browser's language (or in English) until you choose a language again, or in the language set in your account when you are signed in.",
        ),
        p(
          'Three small things are also kept in your browser\'s own storage, never sent to advertisers: the tickets you choose on an event page, so they are still there when you continue to checkout (session storage, cleared when you close the tab); your answer "Not now" when we offer to save the language you chose in your account, so that we do not offer it again on every page (session storage too); and the date you accepted our customer terms of service (local storage). All are needed for what you asked to do, and you can clear them in your browser settings at any time.',
        ),
      ],
    },
    {
      id: 'how-long-we-keep-your-information',
      title: 'How long we keep your information',
      blocks: [
        p('We keep personal data only for as long as we need it:'),
        ul(
          'Account and profile information: while your account is open. When you close it (see "Closing your account" below) we erase it or replace it with the words "Closed account" at once, except for what we must keep for the reasons below.',
          'Invoices and credit notes: exactly as they were issued, with the name, address and VAT number they were made out to, for six years after the end of the financial year in which they were issued, because tax law requires it. An issued invoice cannot be changed, even when the account is closed.',
          'Orders and payment records: for the same six years, to meet tax and accounting requirements and to deal with any claims. When you close your account they stay without your name, email address or company details: only the event, the tickets, the amounts, the dates and the card brand and last 4 digits remain.',
          'Attendee details entered by buyers: as long as the order. Tickets you bought for colleagues stay theirs when you close your account.',
          'Reviews: while they are shown and for a limited period afterwards, so that we can handle appeals and fraud investigations. Reviews may stop being shown after 36 months.',
          'Customer support correspondence: for as long as needed to resolve your request and any follow-up.',
          'Marketing consent records: for as long as you are subscribed, and for a limited period after you unsubscribe, so that we can show we respected your choice.',
          'Technical logs: for a short period, for security and troubleshooting.',
        ),
      ],
    },
    {
      id: 'your-rights',
      title: 'Your rights',
      blocks: [
        p('Under UK data protection law you have the right to:'),
        ul(
          'access the personal data we hold about you and receive a copy;',
          'have inaccurate data corrected (you can also edit most of your profile yourself);',
          'have your data erased, where we have no lawful reason to keep it;',
          'restrict how we use your data in certain circumstances;',
          'object to our use of your data based on legitimate interests, and to marketing at any time;',
          'receive data you gave us in a portable, machine-readable format;',
          'withdraw consent at any time, without affecting what we did before you withdrew it.',
        ),
        p(
          'You can use the first and the last two yourself, at any time: in your account Settings, "Download my data" gives you a copy of everything we hold about you as a file (JSON, a machine-readable format), with your orders and tickets also as spreadsheets (CSV), and "Close my account" erases your data as described below.',
        ),
        p(
          `To use any of these rights otherwise, email ${SUPPORT_EMAIL} from the address on your account, or write to us at ${COMPANY_ADDRESS_LINE}. We may ask you to confirm your identity. We answer within one month; if a request is complex we may extend this by up to two further months and will tell you why.`,
        ),
        h3('Closing your account'),
        p(
          'You can close your account in Settings, with your password, or ask us to close it for you. When it closes, you are signed out everywhere at once, and your name, email address, phone number, address, date of birth, photo and company details are erased, or replaced by the words "Closed account" wherever they appeared: in your profile, your orders, the tickets you held, the emails we keep copies of, your sign-in history, your saved events, your waiting-list places, your notifications and your newsletter subscription. Your email address becomes free, so you can open a new account with it later.',
        ),
        p(
          'What we keep, and why: invoices and credit notes as issued, and your orders and payment records without your name, for six years after the end of the financial year (tax law); the record of the actions our administrators took on your account (to account for them); and the reviews you published, shown with no name as "Former attendee", as our content guidelines say. If you worked for an organiser, its events and documents stay with the organiser.',
        ),
        p(
          'We cannot close an account while it holds tickets for events still to come or an order waiting for its payment: pass the tickets on to a colleague or cancel them first, so that no one loses a place or a refund by surprise. The only member of an organiser’s account must hand it over to a colleague first.',
        ),
      ],
    },
    {
      id: 'security',
      title: 'Security',
      blocks: [
        p(
          'We protect your information with technical and organisational measures appropriate to the risk. Data travels between your browser and Pavilion over an encrypted connection. Passwords are stored only as a one-way hash, so nobody at Pavilion can read your password. Access to personal data is limited to staff who need it for their work.',
        ),
        p(
          'Your sign-in is held in a session. If you think someone else has access to your account, change your password in your account settings: this ends your other sessions. Then tell customer support.',
        ),
        p('We will never ask for your password or your full card details by email or phone.'),
      ],
    },
    {
      id: 'international-transfers',
      title: 'International transfers',
      blocks: [
        p(
          'Some of our suppliers are based outside the United Kingdom. When we transfer personal data outside the UK, we make sure it is protected: either the destination has been found by the UK to provide adequate protection, or we use safeguards approved under UK law, such as the International Data Transfer Agreement or the UK Addendum to the EU standard contractual clauses.',
        ),
        p(
          'Events on Pavilion take place in many countries. When you book an event run by a provider outside the UK, we send the booking and attendee details to that provider because this is necessary to carry out the booking you asked for.',
        ),
      ],
    },
    {
      id: 'children',
      title: 'Children',
      blocks: [
        p(
          'Pavilion is for adults. You must be at least 18 to create an account or buy tickets, and the events listed are business events for professional audiences. We do not knowingly collect personal data from anyone under 18. If we learn that we have, we will delete it.',
        ),
      ],
    },
    {
      id: 'contact-and-complaints',
      title: 'Contact and complaints',
      blocks: [
        p(
          `If you have a question or a concern about how we use your personal data, please contact us first at ${SUPPORT_EMAIL}, or write to us at ${COMPANY_ADDRESS_LINE}. We will try to resolve it.`,
        ),
        p(
          'You also have the right to complain to the Information Commissioner’s Office (ICO), the UK regulator for data protection, at ico.org.uk.',
        ),
      ],
    },
    {
      id: 'changes-to-this-notice',
      title: 'Changes to this notice',
      blocks: [
        p(
          'We may update this notice when we change how we use personal data or when the law changes. The latest version is always on this page. If a change significantly affects you, we will tell you by email or with a notice on Pavilion before it takes effect.',
        ),
      ],
    },
  ],
};
