// POST /api/login/, POST /api/logout/, GET /api/session.
import { Router } from 'express';
import { UI_TEXT, ZLoginBody } from '@pavilion/domain';
import type { ModuleContext } from '../../platform/context';
import { authOf, clearSessionCookie, requireAuth, revokeSession } from '../../platform/auth';
import { clientIp, handle } from '../../platform/http';
import { validate, valid } from '../../platform/validate';
import { AuthService } from './service';
import { signInAnswer } from './sign-in-answer';

export function authRouter({ db, session, now, sessions }: ModuleContext) {
  const r = Router();
  const auth = new AuthService(db, session, now);

  r.post(
    '/login',
    validate({ body: ZLoginBody }),
    handle(async (req, res) => {
      const { email, password } = valid(req, { body: ZLoginBody }).body;
      const result = await auth.login(email, password, { ip: clientIp(req), userAgent: req.get('user-agent') });
      if (!result.ok) {
        res.status(401);
        return { status: 'Failure', error: UI_TEXT.wrongCredentials, code: 'UNAUTHENTICATED' };
      }
      return signInAnswer(req, res, auth, session, result);
    }),
  );

  r.post(
    '/logout',
    handle(async (req, res) => {
      if (req.auth) {
        await revokeSession(db, req.auth.sessionId);
        sessions.forgetPerson(req.auth.personId);
      }
      clearSessionCookie(res, session);
      return { status: 'Success' };
    }),
  );

  r.get(
    '/session',
    handle(async (req) => {
      if (!req.auth) return { authenticated: false, session: null };
      return { authenticated: true, session: await auth.sessionView(req.auth.sessionId, req.auth.personId) };
    }),
  );

  r.get(
    '/session/me',
    requireAuth,
    handle(async (req) => auth.sessionView(authOf(req).sessionId, authOf(req).personId)),
  );
  return r;
}
