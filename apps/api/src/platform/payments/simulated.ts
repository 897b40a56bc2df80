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

/** One off-session charge the simulated provider took, as its journal keeps it. */
export interface SimulatedSavedChargeRecord {
  key: string;
  reference: string;
  amountMinor: number;
}

/** One refund the simulated provider paid, as its journal keeps it. */
export interface SimulatedRefundRecord {
  key: string;
  reference: string;
  amountMinor: number;
}

/** The refunds in a journal, in the order they were paid (a torn last line, from a kill, is skipped). */
export const readRefundJournal = (file: string) => readJournal<SimulatedRefundRecord>(file);
/** The off-session charges in a journal, in the order they were taken. */
export const readSavedChargeJournal = (file: string) => readJournal<SimulatedSavedChargeRecord>(file);

export class SimulatedGateway implements PaymentGateway {
  readonly name = 'simulated';
  private readonly answered = new Map<string, ChargeResult>();
  /** Refunds that went through, by key: a repeated key answers the first and pays nothing more. */
  private readonly refunded = new Map<string, RefundResult & { status: 'succeeded' }>();
  private readonly refundAttempts = new Map<string, number>();
  /** How many refunds this gateway has actually paid out, and how much (minor units): tests prove no key pays twice. */
  readonly payouts = { count: 0, totalMinor: 0 };
  /** Off-session charges that went through, by key: a repeated key answers the first and takes nothing more. */
  private readonly savedCharged = new Map<string, SavedCardChargeResult & { status: 'succeeded' }>();
  private readonly savedChargeAttempts = new Map<string, number>();
  /** How many off-session charges this gateway has actually taken, and how much: tests prove no key charges twice. */
  readonly savedCharges = { count: 0, totalMinor: 0 };

  constructor(private readonly options: SimulatedGatewayOptions) {
    if (options.journal) {
      for (const r of openJournal<SimulatedRefundRecord>(options.journal).slice(-REMEMBERED_KEYS)) {
        this.refunded.set(r.key, { status: 'succeeded', reference: r.reference });
      }
    }
    if (options.savedChargeJournal) {
      for (const r of openJournal<SimulatedSavedChargeRecord>(options.savedChargeJournal).slice(-REMEMBERED_KEYS)) {
        this.savedCharged.set(r.key, { status: 'succeeded', reference: r.reference });
      }
    }
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
    const done = this.refunded.get(request.idempotencyKey);
    if (done) return done;
    const attempt = (this.refundAttempts.get(request.idempotencyKey) ?? 0) + 1;
    this.refundAttempts.set(request.idempotencyKey, attempt);
    if (request.chargeReference.startsWith(`sim_${REFUND_FAILS_ONCE_MARK}_`) && attempt === 1) {
      return {
        status: 'failed',
        reference: null,
        message: 'The card issuer did not accept the refund; try again later',
      };
    }
    const reference = `sim_re_${createHash('sha256').update(request.idempotencyKey).digest('hex').slice(0, 21)}`;
    const result = { status: 'succeeded' as const, reference };
    // Written before it answers: once the money has gone, the provider knows it, whatever happens to the caller.
    if (this.options.journal) {
      const record: SimulatedRefundRecord = {
        key: request.idempotencyKey,
        reference,
        amountMinor: request.amountMinor,
      };
      appendToJournal(this.options.journal, record);
    }
    this.refunded.set(request.idempotencyKey, result);
    this.refundAttempts.delete(request.idempotencyKey);
    this.payouts.count += 1;
    this.payouts.totalMinor += request.amountMinor;
    if (this.refunded.size > REMEMBERED_KEYS) this.refunded.delete(this.refunded.keys().next().value as string);
    return result;
  }
  async chargeSavedCard(request: SavedCardChargeRequest): Promise<SavedCardChargeResult> {
    if (this.options.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, this.options.delayMs));
    const done = this.savedCharged.get(request.idempotencyKey);
    if (done) return done;
    const attempt = (this.savedChargeAttempts.get(request.idempotencyKey) ?? 0) + 1;
    this.savedChargeAttempts.set(request.idempotencyKey, attempt);
    if (request.paymentReference.startsWith(`sim_${SAVED_CARD_FAILS_ONCE_MARK}_`) && attempt === 1) {
      return {
        status: 'failed',
        reference: null,
        message: 'The card issuer asked for the cardholder to confirm the charge; try again later',
      };
    }
    const reference = `sim_dc_${createHash('sha256').update(request.idempotencyKey).digest('hex').slice(0, 21)}`;
    const result = { status: 'succeeded' as const, reference };
    // Written before it answers: once the money is taken, the provider knows it, whatever happens to the caller.
    if (this.options.savedChargeJournal) {
      const record: SimulatedSavedChargeRecord = {
        key: request.idempotencyKey,
        reference,
        amountMinor: request.amountMinor,
      };
      appendToJournal(this.options.savedChargeJournal, record);
    }
    this.savedCharged.set(request.idempotencyKey, result);
    this.savedChargeAttempts.delete(request.idempotencyKey);
    this.savedCharges.count += 1;
    this.savedCharges.totalMinor += request.amountMinor;
    if (this.savedCharged.size > REMEMBERED_KEYS)
      this.savedCharged.delete(this.savedCharged.keys().next().value as string);
    return result;
  }
}
