// Rate limits on creating orders: each order holds seats for 15 minutes, so a script placing orders
// in a loop could keep a sale's stock out of reach. Counted per account and per address in the
// database (platform/rate-limit.ts), so every API instance counts together. The numbers are in
// docs/api/checkout.md, "Limits".
import { ORDER_MESSAGES as M } from '@pavilion/domain';
import type { DbOrTx } from '../../db/client';
import { RateLimiter, type RateLimit } from '../../platform/rate-limit';

const TEN_MINUTES = 10 * 60_000;

export const ORDER_LIMITS = {
  /** A buyer places an order or two; 20 in 10 minutes is a script. */
  perAccount: { name: 'order:account', limit: 20, windowMs: TEN_MINUTES, message: () => M.tooManyOrders },
  /** An office or a conference network buys through one address: higher, but bounded. */
  perAddress: { name: 'order:address', limit: 100, windowMs: TEN_MINUTES, message: () => M.tooManyOrders },
} as const satisfies Record<string, RateLimit>;

/** Who places an order: the signed-in person and the address the request came from. */
export interface Orderer {
  personId: number;
  address: string;
}

export class OrderLimits {
  constructor(
    private readonly db: DbOrTx,
    private readonly now: () => Date,
    /** Off only for load tests (config.checkoutRateLimits). */
    private readonly enabled: boolean,
  ) {}

  /** Counts one order attempt; 429 once the account or the address is past its limit. */
  async countOrder({ personId, address }: Orderer): Promise<void> {
    if (!this.enabled) return;
    const limiter = new RateLimiter(this.db, this.now);
    await limiter.consume(ORDER_LIMITS.perAddress, [`ip:${address}`]);
    await limiter.consume(ORDER_LIMITS.perAccount, [`person:${personId}`]);
  }
}
