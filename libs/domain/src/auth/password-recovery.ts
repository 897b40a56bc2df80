// Forgot, reset and change password.
import { z } from 'zod';
import { ZEmail } from '../common/email';
import { ZToken } from '../common/ids';
import { MESSAGES } from '../messages';
import { confirmPasswordRule, ZConfirmPassword, ZPassword } from './password';

/** The answer is the same whether or not the account exists ('Check Your Email'). */
export const ZForgotPasswordBody = z.object({ email: ZEmail });
export type TForgotPasswordBody = z.output<typeof ZForgotPasswordBody>;

const resetFields = { password: ZPassword, confirmPassword: ZConfirmPassword };

/** The reset form; the token comes from the link, not from the user. */
export const ZResetPasswordForm = z.object(resetFields).refine(...confirmPasswordRule('password'));
export type TResetPasswordForm = z.output<typeof ZResetPasswordForm>;

export const ZResetPasswordBody = z
  .object({ token: ZToken, ...resetFields })
  .refine(...confirmPasswordRule('password'));
export type TResetPasswordBody = z.output<typeof ZResetPasswordBody>;

export const ZChangePasswordBody = z
  .object({
    currentPassword: z.string({ error: MESSAGES.currentPasswordRequired }).min(1, MESSAGES.currentPasswordRequired),
    newPassword: ZPassword,
    confirmPassword: ZConfirmPassword,
  })
  .refine(...confirmPasswordRule('newPassword'));
export type TChangePasswordBody = z.output<typeof ZChangePasswordBody>;
