// The default payout provider: no money moves. Every transfer is paid, except to the documented test
// IBAN, which the "bank" refuses as a closed account, so the failed path can be tried.
import { createHash } from 'node:crypto';
import { appendToJournal, openJournal, readJournal } from '../journal';
import type { PayoutProvider, PayoutRequest, PayoutResult } from './provider';

/** A valid IBAN whose transfers are refused (README "Test bank accounts"). */
export const PAYOUT_TEST_IBANS = { refused: 'DE89370400440532013000' } as const;

export const REFUSED_MESSAGE =
  'The receiving bank refused the transfer: the account is closed or its details are wrong';

const REMEMBERED_KEYS = 10_000;

/** One transfer the simulated bank made, as its journal keeps it. */
export interface SimulatedPayoutRecord {
  key: string;
  reference: string;
  amountMinor: number;
}

/** The transfers in a journal, in the order they were made (a line torn by a kill is skipped). */
export const readPayoutJournal = (file: string) => readJournal<SimulatedPayoutRecord>(file);

export class SimulatedPayoutProvider implements PayoutProvider {
  readonly name = 'simulated';
  private readonly answered = new Map<string, PayoutResult>();
  /** What has actually been paid out: tests prove no key pays twice. */
  readonly paid = { count: 0, totalMinor: 0 };

  /**
   * With a journal, each transfer made is written to it (one JSON line, before answering) and read back
   * at start, so a payout sent just before the API died is answered again, not paid again, after the
   * restart, as a bank's idempotency keys outlive the caller. Without one it remembers while the process lives.
   */
  constructor(private readonly options: { journal?: string } = {}) {
    if (options.journal) {
      for (const r of openJournal<SimulatedPayoutRecord>(options.journal).slice(-REMEMBERED_KEYS)) {
        this.answered.set(r.key, { status: 'paid', reference: r.reference });
      }
    }
  }

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
      if (this.options.journal) {
        const record: SimulatedPayoutRecord = {
          key: request.idempotencyKey,
          reference: result.reference,
          amountMinor: request.amountMinor,
        };
        appendToJournal(this.options.journal, record);
      }
      this.paid.count += 1;
      this.paid.totalMinor += request.amountMinor;
    }
    this.answered.set(request.idempotencyKey, result);
    if (this.answered.size > REMEMBERED_KEYS) this.answered.delete(this.answered.keys().next().value as string);
    return result;
  }
}
