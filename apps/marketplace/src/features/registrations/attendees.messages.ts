// What the buyer's and the holder's pages say about a ticket's attendee: tickets to be named later, their
// assign links, naming or changing an attendee, and the assign link's own page.
import { defineMessages } from '@pavilion/domain';

export const ATTENDEES_TEXT = defineMessages('marketplace.attendees', {
  // On an order
  notNamedYet: 'Not named yet',
  assignLink: 'Link for the colleague who will come to ticket {number, number}',
  assignLinkHint: 'Send it to them: they fill in their own details and get their ticket by email. It works once.',
  copyLink: 'Copy link<hidden> of ticket {number, number}</hidden>',
  linkCopied: 'Link copied',
  copyFailed: 'The link could not be copied: select it and copy it yourself.',
  nameYourself: 'Name the attendee<hidden> of ticket {number, number}</hidden>',
  changeAttendee: 'Change attendee<hidden> of ticket {number, number}</hidden>',
  changeThisAttendee: 'Change attendee<hidden> of {attendee}, {event}</hidden>',
  changesUntil: 'Attendees can be changed until <time>{date}</time>.',
  changesClosed: 'The organiser no longer takes changes of attendee for this event.',
  // The dialog
  nameTitle: 'Name the attendee',
  changeTitle: 'Change the attendee',
  dialogDescription: '{ticketType} ticket for {event}',
  changeWarning:
    'The QR code sent for this ticket stops working at once: the new attendee gets the ticket with a new code by email.',
  save: 'Save attendee',
  saving: 'Saving...',
  notSaved: 'The attendee was not saved',
  notSavedRetry: 'The attendee was not saved. Please try again.',
  saved: '{name} gets the ticket by email at {email}.',
  firstName: 'First name',
  surname: 'Surname',
  email: 'Email',
  company: 'Company',
  jobTitle: 'Job title',
  // The assign link's page
  assignTitle: 'Your ticket for {event}',
  assignDocumentTitle: 'Name your ticket',
  assignLoading: 'Loading the ticket',
  assignFailed: 'This ticket cannot be named',
  assignLead:
    '{buyer} booked a {ticketType} ticket for you{hasCompany, select, yes { ({company})} other {}}. Fill in your details and we email you your ticket with its QR code.',
  assignWhen: 'When',
  assignWhere: 'Where',
  online: 'Online',
  assignSubmit: 'Get my ticket',
  assignSubmitting: 'Sending...',
  assignNotSaved: 'Your details were not saved',
  assignNotSavedRetry: 'Your details were not saved. Please try again.',
  assignedTitle: 'Your ticket is on its way',
  assigned: 'We sent your ticket for {event} to {email}. Show its QR code at the entrance.',
  assignedAccount: 'If you have a Pavilion account with this email, the ticket is also among your tickets.',
  viewEvent: 'View the event',
});

export const attendeesKey = (name: keyof typeof ATTENDEES_TEXT) => `marketplace.attendees.${name}`;
