// The console API's own texts, in the request's language.
import { defineMessages } from '@pavilion/domain';

/**
 * An administrator's change of an event's venue, as the event's history tells its partner (written in
 * the partner's language when it is made, as a decision's comment is).
 */
export const EVENT_LOCATION_TEXT = defineMessages('api.eventLocation', {
  moved: 'Our team moved the event from {from} to {to}. Its buyers were told and may cancel with a full refund.',
  placed: 'Our team set the event at {to}. Its buyers were told and may cancel with a full refund.',
});
