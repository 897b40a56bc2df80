// The account API: sign-up, email confirmation, password recovery and change, login activity,
// profile and profile image, settings. See docs/api.md, "Accounts".
import { Router, type Request, type Response } from 'express';
import {
  createAttendeeSignUpRequestSchema,
  groupSettings,
  IMAGE_UPLOAD_FIELD,
  isGroupedSettingsInput,
  UPLOAD_LIMITS,
  ZChangePasswordBody,
  ZFlatSettings,
  ZForgotPasswordBody,
  ZPersonProfilePatch,
  ZResetPasswordBody,
  ZSettings,
  ZTokenParam,
} from '@pavilion/domain';
import type { ModuleContext } from '../../platform/context';
import { authOf, createSession, requireAuth } from '../../platform/auth';
import { clientIp, handle } from '../../platform/http';
import { singleImageUpload } from '../../platform/image-upload';
import { validate, valid } from '../../platform/validate';
import { AuthService } from '../auth/service';
import { signInAnswer } from '../auth/sign-in-answer';
import { ACCOUNT_MESSAGES } from './messages';
import { ProfileService } from './profile';
import { AccountService } from './service';
import { SettingsService } from './settings';

const meta = (req: Request) => ({ ip: clientIp(req), userAgent: req.get('user-agent') });

export function accountsRouter({ db, config, session, now, storage, sessions }: ModuleContext) {
  const r = Router();
  const accounts = new AccountService({ db, config, now, sessions });
  const profiles = new ProfileService({ db, config, now, storage, sessions });
  const settings = new SettingsService(db, now);
  const auth = new AuthService(db, session, now);
  // The age rule judges the date of birth against the server's clock.
  const ZSignUp = createAttendeeSignUpRequestSchema(now);

  /** Signs the new person in the way POST /api/login/ does, and answers its shape. */
  async function signedIn(req: Request, res: Response, personId: number) {
    const s = await createSession(db, session, personId, meta(req));
    return signInAnswer(req, res, auth, session, { ...s, personId });
  }

  r.post(
    '/user-sign-up',
    validate({ body: ZSignUp }),
    handle(async (req, res) => {
      const { personId } = await accounts.signUp(valid(req, { body: ZSignUp }).body, meta(req));
      res.status(201);
      return signedIn(req, res, personId);
    }),
  );

  // Before /:token, so 'resend' is not read as a token.
  r.post(
    '/email-confirmation/resend',
    validate({ body: ZForgotPasswordBody }),
    handle(async (req) => {
      await accounts.resendConfirmation(valid(req, { body: ZForgotPasswordBody }).body.email);
      return { status: 'Success' };
    }),
  );

  r.get(
    '/email-confirmation/:token',
    validate({ params: ZTokenParam }),
    handle(async (req) => accounts.confirmEmail(valid(req, { params: ZTokenParam }).params.token)),
  );

  r.post(
    '/forgot-password',
    validate({ body: ZForgotPasswordBody }),
    handle(async (req) => {
      await accounts.forgotPassword(valid(req, { body: ZForgotPasswordBody }).body.email);
      return { status: 'Success' };
    }),
  );

  r.post(
    '/reset-password',
    validate({ body: ZResetPasswordBody }),
    handle(async (req) => {
      await accounts.resetPassword(valid(req, { body: ZResetPasswordBody }).body);
      return { status: 'Success' };
    }),
  );

  r.post(
    '/change-password',
    requireAuth,
    validate({ body: ZChangePasswordBody }),
    handle(async (req) => {
      const meta = { ip: clientIp(req), userAgent: req.get('user-agent') };
      await accounts.changePassword(authOf(req), valid(req, { body: ZChangePasswordBody }).body, {
        assertNotThrottled: (email) => auth.assertNotThrottled(email, meta.ip),
        recordFailure: (email, personId) => auth.recordFailedPassword(email, personId, meta),
      });
      return { status: 'Success' };
    }),
  );

  r.get(
    '/login-activity',
    requireAuth,
    handle((req) => accounts.loginActivity(authOf(req).personId)),
  );

  r.get(
    '/users',
    requireAuth,
    handle((req) => profiles.get(authOf(req).personId)),
  );

  r.patch(
    '/persons',
    requireAuth,
    validate({ body: ZPersonProfilePatch }),
    handle((req) => profiles.update(authOf(req).personId, valid(req, { body: ZPersonProfilePatch }).body)),
  );

  r.post(
    '/persons/image',
    requireAuth,
    singleImageUpload({
      field: IMAGE_UPLOAD_FIELD,
      maxBytes: UPLOAD_LIMITS.image.maxBytes,
      tooLargeMessage: ACCOUNT_MESSAGES.imageTooLarge,
    }),
    handle((req) => profiles.setImage(authOf(req).personId, req.file)),
  );

  r.delete(
    '/persons/image',
    requireAuth,
    handle((req) => profiles.removeImage(authOf(req).personId)),
  );

  r.get(
    '/settings',
    requireAuth,
    handle((req) => settings.get(authOf(req).personId)),
  );

  r.put(
    '/settings',
    requireAuth,
    handle((req) => {
      // The domain's grouped shape, or the flat field list; both go through the same field schemas.
      const body: unknown = req.body ?? {};
      const parsed = isGroupedSettingsInput(body) ? ZSettings.parse(body) : groupSettings(ZFlatSettings.parse(body));
      return settings.put(authOf(req).personId, parsed);
    }),
  );

  return r;
}
