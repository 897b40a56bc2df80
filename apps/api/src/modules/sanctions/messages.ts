// What a sanctioned person is told by email: a block, its lifting, their registrations cancelled.
import { defineMessages, SANCTION_MESSAGES } from '@pavilion/domain';
import { keptMessages } from '../../platform/stored-message';

export const SANCTION_EMAIL_TEXT = defineMessages('email.sanctions', {
  hello: 'Hello {firstName},',
  support: 'If you think this is a mistake, please write to {supportEmail}.',
  reason: 'The reason: {reason}',
  blockedSubject:
    '{kind, select, REGISTRATIONS {Your account cannot register for events} SUPPORT {Your access to customer support is blocked} PLATFORM {Your access to Pavilion is blocked} other {Your Pavilion account is blocked}}',
  blockedPreviewRegistrations: 'New registrations are blocked.',
  blockedPreviewRegistrationsUntil: 'New registrations are blocked until {until}.',
  blockedPreviewSignIn: 'You cannot sign in to Pavilion.',
  blockedPreviewSupport: 'Customer support answers only your appeals.',
  blockedPreviewPlatform: 'You cannot sign in to Pavilion or use its API.',
  blockedSupport:
    'Your messages to Pavilion’s customer support are refused, other than an appeal of a decision, which always reaches us. Everything else in your account works as before.',
  blockedHeading:
    '{kind, select, REGISTRATIONS {New registrations are blocked} SUPPORT {Customer support is blocked} PLATFORM {Access to Pavilion is blocked} other {Your account is blocked}}',
  blockedRegistrations:
    'Your Pavilion account cannot register for events. The registrations you already have stay valid unless we tell you otherwise.',
  blockedRegistrationsUntil:
    'Your Pavilion account cannot register for events until {until}. The registrations you already have stay valid unless we tell you otherwise.',
  blockedSignIn:
    'Your Pavilion account is blocked: every session of it has been ended, and it cannot sign in until the block is lifted.',
  blockedPlatform:
    'Your access to the Pavilion platform is blocked: every session of your account has been ended, it cannot sign in, and the API keys you created are refused until the block is lifted. An appeal of a decision always reaches us by email.',
  liftedSubject:
    '{kind, select, REGISTRATIONS {You can register for events again} SUPPORT {You can write to customer support again} PLATFORM {You can use Pavilion again} other {You can sign in to Pavilion again}}',
  liftedPreview:
    '{kind, select, REGISTRATIONS {The block on new registrations is lifted.} SUPPORT {The block on customer support is lifted.} PLATFORM {The block on access to Pavilion is lifted.} other {The block on your account is lifted.}}',
  liftedHeading:
    '{kind, select, REGISTRATIONS {You can register again} SUPPORT {You can write to support again} PLATFORM {You can use Pavilion again} other {You can sign in again}}',
  liftedBody:
    '{kind, select, REGISTRATIONS {The block on new registrations of your Pavilion account is lifted: you can register for events again.} SUPPORT {The block on customer support is lifted: you can write to support about anything again.} PLATFORM {The block on your access to the Pavilion platform is lifted: you can sign in again, and your API keys work again.} other {The block on your Pavilion account is lifted: you can sign in again.}}',
  cancelledSubject: 'Your upcoming registrations were cancelled',
  cancelledPreview:
    '{count, plural, one {# registration cancelled by Pavilion.} other {# registrations cancelled by Pavilion.}}',
  cancelledBody: 'Pavilion cancelled your registrations for: {events}.',
  cancelledRefundFull: 'Everything you paid for them is refunded; a separate email for each order says how much.',
  cancelledRefundPolicy:
    'Each is refunded what its ticket types’ cancellation policies give back today; a separate email for each order says how much.',
});

/** The rules' own reasons for a block (a strike's suspension), kept as messages: each reader reads them in their language. */
export const SANCTION_REASONS = keptMessages('sanctions', SANCTION_MESSAGES);
