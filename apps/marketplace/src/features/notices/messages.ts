// What the notice to a partner or administrator who tries to buy tickets says.
import { defineMessages } from '@pavilion/domain';

export const NOTICES_TEXT = defineMessages('marketplace.notices', {
  documentTitle: 'Attendee account needed',
  logoutFailed: 'We could not sign you out. Please try again.',
  title: 'Tickets are bought with an attendee account',
  signedInAs:
    'You are signed in with {role, select, admin {an administrator} other {a partner}} account. Partner and administrator accounts manage events; they cannot buy tickets.',
  accountsCannotBuy: 'Partner and administrator accounts manage events; they cannot buy tickets.',
  howToBuy: 'To buy tickets, log out and log in with an attendee account, or create one.',
  howToBuyKept:
    'To buy tickets, log out and log in with an attendee account, or create one. The tickets you chose are kept in this browser tab and you will come back to them.',
  loggingOut: 'Logging out...',
  switchAccount: 'Log out and log in as an attendee',
  logInAsAttendee: 'Log in as an attendee',
  createAccount: 'Create an attendee account',
  backToDashboard: 'Back to your dashboard',
});
