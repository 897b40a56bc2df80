// An event's content as one version holds it (ZEventVersionSnapshot): read from the live rows, turned
// into the events row's columns, and applied to the live rows when a version is approved.
import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import {
  damagePolicyColumns,
  damagePolicyOfColumns,
  eventDurationIdFor,
  eventVatColumns,
  eventVatOfColumns,
  type TCurrencyCode,
  type TEventVersionSnapshot,
} from '@pavilion/domain';
import type { DbOrTx } from '../../db/client';
import { agendaItems, eventDocuments, eventImages, events } from '../../db/schema';

type EventRow = typeof events.$inferSelect;

/**
 * The events columns a snapshot decides. With `currency` (the event's ticket currency) also the damage
 * policy's columns (minor units); without it they are left as they are: applySnapshot always passes it.
 */
export function snapshotColumns(s: TEventVersionSnapshot, currency?: TCurrencyCode) {
  const startAt = new Date(s.startDateTime);
  const endAt = new Date(s.endDateTime);
  return {
    name: s.name,
    tagline: s.tagline,
    description: s.description,
    otherInformation: s.otherInformation,
    websiteUrl: s.websiteUrl,
    // 0 is how liveSnapshot reads a row without a type (only rows written before types were required).
    eventTypeId: s.eventTypeId || null,
    otherEventType: s.otherEventType,
    attendanceType: s.attendanceType,
    startAt,
    endAt,
    timeZone: s.timeZone,
    durationId: eventDurationIdFor(startAt, endAt, s.timeZone),
    venueId: s.venueId,
    eventSizeId: s.eventSizeId,
    eventSizeMetric: s.eventSizeMetric,
    numAttendeesId: s.numAttendeesId,
    previousNumAttendees: s.previousNumAttendees,
    numExhibitorsId: s.numExhibitorsId,
    previousNumExhibitors: s.previousNumExhibitors,
    otherAttendeeClass: s.otherAttendeeClass,
    sectorIds: s.sectors,
    sectorSubtypeIds: s.sectorSubtypes,
    audienceIds: s.audiences,
    attendeeJobTitleIds: s.attendeeJobTitles,
    attendeeClassIds: s.attendeeClasses,
    attendeeDesignationIds: s.attendeeDesignations,
    attendeeCountryIds: s.attendeeCountries,
    exhibitorTypeIds: s.exhibitorTypes,
    exhibitorCountryIds: s.exhibitorCountries,
    ...eventVatColumns(s.vat),
    attendeeChangeCutoffHours: s.attendeeChangeCutoffHours,
    ...(currency ? damagePolicyColumns(s.damagePolicy, currency) : {}),
  } satisfies Partial<EventRow>;
}

/** The live content of an event (what the public sees, or the submitted content of a never approved one). */
export async function liveSnapshot(db: DbOrTx, eventId: number): Promise<TEventVersionSnapshot | null> {
  const [e] = await db.select().from(events).where(eq(events.id, eventId)).limit(1);
  if (!e) return null;
  const [agenda, images, documents] = await Promise.all([
    db
      .select()
      .from(agendaItems)
      .where(eq(agendaItems.eventId, eventId))
      .orderBy(asc(agendaItems.startAt), asc(agendaItems.id)),
    db
      .select()
      .from(eventImages)
      .where(and(eq(eventImages.eventId, eventId), eq(eventImages.live, true)))
      .orderBy(asc(eventImages.position), asc(eventImages.id)),
    db
      .select()
      .from(eventDocuments)
      .where(and(eq(eventDocuments.eventId, eventId), eq(eventDocuments.live, true)))
      .orderBy(asc(eventDocuments.id)),
  ]);
  return {
    name: e.name,
    tagline: e.tagline,
    description: e.description,
    otherInformation: e.otherInformation,
    websiteUrl: e.websiteUrl,
    eventTypeId: e.eventTypeId ?? 0,
    otherEventType: e.otherEventType,
    attendanceType: e.attendanceType as 1 | 2 | 3,
    startDateTime: e.startAt.toISOString(),
    endDateTime: e.endAt.toISOString(),
    timeZone: e.timeZone,
    venueId: e.venueId,
    damagePolicy: damagePolicyOfColumns(e, e.ticketCurrency),
    vat: eventVatOfColumns(e),
    attendeeChangeCutoffHours: e.attendeeChangeCutoffHours,
    eventSizeId: e.eventSizeId,
    eventSizeMetric: e.eventSizeMetric,
    numAttendeesId: e.numAttendeesId,
    previousNumAttendees: e.previousNumAttendees,
    numExhibitorsId: e.numExhibitorsId,
    previousNumExhibitors: e.previousNumExhibitors,
    otherAttendeeClass: e.otherAttendeeClass,
    attendeeClasses: e.attendeeClassIds,
    attendeeCountries: e.attendeeCountryIds,
    attendeeJobTitles: e.attendeeJobTitleIds,
    attendeeDesignations: e.attendeeDesignationIds,
    exhibitorTypes: e.exhibitorTypeIds,
    exhibitorCountries: e.exhibitorCountryIds,
    audiences: e.audienceIds,
    sectors: e.sectorIds,
    sectorSubtypes: e.sectorSubtypeIds,
    agendaItems: agenda.map((a) => ({
      name: a.name,
      description: a.description,
      startDateTime: a.startAt.toISOString(),
    })),
    images: images.map((i) => ({ imageId: i.id, kind: i.kind, fileId: i.fileId })),
    documents: documents.map((d) => ({ documentId: d.id, type: d.type, name: d.name, fileId: d.fileId })),
  };
}

/** The thumbnail a snapshot shows: its (first) thumbnail image. */
export const snapshotThumbnailId = (s: TEventVersionSnapshot) =>
  s.images.find((i) => i.kind === 'thumbnail')?.imageId ?? null;

/**
 * Makes `s` what the public sees: the events row's columns, the agenda, and which images and
 * documents are live (in the snapshot's order). Images and documents the snapshot no longer has are
 * removed. The caller refreshes the derived columns (refreshEventDerived) afterwards.
 */
export async function applySnapshot(tx: DbOrTx, eventId: number, s: TEventVersionSnapshot, now: Date): Promise<void> {
  const imageIds = s.images.map((i) => i.imageId);
  const documentIds = s.documents.map((d) => d.documentId);
  const [{ currency }] = await tx
    .select({ currency: events.ticketCurrency })
    .from(events)
    .where(eq(events.id, eventId));
  await tx
    .update(events)
    .set({ ...snapshotColumns(s, currency), thumbnailImageId: snapshotThumbnailId(s), updatedAt: now })
    .where(eq(events.id, eventId));
  await tx.delete(agendaItems).where(eq(agendaItems.eventId, eventId));
  if (s.agendaItems.length)
    await tx.insert(agendaItems).values(
      s.agendaItems.map((a) => ({
        eventId,
        name: a.name,
        description: a.description ?? '',
        startAt: new Date(a.startDateTime),
      })),
    );
  await tx
    .delete(eventImages)
    .where(and(eq(eventImages.eventId, eventId), imageIds.length ? notInArray(eventImages.id, imageIds) : sql`true`));
  for (const [position, imageId] of imageIds.entries())
    await tx
      .update(eventImages)
      .set({ live: true, position })
      .where(and(eq(eventImages.eventId, eventId), eq(eventImages.id, imageId)));
  await tx
    .delete(eventDocuments)
    .where(
      and(
        eq(eventDocuments.eventId, eventId),
        documentIds.length ? notInArray(eventDocuments.id, documentIds) : sql`true`,
      ),
    );
  if (documentIds.length)
    await tx
      .update(eventDocuments)
      .set({ live: true })
      .where(and(eq(eventDocuments.eventId, eventId), inArray(eventDocuments.id, documentIds)));
}
