// The answer of a sign-in: POST /api/login/, and sign-up, which signs the new person in the same way.
import type { Request, Response } from 'express';
import type { TLoginSuccessResponse } from '@pavilion/domain';
import { CLIENT_HEADER, setSessionCookie, type SessionSettings } from '../../platform/auth';
import type { AuthService } from './service';

/** Our browser apps get an httpOnly cookie and never see the token; API clients get it as a Bearer token. */
export async function signInAnswer(
  req: Request,
  res: Response,
  auth: AuthService,
  settings: SessionSettings,
  signedIn: { token: string; expiresAt: Date; sessionId: string; personId: number },
): Promise<TLoginSuccessResponse> {
  const view = await auth.sessionView(signedIn.sessionId, signedIn.personId);
  if (!view) throw new Error('A session just opened could not be read');
  const browser = !!req.get(CLIENT_HEADER);
  if (browser) setSessionCookie(res, settings, signedIn.token, signedIn.expiresAt);
  return {
    status: 'Success',
    token: browser ? null : signedIn.token,
    email: view.email,
    attendeeId: view.attendeeId,
    partnerId: view.partnerId,
    isAdmin: view.isAdmin,
    session: view,
  };
}
