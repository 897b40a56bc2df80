// The account API: sign-up, email confirmation, password recovery and change, login activity,
// profile and profile image, settings. See docs/api/areas.md, "Accounts".
import type { Request, Response } from 'express';
import {
  createAttendeeSignUpRequestSchema,
  IMAGE_UPLOAD_FIELD,
  UPLOAD_LIMITS,
  ZChangePasswordBody,
  ZEmailConfirmationAnswer,
  ZForgotPasswordBody,
  ZLoginActivity,
  ZPersonProfilePatch,
  ZProfileImageAnswer,
  ZProfileImageRemovedAnswer,
  ZResendConfirmationBody,
  ZResetPasswordBody,
  ZSettingsAnswer,
  ZSettingsBody,
  ZLanguageBody,
  ZSignUpResponse,
  ZStatusAnswer,
  ZTokenParam,
  UNSUBSCRIBE_MESSAGES,
  ZUnsubscribeAnswer,
  ZUnsubscribeQuery,
  ZUserResponse,
  API_PATHS,
  type TUnsubscribeAnswer,
  type TUnsubscribeQuery,
  ACCOUNT_MESSAGES,
} from '@pavilion/domain';
import type { ModuleContext } from '../../platform/context';
import { clientIp } from '../../platform/http';
import { singleImageUpload } from '../../platform/image-upload';
import { limitRefusals, type RequestLimits, type Requester } from '../../platform/rate-limit';
import { apiModule, JsonText } from '../../platform/route';
import { AuthService, signInAnswer, throttleRefusals } from '../auth';
import { FORGOT_PASSWORD_LIMITS, RESEND_CONFIRMATION_LIMITS, SIGN_UP_LIMITS } from './limits';
import { PersonAccountReads } from './read-model';
import { AccountService, PersonAccount, RESEND_INTERVAL_MS, UNIFORM_ANSWER_MS } from './service';
import { AppError } from '../../platform/errors';
import { Unsubscribe, unsubscribePage } from './unsubscribe';
import { UNSUBSCRIBE_TEXT } from './unsubscribe.messages';

/** The caller as the limits and the login activity see them. */
const requester = (req: Request) => ({
  ip: clientIp(req),
  userAgent: req.get('user-agent'),
  personId: req.auth?.personId,
});

const hour = (ms: number) => (ms >= 3600_000 ? `${ms / 3600_000} hour` : `${ms / 60_000} minutes`);
const limitsText = (limits: RequestLimits) =>
  `At most ${limits.perAddress.limit} per address and ${limits.perAccount.limit} per signed-in account per ${hour(limits.perAddress.windowMs)} (429 with Retry-After).`;

export function accountsModule(ctx: ModuleContext) {
  const { db, session, now } = ctx;
  const m = apiModule(ctx, { tag: 'Accounts', access: 'signedIn' });
  const accounts = new AccountService(ctx);
  const auth = new AuthService(db, session, now, ctx.sessions);
  const mine = (personId: number) => new PersonAccount(ctx, personId);
  const reads = (personId: number) => new PersonAccountReads(db, personId, now);
  // The age rule judges the date of birth against the server's clock.
  const ZSignUp = createAttendeeSignUpRequestSchema(now);
  /**
   * A public request for a link mailed to an address: the same answer whether or not the address has
   * an account (the service takes as long either way), so it never tells who has one.
   */
  const linkRequest = (
    path: typeof API_PATHS.emailConfirmationResend | typeof API_PATHS.forgotPassword,
    spec: { summary: string; description: string; body: typeof ZForgotPasswordBody; errors: Record<number, string> },
    send: (email: string, who: Requester) => Promise<void>,
  ) =>
    m.post(path, { ...spec, access: 'public', response: ZStatusAnswer }, async ({ body, req }) => {
      await send(body.email, requester(req));
      return { status: 'Success' as const };
    });

  m.post(
    API_PATHS.userSignUp,
    {
      summary: 'Signs up an attendee (the full or the concise form) and signs them in',
      description: [
        'The concise fields are required; phone, date of birth, company, job title and sectors are checked when sent,',
        'and `confirmPassword` when sent. `jobTitle` is an option of the job titles list (its id, a number) or free text.',
        'Answers 201 as POST /api/login/ does; the email stays unverified until the link mailed to it is opened.',
        `A taken email answers 409 with \`fields.email\` and changes nothing. ${limitsText(SIGN_UP_LIMITS)}`,
      ].join(' '),
      access: 'public',
      status: 201,
      body: ZSignUp,
      response: ZSignUpResponse,
      errors: { 409: ACCOUNT_MESSAGES.emailTaken, 429: limitRefusals(SIGN_UP_LIMITS) },
    },
    async ({ body, req, res }) => {
      const who = requester(req);
      const { personId } = await accounts.signUp(body, who);
      const opened = await auth.openSession(personId, who);
      res.status(201);
      return signInAnswer(req, res, auth, session, { ...opened, personId });
    },
  );

  // Before /:token, so 'resend' is not read as a token.
  linkRequest(
    API_PATHS.emailConfirmationResend,
    {
      summary: 'Sends a new confirmation link',
      description: [
        'Always answers `{ status: "Success" }`, never sooner than',
        `${UNIFORM_ANSWER_MS} ms, whether or not the address has an account; an existing unverified account gets a fresh link at most once`,
        `every ${RESEND_INTERVAL_MS / 1000} seconds. ${limitsText(RESEND_CONFIRMATION_LIMITS)}`,
      ].join(' '),
      body: ZResendConfirmationBody,
      errors: { 429: limitRefusals(RESEND_CONFIRMATION_LIMITS) },
    },
    (email, who) => accounts.resendConfirmation(email, who),
  );

  m.get(
    API_PATHS.emailConfirmation,
    {
      summary: 'Confirms an email address from the link mailed to it',
      description:
        "Confirms the sign-up's address, or applies a requested new address. 410 with `reason: 'expired' | 'used'`, 404 for an unknown link, 409 when the new address was taken meanwhile.",
      access: 'public',
      params: ZTokenParam,
      response: ZEmailConfirmationAnswer,
      errors: {
        404: ACCOUNT_MESSAGES.confirmationUnknown,
        409: ACCOUNT_MESSAGES.emailTaken,
        410: `${ACCOUNT_MESSAGES.confirmationExpired}; ${ACCOUNT_MESSAGES.confirmationUsed}`,
      },
    },
    ({ params }) => accounts.confirmEmail(params.token),
  );

  linkRequest(
    API_PATHS.forgotPassword,
    {
      summary: 'Mails a password reset link',
      description: [
        `Always answers \`{ status: "Success" }\` ('Check Your Email'), never sooner than ${UNIFORM_ANSWER_MS} ms, whether or not the address has`,
        `an account; the link (1 hour, single use) goes to one account at most once every ${RESEND_INTERVAL_MS / 1000} seconds.`,
        limitsText(FORGOT_PASSWORD_LIMITS),
      ].join(' '),
      body: ZForgotPasswordBody,
      errors: { 429: limitRefusals(FORGOT_PASSWORD_LIMITS) },
    },
    (email, who) => accounts.forgotPassword(email, who),
  );

  m.post(
    API_PATHS.resetPassword,
    {
      summary: 'Sets a new password from a reset link',
      description:
        'Ends every session and every other reset link of the account, lifts the sign-in throttle and mails a "password changed" notice. 410 with `reason`, 404 for an unknown link.',
      access: 'public',
      body: ZResetPasswordBody,
      response: ZStatusAnswer,
      errors: {
        404: ACCOUNT_MESSAGES.resetUnknown,
        410: `${ACCOUNT_MESSAGES.resetExpired}; ${ACCOUNT_MESSAGES.resetUsed}`,
      },
    },
    async ({ body }) => {
      await accounts.resetPassword(body);
      return { status: 'Success' as const };
    },
  );

  m.post(
    API_PATHS.changePassword,
    {
      summary: 'Updates the password (Security)',
      description:
        'A wrong current password answers 400 on `currentPassword` and counts as a failed sign-in from this address (429 after too many, as for login). Ends every other session; the caller stays signed in.',
      body: ZChangePasswordBody,
      response: ZStatusAnswer,
      errors: { 429: throttleRefusals() },
    },
    async ({ auth: who, body, req }) => {
      await mine(who.personId).changePassword(who.sessionId, body, requester(req));
      return { status: 'Success' as const };
    },
  );

  m.get(
    API_PATHS.loginActivity,
    {
      summary: 'The last 20 sign-ins of the account, failed ones included, newest first',
      description: "`browser` reads like 'Chrome 131 on Linux'.",
      response: ZLoginActivity,
    },
    ({ auth: who }) => reads(who.personId).loginActivity(),
  );

  m.get(
    API_PATHS.users,
    {
      summary: "The signed-in person's profile (My Account)",
      description:
        "The profile fields flat (country as an id with countryName, sector as the first sector's name), imageUrl, a pendingEmail waiting for its link, and `person`: the same profile in the domain's shape.",
      response: ZUserResponse,
    },
    ({ auth: who }) => reads(who.personId).profile(),
  );

  m.patch(
    API_PATHS.persons,
    {
      summary: 'Saves the whole profile (Edit Person Information)',
      description:
        'Fields left out are cleared. A different email is not applied: a link goes to the new address (pendingEmail until it is opened); an address another account uses answers 409.',
      body: ZPersonProfilePatch,
      response: ZUserResponse,
      errors: { 409: ACCOUNT_MESSAGES.emailTaken },
    },
    ({ auth: who, body }) => mine(who.personId).updateProfile(body),
  );

  m.post(
    API_PATHS.personImage,
    {
      summary: 'Uploads the profile image',
      description: `Multipart, field \`${IMAGE_UPLOAD_FIELD}\`: PNG, JPEG, WebP or GIF judged by its content, at most ${UPLOAD_LIMITS.image.maxBytes / (1024 * 1024)} MB. The previous uploaded image is deleted.`,
      bodyKind: 'multipart',
      middleware: [
        singleImageUpload({
          field: IMAGE_UPLOAD_FIELD,
          maxBytes: UPLOAD_LIMITS.image.maxBytes,
          tooLargeMessage: ACCOUNT_MESSAGES.imageTooLarge,
        }),
      ],
      response: ZProfileImageAnswer,
      errors: {
        400: ACCOUNT_MESSAGES.imageMissing,
        413: ACCOUNT_MESSAGES.imageTooLarge,
        415: ACCOUNT_MESSAGES.imageTypeNotAllowed,
      },
    },
    ({ auth: who, req }) => mine(who.personId).setImage(req.file),
  );

  m.delete(
    API_PATHS.personImage,
    { summary: 'Removes the profile image', response: ZProfileImageRemovedAnswer },
    ({ auth: who }) => mine(who.personId).removeImage(),
  );

  m.get(
    API_PATHS.settings,
    {
      summary: 'The account settings',
      description:
        'The flat fields (emailNotifications ... language) and the same values grouped (notifications, portfolio, contact). The spec defaults until saved.',
      response: ZSettingsAnswer,
    },
    ({ auth: who }) => reads(who.personId).settings(),
  );

  m.put(
    API_PATHS.settings,
    {
      summary: 'Saves every setting (Save All Settings)',
      description:
        'Takes the flat fields or the grouped shape; fields left out get the spec defaults; errors are keyed like the body. A body that is not JSON is refused (415) and a missing one too (400): nothing changes.',
      body: ZSettingsBody,
      response: ZSettingsAnswer,
    },
    ({ auth: who, body }) => mine(who.personId).saveSettings(body),
  );

  m.put(
    API_PATHS.settingsLanguage,
    {
      summary: 'Saves the language (the language switch)',
      description:
        'Sets `defaultLanguage`, the language the apps show, the API answers in and emails are written in; the other settings stay as they are.',
      body: ZLanguageBody,
      response: ZLanguageBody,
    },
    ({ auth: who, body }) => mine(who.personId).saveLanguage(body.language),
  );

  // The unsubscribe link: the token alone says who and what, so it works without signing in.
  const unsubscribe = new Unsubscribe(ctx.db, ctx.config, ctx.now);
  /** JSON when asked for; otherwise the page, a refused token shown on it in words. */
  const unsubscribeAnswer = async (
    query: TUnsubscribeQuery,
    res: Response,
    act: (token: string) => Promise<TUnsubscribeAnswer>,
  ): Promise<TUnsubscribeAnswer | JsonText> => {
    if (query.format === 'json') return act(query.token);
    res.type('html');
    try {
      res.send(unsubscribePage(ctx.config, { answer: await act(query.token), token: query.token }));
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      res.status(err.status).send(unsubscribePage(ctx.config, { error: err.message }));
    }
    // The page is sent: the route sends nothing more once headers are out.
    return new JsonText('{}');
  };
  // The reference documents the English texts; a refusal reads in the request's language.
  const unsubscribeErrors = { 400: UNSUBSCRIBE_MESSAGES.tokenInvalid, 404: UNSUBSCRIBE_TEXT.gone };

  m.get(
    API_PATHS.unsubscribe,
    {
      summary: "What an email's unsubscribe link turns off (changes nothing)",
      description:
        'The token from the link of an optional email names the person and one notification switch, signed by the server. Answers a page with a button that turns it off (POST), or JSON with format=json. A token that is not ours, or was changed, is refused in words (400).',
      access: 'public',
      query: ZUnsubscribeQuery,
      response: ZUnsubscribeAnswer,
      produces: ['text/html', 'application/json'],
      errors: unsubscribeErrors,
    },
    ({ query, res }) => unsubscribeAnswer(query, res, (token) => unsubscribe.show(token)),
  );

  m.post(
    API_PATHS.unsubscribe,
    {
      summary: 'Turns off the switch an unsubscribe link names (one-click, RFC 8058)',
      description:
        "What a mail client sends for List-Unsubscribe-Post (its body, List-Unsubscribe=One-Click, is not read) and what the page's button sends. Needs no sign-in: the token is the authority. Turning a switch off twice changes nothing.",
      access: 'public',
      query: ZUnsubscribeQuery,
      response: ZUnsubscribeAnswer,
      produces: ['text/html', 'application/json'],
      errors: unsubscribeErrors,
    },
    ({ query, res }) => unsubscribeAnswer(query, res, (token) => unsubscribe.turnOff(token)),
  );

  return m;
}
