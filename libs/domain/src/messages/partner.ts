// What the partner's event, policy, order, insight and communication screens and routes say; the
// server refuses with the same words the forms show. (Kept apart from MESSAGES so the partner areas
// grow without every area editing one object.)
import { defineMessages, type MessageValue } from '../i18n';

/** The onboarding steps a partner completes before any of its tickets go on sale (How We Work). */
export const SELLING_STEPS = ['address-verified', 'contract-signed'] as const;
export type TSellingStep = (typeof SELLING_STEPS)[number];

/** Which onboarding steps are left, as notReadyToSell's `missing` names them. */
export function sellingStepsLeft(missing: ReadonlyArray<TSellingStep>): 'both' | 'address' | 'contract' {
  const address = missing.includes('address-verified');
  const contract = missing.includes('contract-signed');
  return address && contract ? 'both' : address ? 'address' : 'contract';
}

const PARTNER_TEXT = defineMessages('partnerEvents', {
  timeZoneInvalid: 'Please choose a valid time zone',
  /** Refusing an event submitted for sale before the onboarding steps How We Work names (409). */
  /** `missing`: sellingStepsLeft(the steps left). */
  notReadyToSell:
    '{missing, select, both {Verify your company address and sign the partner agreement before you submit an event: tickets go on sale only once the address is verified and the agreement signed.} address {Verify your company address before you submit an event: tickets go on sale only once the address is verified and the agreement signed.} other {Sign the partner agreement before you submit an event: tickets go on sale only once the address is verified and the agreement signed.}}',
  ticketTypeNotFound: 'Ticket type not found',
  subEventNotFound: 'Extra not found',
  imageNotFound: 'Image not found',
  policyNotFound: 'Cancellation policy not found',
  optionUnknown: 'Please choose an option from the list',
  venueUnknown: 'Please choose a venue from the list',
  policyUnknown: 'Please choose one of your cancellation policies',
  policyInactive: 'This cancellation policy is switched off; choose an active one',
  /** `total`: sold + held. */
  quantityBelowSold:
    'Quantity cannot be less than the {total, plural, one {# ticket} other {# tickets}} already sold or reserved ({sold, plural, other {# sold}}, {held, plural, other {# reserved}})',
  capacityBelowSold:
    'Capacity cannot be less than the {total, plural, one {# place} other {# places}} already sold or reserved ({sold, plural, other {# sold}}, {held, plural, other {# reserved}})',
  ticketTypeHasSales: 'This ticket type has sales and cannot be deleted; take it off sale instead',
  subEventHasSales: 'This extra has been sold and cannot be deleted; take it off sale instead',
  thumbnailOnlyOne: 'An event has one thumbnail; the new one replaces the old',
  imageType: 'Please choose a PNG, JPEG, WebP or GIF image',
  imageTooLarge: 'Image must be 5 MB or smaller',
  documentType: 'Please choose a PDF, DOC or DOCX document',
  documentTooLarge: 'Document must be 10 MB or smaller',
  /** Beside the choice of a ticket type's policy: tickets already sold keep the periods they were sold under. */
  policyChangeAppliesLater:
    'A change of policy applies to tickets sold after it; buyers keep the terms they bought under.',
  policyPeriodsLocked:
    'Tickets sold under this policy rely on its refund periods, so they cannot be changed. Create a new policy instead.',
  versionNotCurrent: 'This version is no longer the one waiting for review: the event now shows the newest one',
  versionAlreadyDecided: 'This version has already been reviewed',
  versionIsDraft: 'This event is a draft: its organiser has not submitted it for review yet',
  notADraft: 'This event is not a draft: it has already been submitted for review',
  decisionStatusInvalid: 'Choose APPROVED or REJECTED',
  messageSubjectRequired: 'Subject is required',
  messageTextRequired: 'Message is required',
  messageNoAttendees: 'This event has no attendees to write to yet',
  messageLimit:
    'You can send at most {perDay} messages a day to the attendees of one event. Please try again tomorrow.',
  rangeTooLong: 'Choose a range of at most {days} days',
  rangeReversed: 'The end date must be on or after the start date',
  noOrders: 'No orders found',
  failedToFetchOrders: 'Failed to fetch orders',
  failedToFetchPolicies: 'Failed to fetch cancellation policies',
  noPolicies: 'No cancellation policies found. Create one to get started.',
  eventCreateFailed: 'The event could not be created',
  eventSaveFailed: 'The event could not be saved',
  changesPending: 'Changes waiting for review',
});

type TBelowSold = (values: { total: MessageValue; sold: MessageValue; held: MessageValue }) => string;

/**
 * The partner's messages. (The two "below sold" ones are typed by hand: the message type reads the
 * placeholders of a text only up to its first comma after a placeholder, and misses `held`.)
 */
export const PARTNER_MESSAGES = PARTNER_TEXT as Omit<typeof PARTNER_TEXT, 'quantityBelowSold' | 'capacityBelowSold'> & {
  readonly quantityBelowSold: TBelowSold;
  readonly capacityBelowSold: TBelowSold;
};
