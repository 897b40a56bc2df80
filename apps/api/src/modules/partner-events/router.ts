// The partner's events: GET/POST /api/partner/events/, GET/PATCH /api/partner/events/{id}, the ticket
// types and extras (/ticket-types[/{ttId}], /sub-events[/{seId}]), images and documents.
import {
  DOCUMENT_UPLOAD_FIELD,
  IMAGE_UPLOAD_FIELD,
  MESSAGES,
  PARTNER_MESSAGES as M,
  UPLOAD_LIMITS,
  ZDocumentUploadParams,
  ZEventCreateBody,
  ZEventCreateResponse,
  ZEventDocumentParams,
  ZEventFileAnswer,
  ZEventSubEventParams,
  ZEventTicketTypeParams,
  ZEventUpdateBody,
  ZEventVersionAnswer,
  ZIdParam,
  ZImageDeleteParams,
  ZImageUploadParams,
  ZPartnerEventDetail,
  ZPartnerEventsPage,
  ZPartnerEventsQuery,
  ZSubEventBody,
  ZSubEventPatchBody,
  ZTicketTypeBody,
  ZTicketTypePatchBody,
  ZUploadResponse,
  API_PATHS,
  ZPartnerWaitingList,
  ZWaitingListSwitchBody,
  NOT_FOUND,
} from '@pavilion/domain';
import type { ModuleContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { singleImageUpload } from '../../platform/image-upload';
import { apiModule } from '../../platform/route';
import { PartnerEventReads } from './read-model';
import { PartnerEvents } from './service';

export function partnerEventsModule(ctx: ModuleContext) {
  const { db, storage, now, config } = ctx;
  const m = apiModule(ctx, { tag: 'Partner events', access: 'partner' });
  const reads = (partnerId: number | null) => new PartnerEventReads(db, partnerId!, now, config.listExactTotalUpTo);
  const writes = (auth: { partnerId: number | null; personId: number }) =>
    new PartnerEvents({ db, storage, now, links: config }, auth.partnerId!, auth.personId);
  // Another partner's event (or part of one) answers as one that does not exist.
  const owned = { 404: NOT_FOUND.event };
  const ownedTicketType = { 404: `${NOT_FOUND.event}; ${M.ticketTypeNotFound}` };
  const ownedSubEvent = { 404: `${NOT_FOUND.event}; ${M.subEventNotFound}` };
  const notReady = M.notReadyToSell({ missing: 'both' });

  m.get(
    API_PATHS.partnerEvents,
    {
      scope: 'events:read',
      summary: "The partner's events, a page at a time",
      description:
        'Sort by `date`, `capacity` (tickets offered) or `ticketsSold`; `q` searches the name; `status` filters. Each row is the event card with its status, capacity, tickets sold and whether an edit waits for review.',
      query: ZPartnerEventsQuery,
      response: ZPartnerEventsPage,
    },
    ({ auth, query }) => reads(auth.partnerId).list(query),
  );

  m.post(
    API_PATHS.partnerEvents,
    {
      summary: 'Creates an event: a draft, or waiting for review with Auto publish on',
      description:
        "The whole event with its ticket types and extras (prices in major units of `currencyCode`). With the creator's Auto publish setting off (the default) the event is a `DRAFT` only the partner sees, until submitted (`POST .../submit`); with it on, version 1 waits for review at once (`PENDING`), and then: 409 with `reason: 'not-ready-to-sell'` and `missing` (`address-verified`, `contract-signed`) until the partner's address is verified and the current partner agreement signed; 409 beyond the listing plan's events live at once. Nothing is public until an administrator approves the version.",
      body: ZEventCreateBody,
      response: ZEventCreateResponse,
      status: 201,
      errors: { 409: notReady },
    },
    ({ auth, body }) => writes(auth).create(body),
  );

  m.get(
    API_PATHS.partnerEvent,
    {
      scope: 'events:read',
      summary: "One of the partner's events, with its newest content, versions and stock",
      params: ZIdParam,
      response: ZPartnerEventDetail,
      errors: owned,
    },
    async ({ auth, params }) => {
      const event = await reads(auth.partnerId).detail(params.id);
      if (!event) throw notFound(NOT_FOUND.event);
      return event;
    },
  );

  m.post(
    API_PATHS.partnerEventSubmit,
    {
      summary: 'Submits a draft for review',
      description:
        "The draft's version waits for an administrator's review (`PENDING`). 409 when it is not a draft; 409 with `reason: 'not-ready-to-sell'` and `missing` as when creating an event, and beyond the listing plan's events live at once.",
      params: ZIdParam,
      response: ZEventVersionAnswer,
      errors: { ...owned, 409: `${M.notADraft}; ${notReady}` },
    },
    ({ auth, params }) => writes(auth).submit(params.id),
  );

  m.patch(
    API_PATHS.partnerEvent,
    {
      summary: 'Edits the event: a new version waiting for review',
      description:
        "The whole content (no ticket types or extras). An approved event keeps showing its approved content until the new version is approved; a version already waiting takes the edit; a draft stays a draft. An event never approved, not a draft, goes to review for sale: 409 with `reason: 'not-ready-to-sell'` as when creating one.",
      params: ZIdParam,
      body: ZEventUpdateBody,
      response: ZEventVersionAnswer,
      errors: { ...owned, 409: notReady },
    },
    ({ auth, params, body }) => writes(auth).update(params.id, body),
  );

  m.post(
    API_PATHS.partnerEventTicketTypes,
    {
      summary: 'Adds a ticket type (on sale at once: ticket types are not vetted)',
      params: ZIdParam,
      body: ZTicketTypeBody,
      response: ZUploadResponse,
      status: 201,
      errors: owned,
    },
    ({ auth, params, body }) => writes(auth).addTicketType(params.id, body),
  );

  m.patch(
    API_PATHS.partnerEventTicketType,
    {
      summary:
        'Changes a ticket type: price (existing orders keep theirs), quantity, sales window, policy (tickets already ordered keep the refund periods they were ordered under), on sale',
      params: ZEventTicketTypeParams,
      body: ZTicketTypePatchBody,
      response: ZUploadResponse,
      errors: {
        ...ownedTicketType,
        409: M.quantityBelowSold({ total: 12, sold: 10, held: 2 }),
      },
    },
    ({ auth, params, body }) => writes(auth).patchTicketType(params.id, params.ttId, body),
  );

  m.put(
    API_PATHS.partnerEventTicketTypeWaitingList,
    {
      summary: "Turns a ticket type's waiting list on or off",
      description:
        'Body: `open`. Off: nobody can join the list and seats that come back are not offered (anyone may buy them); the places in line and offers already made stay, and turning it on again keeps the line. The answer is the list as the event details show it: `open`, `waiting` (people in line), `offered` (people whose offer holds seats now).',
      params: ZEventTicketTypeParams,
      body: ZWaitingListSwitchBody,
      response: ZPartnerWaitingList,
      errors: ownedTicketType,
    },
    ({ auth, params, body }) => writes(auth).setWaitingList(params.id, params.ttId, body.open),
  );

  m.delete(
    API_PATHS.partnerEventTicketType,
    {
      summary: 'Deletes a ticket type nobody bought',
      params: ZEventTicketTypeParams,
      errors: { ...ownedTicketType, 409: M.ticketTypeHasSales },
    },
    async ({ auth, params }) => {
      await writes(auth).deleteTicketType(params.id, params.ttId);
    },
  );

  m.post(
    API_PATHS.partnerEventSubEvents,
    {
      summary: 'Adds an extra',
      params: ZIdParam,
      body: ZSubEventBody,
      response: ZUploadResponse,
      status: 201,
      errors: owned,
    },
    ({ auth, params, body }) => writes(auth).addSubEvent(params.id, body),
  );

  m.patch(
    API_PATHS.partnerEventSubEvent,
    {
      summary: 'Changes an extra',
      params: ZEventSubEventParams,
      body: ZSubEventPatchBody,
      response: ZUploadResponse,
      errors: { ...ownedSubEvent, 409: M.capacityBelowSold({ total: 12, sold: 10, held: 2 }) },
    },
    ({ auth, params, body }) => writes(auth).patchSubEvent(params.id, params.seId, body),
  );

  m.delete(
    API_PATHS.partnerEventSubEvent,
    {
      summary: 'Deletes an extra nobody bought',
      params: ZEventSubEventParams,
      errors: { ...ownedSubEvent, 409: M.subEventHasSales },
    },
    async ({ auth, params }) => {
      await writes(auth).deleteSubEvent(params.id, params.seId);
    },
  );

  m.post(
    API_PATHS.partnerEventImages,
    {
      summary: 'Uploads the thumbnail or a banner (multipart field `image`)',
      description:
        'PNG, JPEG, WebP or GIF by content, at most 5 MB. A new thumbnail replaces the old; at most 5 banners. The image is part of the version waiting for review.',
      params: ZImageUploadParams,
      bodyKind: 'multipart',
      response: ZEventFileAnswer,
      middleware: [
        singleImageUpload({
          field: IMAGE_UPLOAD_FIELD,
          maxBytes: UPLOAD_LIMITS.image.maxBytes,
          tooLargeMessage: M.imageTooLarge,
        }),
      ],
      errors: { ...owned, 409: MESSAGES.maxBannerImages, 413: M.imageTooLarge, 415: M.imageType },
    },
    async ({ auth, params, req }) => {
      const { imageId, ...version } = await writes(auth).uploadImage(params.id, params.kind, req.file);
      return { ...version, id: imageId };
    },
  );

  m.delete(
    API_PATHS.partnerEventImage,
    {
      summary: 'Removes an image from the version waiting for review',
      params: ZImageDeleteParams,
      response: ZEventVersionAnswer,
      errors: { 404: `${NOT_FOUND.event}; ${M.imageNotFound}` },
    },
    ({ auth, params }) => writes(auth).deleteImage(params.id, params.imageId),
  );

  m.post(
    API_PATHS.partnerEventDocuments,
    {
      summary: 'Uploads the agenda or the exhibitor list (multipart field `document`)',
      description: 'PDF, DOC or DOCX by content, at most 10 MB; replaces the one of that type.',
      params: ZDocumentUploadParams,
      bodyKind: 'multipart',
      response: ZEventFileAnswer,
      middleware: [
        singleImageUpload({
          field: DOCUMENT_UPLOAD_FIELD,
          noun: 'document',
          maxBytes: UPLOAD_LIMITS.document.maxBytes,
          tooLargeMessage: M.documentTooLarge,
        }),
      ],
      errors: { ...owned, 413: M.documentTooLarge, 415: M.documentType },
    },
    async ({ auth, params, req }) => {
      const { documentId, ...version } = await writes(auth).uploadDocument(params.id, params.documentType, req.file);
      return { ...version, id: documentId };
    },
  );

  m.delete(
    API_PATHS.partnerEventDocument,
    {
      summary: 'Removes a document from the version waiting for review',
      params: ZEventDocumentParams,
      response: ZEventVersionAnswer,
      errors: { 404: `${NOT_FOUND.event}; ${NOT_FOUND.document}` },
    },
    ({ auth, params }) => writes(auth).deleteDocument(params.id, params.documentId),
  );
  return m;
}
