// The venue part of event vetting: GET /api/admin/events/{id}/proposed-venue (the "New venue proposed"
// panel of the vetting page) and POST /api/admin/venues/{id}/merge (a duplicate merged into an approved
// venue, its events following). Approving the event approves its venue (vetting.ts).
import {
  ZAdminProposedVenueAnswer,
  ZIdParam,
  ZVenueMergeAnswer,
  ZVenueMergeBody,
  VENUE_MESSAGES,
  API_PATHS,
  NOT_FOUND,
} from '@pavilion/domain';
import type { ModuleContext } from '../../../platform/context';
import type { ApiModule } from '../../../platform/route';
import { actorOf } from '../../../platform/audit';
import { refreshEventDerived } from '../../events';
import { mergeVenue, proposedVenueOfEvent } from '../../options';

export function addVenueRoutes(m: ApiModule, ctx: ModuleContext) {
  const { db, now } = ctx;

  m.get(
    API_PATHS.adminEventProposedVenue,
    {
      summary: "The new venue an event's newest version names, when a partner proposed it",
      description:
        "`{ venue: null }` when the venue is an approved one (or there is none). Otherwise the venue's full address, coordinates, website, who proposed it and how many events name it. Approving the event approves the venue; POST /api/admin/venues/{id}/merge merges it into an existing venue instead.",
      params: ZIdParam,
      response: ZAdminProposedVenueAnswer,
      errors: { 404: NOT_FOUND.event },
    },
    ({ params }) => proposedVenueOfEvent(db, params.id),
  );

  m.post(
    API_PATHS.adminVenueMerge,
    {
      summary: 'Merges a proposed venue into the approved venue it duplicates',
      description:
        'Every event naming the proposed venue (live and in its versions) moves to `intoVenueId`, with its city, country, time zone and search rows, in one transaction; the proposal is kept as merged and nobody can pick it again. Recorded in the audit log. 409 when the venue is no longer proposed; 400 when the target is not another approved venue.',
      params: ZIdParam,
      body: ZVenueMergeBody,
      response: ZVenueMergeAnswer,
      errors: { 404: VENUE_MESSAGES.venueNotFound, 409: VENUE_MESSAGES.notProposed },
    },
    ({ params, body, auth }) =>
      mergeVenue(db, params.id, body.intoVenueId, actorOf(auth), now(), (tx, ids) => refreshEventDerived(tx, ids)),
  );
}
