// What the refund paths share: whose orders a caller reaches, the dependencies, a cancellation's
// request and outcome, and the buyer's mail heading of an order.
import type { Logger } from 'pino';
import type { Config } from '../../config';
import type { Database, Tx } from '../../db/client';
import type { TOrder } from '@pavilion/domain';
import { orders } from '../../db/schema';
import type { PaymentGateway } from '../../platform/payments';
import type { AuthContext } from '../../platform/auth';
import type { OrderMail } from './emails';

/** Whose orders a caller reaches: built from the session, so another owner's order answers 404. */
export type OrderOwner =
  | { kind: 'attendee'; personId: number }
  /** personId is null when no one of the partner asked: a payment that landed after its event was cancelled. */
  | { kind: 'partner'; partnerId: number; personId: number | null }
  | { kind: 'admin'; auth: AuthContext };

export function owns(owner: OrderOwner, order: { personId: number; partnerId: number | null }): boolean {
  if (owner.kind === 'attendee') return order.personId === owner.personId;
  if (owner.kind === 'partner') return order.partnerId === owner.partnerId;
  return true;
}

export interface RefundsDeps {
  db: Database;
  gateway: PaymentGateway;
  now: () => Date;
  logger: Logger;
  config: Pick<Config, 'publicUrl' | 'refundLeaseMs'>;
  /** The process's queue of cancellations (queue.ts, CancellationQueue); without one each goes alone. */
  cancellations?: { cancel(item: CancelItem): Promise<Settled<TOrder>> };
}

export interface CancelRequest {
  /** The tickets to cancel; none named means every ticket still valid. */
  ticketIds?: string[];
  /** Major units; by default what the policy gives back today for the tickets cancelled. */
  amount?: number;
  reason?: string | null;
  /** Refund everything that remains refundable (the whole event is cancelled): `amount` is then ignored. */
  everything?: boolean;
}

/** What the buyer is told in place of "cancellation confirmed" (the event was cancelled). */
export type Announce = (
  tx: Tx,
  order: OrderMail,
  cancelled: Array<{ ticketId: string; typeName: string; attendeeName: string | null }>,
  refundMinor: number,
  /** What earlier refunds of the order already gave back (a buyer who cancelled before the event was). */
  refundedBeforeMinor: number,
) => Promise<void>;

export type OrderRow = typeof orders.$inferSelect;
export type EventRow = { name: string; startAt: Date; timeZone: string };

/** One cancellation of a batch: whose it is, which order, what to cancel and refund. */
export interface CancelItem {
  owner: OrderOwner;
  orderId: string;
  request: CancelRequest;
}

export interface CancelOutcome {
  refundId: string | null;
  amountMinor: number;
  cancelledTickets: number;
}

/** An item's answer: its value, or the error it would have raised alone. */
export type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };

export function mailOf(order: OrderRow, event: { name: string }) {
  return {
    orderId: order.id,
    personId: order.personId,
    buyerEmail: order.buyerEmail,
    buyerFirstName: order.buyerFirstName,
    eventName: event.name,
    currency: order.currency,
    byTransfer: order.paymentMethod === 'bank_transfer',
  };
}
