// The default gateway: no money moves. Test cards choose the outcome, so every path can be tried.
import { createHash } from 'node:crypto';
import { appendToJournal, openJournal, readJournal } from '../journal';
import type {
  ChargeRequest,
  ChargeResult,
  ChargeStatus,
  PaymentGateway,
  RefundRequest,
  RefundResult,
  SavedCardChargeRequest,
  SavedCardChargeResult,
} from './gateway';

/** The documented test cards (README "Test cards"). Any other valid 16-digit number succeeds. */
export const TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  networkError: '4000000000000119',
  /** Pays; then the first attempt of each refund of the charge fails, and the retry goes through. */
  refundFailsOnce: '4000000000005126',
  /** Pays; then the first attempt of each later off-session charge of the card (a damage charge) fails, and the retry goes through. */
  savedCardFailsOnce: '4000000000000341',
} as const;

/** A charge paid with TEST_CARDS.refundFailsOnce carries this in its reference, so its refunds know. */
const REFUND_FAILS_ONCE_MARK = 'rf1';
/** A charge paid with TEST_CARDS.savedCardFailsOnce carries this in its reference, so its later charges know. */
const SAVED_CARD_FAILS_ONCE_MARK = 'sc1';

const OUTCOME_BY_CARD: Record<string, ChargeStatus> = {
  [TEST_CARDS.succeeds]: 'succeeded',
  [TEST_CARDS.declined]: 'declined',
  [TEST_CARDS.insufficientFunds]: 'insufficient_funds',
  [TEST_CARDS.networkError]: 'network_error',
};

/** How many idempotency keys the simulator remembers (it answers a repeated key like a provider). */
const REMEMBERED_KEYS = 10_000;

export interface SimulatedGatewayOptions {
  /** Wait before answering, as a real network call would (the spec's 1.5 s by default). */
  delayMs: number;
  /**
   * A file where the simulated provider writes each refund it pays (one JSON line: key, reference,
   * amount) and reads them back when the API starts, so a refund paid just before the API died is
   * answered again, not paid again, when it is sent after the restart, as a real provider remembers
   * its idempotency keys. Without it the provider remembers only while the process lives.
   */
  journal?: string;
  /** The same for the off-session charges of saved cards it took (damage charges). */
  savedChargeJournal?: string;
}

/** One movement the simulated provider made (a refund paid, an off-session charge taken), as its journal keeps it. */
interface SimulatedMoveRecord {
  key: string;
  reference: string;
  amountMinor: number;
}
/** One off-session charge the simulated provider took, as its journal keeps it. */
export type SimulatedSavedChargeRecord = SimulatedMoveRecord;
/** One refund the simulated provider paid, as its journal keeps it. */
export type SimulatedRefundRecord = SimulatedMoveRecord;

/** The refunds in a journal, in the order they were paid (a torn last line, from a kill, is skipped). */
export const readRefundJournal = (file: string) => readJournal<SimulatedRefundRecord>(file);
/** The off-session charges in a journal, in the order they were taken. */
export const readSavedChargeJournal = (file: string) => readJournal<SimulatedSavedChargeRecord>(file);

/**
 * Money the simulated provider moves at most once per idempotency key (refunds, off-session charges):
 * a repeated key answers the first result and moves nothing more.
 */
class MovesOncePerKey {
  /** Movements that went through, by key. */
  private readonly done = new Map<string, { status: 'succeeded'; reference: string }>();
  private readonly attempts = new Map<string, number>();
  /** How many movements actually went through, and how much (minor units): tests prove no key moves money twice. */
  readonly totals = { count: 0, totalMinor: 0 };

  /**
   * `referencePrefix` starts each reference; `journal` is a file where each movement is written
   * before it is answered and read back when the API starts (see SimulatedGatewayOptions.journal).
   */
  constructor(
    private readonly referencePrefix: string,
    private readonly journal?: string,
  ) {
    if (!journal) return;
    for (const r of openJournal<SimulatedMoveRecord>(journal).slice(-REMEMBERED_KEYS))
      this.done.set(r.key, { status: 'succeeded', reference: r.reference });
  }

  /** Moves the amount once for the key; the key's first attempt fails with `failure` when `failsOnce`. */
  move(
    request: { idempotencyKey: string; amountMinor: number },
    failsOnce: { when: boolean; failure: string },
  ): { status: 'succeeded'; reference: string } | { status: 'failed'; reference: null; message: string } {
    const { idempotencyKey: key, amountMinor } = request;
    const done = this.done.get(key);
    if (done) return done;
    const attempt = (this.attempts.get(key) ?? 0) + 1;
    this.attempts.set(key, attempt);
    if (failsOnce.when && attempt === 1) return { status: 'failed', reference: null, message: failsOnce.failure };
    const reference = `${this.referencePrefix}${createHash('sha256').update(key).digest('hex').slice(0, 21)}`;
    const result = { status: 'succeeded' as const, reference };
    // Written before it answers: once the money has moved, the provider knows it, whatever happens to the caller.
    if (this.journal) appendToJournal(this.journal, { key, reference, amountMinor } satisfies SimulatedMoveRecord);
    this.done.set(key, result);
    this.attempts.delete(key);
    this.totals.count += 1;
    this.totals.totalMinor += amountMinor;
    if (this.done.size > REMEMBERED_KEYS) this.done.delete(this.done.keys().next().value as string);
    return result;
  }
}

export class SimulatedGateway implements PaymentGateway {
  readonly name = 'simulated';
  private readonly answered = new Map<string, ChargeResult>();
  private readonly refunds: MovesOncePerKey;
  private readonly offSessionCharges: MovesOncePerKey;
  /** How many refunds this gateway has actually paid out, and how much (minor units): tests prove no key pays twice. */
  readonly payouts: { count: number; totalMinor: number };
  /** How many off-session charges this gateway has actually taken, and how much: tests prove no key charges twice. */
  readonly savedCharges: { count: number; totalMinor: number };

  constructor(private readonly options: SimulatedGatewayOptions) {
    this.refunds = new MovesOncePerKey('sim_re_', options.journal);
    this.payouts = this.refunds.totals;
    this.offSessionCharges = new MovesOncePerKey('sim_dc_', options.savedChargeJournal);
    this.savedCharges = this.offSessionCharges.totals;
  }

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    if (this.options.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, this.options.delayMs));
    const remembered = this.answered.get(request.idempotencyKey);
    if (remembered) return remembered;
    const status = OUTCOME_BY_CARD[request.card.number] ?? 'succeeded';
    // A network error never reached the provider, so it has no reference and is not remembered.
    if (status === 'network_error') return { status, reference: null };
    // Derived from the key, so a repeated key (also after a restart) gets the same reference.
    const digest = createHash('sha256').update(request.idempotencyKey).digest('hex');
    const reference =
      request.card.number === TEST_CARDS.refundFailsOnce
        ? `sim_${REFUND_FAILS_ONCE_MARK}_${digest.slice(0, 20)}`
        : request.card.number === TEST_CARDS.savedCardFailsOnce
          ? `sim_${SAVED_CARD_FAILS_ONCE_MARK}_${digest.slice(0, 20)}`
          : `sim_${digest.slice(0, 24)}`;
    const result: ChargeResult = { status, reference };
    this.answered.set(request.idempotencyKey, result);
    if (this.answered.size > REMEMBERED_KEYS) this.answered.delete(this.answered.keys().next().value as string);
    return result;
  }

  async refund(request: RefundRequest): Promise<RefundResult> {
    if (this.options.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, this.options.delayMs));
    return this.refunds.move(request, {
      when: request.chargeReference.startsWith(`sim_${REFUND_FAILS_ONCE_MARK}_`),
      failure: 'The card issuer did not accept the refund; try again later',
    });
  }

  async chargeSavedCard(request: SavedCardChargeRequest): Promise<SavedCardChargeResult> {
    if (this.options.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, this.options.delayMs));
    return this.offSessionCharges.move(request, {
      when: request.paymentReference.startsWith(`sim_${SAVED_CARD_FAILS_ONCE_MARK}_`),
      failure: 'The card issuer asked for the cardholder to confirm the charge; try again later',
    });
  }
}
