// Changing an event's location (POST /api/admin/events/{id}/update-location): the admin fixes where an
// event takes place. The event's derived columns (city, country, search document) are refreshed in the
// same transaction, so the marketplace search shows the new place as soon as it commits. The event's
// current version takes the venue too, whatever its status: a waiting version is what approval
// publishes, and a decided one is what the partner's next edit starts from, so neither moves the
// event back to the partner's venue (docs/decisions/README.md, "Admin console").
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { LOCATION_MESSAGES as M, type TUpdateLocationAnswer, type TUpdateLocationBody } from '@pavilion/domain';
import type { Database, DbOrTx } from '../../../db/client';
import { events, eventVersions, places } from '../../../db/schema';
import { AppError, notFound } from '../../../platform/errors';
import { refreshEventDerived } from '../../events';
import { AUDIT_SUMMARY_TEXT as A, recordAudit, type AuditActor } from '../../../platform/audit';
import { storedMessage } from '../../../platform/stored-message';

const city = alias(places, 'city');

async function placeOf(db: DbOrTx, venueId: number) {
  const [row] = await db
    .select({ place: places, cityName: city.name })
    .from(places)
    .leftJoin(city, eq(city.id, places.cityId))
    .where(eq(places.id, venueId))
    .limit(1);
  if (!row) return null;
  const view: TUpdateLocationAnswer['venue'] = {
    id: row.place.id,
    name: row.place.name,
    address: row.place.address,
    city: row.cityName ?? (row.place.kind === 'city' ? row.place.name : null),
    googlePlaceId: row.place.googlePlaceId,
    placeId: row.place.googlePlaceId,
  };
  return { view, timeZone: row.place.timeZone };
}

const venueView = async (db: DbOrTx, venueId: number) => (await placeOf(db, venueId))?.view ?? null;

export class EventLocations {
  constructor(
    private readonly db: Database,
    private readonly actor: AuditActor,
    private readonly now: () => Date,
  ) {}

  async change(eventId: number, body: TUpdateLocationBody): Promise<TUpdateLocationAnswer> {
    return this.db.transaction(async (tx) => {
      // Locked as every edit and decision of the event locks it, so none of them runs in between.
      const [event] = await tx
        .select({
          id: events.id,
          name: events.name,
          venueId: events.venueId,
          currentVersionId: events.currentVersionId,
        })
        .from(events)
        .where(eq(events.id, eventId))
        .for('update');
      if (!event) throw notFound(M.eventNotFound);
      const place = await placeOf(tx, body.venueId);
      if (!place) throw new AppError('VALIDATION', M.venueUnknown, { venueId: M.venueUnknown });
      const venue = place.view;
      if (body.placeId !== undefined && body.placeId !== venue.googlePlaceId) {
        throw new AppError('VALIDATION', M.placeMismatch, { placeId: M.placeMismatch });
      }
      const version = event.currentVersionId
        ? (
            await tx
              .select({ id: eventVersions.id, snapshot: eventVersions.snapshot })
              .from(eventVersions)
              .where(eq(eventVersions.id, event.currentVersionId))
              .limit(1)
          )[0]
        : undefined;
      const snapshot = (version?.snapshot ?? null) as { venueId?: number | null } | null;
      const versionVenueId = snapshot ? (snapshot.venueId ?? null) : venue.id;
      if (event.venueId === venue.id && versionVenueId === venue.id) return { eventId, venue, changed: false };

      // Moved from where the public sees it, or (when it is there already) from where a version put it.
      const fromId = event.venueId !== venue.id ? event.venueId : versionVenueId;
      const before = fromId !== null ? await venueView(tx, fromId) : null;
      if (event.venueId !== venue.id) {
        await tx.update(events).set({ venueId: venue.id, updatedAt: this.now() }).where(eq(events.id, eventId));
        await refreshEventDerived(tx, [eventId]);
      }
      if (version && snapshot && versionVenueId !== venue.id) {
        // The times stay the same instants; the version takes the venue's zone, as a partner's edit does.
        await tx
          .update(eventVersions)
          .set({ snapshot: { ...snapshot, venueId: venue.id, timeZone: place.timeZone } })
          .where(eq(eventVersions.id, version.id));
      }
      await recordAudit(tx, this.now(), this.actor, {
        action: 'event.location',
        entityType: 'event',
        entityId: eventId,
        entityName: event.name,
        summary: before
          ? storedMessage(A, 'locationChanged', { from: placeLabel(before), to: placeLabel(venue) })
          : storedMessage(A, 'locationSet', { to: placeLabel(venue) }),
        before: before ? { venueId: before.id, venue: before.name, city: before.city } : { venueId: null },
        after: { venueId: venue.id, venue: venue.name, city: venue.city, versionId: version?.id ?? null },
      });
      return { eventId, venue, changed: true };
    });
  }
}

const placeLabel = (v: { name: string; city: string | null }) =>
  v.city && v.city !== v.name ? `${v.name}, ${v.city}` : v.name;
