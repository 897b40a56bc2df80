import { errorsOf, parseOk } from '../spec-helpers';
import { ZChangePasswordBody, ZForgotPasswordBody, ZResetPasswordBody, ZResetPasswordForm } from './password-recovery';

describe('forgot password', () => {
  it('needs a valid email', () => {
    expect(parseOk(ZForgotPasswordBody, { email: 'a@b.co' })).toEqual({ email: 'a@b.co' });
    expect(errorsOf(ZForgotPasswordBody, { email: '' })).toEqual({ email: 'Please enter a valid email address' });
  });
});

describe('reset password', () => {
  it('uses the two spec messages', () => {
    expect(errorsOf(ZResetPasswordForm, { password: 'short', confirmPassword: 'other' })).toEqual({
      password: 'Password must be at least 8 characters long',
      confirmPassword: 'Passwords do not match',
    });
    expect(errorsOf(ZResetPasswordForm, { password: 'longenough', confirmPassword: '' })).toEqual({
      confirmPassword: 'Passwords do not match',
    });
  });

  it('the body adds the token', () => {
    expect(
      parseOk(ZResetPasswordBody, { token: 'abc', password: 'longenough', confirmPassword: 'longenough' }),
    ).toEqual({
      token: 'abc',
      password: 'longenough',
      confirmPassword: 'longenough',
    });
    expect(errorsOf(ZResetPasswordBody, { token: '', password: 'longenough', confirmPassword: 'longenough' })).toEqual({
      token: 'This link is invalid or has expired',
    });
  });
});

describe('change password', () => {
  it('needs the current password and a matching new one', () => {
    expect(errorsOf(ZChangePasswordBody, { currentPassword: '', newPassword: 'abc', confirmPassword: 'abd' })).toEqual({
      currentPassword: 'Current password is required',
      newPassword: 'Password must be at least 8 characters long',
      confirmPassword: 'Passwords do not match',
    });
    expect(
      ZChangePasswordBody.safeParse({
        currentPassword: 'old',
        newPassword: 'newpassword',
        confirmPassword: 'newpassword',
      }).success,
    ).toBe(true);
  });
});
