// The partner's events: the list (GET /api/partner/events/), the event as its partner sees it (the
// newest submitted content, its versions and their review), the version snapshot the admin vets,
// and the answers of the writes.
import { z } from 'zod';
import '../common/zod-messages';
import { MANAGED_EVENT_SORT_CRITERIA, EVENT_STATUSES } from '../constants';
import { ZIsoDate, ZIsoDateTime } from '../common/dates';
import { ZId, ZIdFromString } from '../common/ids';
import { zListQuery, zPaged } from '../common/list';
import { ZManagedEventDetail, ZManagedTicketType } from '../events/event-detail';
import { ZEventCard } from '../events/event-card';
import { ZCurrencyCode, ZMajorAmount } from '../money';
import { ZEventStatus } from '../admin/vetting';
import { VETTING_MESSAGES } from '../messages';
import { ZAgendaItemBody } from './agenda-item';
import { ZEventContentBody } from './event-payload';
import { ZPartnerWaitingList } from '../waiting-lists/waiting-lists';

// The list ---------------------------------------------------------------------------------------

/** GET /api/partner/events/: sort by date, capacity or tickets sold; search by name; filter by status. */
export const ZPartnerEventsQuery = zListQuery({
  sorts: MANAGED_EVENT_SORT_CRITERIA,
  defaultSort: 'date',
  defaultDirection: 'asc',
  defaultPageSize: 12,
  filters: {
    status: z.enum(EVENT_STATUSES, { error: () => VETTING_MESSAGES.eventStatusFilter }).optional(),
  },
});
export type TPartnerEventsQuery = z.output<typeof ZPartnerEventsQuery>;
export type TPartnerEventsQueryInput = z.input<typeof ZPartnerEventsQuery>;

/**
 * A card in the partner's list: the event card (of the content the public sees, or of the submitted
 * content for an event never approved), its status, capacity (the tickets offered) and tickets sold,
 * and whether an edit waits for review.
 */
export const ZPartnerEventRow = ZEventCard.extend({
  status: ZEventStatus,
  capacity: z.number().int().nonnegative(),
  ticketsSold: z.number().int().nonnegative(),
  /** The newest version's review status (differs from `status` while an edit of an approved event waits). */
  currentVersionStatus: ZEventStatus.nullable(),
  hasPendingChanges: z.boolean(),
  /** The partner cancelled the event (every ticket refunded): it is off the marketplace for good. */
  cancelled: z.boolean(),
  timeZone: z.string(),
});
export type TPartnerEventRow = z.infer<typeof ZPartnerEventRow>;

export const ZPartnerEventsPage = zPaged(ZPartnerEventRow);
export type TPartnerEventsPage = z.output<typeof ZPartnerEventsPage>;

// Versions -----------------------------------------------------------------------------------------

/**
 * What one version of an event holds: everything of the event the public sees and an admin vets
 * (texts, dates, venue, lists, agenda, images and documents). Ticket types and extras are not in it:
 * they are run directly. Stored as `event_versions.snapshot`.
 */
export const ZEventVersionSnapshot = ZEventContentBody.safeExtend({
  timeZone: z.string(),
  agendaItems: z.array(ZAgendaItemBody.omit({ id: true })),
  images: z.array(z.object({ imageId: ZId, kind: z.enum(['thumbnail', 'banner']), fileId: z.string() })),
  documents: z.array(
    z.object({ documentId: ZId, type: z.enum(['agenda', 'exhibitor-list']), name: z.string(), fileId: z.string() }),
  ),
});
export type TEventVersionSnapshot = z.infer<typeof ZEventVersionSnapshot>;

/** A version as its partner sees it: its review status and the admin's comment (never the notes). */
export const ZEventVersionSummary = z.object({
  id: ZId,
  version: z.number().int().positive(),
  status: ZEventStatus,
  submittedAt: ZIsoDateTime,
  /** Last edited while waiting: a pending version takes every edit until it is reviewed. */
  updatedAt: ZIsoDateTime,
  decidedAt: ZIsoDateTime.nullable(),
  comment: z.string().nullable(),
});
export type TEventVersionSummary = z.infer<typeof ZEventVersionSummary>;

/** A ticket type as its partner runs it: its stock and sales, and whether it is offered. */
export const ZPartnerTicketType = ZManagedTicketType.extend({
  /** The partner's switch; `onSale` says whether buyers can buy it right now (switch and sales window). */
  offered: z.boolean(),
  /** Its waiting list: the switch and its length. */
  waitingList: ZPartnerWaitingList,
});
export type TPartnerTicketType = z.infer<typeof ZPartnerTicketType>;

/**
 * GET /api/partner/events/{id}: the event with its newest submitted content (what the edit form
 * shows and the admin vets), the versions with their review, and the ticket types with their stock.
 */
export const ZPartnerEventDetail = ZManagedEventDetail.extend({
  ticketTypes: z.array(ZPartnerTicketType),
  versions: z.array(ZEventVersionSummary),
  /** The newest version waits for review while the public keeps the last approved one. */
  hasPendingChanges: z.boolean(),
  /** Whether the public can see the event now (approved, published, partner approved, not cancelled). */
  isPublic: z.boolean(),
});
export type TPartnerEventDetail = z.infer<typeof ZPartnerEventDetail>;

/** What PATCH /api/partner/events/{id} and the file routes answer: the version now waiting. */
export const ZEventVersionAnswer = z.object({
  id: ZId,
  versionId: ZId,
  version: z.number().int().positive(),
  versionStatus: ZEventStatus,
});
export type TEventVersionAnswer = z.infer<typeof ZEventVersionAnswer>;

// Route params --------------------------------------------------------------------------------------

export const ZEventTicketTypeParams = z.object({ id: ZIdFromString, ttId: ZIdFromString });
export const ZEventSubEventParams = z.object({ id: ZIdFromString, seId: ZIdFromString });
export const ZEventDocumentParams = z.object({ id: ZIdFromString, documentId: ZIdFromString });

// Order of the decision (for the admin side) -----------------------------------------------------------

/** The admin's decision on one version: what decideEventVersion answers. */
export const ZEventVersionDecision = z.object({
  eventId: ZId,
  versionId: ZId,
  status: z.enum(['APPROVED', 'REJECTED']),
  eventStatus: ZEventStatus,
  vettingUpdateId: ZId,
  decidedAt: ZIsoDateTime,
});
export type TEventVersionDecision = z.infer<typeof ZEventVersionDecision>;

// Dashboard -----------------------------------------------------------------------------------------

export const ZMoneyTotal = z.object({ currency: ZCurrencyCode, amount: ZMajorAmount });
export type TMoneyTotal = z.infer<typeof ZMoneyTotal>;

/** GET /api/partner/dashboard: the partner's own figures. */
export const ZPartnerDashboard = z.object({
  upcomingEvents: z.number().int().nonnegative(),
  /** Every event of the partner by status: drafts it keeps, waiting for review, approved, rejected. */
  eventsByStatus: z.object({
    DRAFT: z.number().int(),
    PENDING: z.number().int(),
    APPROVED: z.number().int(),
    REJECTED: z.number().int(),
  }),
  /** Versions waiting for review (new events and edits). */
  waitingForReview: z.number().int().nonnegative(),
  last30Days: z.object({
    from: ZIsoDate,
    to: ZIsoDate,
    orders: z.number().int().nonnegative(),
    ticketsSold: z.number().int().nonnegative(),
    revenue: z.array(ZMoneyTotal),
  }),
  latestOrders: z.array(
    z.object({
      id: z.string(),
      datetime: ZIsoDateTime,
      eventId: ZId,
      eventName: z.string(),
      buyerName: z.string(),
      numberOfTickets: z.number().int().nonnegative(),
      totalPrice: ZMajorAmount,
      currency: ZCurrencyCode,
    }),
  ),
  /** The admins' latest decisions on the partner's events, with their comment (never the notes). */
  latestDecisions: z.array(
    z.object({
      eventId: ZId,
      eventName: z.string(),
      versionId: ZId.nullable(),
      status: ZEventStatus,
      comment: z.string(),
      createdAt: ZIsoDateTime,
    }),
  ),
});
export type TPartnerDashboard = z.infer<typeof ZPartnerDashboard>;
