// Changing an event's location (POST /api/admin/events/{id}/update-location): the admin fixes where an
// event takes place. The event's derived columns (city, country, search document) are refreshed in the
// same transaction, so the marketplace search shows the new place as soon as it commits.
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { LOCATION_MESSAGES as M, type TUpdateLocationAnswer, type TUpdateLocationBody } from '@pavilion/domain';
import type { Database, DbOrTx } from '../../../db/client';
import { events, places } from '../../../db/schema';
import { AppError, notFound } from '../../../platform/errors';
import { refreshEventDerived } from '../../events/derived';
import { recordAudit, type AuditActor } from '../audit/record';

const city = alias(places, 'city');

async function venueView(db: DbOrTx, venueId: number): Promise<TUpdateLocationAnswer['venue'] | null> {
  const [row] = await db
    .select({ place: places, cityName: city.name })
    .from(places)
    .leftJoin(city, eq(city.id, places.cityId))
    .where(eq(places.id, venueId))
    .limit(1);
  if (!row) return null;
  return {
    id: row.place.id,
    name: row.place.name,
    address: row.place.address,
    city: row.cityName ?? (row.place.kind === 'city' ? row.place.name : null),
    googlePlaceId: row.place.googlePlaceId,
    placeId: row.place.googlePlaceId,
  };
}

export class EventLocations {
  constructor(
    private readonly db: Database,
    private readonly actor: AuditActor,
    private readonly now: () => Date,
  ) {}

  async change(eventId: number, body: TUpdateLocationBody): Promise<TUpdateLocationAnswer> {
    return this.db.transaction(async (tx) => {
      const [event] = await tx
        .select({ id: events.id, name: events.name, venueId: events.venueId })
        .from(events)
        .where(eq(events.id, eventId))
        .for('update');
      if (!event) throw notFound(M.eventNotFound);
      const venue = await venueView(tx, body.venueId);
      if (!venue) throw new AppError('VALIDATION', M.venueUnknown, { venueId: M.venueUnknown });
      if (body.placeId !== undefined && body.placeId !== venue.googlePlaceId) {
        throw new AppError('VALIDATION', M.placeMismatch, { placeId: M.placeMismatch });
      }
      if (event.venueId === venue.id) return { eventId, venue, changed: false };

      const before = event.venueId !== null ? await venueView(tx, event.venueId) : null;
      await tx.update(events).set({ venueId: venue.id, updatedAt: this.now() }).where(eq(events.id, eventId));
      await refreshEventDerived(tx, [eventId]);
      await recordAudit(tx, this.now(), this.actor, {
        action: 'event.location',
        entityType: 'event',
        entityId: eventId,
        entityName: event.name,
        summary: `Location changed from ${before ? placeLabel(before) : 'none'} to ${placeLabel(venue)}`,
        before: before ? { venueId: before.id, venue: before.name, city: before.city } : { venueId: null },
        after: { venueId: venue.id, venue: venue.name, city: venue.city },
      });
      return { eventId, venue, changed: true };
    });
  }
}

const placeLabel = (v: { name: string; city: string | null }) =>
  v.city && v.city !== v.name ? `${v.name}, ${v.city}` : v.name;
