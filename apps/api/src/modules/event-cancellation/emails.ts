// The buyer's "event cancelled" email and notification, written in the transaction that cancels the event.
import { formatAmount, fromMinor } from '@pavilion/domain';
import type { Config } from '../../config';
import type { Tx } from '../../db/client';
import { enqueueEmail, renderEmail } from '../../platform/mail';
import { notify } from '../notifications';
import type { OrderMail } from '../refunds';

export const EVENT_CANCELLED_TEMPLATE = 'event-cancelled';

export async function sendEventCancelled(
  tx: Tx,
  order: OrderMail,
  cancelled: Array<{ typeName: string; attendeeName: string }>,
  refundMinor: number,
  refundedBeforeMinor: number,
  reason: string,
  config: Pick<Config, 'publicUrl'>,
) {
  const amount = formatAmount(fromMinor(refundMinor, order.currency), order.currency);
  const count = cancelled.length;
  const tickets = `${count} ${count === 1 ? 'ticket' : 'tickets'}`;
  const before = formatAmount(fromMinor(refundedBeforeMinor, order.currency), order.currency);
  const refundText = !refundMinor
    ? `Nothing remains to refund on order ${order.orderId}.`
    : refundedBeforeMinor
      ? `You had already been refunded ${before} for order ${order.orderId}. Because the event will not take place, we are refunding the remaining ${amount}, so you get back everything you paid, to the card you paid with. We will email you when it is sent; it usually shows within 5 working days.`
      : `We are refunding ${amount}, everything you paid for order ${order.orderId}, to the card you paid with. We will email you when it is sent; it usually shows within 5 working days.`;
  const rendered = renderEmail({
    preview: `${order.eventName} was cancelled by its organiser`,
    heading: 'Your event was cancelled',
    paragraphs: [
      `Hello ${order.buyerFirstName},`,
      `The organiser of ${order.eventName} has cancelled the event, with this message:`,
      reason,
      ...(count
        ? [
            `Your ${tickets} (${cancelled.map((t) => `${t.typeName} for ${t.attendeeName}`).join(', ')}) are no longer valid.`,
          ]
        : []),
      refundText,
    ],
    action: { label: 'See your order', url: `${config.publicUrl}/user/registrations-and-events` },
  });
  await enqueueEmail(tx, {
    to: order.buyerEmail,
    subject: `${order.eventName} was cancelled`,
    template: EVENT_CANCELLED_TEMPLATE,
    ...rendered,
  });
  await notify(tx, order.personId, {
    subject: 'Event cancelled',
    text: `${order.eventName} was cancelled by its organiser. ${refundMinor ? `Refund: ${amount}.` : ''}`.trim(),
    link: '/user/registrations-and-events',
  });
}
