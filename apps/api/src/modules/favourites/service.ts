// An attendee's saved events, reached only through the person's own id: saving needs an event the
// public can see; removing works for any saved event (one taken down since stays removable), and both
// are idempotent, so a double click or a retried request changes nothing more. The list reads the cards
// with PostgreSQL's event_cards, in the page's order, and says of each whether it can still be bought.
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import {
  type TFavouriteAnswer,
  type TFavouritesPage,
  type TFavouritesQuery,
  type TFavourite,
  NOT_FOUND,
} from '@pavilion/domain';
import type { DbOrTx } from '../../db/client';
import { events, favourites } from '../../db/schema';
import { notFound } from '../../platform/errors';
import { EventReadModel, isPublicEvent } from '../events';

export class PersonFavourites {
  constructor(
    private readonly db: DbOrTx,
    private readonly personId: number,
    private readonly now: () => Date,
  ) {}

  async save(eventId: number): Promise<TFavouriteAnswer> {
    const [event] = await this.db
      .select({ id: events.id })
      .from(events)
      .where(and(eq(events.id, eventId), isPublicEvent))
      .limit(1);
    if (!event) throw notFound(NOT_FOUND.event);
    await this.db
      .insert(favourites)
      .values({ personId: this.personId, eventId, createdAt: this.now() })
      .onConflictDoNothing();
    return { eventId, isFavourited: true };
  }

  async remove(eventId: number): Promise<TFavouriteAnswer> {
    const removed = await this.db
      .delete(favourites)
      .where(and(eq(favourites.personId, this.personId), eq(favourites.eventId, eventId)))
      .returning({ eventId: favourites.eventId });
    if (!removed.length) {
      const [event] = await this.db.select({ id: events.id }).from(events).where(eq(events.id, eventId)).limit(1);
      if (!event) throw notFound(NOT_FOUND.event);
    }
    return { eventId, isFavourited: false };
  }

  async list(query: TFavouritesQuery): Promise<TFavouritesPage> {
    const mine = eq(favourites.personId, this.personId);
    const column = query.sort === 'savedAt' ? favourites.createdAt : events.startAt;
    const order = query.direction === 'desc' ? desc : asc;
    const [rows, [{ n }]] = await Promise.all([
      this.db
        .select({
          eventId: favourites.eventId,
          savedAt: favourites.createdAt,
          startAt: events.startAt,
          public: sql<boolean>`(${isPublicEvent})`,
        })
        .from(favourites)
        .innerJoin(events, eq(events.id, favourites.eventId))
        .where(mine)
        .orderBy(order(column), order(favourites.eventId))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
      this.db.select({ n: count() }).from(favourites).where(mine),
    ]);
    const cards = await new EventReadModel(this.db, this.now).cards(
      rows.map((r) => r.eventId),
      this.personId,
    );
    const now = this.now();
    const items: TFavourite[] = rows.map((row, i) => ({
      savedAt: row.savedAt.toISOString(),
      state: !row.public ? 'UNAVAILABLE' : row.startAt <= now ? 'STARTED' : 'AVAILABLE',
      event: cards[i],
    }));
    return { items, total: n, page: query.page, pageSize: query.pageSize };
  }
}
