// Venues partners propose, who may see them, and what becomes of them: usable at once by the partner
// who proposed it (and only them), approved with the first of its events an administrator approves, or
// merged into an approved venue it duplicates (its events follow). See docs/decisions/0295-proposed-venues.md, "Proposed venues".
import { and, asc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  VENUE_MESSAGES as M,
  type TAdminProposedVenueAnswer,
  type TProviderPlace,
  type TVenueMergeAnswer,
  type TVenueProposal,
  type TVenueRecord,
  NOT_FOUND,
} from '@pavilion/domain';
import type { DbOrTx } from '../../db/client';
import { countries, events, eventVersions, partners, places } from '../../db/schema';
import { AUDIT_SUMMARY_TEXT as A, recordAudit, type AuditActor } from '../../platform/audit';
import { storedMessage } from '../../platform/stored-message';
import { AppError, notFound } from '../../platform/errors';
import { PROVIDER_RESULTS_LIMIT, type PlaceKind, type PlacesProvider, type ProviderPlace } from '../../platform/places';
import { escapeLike } from './service';

/** Who is looking: a partner also sees the places they proposed; an administrator sees every place. */
export interface PlaceViewer {
  partnerId: number | null;
  isAdmin: boolean;
}

export const PUBLIC_VIEWER: PlaceViewer = { partnerId: null, isAdmin: false };

/** The places `viewer` may see and pick: approved ones, and their own proposals. */
export function placeVisibleTo(viewer: PlaceViewer): SQL {
  if (viewer.isAdmin) return sql`${places.status} <> 'merged'`;
  if (viewer.partnerId === null) return eq(places.status, 'approved');
  return or(
    eq(places.status, 'approved'),
    and(eq(places.status, 'proposed'), eq(places.proposedByPartnerId, viewer.partnerId)),
  )!;
}

const city = alias(places, 'venue_city');

const recordColumns = {
  id: places.id,
  name: places.name,
  street: places.street,
  postalCode: places.postalCode,
  cityName: city.name,
  kind: places.kind,
  countryCode: countries.code,
  country: countries.name,
  address: places.address,
  latitude: places.latitude,
  longitude: places.longitude,
  website: places.website,
  timeZone: places.timeZone,
  status: places.status,
};

type RecordRow = {
  id: number;
  name: string;
  street: string | null;
  postalCode: string | null;
  cityName: string | null;
  kind: 'city' | 'venue';
  countryCode: string;
  country: string;
  address: string | null;
  latitude: number | null;
  longitude: number | null;
  website: string | null;
  timeZone: string;
  status: 'approved' | 'proposed' | 'merged';
};

function toRecord(r: RecordRow): TVenueRecord {
  const cityName = r.cityName ?? (r.kind === 'city' ? r.name : null);
  return {
    id: r.id,
    name: r.name,
    street: r.street,
    postalCode: r.postalCode,
    city: cityName,
    countryCode: r.countryCode,
    country: r.country,
    address: r.address,
    latitude: r.latitude,
    longitude: r.longitude,
    website: r.website,
    timeZone: r.timeZone,
    status: r.status,
    label: [r.name, cityName && cityName !== r.name ? cityName : null, r.country].filter(Boolean).join(', '),
  };
}

/** The local list as a places provider: approved venues (or cities) whose name, city or country contains the text. */
export class LocalPlaces implements PlacesProvider {
  readonly name = 'local';

  constructor(
    private readonly db: DbOrTx,
    private readonly viewer: PlaceViewer = PUBLIC_VIEWER,
  ) {}

  async search(query: string, kind: PlaceKind, country?: string): Promise<ProviderPlace[]> {
    const q = query.trim().toLowerCase();
    const where = [
      eq(places.kind, kind),
      placeVisibleTo(this.viewer),
      sql`${places.searchText} like ${'%' + escapeLike(q) + '%'}`,
    ];
    if (country) where.push(eq(countries.code, country));
    const rows = await this.db
      .select(recordColumns)
      .from(places)
      .innerJoin(countries, eq(countries.id, places.countryId))
      .leftJoin(city, eq(city.id, places.cityId))
      .where(and(...where))
      .orderBy(sql`case when lower(${places.name}) like ${escapeLike(q) + '%'} then 0 else 1 end`, asc(places.name))
      .limit(PROVIDER_RESULTS_LIMIT);
    return rows.map((r) => {
      const v = toRecord(r);
      return {
        providerPlaceId: `local:${v.id}`,
        venueId: v.id,
        name: v.name,
        street: v.street,
        postalCode: v.postalCode,
        city: v.city,
        countryCode: v.countryCode,
        address: v.address,
        latitude: v.latitude,
        longitude: v.longitude,
        timeZone: v.timeZone,
      };
    });
  }
}

export class Venues {
  constructor(private readonly db: DbOrTx) {}

  /** A venue or city by id as `viewer` may see it, or null (another partner's proposal is not there for them). */
  async record(id: number, viewer: PlaceViewer): Promise<TVenueRecord | null> {
    const [row] = await this.db
      .select(recordColumns)
      .from(places)
      .innerJoin(countries, eq(countries.id, places.countryId))
      .leftJoin(city, eq(city.id, places.cityId))
      .where(and(eq(places.id, id), placeVisibleTo(viewer)))
      .limit(1);
    return row ? toRecord(row) : null;
  }

  /**
   * The provider's places, those already ours marked with their venue id (matched by the provider's id,
   * which we keep as the place id).
   */
  async lookup(provider: PlacesProvider, viewer: PlaceViewer, query: string, country?: string) {
    const found = await provider.search(query, 'venue', country);
    const ids = found.filter((p) => p.venueId === null).map((p) => p.providerPlaceId);
    const known = ids.length
      ? await this.db
          .select({ id: places.id, googlePlaceId: places.googlePlaceId })
          .from(places)
          .where(and(inArray(places.googlePlaceId, ids), eq(places.kind, 'venue'), placeVisibleTo(viewer)))
      : [];
    const byProviderId = new Map(known.map((k) => [k.googlePlaceId, k.id]));
    const results: TProviderPlace[] = found.map((p) => ({
      ...p,
      venueId: p.venueId ?? byProviderId.get(p.providerPlaceId) ?? null,
    }));
    return { provider: provider.name, results };
  }

  /**
   * Adds the venue `partnerId` proposes, usable at once for their events. A place they picked from the
   * provider that is already ours (approved, or proposed by them) is answered instead of a second copy.
   * A city we do not know yet is proposed with it (in the time zone the partner chose).
   */
  async propose(partnerId: number, body: TVenueProposal, now: Date): Promise<TVenueRecord> {
    const viewer: PlaceViewer = { partnerId, isAdmin: false };
    return (this.db as DbOrTx).transaction(async (tx) => {
      const venues = new Venues(tx);
      if (body.providerPlaceId) {
        const [existing] = await tx
          .select({ id: places.id })
          .from(places)
          .where(and(eq(places.googlePlaceId, body.providerPlaceId), eq(places.kind, 'venue'), placeVisibleTo(viewer)))
          .limit(1);
        if (existing) return (await venues.record(existing.id, viewer))!;
      }
      const [country] = await tx
        .select({ id: countries.id, name: countries.name })
        .from(countries)
        .where(eq(countries.code, body.countryCode))
        .limit(1);
      if (!country) throw new AppError('VALIDATION', M.countryUnknown, { countryCode: M.countryUnknown });
      const [knownCity] = await tx
        .select({ id: places.id, name: places.name, timeZone: places.timeZone })
        .from(places)
        .where(
          and(
            eq(places.kind, 'city'),
            eq(places.countryId, country.id),
            ilike(places.name, escapeLike(body.city)),
            placeVisibleTo(viewer),
          ),
        )
        .orderBy(asc(places.id))
        .limit(1);
      const timeZone = body.timeZone ?? knownCity?.timeZone;
      if (!timeZone) throw new AppError('VALIDATION', M.timeZoneNeeded, { timeZone: M.timeZoneNeeded });
      const proposed = { status: 'proposed' as const, proposedByPartnerId: partnerId, proposedAt: now };
      const cityRow =
        knownCity ??
        (
          await tx
            .insert(places)
            .values({
              kind: 'city',
              name: body.city,
              countryId: country.id,
              timeZone,
              searchText: [body.city, country.name].join(', ').toLowerCase(),
              ...proposed,
            })
            .returning({ id: places.id, name: places.name })
        )[0];
      const [venue] = await tx
        .insert(places)
        .values({
          kind: 'venue',
          name: body.name,
          cityId: cityRow.id,
          countryId: country.id,
          street: body.street,
          postalCode: body.postalCode,
          address: `${body.street}, ${body.postalCode} ${cityRow.name}`,
          website: body.website,
          googlePlaceId: body.providerPlaceId,
          latitude: body.latitude,
          longitude: body.longitude,
          timeZone,
          searchText: [body.name, cityRow.name, country.name].join(', ').toLowerCase(),
          ...proposed,
        })
        .returning({ id: places.id });
      return (await venues.record(venue.id, viewer))!;
    });
  }
}

/**
 * Approving an event approves the venue it names when that venue is still proposed (and the city
 * proposed with it): from then on everyone may pick it. Runs in the vetting's transaction.
 */
export async function approveProposedVenueOfEvent(tx: DbOrTx, eventId: number): Promise<number | null> {
  const [row] = await tx
    .select({ id: places.id, cityId: places.cityId })
    .from(events)
    .innerJoin(places, eq(places.id, events.venueId))
    .where(and(eq(events.id, eventId), eq(places.status, 'proposed')))
    .limit(1);
  if (!row) return null;
  const ids = row.cityId ? [row.id, row.cityId] : [row.id];
  await tx
    .update(places)
    .set({ status: 'approved' })
    .where(and(inArray(places.id, ids), eq(places.status, 'proposed')));
  return row.id;
}

/** The venue an event's newest version names (else its live one), when that venue is still proposed. */
export async function proposedVenueOfEvent(db: DbOrTx, eventId: number): Promise<TAdminProposedVenueAnswer> {
  const [event] = await db
    .select({ venueId: events.venueId, snapshot: eventVersions.snapshot })
    .from(events)
    .leftJoin(eventVersions, eq(eventVersions.id, events.currentVersionId))
    .where(eq(events.id, eventId))
    .limit(1);
  if (!event) throw notFound(NOT_FOUND.event);
  const named = (event.snapshot as { venueId?: number | null } | null)?.venueId ?? event.venueId;
  if (!named) return { venue: null };
  const [row] = await db
    .select({ ...recordColumns, partnerId: partners.id, partnerName: partners.name, proposedAt: places.proposedAt })
    .from(places)
    .innerJoin(countries, eq(countries.id, places.countryId))
    .leftJoin(city, eq(city.id, places.cityId))
    .innerJoin(partners, eq(partners.id, places.proposedByPartnerId))
    .where(and(eq(places.id, named), eq(places.status, 'proposed')))
    .limit(1);
  if (!row) return { venue: null };
  return {
    venue: {
      ...toRecord(row),
      proposedBy: { id: row.partnerId, name: row.partnerName },
      proposedAt: row.proposedAt?.toISOString() ?? null,
      eventCount: (await eventsNaming(db, named)).length,
    },
  };
}

/** Events whose live row or any version names the venue. */
async function eventsNaming(db: DbOrTx, venueId: number): Promise<number[]> {
  const rows = await db
    .select({ id: events.id })
    .from(events)
    .where(
      or(
        eq(events.venueId, venueId),
        sql`exists (select 1 from ${eventVersions} v where v.event_id = ${events.id} and (v.snapshot->>'venueId')::int = ${venueId})`,
      ),
    )
    .orderBy(asc(events.id));
  return rows.map((r) => r.id);
}

/**
 * Merges a proposed venue into the approved venue it duplicates, in one transaction: every event that
 * names it (its live row and its versions) moves to the approved venue, and their copied city, country,
 * time zone and search rows with it (refreshEventDerived rewrites events; the events trigger rewrites
 * event_search and event_search_text); the proposal is kept as merged, pointing at the venue it became.
 * `refresh` is the events module's refreshEventDerived, passed in (the options module sits below events).
 */
export async function mergeVenue(
  db: DbOrTx,
  venueId: number,
  intoVenueId: number,
  actor: AuditActor,
  now: Date,
  refresh: (tx: DbOrTx, eventIds: number[]) => Promise<void>,
): Promise<TVenueMergeAnswer> {
  return db.transaction(async (tx) => {
    const locked = await tx
      .select({ id: places.id, name: places.name, status: places.status, kind: places.kind, timeZone: places.timeZone })
      .from(places)
      .where(inArray(places.id, [venueId, intoVenueId]))
      .orderBy(asc(places.id))
      .for('update');
    const from = locked.find((p) => p.id === venueId);
    const into = locked.find((p) => p.id === intoVenueId);
    if (!from || from.kind !== 'venue') throw notFound(M.venueNotFound);
    if (from.status !== 'proposed') throw new AppError('CONFLICT', M.notProposed);
    if (!into || venueId === intoVenueId || into.kind !== 'venue' || into.status !== 'approved') {
      throw new AppError('VALIDATION', M.mergeTargetInvalid, { intoVenueId: M.mergeTargetInvalid });
    }
    const moved = await eventsNaming(tx, venueId);
    if (moved.length) {
      // Locked in id order, as every other writer of events locks them.
      await tx
        .select({ id: events.id })
        .from(events)
        .where(inArray(events.id, moved))
        .orderBy(asc(events.id))
        .for('update');
      await tx.update(events).set({ venueId: intoVenueId, updatedAt: now }).where(eq(events.venueId, venueId));
      await tx.execute(sql`
        update ${eventVersions}
        set snapshot = snapshot || jsonb_build_object('venueId', ${intoVenueId}::int, 'timeZone', ${into.timeZone}::text)
        where event_id = any(${sql.raw(`ARRAY[${moved.join(',')}]::int[]`)})
          and (snapshot->>'venueId')::int = ${venueId}
      `);
      await refresh(tx, moved);
    }
    await tx.update(places).set({ status: 'merged', mergedIntoId: intoVenueId }).where(eq(places.id, venueId));
    await recordAudit(tx, now, actor, {
      action: 'venue.merged',
      entityType: 'venue',
      entityId: venueId,
      entityName: from.name,
      summary: storedMessage(A, 'venueMerged', { venue: into.name, count: moved.length }),
      before: { venueId, status: 'proposed', eventIds: moved },
      after: { venueId: intoVenueId, venue: into.name, status: 'merged' },
    });
    return { venueId, intoVenueId, movedEventIds: moved };
  });
}
