// The default gateway: no money moves. Test cards choose the outcome, so every path can be tried.
import { createHash } from 'node:crypto';
import type { ChargeRequest, ChargeResult, ChargeStatus, PaymentGateway } from './gateway';

/** The documented test cards (README "Test cards"). Any other valid 16-digit number succeeds. */
export const TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  networkError: '4000000000000119',
} as const;

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
}

export class SimulatedGateway implements PaymentGateway {
  readonly name = 'simulated';
  private readonly answered = new Map<string, ChargeResult>();

  constructor(private readonly options: SimulatedGatewayOptions) {}

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    if (this.options.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, this.options.delayMs));
    const remembered = this.answered.get(request.idempotencyKey);
    if (remembered) return remembered;
    const status = OUTCOME_BY_CARD[request.card.number] ?? 'succeeded';
    // A network error never reached the provider, so it has no reference and is not remembered.
    if (status === 'network_error') return { status, reference: null };
    // Derived from the key, so a repeated key (also after a restart) gets the same reference.
    const reference = `sim_${createHash('sha256').update(request.idempotencyKey).digest('hex').slice(0, 24)}`;
    const result: ChargeResult = { status, reference };
    this.answered.set(request.idempotencyKey, result);
    if (this.answered.size > REMEMBERED_KEYS) this.answered.delete(this.answered.keys().next().value as string);
    return result;
  }
}
