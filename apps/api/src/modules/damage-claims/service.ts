// Damage payment requests, for the partner (files against an order of an event with a damage policy,
// within its maximum; withdraws), the buyer (agrees or disagrees from the order, pays through the
// link) and support (decides a disputed claim). Each change is one transaction with its emails (and
// the audit row for support). Nothing is ever charged without the buyer's agreement: a claim the
// buyer agreed to is charged to the order's card only when they consented at checkout to keep it
// (under the claim's id as idempotency key, retried by the damage worker, never charged twice);
// otherwise, and for a claim support upheld after a dispute, the buyer is sent a payment link and
// the charge happens when they pay. The transaction that records a claim charged writes its ledger
// lines. docs/decisions/0278-each-event-may-have-a-damage-policy-which-caps.md, "Each event may have a damage policy".
import { and, asc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Logger } from 'pino';
import {
  DAMAGE_CLAIM_MESSAGES as M,
  DAMAGE_CLAIM_RESPONSE_DAYS,
  damageClaimWindow,
  formatAmount,
  formatIsoDay,
  fromMinor,
  OPEN_DAMAGE_CLAIM_STATES,
  WITHDRAWABLE_DAMAGE_CLAIM_STATES,
  type TCurrencyCode,
  type TDamageClaim,
  type TDamageClaimBody,
  type TDamageClaimDecisionBody,
  type TDamageClaimPaymentBody,
  type TDamageClaimResponseBody,
  type TOrderDamageClaims,
  NOT_FOUND,
} from '@pavilion/domain';
import type { Database, DbOrTx, Tx } from '../../db/client';
import { damageClaims, events, orders, partners, payments } from '../../db/schema';
import type { AuthContext } from '../../platform/auth';
import { AppError, conflict, notFound } from '../../platform/errors';
import { exactMinor } from '../../platform/money';
import {
  refundRetryDelayMs,
  type ChargeResult,
  type PaymentGateway,
  type SavedCardChargeResult,
} from '../../platform/payments';
import { AUDIT_SUMMARY_TEXT as A, actorOf, recordAudit } from '../../platform/audit';
import { amount, storedMessage } from '../../platform/stored-message';
import { recordDamageCharge } from '../ledger';
import { tellDamageClaimAnswered } from '../webhooks';
import {
  sendClaimAnswered,
  sendClaimCharged,
  sendClaimDecided,
  sendClaimFiled,
  sendClaimPaymentRequested,
  sendClaimWithdrawn,
  type ClaimMail,
  type DamageMailConfig,
} from './emails';
import { attachDamagePhotos } from './photos';
import { claimById, claimsOfOrders } from './read-model';

/** Whose claims a caller reaches: built from the session, so another owner's order or claim answers 404. */
export type ClaimOwner =
  | { kind: 'partner'; partnerId: number; personId: number; name: string }
  | { kind: 'attendee'; personId: number }
  | { kind: 'admin'; auth: AuthContext };

export interface DamageDeps {
  db: Database;
  gateway: PaymentGateway;
  now: () => Date;
  logger: Logger;
  config: DamageMailConfig;
}

/** How long a charge under way is left to its request before the worker takes it over. */
export const DAMAGE_CHARGE_LEASE_MS = 60_000;
const DAY_MS = 86_400_000;
const TO_CHARGE = ['agreed', 'upheld', 'charge_failed'] as const;
/** Agreed or upheld, waiting for the buyer to pay through the link. */
const TO_PAY = ['agreed', 'upheld'] as const;

/** The codes beside a refused claim's words (409), for clients that act on them. */
export const DAMAGE_CLAIM_REFUSALS = {
  noDamagePolicy: 'no-damage-policy',
  aboveDamagePolicy: 'above-damage-policy',
} as const;

type OrderRow = typeof orders.$inferSelect;
type EventRow = {
  id: number;
  name: string;
  endAt: Date;
  timeZone: string;
  cancelledAt: Date | null;
  damageMaxMinor: number | null;
};
type ClaimRow = typeof damageClaims.$inferSelect;

/** What may be filed on an order today: why not, or the most a claim may ask. */
interface Eligibility {
  reason: string | null;
  maxMinor: number;
  lastDay: string | null;
  paymentId: string | null;
}

async function eligibilityOf(db: DbOrTx, order: OrderRow, event: EventRow, now: Date): Promise<Eligibility> {
  const [payment] = await db
    .select({ id: payments.id, reference: payments.gatewayReference })
    .from(payments)
    .where(and(eq(payments.orderId, order.id), eq(payments.status, 'succeeded')));
  const claims = await db
    .select({ status: damageClaims.status, chargeAmountMinor: damageClaims.chargeAmountMinor })
    .from(damageClaims)
    .where(eq(damageClaims.orderId, order.id));
  const ended = now.getTime() >= event.endAt.getTime();
  const window = damageClaimWindow(event.endAt, event.timeZone);
  const charged = claims.filter((c) => c.status === 'charged').reduce((sum, c) => sum + (c.chargeAmountMinor ?? 0), 0);
  // The event's policy as the buyer was shown it when paying is the cap, per order, less what earlier
  // claims on the order charged; without one then (or now) nothing can be claimed.
  const policyMinor = event.damageMaxMinor === null ? null : order.damageMaxMinor;
  const maxMinor = Math.max(0, (policyMinor ?? 0) - charged);
  let reason: string | null = null;
  if (policyMinor === null) reason = M.noDamagePolicy;
  else if (order.status !== 'paid') reason = M.orderNotPaid;
  else if (event.cancelledAt) reason = M.eventCancelled;
  else if (!ended) reason = M.eventNotEnded;
  else if (now.getTime() >= window.closesAt.getTime())
    reason = M.windowClosed({ lastDay: formatIsoDay(window.lastDay) });
  else if (!payment?.reference || order.totalMinor <= 0) reason = M.freeOrder;
  else if (claims.some((c) => (OPEN_DAMAGE_CLAIM_STATES as readonly string[]).includes(c.status))) reason = M.openClaim;
  else if (maxMinor <= 0) reason = M.nothingLeft;
  return { reason, maxMinor, lastDay: ended ? window.lastDay : null, paymentId: payment?.id ?? null };
}

const money = (minor: number, currency: TCurrencyCode) => formatAmount(fromMinor(minor, currency), currency);

/** What the messages about a claim name, read in the caller's transaction. */
async function claimMail(db: DbOrTx, claim: ClaimRow): Promise<ClaimMail> {
  const [row] = await db
    .select({
      eventName: events.name,
      partnerName: partners.name,
      buyerPersonId: orders.personId,
      buyerEmail: orders.buyerEmail,
      buyerFirstName: orders.buyerFirstName,
    })
    .from(orders)
    .innerJoin(events, eq(events.id, orders.eventId))
    .innerJoin(partners, eq(partners.id, claim.partnerId))
    .where(eq(orders.id, claim.orderId));
  return {
    claimId: claim.id,
    orderId: claim.orderId,
    partnerId: claim.partnerId,
    filedByPersonId: claim.filedByPersonId,
    currency: claim.currency,
    amountMinor: claim.amountMinor,
    ...row,
  };
}

/**
 * A claim this transaction has just marked charged (the gateway took the money): its ledger lines,
 * then the messages to the buyer and the partner.
 */
async function recordClaimCharged(
  tx: Tx,
  claim: ClaimRow,
  paidWith: 'saved_card' | 'payment_link',
  now: Date,
  config: DamageMailConfig,
): Promise<void> {
  const chargeAmountMinor = claim.chargeAmountMinor!;
  await recordDamageCharge(
    tx,
    { id: claim.id, orderId: claim.orderId, partnerId: claim.partnerId, chargeAmountMinor, currency: claim.currency },
    now,
  );
  await sendClaimCharged(
    tx,
    await claimMail(tx, claim),
    { amountMinor: chargeAmountMinor, chargedAt: now, paidWith },
    config,
  );
}

/**
 * Damage claims as one caller reaches them: the partner on the orders of its events, the buyer on
 * its own orders, support on every claim.
 */

/** The partner's systems hear of an answer (damage-claim.answered), when an endpoint listens. */
function tellAnswered(tx: Tx, row: typeof damageClaims.$inferSelect, at: Date): Promise<void> {
  return tellDamageClaimAnswered(
    tx,
    row.partnerId,
    {
      id: row.id,
      orderId: row.orderId,
      status: row.status === 'agreed' ? 'agreed' : 'disputed',
      buyerAgreed: row.buyerAgreed,
      buyerComment: row.buyerComment,
      currency: row.currency,
      amountMinor: row.amountMinor,
      answeredAt: (row.answeredAt ?? at).toISOString(),
    },
    at,
  );
}

export class DamageClaims {
  constructor(
    private readonly deps: DamageDeps,
    private readonly owner: ClaimOwner,
  ) {}

  /** The partner's order: its claims and whether one may be filed today (with why not). */
  async orderClaims(orderId: string): Promise<TOrderDamageClaims> {
    const { db, now } = this.deps;
    const { order, event } = await this.partnerOrder(db, orderId);
    const [eligibility, claims] = await Promise.all([
      eligibilityOf(db, order, event, now()),
      claimsOfOrders(db, [order.id]),
    ]);
    return {
      items: claims.get(order.id) ?? [],
      canFile: eligibility.reason === null,
      reason: eligibility.reason,
      maxAmount: eligibility.reason === null ? fromMinor(eligibility.maxMinor, order.currency) : null,
      currency: order.currency,
      lastDay: eligibility.lastDay,
    };
  }

  /**
   * The partner files a claim: under the order's row lock, the order must be paid and its event over
   * for at most 14 days (where it is held), no other claim open, and the amount within the order's
   * limit. The buyer is emailed and notified in the same transaction.
   */
  async file(orderId: string, body: TDamageClaimBody): Promise<TDamageClaim> {
    const owner = this.partner();
    const { db, now: clock, config } = this.deps;
    const claimId = await db.transaction(async (tx) => {
      const now = clock();
      const { order, event } = await this.partnerOrder(tx, orderId, { lock: true });
      const eligibility = await eligibilityOf(tx, order, event, now);
      if (eligibility.reason)
        throw conflict(
          eligibility.reason,
          undefined,
          eligibility.reason === M.noDamagePolicy ? { reason: DAMAGE_CLAIM_REFUSALS.noDamagePolicy } : undefined,
        );
      const amountMinor = exactMinor(body.amount, order.currency, 'amount');
      if (amountMinor > eligibility.maxMinor) {
        const message = M.amountTooHigh({ max: money(eligibility.maxMinor, order.currency) });
        throw conflict(message, { amount: message }, { reason: DAMAGE_CLAIM_REFUSALS.aboveDamagePolicy });
      }
      const [claim] = await tx
        .insert(damageClaims)
        .values({
          orderId: order.id,
          partnerId: owner.partnerId,
          eventId: event.id,
          paymentId: eligibility.paymentId!,
          amountMinor,
          currency: order.currency,
          description: body.description,
          filedByPersonId: owner.personId,
          filedByName: owner.name,
          respondBy: new Date(now.getTime() + DAMAGE_CLAIM_RESPONSE_DAYS * DAY_MS),
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await attachDamagePhotos(tx, owner.partnerId, claim.id, body.photoIds);
      await sendClaimFiled(
        tx,
        await claimMail(tx, claim),
        { description: body.description, respondBy: claim.respondBy, photos: body.photoIds.length },
        config,
      );
      return claim.id;
    });
    return this.read(claimId);
  }

  /** The partner withdraws a claim still waiting for the buyer or for support; the buyer is told. */
  async withdraw(claimId: string): Promise<TDamageClaim> {
    const owner = this.partner();
    const { db, now: clock, config } = this.deps;
    await db.transaction(async (tx) => {
      const now = clock();
      const claim = await this.lockClaim(tx, claimId, eq(damageClaims.partnerId, owner.partnerId));
      if (!(WITHDRAWABLE_DAMAGE_CLAIM_STATES as readonly string[]).includes(claim.status)) throw conflict(M.notOpen);
      const [done] = await tx
        .update(damageClaims)
        .set({ status: 'withdrawn', withdrawnAt: now, updatedAt: now })
        .where(eq(damageClaims.id, claim.id))
        .returning();
      await sendClaimWithdrawn(tx, await claimMail(tx, done), config);
    });
    return this.read(claimId);
  }

  /**
   * The buyer answers a claim on its order while it waits for them. Agreeing charges the card the
   * order was paid with when the buyer consented at checkout to keep it (at once, then by the worker
   * if that fails); without that consent nothing is charged: the buyer is sent the payment link.
   * Disagreeing sends it to support.
   */
  async respond(orderId: string, claimId: string, body: TDamageClaimResponseBody): Promise<TDamageClaim> {
    if (this.owner.kind !== 'attendee') throw new Error('Only the buyer answers a claim');
    const buyer = this.owner.personId;
    const { db, now: clock, config } = this.deps;
    const chargeNow = await db.transaction(async (tx) => {
      const now = clock();
      const claim = await this.lockClaim(tx, claimId, this.buyersClaim(orderId, buyer));
      if (claim.status !== 'filed' || now.getTime() >= claim.respondBy.getTime()) throw conflict(M.notWaitingForBuyer);
      const [{ consentAt }] = await tx
        .select({ consentAt: orders.damageConsentAt })
        .from(orders)
        .where(eq(orders.id, claim.orderId));
      const savedCard = consentAt !== null;
      const answer = { buyerComment: body.comment, answeredAt: now, updatedAt: now };
      const [done] = await tx
        .update(damageClaims)
        .set(
          body.agree
            ? {
                ...answer,
                status: 'agreed',
                buyerAgreed: true,
                chargeAmountMinor: claim.amountMinor,
                paidWith: savedCard ? ('saved_card' as const) : ('payment_link' as const),
                // The request charges it now; the worker takes over if the request dies. A payment
                // link waits for the buyer: the worker never picks it up.
                nextAttemptAt: savedCard ? new Date(now.getTime() + DAMAGE_CHARGE_LEASE_MS) : null,
              }
            : { ...answer, status: 'disputed', buyerAgreed: false },
        )
        .where(eq(damageClaims.id, claim.id))
        .returning();
      const mail = await claimMail(tx, done);
      await sendClaimAnswered(tx, mail, { agree: body.agree, comment: body.comment, savedCard }, config);
      await tellAnswered(tx, done, now);
      if (body.agree && !savedCard)
        await sendClaimPaymentRequested(tx, mail, { amountMinor: claim.amountMinor }, config);
      return body.agree && savedCard;
    });
    if (chargeNow) await new DamageChargeSender(this.deps).send(claimId);
    return this.read(claimId);
  }

  /**
   * Support decides a disputed claim: uphold (the amount claimed, or less) or reject. An upheld claim
   * is never charged by the decision: the buyer did not agree, so they are sent the payment link and
   * the charge happens only when they pay. Written to the audit log in the same transaction; the
   * partner and the buyer are told the reason.
   */
  async decide(claimId: string, body: TDamageClaimDecisionBody): Promise<TDamageClaim> {
    if (this.owner.kind !== 'admin') throw new Error('Only support decides a claim');
    const auth = this.owner.auth;
    const { db, now: clock, config } = this.deps;
    await db.transaction(async (tx) => {
      const now = clock();
      const claim = await this.lockClaim(tx, claimId);
      if (claim.status !== 'disputed') throw conflict(M.notDisputed);
      const uphold = body.decision === 'uphold';
      const amountMinor = uphold
        ? body.amount === null
          ? claim.amountMinor
          : exactMinor(body.amount, claim.currency, 'amount')
        : null;
      if (amountMinor !== null && amountMinor > claim.amountMinor) {
        const message = M.upheldTooHigh({ claimed: money(claim.amountMinor, claim.currency) });
        throw conflict(message, { amount: message });
      }
      const [done] = await tx
        .update(damageClaims)
        .set({
          status: uphold ? 'upheld' : 'rejected',
          decision: uphold ? 'upheld' : 'rejected',
          decidedAmountMinor: amountMinor,
          decisionReason: body.reason,
          decidedByPersonId: auth.personId,
          decidedAt: now,
          chargeAmountMinor: amountMinor,
          paidWith: uphold ? 'payment_link' : null,
          nextAttemptAt: null,
          updatedAt: now,
        })
        .where(eq(damageClaims.id, claim.id))
        .returning();
      const mail = await claimMail(tx, done);
      await recordAudit(tx, now, actorOf(auth), {
        action: 'damage-claim.decided',
        entityType: 'damage-claim',
        entityId: claim.id,
        entityName: `${mail.eventName}: ${mail.buyerEmail}`,
        summary: uphold
          ? storedMessage(A, 'damageUpheld', {
              upheld: amount(amountMinor!, claim.currency),
              claimed: amount(claim.amountMinor, claim.currency),
              reason: body.reason,
            })
          : storedMessage(A, 'damageRejected', {
              claimed: amount(claim.amountMinor, claim.currency),
              reason: body.reason,
            }),
        // The same keys before and after, so the log lists what the decision changed.
        before: {
          orderId: claim.orderId,
          amountMinor: claim.amountMinor,
          status: claim.status,
          chargeAmountMinor: null,
        },
        after: {
          orderId: claim.orderId,
          amountMinor: claim.amountMinor,
          status: done.status,
          chargeAmountMinor: amountMinor,
        },
      });
      await sendClaimDecided(tx, mail, { upheld: uphold, amountMinor, reason: body.reason }, config);
      if (uphold) await sendClaimPaymentRequested(tx, mail, { amountMinor: amountMinor! }, config);
    });
    return this.read(claimId);
  }

  /**
   * The buyer pays an agreed or upheld claim through the link, with a card (the payment form). The
   * card goes to the gateway only, under a key of the claim and its attempt, so a repeated request
   * is charged once; a declined card answers 402 and the claim keeps waiting. The transaction that
   * records it charged writes the ledger lines and tells both sides; only one request can win it.
   */
  async pay(orderId: string, claimId: string, card: TDamageClaimPaymentBody): Promise<TDamageClaim> {
    if (this.owner.kind !== 'attendee') throw new Error('Only the buyer pays a claim');
    const { db, gateway, now: clock, logger, config } = this.deps;
    const [row] = await db
      .select({ claim: damageClaims, eventName: events.name })
      .from(damageClaims)
      .innerJoin(events, eq(events.id, damageClaims.eventId))
      .where(and(eq(damageClaims.id, claimId), this.buyersClaim(orderId, this.owner.personId)));
    if (!row) throw notFound(M.claimNotFound);
    const { claim } = row;
    const payable = and(
      eq(damageClaims.id, claim.id),
      inArray(damageClaims.status, [...TO_PAY]),
      eq(damageClaims.paidWith, 'payment_link'),
      eq(damageClaims.attempts, claim.attempts),
    );
    if (!(TO_PAY as readonly string[]).includes(claim.status) || claim.paidWith !== 'payment_link')
      throw conflict(M.notWaitingForPayment);
    const [month, year] = card.expiryDate.split('/').map(Number);
    let result: ChargeResult;
    try {
      result = await gateway.charge({
        amountMinor: claim.chargeAmountMinor!,
        currency: claim.currency,
        card: {
          number: card.cardNumber,
          expMonth: month,
          expYear: 2000 + year,
          cvv: card.cvv,
          name: card.cardholderName,
        },
        idempotencyKey: `${claim.id}:${claim.attempts}`,
        description: `Damage payment: ${row.eventName}`.slice(0, 200),
      });
    } catch (err) {
      logger.warn(
        { claimId, error: err instanceof Error ? err.name : typeof err },
        'damage payment gateway call failed',
      );
      result = { status: 'network_error', reference: null };
    }
    const won = await db.transaction(async (tx) => {
      const now = clock();
      if (result.status !== 'succeeded') {
        await tx
          .update(damageClaims)
          .set({ attempts: sql`${damageClaims.attempts} + 1`, failureMessage: result.status, updatedAt: now })
          .where(payable);
        return false;
      }
      const [done] = await tx
        .update(damageClaims)
        .set({
          status: 'charged',
          attempts: sql`${damageClaims.attempts} + 1`,
          chargedAt: now,
          gatewayReference: result.reference,
          failureMessage: null,
          updatedAt: now,
        })
        .where(payable)
        .returning();
      // Another request with the same attempt recorded it first (the gateway charged the key once).
      if (!done) return true;
      await recordClaimCharged(tx, done, 'payment_link', now, config);
      return true;
    });
    if (!won) throw new AppError('PAYMENT_FAILED', M.paymentDeclined, undefined, { reason: result.status });
    return this.read(claimId);
  }

  /** One claim the caller reaches. */
  async read(claimId: string): Promise<TDamageClaim> {
    const view = await claimById(this.deps.db, claimId, this.ownedBy());
    if (!view) throw notFound(M.claimNotFound);
    return view;
  }

  private ownedBy(): SQL | undefined {
    const owner = this.owner;
    if (owner.kind === 'partner') return eq(damageClaims.partnerId, owner.partnerId);
    if (owner.kind === 'attendee') return eq(orders.personId, owner.personId);
    return undefined;
  }

  /** The buyer's own claim on that order. */
  private buyersClaim(orderId: string, personId: number): SQL {
    return sql`${damageClaims.orderId} = ${orderId} and exists (select 1 from ${orders} where ${orders.id} = ${damageClaims.orderId} and ${orders.personId} = ${personId})`;
  }

  private partner() {
    if (this.owner.kind !== 'partner') throw new Error('Only a partner files or withdraws a claim');
    return this.owner;
  }

  /** An order of the partner's events, with its event; another partner's order answers 404. */
  private async partnerOrder(db: DbOrTx, orderId: string, { lock = false } = {}) {
    const owner = this.partner();
    const query = db
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.partnerId, owner.partnerId)));
    const [order] = lock ? await query.for('update') : await query;
    if (!order) throw notFound(NOT_FOUND.order);
    const [event] = await db
      .select({
        id: events.id,
        name: events.name,
        endAt: events.endAt,
        timeZone: events.timeZone,
        cancelledAt: events.cancelledAt,
        damageMaxMinor: events.damageMaxMinor,
      })
      .from(events)
      .where(eq(events.id, order.eventId));
    return { order, event };
  }

  /** The claim under its row lock, if `where` (the owner's condition) lets the caller reach it. */
  private async lockClaim(tx: Tx, claimId: string, where?: SQL): Promise<ClaimRow> {
    const [claim] = await tx
      .select()
      .from(damageClaims)
      .where(and(eq(damageClaims.id, claimId), where))
      .for('update');
    if (!claim) throw notFound(M.claimNotFound);
    return claim;
  }
}

/** Charging agreed and upheld claims through the gateway and recording the outcome: the request that decided, and the worker. */
export class DamageChargeSender {
  constructor(private readonly deps: DamageDeps) {}

  /**
   * Charges one claim to the order's card (its id is the idempotency key, so a retry never charges
   * twice) and records the outcome: charged with its ledger lines and the emails, or charge failed
   * until its next attempt. Safe to call from several places at once: only one records it charged.
   */
  async send(claimId: string): Promise<void> {
    const { db, gateway, now: clock, logger, config } = this.deps;
    const [row] = await db
      .select({ claim: damageClaims, paymentReference: payments.gatewayReference, eventName: events.name })
      .from(damageClaims)
      .innerJoin(payments, eq(payments.id, damageClaims.paymentId))
      .innerJoin(events, eq(events.id, damageClaims.eventId))
      .where(eq(damageClaims.id, claimId));
    // Only a claim the buyer agreed to with the card kept by consent; a payment link waits for the buyer.
    if (
      !row ||
      !(TO_CHARGE as readonly string[]).includes(row.claim.status) ||
      row.claim.paidWith !== 'saved_card' ||
      !row.claim.chargeAmountMinor
    )
      return;
    let result: SavedCardChargeResult;
    try {
      if (!row.paymentReference) throw new Error('the order has no gateway reference');
      result = await gateway.chargeSavedCard({
        paymentReference: row.paymentReference,
        amountMinor: row.claim.chargeAmountMinor,
        currency: row.claim.currency,
        idempotencyKey: row.claim.id,
        description: `Damage payment: ${row.eventName}`.slice(0, 200),
      });
    } catch (err) {
      // Only the kind of error: a provider's message may quote the request.
      logger.warn(
        { claimId, error: err instanceof Error ? err.name : typeof err },
        'damage charge gateway call failed',
      );
      result = { status: 'failed', reference: null, message: 'The payment provider could not be reached' };
    }
    const stillToCharge = and(
      eq(damageClaims.id, claimId),
      inArray(damageClaims.status, [...TO_CHARGE]),
      eq(damageClaims.paidWith, 'saved_card'),
    );
    await db.transaction(async (tx) => {
      const now = clock();
      if (result.status === 'failed') {
        const attempts = row.claim.attempts + 1;
        await tx
          .update(damageClaims)
          .set({
            status: 'charge_failed',
            attempts: sql`${damageClaims.attempts} + 1`,
            failureMessage: result.message.slice(0, 500),
            nextAttemptAt: new Date(now.getTime() + refundRetryDelayMs(attempts)),
            updatedAt: now,
          })
          .where(stillToCharge);
        return;
      }
      const [won] = await tx
        .update(damageClaims)
        .set({
          status: 'charged',
          attempts: sql`${damageClaims.attempts} + 1`,
          chargedAt: now,
          gatewayReference: result.reference,
          failureMessage: null,
          nextAttemptAt: null,
          updatedAt: now,
        })
        .where(stillToCharge)
        .returning();
      // Someone else recorded it first: the ledger and the emails are theirs.
      if (!won) return;
      await recordClaimCharged(tx, won, 'saved_card', now, config);
    });
  }

  /**
   * The worker's round: failed charges due again, and agreed or upheld ones whose request died
   * before recording an answer. Each is claimed by moving its next attempt on (a lease), so two
   * instances do not send the same charge at once; the gateway's idempotency would absorb it anyway.
   */
  async sendDue(limit = 50): Promise<number> {
    const { db, now: clock } = this.deps;
    const now = clock();
    const due = await db
      .select({ id: damageClaims.id, nextAttemptAt: damageClaims.nextAttemptAt })
      .from(damageClaims)
      .where(
        and(
          inArray(damageClaims.status, [...TO_CHARGE]),
          eq(damageClaims.paidWith, 'saved_card'),
          lte(damageClaims.nextAttemptAt, now),
        ),
      )
      .orderBy(asc(damageClaims.nextAttemptAt))
      .limit(limit);
    let sent = 0;
    for (const claim of due) {
      const [claimed] = await db
        .update(damageClaims)
        .set({ nextAttemptAt: new Date(now.getTime() + DAMAGE_CHARGE_LEASE_MS) })
        .where(
          and(
            eq(damageClaims.id, claim.id),
            inArray(damageClaims.status, [...TO_CHARGE]),
            eq(damageClaims.nextAttemptAt, claim.nextAttemptAt!),
          ),
        )
        .returning({ id: damageClaims.id });
      if (!claimed) continue;
      await this.send(claim.id);
      sent += 1;
    }
    return sent;
  }

  /**
   * Claims the buyer did not answer in time go to support as disputed (the partner is told); answers
   * how many. Each in its own transaction, by a conditional update only one instance wins.
   */
  async escalateUnanswered(limit = 50): Promise<number> {
    const { db, now: clock, config } = this.deps;
    const now = clock();
    const late = await db
      .select({ id: damageClaims.id })
      .from(damageClaims)
      .where(and(eq(damageClaims.status, 'filed'), lte(damageClaims.respondBy, now)))
      .orderBy(asc(damageClaims.respondBy))
      .limit(limit);
    let moved = 0;
    for (const { id } of late) {
      const done = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(damageClaims)
          .set({ status: 'disputed', buyerAgreed: null, answeredAt: now, updatedAt: now })
          .where(and(eq(damageClaims.id, id), eq(damageClaims.status, 'filed'), lte(damageClaims.respondBy, now)))
          .returning();
        if (!row) return false;
        await sendClaimAnswered(tx, await claimMail(tx, row), { agree: null, comment: null }, config);
        await tellAnswered(tx, row, now);
        return true;
      });
      if (done) moved += 1;
    }
    return moved;
  }
}
