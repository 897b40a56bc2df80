// Changing an event's location (POST /api/admin/events/{id}/update-location): the admin fixes where an
// event takes place. A public event's move is a change of venue as Customer terms B2 mean it, and goes
// through the path an approved partner's change takes (partner-events' publishAdminChange): a new
// approved version (the event's history, with a note to the partner in their language), the row and
// search at once, savers alerted, buyers emailed with the full-refund offer and the calendar entry
// updated. A version waiting for review takes the venue too, so approving it does not move the event
// back. An event never public has no buyers: its current version and row take the venue, nothing is
// announced (docs/decisions/0300-an-administrators-move-of-a-public-event-is-an.md).
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  LOCATION_MESSAGES as M,
  type TUpdateLocationAnswer,
  type TUpdateLocationBody,
  NOT_FOUND,
} from '@pavilion/domain';
import type { Database, DbOrTx } from '../../../db/client';
import type { Config } from '../../../config';
import { events, eventVersions, places } from '../../../db/schema';
import { AppError, notFound } from '../../../platform/errors';
import { inLanguage, languageOfPartner } from '../../../platform/mail';
import { liveSnapshot, refreshEventDerived } from '../../events';
import { lockEvent, publishAdminChange } from '../../partner-events';
import { EVENT_LOCATION_TEXT as L } from '../messages';
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
    private readonly config: Pick<Config, 'publicUrl'>,
  ) {}

  async change(eventId: number, body: TUpdateLocationBody): Promise<TUpdateLocationAnswer> {
    return this.db.transaction(async (tx) => {
      // Locked as every edit and decision of the event locks it, so none of them runs in between.
      const event = await lockEvent(tx, eventId);
      if (!event) throw notFound(NOT_FOUND.event);
      const place = await placeOf(tx, body.venueId);
      if (!place) throw new AppError('VALIDATION', M.venueUnknown, { venueId: M.venueUnknown });
      const venue = place.view;
      if (body.placeId !== undefined && body.placeId !== venue.googlePlaceId) {
        throw new AppError('VALIDATION', M.placeMismatch, { placeId: M.placeMismatch });
      }
      const version = event.currentVersionId
        ? (
            await tx
              .select({ id: eventVersions.id, status: eventVersions.status, snapshot: eventVersions.snapshot })
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
      const now = this.now();
      const publishes = event.venueId !== venue.id && event.status === 'APPROVED';
      // A public event's move is a new approved version: a decided one stays as it was decided.
      const waiting = version?.status === 'PENDING' || version?.status === 'DRAFT';
      if (version && snapshot && versionVenueId !== venue.id && (waiting || !publishes)) {
        // The times stay the same instants; the version takes the venue's zone, as a partner's edit does.
        await tx
          .update(eventVersions)
          .set({ snapshot: { ...snapshot, venueId: venue.id, timeZone: place.timeZone } })
          .where(eq(eventVersions.id, version.id));
      }
      let publishedVersionId: number | null = null;
      if (publishes) {
        const live = await liveSnapshot(tx, eventId);
        if (!live) throw notFound(NOT_FOUND.event);
        const to = placeLabel(venue);
        const language = await languageOfPartner(tx, event.partnerId);
        const comment = inLanguage(language, () =>
          before ? L.moved({ from: placeLabel(before), to }) : L.placed({ to }),
        );
        ({ versionId: publishedVersionId } = await publishAdminChange(
          tx,
          event,
          { ...live, venueId: venue.id, timeZone: place.timeZone },
          { adminPersonId: this.actor.personId, comment, now },
          this.config,
        ));
      } else if (event.venueId !== venue.id) {
        await tx
          .update(events)
          .set({ venueId: venue.id, timeZone: place.timeZone, updatedAt: now })
          .where(eq(events.id, eventId));
        await refreshEventDerived(tx, [eventId]);
      }
      await recordAudit(tx, now, this.actor, {
        action: 'event.location',
        entityType: 'event',
        entityId: eventId,
        entityName: event.name,
        summary: before
          ? storedMessage(A, 'locationChanged', { from: placeLabel(before), to: placeLabel(venue) })
          : storedMessage(A, 'locationSet', { to: placeLabel(venue) }),
        before: before ? { venueId: before.id, venue: before.name, city: before.city } : { venueId: null },
        after: {
          venueId: venue.id,
          venue: venue.name,
          city: venue.city,
          versionId: publishedVersionId ?? version?.id ?? null,
        },
      });
      return { eventId, venue, changed: true };
    });
  }
}

const placeLabel = (v: { name: string; city: string | null }) =>
  v.city && v.city !== v.name ? `${v.name}, ${v.city}` : v.name;
