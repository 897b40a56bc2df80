import {
  ATTENDEE_CHANGE_CUTOFF_HOURS_DEFAULT,
  BANK_TRANSFER_DUE_DAYS,
  BANK_TRANSFER_UNTIL_DAYS_DEFAULT,
  LANGUAGES,
  LEGAL_DOCUMENTS,
  NAMING_REMINDERS,
  NO_REFUND_TERMS,
} from '@pavilion/domain';
import { COMPANY_ADDRESS_LINE, SUPPORT_EMAIL } from '../../../config/contact';
import { h3, p, ul } from './blocks';
import { LEGAL_TEXT } from './legal.messages';
import type { AccordionPage } from './types';
import { marketplacePaths } from '../../../config/paths';

// The terms bind in English (docs/decisions/0258-the-legal-pages-keep-their-english-text-which-is.md): the
// numbers and lists below are written from the constants the product runs on, in English whatever the
// reader's language.

/** 168 -> '7 days', 24 -> '1 day', 30 -> '30 hours'. */
function hoursText(hours: number): string {
  if (hours % 24 !== 0) return `${hours} hours`;
  const days = hours / 24;
  return days === 1 ? '1 day' : `${days} days`;
}

/** 'English, Spanish, French and German': the languages the product speaks, in English. */
const LANGUAGE_LIST = new Intl.ListFormat('en-GB', { type: 'conjunction' }).format(
  LANGUAGES.map((code) => new Intl.DisplayNames(['en'], { type: 'language' }).of(code) ?? code),
);

/** When the buyer is reminded of Tickets not named yet: '7 days and again 1 day'. */
const NAMING_REMINDER_TIMES = NAMING_REMINDERS.map((r) => hoursText(r.beforeStartHours)).join(' and again ');

/**
 * Customer terms of service (/customer-terms-of-service).
 * Section order is fixed: A1-A18, B1-B7, then Request to register, Damage
 * policy, How we work and Dictionary. content.spec.ts checks it.
 */
export const customerTermsPage: AccordionPage = {
  path: marketplacePaths.customerTerms,
  get title() {
    return LEGAL_TEXT.customerTermsTitle;
  },
  // The version buyers and partners accept is LEGAL_DOCUMENTS' (legal-versions.spec.ts checks the text is its).
  updated: LEGAL_DOCUMENTS['customer-terms'].day,
  intro: [
    p(
      `These terms apply whenever you use Pavilion to find corporate events, register for them or buy tickets. Pavilion is operated by Pavilion Events Ltd (${COMPANY_ADDRESS_LINE}), referred to as "Pavilion", "we", "us" and "our". Please read these terms before you place an order; you will be asked to confirm that you have read and agree to them.`,
    ),
    p(
      'Part A sets out the general terms for using Pavilion. Part B covers the events themselves. The final sections deal with requests to register, our damage policy, where to find out how we work, and a dictionary of the words that have a capital letter in these terms.',
    ),
  ],
  sections: [
    {
      id: 'a1',
      title: 'A1 Scope of our service',
      blocks: [
        p(
          'Pavilion is an online marketplace for corporate events such as conferences, trade shows and exhibitions. Through the Platform you can search Events listed by many different Providers, compare Ticket types and prices, buy Tickets for yourself and for colleagues, and manage your Registrations from your Account.',
        ),
        p(
          "These terms govern your use of the Platform and every Order you place through it. When you make a Registration you also accept the Provider's own terms for the Event and the cancellation policy of the Ticket type you chose, both of which are shown to you before you pay. These terms cover your relationship with us; the Provider's terms cover the Event itself.",
        ),
        p(
          'You must be at least 18 to hold an Account and place Orders. Organisers who list Events on Pavilion (Partners) do so under a separate partner agreement, not under these terms.',
        ),
      ],
    },
    {
      id: 'a2',
      title: 'A2 Our role',
      blocks: [
        p(
          'We are an intermediary. We publish the information Providers give us about their Events, take your Order and payment, and pass your Registration to the Provider. We do not organise, own or run the Events listed on Pavilion.',
        ),
        p(
          'When your Registration is confirmed, you enter into a contract directly with the Provider of the Event. We are not a party to that contract. The Provider is responsible for delivering the Event as described and for what happens at it.',
        ),
        p(
          'We collect payment on behalf of the Provider and pay it on to the Provider after the Event, less our commission. When you pay us for a Registration, you have paid the Provider for it.',
        ),
        p(
          'Every Partner is vetted before it can list Events, and our administrators check Events before they are published. Even so, we cannot verify everything a Provider tells us. If you think a listing is wrong or misleading, please tell customer support.',
        ),
      ],
    },
    {
      id: 'a3',
      title: 'A3 Prices',
      blocks: [
        p(
          'Providers set the prices of their Tickets and Extras. The total shown in the order summary before you pay is the price of each Ticket multiplied by the number of Tickets, plus any paid Extras you chose. We do not add a booking or service fee on top.',
        ),
        p(
          'Some prices are rounded for display, for example on search result cards or in the order summary. The amount you are charged is the exact price of the Tickets and Extras you selected, as shown on the Event page.',
        ),
        p(
          'We and the Providers work to keep prices accurate, but mistakes can happen. An obvious misprint, one that you could reasonably be expected to recognise as a mistake (such as a three-day conference pass listed at 1.00), is not binding. If that happens we will tell you as soon as possible and either offer you the Registration at the correct price or cancel it and refund you in full.',
        ),
      ],
    },
    {
      id: 'a4',
      title: 'A4 Pay In Your Own Currency',
      blocks: [
        p(
          'Each Event is priced in a currency chosen by its Provider, for example pounds sterling, US dollars or euros. Where we offer Pay In Your Own Currency, you can choose to pay in the currency of your card instead. Before you pay we show you the exchange rate and the exact amount you will be charged in your currency.',
        ),
        p(
          'If you are entitled to a refund of a payment made with Pay In Your Own Currency, we refund the exact amount we charged you, in the currency you paid, whatever has happened to exchange rates in the meantime. A partial refund is the same proportion of the amount charged.',
        ),
        p(
          'Your bank or card issuer may charge its own fees for payments in a foreign currency. Those fees are set by your bank; neither we nor the Provider can refund them.',
        ),
      ],
    },
    {
      id: 'a5',
      title: 'A5 Payment',
      blocks: [
        p(
          'You pay for your Order on the Platform when you place it, by payment card or, where the Event offers it, by bank transfer against an invoice. Your Registration is confirmed only once the payment has gone through. Card payments are processed by our payment provider, and we never store your full card number or security code (CVV).',
        ),
        p(
          `The Provider decides whether an Event can be paid by bank transfer, and until how many days before it starts (${BANK_TRANSFER_UNTIL_DAYS_DEFAULT} unless the Provider sets otherwise); the payment step shows the option while it is available. If you choose it, we email you the invoice at once, with our bank account and a payment reference to quote. Your places are held for ${BANK_TRANSFER_DUE_DAYS} days, and never beyond the start of the Event; the invoice is due by then. Your Registration is confirmed, and your Tickets are sent, once your transfer has been recorded. If no transfer has been recorded by the due day, or the Event is cancelled first, the Order is cancelled, its places are released and a credit note cancels the invoice.`,
        ),
        p(
          'For each card payment we keep a limited record (card brand, last four digits, expiry date, cardholder name, billing address and the payment provider’s reference) so that we can handle refunds and queries. We store a card as a payment method for future Orders only if you give your consent, and you can ask us to remove it at any time.',
        ),
        p(
          'If a payment is declined, the Order is not confirmed. If we have good reason to suspect fraud or unauthorised use of a card, we may cancel the Order; any amount taken is then refunded to the card it came from.',
        ),
      ],
    },
    {
      id: 'a6',
      title: 'A6 Registrations and tickets',
      blocks: [
        p(
          'You can buy one or more Tickets in a single Order, for yourself and for other people. For each Ticket you enter the details of the Attendee, or leave the Ticket to be named later (see B6); the first set is filled in from your profile. You must have permission from anyone whose details you enter, and you are responsible for making sure the details are correct.',
        ),
        p(
          `After payment you will see a confirmation page and receive a receipt by email. Each named Attendee is emailed their Ticket as soon as the payment has gone through (for a bank transfer, once it has been recorded), with its QR code, a PDF ticket and a calendar entry for the Event. A Ticket left to be named later is emailed to its Attendee when it is named; until all are named, we remind you ${NAMING_REMINDER_TIMES} before the Event. All your Registrations and Tickets are also listed under Registrations and Events in your Account.`,
        ),
        p(
          'A Ticket admits the named Attendee to the parts of the Event that its Ticket type and any selected Extras cover. You may not resell Tickets, or offer them as prizes or promotions, unless the Provider allows it.',
        ),
        p(
          'Partner accounts cannot be used to buy Tickets. Anyone at a Partner who wants to attend an Event needs an attendee Account.',
        ),
      ],
    },
    {
      id: 'a7',
      title: 'A7 Cancellation and refunds',
      blocks: [
        p(
          `A Ticket type may have a cancellation policy set by the Provider; its terms are shown in words on the Event page and again before you pay. The policy says how much is refunded, depending on how far ahead of the Event you cancel; for example, a full refund up to 30 days before the Event, a partial refund until 15 days before and nothing after that. A Ticket type without a cancellation policy gives no refund, and the Event page says so: "${NO_REFUND_TERMS}". The Free cancellation search filter finds Events with at least one Ticket type whose policy gives a full refund until at least the day before the Event.`,
        ),
        p(
          'You can cancel your Tickets yourself under Registrations and Events in your Account until the Event starts, also when no refund is due (your place is then freed for someone else); after that, contact customer support and quote your Registration number. We confirm the cancellation and any refund due under the cancellation policy that applied when you booked.',
        ),
        p(
          'Refunds go back to the payment method you used. In 90% of cases we process the refund within 5 working days of the cancellation being confirmed; your bank may then take a few more days to show it on your statement.',
        ),
        p(
          'A cancellation policy does not limit your rights if the Provider cancels or significantly changes the Event (see B2 and B3) or if the Event is overbooked (see A8), nor any other rights you have by law.',
        ),
      ],
    },
    {
      id: 'a8',
      title: 'A8 Overbooking',
      blocks: [
        p(
          'Providers are responsible for not selling more Tickets than their Event can hold. If an Event turns out to be overbooked and your place cannot be honoured, we will tell you as soon as we find out.',
        ),
        p(
          "You can then cancel your Registration free of charge, whatever the Ticket's cancellation policy says, and receive a full refund. If the Provider offers an alternative, such as a different session, another date or a virtual place, you may accept it, but you do not have to.",
        ),
        p(
          'If you are turned away at the door because of overbooking, contact customer support as soon as you can so that we can arrange your refund with the Provider.',
        ),
      ],
    },
    {
      id: 'a9',
      title: 'A9 Your account',
      blocks: [
        p(
          'To buy Tickets you need an Account. You must be at least 18, give accurate information and keep it up to date. We ask you to confirm your email address, and your profile shows whether it has been verified.',
        ),
        p(
          'Keep your password secure and do not share your Account. You are responsible for what happens in your Account unless someone used it without your permission and you had taken reasonable care. If you think someone else has access to your Account, change your password straight away, which ends your other sessions, and tell customer support.',
        ),
        p(
          'You can close your Account at any time in your Account settings, or by contacting customer support. While it holds Tickets for Events still to come, or an Order waiting for its payment, it cannot be closed: pass the Tickets on to someone else or cancel them first (any cancellation follows the relevant cancellation policy). We may suspend or close an Account that breaks these terms or the Content Guidelines, as described in A14.',
        ),
      ],
    },
    {
      id: 'a10',
      title: 'A10 Reviews',
      blocks: [
        p(
          'After attending an Event you booked through Pavilion, you may be invited to review it. Reviews must follow our Content Guidelines, published at /content-guidelines, which explain who can review, what a review may contain, how we check reviews and what happens when the rules are broken.',
        ),
        p(
          'By submitting a review you confirm that it describes your own genuine experience. You keep ownership of it, and you give us a non-exclusive, royalty-free, worldwide licence to publish, display and reproduce it on the Platform and in material promoting Pavilion, for as long as we show it.',
        ),
        p(
          'We do not remove reviews because they are negative, and Providers cannot pay to change or hide reviews. Providers may publish a reply.',
        ),
      ],
    },
    {
      id: 'a11',
      title: 'A11 Communication',
      blocks: [
        p(
          'When you place an Order, we and the Provider will contact you about it: your receipt, your Tickets, changes to the Event and practical information before it starts. These messages are part of the service. To make sure updates from the Provider reach you, add its email address to your contacts.',
        ),
        p(
          'We may also send messages and notifications to your Account. Messages sent by a Provider are the Provider’s responsibility.',
        ),
        p(
          'We send you marketing emails only if you have agreed to receive them, by turning on marketing emails in your settings or subscribing to our newsletter. You can change your mind at any time in your settings or with the unsubscribe link in each marketing email.',
        ),
        p(
          `You can reach customer support at ${SUPPORT_EMAIL}. Pavilion is available in ${LANGUAGE_LIST}: the Platform is shown in the language you choose, we write our emails to you in the language set in your Account settings, and customer support contacts you in the contact language you set there.`,
        ),
      ],
    },
    {
      id: 'a12',
      title: 'A12 Privacy',
      blocks: [
        p(
          'Our Privacy and Cookies notice, published at /privacy-and-cookies, explains how we collect and use personal data, including the details you enter for other Attendees, and the rights you have.',
        ),
        p(
          'When you make a Registration we share the Order and Attendee details with the Provider of that Event so that it can run the Event. The Provider uses them as a separate controller, under its own privacy notice.',
        ),
      ],
    },
    {
      id: 'a13',
      title: 'A13 Intellectual property',
      blocks: [
        p(
          'The Platform, including its software, design, text and graphics and the Pavilion name and logo, belongs to us or to those who license it to us. Event descriptions, images, agendas, exhibitor lists and other documents belong to the Providers who supplied them.',
        ),
        p(
          'You may use the Platform to find and book Events for yourself and your organisation. You may not copy, reproduce, republish or commercially exploit any part of it, or extract its content by automated means, without our written permission.',
        ),
      ],
    },
    {
      id: 'a14',
      title: 'A14 Prohibited use',
      blocks: [
        p('You must not use Pavilion to:'),
        ul(
          'break any law, or help someone else to do so;',
          'pay with a card you are not authorised to use, or otherwise commit fraud;',
          'make false, speculative or duplicate Registrations, or enter false Attendee details;',
          'resell Tickets commercially without the Provider’s permission;',
          'use bots, scrapers or other automated tools to access the Platform, search it or copy its content;',
          'try to get around our security, access data or accounts that are not yours, or upload malicious code;',
          'pretend to be someone else, or misrepresent your connection with a company or Provider;',
          'harass, threaten or abuse Providers, other Attendees or our staff;',
          'post content that breaks the Content Guidelines.',
        ),
        p(
          'If you do, we may take the measures described in the Content Guidelines: blocking you from making Registrations, cancelling Registrations, and blocking your access to the Platform, to customer support and to your Account. Our fraud team may also report suspected fraud to the police and to the card issuer.',
        ),
      ],
    },
    {
      id: 'a15',
      title: 'A15 Complaints',
      blocks: [
        p(
          `If something goes wrong, contact customer support at ${SUPPORT_EMAIL} as soon as possible. Give your Registration number, describe what happened and tell us what you would like us to do.`,
        ),
        p(
          'If the problem is with the Event itself, it is usually best to raise it with the Provider during the Event, so that it can be put right on the spot. If that does not work, tell us and we will pass your complaint to the Provider and follow it up.',
        ),
        p(
          'We handle complaints about the Platform and our own service ourselves and will tell you the outcome. Making a complaint does not affect your right to take legal action (see A17).',
        ),
      ],
    },
    {
      id: 'a16',
      title: 'A16 Limitation of liability',
      blocks: [
        h3('What we never limit'),
        p(
          'Nothing in these terms limits or excludes our liability for death or personal injury caused by our negligence, for fraud or fraudulent misrepresentation, or for anything else that cannot be limited or excluded under English law. If you are a consumer, nothing in these terms affects your statutory rights, including your rights under the Consumer Rights Act 2015.',
        ),
        h3('Our role and the Provider’s role'),
        p(
          'We provide the Platform; the Provider provides the Event. We are not responsible for how an Event is organised or delivered, for the venue, for information supplied by the Provider, or for what the Provider, its staff, speakers, exhibitors or other Attendees do or fail to do. Claims about the Event itself should be made against the Provider, who has contracted with you directly. We will help you contact the Provider and we will process refunds where these terms say we will.',
        ),
        h3('Foreseeable loss'),
        p(
          'If we break these terms or fail to use reasonable care and skill, we are responsible for loss or damage you suffer that is a foreseeable result of that. Loss is foreseeable if it was obvious it would happen, or if both you and we knew it might happen when you placed your Order. We are not responsible for loss that was not foreseeable.',
        ),
        h3('Events outside our control'),
        p(
          'We are not responsible for delays or failures caused by events outside our reasonable control, such as a failure of the internet or of a payment network, industrial action, extreme weather, public health restrictions or acts of government. If such an event affects the Platform, we will do what we reasonably can to limit its effect on you.',
        ),
        h3('Business customers'),
        p(
          'If you use Pavilion for the purposes of a business, for example to book Tickets for employees, then, to the extent the law allows:',
        ),
        ul(
          'we are not liable for loss of profit, revenue, business, contracts, goodwill or anticipated savings, for business interruption, or for any indirect or consequential loss;',
          'our total liability to you for all claims arising out of or in connection with an Order is limited to the total price paid for that Order; and',
          'we make no promise that the Platform will be available without interruption or free from errors, although we will take reasonable steps to restore it and correct errors promptly.',
        ),
        p('Any refund due to you under these terms, for example under A7, A8 or B3, is not reduced by this section.'),
      ],
    },
    {
      id: 'a17',
      title: 'A17 Applicable law',
      blocks: [
        p(
          'These terms, and any dispute or claim arising out of or in connection with them or your use of the Platform (including non-contractual disputes or claims), are governed by the law of England and Wales.',
        ),
        p(
          'The courts of England and Wales have jurisdiction over any such dispute or claim. If you are a consumer living in Scotland or Northern Ireland, you may also bring proceedings in the courts where you live. If you are a consumer living in another country, you keep the protection of the mandatory consumer laws of that country.',
        ),
        p(
          "Your contract with the Provider for the Event is governed by the law stated in the Provider's terms, which may be different.",
        ),
      ],
    },
    {
      id: 'a18',
      title: 'A18 Modification of these terms',
      blocks: [
        p(
          'We may change these terms from time to time, for example to reflect changes to the Platform, to the law or to how we work. The date at the top of this page shows when they were last updated.',
        ),
        p(
          'The version in force when you place an Order applies to that Order. If we make a significant change, we will tell Account holders by email before it takes effect. If you continue to use Pavilion after a change takes effect, the new terms apply to your use from then on.',
        ),
      ],
    },
    {
      id: 'b1',
      title: 'B1 Event information',
      blocks: [
        p(
          'Event pages are built from information the Provider gives us: the description, dates and times, venue, agenda, Extras, documents such as agendas and exhibitor lists, Ticket types, prices and cancellation policies. The Provider is responsible for making this information accurate and complete and keeping it up to date.',
        ),
        p(
          'Figures such as expected numbers of attendees or exhibitors, and attendance at previous editions, are estimates from the Provider, not guarantees. Agendas and exhibitor lists may change as the Event approaches.',
        ),
        p(
          'Check the Event page carefully before you book, in particular the date, the location, whether the Event is in person, virtual or hybrid, and the cancellation policy.',
        ),
      ],
    },
    {
      id: 'b2',
      title: 'B2 Event changes and postponement',
      blocks: [
        p(
          'Providers sometimes need to make changes, such as replacing a speaker, adjusting the agenda or moving a session to another room. Minor changes like these do not entitle you to cancel outside the cancellation policy.',
        ),
        p(
          'If the Provider changes the date, the venue or whether the Event is held in person or online, we email every buyer as soon as the change is published. You can then keep your Registration for the changed Event, or cancel it from your account and receive a full refund of what you paid, whatever the cancellation policy says, for 14 days after our email and at the latest until the Event starts; the email and your order say until when.',
        ),
        p(
          'If the Provider drops a substantial part of the programme, contact us: we will cancel your Registration and refund it in full.',
        ),
        p(
          'If an Event is postponed, your Registration normally moves to the new date. If you cannot attend on the new date, tell us within the time given in the notice and we will cancel your Registration with a full refund.',
        ),
      ],
    },
    {
      id: 'b3',
      title: 'B3 Event cancellation by the Provider',
      blocks: [
        p(
          'If the Provider cancels an Event, your Registration is cancelled and you receive a full refund of the amount you paid for it, including any Extras, to your original payment method. We will tell you by email.',
        ),
        p('If only part of an Event is cancelled, such as an Extra, you receive a refund for that part.'),
        p(
          'Other costs, such as travel and accommodation, are not part of your Registration. Claims for them are a matter between you and the Provider, and we recommend booking flexible travel and accommodation where possible.',
        ),
      ],
    },
    {
      id: 'b4',
      title: 'B4 Admission and tickets',
      blocks: [
        p(
          'Bring your Ticket, printed or on your phone, and photo identification in the name shown on it. Providers may check identity at the door and refuse admission if the details do not match.',
        ),
        p(
          'Some Events have admission requirements, such as trade-only entry, professional credentials or a dress code. These are shown on the Event page. Please check them before you book; if you are refused admission because you do not meet a requirement that was shown, you may not be entitled to a refund.',
        ),
        p(
          'Providers and venues may refuse admission to, or remove, anyone who puts safety at risk or breaks the Event rules.',
        ),
      ],
    },
    {
      id: 'b5',
      title: 'B5 Conduct at events',
      blocks: [
        p(
          "Follow the Provider's Event rules, the venue's rules and reasonable instructions from staff and security. Treat speakers, exhibitors, staff and other Attendees with respect; harassment, discrimination and abusive behaviour are not acceptable.",
        ),
        p(
          'If you behave in a way that breaks these rules, the Provider may remove you from the Event without a refund. If the Provider reports serious misconduct to us, we may also take action on your Account under A14.',
        ),
        p('You are responsible for damage you cause at an Event, as set out in the Damage policy below.'),
      ],
    },
    {
      id: 'b6',
      title: 'B6 Attendee details and name changes',
      blocks: [
        p(
          'Each Ticket is issued in the name of the Attendee entered when the Order was placed, or named later. The Provider uses these details for badges, admission and communications, so please check names and email addresses carefully.',
        ),
        p(
          'A Ticket left to be named later can be named until the Event ends: by you, from your Order under Registrations and Events, or by the colleague who will attend, through the link for that Ticket that your Order shows you and that you send them. The Attendee receives the Ticket by email when it is named.',
        ),
        p(
          `If someone else needs to attend in place of the named Attendee, you can change the Attendee yourself from your Order, until the deadline the Provider set for the Event (${ATTENDEE_CHANGE_CUTOFF_HOURS_DEFAULT} hours before it starts unless the Provider sets otherwise; your Order shows it) and not once the Ticket has been checked in. Someone with a Pavilion Account for whose email a Ticket was named, through its link or a change, can pass it on in the same way from their Account. The new Attendee receives the Ticket by email with a new QR code, and the code sent before stops working at once. For anything else, contact customer support before the Event with your Registration number.`,
        ),
        p(
          'If you book Tickets for other people, let them know that their details will be shared with the Provider and that they may receive emails about the Event.',
        ),
      ],
    },
    {
      id: 'b7',
      title: 'B7 Recordings and photography',
      blocks: [
        p(
          'Providers often photograph, film or live-stream their Events, and you may appear in that material. The Provider is responsible for this and for telling you how it uses the material. If you have concerns, check the Event page or ask the Provider before the Event.',
        ),
        p(
          'Do not record sessions yourself unless the Provider allows it. Presentations and other Event content may be protected by copyright and other rights.',
        ),
      ],
    },
    {
      id: 'request-to-register',
      title: 'Request to register',
      blocks: [
        p(
          'For some Events the Provider approves each Registration individually, for example trade-only shows or Events open only to certain roles. The Event page then shows that you are sending a request to register rather than making an instant booking.',
        ),
        p(
          'When you send a request, your Order is recorded but not confirmed. The Provider decides whether to accept it, and we tell you the outcome by email. Once accepted, the Registration is confirmed and these terms apply to it as to any other.',
        ),
        p(
          'If the Provider declines your request, or does not answer within the time shown on the Event page, the request lapses and any amount taken or reserved is released or refunded in full. Providers must not decline requests for unlawful reasons, including discrimination.',
        ),
      ],
    },
    {
      id: 'damage-policy',
      title: 'Damage policy',
      blocks: [
        p(
          'Some Providers, or their venues, hold Attendees responsible for damage they cause, for example to stands, equipment or rooms. If an Event has a damage policy, it is shown on the Event page and again when you pay, including the maximum amount per Order that can be charged.',
        ),
        p(
          'When you pay for an Event with a damage policy, you may tick a box to let us keep your payment method for a possible damage payment. It is not ticked unless you tick it. We keep only what we keep for every payment (the card brand, its last 4 digits and the payment provider’s reference), never the full card number or security code.',
        ),
        p(
          'If the Provider believes you caused damage, it must send us a damage payment request within 14 days after the end of the Event, quoting your Registration number, describing the damage, providing evidence and stating the amount claimed. We do not process requests made after 14 days or without a Registration number.',
        ),
        p(
          'We send the request to you and you have 14 days to agree or disagree. If you agree and you let us keep your payment method, we charge it; if you agree and did not, we send you a payment link and nothing is charged until you pay through it. If you disagree, or do not answer within 14 days, our support team reviews the request and the evidence from both sides and tells you both its decision and the reason. If support upholds the request (in full or for less), we send you a payment link: the decision alone never charges your payment method, and nothing is charged unless you pay through the link. If you do not pay, the Provider can pursue the matter with you directly, outside Pavilion. We never take a damage payment without your agreement.',
        ),
        p(
          'The amount that can be charged through Pavilion is capped at the maximum stated in the damage policy when you registered. If the Event had no damage policy, no damage payment can be charged through Pavilion.',
        ),
      ],
    },
    {
      id: 'how-we-work',
      title: 'How we work',
      blocks: [
        p(
          'Our How We Work page, at /how-we-work, explains how search results are ordered, how review scores are calculated, how refunds are handled and how we make money.',
        ),
        p('It is there to help you understand the Platform; it does not change these terms.'),
      ],
    },
    {
      id: 'dictionary',
      title: 'Dictionary',
      blocks: [
        p('In these terms, words with a capital letter have the following meanings:'),
        ul(
          'Account: the personal attendee account you create on the Platform to buy and manage Tickets.',
          'Attendee: the person named on a Ticket, who will attend the Event. The Attendee may be the Customer or someone the Customer booked for.',
          'Cancellation policy: the rules set by the Provider for each Ticket type saying whether, and with what refund, a Registration can be cancelled.',
          'Content Guidelines: our rules for reviews and other content, published at /content-guidelines.',
          'Customer (or you): the person who uses the Platform and places an Order.',
          'Damage payment request: a request by a Provider, made through us, for payment for damage caused at an Event, as described in the Damage policy.',
          'Event: a conference, trade show, exhibition or other corporate event listed on the Platform, whether in person, virtual or hybrid.',
          'Extra: an optional additional activity connected to an Event, such as a workshop or dinner, that can be added to a Ticket.',
          'Order: one purchase on the Platform, made up of one or more Tickets for an Event and any Extras.',
          'Partner: an event organiser whose application has been approved and who lists Events on the Platform under our partner agreement.',
          'Pavilion (or we, us, our): Pavilion Events Ltd, London, United Kingdom.',
          'Pay In Your Own Currency: the option, where offered, to pay in the currency of your card rather than the currency of the Event.',
          'Platform: the Pavilion website and the services we provide through it.',
          'Provider: the Partner that organises an Event and with whom the Customer contracts for it.',
          'Registration: a confirmed booking of one or more places at an Event, created when an Order has been paid for (or, for a request to register, accepted and paid for).',
          'Registration number: the reference that identifies a Registration, shown in your Account and in our emails.',
          'Ticket: the right of one Attendee to attend an Event, of a particular Ticket type.',
          'Ticket type: a category of Ticket for an Event, with its own name, price, description and cancellation policy.',
          'Working day (or business day): a day other than a Saturday, Sunday or public holiday in England.',
        ),
      ],
    },
  ],
};
