// What the vetting area says.
import { defineMessages } from '../i18n';

/** A partner's or an event's vetting status, as a filter or a badge names it (read when shown). */
export const VETTING_STATUS_LABELS = defineMessages('vetting.status', {
  DRAFT: 'Draft',
  PENDING: 'Pending',
  APPROVED: 'Approved',
  REJECTED: 'Rejected',
  SUSPENDED: 'Suspended',
});

export const VETTING_MESSAGES = defineMessages('vetting', {
  /** `status`: the partner's vetting status (PENDING, APPROVED, REJECTED, SUSPENDED). */
  partnerAlready:
    'This partner is already {status, select, DRAFT {draft} PENDING {pending} APPROVED {approved} REJECTED {rejected} other {suspended}}',
  suspendOnlyApproved: 'Only an approved partner can be suspended',
  versionNotCurrent: 'This version is no longer the current one. Reload the event to vet its current version.',
  /** The partner's event list filter (EVENT_STATUSES). */
  eventStatusFilter: 'Status must be DRAFT, PENDING, APPROVED or REJECTED',
});

/** The words for the fields of an event version (ZEventVersionSnapshot); others are spelled out. */
export const EVENT_FIELD_LABELS = defineMessages('vetting.fields', {
  name: 'Name',
  tagline: 'Tagline',
  description: 'Description',
  otherInformation: 'Other information',
  websiteUrl: 'Website',
  eventTypeId: 'Event type',
  otherEventType: 'Other event type',
  attendanceType: 'Attendance',
  startDateTime: 'Starts',
  endDateTime: 'Ends',
  timeZone: 'Time zone',
  venueId: 'Venue',
  eventSizeId: 'Event size',
  eventSizeMetric: 'Size metric',
  numAttendeesId: 'Number of attendees',
  previousNumAttendees: 'Attendees at the last edition',
  numExhibitorsId: 'Number of exhibitors',
  previousNumExhibitors: 'Exhibitors at the last edition',
  otherAttendeeClass: 'Other attendee class',
  attendeeClasses: 'Attendee classes',
  attendeeCountries: 'Attendee countries',
  attendeeJobTitles: 'Attendee job titles',
  attendeeDesignations: 'Attendee designations',
  exhibitorTypes: 'Exhibitor types',
  exhibitorCountries: 'Exhibitor countries',
  audiences: 'Audiences',
  sectors: 'Sectors',
  sectorSubtypes: 'Sector subtypes',
  agendaItems: 'Agenda',
  images: 'Images',
  documents: 'Documents',
  vat: 'VAT',
  attendeeChangeCutoffHours: 'Changes of attendee until (hours before the start)',
});
