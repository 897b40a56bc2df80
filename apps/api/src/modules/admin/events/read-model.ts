// The admin's events list: every event of every partner. Filters and sorts run on the narrow
// projection event_admin_rows (kept by triggers, migration admin_console_upkeep): a page's ids are read
// from one of its indexes (deep pages from the nearest mark, platform/deep-pages.ts), then only those
// events are read. The total comes from per-status counts unless the list is searched or narrowed to a
// partner; a search counts exactly up to a threshold and estimates above it.
import { and, count, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TAdminEventRow, TAdminEventsPage, TAdminEventsQuery } from '@pavilion/domain';
import type { Database, DbOrTx } from '../../../db/client';
import {
  eventAdminCounts,
  eventAdminRows as r,
  eventImages,
  events,
  eventVersions,
  partners,
  places,
} from '../../../db/schema';
import { DeepPages, type KeyColumn } from '../../../platform/deep-pages';
import {
  containsPattern,
  estimateRows,
  isCommonSearch,
  isShortSearch,
  searchedTotal,
  totalFields,
  type ListTotal,
} from '../../../platform/list';
import { fileUrl } from '../../events';

const city = alias(places, 'city');

/** Approved, published and by an approved partner: what the marketplace shows. */
export const isPublicEvent = (e: { status: string; published: boolean; partnerApproved: boolean }) =>
  e.status === 'APPROVED' && e.published && e.partnerApproved;

/** The sort key of each sort and direction: one ascending index each, read backwards for desc. */
const SORT_KEYS: Record<TAdminEventsQuery['sort'], (direction: 'asc' | 'desc') => KeyColumn[]> = {
  date: () => [{ column: r.startAt, type: 'timestamptz' }],
  // Events without a capacity come last in both directions (the two keys put them at either end).
  capacity: (direction) => [{ column: direction === 'asc' ? r.capacityAsc : r.capacityDesc, type: 'integer' }],
  ticketsSold: () => [{ column: r.ticketsSold, type: 'integer' }],
};

/**
 * The search of the events list: name or tagline contains the text, any case. The text is looked up
 * in the trigram index (three characters or more) or in the index of single characters and pairs
 * (list_grams, migration list_search); ILIKE decides. Without `lookup`, the ILIKE alone (what the
 * planner estimates from, and what a common text is read with).
 */
export function eventSearch(q: string, lookup = true): SQL {
  const lowered = q.toLowerCase();
  const contains = ilike(r.searchText, containsPattern(lowered));
  return lookup && isShortSearch(lowered)
    ? sql`list_grams(${r.searchText}) @> array[lower(${lowered}::text)] and ${contains}`
    : contains;
}

export class AdminEventList {
  constructor(
    private readonly db: Database,
    private readonly pages: DeepPages,
    /** A search counts exactly up to this many matches (config.listExactTotalUpTo). */
    private readonly exactTotalUpTo: number,
  ) {}

  async list(query: TAdminEventsQuery): Promise<TAdminEventsPage> {
    const filters = (lookup: boolean) =>
      and(
        query.status ? eq(r.status, query.status) : undefined,
        query.partnerId ? eq(r.partnerId, query.partnerId) : undefined,
        query.q ? eventSearch(query.q, lookup) : undefined,
      ) as SQL | undefined;
    // A search the planner expects to be common is read without the lookup of short texts.
    const estimate = query.q ? await estimateRows(this.db, sql`${r}`, filters(false)!) : 0;
    const where = filters(!isCommonSearch(estimate, this.exactTotalUpTo));
    // The total and the page's ids side by side; the ids wait for the total only on a deep descending page.
    const counted = this.total(query, where, estimate);
    // Answered below; a failure of the ids first must not leave this one unhandled.
    counted.catch(() => undefined);
    const total = counted.then((c) => c.total);
    const keys = SORT_KEYS[query.sort](query.direction);
    const ids = await this.pages.ids<number>(
      {
        from: r,
        where,
        keys,
        id: { column: r.eventId, type: 'integer' },
        // Marks belong to a key and a filter; the capacity sort has a key per direction.
        variant: JSON.stringify([
          'events',
          query.sort === 'capacity' ? `capacity-${query.direction}` : query.sort,
          query.status,
          query.partnerId,
          query.q,
        ]),
      },
      {
        offset: (query.page - 1) * query.pageSize,
        limit: query.pageSize,
        direction: query.direction,
        total,
        marks: !query.q,
      },
    );
    const [items, count] = await Promise.all([rowsFor(this.db, ids), counted]);
    return { items, ...totalFields(count), page: query.page, pageSize: query.pageSize };
  }

  /** From the per-status counts unless the list is searched or narrowed to a partner. */
  private async total(query: TAdminEventsQuery, where: SQL | undefined, estimate: number): Promise<ListTotal> {
    if (query.q) return searchedTotal(this.db, sql`${r}`, where!, this.exactTotalUpTo, estimate);
    if (query.partnerId)
      return { total: (await this.db.select({ n: count() }).from(r).where(where))[0].n, totalIsEstimate: false };
    const [row] = await this.db
      .select({ n: sql<number>`coalesce(sum(${eventAdminCounts.events}), 0)::int` })
      .from(eventAdminCounts)
      .where(query.status ? eq(eventAdminCounts.status, query.status) : undefined);
    return { total: row.n, totalIsEstimate: false };
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
      partnerApproved: events.partnerApproved,
      versionStatus: eventVersions.status,
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
    .leftJoin(eventVersions, eq(eventVersions.id, events.currentVersionId))
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
      public: isPublicEvent(row),
      changesWaiting: row.status === 'APPROVED' && row.versionStatus === 'PENDING',
    }));
}
