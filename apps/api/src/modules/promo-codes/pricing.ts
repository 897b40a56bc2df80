// A buyer's promo code at checkout: is it usable now, what it takes off each ticket type, and taking
// one use of it in the order's transaction (a conditional UPDATE: the usage limit holds however many
// orders race for the last use).
import { and, eq, sql } from 'drizzle-orm';
import {
  PROMO_MESSAGES as M,
  promoAppliesTo,
  promoDiscountMinor,
  type TCurrencyCode,
  type TPromoRefusal,
} from '@pavilion/domain';
import type { DbOrTx } from '../../db/client';
import { promoCodes } from '../../db/schema';
import { AppError } from '../../platform/errors';
import type { PromoCodeRow } from './service';

const MESSAGE_OF: Record<TPromoRefusal, (values: { code: string }) => string> = {
  unknown: M.unknown,
  inactive: M.inactive,
  notYetValid: M.notYetValid,
  expired: M.expired,
  usedUp: M.usedUp,
  notForTicketTypes: M.notForTicketTypes,
};

/**
 * The refusal of a code, with its reason in words: 404 for a code the event does not have, 409 for
 * one it has but that cannot be used now or on these tickets. `fields.promoCode` puts the message on
 * the checkout's field.
 */
export function promoRefusal(reason: TPromoRefusal, code: string): AppError {
  const message = MESSAGE_OF[reason]({ code });
  return new AppError(reason === 'unknown' ? 'NOT_FOUND' : 'CONFLICT', message, { promoCode: message }, { reason });
}

/** The event's code, whatever case it was typed in (the text arrives upper-cased). */
export async function findPromoCode(db: DbOrTx, eventId: number, code: string): Promise<PromoCodeRow | null> {
  const [row] = await db
    .select()
    .from(promoCodes)
    .where(and(eq(promoCodes.eventId, eventId), eq(promoCodes.code, code.toUpperCase())));
  return row ?? null;
}

/** Why the code cannot be used at `now`, or null when it can. */
export function unusableReason(row: PromoCodeRow | null, now: Date): TPromoRefusal | null {
  if (!row) return 'unknown';
  if (!row.active) return 'inactive';
  if (row.startsAt && now < row.startsAt) return 'notYetValid';
  if (row.endsAt && now >= row.endsAt) return 'expired';
  if (row.usageLimit !== null && row.used >= row.usageLimit) return 'usedUp';
  return null;
}

export interface PricedType {
  id: number;
  priceMinor: number;
  currency: TCurrencyCode;
}

/**
 * What the code takes off one ticket of each eligible type (minor units): the chosen ticket types
 * (or all), and for a fixed amount only those priced in the code's currency. Free tickets get nothing.
 */
export function discountsFor(row: PromoCodeRow, types: PricedType[]): Map<number, number> {
  const out = new Map<number, number>();
  for (const type of types) {
    if (!promoAppliesTo(row.ticketTypeIds, type.id)) continue;
    if (row.kind === 'fixed' && type.currency !== row.currency) continue;
    const off = promoDiscountMinor(
      row.kind,
      { percent: row.percentOff ?? 0, amountMinor: row.amountOffMinor ?? 0 },
      type.priceMinor,
    );
    if (off > 0) out.set(type.id, off);
  }
  return out;
}

/**
 * Checks the code for an order of these ticket types and answers the discount per type; refuses with
 * the reason otherwise (including a code that takes nothing off any of them).
 */
export async function priceWithPromoCode(
  db: DbOrTx,
  eventId: number,
  code: string,
  types: PricedType[],
  now: Date,
): Promise<{ row: PromoCodeRow; discounts: Map<number, number> }> {
  const row = await findPromoCode(db, eventId, code);
  const reason = unusableReason(row, now);
  if (reason) throw promoRefusal(reason, code);
  const discounts = discountsFor(row!, types);
  if (!discounts.size) throw promoRefusal('notForTicketTypes', code);
  return { row: row!, discounts };
}

/**
 * Takes one use of the code in the order's transaction, if it is still usable: one conditional UPDATE,
 * so of the orders racing for the last use exactly one gets it (the others wait for the row, then see
 * the limit reached). Refuses with the reason otherwise.
 */
export async function takePromoUse(tx: DbOrTx, row: PromoCodeRow, now: Date): Promise<void> {
  const iso = now.toISOString();
  const taken = await tx
    .update(promoCodes)
    .set({ used: sql`${promoCodes.used} + 1` })
    .where(
      and(
        eq(promoCodes.id, row.id),
        eq(promoCodes.active, true),
        sql`(${promoCodes.usageLimit} is null or ${promoCodes.used} < ${promoCodes.usageLimit})`,
        sql`(${promoCodes.startsAt} is null or ${promoCodes.startsAt} <= ${iso}::timestamptz)`,
        sql`(${promoCodes.endsAt} is null or ${promoCodes.endsAt} > ${iso}::timestamptz)`,
      ),
    )
    .returning({ id: promoCodes.id });
  if (taken.length) return;
  const [now_] = await tx.select().from(promoCodes).where(eq(promoCodes.id, row.id));
  throw promoRefusal(unusableReason(now_ ?? null, now) ?? 'usedUp', row.code);
}
