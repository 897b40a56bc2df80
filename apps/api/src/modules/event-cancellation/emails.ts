// The buyer's "event cancelled" email and notification, written in the transaction that cancels the
// event; the email in the buyer's language, with the calendar file that removes the event.
import { formatAmount, formatList, fromMinor } from '@pavilion/domain';
import type { Config } from '../../config';
import type { Tx } from '../../db/client';
import { enqueueEmail, inLanguage, languageOfPerson, renderEmail, type TransactionalEmail } from '../../platform/mail';
import { amount, storedMessage } from '../../platform/stored-message';
import { orderCalendarAttachment } from '../calendar';
import { notify } from '../notifications';
import type { OrderMail } from '../refunds';
import {
  cancelledTicket,
  EVENT_CANCELLED_EMAIL_TEXT as T,
  REFUND_EMAIL_TEXT,
  REFUND_NOTIFICATION_TEXT as N,
} from '../refunds';

export const EVENT_CANCELLED_TEMPLATE = 'event-cancelled';

export async function sendEventCancelled(
  tx: Tx,
  order: OrderMail,
  cancelled: Array<{ typeName: string; attendeeName: string | null }>,
  refundMinor: number,
  refundedBeforeMinor: number,
  reason: string,
  config: Pick<Config, 'publicUrl'>,
) {
  const count = cancelled.length;
  const email = (): TransactionalEmail => {
    const amount = formatAmount(fromMinor(refundMinor, order.currency), order.currency);
    const before = formatAmount(fromMinor(refundedBeforeMinor, order.currency), order.currency);
    const orderId = order.orderId;
    const refund = { before, orderId, amount };
    const refundText = !refundMinor
      ? T.nothingToRefund({ orderId })
      : refundedBeforeMinor
        ? (order.byTransfer ? T.refundRestByTransfer : T.refundRest)(refund)
        : (order.byTransfer ? T.refundAllByTransfer : T.refundAll)(refund);
    const tickets = formatList(cancelled.map(cancelledTicket));
    return {
      to: order.buyerEmail,
      subject: T.subject({ event: order.eventName }),
      template: EVENT_CANCELLED_TEMPLATE,
      ...renderEmail({
        preview: T.preview({ event: order.eventName }),
        heading: T.heading,
        paragraphs: [
          REFUND_EMAIL_TEXT.hello({ firstName: order.buyerFirstName }),
          T.organiserSays({ event: order.eventName }),
          reason,
          ...(count ? [T.ticketsVoid({ count, tickets })] : []),
          refundText,
        ],
        action: { label: REFUND_EMAIL_TEXT.seeOrder, url: `${config.publicUrl}/user/registrations-and-events` },
      }),
      // The calendar file that takes the event out of the buyer's calendar (METHOD:CANCEL).
      attachments: [orderCalendarAttachment(order.orderId)],
    };
  };
  await enqueueEmail(tx, inLanguage(await languageOfPerson(tx, order.personId), email));
  await notify(tx, order.personId, {
    subject: storedMessage(N, 'eventCancelledSubject'),
    text: refundMinor
      ? storedMessage(N, 'eventCancelledWithRefund', {
          event: order.eventName,
          amount: amount(refundMinor, order.currency),
        })
      : storedMessage(N, 'eventCancelledText', { event: order.eventName }),
    link: '/user/registrations-and-events',
  });
}
