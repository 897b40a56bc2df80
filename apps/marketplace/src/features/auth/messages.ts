// What the marketplace's sign-in page says.
import { defineMessages } from '@pavilion/domain';

export const AUTH_TEXT = defineMessages('marketplace.auth', {
  checkingSession: 'Checking your session',
  alreadyLoggedIn: 'Already Logged In',
  alreadySignedIn: 'You are already signed in.',
  goToYour: 'Go to your {target, select, dashboard {dashboard} other {account}}',
  logIn: 'Log in',
  sessionEnded: 'Your session ended. Please log in again.',
  signUp: 'Sign up',
  forgotPassword: 'Forgot your password?',
});
