// What the console's sign-in page says.
import { defineMessages } from '@pavilion/domain';

export const AUTH_TEXT = defineMessages('admin.auth', {
  checkingSession: 'Checking your session',
  alreadyLoggedIn: 'Already Logged In',
  goToDashboard: 'Go to the admin dashboard',
  title: 'Admin login',
  onlyAdministrators: 'Only administrators can sign in here.',
});
