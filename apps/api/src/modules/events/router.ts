// Public event reads: GET /api/events/top/{count}, GET /api/events/{id}.
import { Router } from 'express';
import { ZIdParam, ZTopEventsParams } from '@pavilion/domain';
import type { ModuleContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { handle } from '../../platform/http';
import { validate, valid } from '../../platform/validate';
import { recordEventView } from '../partner-insights/page-views';
import { EventReadModel } from './read-model';

export function eventsRouter({ db, now, logger }: ModuleContext) {
  const r = Router();
  const read = new EventReadModel(db);

  r.get(
    '/events/top/:count',
    validate({ params: ZTopEventsParams }),
    handle(async (req) => {
      const { count } = valid(req, { params: ZTopEventsParams }).params;
      return read.cards(await read.topIds(count, now()), req.auth?.personId);
    }),
  );

  r.get(
    '/events/:id',
    validate({ params: ZIdParam }),
    handle(async (req) => {
      const { id } = valid(req, { params: ZIdParam }).params;
      // The public, attendees included, see approved and published events only; anything else is 404.
      const event = await read.detail(id, { scope: 'public', personId: req.auth?.personId, now: now() });
      if (!event) throw notFound('Event not found');
      // Counted for the partner's insights; a failed count never fails the page.
      if (event.partner)
        await recordEventView(db, event.id, event.partner.id, now()).catch((err: unknown) =>
          logger.warn({ err, eventId: event.id }, 'page view not counted'),
        );
      return event;
    }),
  );
  return r;
}
