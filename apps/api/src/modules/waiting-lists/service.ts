// An attendee's places on waiting lists: joining a sold-out ticket type's list, leaving it (giving up
// an offer passes its seats on), and their places with where they stand in line.
import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import {
  ORDER_MESSAGES,
  type TJoinWaitingListBody,
  type TWaitingListPlace,
  type TWaitingListPlaces,
  type TWaitingListsQuery,
  WAITING_LIST_MESSAGES as M,
} from '@pavilion/domain';
import type { Database } from '../../db/client';
import { events, ticketTypes, waitingListPlaces } from '../../db/schema';
import { conflict, notFound } from '../../platform/errors';
import { retryingTransaction } from '../../platform/locks';
import { releaseOfferedSeats, type OfferLinks } from './seats';

export interface WaitingListRules {
  /** The most tickets one person may hold at once for one event: the most one place may wait for. */
  maxPerPerson: number;
  links: OfferLinks;
}

const ahead = sql<number>`(select count(*)::int from ${waitingListPlaces} w
  where w.ticket_type_id = ${waitingListPlaces.ticketTypeId} and w.status = 'waiting'
    and (w.joined_at, w.id) < (${waitingListPlaces.joinedAt}, ${waitingListPlaces.id}))`;

export class AttendeeWaitingLists {
  constructor(
    private readonly db: Database,
    private readonly personId: number,
    private readonly now: () => Date,
    private readonly rules: WaitingListRules,
  ) {}

  /**
   * Joins the list of a sold-out ticket type. The ticket type's row is read FOR SHARE in the joining
   * transaction: seats coming back at that moment (their UPDATE holds the row) are offered first, and the
   * join then sees what is left, so nobody joins a list while seats are free.
   */
  async join(body: TJoinWaitingListBody): Promise<TWaitingListPlace> {
    const now = this.now();
    if (body.quantity > this.rules.maxPerPerson)
      throw conflict(
        M.quantityLimit({ limit: this.rules.maxPerPerson }),
        { quantity: M.quantityLimit({ limit: this.rules.maxPerPerson }) },
        {
          limit: this.rules.maxPerPerson,
        },
      );
    const id = await retryingTransaction(this.db, async (tx) => {
      const [type] = await tx
        .select({
          name: ticketTypes.name,
          eventId: ticketTypes.eventId,
          free: sql<number>`${ticketTypes.quantity} - ${ticketTypes.held} - ${ticketTypes.sold}`,
          open: ticketTypes.waitingListOpen,
          onSale: ticketTypes.onSale,
          salesStartAt: ticketTypes.salesStartAt,
          salesEndAt: ticketTypes.salesEndAt,
          visible: sql<boolean>`${events.status} = 'APPROVED' and ${events.published} and ${events.partnerApproved}`,
          cancelledAt: events.cancelledAt,
          startAt: events.startAt,
        })
        .from(ticketTypes)
        .innerJoin(events, eq(events.id, ticketTypes.eventId))
        .where(eq(ticketTypes.id, body.ticketTypeId))
        .for('share', { of: ticketTypes });
      if (!type || !type.visible) throw notFound(M.ticketTypeNotFound);
      const name = type.name;
      if (type.cancelledAt) throw conflict(ORDER_MESSAGES.eventCancelled);
      if (type.startAt <= now) throw conflict(ORDER_MESSAGES.eventStarted);
      if (!type.onSale || (type.salesEndAt && now >= type.salesEndAt) || (type.salesStartAt && now < type.salesStartAt))
        throw conflict(M.notOnSale({ name }));
      if (!type.open) throw conflict(M.listClosed({ name }));
      if (Number(type.free) > 0) throw conflict(M.seatsFree({ name }), undefined, { available: Number(type.free) });
      const [place] = await tx
        .insert(waitingListPlaces)
        .values({
          ticketTypeId: body.ticketTypeId,
          eventId: type.eventId,
          personId: this.personId,
          quantity: body.quantity,
          joinedAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: waitingListPlaces.id });
      if (!place) throw conflict(M.alreadyOnList({ name }));
      return place.id;
    });
    return (await this.places([id]))[0];
  }

  /** Leaves a list; a place with an offer gives its seats to the next in line. */
  async leave(placeId: number): Promise<void> {
    const now = this.now();
    await retryingTransaction(this.db, async (tx) => {
      const [left] = await tx
        .update(waitingListPlaces)
        .set({
          status: 'expired',
          offerExpiresAt: sql`case when ${waitingListPlaces.status} = 'offered' then ${now.toISOString()}::timestamptz end`,
        })
        .where(
          and(
            eq(waitingListPlaces.id, placeId),
            eq(waitingListPlaces.personId, this.personId),
            inArray(waitingListPlaces.status, ['waiting', 'offered']),
          ),
        )
        .returning({
          ticketTypeId: waitingListPlaces.ticketTypeId,
          quantity: waitingListPlaces.quantity,
          offeredAt: waitingListPlaces.offeredAt,
        });
      if (!left) throw notFound(M.placeNotFound);
      if (left.offeredAt) await releaseOfferedSeats(tx, left.ticketTypeId, left.quantity, now, this.rules.links);
    });
  }

  /** The person's places still waiting or offered for events still to come, in the order they joined. */
  /** The places still waiting or offered, a page at a time, in the order they were joined. */
  async list(query: TWaitingListsQuery): Promise<TWaitingListPlaces> {
    const [{ total }] = await this.db
      .select({ total: sql<number>`count(*)::int` })
      .from(waitingListPlaces)
      .innerJoin(events, eq(events.id, waitingListPlaces.eventId))
      .where(this.open());
    const items = await this.places(undefined, { limit: query.pageSize, offset: (query.page - 1) * query.pageSize });
    return { items, total, page: query.page, pageSize: query.pageSize };
  }

  /** The person's places still waiting or offered, of events neither cancelled nor begun. */
  private open() {
    return and(
      eq(waitingListPlaces.personId, this.personId),
      inArray(waitingListPlaces.status, ['waiting', 'offered']),
      // A list of an event cancelled or begun no longer leads anywhere (its offers run out on their own).
      isNull(events.cancelledAt),
      gt(events.startAt, this.now()),
    );
  }

  private async places(ids?: number[], page?: { limit: number; offset: number }): Promise<TWaitingListPlace[]> {
    const query = this.db
      .select({
        id: waitingListPlaces.id,
        status: waitingListPlaces.status,
        eventId: events.id,
        eventName: events.name,
        eventStartAt: events.startAt,
        eventTimeZone: events.timeZone,
        ticketTypeId: ticketTypes.id,
        ticketTypeName: ticketTypes.name,
        quantity: waitingListPlaces.quantity,
        ahead,
        joinedAt: waitingListPlaces.joinedAt,
        offerExpiresAt: waitingListPlaces.offerExpiresAt,
      })
      .from(waitingListPlaces)
      .innerJoin(ticketTypes, eq(ticketTypes.id, waitingListPlaces.ticketTypeId))
      .innerJoin(events, eq(events.id, waitingListPlaces.eventId))
      .where(ids ? and(eq(waitingListPlaces.personId, this.personId), inArray(waitingListPlaces.id, ids)) : this.open())
      .orderBy(asc(waitingListPlaces.joinedAt), asc(waitingListPlaces.id));
    const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
    return rows.map(({ ahead: before, ...r }) => ({
      ...r,
      eventStartAt: r.eventStartAt.toISOString(),
      joinedAt: r.joinedAt.toISOString(),
      place: r.status === 'waiting' ? Number(before) + 1 : null,
      offerExpiresAt: r.status === 'offered' && r.offerExpiresAt ? r.offerExpiresAt.toISOString() : null,
    }));
  }
}
