// The admin's events: GET /api/admin/events/ (the list), GET /api/admin/events/{id} (the detail the
// vetting page shows) and POST /api/admin/events/{id}/update-location.
import {
  ZAdminEventDetail,
  ZAdminEventsPage,
  ZAdminEventsQuery,
  ZIdParam,
  ZEventVettingParams,
  ZUpdateLocationAnswer,
  ZUpdateLocationBody,
  ZVettingUpdateBody,
  API_PATHS,
  NOT_FOUND,
  PARTNER_MESSAGES,
} from '@pavilion/domain';
import type { ModuleContext } from '../../../platform/context';
import { DeepPages } from '../../../platform/deep-pages';
import { apiModule } from '../../../platform/route';
import { actorOf } from '../../../platform/audit';
import { AdminEventDetails } from './detail';
import { EventLocations } from './location';
import { AdminEventList } from './read-model';
import { addVenueRoutes } from './venues';
import { EventVetting } from './vetting';

export function adminEventsModule(ctx: ModuleContext) {
  const { db, now, config } = ctx;
  const m = apiModule(ctx, { tag: 'Admin: events', access: 'admin' });
  const pages = new DeepPages(db);

  m.get(
    API_PATHS.adminEvents,
    {
      summary: 'Every event of every partner, a page at a time',
      description:
        'Search by name or tagline (`q`, contains, any case), filter by `status` or `partnerId`, sort by `date` (start), `capacity` (maxAttendees) or `ticketsSold`, either direction. Events without a capacity sort last both ways.',
      query: ZAdminEventsQuery,
      response: ZAdminEventsPage,
    },
    ({ query }) => new AdminEventList(db, pages, config.listExactTotalUpTo).list(query),
  );

  m.get(
    API_PATHS.adminEvent,
    {
      summary: 'One event with its vetting history (internal notes included)',
      params: ZIdParam,
      response: ZAdminEventDetail,
      errors: { 404: NOT_FOUND.event },
    },
    ({ params }) => new AdminEventDetails(db, now).get(params.id),
  );

  m.post(
    API_PATHS.adminEventVettingStatus,
    {
      summary: 'Approves or rejects the version of an event waiting for review',
      description:
        "`{ status: APPROVED | REJECTED, comment, notes? }` for the event's current version. Approving makes that version what the public sees at once (search, detail, home); rejecting keeps the last approved version (or nothing) public. The comment is emailed to the partner and shown on their event page; the notes stay internal. 409 when the version is no longer the event's current one (`currentEventVersionId` in the answer) or was already decided. Answers the event as reloaded. Recorded in the audit log.",
      params: ZEventVettingParams,
      body: ZVettingUpdateBody,
      response: ZAdminEventDetail,
      errors: {
        404: NOT_FOUND.event,
        409: `${PARTNER_MESSAGES.versionNotCurrent}; ${PARTNER_MESSAGES.versionIsDraft}; ${PARTNER_MESSAGES.versionAlreadyDecided}`,
      },
    },
    async ({ params, body, auth }) => {
      await new EventVetting(db, actorOf(auth), now, config).decide(params.eventId, params.currentEventVersionId, body);
      return new AdminEventDetails(db, now).get(params.eventId);
    },
  );

  m.post(
    API_PATHS.adminEventUpdateLocation,
    {
      summary: "Changes an event's venue",
      description:
        "The venue is a place from the places search (`venueId`); `placeId`, when sent, must be that venue's place id. The marketplace search shows the new location as soon as the answer arrives. A public event's move is a change of venue under Customer terms B2, told as an approved partner's change is: a new approved version with a note to the partner in the vetting history, each ticket holder emailed in their language with the full-refund offer for 14 days and the updated calendar entry (same UID, higher SEQUENCE), savers alerted. A version waiting for review takes the venue too, so approving it keeps the admin's venue. Recorded in the audit log.",
      params: ZIdParam,
      body: ZUpdateLocationBody,
      response: ZUpdateLocationAnswer,
      errors: { 404: NOT_FOUND.event },
    },
    ({ params, body, auth }) => new EventLocations(db, actorOf(auth), now, config).change(params.id, body),
  );

  addVenueRoutes(m, ctx);
  return m;
}
