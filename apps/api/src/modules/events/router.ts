// Public event reads: GET /api/events/{id} (the home page's events are the search's: modules/search).
import { ZEventDetail, ZIdParam, API_PATHS, NOT_FOUND } from '@pavilion/domain';
import type { ModuleContext } from '../../platform/context';
import { apiModule } from '../../platform/route';
import { PublicEvents } from './service';
import { clientIp } from '../../platform/http';
import { pageViewSecret } from '../partner-insights';

export function eventsModule(ctx: ModuleContext) {
  const { db, now } = ctx;
  const viewSecret = pageViewSecret(ctx.config.jwtSecret);
  const m = apiModule(ctx, { tag: 'Events', access: 'public' });

  m.get(
    API_PATHS.event,
    {
      summary: 'Event detail',
      description:
        "The whole event as the event page shows it: information, industry and audience, attendees and exhibitors, agenda highlights, optional extras, documents and tickets. A token is optional. Only approved, published events are public; any other id answers 404. The public sees no vetting history, and of each ticket type and extra only whether any are left (`soldOut`) and, once 10 or fewer are, how many (`remaining`): never what was sold or offered in all. Prices are in major units of their currency (295.5 for $295.50, 15000 for ¥15,000). Each GET counts as a view of the page for the organiser's insights at most once per visitor (the signed-in person, else the address and user agent) and UTC day; bots and requests without a user agent are not counted.",
      params: ZIdParam,
      response: ZEventDetail,
      errors: { 404: NOT_FOUND.event },
    },
    ({ params, req }) => {
      const personId = req.auth?.personId ?? null;
      // A GET opens the page (a HEAD does not); who opened it counts once a day for the insights.
      const view =
        req.method === 'GET'
          ? { visitor: { personId, ip: clientIp(req), userAgent: req.get('user-agent') }, secret: viewSecret }
          : undefined;
      return new PublicEvents(db, now, personId).detail(params.id, view);
    },
  );
  return m;
}
