// What the event cancellation area says.
import { EVENT_CANCELLATION_REASON_MAX, EVENT_CANCELLATION_REASON_MIN } from '../constants';
import { defineMessages } from '../i18n';

export const EVENT_CANCELLATION_MESSAGES = defineMessages('eventCancellation', {
  reasonRequired: 'Please tell your buyers why the event is cancelled',
  reasonTooShort: `The reason must be at least ${EVENT_CANCELLATION_REASON_MIN} characters`,
  reasonTooLong: `The reason must be at most ${EVENT_CANCELLATION_REASON_MAX} characters`,
  alreadyCancelled: 'This event is already cancelled',
  ended: 'This event has ended and can no longer be cancelled',
  /** What the public page and checkout say of a cancelled event. */
  cancelledByOrganiser: 'This event was cancelled by its organiser',
});
