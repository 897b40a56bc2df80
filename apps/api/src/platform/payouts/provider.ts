// The payout provider seam: payouts to partners' bank accounts go through this interface; the
// simulated provider is the default and a bank-transfer or Stripe Connect provider plugs in behind the
// same shape (see createPayoutProvider).

export interface PayoutRequest {
  /** Minor units of `currency`. */
  amountMinor: number;
  currency: string;
  /** The account holder's name, the IBAN and the SWIFT/BIC. Passed to the provider only; never logged. */
  accountName: string;
  iban: string;
  swift: string;
  /**
   * The same key always means the same transfer: a provider answers a repeated key with its first
   * answer instead of paying again. The payout's id and attempt number, so a resend after a lost
   * answer carries the same key and a retry to a new account a new one.
   */
  idempotencyKey: string;
  /** On the partner's bank statement. */
  description: string;
}

export type PayoutResult =
  | { status: 'paid'; reference: string }
  /** The bank refused it (closed account, wrong details): the message is shown to the partner. */
  | { status: 'failed'; message: string };

export interface PayoutProvider {
  readonly name: string;
  /** Sends one transfer. A thrown error means the answer is unknown: the caller sends again under the same key. */
  send(request: PayoutRequest): Promise<PayoutResult>;
}
