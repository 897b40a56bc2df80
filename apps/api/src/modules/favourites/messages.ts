// What the people who saved an event are told by email when its date, venue or sales change.
import { defineMessages } from '@pavilion/domain';
import { keptMessages } from '../../platform/stored-message';

export const SAVED_EVENT_EMAIL_TEXT = defineMessages('email.savedEvents', {
  hello: 'Hello {firstName},',
  why: 'You get this because you saved the event on Pavilion.',
  seeEvent: 'See the event',
  changedSubject:
    '{what, select, both {New date and venue: {event}} date {New date: {event}} other {New venue: {event}}}',
  changedHeading:
    '{what, select, both {{event} has a new date and venue} date {{event} has a new date} other {{event} has a new venue}}',
  changedWhat:
    '{what, select, both {The organiser changed the date and venue of {event}.} date {The organiser changed the date of {event}.} other {The organiser changed the venue of {event}.}}',
  changedStart: 'It now starts {start}.',
  changedVenue: 'It is now held at {venue}.',
  cancelledSubject: 'Cancelled: {event}',
  cancelledHeading: '{event} is cancelled',
  cancelledBody: '{event} was cancelled by its organiser.',
  seeSaved: 'See your saved events',
  onSaleSubject: 'Tickets on sale: {event}',
  onSaleHeading: 'Tickets for {event} are on sale',
  onSaleBody: 'Tickets for {event} went on sale {at}.',
  getTickets: 'Get tickets',
});

/** The notifications in the savers' bell, read in each reader's language when read. */
export const SAVED_EVENT_NOTIFICATION_TEXT = keptMessages(
  'api.notifications.savedEvents',
  defineMessages('api.notifications.savedEvents', {
    changedSubject: 'An event you saved has changed',
    changedText: '{event}: the organiser updated the event. Check the details before you go.',
    cancelledSubject: 'An event you saved was cancelled',
    cancelledText: '{event} was cancelled by its organiser.',
    onSaleSubject: 'Tickets are on sale',
    onSaleText: '{event}: tickets for an event you saved are on sale now.',
  }),
);
