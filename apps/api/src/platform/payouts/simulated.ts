// The default payout provider: no money moves. Every transfer is paid, except to the documented test
// IBAN, which the "bank" refuses as a closed account, so the failed path can be tried.
import { createHash } from 'node:crypto';
import type { PayoutProvider, PayoutRequest, PayoutResult } from './provider';

/** A valid IBAN whose transfers are refused (README "Test bank accounts"). */
export const PAYOUT_TEST_IBANS = { refused: 'DE89370400440532013000' } as const;

export const REFUSED_MESSAGE =
  'The receiving bank refused the transfer: the account is closed or its details are wrong';

const REMEMBERED_KEYS = 10_000;

export class SimulatedPayoutProvider implements PayoutProvider {
  readonly name = 'simulated';
  private readonly answered = new Map<string, PayoutResult>();
  /** What has actually been paid out: tests prove no key pays twice. */
  readonly paid = { count: 0, totalMinor: 0 };

  async send(request: PayoutRequest): Promise<PayoutResult> {
    const remembered = this.answered.get(request.idempotencyKey);
    if (remembered) return remembered;
    const result: PayoutResult =
      request.iban.replace(/\s/g, '') === PAYOUT_TEST_IBANS.refused
        ? { status: 'failed', message: REFUSED_MESSAGE }
        : {
            status: 'paid',
            reference: `sim_po_${createHash('sha256').update(request.idempotencyKey).digest('hex').slice(0, 20)}`,
          };
    if (result.status === 'paid') {
      this.paid.count += 1;
      this.paid.totalMinor += request.amountMinor;
    }
    this.answered.set(request.idempotencyKey, result);
    if (this.answered.size > REMEMBERED_KEYS) this.answered.delete(this.answered.keys().next().value as string);
    return result;
  }
}
