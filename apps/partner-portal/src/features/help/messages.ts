// What the help centre says: how Pavilion works for organisers, as questions and answers.
import { defineMessages } from '@pavilion/domain';

export const HELP_TEXT = defineMessages('partner.help', {
  title: 'Help Centre',
  vetting: 'Getting your events vetted',
  vettingHowQ: 'How does vetting work?',
  vettingHowA1:
    'Every new event, and every later change to what buyers read about it, is a version that our review team checks. Reviews take 2-3 business days.',
  vettingHowA2:
    'While a version waits, buyers keep seeing the last approved version. An event that was never approved is not visible to buyers at all.',
  vettingHowA3:
    "You see each version and its review on the event page, with the reviewer's comment. You also get an email when a version is approved or needs changes.",
  vettingWhatQ: 'What is reviewed, and what is not?',
  vettingWhatA1:
    'Reviewed: the name, tagline, description, dates and time zone, venue, audience and exhibitor details, sectors, agenda, images and documents.',
  vettingWhatA2:
    'Not reviewed: ticket types and extras. You can add them, change prices and quantities, or take them off sale at any time; the change applies at once.',
  vettingEditedQ: 'I edited an event while a version was waiting. What happens?',
  vettingEditedA:
    'The waiting version takes your edit, so the review team always checks your newest content. It keeps its place in the queue.',
  vettingRejectedQ: 'My version was rejected. What now?',
  vettingRejectedA:
    'Read the comment on the event page, edit the event and save: that submits a new version. Your approved content stays visible meanwhile.',
  events: 'Events, times and files',
  eventsZoneQ: 'Which time zone are my times in?',
  eventsZoneA:
    "The venue's. You type times as people at the venue read their clocks; buyers see them the same way, with the zone's abbreviation (for example 09:00 BST). A virtual event uses the time zone you choose.",
  eventsFilesQ: 'Which images and documents can I upload?',
  eventsFilesA:
    'One thumbnail (300x500 recommended) and up to {banners} banners (800x500 recommended), in PNG, JPEG, WebP or GIF up to 5 MB each. An agenda and an exhibitor list as PDF, DOC or DOCX up to 10 MB.',
  tickets: 'Tickets, policies and orders',
  ticketsPriceQ: 'Can I change a ticket price after sales started?',
  ticketsPriceA:
    'Yes. The new price applies to new orders; buyers who already paid keep their price. You cannot lower the quantity below what is sold and reserved.',
  ticketsPoliciesQ: 'How do cancellation policies work?',
  ticketsPoliciesA1:
    'A policy is a set of periods: for example 100% back from 60 to 30 days before the event, 50% from 30 to 15 days. Every ticket type has one.',
  ticketsPoliciesA2:
    'Switching a policy off keeps it on the ticket types that have it but stops it being chosen for new ones. Once tickets are sold under a policy its periods cannot change, because buyers bought on those terms: create a new policy instead.',
  ticketsOrdersQ: 'Where do I see my orders and attendees?',
  ticketsOrdersA:
    'Under Registrations. Choose an event to download its orders or its attendees as a spreadsheet (CSV).',
  payouts: 'Payouts and messages',
  payoutsWhenQ: 'When am I paid?',
  payoutsWhenA:
    "An event's money becomes payable {days, plural, one {# business day} other {# business days}} (Monday to Friday) after the day it ends, and is then paid out to your payout bank account in its currency. A payout is what your tickets sold less refunds, less the platform fee on each paid ticket (a percentage plus a fixed amount per ticket: your rate is under Finances, Fees and plan), and less the monthly fee of your listing plan.",
  payoutsReachQ: 'How do I reach my attendees?',
  payoutsReachA:
    'Under Communications, write to every attendee of an event: each gets an email and, with an account, a notification. You can send up to {max} messages a day per event.',
});
