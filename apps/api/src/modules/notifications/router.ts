// GET /api/notifications, POST /api/notifications/:id/read, POST /api/notifications/read-all (attendees only).
import { Router, type Request } from 'express';
import { ZIdParam } from '@pavilion/domain';
import type { ModuleContext } from '../../app';
import { authOf, requireAttendee } from '../../platform/auth';
import { handle } from '../../platform/http';
import { validate, valid } from '../../platform/validate';
import { NotificationService } from './service';

export function notificationsRouter({ db, now }: ModuleContext) {
  const r = Router();
  const forPerson = (req: Request) => new NotificationService(db, authOf(req).personId, now);

  r.get(
    '/notifications',
    requireAttendee,
    handle((req) => forPerson(req).list()),
  );
  r.post(
    '/notifications/read-all',
    requireAttendee,
    handle((req) => forPerson(req).markAllRead()),
  );
  r.post(
    '/notifications/:id/read',
    requireAttendee,
    validate({ params: ZIdParam }),
    handle((req) => forPerson(req).markRead(valid(req, { params: ZIdParam }).params.id)),
  );
  return r;
}
