// What the partner portal and the console say about orders awaiting their bank transfer: the list of
// them, and the panel of one order with its reference, due day and "Mark as paid".
import { defineMessages } from '@pavilion/domain';

export const BANK_TRANSFER_KIT_TEXT = defineMessages('orderViews.bankTransfer', {
  transferFailed: 'How this order is paid by bank transfer could not be loaded',
  reference: 'Reference',
  buyer: 'Buyer',
  event: 'Event',
  partner: 'Partner',
  amount: 'Amount',
  dueBy: 'Due by',
  ordered: 'Ordered',
  // One order's panel
  title: 'Bank transfer',
  awaiting:
    'The buyer chose to pay by bank transfer. The seats are held until {date}; if the money has not arrived by then, the order is cancelled.',
  paid: 'Paid by bank transfer.',
  chosen: 'The buyer chose to pay by bank transfer; the order no longer awaits it.',
  paymentReference: 'Payment reference',
  amountDue: 'Amount due',
  markPaid: 'Mark as paid',
  dialogTitle: 'Mark this order as paid?',
  dialogText:
    'Record the transfer of {amount} with the reference {reference}. The tickets are sent to the attendees at once; this cannot be undone.',
  receivedOn: 'Day the money arrived',
  receivedOnHint: 'Today when left empty.',
  note: 'Note',
  noteHint: 'Optional: what identifies the transfer (kept with the record of who marked it paid).',
  keep: 'Keep it awaiting',
  close: 'Done',
  notMarked: 'Nothing was recorded',
  failed: 'The order could not be marked as paid. Please try again.',
  done: 'Marked as paid: the tickets are on their way to the attendees.',
});
