// What a reviewer is told in their bell when support removes their review or decides their appeal,
// read in their language when read.
import { defineMessages } from '@pavilion/domain';
import { keptMessages } from '../../../platform/stored-message';

export const REVIEW_NOTIFICATION_TEXT = keptMessages(
  'api.notifications.reviews',
  defineMessages('api.notifications.reviews', {
    removedSubject: 'Your review was removed',
    removedText: 'Your review of {event} was removed: {reason}. {consequence}',
    registrationsBlocked:
      'Your reviewing is suspended, and you cannot register for events for two weeks, until {day}. You can appeal from your account.',
    banned: 'Your reviewing is suspended. You can appeal from your account.',
    suspended: 'Your reviewing is suspended for two weeks, until {day}.',
    warning: 'This is a warning: a second removal within 90 days suspends reviewing for two weeks.',
    appealGrantedSubject: 'Your appeal was granted',
    appealGrantedText: 'The strike for your removed review is taken back: {reason}',
    appealRefusedSubject: 'Your appeal was refused',
    appealRefusedText: 'The removal of your review stands: {reason}',
  }),
);
