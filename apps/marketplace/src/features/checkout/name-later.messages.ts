// What the attendee details step says about a ticket whose attendee the buyer names after paying.
import { defineMessages } from '@pavilion/domain';

export const CHECKOUT_NAME_LATER_TEXT = defineMessages('marketplace.checkout.nameLater', {
  nameLater: 'I’ll name this attendee later',
  hint: 'After you pay, your order has a link for this ticket: send it to the colleague who will come, or name them yourself from the order.',
});
