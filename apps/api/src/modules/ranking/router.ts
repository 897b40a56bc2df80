// POST /api/events/{id}/click: a visitor opened the event from a list of events.
import { ZIdParam, API_PATHS, NOT_FOUND } from '@pavilion/domain';
import type { ModuleContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { clientIp } from '../../platform/http';
import { apiModule } from '../../platform/route';
import { cardClickSecret, recordCardClick } from '../partner-insights';

export function rankingModule(ctx: ModuleContext) {
  const { db, now } = ctx;
  const secret = cardClickSecret(ctx.config.jwtSecret);
  const m = apiModule(ctx, { tag: 'Events', access: 'public' });

  m.post(
    API_PATHS.eventClick,
    {
      summary: "Counts a click on an event's card",
      description:
        'The marketplace sends it when a visitor opens an event from a list of events (search results, the home page, saved events). It counts towards the event\'s ranking (docs/search.md, "Ranking") at most once per visitor (the signed-in person, else the address and user agent) and UTC day; bots and requests without a user agent are not counted. A token is optional. Only an approved, published event that has not started can be clicked; any other id answers 404. No body is read.',
      params: ZIdParam,
      status: 204,
      errors: { 404: NOT_FOUND.event },
    },
    async ({ params, req }) => {
      const visitor = { personId: req.auth?.personId ?? null, ip: clientIp(req), userAgent: req.get('user-agent') };
      if (!(await recordCardClick(db, params.id, now(), visitor, secret))) throw notFound(NOT_FOUND.event);
    },
  );
  return m;
}
