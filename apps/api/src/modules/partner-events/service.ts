// The partner's writes on their events: create, edit (a version waiting for review), images and
// documents (part of the version), and the ticket types and extras, which are run directly (not
// vetted). Built with the partner's id: every event, ticket type, extra, image and policy is looked up
// through it, so another partner's id answers 404.
import { assertPlanAllowsNewEvent } from '../payouts';
import { assertReadyToSell } from '../partner-account';
import { randomUUID } from 'node:crypto';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import {
  DEFAULT_TIME_ZONE,
  fromMinor,
  MAX_BANNER_IMAGES,
  MESSAGES,
  PARTNER_MESSAGES as M,
  salesWindowValid,
  type TCurrencyCode,
  type TEventCreateBody,
  type TEventContentBody,
  type TEventUpdateBody,
  type TEventVersionAnswer,
  type TEventVersionSnapshot,
  type TPartnerWaitingList,
  type TSubEventBody,
  type TSubEventPatchBody,
  type TTicketTypeBody,
  type TTicketTypePatchBody,
  NOT_FOUND,
} from '@pavilion/domain';
import type { Database, DbOrTx, Tx } from '../../db/client';
import {
  cancellationPolicies,
  eventDocuments,
  eventImages,
  events,
  files,
  subEvents,
  ticketSubEvents,
  tickets,
  ticketTypes,
  waitingListPlaces,
} from '../../db/schema';
import { AppError, conflict, notFound } from '../../platform/errors';
import { exactMinor } from '../../platform/money';
import { sniffDocumentType } from '../../platform/document-type';
import { sniffImageType } from '../../platform/image-upload';
import type { Storage } from '../../platform/storage';
import { refreshEventDerived, snapshotColumns } from '../events';
import { offerSeatsBack, type OfferLinks } from '../waiting-lists';
import { checkEventReferences, checkSubEventTypes } from './references';
import { safeFileName } from './uploads';
import { autoPublishes, submitDraft } from './drafts';
import { draftOf, lockEvent, saveDraft, type EventRow } from './versions';
import { PARTNER_EVENTS_API_TEXT } from './messages';

export interface PartnerEventsDeps {
  db: Database;
  storage: Storage;
  now: () => Date;
  /** Where waiting-list offers link to (a larger quantity offers the new seats to the list). */
  links: OfferLinks;
}

type UploadedFile = { buffer: Buffer; originalname?: string } | undefined;

const invalid = (field: string, message: string) => new AppError('VALIDATION', message, { [field]: message });

export class PartnerEvents {
  constructor(
    private readonly deps: PartnerEventsDeps,
    private readonly partnerId: number,
    private readonly personId: number | null,
  ) {}

  private get db() {
    return this.deps.db;
  }

  /** The partner's event, locked for the transaction; another partner's is 404. */
  private async event(tx: DbOrTx, eventId: number): Promise<EventRow> {
    const row = await lockEvent(tx, eventId, this.partnerId);
    if (!row) throw notFound(NOT_FOUND.event);
    return row;
  }

  /** The partner's cancellation policies among `ids`: unknown or foreign ones and switched-off ones refused per field. */
  private async checkPolicies(
    tx: DbOrTx,
    entries: Array<{ field: string; policyId: number; keep?: number | null }>,
  ): Promise<void> {
    const ids = [...new Set(entries.map((e) => e.policyId))];
    if (!ids.length) return;
    const rows = await tx
      .select({ id: cancellationPolicies.id, active: cancellationPolicies.active })
      .from(cancellationPolicies)
      .where(and(inArray(cancellationPolicies.id, ids), eq(cancellationPolicies.partnerId, this.partnerId)));
    const found = new Map(rows.map((r) => [r.id, r]));
    const fields: Record<string, string> = {};
    for (const e of entries) {
      const policy = found.get(e.policyId);
      if (!policy) fields[e.field] = M.policyUnknown;
      // A ticket type keeps a policy that was switched off after it was chosen.
      else if (!policy.active && e.keep !== e.policyId) fields[e.field] = M.policyInactive;
    }
    const first = Object.values(fields)[0];
    if (first) throw new AppError('VALIDATION', first, fields);
  }

  private snapshotOf(
    body: TEventContentBody,
    timeZone: string,
    files: Pick<TEventVersionSnapshot, 'images' | 'documents'>,
  ): TEventVersionSnapshot {
    return {
      ...body,
      timeZone,
      agendaItems: body.agendaItems
        .map((a) => ({ name: a.name, description: a.description, startDateTime: a.startDateTime }))
        .sort((a, b) => a.startDateTime.localeCompare(b.startDateTime)),
      images: files.images,
      documents: files.documents,
    };
  }

  // The event ---------------------------------------------------------------------------------------

  /**
   * Version 1. With the creator's Auto publish on, it waits for review at once: refused (409) until the
   * partner's address is verified and the agreement signed (partner-account/selling.ts) and beyond the
   * listing plan's events live at once. With it off (the default), it is kept as a DRAFT nobody else
   * sees until the partner submits it (`submit`), which checks the same.
   */
  async create(body: TEventCreateBody): Promise<{ id: number; status: 'DRAFT' | 'PENDING' }> {
    const now = this.deps.now();
    const submit = await autoPublishes(this.db, this.personId);
    if (submit) await assertReadyToSell(this.db, this.partnerId);
    const { venueTimeZone } = await checkEventReferences(this.db, body, undefined, this.partnerId);
    const timeZone = venueTimeZone ?? body.timeZone ?? DEFAULT_TIME_ZONE;
    await checkSubEventTypes(
      this.db,
      body.subEvents.map((s, i) => ({ field: `subEvents.${i}.subEventTypeId`, typeId: s.subEventTypeId })),
    );
    return this.db.transaction(async (tx) => {
      if (submit) await assertPlanAllowsNewEvent(tx, this.partnerId, now);
      await this.checkPolicies(
        tx,
        body.ticketTypes.map((t, i) => ({
          field: `ticketTypes.${i}.cancellationPolicyId`,
          policyId: t.cancellationPolicyId,
        })),
      );
      const snapshot = this.snapshotOf(body, timeZone, { images: [], documents: [] });
      const [row] = await tx
        .insert(events)
        .values({
          partnerId: this.partnerId,
          ...snapshotColumns(snapshot),
          ticketCurrency: body.currencyCode,
          status: submit ? 'PENDING' : 'DRAFT',
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      const currency = body.currencyCode;
      if (body.ticketTypes.length)
        await tx
          .insert(ticketTypes)
          .values(
            body.ticketTypes.map((t, i) =>
              this.ticketTypeValues(row.id, currency, t, i, now, `ticketTypes.${i}.price`),
            ),
          );
      if (body.subEvents.length)
        await tx
          .insert(subEvents)
          .values(body.subEvents.map((s, i) => this.subEventValues(row.id, currency, s, `subEvents.${i}.price`)));
      await saveDraft(tx, row, snapshot, this.personId, now);
      return { id: row.id, status: row.status === 'DRAFT' ? 'DRAFT' : 'PENDING' };
    });
  }

  /**
   * A draft goes to review: the same checks as creating an event with Auto publish on (409 with the
   * steps still to do, or beyond the plan's events live at once). 409 when it is not a draft.
   */
  async submit(eventId: number): Promise<TEventVersionAnswer> {
    const now = this.deps.now();
    return this.db.transaction(async (tx) => {
      const event = await this.event(tx, eventId);
      if (event.status !== 'DRAFT') throw conflict(M.notADraft);
      await assertReadyToSell(tx, this.partnerId);
      await assertPlanAllowsNewEvent(tx, this.partnerId, now);
      return submitDraft(tx, event, now);
    });
  }

  /** PATCH: the whole content of the event; a version waiting for review. */
  async update(eventId: number, body: TEventUpdateBody): Promise<TEventVersionAnswer> {
    const now = this.deps.now();
    return this.db.transaction(async (tx) => {
      const event = await this.event(tx, eventId);
      // An event never approved goes (back) to review for sale: the same steps as creating one, and a
      // rejected one becomes live again, so it counts against the plan's limit as a new one would.
      if (event.status === 'PENDING' || event.status === 'REJECTED') await assertReadyToSell(tx, this.partnerId);
      if (event.status === 'REJECTED') await assertPlanAllowsNewEvent(tx, this.partnerId, now);
      const draft = await draftOf(tx, event);
      const held = {
        options: new Set(
          [
            event.eventTypeId,
            event.eventSizeId,
            event.numAttendeesId,
            event.numExhibitorsId,
            ...event.audienceIds,
            ...event.attendeeJobTitleIds,
            ...event.attendeeClassIds,
            ...event.attendeeDesignationIds,
            ...event.exhibitorTypeIds,
          ].filter((x): x is number => x != null),
        ),
        sectors: new Set(event.sectorIds),
      };
      const { venueTimeZone } = await checkEventReferences(tx, body, held, this.partnerId);
      const timeZone = venueTimeZone ?? body.timeZone ?? (body.venueId ? null : draft.timeZone) ?? DEFAULT_TIME_ZONE;
      // What the body leaves out of these stays as the event has it.
      const content: TEventContentBody = {
        ...body,
        vat: body.vat ?? draft.vat,
        damagePolicy: body.damagePolicy === undefined ? draft.damagePolicy : body.damagePolicy,
        attendeeChangeCutoffHours: body.attendeeChangeCutoffHours ?? draft.attendeeChangeCutoffHours,
      };
      return saveDraft(tx, event, this.snapshotOf(content, timeZone, draft), this.personId, now);
    });
  }

  // Ticket types ------------------------------------------------------------------------------------

  /** The row of a ticket type; a price finer than the currency allows is refused at `priceField`. */
  private ticketTypeValues(
    eventId: number,
    currency: TCurrencyCode,
    t: TTicketTypeBody,
    position: number,
    now: Date,
    priceField = 'price',
  ) {
    return {
      eventId,
      name: t.name,
      description: t.description ?? '',
      priceMinor: exactMinor(t.price, currency, priceField),
      currency,
      quantity: t.quantity,
      salesStartAt: new Date(t.startDateTime),
      salesEndAt: t.endDateTime ? new Date(t.endDateTime) : null,
      cancellationPolicyId: t.cancellationPolicyId,
      onSale: t.onSale,
      position,
      createdAt: now,
    };
  }

  async addTicketType(eventId: number, body: TTicketTypeBody): Promise<{ id: number }> {
    const now = this.deps.now();
    return this.db.transaction(async (tx) => {
      const event = await this.event(tx, eventId);
      await this.checkPolicies(tx, [{ field: 'cancellationPolicyId', policyId: body.cancellationPolicyId }]);
      const [{ n }] = await tx.select({ n: count() }).from(ticketTypes).where(eq(ticketTypes.eventId, event.id));
      const [row] = await tx
        .insert(ticketTypes)
        .values(this.ticketTypeValues(event.id, event.ticketCurrency, body, n, now))
        .returning({ id: ticketTypes.id });
      await refreshEventDerived(tx, [event.id]);
      return { id: row.id };
    });
  }

  /**
   * The partner's event and one of its ticket types or extras, locked for the change (404 with `missing`
   * when the event has no such row).
   */
  private async lockOfEvent<T extends typeof ticketTypes | typeof subEvents>(
    tx: DbOrTx,
    table: T,
    eventId: number,
    rowId: number,
    missing: string,
  ): Promise<{ event: EventRow; row: T['$inferSelect'] }> {
    const event = await this.event(tx, eventId);
    const [row] = await tx
      .select()
      .from(table as typeof ticketTypes | typeof subEvents)
      .where(and(eq(table.id, rowId), eq(table.eventId, event.id)))
      .for('update')
      .limit(1);
    if (!row) throw notFound(missing);
    return { event, row };
  }

  /**
   * Any of the fields. A new price applies to new orders (existing orders keep the price they paid);
   * the quantity cannot go below what is sold and reserved (409 with the numbers).
   */
  async patchTicketType(eventId: number, ticketTypeId: number, body: TTicketTypePatchBody): Promise<{ id: number }> {
    return this.db.transaction(async (tx) => {
      const { event, row } = await this.lockOfEvent(tx, ticketTypes, eventId, ticketTypeId, M.ticketTypeNotFound);
      if (body.quantity !== undefined && body.quantity < row.sold + row.held)
        throw new AppError(
          'CONFLICT',
          M.quantityBelowSold({ total: row.sold + row.held, sold: row.sold, held: row.held }),
          { quantity: M.quantityBelowSold({ total: row.sold + row.held, sold: row.sold, held: row.held }) },
          { sold: row.sold, held: row.held, minimum: row.sold + row.held },
        );
      const start = body.startDateTime !== undefined ? new Date(body.startDateTime) : row.salesStartAt;
      const end =
        body.endDateTime !== undefined ? (body.endDateTime ? new Date(body.endDateTime) : null) : row.salesEndAt;
      if (!salesWindowValid(start, end)) throw invalid('endDateTime', PARTNER_EVENTS_API_TEXT.endAfterStart);
      if (body.cancellationPolicyId !== undefined)
        await this.checkPolicies(tx, [
          { field: 'cancellationPolicyId', policyId: body.cancellationPolicyId, keep: row.cancellationPolicyId },
        ]);
      await tx
        .update(ticketTypes)
        .set({
          ...(body.name !== undefined ? { name: body.name } : {}),
          ...(body.description !== undefined ? { description: body.description ?? '' } : {}),
          ...(body.price !== undefined ? { priceMinor: exactMinor(body.price, row.currency, 'price') } : {}),
          ...(body.quantity !== undefined ? { quantity: body.quantity } : {}),
          ...(body.cancellationPolicyId !== undefined ? { cancellationPolicyId: body.cancellationPolicyId } : {}),
          ...(body.onSale !== undefined ? { onSale: body.onSale } : {}),
          salesStartAt: start,
          salesEndAt: end,
        })
        .where(eq(ticketTypes.id, row.id));
      // Seats added to a ticket type go to its waiting list first, under the row's lock taken above.
      if (body.quantity !== undefined && body.quantity > row.quantity)
        await offerSeatsBack(
          tx,
          [{ ticketTypeId: row.id, seats: body.quantity - row.quantity }],
          this.deps.now(),
          this.deps.links,
        );
      await refreshEventDerived(tx, [event.id]);
      return { id: row.id };
    });
  }

  /**
   * Turns the ticket type's waiting list on or off. Off: nobody joins and no offers are made; the
   * places and open offers stay (an offer still runs to its end). Turning it on again keeps the line and
   * offers it the seats free then (those that came back while it was off and nobody bought).
   */
  async setWaitingList(eventId: number, ticketTypeId: number, open: boolean): Promise<TPartnerWaitingList> {
    return this.db.transaction(async (tx) => {
      const { row } = await this.lockOfEvent(tx, ticketTypes, eventId, ticketTypeId, M.ticketTypeNotFound);
      await tx.update(ticketTypes).set({ waitingListOpen: open }).where(eq(ticketTypes.id, row.id));
      const free = row.quantity - row.held - row.sold;
      if (open && !row.waitingListOpen && free > 0)
        await offerSeatsBack(tx, [{ ticketTypeId: row.id, seats: free }], this.deps.now(), this.deps.links);
      const [counts] = await tx
        .select({
          waiting: sql<number>`count(*) filter (where ${waitingListPlaces.status} = 'waiting')::int`,
          offered: sql<number>`count(*) filter (where ${waitingListPlaces.status} = 'offered')::int`,
        })
        .from(waitingListPlaces)
        .where(eq(waitingListPlaces.ticketTypeId, row.id));
      return { open, waiting: Number(counts.waiting), offered: Number(counts.offered) };
    });
  }

  /** Only a ticket type nobody bought or holds; one with sales is taken off sale instead (409). */
  async deleteTicketType(eventId: number, ticketTypeId: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const { event, row } = await this.lockOfEvent(tx, ticketTypes, eventId, ticketTypeId, M.ticketTypeNotFound);
      const [{ n }] = await tx.select({ n: count() }).from(tickets).where(eq(tickets.ticketTypeId, row.id));
      if (row.sold + row.held > 0 || n > 0)
        throw conflict(M.ticketTypeHasSales, undefined, { sold: row.sold, held: row.held });
      await tx.delete(ticketTypes).where(eq(ticketTypes.id, row.id));
      await refreshEventDerived(tx, [event.id]);
    });
  }

  // Extras ------------------------------------------------------------------------------------------

  /** The row of an extra; a price finer than its currency allows is refused at `priceField`. */
  private subEventValues(eventId: number, eventCurrency: TCurrencyCode, s: TSubEventBody, priceField = 'price') {
    const currency = s.currencyCode ?? eventCurrency;
    return {
      eventId,
      name: s.name,
      description: s.description ?? '',
      subEventTypeId: s.subEventTypeId,
      startAt: new Date(s.startDateTime),
      priceMinor: exactMinor(s.price, currency, priceField),
      currency,
      capacity: s.capacity,
      onSale: s.onSale,
    };
  }

  async addSubEvent(eventId: number, body: TSubEventBody): Promise<{ id: number }> {
    await checkSubEventTypes(this.db, [{ field: 'subEventTypeId', typeId: body.subEventTypeId }]);
    return this.db.transaction(async (tx) => {
      const event = await this.event(tx, eventId);
      const [row] = await tx
        .insert(subEvents)
        .values(this.subEventValues(event.id, event.ticketCurrency, body))
        .returning({ id: subEvents.id });
      return { id: row.id };
    });
  }

  async patchSubEvent(eventId: number, subEventId: number, body: TSubEventPatchBody): Promise<{ id: number }> {
    if (body.subEventTypeId !== undefined)
      await checkSubEventTypes(this.db, [{ field: 'subEventTypeId', typeId: body.subEventTypeId }]);
    return this.db.transaction(async (tx) => {
      const { row } = await this.lockOfEvent(tx, subEvents, eventId, subEventId, M.subEventNotFound);
      if (body.capacity !== undefined && body.capacity !== null && body.capacity < row.sold + row.held)
        throw new AppError(
          'CONFLICT',
          M.capacityBelowSold({ total: row.sold + row.held, sold: row.sold, held: row.held }),
          { capacity: M.capacityBelowSold({ total: row.sold + row.held, sold: row.sold, held: row.held }) },
          { sold: row.sold, held: row.held, minimum: row.sold + row.held },
        );
      const currency = body.currencyCode ?? row.currency;
      // A price kept while the currency changes must fit the new one too (12.50 cannot become yen).
      const priceMinor =
        body.price !== undefined || body.currencyCode !== undefined
          ? exactMinor(body.price ?? fromMinor(row.priceMinor, row.currency), currency, 'price')
          : undefined;
      await tx
        .update(subEvents)
        .set({
          ...(body.name !== undefined ? { name: body.name } : {}),
          ...(body.description !== undefined ? { description: body.description ?? '' } : {}),
          ...(body.subEventTypeId !== undefined ? { subEventTypeId: body.subEventTypeId } : {}),
          ...(body.startDateTime !== undefined ? { startAt: new Date(body.startDateTime) } : {}),
          ...(priceMinor !== undefined ? { priceMinor, currency } : {}),
          ...(body.capacity !== undefined ? { capacity: body.capacity } : {}),
          ...(body.onSale !== undefined ? { onSale: body.onSale } : {}),
        })
        .where(eq(subEvents.id, row.id));
      return { id: row.id };
    });
  }

  async deleteSubEvent(eventId: number, subEventId: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const { row } = await this.lockOfEvent(tx, subEvents, eventId, subEventId, M.subEventNotFound);
      const [{ n }] = await tx
        .select({ n: count() })
        .from(ticketSubEvents)
        .where(eq(ticketSubEvents.subEventId, row.id));
      if (row.sold + row.held > 0 || n > 0)
        throw conflict(M.subEventHasSales, undefined, { sold: row.sold, held: row.held });
      await tx.delete(subEvents).where(eq(subEvents.id, row.id));
    });
  }

  // Images and documents (part of the version) ------------------------------------------------------

  /**
   * Runs `write` in one transaction and, once it has committed, deletes from storage the keys of the
   * files it dropped (`dropped`), so a rollback never loses a file still in use.
   */
  private async dropAfterCommit<T>(write: (tx: Tx, dropped: string[]) => Promise<T>): Promise<T> {
    const dropped: string[] = [];
    const answer = await this.db.transaction((tx) => write(tx, dropped));
    for (const key of dropped) await this.deps.storage.delete(key);
    return answer;
  }

  /**
   * Stores an upload's bytes, then runs `write` with the files row recorded in the same transaction
   * (see dropAfterCommit); if anything fails the stored bytes are deleted again.
   */
  private async withStoredFile<T>(
    eventId: number,
    upload: { bytes: Buffer; contentType: string; extension: string; name: string },
    write: (tx: Tx, fileId: string, dropped: string[]) => Promise<T>,
  ): Promise<T> {
    const key = `events/${eventId}/${randomUUID()}.${upload.extension}`;
    await this.deps.storage.put(key, upload.bytes, upload.contentType);
    try {
      return await this.dropAfterCommit(async (tx, dropped) => {
        const [file] = await tx
          .insert(files)
          .values({
            storageKey: key,
            contentType: upload.contentType,
            size: upload.bytes.length,
            originalName: upload.name,
            uploadedBy: this.personId,
          })
          .returning({ id: files.id });
        return write(tx, file.id, dropped);
      });
    } catch (err) {
      await this.deps.storage.delete(key);
      throw err;
    }
  }

  /** Removes a file that no live row uses any more (an upload never approved). */
  private async dropFile(tx: DbOrTx, fileId: string): Promise<string | null> {
    const [file] = await tx.delete(files).where(eq(files.id, fileId)).returning({ key: files.storageKey });
    return file?.key ?? null;
  }

  /**
   * A thumbnail (replacing the version's thumbnail) or a banner (at most 5 per version). The image
   * belongs to the version waiting for review; the public sees it once that version is approved.
   */
  async uploadImage(
    eventId: number,
    kind: 'thumbnail' | 'banner',
    upload: UploadedFile,
  ): Promise<TEventVersionAnswer & { imageId: number }> {
    if (!upload) throw invalid('image', PARTNER_EVENTS_API_TEXT.chooseImage);
    const type = sniffImageType(upload.buffer);
    if (!type) throw new AppError('UNSUPPORTED_MEDIA_TYPE', M.imageType);
    // Refuse a sixth banner before storing anything.
    await this.db.transaction(async (tx) => {
      const event = await this.event(tx, eventId);
      const draft = await draftOf(tx, event);
      if (kind === 'banner' && draft.images.filter((i) => i.kind === 'banner').length >= MAX_BANNER_IMAGES)
        throw conflict(MESSAGES.maxBannerImages);
    });
    const stored = { bytes: upload.buffer, ...type, name: safeFileName(upload.originalname, type.extension) };
    return this.withStoredFile(eventId, stored, async (tx, fileId, dropped) => {
      const now = this.deps.now();
      const event = await this.event(tx, eventId);
      const draft = await draftOf(tx, event);
      const banners = draft.images.filter((i) => i.kind === 'banner');
      if (kind === 'banner' && banners.length >= MAX_BANNER_IMAGES) throw conflict(MESSAGES.maxBannerImages);
      const [image] = await tx
        .insert(eventImages)
        .values({ eventId: event.id, kind, fileId, position: draft.images.length, live: false })
        .returning({ id: eventImages.id });
      let images = [...draft.images];
      if (kind === 'thumbnail') {
        for (const old of images.filter((i) => i.kind === 'thumbnail'))
          dropped.push(...(await this.removeImageRow(tx, event, old.imageId)));
        images = images.filter((i) => i.kind !== 'thumbnail');
        images.unshift({ imageId: image.id, kind, fileId });
      } else images.push({ imageId: image.id, kind, fileId });
      const saved = await saveDraft(tx, event, { ...draft, images }, this.personId, now);
      return { ...saved, imageId: image.id };
    });
  }

  /**
   * An image or document row that leaves the draft: deleted with its file unless the public still sees
   * it (then it goes when the version without it is approved); `deleted` runs once the row is gone.
   * Answers the storage keys to delete after commit.
   */
  private async removeDraftRow(
    tx: DbOrTx,
    table: typeof eventImages | typeof eventDocuments,
    event: EventRow,
    rowId: number,
    deleted?: () => Promise<unknown>,
  ): Promise<string[]> {
    const [row] = await tx
      .select()
      .from(table)
      .where(and(eq(table.id, rowId), eq(table.eventId, event.id)))
      .limit(1);
    if (!row || (row.live && event.status === 'APPROVED')) return [];
    await tx.delete(table).where(eq(table.id, row.id));
    await deleted?.();
    const key = await this.dropFile(tx, row.fileId);
    return key ? [key] : [];
  }

  /** An image row that leaves the draft (removeDraftRow), no longer the event's thumbnail if it was. */
  private removeImageRow(tx: DbOrTx, event: EventRow, imageId: number): Promise<string[]> {
    return this.removeDraftRow(tx, eventImages, event, imageId, async () => {
      if (event.thumbnailImageId === imageId)
        await tx.update(events).set({ thumbnailImageId: null }).where(eq(events.id, event.id));
    });
  }

  async deleteImage(eventId: number, imageId: number): Promise<TEventVersionAnswer> {
    return this.dropAfterCommit(async (tx, dropped) => {
      const event = await this.event(tx, eventId);
      const draft = await draftOf(tx, event);
      if (!draft.images.some((i) => i.imageId === imageId)) throw notFound(M.imageNotFound);
      dropped.push(...(await this.removeImageRow(tx, event, imageId)));
      return saveDraft(
        tx,
        event,
        { ...draft, images: draft.images.filter((i) => i.imageId !== imageId) },
        this.personId,
        this.deps.now(),
      );
    });
  }

  /** An agenda or exhibitor-list document (PDF, DOC or DOCX), replacing the version's one of that type. */
  async uploadDocument(
    eventId: number,
    type: 'agenda' | 'exhibitor-list',
    upload: UploadedFile,
  ): Promise<TEventVersionAnswer & { documentId: number }> {
    if (!upload) throw invalid('document', PARTNER_EVENTS_API_TEXT.chooseDocument);
    const sniffed = sniffDocumentType(upload.buffer);
    if (!sniffed) throw new AppError('UNSUPPORTED_MEDIA_TYPE', M.documentType);
    const name = safeFileName(upload.originalname, sniffed.extension);
    return this.withStoredFile(eventId, { bytes: upload.buffer, ...sniffed, name }, async (tx, fileId, dropped) => {
      const event = await this.event(tx, eventId);
      const draft = await draftOf(tx, event);
      const [doc] = await tx
        .insert(eventDocuments)
        .values({ eventId: event.id, type, name, fileId, live: event.status !== 'APPROVED' })
        .returning({ id: eventDocuments.id });
      for (const old of draft.documents.filter((d) => d.type === type))
        dropped.push(...(await this.removeDraftRow(tx, eventDocuments, event, old.documentId)));
      const documents = [...draft.documents.filter((d) => d.type !== type), { documentId: doc.id, type, name, fileId }];
      const saved = await saveDraft(tx, event, { ...draft, documents }, this.personId, this.deps.now());
      return { ...saved, documentId: doc.id };
    });
  }

  async deleteDocument(eventId: number, documentId: number): Promise<TEventVersionAnswer> {
    return this.dropAfterCommit(async (tx, dropped) => {
      const event = await this.event(tx, eventId);
      const draft = await draftOf(tx, event);
      if (!draft.documents.some((d) => d.documentId === documentId)) throw notFound(NOT_FOUND.document);
      dropped.push(...(await this.removeDraftRow(tx, eventDocuments, event, documentId)));
      return saveDraft(
        tx,
        event,
        { ...draft, documents: draft.documents.filter((d) => d.documentId !== documentId) },
        this.personId,
        this.deps.now(),
      );
    });
  }
}
