// What the portal says about bank transfers: an event's setting, and the orders awaiting their transfer.
import { defineMessages } from '@pavilion/domain';

export const BANK_TRANSFER_TEXT = defineMessages('partner.bankTransfer', {
  title: 'Bank transfer',
  intro:
    'Buyers who pay by bank transfer get the invoice at once with a payment reference; their seats are held for 7 days (never past the start) and their tickets go out once the money has arrived.',
  enabled: 'Buyers may pay by bank transfer',
  untilDays: 'Last day to choose it (days before the start)',
  untilDaysHint: 'From 1 to 90 days; 14 by default.',
  lastChoice: 'Buyers can choose a bank transfer until {date}.',
  cardOnly: 'Buyers pay by card only.',
  save: 'Save',
  saved: 'Saved.',
  notSaved: 'The setting was not saved',
  failed: 'The setting could not be saved. Please try again.',
  loading: 'Loading the bank transfer setting',
  loadFailed: 'The bank transfer setting could not be loaded',
  form: 'Bank transfer setting',
  // The orders awaiting their transfer
  awaitingTitle: 'Orders awaiting their bank transfer',
  awaitingIntro: 'Mark an order as paid from its page once its transfer has arrived.',
  loadingAwaiting: 'Loading the orders awaiting a transfer',
  awaitingFailed: 'Failed to fetch the orders awaiting a transfer',
  pages: 'Pages of orders awaiting a transfer',
  // An order's page
});
