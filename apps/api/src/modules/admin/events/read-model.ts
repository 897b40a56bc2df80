// The admin's events list: every event of every partner. Filters and sorts run on the narrow
// projection event_admin_rows (kept by triggers, migration admin_console_upkeep), so a page is read
// from an index however many events there are; the page's rows are then read from events.
import { and, count, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TAdminEventRow, TAdminEventsPage, TAdminEventsQuery } from '@pavilion/domain';
import type { Database, DbOrTx } from '../../../db/client';
import { eventAdminRows as r, eventImages, events, partners, places } from '../../../db/schema';
import { containsPattern, listPage, notNull } from '../../../platform/list';
import { fileUrl } from '../../events/read-model';

const city = alias(places, 'city');

/** Approved, published and by an approved partner: what the marketplace shows. */
export const isPublicEvent = (e: { status: string; published: boolean }, partnerStatus: string) =>
  e.status === 'APPROVED' && e.published && partnerStatus === 'APPROVED';

export class AdminEventList {
  constructor(private readonly db: Database) {}

  async list(query: TAdminEventsQuery): Promise<TAdminEventsPage> {
    const where = and(
      query.status ? eq(r.status, query.status) : undefined,
      query.partnerId ? eq(r.partnerId, query.partnerId) : undefined,
      query.q ? ilike(r.searchText, containsPattern(query.q.toLowerCase())) : undefined,
    ) as SQL | undefined;
    const sorts = { date: notNull(r.startAt), capacity: r.capacity, ticketsSold: notNull(r.ticketsSold) };
    return listPage(query, sorts, r.eventId, {
      rows: async ({ orderBy, limit, offset }) => {
        // The page's ids from the projection's indexes alone; then only those events are read.
        const ids = await this.db
          .select({ id: r.eventId })
          .from(r)
          .where(where)
          .orderBy(...orderBy)
          .limit(limit)
          .offset(offset);
        return rowsFor(
          this.db,
          ids.map((x) => x.id),
        );
      },
      count: async () => (await this.db.select({ n: count() }).from(r).where(where))[0].n,
    });
  }
}

/** The list rows of `ids`, in that order. */
export async function rowsFor(db: DbOrTx, ids: number[]): Promise<TAdminEventRow[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({
      id: events.id,
      name: events.name,
      tagline: events.tagline,
      status: events.status,
      published: events.published,
      startAt: events.startAt,
      endAt: events.endAt,
      capacity: events.maxAttendees,
      ticketsSold: r.ticketsSold,
      venueId: places.id,
      venueName: places.name,
      cityName: city.name,
      partnerId: partners.id,
      partnerName: partners.name,
      partnerStatus: partners.currentVettingStatus,
      thumbnailFileId: eventImages.fileId,
    })
    .from(events)
    .innerJoin(partners, eq(partners.id, events.partnerId))
    .leftJoin(r, eq(r.eventId, events.id))
    .leftJoin(places, eq(places.id, events.venueId))
    .leftJoin(city, eq(city.id, events.cityId))
    .leftJoin(eventImages, eq(eventImages.id, events.thumbnailImageId))
    .where(inArray(events.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids
    .map((id) => byId.get(id))
    .filter((row): row is (typeof rows)[number] => row !== undefined)
    .map((row) => ({
      id: row.id,
      name: row.name,
      tagline: row.tagline,
      thumbnailImageUrl: fileUrl(row.thumbnailFileId),
      status: row.status,
      startDateTime: row.startAt.toISOString(),
      endDateTime: row.endAt.toISOString(),
      venue: row.venueId !== null && row.venueName !== null ? { id: row.venueId, name: row.venueName } : null,
      city: row.cityName,
      partner: { id: row.partnerId, name: row.partnerName, status: row.partnerStatus },
      capacity: row.capacity,
      ticketsSold: row.ticketsSold ?? 0,
      public: isPublicEvent(row, row.partnerStatus),
    }));
}
