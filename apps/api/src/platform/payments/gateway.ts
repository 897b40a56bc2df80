// The payment gateway seam: checkout charges through this interface; the simulated gateway is the
// default and a real provider plugs in behind the same shape (see createPaymentGateway).

export type ChargeStatus = 'succeeded' | 'declined' | 'insufficient_funds' | 'network_error';

export interface CardDetails {
  /** The 16 digits. Passed to the gateway only; never stored or logged. */
  number: string;
  expMonth: number;
  /** Four-digit year. */
  expYear: number;
  /** Passed to the gateway only; never stored or logged. */
  cvv: string;
  name: string;
}

export interface ChargeRequest {
  amountMinor: number;
  currency: string;
  card: CardDetails;
  /**
   * The same key always means the same charge: a gateway must answer a repeated key with the
   * first result instead of charging again (real providers offer this; the simulated one does too).
   */
  idempotencyKey: string;
  description: string;
}

export interface ChargeResult {
  status: ChargeStatus;
  /** The gateway's id for the charge attempt, kept on the payment row. */
  reference: string | null;
}

export interface RefundRequest {
  /** The gateway's reference of the charge being refunded (kept on the payment row). */
  chargeReference: string;
  /** All or part of the charge, in minor units. */
  amountMinor: number;
  currency: string;
  /**
   * The same key always means the same refund: a repeated key answers the first refund that went
   * through instead of paying again. The refund row's id, so every retry carries the same key.
   */
  idempotencyKey: string;
}

export type RefundResult =
  | { status: 'succeeded'; reference: string }
  /** The provider refused or could not pay it now; the caller keeps the refund and tries again later. */
  | { status: 'failed'; reference: string | null; message: string };

/**
 * A charge of the card a buyer paid an earlier charge with, without the buyer at the keyboard (an
 * off-session charge: a damage claim the buyer agreed to or support upheld). A real provider keeps
 * the card as a saved payment method of the first charge (Stripe: a PaymentIntent with
 * `off_session: true` on the customer's payment method); we name it by that charge's reference.
 */
export interface SavedCardChargeRequest {
  /** The gateway's reference of the earlier charge whose card is charged again (kept on the payment row). */
  paymentReference: string;
  amountMinor: number;
  currency: string;
  /**
   * The same key always means the same charge: a repeated key answers the first charge that went
   * through instead of charging again. The damage claim's id, so every retry carries the same key.
   */
  idempotencyKey: string;
  description: string;
}

export type SavedCardChargeResult =
  | { status: 'succeeded'; reference: string }
  /** The card was refused or the provider could not be reached; the caller keeps the charge and tries again later. */
  | { status: 'failed'; reference: null; message: string };

export interface PaymentGateway {
  /** Stored on each payment row ('simulated', 'stripe', ...). */
  readonly name: string;
  /** Resolves with the outcome; a thrown error is treated as a network error by the caller. */
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** Sends money back on a charge, whole or in part. A thrown error counts as a failed attempt. */
  refund(request: RefundRequest): Promise<RefundResult>;
  /** Charges the card of an earlier charge again, off-session. A thrown error counts as a failed attempt. */
  chargeSavedCard(request: SavedCardChargeRequest): Promise<SavedCardChargeResult>;
}
