// What the partner is told by email when its event's new version is reviewed.
import { defineMessages } from '@pavilion/domain';

export const EVENT_DECISION_EMAIL_TEXT = defineMessages('email.eventReview', {
  subject: '{status, select, APPROVED {Approved: {event}} other {Changes needed: {event}}}',
  preview: '{status, select, APPROVED {{event} is approved} other {{event} needs changes}}',
  heading: '{status, select, APPROVED {Your event is approved} other {Your event needs changes}}',
  approved: 'Version {version} of {event} is approved and is now what buyers see on Pavilion.',
  notApprovedKept: 'Version {version} of {event} was not approved. Buyers keep seeing the last approved version.',
  notApprovedHidden: 'Version {version} of {event} was not approved. It is not visible to buyers.',
  comment: 'Comment from our review team: {comment}',
  editAgain: 'Edit the event to submit a new version for review.',
  openEvent: 'Open the event',
});

/** The partner events API's own refusals, in the request's language. */
export const PARTNER_EVENTS_API_TEXT = defineMessages('api.partnerEvents', {
  endAfterStart: 'End date must be after start date',
  chooseImage: 'Choose an image to upload',
  chooseDocument: 'Choose a document to upload',
});
