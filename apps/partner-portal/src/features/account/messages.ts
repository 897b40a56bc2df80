// What the portal's password pages say (the flows themselves are the shared account library's).
import { defineMessages } from '@pavilion/domain';

export const ACCOUNT_TEXT = defineMessages('partner.account', {
  forgotPassword: 'Forgot your password?',
  newPassword: 'Choose a new password',
});
