// POST /api/events/filtered: the marketplace's event search, open to visitors and attendees alike.
import { Router } from 'express';
import { ZEventFilter } from '@pavilion/domain';
import type { ModuleContext } from '../../platform/context';
import { validate, valid } from '../../platform/validate';
import { searchAnswer } from './service';

export function searchRouter({ db, now }: ModuleContext) {
  const r = Router();

  r.post('/events/filtered', validate({ body: ZEventFilter }), async (req, res, next) => {
    try {
      // PostgreSQL writes the whole answer (cards included) as JSON text; it is sent as it comes.
      const body = await searchAnswer(db, valid(req, { body: ZEventFilter }).body, now(), req.auth?.personId);
      res.type('application/json').send(body);
    } catch (err) {
      next(err);
    }
  });
  return r;
}
