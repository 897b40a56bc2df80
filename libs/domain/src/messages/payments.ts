// What paying says when it refuses. The payment form's own messages live in libs/domain.
import { UI_TEXT } from './common';
import { ORDER_MESSAGES } from './orders';

export const PAYMENT_MESSAGES = {
  orderNotFound: ORDER_MESSAGES.orderNotFound,
  reservationExpired: ORDER_MESSAGES.reservationExpired,
  eventCancelled: ORDER_MESSAGES.eventCancelled,
  chargedForCancelledEvent:
    'The organiser cancelled this event while your payment was going through. Your payment has been refunded in full; no ticket was issued.',
  alreadyPaid: 'This order is already paid',
  paymentInProgress: 'A payment for this order is already in progress. Please wait a moment.',
  paymentStillProcessing: 'Your payment is still being processed. Please check your orders in a moment.',
  paymentFailed: UI_TEXT.paymentError,
  tooManyAttempts: 'Too many payment attempts in a short time. Please wait a few minutes and try again.',
  tooManyDeclined:
    'Too many declined card payments. For your security, payments are paused for up to an hour. Please try again later.',
  idempotencyKeyInvalid: 'The Idempotency-Key header must be 1 to 100 letters, digits or . _ : -',
} as const;
