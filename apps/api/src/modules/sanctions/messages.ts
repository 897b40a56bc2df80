// What a sanctioned person is told by email: a block, its lifting, their registrations cancelled.
import { defineMessages } from '@pavilion/domain';

export const SANCTION_EMAIL_TEXT = defineMessages('email.sanctions', {
  hello: 'Hello {firstName},',
  support: 'If you think this is a mistake, please write to {supportEmail}.',
  reason: 'The reason: {reason}',
  blockedSubject:
    '{kind, select, REGISTRATIONS {Your account cannot register for events} SUPPORT {Your access to customer support is blocked} other {Your Pavilion account is blocked}}',
  blockedPreviewRegistrations: 'New registrations are blocked.',
  blockedPreviewRegistrationsUntil: 'New registrations are blocked until {until}.',
  blockedPreviewSignIn: 'You cannot sign in to Pavilion.',
  blockedPreviewSupport: 'Customer support answers only your appeals.',
  blockedSupport:
    'Your messages to Pavilion’s customer support are refused, other than an appeal of a decision, which always reaches us. Everything else in your account works as before.',
  blockedHeading:
    '{kind, select, REGISTRATIONS {New registrations are blocked} SUPPORT {Customer support is blocked} other {Your account is blocked}}',
  blockedRegistrations:
    'Your Pavilion account cannot register for events. The registrations you already have stay valid unless we tell you otherwise.',
  blockedRegistrationsUntil:
    'Your Pavilion account cannot register for events until {until}. The registrations you already have stay valid unless we tell you otherwise.',
  blockedSignIn:
    'Your Pavilion account is blocked: every session of it has been ended, and it cannot sign in until the block is lifted.',
  liftedSubject:
    '{kind, select, REGISTRATIONS {You can register for events again} SUPPORT {You can write to customer support again} other {You can sign in to Pavilion again}}',
  liftedPreview:
    '{kind, select, REGISTRATIONS {The block on new registrations is lifted.} SUPPORT {The block on customer support is lifted.} other {The block on your account is lifted.}}',
  liftedHeading:
    '{kind, select, REGISTRATIONS {You can register again} SUPPORT {You can write to support again} other {You can sign in again}}',
  liftedBody:
    '{kind, select, REGISTRATIONS {The block on new registrations of your Pavilion account is lifted: you can register for events again.} SUPPORT {The block on customer support is lifted: you can write to support about anything again.} other {The block on your Pavilion account is lifted: you can sign in again.}}',
  cancelledSubject: 'Your upcoming registrations were cancelled',
  cancelledPreview:
    '{count, plural, one {# registration cancelled by Pavilion.} other {# registrations cancelled by Pavilion.}}',
  cancelledBody: 'Pavilion cancelled your registrations for: {events}.',
  cancelledRefundFull: 'Everything you paid for them is refunded; a separate email for each order says how much.',
  cancelledRefundPolicy:
    'Each is refunded what its ticket types’ cancellation policies give back today; a separate email for each order says how much.',
});
