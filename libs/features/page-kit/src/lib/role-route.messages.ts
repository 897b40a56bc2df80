// What the role guard says. Its own module: the guard wraps every page of the three apps, so these
// load with the first page, and the kit's other texts do not come with them.
import { defineMessages } from '@pavilion/domain';

export const ROLE_ROUTE_TEXT = defineMessages('pageKit.roleRoute', {
  checkingSession: 'Checking your session',
  wrongAccount: 'This area is not for your account',
  accountNeeded:
    '{role, select, admin {An administrator account is needed here.} partner {A partner account is needed here.} other {An attendee account is needed here.}} {link}.',
  goToDashboard: 'Go to your dashboard',
  goToHomePage: 'Go to your home page',
});
