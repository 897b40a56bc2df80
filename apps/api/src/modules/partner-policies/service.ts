// The partner's cancellation policies: list, create, read with what uses them, switch on and off, and
// change while no sold ticket relies on them. Built with the partner's id (another id answers 404).
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  offersFreeCancellation,
  PARTNER_MESSAGES as M,
  type TCancellationPoliciesPage,
  type TCancellationPoliciesQuery,
  type TCancellationPolicyBody,
  type TCancellationPolicyDetail,
  type TCancellationPolicyPatchBody,
  type TCancellationPolicyRow,
} from '@pavilion/domain';
import type { Database, DbOrTx } from '../../db/client';
import { cancellationPolicies, cancellationPolicyPeriods, events, ticketTypes } from '../../db/schema';
import { conflict, notFound } from '../../platform/errors';
import { containsPattern, listPage } from '../../platform/list';
import { refreshEventDerived } from '../events';

type PolicyRow = typeof cancellationPolicies.$inferSelect;

export class PartnerPolicies {
  constructor(
    private readonly db: Database,
    private readonly partnerId: number,
    private readonly now: () => Date,
  ) {}

  private mine(extra?: SQL): SQL {
    return and(eq(cancellationPolicies.partnerId, this.partnerId), extra) as SQL;
  }

  /** The rows with their periods, ticket type counts and whether sold tickets rely on them. */
  private async rows(policies: PolicyRow[], db: DbOrTx = this.db): Promise<TCancellationPolicyRow[]> {
    if (!policies.length) return [];
    const ids = policies.map((p) => p.id);
    const [periods, usage] = await Promise.all([
      db
        .select()
        .from(cancellationPolicyPeriods)
        .where(inArray(cancellationPolicyPeriods.policyId, ids))
        .orderBy(asc(cancellationPolicyPeriods.position), asc(cancellationPolicyPeriods.id)),
      db
        .select({
          policyId: ticketTypes.cancellationPolicyId,
          n: count(),
          sold: sql<number>`coalesce(sum(${ticketTypes.sold}), 0)::int`,
        })
        .from(ticketTypes)
        .where(inArray(ticketTypes.cancellationPolicyId, ids))
        .groupBy(ticketTypes.cancellationPolicyId),
    ]);
    const used = new Map(usage.map((u) => [u.policyId, u]));
    return policies.map((p) => ({
      id: p.id,
      name: p.name,
      description: p.description,
      active: p.active,
      createdAt: p.createdAt.toISOString(),
      cancellationPolicyPeriods: periods
        .filter((x) => x.policyId === p.id)
        .map((x) => ({
          percentageRefund: x.percentageRefund,
          startDaysBeforeEvent: x.startDaysBeforeEvent,
          endDaysBeforeEvent: x.endDaysBeforeEvent,
        })),
      ticketTypeCount: used.get(p.id)?.n ?? 0,
      periodsLocked: (used.get(p.id)?.sold ?? 0) > 0,
    }));
  }

  async list(query: TCancellationPoliciesQuery): Promise<TCancellationPoliciesPage> {
    const where = this.mine(
      and(
        query.active === undefined ? undefined : eq(cancellationPolicies.active, query.active),
        query.q ? sql`${cancellationPolicies.name} ilike ${containsPattern(query.q)}` : undefined,
      ),
    );
    return listPage(
      query,
      { createdAt: cancellationPolicies.createdAt, name: sql`lower(${cancellationPolicies.name})` },
      cancellationPolicies.id,
      {
        rows: async ({ orderBy, limit, offset }) =>
          this.rows(
            await this.db
              .select()
              .from(cancellationPolicies)
              .where(where)
              .orderBy(...orderBy)
              .limit(limit)
              .offset(offset),
          ),
        count: async () => (await this.db.select({ n: count() }).from(cancellationPolicies).where(where))[0].n,
      },
    );
  }

  private async writePeriods(
    tx: DbOrTx,
    policyId: number,
    periods: TCancellationPolicyBody['cancellationPolicyPeriods'],
  ) {
    await tx.delete(cancellationPolicyPeriods).where(eq(cancellationPolicyPeriods.policyId, policyId));
    await tx.insert(cancellationPolicyPeriods).values(
      periods.map((p, position) => ({
        policyId,
        percentageRefund: p.percentageRefund,
        startDaysBeforeEvent: p.startDaysBeforeEvent,
        endDaysBeforeEvent: p.endDaysBeforeEvent,
        position,
      })),
    );
  }

  async create(body: TCancellationPolicyBody): Promise<TCancellationPolicyRow> {
    return this.db.transaction(async (tx) => {
      const now = this.now();
      const [row] = await tx
        .insert(cancellationPolicies)
        .values({
          partnerId: this.partnerId,
          name: body.name,
          description: body.description,
          active: body.active,
          freeCancellation: offersFreeCancellation(body.cancellationPolicyPeriods),
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await this.writePeriods(tx, row.id, body.cancellationPolicyPeriods);
      return (await this.rows([row], tx))[0];
    });
  }

  async detail(id: number): Promise<TCancellationPolicyDetail> {
    const [policy] = await this.db
      .select()
      .from(cancellationPolicies)
      .where(this.mine(eq(cancellationPolicies.id, id)));
    if (!policy) throw notFound(M.policyNotFound);
    const [row] = await this.rows([policy]);
    const uses = await this.db
      .select({
        id: ticketTypes.id,
        name: ticketTypes.name,
        eventId: events.id,
        eventName: events.name,
        eventStart: events.startAt,
        timeZone: events.timeZone,
        sold: ticketTypes.sold,
      })
      .from(ticketTypes)
      .innerJoin(events, eq(events.id, ticketTypes.eventId))
      .where(and(eq(ticketTypes.cancellationPolicyId, id), eq(events.partnerId, this.partnerId)))
      .orderBy(desc(events.startAt), asc(ticketTypes.position), asc(ticketTypes.id));
    return {
      ...row,
      freeCancellation: policy.freeCancellation,
      ticketTypes: uses.map((u) => ({
        id: u.id,
        name: u.name,
        eventId: u.eventId,
        eventName: u.eventName,
        eventStartDateTime: u.eventStart.toISOString(),
        timeZone: u.timeZone,
        sold: u.sold,
      })),
    };
  }

  /**
   * The toggle (`{ active }`: an inactive policy cannot be chosen for new ticket types; those that
   * have it keep it) and edits. Periods are refused (409) once sold tickets rely on them.
   */
  async patch(id: number, body: TCancellationPolicyPatchBody): Promise<TCancellationPolicyDetail> {
    await this.db.transaction(async (tx) => {
      const [policy] = await tx
        .select()
        .from(cancellationPolicies)
        .where(this.mine(eq(cancellationPolicies.id, id)))
        .for('update');
      if (!policy) throw notFound(M.policyNotFound);
      const periods = body.cancellationPolicyPeriods;
      if (periods) {
        const [{ sold }] = await tx
          .select({ sold: sql<number>`coalesce(sum(${ticketTypes.sold}), 0)::int` })
          .from(ticketTypes)
          .where(eq(ticketTypes.cancellationPolicyId, id));
        if (sold > 0) throw conflict(M.policyPeriodsLocked, { cancellationPolicyPeriods: M.policyPeriodsLocked });
        await this.writePeriods(tx, id, periods);
      }
      await tx
        .update(cancellationPolicies)
        .set({
          ...(body.name !== undefined ? { name: body.name } : {}),
          ...(body.description !== undefined ? { description: body.description } : {}),
          ...(body.active !== undefined ? { active: body.active } : {}),
          ...(periods ? { freeCancellation: offersFreeCancellation(periods) } : {}),
          updatedAt: this.now(),
        })
        .where(eq(cancellationPolicies.id, id));
      if (periods) {
        // The search's 'Free cancellation' follows the events whose ticket types use the policy.
        const using = await tx
          .selectDistinct({ eventId: ticketTypes.eventId })
          .from(ticketTypes)
          .where(eq(ticketTypes.cancellationPolicyId, id));
        if (using.length)
          await refreshEventDerived(
            tx,
            using.map((u) => u.eventId),
          );
      }
    });
    return this.detail(id);
  }
}
