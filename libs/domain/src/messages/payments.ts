// What paying says when it refuses. The payment form's own messages live in libs/domain.
import { defineMessages } from '../i18n';
import { UI_TEXT } from './ui-text';
import { ORDER_MESSAGES } from './orders';

const PAYMENT_TEXT = defineMessages('payments', {
  chargedForCancelledEvent:
    'The organiser cancelled this event while your payment was going through. Your payment has been refunded in full; no ticket was issued.',
  alreadyPaid: 'This order is already paid',
  paymentInProgress: 'A payment for this order is already in progress. Please wait a moment.',
  paymentStillProcessing: 'Your payment is still being processed. Please check your orders in a moment.',
  tooManyAttempts: 'Too many payment attempts in a short time. Please wait a few minutes and try again.',
  tooManyDeclined:
    'Too many declined card payments. For your security, payments are paused for up to an hour. Please try again later.',
  idempotencyKeyInvalid: 'The Idempotency-Key header must be 1 to 100 letters, digits or . _ : -',
});

/** Each text read when it is used: the ones the order and the payment form share are theirs. */
export const PAYMENT_MESSAGES = {
  get reservationExpired(): string {
    return ORDER_MESSAGES.reservationExpired;
  },
  get eventCancelled(): string {
    return ORDER_MESSAGES.eventCancelled;
  },
  get chargedForCancelledEvent(): string {
    return PAYMENT_TEXT.chargedForCancelledEvent;
  },
  get alreadyPaid(): string {
    return PAYMENT_TEXT.alreadyPaid;
  },
  get paymentInProgress(): string {
    return PAYMENT_TEXT.paymentInProgress;
  },
  get paymentStillProcessing(): string {
    return PAYMENT_TEXT.paymentStillProcessing;
  },
  get paymentFailed(): string {
    return UI_TEXT.paymentError;
  },
  get tooManyAttempts(): string {
    return PAYMENT_TEXT.tooManyAttempts;
  },
  get tooManyDeclined(): string {
    return PAYMENT_TEXT.tooManyDeclined;
  },
  get idempotencyKeyInvalid(): string {
    return PAYMENT_TEXT.idempotencyKeyInvalid;
  },
} as const;
