// POST /api/events/filtered: the marketplace's event search, open to visitors and attendees alike.
import { Router } from 'express';
import { ZEventFilter } from '@pavilion/domain';
import type { ModuleContext } from '../../app';
import { handle } from '../../platform/http';
import { validate, valid } from '../../platform/validate';
import { EventSearchService } from './service';

export function searchRouter({ db, now }: ModuleContext) {
  const r = Router();
  const search = new EventSearchService(db);

  r.post(
    '/events/filtered',
    validate({ body: ZEventFilter }),
    handle(async (req) => search.search(valid(req, { body: ZEventFilter }).body, now(), req.auth?.personId)),
  );
  return r;
}
