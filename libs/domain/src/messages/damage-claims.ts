// What the damage claims area says.
import {
  DAMAGE_CLAIM_COMMENT_MAX,
  DAMAGE_CLAIM_DESCRIPTION_MAX,
  DAMAGE_CLAIM_DESCRIPTION_MIN,
  DAMAGE_CLAIM_FILING_DAYS,
  DAMAGE_CLAIM_MAX_PHOTOS,
  DAMAGE_CLAIM_REASON_MAX,
  DAMAGE_CLAIM_REASON_MIN,
  DAMAGE_PHOTOS_WAITING_MAX,
  DAMAGE_POLICY_TEXT_MAX,
} from '../constants';
import { defineMessages } from '../i18n';

export const DAMAGE_CLAIM_MESSAGES = defineMessages('damageClaims', {
  amountRequired: 'Please enter the amount to charge',
  amountInvalid: 'The amount must be a number above 0, in major units (250 or 99.50)',
  amountTooHigh:
    "The claim can be at most {max}: the event's damage policy maximum per order, less earlier damage charges on this order",
  descriptionRequired: 'Please describe the damage',
  descriptionShort: `Describe the damage in at least ${DAMAGE_CLAIM_DESCRIPTION_MIN} characters`,
  descriptionLong: `The description can be at most ${DAMAGE_CLAIM_DESCRIPTION_MAX} characters`,
  photoIdsInvalid: 'photoIds must be a list of photo ids you uploaded',
  tooManyPhotos: `At most ${DAMAGE_CLAIM_MAX_PHOTOS} photos per claim`,
  photoNotYours: 'Some photos are not photos you uploaded, or are already part of another claim',
  photoMissing: 'Choose a photo to upload',
  photoType: 'A photo must be a PNG, JPEG, GIF or WebP image',
  photoTooLarge: 'A photo can be at most 5 MB',
  photosWaiting: `You have ${DAMAGE_PHOTOS_WAITING_MAX} photos uploaded and not yet in a claim: file the claim, or wait a day for unused photos to be removed`,
  claimNotFound: 'Damage claim not found',
  photoNotFound: 'Photo not found',
  // Why a claim cannot be filed (409, also answered before the partner tries).
  orderNotPaid: 'Only a paid order can be claimed against: this one is not paid, or all its tickets were cancelled',
  eventCancelled: 'The event was cancelled: there is nothing to claim for',
  eventNotEnded: 'The event has not ended yet: a damage claim can be filed once it is over',
  windowClosed: `Damage claims for this event could be filed until {lastDay}, ${DAMAGE_CLAIM_FILING_DAYS} days after it ended`,
  freeOrder: 'This order was free: there is no card to charge',
  openClaim: 'This order already has an open damage claim: wait for it to be decided, or withdraw it',
  noDamagePolicy:
    'No damage policy applies to this order: a damage claim can only be filed on an order whose event showed one before the buyer paid',
  nothingLeft:
    "Nothing is left to claim on this order: earlier damage charges reached the event's damage policy maximum",
  // Paying through the link.
  notWaitingForPayment: 'This damage payment is not waiting for your payment',
  paymentDeclined: 'The payment was declined. Please check the card details or use another card',
  // The buyer's answer, the decision, paying, withdrawing.
  answerRequired: 'Please say whether you agree to pay',
  commentLong: `The comment can be at most ${DAMAGE_CLAIM_COMMENT_MAX} characters`,
  notWaitingForBuyer: 'This claim is no longer waiting for your answer',
  notDisputed: 'Only a disputed claim waits for a decision',
  notOpen: 'Only a claim waiting for the buyer or for support can be withdrawn',
  decisionRequired: 'Choose uphold or reject',
  reasonRequired: 'Please give the reason for the decision',
  reasonShort: `Give a reason of at least ${DAMAGE_CLAIM_REASON_MIN} characters`,
  reasonLong: `The reason can be at most ${DAMAGE_CLAIM_REASON_MAX} characters`,
  upheldTooHigh: 'An upheld claim can be at most the {claimed} claimed',
  stateInvalid:
    'State must be one of: waiting, filed, agreed, disputed, upheld, rejected, charged, charge_failed, withdrawn, all',
});

export const DAMAGE_POLICY_MESSAGES = defineMessages('damagePolicy', {
  maxRequired: 'Please enter the most a damage claim may charge one order',
  maxInvalid: 'The maximum must be a number above 0, in major units (500 or 99.50)',
  maxTooHigh: 'The maximum per order can be at most {ceiling}',
  maxDecimals: "The maximum per order can have at most the currency's decimals",
  textRequired: 'Please describe the damage policy',
  textLong: `The damage policy text can be at most ${DAMAGE_POLICY_TEXT_MAX} characters`,
});

/** A damage claim's state, as lists and filters name it (by TDamageClaimState). */
export const DAMAGE_CLAIM_STATE_LABELS = defineMessages('damageClaims.state', {
  filed: 'Filed, waiting for the buyer',
  agreed: 'Agreed by the buyer, being charged',
  disputed: 'Disputed, waiting for support',
  upheld: "Upheld by support, waiting for the buyer's payment",
  rejected: 'Rejected by support',
  charged: 'Charged',
  charge_failed: 'Charge failed, retrying',
  withdrawn: 'Withdrawn',
});

/** A claim's state with what it waits for or when it happened (damageClaimState). */
export const DAMAGE_CLAIM_STATE_TEXT = defineMessages('damageClaims.stateDetail', {
  agreedPaymentLink: "Agreed by the buyer, waiting for the buyer's payment",
  /** `date`: the last day the buyer may answer. */
  filedUntil: 'Filed, waiting for the buyer (until {date})',
  disputedUnanswered: 'Disputed (the buyer did not answer in time), waiting for support',
  chargedOn: 'Charged on {date}',
  /** `time`: the date and time of the next attempt. */
  chargeFailedRetryingAt: 'Charge failed, retrying at {time}',
});
