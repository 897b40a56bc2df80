// Outside production only: an administrator decides an event version (the admin console's own route
// is POST /api/admin/vetting-status/events/{eventId}/{currentEventVersionId}). It lets the journeys and
// a developer approve a partner's event before the admin console has its page.
import { z } from 'zod';
import { ZEventVersionDecision, ZEventVettingParams, ZVettingUpdateBody } from '@pavilion/domain';
import type { ModuleContext } from '../../platform/context';
import { apiModule } from '../../platform/route';
import { decideEventVersion } from './versions';

export function devEventDecisionsModule(ctx: ModuleContext) {
  const { db, now, config } = ctx;
  const m = apiModule(ctx, { tag: 'Development', access: 'admin' });
  if (config.isProduction) return m;
  m.post(
    '/dev/vetting-status/events/:eventId/:currentEventVersionId',
    {
      summary: 'Decides an event version (development only; the admin console has its own route)',
      params: ZEventVettingParams,
      body: ZVettingUpdateBody.extend({ status: z.enum(['APPROVED', 'REJECTED']) }),
      response: ZEventVersionDecision,
      errors: { 404: 'No such event', 409: 'Not the current version, or already decided' },
    },
    ({ auth, params, body }) =>
      db.transaction((tx) =>
        decideEventVersion(
          tx,
          {
            eventId: params.eventId,
            versionId: params.currentEventVersionId,
            status: body.status,
            comment: body.comment,
            notes: body.notes,
            adminPersonId: auth.personId,
            now: now(),
          },
          config,
        ),
      ),
  );
  return m;
}
