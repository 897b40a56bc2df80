// POST /api/login/, POST /api/logout/, GET /api/session.
import { Router } from 'express';
import { UI_TEXT, ZLoginBody } from '@pavilion/domain';
import type { ModuleContext } from '../../app';
import { CLIENT_HEADER, authOf, clearSessionCookie, requireAuth, revokeSession, setSessionCookie } from '../../platform/auth';
import { clientIp, handle } from '../../platform/http';
import { validate, valid } from '../../platform/validate';
import { AuthService } from './service';

export function authRouter({ db, session, now }: ModuleContext) {
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
      const view = await auth.sessionView(result.sessionId, result.personId);
      // Our browser apps get an httpOnly cookie and never see the token; API clients get it as a Bearer token.
      const browser = !!req.get(CLIENT_HEADER);
      if (browser) setSessionCookie(res, session, result.token, result.expiresAt);
      return {
        status: 'Success',
        token: browser ? null : result.token,
        email: view!.email,
        attendeeId: view!.attendeeId,
        partnerId: view!.partnerId,
        isAdmin: view!.isAdmin,
        session: view,
      };
    }),
  );

  r.post(
    '/logout',
    handle(async (req, res) => {
      if (req.auth) await revokeSession(db, req.auth.sessionId);
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
