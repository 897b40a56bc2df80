// The partner's events as their partner sees them; built with the partner's id, so no query reaches
// another partner's event (another id answers 404).
import { and, eq, sql, type SQL } from 'drizzle-orm';
import {
  ZEventVersionSnapshot,
  type TEventCard,
  type TPartnerEventDetail,
  type TPartnerEventRow,
  type TPartnerEventsPage,
  type TPartnerEventsQuery,
  type TVettingStatus,
} from '@pavilion/domain';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/raw-sql';
import { events, ticketTypes, waitingListPlaces } from '../../db/schema';
import { containsPattern, listPage, notNull, searchedTotal } from '../../platform/list';
import { EventReadModel } from '../events';
import { currentVersion, versionsOf } from './versions';

interface ListRow {
  id: number;
  status: TVettingStatus;
  capacity: number;
  sold: number;
  version_status: TVettingStatus | null;
  time_zone: string;
  cancelled: boolean;
}

export class PartnerEventReads {
  private readonly events: EventReadModel;

  constructor(
    private readonly db: DbOrTx,
    private readonly partnerId: number,
    now: () => Date,
    /** A search counts exactly up to this many matches (config.listExactTotalUpTo). */
    private readonly exactTotalUpTo = 1_000,
  ) {
    this.events = new EventReadModel(db, now);
  }

  /** The partner's events: the list pattern, sorted by date, capacity (tickets offered) or tickets sold in SQL. */
  async list(query: TPartnerEventsQuery): Promise<TPartnerEventsPage> {
    const filters: SQL[] = [sql`e.partner_id = ${this.partnerId}`];
    if (query.status) filters.push(sql`e.status = ${query.status}`);
    if (query.q) filters.push(sql`e.name ilike ${containsPattern(query.q)}`);
    const where = sql.join(filters, sql` and `);
    const stock = sql`(select coalesce(sum(t.quantity), 0)::int as capacity, coalesce(sum(t.sold), 0)::int as sold
                       from ${ticketTypes} t where t.event_id = e.id)`;
    const page = await listPage(
      query,
      // Tickets sold is kept per event in event_admin_rows (triggers on ticket_types), so that sort
      // reads the partner's events in order from its index instead of summing every event's types.
      { date: sql`e.start_at`, capacity: sql`s.capacity`, ticketsSold: notNull(sql`r.tickets_sold`) },
      sql`e.id`,
      {
        rows: async ({ orderBy, limit, offset }) =>
          rowsOf<ListRow>(
            await this.db.execute(sql`
              select e.id, e.status, s.capacity, s.sold, v.status as version_status, e.time_zone,
                     e.cancelled_at is not null as cancelled
              from ${events} e
              join event_admin_rows r on r.event_id = e.id and r.partner_id = e.partner_id
              cross join lateral ${stock} s
              left join event_versions v on v.id = e.current_version_id
              where ${where}
              order by ${sql.join(orderBy, sql`, `)}
              limit ${limit} offset ${offset}`),
          ),
        count: async () =>
          query.q
            ? searchedTotal(this.db, sql`${events} e`, where, this.exactTotalUpTo)
            : rowsOf<{ n: number }>(
                await this.db.execute(sql`select count(*)::int as n from ${events} e where ${where}`),
              )[0].n,
      },
    );
    const cards = new Map((await this.events.cards(page.items.map((r) => r.id))).map((c) => [c.id, c]));
    return {
      ...page,
      items: page.items.map((r): TPartnerEventRow => {
        const card = cards.get(r.id) as TEventCard;
        return {
          ...card,
          status: r.status,
          capacity: r.capacity,
          ticketsSold: r.sold,
          currentVersionStatus: r.version_status,
          hasPendingChanges: r.status === 'APPROVED' && r.version_status === 'PENDING',
          cancelled: Boolean(r.cancelled),
          timeZone: r.time_zone,
        };
      }),
    };
  }

  /**
   * The event with the content the partner works on (the newest version's), its versions and review
   * history without the admins' notes, and the ticket types with their stock.
   */
  async detail(id: number): Promise<TPartnerEventDetail | null> {
    const [row] = await this.db
      .select()
      .from(events)
      .where(and(eq(events.id, id), eq(events.partnerId, this.partnerId)))
      .limit(1);
    if (!row) return null;
    const version = await currentVersion(this.db, row);
    // An approved event shows its newest version when that is not the approved one; an event never
    // approved already holds its newest content.
    const content =
      row.status === 'APPROVED' && version && version.status !== 'APPROVED'
        ? ZEventVersionSnapshot.parse(version.snapshot)
        : null;
    const [detail, stock, versions] = await Promise.all([
      this.events.detail(id, { scope: 'partner', partnerId: this.partnerId, content }),
      this.db
        .select({
          id: ticketTypes.id,
          onSale: ticketTypes.onSale,
          waitingListOpen: ticketTypes.waitingListOpen,
          waiting: sql<number>`(select count(*)::int from ${waitingListPlaces} w where w.ticket_type_id = ticket_types.id and w.status = 'waiting')`,
          offered: sql<number>`(select count(*)::int from ${waitingListPlaces} w where w.ticket_type_id = ticket_types.id and w.status = 'offered')`,
        })
        .from(ticketTypes)
        .where(eq(ticketTypes.eventId, id)),
      versionsOf(this.db, id),
    ]);
    if (!detail) return null;
    const byId = new Map(stock.map((t) => [t.id, t]));
    return {
      ...detail,
      attendanceType: detail.attendanceType as TPartnerEventDetail['attendanceType'],
      vettingStatusUpdates: detail.vettingStatusUpdates.map((u) => ({ ...u, notes: null })),
      ticketTypes: detail.ticketTypes.map((t) => {
        const s = byId.get(t.id);
        return {
          ...t,
          offered: s?.onSale ?? true,
          waitingList: {
            open: s?.waitingListOpen ?? true,
            waiting: Number(s?.waiting ?? 0),
            offered: Number(s?.offered ?? 0),
          },
        };
      }),
      versions,
      hasPendingChanges: row.status === 'APPROVED' && version?.status === 'PENDING',
      isPublic: row.status === 'APPROVED' && row.published && row.partnerApproved && row.cancelledAt === null,
    };
  }

  /** Whether the event is the partner's (for routes that only need to know). */
  async owns(id: number): Promise<boolean> {
    const [row] = await this.db
      .select({ id: events.id })
      .from(events)
      .where(and(eq(events.id, id), eq(events.partnerId, this.partnerId)))
      .limit(1);
    return !!row;
  }
}
