// The buyer's check of a promo code before ordering: what it takes off one ticket of each type.
import { and, asc, eq } from 'drizzle-orm';
import { fromMinor, type TPromoCodeCheck, NOT_FOUND } from '@pavilion/domain';
import type { Database } from '../../db/client';
import { events, ticketTypes } from '../../db/schema';
import { notFound } from '../../platform/errors';
import { priceWithPromoCode } from './pricing';
import { promoCodeView } from './service';

export async function checkPromoCode(
  db: Database,
  eventId: number,
  code: string,
  chosenTypeIds: number[],
  now: Date,
): Promise<TPromoCodeCheck> {
  const [event] = await db
    .select({ status: events.status, published: events.published, partnerApproved: events.partnerApproved })
    .from(events)
    .where(eq(events.id, eventId));
  // As at checkout: an event buyers cannot see does not exist for them.
  if (!event || event.status !== 'APPROVED' || !event.published || !event.partnerApproved)
    throw notFound(NOT_FOUND.event);
  const all = await db
    .select({ id: ticketTypes.id, priceMinor: ticketTypes.priceMinor, currency: ticketTypes.currency })
    .from(ticketTypes)
    .where(and(eq(ticketTypes.eventId, eventId)))
    .orderBy(asc(ticketTypes.position), asc(ticketTypes.id));
  const types = chosenTypeIds.length ? all.filter((t) => chosenTypeIds.includes(t.id)) : all;
  const { row, discounts } = await priceWithPromoCode(db, eventId, code, types, now);
  const view = promoCodeView(row);
  return {
    code: row.code,
    kind: row.kind,
    value: view.value,
    currency: row.currency,
    ticketTypes: types
      .filter((t) => discounts.has(t.id))
      .map((t) => ({
        ticketTypeId: t.id,
        price: fromMinor(t.priceMinor, t.currency),
        discount: fromMinor(discounts.get(t.id)!, t.currency),
      })),
  };
}
