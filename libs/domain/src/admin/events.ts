// The admin's events list (GET /api/admin/events/): every event of every partner, whatever its status.
import { z } from 'zod';
import '../common/zod-messages';
import { MANAGED_EVENT_SORT_CRITERIA } from '../constants';
import { ZIsoDateTime } from '../common/dates';
import { ZId, ZIdFromString } from '../common/ids';
import { zListQuery, zPaged } from '../common/list';
import { ZManagedEventDetail } from '../events/event-detail';
import { ZEventVersionSummary } from '../partner/partner-events';
import { ZEventRankFactors } from '../search/ranking';
import { ZEventVersionChange } from './version-changes';
import { ZPartnerVettingStatus, ZEventStatus } from './vetting';

/** Search by name or tagline (q), filter by status or partner, sort by date, capacity or tickets sold. */
export const ZAdminEventsQuery = zListQuery({
  sorts: MANAGED_EVENT_SORT_CRITERIA,
  defaultSort: 'date',
  defaultDirection: 'asc',
  filters: { status: ZEventStatus.optional(), partnerId: ZIdFromString.optional() },
});
export type TAdminEventsQuery = z.output<typeof ZAdminEventsQuery>;
export type TAdminEventsQueryInput = z.input<typeof ZAdminEventsQuery>;

/** One row of the admin's events list. */
export const ZAdminEventRow = z.object({
  id: ZId,
  name: z.string(),
  tagline: z.string(),
  thumbnailImageUrl: z.string().nullable(),
  status: ZEventStatus,
  startDateTime: ZIsoDateTime,
  endDateTime: ZIsoDateTime,
  venue: z.object({ id: ZId, name: z.string() }).nullable(),
  city: z.string().nullable(),
  partner: z.object({ id: ZId, name: z.string(), status: ZPartnerVettingStatus }),
  /** The event's capacity as the partner states it (maxAttendees); null when not given. */
  capacity: z.number().int().nonnegative().nullable(),
  ticketsSold: z.number().int().nonnegative(),
  /** Shown in the marketplace now (approved, published, partner approved). */
  public: z.boolean(),
  /** An approved event whose newest version waits for review (the public keeps the approved one). */
  changesWaiting: z.boolean(),
});
export type TAdminEventRow = z.infer<typeof ZAdminEventRow>;

export const ZAdminEventsPage = zPaged(ZAdminEventRow);
export type TAdminEventsPage = z.infer<typeof ZAdminEventsPage>;

/** What an administrator reviews of an event: its newest version and how it differs from the public one. */
export const ZEventReview = z.object({
  /** The event's newest version (the one a decision applies to); null for an event without versions. */
  version: ZEventVersionSummary.nullable(),
  /** That version waits for a decision. */
  waiting: z.boolean(),
  /** No version of the event was approved before: there is nothing public to compare with. */
  firstVersion: z.boolean(),
  /** Field by field, the waiting version against what the public sees (the last approved version). */
  changes: z.array(ZEventVersionChange),
});
export type TEventReview = z.infer<typeof ZEventReview>;

/**
 * GET /api/admin/events/{id}: the event as buyers will see it (the waiting version's content when one
 * waits) with its stock and sales, and what the admin decides on.
 */
export const ZAdminEventDetail = ZManagedEventDetail.extend({
  partnerVettingStatus: ZPartnerVettingStatus,
  /** Shown in the marketplace now. */
  public: z.boolean(),
  ticketsSold: z.number().int().nonnegative(),
  versions: z.array(ZEventVersionSummary),
  review: ZEventReview,
  /** What its place in the recommended sort is made of; null until the ranking worker has scored it. */
  ranking: ZEventRankFactors.nullable(),
});
export type TAdminEventDetail = z.infer<typeof ZAdminEventDetail>;
