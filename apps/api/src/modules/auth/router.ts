// POST /api/login/, POST /api/logout/, GET /api/session, GET /api/session/me.
import {
  SANCTION_MESSAGES,
  ZLoginBody,
  ZLoginResponse,
  ZSession,
  ZSessionResponse,
  ZStatusAnswer,
  API_PATHS,
  AUTH_MESSAGES,
} from '@pavilion/domain';
import type { ModuleContext } from '../../platform/context';
import { clearSessionCookie } from '../../platform/auth';
import { unauthenticated } from '../../platform/errors';
import { clientIp } from '../../platform/http';
import { apiModule } from '../../platform/route';
import { AuthService } from './service';
import { signInAnswer } from './sign-in-answer';
import { SIGN_IN_THROTTLE as T, throttleRefusals } from './throttle';

const minutes = (ms: number) => ms / 60_000;

export function authModule(ctx: ModuleContext) {
  const { db, session } = ctx;
  const m = apiModule(ctx, { tag: 'Sessions', access: 'public' });
  const auth = new AuthService(db, session, ctx.now, ctx.sessions);

  m.post(
    API_PATHS.login,
    {
      summary: 'Logs in with email and password',
      description: [
        "Answers `status: 'Success'` with the session (`token`, `email`, `attendeeId`, `partnerId`, `isAdmin`). Browser apps",
        'that send `X-Requested-With` get an httpOnly session cookie and `token: null`; other clients use the token as a',
        `Bearer token. Wrong credentials answer 401 \`{ status: 'Failure', error: '${AUTH_MESSAGES.wrongCredentials}' }\`,`,
        'the same for an unknown account.',
        '',
        `Throttling (429 with Retry-After): after ${T.pairFailures} failures for one account from one address, that address`,
        `waits ${minutes(T.pairFirstWaitMs)} minutes, doubled with every further ${T.pairFailures} failures; one address may fail`,
        `${T.addressFailures} times in ${minutes(T.addressWindowMs)} minutes; past ${T.accountFailures} failures on one account in an hour`,
        'only addresses that signed in to it in the last 90 days may try. The owner signing in from their own address is',
        'never locked out by someone else.',
        '',
        'An account whose sign-in an administrator blocked answers 403 `code: ACCOUNT_BLOCKED` with the words, once the',
        'password is right (a wrong one answers 401 as for any account); no session is opened and nothing is written.',
        'An account whose access to the platform is blocked answers 403 `code: PLATFORM_BLOCKED` the same way.',
      ].join('\n'),
      body: ZLoginBody,
      response: ZLoginResponse,
      errors: {
        401: AUTH_MESSAGES.wrongCredentials,
        403: `${SANCTION_MESSAGES.signInBlocked}; ${SANCTION_MESSAGES.platformBlocked}`,
        429: throttleRefusals(),
      },
    },
    async ({ body, req, res }) => {
      const result = await auth.login(body.email, body.password, {
        ip: clientIp(req),
        userAgent: req.get('user-agent'),
      });
      if (!result.ok) {
        res.status(401);
        return { status: 'Failure' as const, error: AUTH_MESSAGES.wrongCredentials, code: 'UNAUTHENTICATED' };
      }
      return signInAnswer(req, res, auth, session, result);
    },
  );

  m.post(
    API_PATHS.logout,
    {
      summary: 'Logs out: ends the session on the server and clears the cookie',
      description: 'A copied token stops working too. Without a session it only clears the cookie.',
      response: ZStatusAnswer,
    },
    async ({ req, res }) => {
      if (req.auth) await auth.logout(req.auth.sessionId, req.auth.personId);
      clearSessionCookie(res, session);
      return { status: 'Success' as const };
    },
  );

  m.get(
    API_PATHS.session,
    {
      summary: 'Who is signed in, if anyone',
      description: '`{ authenticated: false, session: null }` for a visitor or an ended session.',
      response: ZSessionResponse,
    },
    async ({ req }) => {
      const view = req.auth ? await auth.sessionView(req.auth.sessionId, req.auth.personId) : null;
      return view ? { authenticated: true as const, session: view } : { authenticated: false as const, session: null };
    },
  );

  m.get(
    API_PATHS.sessionMe,
    { summary: 'The signed-in session', access: 'signedIn', response: ZSession },
    async ({ auth: who }) => {
      const view = await auth.sessionView(who.sessionId, who.personId);
      if (!view) throw unauthenticated();
      return view;
    },
  );
  return m;
}
