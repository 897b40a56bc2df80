// Reads events as the apps show them: cards for lists and the full detail, with option names resolved.
import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import {
  eventVatOfColumns,
  currentLocale,
  fromMinor,
  localizedCountryName,
  localizedName,
  optionName,
  publicStockOf,
  starsFromAverage,
  type TAttendanceTypeId,
  type TEventCard,
  type TEventDetail,
  type TEventVersionSnapshot,
  type TManagedEventDetail,
} from '@pavilion/domain';
import type { DbOrTx } from '../../db/client';
import { snapshotColumns, snapshotThumbnailId } from './snapshot';
import { intArray, rowsOf } from '../../db/raw-sql';
import {
  agendaItems,
  cancellationPolicies,
  cancellationPolicyPeriods,
  countries,
  eventDocuments,
  eventImages,
  events,
  eventVettingUpdates,
  favourites,
  optionItems,
  partners,
  places,
  sectorSubtypes,
  sectors,
  subEvents,
  ticketTypes,
} from '../../db/schema';

/** Whether an event is on the marketplace: approved, published, its partner approved, not cancelled. */
export const isPublicEvent = and(
  eq(events.status, 'APPROVED'),
  eq(events.published, true),
  eq(events.partnerApproved, true),
  isNull(events.cancelledAt),
);

export const fileUrl = (fileId: string | null | undefined) => (fileId ? `/api/files/${fileId}` : null);

/**
 * The cards of `ids` (an int[] expression), in that order, as one JSON array in the shape of ZEventCard:
 * built by PostgreSQL's event_cards function (migration 0003_event_cards), so the search
 * answers a page with its cards in one statement and the API maps no rows.
 */
export function cardsJson(ids: SQL, personId: number | null): SQL {
  return sql`event_cards(${ids}, ${personId}::int, ${currentLocale()}::text)`;
}

/** Who reads an event detail: the public sees approved, published events only; a partner only its own. */
export type EventDetailScope =
  | { scope: 'public'; personId?: number | null }
  | { scope: 'partner'; partnerId: number; personId?: number | null; content?: TEventVersionSnapshot | null }
  | { scope: 'admin'; personId?: number | null; content?: TEventVersionSnapshot | null };

/**
 * The event's images or documents: the rows a version names when its content is shown (they may not be
 * live yet; none when it names none), otherwise the live ones in `liveOrder`.
 */
async function versionOrLiveRows<T extends typeof eventImages | typeof eventDocuments>(
  db: DbOrTx,
  table: T,
  eventId: number,
  versionIds: number[] | undefined,
  liveOrder: SQL[],
): Promise<T['$inferSelect'][]> {
  if (versionIds && !versionIds.length) return [];
  const rows = db.select().from(table as typeof eventImages | typeof eventDocuments);
  return versionIds
    ? rows.where(and(eq(table.eventId, eventId), inArray(table.id, versionIds)))
    : rows.where(and(eq(table.eventId, eventId), eq(table.live, true))).orderBy(...liveOrder);
}

export class EventReadModel {
  constructor(
    private readonly db: DbOrTx,
    private readonly now: () => Date,
  ) {}

  /** Cards for the given ids, in the given order. */
  async cards(ids: number[], personId?: number | null): Promise<TEventCard[]> {
    if (!ids.length) return [];
    const [row] = rowsOf<{ cards: string }>(
      await this.db.execute(sql`select (${cardsJson(intArray(ids), personId ?? null)})::text as cards`),
    );
    return JSON.parse(row.cards) as TEventCard[];
  }

  /**
   * The full event. `scope` limits what is visible: the public sees only approved, published events of
   * approved partners,
   * and of each ticket type and extra only whether any is left (and how many once few are); a partner
   * sees only its own events; the organiser and administrators get the stock and sales as well.
   */
  async detail(id: number, opts: EventDetailScope & { scope: 'public' }): Promise<TEventDetail | null>;
  async detail(
    id: number,
    opts: EventDetailScope & { scope: 'partner' | 'admin' },
  ): Promise<TManagedEventDetail | null>;
  async detail(id: number, opts: EventDetailScope): Promise<TEventDetail | TManagedEventDetail | null> {
    const managed = await this.managedDetail(id, opts);
    if (!managed || opts.scope !== 'public') return managed;
    const { vat: _vat, attendeeChangeCutoffHours: _cutoff, ...event } = managed;
    return {
      ...event,
      ticketTypes: managed.ticketTypes.map(({ quantity: _q, held: _h, sold: _s, available: _a, ...type }) => type),
      subEvents: managed.subEvents.map(({ capacity: _c, held: _h, sold: _s, available: _a, ...extra }) => extra),
    };
  }

  private async managedDetail(id: number, opts: EventDetailScope): Promise<TManagedEventDetail | null> {
    const [row] = await this.db.select().from(events).where(eq(events.id, id)).limit(1);
    if (!row) return null;
    if (opts.scope === 'public' && !(row.status === 'APPROVED' && row.published && row.partnerApproved)) return null;
    if (opts.scope === 'partner' && row.partnerId !== opts.partnerId) return null;
    // A version's content (an edit waiting for review) in place of the live one.
    const content = opts.scope === 'public' ? null : (opts.content ?? null);
    const e = content
      ? { ...row, ...snapshotColumns(content, row.ticketCurrency), thumbnailImageId: snapshotThumbnailId(content) }
      : row;

    const optionIds = [
      e.eventTypeId,
      e.eventSizeId,
      e.numAttendeesId,
      e.numExhibitorsId,
      ...e.audienceIds,
      ...e.attendeeJobTitleIds,
      ...e.attendeeClassIds,
      ...e.attendeeDesignationIds,
      ...e.exhibitorTypeIds,
    ].filter((x): x is number => x != null);
    const [opts_, sectorRows, subtypeRows, countryRows, venueRows, partnerRows, images, docs, agenda, extras, tickets] =
      await Promise.all([
        optionIds.length
          ? this.db
              .select({
                id: optionItems.id,
                name: optionItems.name,
                translations: optionItems.translations,
                list: optionItems.list,
              })
              .from(optionItems)
              .where(inArray(optionItems.id, optionIds))
          : [],
        e.sectorIds.length
          ? this.db
              .select({ id: sectors.id, name: sectors.name, translations: sectors.translations })
              .from(sectors)
              .where(inArray(sectors.id, e.sectorIds))
          : [],
        e.sectorSubtypeIds.length
          ? this.db
              .select({
                id: sectorSubtypes.id,
                name: sectorSubtypes.name,
                translations: sectorSubtypes.translations,
                sectorId: sectorSubtypes.sectorId,
              })
              .from(sectorSubtypes)
              .where(inArray(sectorSubtypes.id, e.sectorSubtypeIds))
          : [],
        [...e.attendeeCountryIds, ...e.exhibitorCountryIds].length
          ? this.db
              .select({ id: countries.id, name: countries.name, code: countries.code, flag: countries.flag })
              .from(countries)
              .where(inArray(countries.id, [...e.attendeeCountryIds, ...e.exhibitorCountryIds]))
          : [],
        e.venueId ? this.db.select().from(places).where(eq(places.id, e.venueId)).limit(1) : [],
        this.db
          .select({ id: partners.id, name: partners.name, email: partners.email, logoFileId: partners.logoFileId })
          .from(partners)
          .where(eq(partners.id, e.partnerId))
          .limit(1),
        versionOrLiveRows(
          this.db,
          eventImages,
          id,
          content?.images.map((i) => i.imageId),
          [asc(eventImages.position), asc(eventImages.id)],
        ),
        versionOrLiveRows(
          this.db,
          eventDocuments,
          id,
          content?.documents.map((d) => d.documentId),
          [asc(eventDocuments.id)],
        ),
        // A version's agenda items are not rows: numbered from 1 in the version's order.
        content
          ? content.agendaItems.map((a, i) => ({
              id: i + 1,
              eventId: id,
              name: a.name,
              description: a.description ?? '',
              startAt: new Date(a.startDateTime),
            }))
          : this.db
              .select()
              .from(agendaItems)
              .where(eq(agendaItems.eventId, id))
              .orderBy(asc(agendaItems.startAt), asc(agendaItems.id)),
        this.db
          .select({ s: subEvents, typeName: optionItems.name, typeTranslations: optionItems.translations })
          .from(subEvents)
          .leftJoin(optionItems, eq(optionItems.id, subEvents.subEventTypeId))
          .where(eq(subEvents.eventId, id))
          .orderBy(asc(subEvents.startAt), asc(subEvents.id)),
        this.db
          .select({ t: ticketTypes, policyName: cancellationPolicies.name, policyId: cancellationPolicies.id })
          .from(ticketTypes)
          .leftJoin(cancellationPolicies, eq(cancellationPolicies.id, ticketTypes.cancellationPolicyId))
          .where(eq(ticketTypes.eventId, id))
          .orderBy(asc(ticketTypes.position), asc(ticketTypes.id)),
      ]);
    const policyIds = [...new Set(tickets.map((t) => t.policyId).filter((x): x is number => x != null))];
    const periods = policyIds.length
      ? await this.db
          .select()
          .from(cancellationPolicyPeriods)
          .where(inArray(cancellationPolicyPeriods.policyId, policyIds))
          .orderBy(asc(cancellationPolicyPeriods.position))
      : [];
    const favourite =
      opts.personId != null
        ? (
            await this.db
              .select()
              .from(favourites)
              .where(and(eq(favourites.personId, opts.personId), eq(favourites.eventId, id)))
              .limit(1)
          ).length > 0
        : false;
    const opt = new Map(opts_.map((o) => [o.id, optionName(o.list, o)]));
    const named = (ids: number[]) => ids.map((i) => ({ id: i, name: opt.get(i) ?? '' }));
    const country = new Map(countryRows.map((c) => [c.id, { ...c, name: localizedCountryName(c.code, c.name) }]));
    const venue = venueRows[0];
    const city = venue?.cityId
      ? (await this.db.select({ name: places.name }).from(places).where(eq(places.id, venue.cityId)).limit(1))[0]
      : undefined;
    if (content) {
      const order = new Map(content.images.map((i, n) => [i.imageId, n]));
      images.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
    }
    const thumb = images.find((i) => i.id === e.thumbnailImageId) ?? images.find((i) => i.kind === 'thumbnail');
    const banners = images.filter((i) => i.kind === 'banner');
    const vetting =
      opts.scope === 'public'
        ? []
        : await this.db
            .select()
            .from(eventVettingUpdates)
            .where(eq(eventVettingUpdates.eventId, id))
            .orderBy(asc(eventVettingUpdates.createdAt));
    const now = this.now();
    return {
      id: e.id,
      name: e.name,
      tagline: e.tagline,
      description: e.description,
      otherInformation: e.otherInformation,
      websiteUrl: e.websiteUrl,
      eventType: e.eventTypeId ? (opt.get(e.eventTypeId) ?? null) : null,
      eventTypeId: e.eventTypeId,
      otherEventType: e.otherEventType,
      // The column's check constraint allows only the three attendance types.
      attendanceType: e.attendanceType as TAttendanceTypeId,
      startDateTime: e.startAt.toISOString(),
      endDateTime: e.endAt.toISOString(),
      timeZone: e.timeZone,
      venue: venue
        ? {
            id: venue.id,
            name: venue.name,
            address: venue.address,
            city: city?.name ?? null,
            googlePlaceId: venue.googlePlaceId,
            placeId: venue.googlePlaceId,
            timeZone: venue.timeZone,
          }
        : null,
      minAttendees: e.minAttendees,
      maxAttendees: e.maxAttendees,
      thumbnailImageUrl: fileUrl(thumb?.fileId),
      imageUrl: fileUrl(thumb?.fileId ?? banners[0]?.fileId),
      images: images.map((i) => ({ id: i.id, kind: i.kind, url: fileUrl(i.fileId)! })),
      bannerImageUrls: banners.map((i) => fileUrl(i.fileId)!),
      sectors: sectorRows.map((s) => ({
        id: s.id,
        name: localizedName(s.name, s.translations),
        sectorSubtypes: subtypeRows
          .filter((x) => x.sectorId === s.id)
          .map(({ id: sid, name, translations }) => ({ id: sid, name: localizedName(name, translations) })),
      })),
      sectorSubtypes: subtypeRows.map(({ id: sid, name, translations }) => ({
        id: sid,
        name: localizedName(name, translations),
      })),
      partner: partnerRows[0]
        ? {
            id: partnerRows[0].id,
            partnerName: partnerRows[0].name,
            email: partnerRows[0].email,
            logoUrl: partnerRows[0].logoFileId ? `/api/files/${partnerRows[0].logoFileId}` : null,
          }
        : null,
      eventSize: e.eventSizeId ? { id: e.eventSizeId, name: opt.get(e.eventSizeId) ?? '' } : null,
      eventSizeMetric: e.eventSizeMetric,
      numAttendees: e.numAttendeesId ? { id: e.numAttendeesId, name: opt.get(e.numAttendeesId) ?? '' } : null,
      previousNumAttendees: e.previousNumAttendees,
      numExhibitors: e.numExhibitorsId ? { id: e.numExhibitorsId, name: opt.get(e.numExhibitorsId) ?? '' } : null,
      previousNumExhibitors: e.previousNumExhibitors,
      audiences: named(e.audienceIds),
      attendeeJobTitles: named(e.attendeeJobTitleIds),
      attendeeClasses: named(e.attendeeClassIds),
      otherAttendeeClass: e.otherAttendeeClass,
      attendeeDesignations: named(e.attendeeDesignationIds),
      attendeeCountries: e.attendeeCountryIds.map((c) => ({
        id: c,
        name: country.get(c)?.name ?? '',
        code: country.get(c)?.code ?? '',
        flag: country.get(c)?.flag ?? '',
      })),
      exhibitorTypes: named(e.exhibitorTypeIds),
      exhibitorCountries: e.exhibitorCountryIds.map((c) => ({
        id: c,
        name: country.get(c)?.name ?? '',
        code: country.get(c)?.code ?? '',
        flag: country.get(c)?.flag ?? '',
      })),
      agendaItems: agenda.map((a) => ({
        id: a.id,
        name: a.name,
        description: a.description,
        startDateTime: a.startAt.toISOString(),
      })),
      subEvents: extras.map(({ s, typeName: englishTypeName, typeTranslations }) => ({
        id: s.id,
        name: s.name,
        description: s.description,
        startDateTime: s.startAt.toISOString(),
        subEventType: englishTypeName === null ? null : localizedName(englishTypeName, typeTranslations),
        subEventTypeId: s.subEventTypeId,
        price: fromMinor(s.priceMinor, s.currency),
        currencyCode: s.currency,
        onSale: s.onSale,
        ...publicStockOf(s.capacity == null ? null : s.capacity - s.held - s.sold),
        capacity: s.capacity,
        held: s.held,
        sold: s.sold,
        available: s.capacity == null ? null : s.capacity - s.held - s.sold,
      })),
      documents: docs.map((d) => ({ id: d.id, type: d.type, name: d.name, url: fileUrl(d.fileId)! })),
      ticketCurrencyCode: e.ticketCurrency,
      ticketTypes: tickets.map(({ t, policyName, policyId }) => ({
        id: t.id,
        name: t.name,
        description: t.description,
        price: fromMinor(t.priceMinor, t.currency),
        currencyCode: t.currency,
        ...publicStockOf(t.quantity - t.held - t.sold),
        quantity: t.quantity,
        held: t.held,
        sold: t.sold,
        available: t.quantity - t.held - t.sold,
        startDateTime: t.salesStartAt?.toISOString() ?? null,
        endDateTime: t.salesEndAt?.toISOString() ?? null,
        onSale: t.onSale && (!t.salesStartAt || t.salesStartAt <= now) && (!t.salesEndAt || t.salesEndAt > now),
        waitingListOpen: t.waitingListOpen,
        cancellationPolicyId: policyId,
        cancellationPolicy: policyId
          ? {
              id: policyId,
              name: policyName ?? '',
              periods: periods
                .filter((p) => p.policyId === policyId)
                .map((p) => ({
                  percentageRefund: p.percentageRefund,
                  startDaysBeforeEvent: p.startDaysBeforeEvent,
                  endDaysBeforeEvent: p.endDaysBeforeEvent,
                })),
            }
          : null,
      })),
      minTicketPrice: e.minTicketPriceMinor === null ? null : fromMinor(e.minTicketPriceMinor, e.ticketCurrency),
      vat: eventVatOfColumns(e),
      attendeeChangeCutoffHours: e.attendeeChangeCutoffHours,
      damagePolicy:
        e.damageMaxMinor === null || e.damagePolicyText === null
          ? null
          : {
              maxAmount: fromMinor(e.damageMaxMinor, e.ticketCurrency),
              currency: e.ticketCurrency,
              text: e.damagePolicyText,
            },
      rating: starsFromAverage(e.ratingAverage),
      reviewCount: e.reviewCount,
      isFavourited: favourite,
      currentStatus: e.status,
      published: e.published,
      currentEventVersionId: e.currentVersionId,
      cancelled: row.cancelledAt !== null,
      cancelledAt: row.cancelledAt?.toISOString() ?? null,
      cancellationReason: row.cancellationReason,
      vettingStatusUpdates: vetting.map((v) => ({
        id: v.id,
        vettingStatus: v.status,
        status: v.status,
        comment: v.comment,
        notes: opts.scope === 'admin' ? v.notes : null,
        createdAt: v.createdAt.toISOString(),
        eventVersionId: v.eventVersionId,
      })),
    };
  }
}
