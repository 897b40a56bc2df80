// Demo money after the sale, made through the product's own services once the demo data exists (they
// need the payment gateway): partner@example.com's latest upcoming event with sales is cancelled, so
// its buyers are refunded in full and it shows as cancelled; one buyer of another of its events
// cancels a ticket by the policy. The partner's registrations, the orders and the refund emails then
// show cancelled and refunded orders on first start. Its money then: it is on the Growth plan (this
// month's fee charged) and the money of its older past event was paid out by the payout run on the day
// it became payable, so Finances shows a paid payout with its statement, and the newer past event's
// and the upcoming events' money as still to come. Its past events have damage claims in three states
// (seed/demo-damage-claims.ts), and two of its upcoming events were sponsored: one today, one last week
// (seed/demo-sponsorships.ts). Two of its buyers who paid by bank transfer were refunded: one refund
// waits to be paid back to the account its buyer gave, one for its buyer's account
// (seed/demo-transfer-refunds.ts).
import { and, asc, desc, eq, exists, gt, lt, sql } from 'drizzle-orm';
import { payableAt, type TCurrencyCode, type TPlanKey } from '@pavilion/domain';
import { events, orders, payouts, tickets } from '../db/schema';
import { PartnerEventCancellation } from '../modules/event-cancellation';
import { OrderRefunds, type RefundsDeps } from '../modules/refunds';
import { PartnerPlan, PayoutRun, payoutBlocks } from '../modules/payouts';
import type { PayoutProvider } from '../platform/payouts';
import type { Storage } from '../platform/storage';
import type { Config } from '../config';
import { seedDemoDamageClaims, type DemoDamageClaims } from './demo-damage-claims';
import { seedDemoSponsorships, type DemoSponsorships } from './demo-sponsorships';
import { DEMO_BANK_ACCOUNT } from './demo-bank-transfers';
import { demoPartnerOwner } from './demo-partner';
import { seedDemoTransferRefunds, type DemoTransferRefunds } from './demo-transfer-refunds';

export const DEMO_CANCELLATION_REASON =
  'Our keynote speakers cannot travel that week, so we are moving the conference to next year.';

export const DEMO_PLAN: TPlanKey = 'growth';

/** The hour (UTC) of the payable day at which the demo payout was sent. */
const PAYOUT_HOUR = 9;

export interface DemoAfterSaleDeps extends RefundsDeps {
  /** The provider the demo payout goes through (the payout worker's). */
  payoutProvider: PayoutProvider;
  config: Pick<Config, 'publicUrl' | 'partnerPortalUrl' | 'refundLeaseMs'> & Partial<Pick<Config, 'bankTransfer'>>;
  /** Where the demo damage claims' photos are stored; without it they have none. */
  storage?: Storage;
}

export interface DemoAfterSale {
  cancelledEventId: number;
  partlyCancelledOrderId: string | null;
  /** The paid payout of the demo partner's older past event, and that event. */
  payout: { id: string; eventId: number } | null;
  /** The demo damage claims: charged, disputed and waiting for the buyer. */
  damageClaims: DemoDamageClaims;
  /** The demo sponsorships: one active, one ended. */
  sponsorships: DemoSponsorships | null;
  /** The demo refunds by bank transfer: one to pay back, one waiting for its buyer's account. */
  transferRefunds: DemoTransferRefunds | null;
}

export async function seedDemoAfterSale(deps: DemoAfterSaleDeps): Promise<DemoAfterSale | null> {
  const { db } = deps;
  const now = deps.now();
  const owner = await demoPartnerOwner(db);
  if (!owner) return null;
  const paidOrderOf = (eventId: typeof events.id) =>
    exists(
      db
        .select({ one: sql`1` })
        .from(orders)
        .where(and(eq(orders.eventId, eventId), eq(orders.status, 'paid'))),
    );
  const withSales = await db
    .select({ id: events.id })
    .from(events)
    .where(
      and(
        eq(events.partnerId, owner.partnerId),
        eq(events.status, 'APPROVED'),
        gt(events.startAt, now),
        paidOrderOf(events.id),
      ),
    )
    .orderBy(desc(events.startAt))
    .limit(2);
  if (withSales.length < 2) return null;
  const [latest, other] = withSales;

  await new PartnerEventCancellation(deps, owner.partnerId, owner.personId).cancel(latest!.id, {
    reason: DEMO_CANCELLATION_REASON,
  });

  // A buyer of the other event cancels the first ticket of an order of two or more.
  const [order] = await db
    .select({ id: orders.id, personId: orders.personId })
    .from(orders)
    .where(
      and(
        eq(orders.eventId, other!.id),
        eq(orders.status, 'paid'),
        sql`(select count(*) from ${tickets} where ${tickets.orderId} = ${orders.id}) >= 2`,
      ),
    )
    .orderBy(asc(orders.createdAt))
    .limit(1);
  if (order) {
    const [first] = await db
      .select({ id: tickets.id })
      .from(tickets)
      .where(eq(tickets.orderId, order.id))
      .orderBy(asc(tickets.position))
      .limit(1);
    await new OrderRefunds(deps, { kind: 'attendee', personId: order.personId }).cancel(order.id, {
      ticketIds: [first!.id],
    });
  }
  const payout = await seedDemoPayout(deps, owner.partnerId);
  await new PartnerPlan(db, owner.partnerId, () => now).change(DEMO_PLAN);
  // After the payout: the damage charge is money of the recent event, still to come.
  const damageClaims = await seedDemoDamageClaims(deps, owner.partnerId);
  const sponsorships = await seedDemoSponsorships(db, owner, now);
  const transferRefunds = await seedDemoTransferRefunds(deps, owner, deps.config.bankTransfer ?? DEMO_BANK_ACCOUNT);
  return {
    cancelledEventId: latest!.id,
    partlyCancelledOrderId: order?.id ?? null,
    payout,
    damageClaims,
    sponsorships,
    transferRefunds,
  };
}

/**
 * Pays out the partner's earliest past event with sales as the payout run would have on the day its
 * money became payable (the run's clock set to that day): its lines gathered into a payout and sent
 * through the payout provider, the ledger lines written when paid. Nothing is sent while something
 * blocks the partner's payouts, as in the run.
 */
async function seedDemoPayout(
  deps: DemoAfterSaleDeps,
  partnerId: number,
): Promise<{ id: string; eventId: number } | null> {
  const { db } = deps;
  const now = deps.now();
  const [event] = await db
    .select({ id: events.id, endAt: events.endAt, currency: orders.currency })
    .from(events)
    .innerJoin(orders, and(eq(orders.eventId, events.id), eq(orders.status, 'paid')))
    .where(and(eq(events.partnerId, partnerId), lt(events.endAt, now)))
    .orderBy(asc(events.endAt))
    .limit(1);
  if (!event) return null;
  const payDay = payableAt(event.endAt);
  const at = new Date(payDay.getTime() + PAYOUT_HOUR * 3_600_000);
  if (at >= now || (await payoutBlocks(db, partnerId)).length) return null;
  const run = new PayoutRun({ db, provider: deps.payoutProvider, now: () => at, logger: deps.logger });
  await run.scheduleFor(partnerId, event.currency as TCurrencyCode, at);
  const [open] = await db
    .select({ id: payouts.id })
    .from(payouts)
    .where(and(eq(payouts.partnerId, partnerId), eq(payouts.status, 'scheduled')));
  if (!open || (await run.send(open.id)) !== 'paid') return null;
  return { id: open.id, eventId: event.id };
}
