// What the event page says around the shared event view: its tickets and its reviews.
import { defineMessages } from '@pavilion/domain';

export const EVENT_DETAIL_TEXT = defineMessages('marketplace.eventDetail', {
  formerAttendee: 'Former attendee',
  loadingEvent: 'Loading event',
  extrasNote: 'Extras are chosen per attendee when you enter the attendee details.',
  tickets: 'Tickets',
  cancellationReason: '“{reason}”',
  cancelledText:
    'Its tickets are no longer on sale. Everyone who had a ticket is refunded in full; you can follow your refund in {link}.',
  registrationsLink: 'Registrations & events',
  notForRole:
    'Tickets are bought from an attendee account. You are signed in as {role, select, admin {an administrator} other {a partner}}.',
  // Tickets
  notOnSale: 'Not on sale',
  soldOut: 'Sold out',
  onlyLeft: '{count, plural, other {Only # left}}',
  quantityOf: 'Quantity of {name}',
  orderSummary: 'Order summary',
  noTicketsSelected: 'No tickets selected',
  lineQuantity: '{quantity} × {name}',
  total: 'Total ({count, plural, one {# ticket} other {# tickets}})',
  continueToPurchase: 'Continue to Purchase',
  chooseTicket: 'Choose at least one ticket to continue.',
  // Reviews
  reviews: 'Reviews',
  outOfTen: '{score, number}/10',
  aboutEdition: 'about {edition}',
  // The score comes formatted (numberFormat): `{label} {score, number}` is not read as two placeholders by the typing.
  subscore: '{label} {score}/10',
  organiserReplied: 'The organiser replied',
  loadingReviews: 'Loading reviews',
  reviewsFailed: 'Reviews could not be loaded',
  noReviews: 'No reviews yet. Attendees review an event after it ends.',
  averageFrom: 'average ({rating, number} of 5 stars) from {count, plural, one {# review} other {# reviews}}',
  reviewPages: 'Review pages',
  report: 'Report',
  reportReview: 'Report the review by {name}',
  reportTitle: 'Report this review',
  reportIntro:
    'Tell our moderators what is wrong with this review. It stays shown until a moderator has read it and decided, usually within five business days.',
  reportReason: 'What is wrong with it?',
  sendReport: 'Send report',
  keepReview: 'Cancel',
  reportNotSent: 'The report was not sent',
  reportSent: 'Report sent',
  reported: 'Reported',
  close: 'Close',
});

/** A sold-out ticket type's waiting list on the event page. */
export const WAITING_LIST_TEXT = defineMessages('marketplace.waitingList', {
  quantityWanted: 'Tickets of {name} to wait for',
  join: 'Join the waiting list',
  joinFailed: 'You could not join the waiting list. Please try again.',
  joined: 'You are number {place} in line for {name}. We will email you when seats come back.',
  seePlaces: 'See your waiting lists',
  signInToJoin: 'Sign in to join the waiting list for {name}',
});
