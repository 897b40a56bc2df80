// The partner's promo codes of one event: list, create, change and deactivate. Built with the
// partner's id: another partner's event or code answers 404.
import { and, count, eq, ilike, inArray, sql } from 'drizzle-orm';
import {
  fromMinor,
  PROMO_MESSAGES as M,
  promoValueMessage,
  promoWindowValid,
  type TCurrencyCode,
  type TPromoCode,
  type TPromoCodeBody,
  type TPromoCodeList,
  type TPromoCodePatchBody,
  type TPromoCodesQuery,
  NOT_FOUND,
} from '@pavilion/domain';
import type { Database, DbOrTx } from '../../db/client';
import { events, promoCodes, ticketTypes } from '../../db/schema';
import { AppError, conflict, notFound } from '../../platform/errors';
import { containsPattern, listPage } from '../../platform/list';
import { exactMinor } from '../../platform/money';

export type PromoCodeRow = typeof promoCodes.$inferSelect;

/** A stored code as the partner reads it (major units). */
export function promoCodeView(row: PromoCodeRow): TPromoCode {
  return {
    id: row.id,
    eventId: row.eventId,
    code: row.code,
    kind: row.kind,
    value: row.kind === 'percentage' ? (row.percentOff ?? 0) : fromMinor(row.amountOffMinor ?? 0, row.currency),
    currency: row.currency,
    ticketTypeIds: row.ticketTypeIds,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    usageLimit: row.usageLimit,
    used: row.used,
    active: row.active,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The stored value columns of a kind and value (major units for a fixed amount, at most the event's
 * currency's decimals: 400 at `value` otherwise, before anything is written).
 */
function valueColumns(kind: PromoCodeRow['kind'], value: number, currency: TCurrencyCode) {
  return kind === 'percentage'
    ? { percentOff: value, amountOffMinor: null }
    : { percentOff: null, amountOffMinor: exactMinor(value, currency, 'value') };
}

/** PostgreSQL's unique_violation on the event's codes. */
function isDuplicateCode(err: unknown): boolean {
  const e = err as { code?: string; constraint_name?: string; cause?: { code?: string; constraint_name?: string } };
  const pg = e?.cause ?? e;
  return pg?.code === '23505' && (pg.constraint_name ?? 'promo_codes_event_code_uq') === 'promo_codes_event_code_uq';
}

export class PartnerPromoCodes {
  constructor(
    private readonly db: Database,
    private readonly partnerId: number,
    private readonly now: () => Date,
  ) {}

  /** The partner's event (locked in a transaction), or 404. */
  private async event(tx: DbOrTx, eventId: number, lock = false) {
    const query = tx
      .select({ id: events.id, currency: events.ticketCurrency })
      .from(events)
      .where(and(eq(events.id, eventId), eq(events.partnerId, this.partnerId)));
    const [row] = lock ? await query.for('update') : await query;
    if (!row) throw notFound(NOT_FOUND.event);
    return row;
  }

  private async code(tx: DbOrTx, eventId: number, codeId: number): Promise<PromoCodeRow> {
    const [row] = await tx
      .select()
      .from(promoCodes)
      .where(and(eq(promoCodes.id, codeId), eq(promoCodes.eventId, eventId)))
      .for('update');
    if (!row) throw notFound(M.promoCodeNotFound);
    return row;
  }

  /** Every chosen ticket type belongs to the event (400 on `ticketTypeIds` otherwise). */
  private async checkTicketTypes(tx: DbOrTx, eventId: number, ids: number[]) {
    if (!ids.length) return;
    const found = await tx
      .select({ id: ticketTypes.id })
      .from(ticketTypes)
      .where(and(eq(ticketTypes.eventId, eventId), inArray(ticketTypes.id, ids)));
    if (found.length !== new Set(ids).size)
      throw new AppError('VALIDATION', M.ticketTypeNotInEvent, { ticketTypeIds: M.ticketTypeNotInEvent });
  }

  async list(eventId: number, query: TPromoCodesQuery): Promise<TPromoCodeList> {
    await this.event(this.db, eventId);
    const where = and(
      eq(promoCodes.eventId, eventId),
      query.q ? ilike(promoCodes.code, containsPattern(query.q)) : undefined,
    );
    return listPage(query, { createdAt: promoCodes.createdAt, code: promoCodes.code }, promoCodes.id, {
      rows: async ({ orderBy, limit, offset }) =>
        (
          await this.db
            .select()
            .from(promoCodes)
            .where(where)
            .orderBy(...orderBy)
            .limit(limit)
            .offset(offset)
        ).map(promoCodeView),
      count: async () => (await this.db.select({ n: count() }).from(promoCodes).where(where))[0].n,
    });
  }

  async create(eventId: number, body: TPromoCodeBody): Promise<TPromoCode> {
    try {
      return await this.db.transaction(async (tx) => {
        const event = await this.event(tx, eventId);
        await this.checkTicketTypes(tx, eventId, body.ticketTypeIds);
        const now = this.now();
        const [row] = await tx
          .insert(promoCodes)
          .values({
            eventId,
            code: body.code,
            kind: body.kind,
            ...valueColumns(body.kind, body.value, event.currency),
            currency: event.currency,
            ticketTypeIds: [...new Set(body.ticketTypeIds)],
            startsAt: body.startsAt ? new Date(body.startsAt) : null,
            endsAt: body.endsAt ? new Date(body.endsAt) : null,
            usageLimit: body.usageLimit,
            active: body.active,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        return promoCodeView(row);
      });
    } catch (err) {
      if (isDuplicateCode(err))
        throw conflict(M.duplicate({ code: body.code }), { code: M.duplicate({ code: body.code }) });
      throw err;
    }
  }

  /** Changes any field; orders already placed keep the discount they got. */
  async update(eventId: number, codeId: number, body: TPromoCodePatchBody): Promise<TPromoCode> {
    try {
      return await this.db.transaction(async (tx) => {
        await this.event(tx, eventId);
        const row = await this.code(tx, eventId, codeId);
        const kind = body.kind ?? row.kind;
        const value =
          body.value ?? (body.kind && body.kind !== row.kind ? undefined : (promoCodeView(row).value as number));
        if (value === undefined) throw new AppError('VALIDATION', M.valueRequired, { value: M.valueRequired });
        const valueMessage = promoValueMessage(kind, value);
        if (valueMessage) throw new AppError('VALIDATION', valueMessage, { value: valueMessage });
        const startsAt = body.startsAt !== undefined ? body.startsAt : (row.startsAt?.toISOString() ?? null);
        const endsAt = body.endsAt !== undefined ? body.endsAt : (row.endsAt?.toISOString() ?? null);
        if (!promoWindowValid(startsAt, endsAt))
          throw new AppError('VALIDATION', M.endBeforeStart, { endsAt: M.endBeforeStart });
        if (body.ticketTypeIds) await this.checkTicketTypes(tx, eventId, body.ticketTypeIds);
        if (body.usageLimit !== undefined && body.usageLimit !== null && body.usageLimit < row.used)
          throw conflict(M.usageBelowUsed({ used: row.used }), { usageLimit: M.usageBelowUsed({ used: row.used }) });
        const [updated] = await tx
          .update(promoCodes)
          .set({
            ...(body.code !== undefined ? { code: body.code } : {}),
            kind,
            ...valueColumns(kind, value, row.currency),
            ...(body.ticketTypeIds !== undefined ? { ticketTypeIds: [...new Set(body.ticketTypeIds)] } : {}),
            startsAt: startsAt ? new Date(startsAt) : null,
            endsAt: endsAt ? new Date(endsAt) : null,
            ...(body.usageLimit !== undefined ? { usageLimit: body.usageLimit } : {}),
            ...(body.active !== undefined ? { active: body.active } : {}),
            updatedAt: this.now(),
          })
          .where(eq(promoCodes.id, codeId))
          .returning();
        return promoCodeView(updated);
      });
    } catch (err) {
      if (body.code && isDuplicateCode(err))
        throw conflict(M.duplicate({ code: body.code }), { code: M.duplicate({ code: body.code }) });
      throw err;
    }
  }

  /**
   * Deactivates a code: buyers can no longer use it. The row stays (orders that used it name it) and
   * can be switched on again with PATCH `{ active: true }`.
   */
  async deactivate(eventId: number, codeId: number): Promise<TPromoCode> {
    return this.db.transaction(async (tx) => {
      await this.event(tx, eventId);
      await this.code(tx, eventId, codeId);
      const [row] = await tx
        .update(promoCodes)
        .set({ active: false, updatedAt: this.now() })
        .where(eq(promoCodes.id, codeId))
        .returning();
      return promoCodeView(row);
    });
  }
}

/** The used counter back by one (an order holding the code expired). Never below zero. */
export async function givePromoUseBack(tx: DbOrTx, promoCodeId: number): Promise<void> {
  await tx
    .update(promoCodes)
    .set({ used: sql`greatest(${promoCodes.used} - 1, 0)` })
    .where(eq(promoCodes.id, promoCodeId));
}
