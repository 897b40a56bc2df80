// The audit log's summaries: kept as messages with their values (platform/audit.ts) and read in the
// language of the administrator who reads the log. Names, emails and reasons people typed are values,
// as they were written.
import { defineMessages } from '@pavilion/domain';
import { keptMessages } from './stored-message';

export const AUDIT_SUMMARY_TEXT = keptMessages(
  'api.audit',
  defineMessages('api.audit', {
    venueMerged: 'Merged into {venue}; {count, plural, one {# event} other {# events}} moved',
    optionList:
      '{list, select, sectors {Sectors} jobTitles {Job Titles} designations {Designations} exhibitorTypes {Exhibitor Types} eventTypes {Event Types} attendeeClasses {Attendee Classes} audiences {Audiences} other {{list}}}',
    optionAdded: 'Added "{name}" in {list}',
    optionRestored: 'Restored "{name}" in {list}',
    optionRemoved: 'Removed "{name}" from {list}',
    optionRenamed: 'Changed the names of "{name}" in {list}',
    legalPublished:
      '{document, select, customerTerms {Customer terms} privacyNotice {Privacy notice} contentGuidelines {Content guidelines} other {Partner contract}} version {version} published, in force from {appliesFrom}{significant, select, yes {, as a significant change} other {}}',
    feeDefault: 'Default platform fee: {percent} % + {fixed} per paid ticket',
    feePartner: 'Platform fee of {partner}: {percent} % + {fixed} per paid ticket',
    feePartnerDefault: 'Platform fee of {partner}: back on the default',
    feeDefaultFrom: 'Default platform fee from {day}: {percent} % + {fixed} per paid ticket',
    feePartnerFrom: 'Platform fee of {partner} from {day}: {percent} % + {fixed} per paid ticket',
    feePartnerDefaultFrom: 'Platform fee of {partner} from {day}: back on the default',
    reviewPublished: 'Published: {reason}',
    reviewRemoved: 'Removed: {reason}',
    reviewRemovedEgregious: 'Removed (egregious): {reason}',
    reviewEdited: 'Edited for the reviewer: {reason}',
    replyPublished: 'Reply published: {reason}',
    replyRemoved: 'Reply removed: {reason}',
    appealGranted: 'Appeal granted: {reason}',
    appealRefused: 'Appeal refused: {reason}',
    locationChanged: 'Location changed from {from} to {to}',
    locationSet: 'Location changed from none to {to}',
    versionApproved: 'Version {version} approved: {comment}',
    versionRejected: 'Version {version} rejected: {comment}',
    adminPromoted: '{email} made an administrator from the command line',
    adminCreated: 'Administrator {email} created from the command line',
    partnerStatus:
      '{status, select, PENDING {Pending} APPROVED {Approved} REJECTED {Rejected} SUSPENDED {Suspended} other {{status}}}',
    partnerVetting: '{from} -> {to}: {comment}',
    payoutsHeld: 'Payouts held: {reason}',
    payoutsReleased: 'Payouts released',
    refundTransferFile: 'Refund of {amount} written into transfer file {file}',
    refundTransferSent: 'Refund of {amount} by bank transfer recorded as sent',
    apiKeyWrite: '{method} {path} with the API key "{key}"',
    apiKeyCreated: 'API key "{key}" created ({prefix}...) with the scopes {scopes}',
    apiKeyRevoked: 'API key "{key}" revoked ({prefix}...)',
    jobRetried: 'Failed round of {kind} retried (it had failed with: {error})',
    registrationsCancelled:
      '{count, plural, one {# upcoming registration} other {# upcoming registrations}} cancelled, refunded {refund, select, FULL {in full} other {by their policies}}: {reason}',
    personalDataCopy: 'Copy of personal data produced on request: {reason}',
    accountClosed: 'Account closed on request: {reason}',
    damageUpheld: 'Upheld for {upheld} of {claimed}: {reason}',
    damageRejected: 'Rejected ({claimed} claimed): {reason}',
    sponsorshipEnded:
      'Sponsorship of {event} from {first} to {last} ended early: {reason}. {count, plural, one {# day} other {# days}} credited back ({credited})',
    sponsorshipPrice: 'Sponsorship price per day: {price}',
    blocked:
      '{kind, select, SIGN_IN {Sign-in} SUPPORT {Customer support} PLATFORM {Access to the Pavilion platform} other {New registrations}} blocked: {reason}',
    blockedUntil:
      '{kind, select, SIGN_IN {Sign-in} SUPPORT {Customer support} PLATFORM {Access to the Pavilion platform} other {New registrations}} blocked until {until}: {reason}',
    blockLifted:
      '{kind, select, SIGN_IN {Sign-in} SUPPORT {Customer support} PLATFORM {Access to the Pavilion platform} other {New registrations}} block lifted: {reason}',
    refund: 'Refund of {amount}: {reason}',
    refundTickets: 'Refund of {amount}, {count, plural, one {# ticket} other {# tickets}} cancelled: {reason}',
    transferPaid: 'Bank transfer of {amount} ({reference}) received on {day} recorded: {note}',
    transferMatched: 'Bank transfer of {amount} ({reference}) of {day} matched from a bank statement',
    checkInUndone: 'Check-in undone for event {eventId}',
    offer: '{active, select, yes {Offer on} other {Offer off}}: {percentage}% "{headline}"',
    offerUntil: '{active, select, yes {Offer on} other {Offer off}}: {percentage}% "{headline}" until {until}',
  }),
);

/** The platform's own settings as the log names them (entity type 'platform', by entity id). */
export const AUDIT_PLATFORM_ENTITY_TEXT = defineMessages('api.audit.platformEntity', {
  defaultFee: 'Default platform fee',
  sponsorshipPrice: 'Sponsorship price per day',
  homeOffer: 'Home offer',
});
