// What the personal-data API says when it refuses to close an account or a download (the UI shows these words as they come).
import { defineMessages } from '../i18n';

export const PERSONAL_DATA_MESSAGES = defineMessages('personalData', {
  passwordRequired: 'Enter your password to close your account',
  passwordWrong: 'The password is not correct: your account stays open',
  upcomingTickets:
    'Your account cannot be closed while you hold tickets for events still to come: {events}. Pass the tickets on to a colleague or cancel them first, then close your account.',
  unpaidOrders:
    'Your account cannot be closed while an order waits for its payment: {events}. Pay or cancel it first, then close your account.',
  lastMember:
    'You are the only member of the partner account {partner}: invite a colleague to it and let them take it over before you close your account. The partner and its events stay with the partner.',
  alreadyClosed: 'This account is closed',
  kindInvalid: "Choose 'orders' or 'tickets'",
});
