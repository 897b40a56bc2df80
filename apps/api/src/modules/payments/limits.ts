// Rate limits on paying: every attempt is a card authorisation at the payment provider, and a stream of
// declined cards on one order or one account is card testing (trying stolen numbers until one works).
// Attempts are counted per account and per address, declined payments per order, per account and per
// address, in the database (platform/rate-limit.ts), so every API instance counts together. A retry
// with the key of an earlier attempt is that attempt again, not a new one. The numbers are in
// docs/api/checkout.md, "Limits".
import { PAYMENT_MESSAGES as M } from '@pavilion/domain';
import type { DbOrTx } from '../../db/client';
import { RateLimiter, type RateLimit } from '../../platform/rate-limit';

const TEN_MINUTES = 10 * 60_000;
const HOUR = 60 * 60_000;

export const PAYMENT_LIMITS = {
  attemptsPerAccount: { name: 'payment:account', limit: 10, windowMs: TEN_MINUTES, message: () => M.tooManyAttempts },
  attemptsPerAddress: { name: 'payment:address', limit: 50, windowMs: TEN_MINUTES, message: () => M.tooManyAttempts },
  /** Declined or short of funds; a provider that cannot be reached is not the card's fault and is not counted. */
  declinedPerOrder: { name: 'declined:order', limit: 5, windowMs: HOUR, message: () => M.tooManyDeclined },
  declinedPerAccount: { name: 'declined:account', limit: 10, windowMs: HOUR, message: () => M.tooManyDeclined },
  declinedPerAddress: { name: 'declined:address', limit: 30, windowMs: HOUR, message: () => M.tooManyDeclined },
} as const satisfies Record<string, RateLimit>;

/** Who pays: the signed-in person and the address the request came from. */
export interface Payer {
  personId: number;
  address: string;
}

const keys = ({ personId, address }: Payer, orderId: string) => ({
  order: [`order:${orderId}`],
  account: [`person:${personId}`],
  address: [`ip:${address}`],
});

export class PaymentLimits {
  constructor(
    private readonly now: () => Date,
    /** Off only for load tests (config.checkoutRateLimits). */
    private readonly enabled: boolean,
  ) {}

  /**
   * Before a new attempt is charged: refuses (429) while the order, the account or the address has
   * too many declined payments this hour, then counts the attempt against the account and the address.
   * Run in the transaction that records the attempt, so a refused attempt leaves nothing behind.
   */
  async beginAttempt(tx: DbOrTx, payer: Payer, orderId: string): Promise<void> {
    if (!this.enabled) return;
    const limiter = new RateLimiter(tx, this.now);
    const who = keys(payer, orderId);
    await limiter.check(PAYMENT_LIMITS.declinedPerOrder, who.order);
    await limiter.check(PAYMENT_LIMITS.declinedPerAccount, who.account);
    await limiter.check(PAYMENT_LIMITS.declinedPerAddress, who.address);
    await limiter.consume(PAYMENT_LIMITS.attemptsPerAddress, who.address);
    await limiter.consume(PAYMENT_LIMITS.attemptsPerAccount, who.account);
  }

  /** A card was declined (or had too little money): counted for the order, the account and the address. */
  async declined(db: DbOrTx, payer: Payer, orderId: string): Promise<void> {
    if (!this.enabled) return;
    const limiter = new RateLimiter(db, this.now);
    const who = keys(payer, orderId);
    await limiter.record(PAYMENT_LIMITS.declinedPerOrder, who.order);
    await limiter.record(PAYMENT_LIMITS.declinedPerAccount, who.account);
    await limiter.record(PAYMENT_LIMITS.declinedPerAddress, who.address);
  }
}
