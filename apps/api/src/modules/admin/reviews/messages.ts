// What an author is told in their bell when support removes their review or reply or decides their appeal,
// read in their language when read.
import { defineMessages } from '@pavilion/domain';
import { keptMessages } from '../../../platform/stored-message';

export const REVIEW_NOTIFICATION_TEXT = keptMessages(
  'api.notifications.reviews',
  defineMessages('api.notifications.reviews', {
    removedSubject: 'Your review was removed',
    removedText: 'Your review of {event} was removed: {reason}. {consequence}',
    replyRemovedSubject: 'Your reply was removed',
    replyRemovedText: 'Your reply to a review of {event} was removed: {reason}. {consequence}',
    /** Kept for the notifications written before the account suspensions of the guidelines. */
    registrationsBlocked:
      'Your reviewing is suspended, and you cannot register for events for two weeks, until {day}. You can appeal from your account.',
    banned:
      'Your account is suspended: it cannot post reviews or replies or register for events until an appeal succeeds. You can appeal from your account.',
    suspended:
      'Your account is suspended for two weeks, until {day}: it cannot post reviews or replies or register for events until then.',
    warning: 'This is a warning: a second removal within 90 days suspends your account for two weeks.',
    appealGrantedSubject: 'Your appeal was granted',
    appealGrantedText:
      'The strike is taken back: your content is shown again and what the strike caused is lifted. {reason}',
    appealRefusedSubject: 'Your appeal was refused',
    appealRefusedText: 'The removal of your review stands: {reason}',
  }),
);
