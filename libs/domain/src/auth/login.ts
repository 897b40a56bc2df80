// POST /api/login/ (used by the marketplace, partner and admin logins) and its answers.
import { z } from 'zod';
import '../common/zod-messages';
import { ZEmail } from '../common/email';
import { ZId } from '../common/ids';
import { MESSAGES } from '../messages';
import { ZSession } from './session';

export const ZLoginBody = z.object(
  {
    email: ZEmail,
    password: z.string({ error: () => MESSAGES.passwordRequired }).min(1, { error: () => MESSAGES.passwordRequired }),
  },
  { error: () => MESSAGES.bodyNotObject },
);
export type TLoginBody = z.output<typeof ZLoginBody>;
export type TLoginBodyInput = z.input<typeof ZLoginBody>;

/**
 * token is null for our browser apps (they get an httpOnly session cookie instead) and set for
 * API clients, which send it as a Bearer token.
 */
export const ZLoginSuccessResponse = z.object({
  status: z.literal('Success'),
  token: z.string().min(1).nullable(),
  email: z.string(),
  attendeeId: ZId.nullable(),
  partnerId: ZId.nullable(),
  isAdmin: z.boolean(),
  session: ZSession,
});
export type TLoginSuccessResponse = z.infer<typeof ZLoginSuccessResponse>;

/** Wrong credentials (401): error is UI_TEXT.wrongCredentials; the form shows it and clears the password. */
export const ZLoginFailureResponse = z.object({
  status: z.literal('Failure'),
  error: z.string(),
  code: z.string().optional(),
});
export type TLoginFailureResponse = z.infer<typeof ZLoginFailureResponse>;

export const ZLoginResponse = z.discriminatedUnion('status', [ZLoginSuccessResponse, ZLoginFailureResponse]);
export type TLoginResponse = z.infer<typeof ZLoginResponse>;
