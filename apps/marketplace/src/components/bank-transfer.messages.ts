// What the buyer reads about paying an order by bank transfer: how to pay it (the account, the reference
// and the day to pay by) on the checkout's confirmation and on the order in Registrations and Events.
import { defineMessages } from '@pavilion/domain';

export const BANK_TRANSFER_TEXT = defineMessages('marketplace.bankTransfer', {
  title: 'How to pay by bank transfer',
  lead: 'Transfer {amount} to this account by {date}, giving the payment reference, so that we can match it to your order.',
  amount: 'Amount',
  accountName: 'Account name',
  iban: 'IBAN',
  bic: 'BIC',
  bank: 'Bank',
  reference: 'Payment reference',
  payBy: 'Pay by',
  ticketsOnceArrived:
    'Your tickets are sent as soon as the transfer has arrived. If it has not arrived by {date}, the order is cancelled and its seats go back on sale.',
  invoice: 'Download the invoice (PDF)',
  loading: 'Loading how to pay',
  failed: 'How to pay this order could not be loaded. Reload the page to try again.',
});
