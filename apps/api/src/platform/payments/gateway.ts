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

export interface PaymentGateway {
  /** Stored on each payment row ('simulated', 'stripe', ...). */
  readonly name: string;
  /** Resolves with the outcome; a thrown error is treated as a network error by the caller. */
  charge(request: ChargeRequest): Promise<ChargeResult>;
}
