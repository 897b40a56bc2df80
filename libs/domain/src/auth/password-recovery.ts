// Email confirmation, forgot, reset and change password.
import { z } from 'zod';
import '../common/zod-messages';
import { ZEmail } from '../common/email';
import { ZToken } from '../common/ids';
import { MESSAGES } from '../messages';
import { confirmPasswordRule, ZConfirmPassword, ZPassword } from './password';

/**
 * GET /api/email-confirmation/{token}: the confirmed address (the sign-up's, or the new one of an
 * email change).
 */
export const ZEmailConfirmationAnswer = z.object({ status: z.literal('Success'), email: z.string() });
export type TEmailConfirmationAnswer = z.infer<typeof ZEmailConfirmationAnswer>;

/** POST /api/email-confirmation/resend: answered the same whether or not the account exists. */
export const ZResendConfirmationBody = z.object({ email: ZEmail }, { error: () => MESSAGES.bodyNotObject });
export type TResendConfirmationBody = z.output<typeof ZResendConfirmationBody>;

/** The answer is the same whether or not the account exists ('Check Your Email'). */
export const ZForgotPasswordBody = z.object({ email: ZEmail }, { error: () => MESSAGES.bodyNotObject });
export type TForgotPasswordBody = z.output<typeof ZForgotPasswordBody>;

const resetFields = { password: ZPassword, confirmPassword: ZConfirmPassword };

/** The reset form; the token comes from the link, not from the user. */
export const ZResetPasswordForm = z.object(resetFields).refine(...confirmPasswordRule('password'));
export type TResetPasswordForm = z.output<typeof ZResetPasswordForm>;

export const ZResetPasswordBody = z
  .object({ token: ZToken, ...resetFields }, { error: () => MESSAGES.bodyNotObject })
  .refine(...confirmPasswordRule('password'));
export type TResetPasswordBody = z.output<typeof ZResetPasswordBody>;
export type TResetPasswordBodyInput = z.input<typeof ZResetPasswordBody>;

export const ZChangePasswordBody = z
  .object(
    {
      currentPassword: z
        .string({ error: () => MESSAGES.currentPasswordRequired })
        .min(1, { error: () => MESSAGES.currentPasswordRequired }),
      newPassword: ZPassword,
      confirmPassword: ZConfirmPassword,
    },
    { error: () => MESSAGES.bodyNotObject },
  )
  .refine(...confirmPasswordRule('newPassword'));
export type TChangePasswordBody = z.output<typeof ZChangePasswordBody>;
