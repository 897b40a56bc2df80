// The admin's events: GET /api/admin/events/ (the list), GET /api/admin/events/{id} (the detail the
// vetting page shows) and POST /api/admin/events/{id}/update-location.
import {
  ZAdminEventDetail,
  ZAdminEventsPage,
  ZAdminEventsQuery,
  ZIdParam,
  ZUpdateLocationAnswer,
  ZUpdateLocationBody,
} from '@pavilion/domain';
import type { ModuleContext } from '../../../platform/context';
import { DeepPages } from '../../../platform/deep-pages';
import { apiModule } from '../../../platform/route';
import { actorOf } from '../audit/record';
import { AdminEventDetails } from './detail';
import { EventLocations } from './location';
import { AdminEventList } from './read-model';

export function adminEventsModule(ctx: ModuleContext) {
  const { db, now } = ctx;
  const m = apiModule(ctx, { tag: 'Admin: events', access: 'admin' });
  const pages = new DeepPages(db);

  m.get(
    '/admin/events',
    {
      summary: 'Every event of every partner, a page at a time',
      description:
        'Search by name or tagline (`q`, contains, any case), filter by `status` or `partnerId`, sort by `date` (start), `capacity` (maxAttendees) or `ticketsSold`, either direction. Events without a capacity sort last both ways.',
      query: ZAdminEventsQuery,
      response: ZAdminEventsPage,
    },
    ({ query }) => new AdminEventList(db, pages).list(query),
  );

  m.get(
    '/admin/events/:id',
    {
      summary: 'One event with its vetting history (internal notes included)',
      params: ZIdParam,
      response: ZAdminEventDetail,
      errors: { 404: 'No such event' },
    },
    ({ params }) => new AdminEventDetails(db, now).get(params.id),
  );

  m.post(
    '/admin/events/:id/update-location',
    {
      summary: "Changes an event's venue",
      description:
        "The venue is a place from the places search (`venueId`); `placeId`, when sent, must be that venue's place id. The marketplace search shows the new location as soon as the answer arrives. Recorded in the audit log.",
      params: ZIdParam,
      body: ZUpdateLocationBody,
      response: ZUpdateLocationAnswer,
      errors: { 404: 'No such event' },
    },
    ({ params, body, auth }) => new EventLocations(db, actorOf(auth), now).change(params.id, body),
  );
  return m;
}
