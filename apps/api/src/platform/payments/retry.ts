// When a refund the gateway failed or never answered is sent again: the refunds of orders and the
// refunds of damage charges keep the same schedule.

/** When a failed refund is tried again: 30 s, 1, 2, 4 ... minutes, at most an hour apart. */
export function refundRetryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}
