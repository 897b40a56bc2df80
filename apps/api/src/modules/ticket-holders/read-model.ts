// The changes of attendee on one order as its organiser reads them: the audit log's entries of the order
// (ticket.attendee-named, ticket.attendee-changed), each with the attendee before and after. Built
// with the partner's id: another partner's order reads as not found.
import { and, count, eq, inArray, type SQL } from 'drizzle-orm';
import {
  type TAttendeeChange,
  type TAttendeeChangesPage,
  type TAttendeeChangesQuery,
  type TTicketHolderView,
  NOT_FOUND,
} from '@pavilion/domain';
import type { DbOrTx } from '../../db/client';
import { auditLog, orders, tickets, ticketTypes } from '../../db/schema';
import { notFound } from '../../platform/errors';
import { listPage } from '../../platform/list';
import type { HolderChangeBy } from './service';

/** The audit actions that change a ticket's attendee. */
export const ATTENDEE_CHANGE_ACTIONS = ['ticket.attendee-named', 'ticket.attendee-changed'] as const;

type AuditRow = typeof auditLog.$inferSelect;

const isHolder = (value: unknown): value is TTicketHolderView =>
  typeof value === 'object' && value !== null && typeof (value as TTicketHolderView).email === 'string';

export class PartnerAttendeeChanges {
  constructor(
    private readonly db: DbOrTx,
    private readonly partnerId: number,
  ) {}

  /** One page of the order's changes of attendee, newest first unless asked otherwise. */
  async list(orderId: string, query: TAttendeeChangesQuery): Promise<TAttendeeChangesPage> {
    const [order] = await this.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.partnerId, this.partnerId)));
    if (!order) throw notFound(NOT_FOUND.order);
    const where = and(
      eq(auditLog.entityType, 'order'),
      eq(auditLog.entityId, orderId),
      inArray(auditLog.action, [...ATTENDEE_CHANGE_ACTIONS]),
    ) as SQL;
    const typeNames = new Map(
      (
        await this.db
          .select({ id: tickets.id, name: ticketTypes.name })
          .from(tickets)
          .innerJoin(ticketTypes, eq(ticketTypes.id, tickets.ticketTypeId))
          .where(eq(tickets.orderId, orderId))
      ).map((r) => [r.id, r.name]),
    );
    return listPage(query, { at: auditLog.at }, auditLog.id, {
      rows: async ({ orderBy, limit, offset }) =>
        (
          await this.db
            .select()
            .from(auditLog)
            .where(where)
            .orderBy(...orderBy)
            .limit(limit)
            .offset(offset)
        ).flatMap((row) => changeOf(row, typeNames)),
      count: async () => (await this.db.select({ n: count() }).from(auditLog).where(where))[0].n,
    });
  }
}

function changeOf(row: AuditRow, typeNames: Map<string, string>): TAttendeeChange[] {
  const before = (row.before ?? {}) as { attendee?: unknown };
  const after = (row.after ?? {}) as { ticketId?: unknown; attendee?: unknown; by?: unknown };
  if (typeof after.ticketId !== 'string' || !isHolder(after.attendee)) return [];
  return [
    {
      id: row.id,
      at: row.at.toISOString(),
      ticketId: after.ticketId,
      ticketTypeName: typeNames.get(after.ticketId) ?? '',
      change: row.action === 'ticket.attendee-changed' ? 'changed' : 'named',
      by: (['buyer', 'holder', 'link'] as const).includes(after.by as HolderChangeBy)
        ? (after.by as HolderChangeBy)
        : 'buyer',
      byName: row.actorName,
      from: isHolder(before.attendee) ? before.attendee : null,
      to: after.attendee,
    },
  ];
}
