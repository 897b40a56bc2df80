// The buyer's emails after the sale: "cancellation confirmed" (with what comes back) in the cancelling
// transaction, and "refund sent" in the transaction that records the refund as paid.
import { formatAmount, fromMinor, type TCurrencyCode } from '@pavilion/domain';
import type { Config } from '../../config';
import type { Tx } from '../../db/client';
import { enqueueEmails, renderEmail, type OutgoingEmail } from '../../platform/mail';
import { notifyMany, type NewNotification } from '../notifications';

export const CANCELLATION_TEMPLATE = 'cancellation-confirmed';
export const REFUND_SENT_TEMPLATE = 'refund-sent';

const money = (minor: number, currency: TCurrencyCode) => formatAmount(fromMinor(minor, currency), currency);

export interface OrderMail {
  orderId: string;
  personId: number;
  buyerEmail: string;
  buyerFirstName: string;
  eventName: string;
  currency: TCurrencyCode;
}

/** What one change tells the buyer: an email and a notification in their account. */
export interface BuyerMessage {
  email: OutgoingEmail;
  notification: NewNotification & { personId: number };
}

/** Writes the messages of several changes, each kind in one insert, in the caller's transaction. */
export async function sendBuyerMessages(tx: Tx, messages: readonly BuyerMessage[]): Promise<void> {
  await enqueueEmails(
    tx,
    messages.map((m) => m.email),
  );
  await notifyMany(
    tx,
    messages.map((m) => m.notification),
  );
}

export async function sendCancellationConfirmed(
  tx: Tx,
  order: OrderMail,
  cancelled: Array<{ typeName: string; attendeeName: string }>,
  refundMinor: number,
  config: Pick<Config, 'publicUrl'>,
) {
  await sendBuyerMessages(tx, [cancellationConfirmed(order, cancelled, refundMinor, config)]);
}

export function cancellationConfirmed(
  order: OrderMail,
  cancelled: Array<{ typeName: string; attendeeName: string }>,
  refundMinor: number,
  config: Pick<Config, 'publicUrl'>,
): BuyerMessage {
  const count = cancelled.length;
  const tickets = `${count} ${count === 1 ? 'ticket' : 'tickets'}`;
  const refundText = refundMinor
    ? `A refund of ${money(refundMinor, order.currency)} is on its way to the card you paid with. We will email you when it is sent; it usually shows within 5 working days.`
    : 'The cancellation policy gives no refund for these tickets at this time.';
  const rendered = renderEmail({
    preview: `Cancellation confirmed: ${tickets} for ${order.eventName}`,
    heading: 'Your cancellation is confirmed',
    paragraphs: [
      `Hello ${order.buyerFirstName},`,
      `We have cancelled ${tickets} of order ${order.orderId} for ${order.eventName}:`,
      ...cancelled.map((t) => `${t.typeName} for ${t.attendeeName}`),
      'These tickets are no longer valid and their QR codes will not be accepted at the entrance.',
      refundText,
    ],
    action: { label: 'See your order', url: `${config.publicUrl}/user/registrations-and-events` },
  });
  return {
    email: {
      to: order.buyerEmail,
      subject: `Cancellation confirmed for ${order.eventName}`,
      template: CANCELLATION_TEMPLATE,
      ...rendered,
    },
    notification: {
      personId: order.personId,
      subject: 'Cancellation confirmed',
      text: `${tickets} for ${order.eventName} cancelled. ${refundMinor ? `Refund: ${money(refundMinor, order.currency)}.` : 'No refund applies.'}`,
      link: '/user/registrations-and-events',
    },
  };
}

export async function sendRefundSent(
  tx: Tx,
  order: OrderMail,
  refund: { amountMinor: number; refundedAt: Date },
  config: Pick<Config, 'publicUrl'>,
) {
  await sendBuyerMessages(tx, [refundSent(order, refund, config)]);
}

export function refundSent(
  order: OrderMail,
  refund: { amountMinor: number; refundedAt: Date },
  config: Pick<Config, 'publicUrl'>,
): BuyerMessage {
  const amount = money(refund.amountMinor, order.currency);
  const rendered = renderEmail({
    preview: `${amount} refunded for ${order.eventName}`,
    heading: 'Your refund has been sent',
    paragraphs: [
      `Hello ${order.buyerFirstName},`,
      `We have sent ${amount} back to the card you paid order ${order.orderId} with, on ${refund.refundedAt.toISOString().slice(0, 10)}.`,
      'Depending on your bank it can take up to 5 working days to appear on your statement.',
    ],
    action: { label: 'See your order', url: `${config.publicUrl}/user/registrations-and-events` },
  });
  return {
    email: {
      to: order.buyerEmail,
      subject: `Refund sent: ${amount} for ${order.eventName}`,
      template: REFUND_SENT_TEMPLATE,
      ...rendered,
    },
    notification: {
      personId: order.personId,
      subject: 'Refund sent',
      text: `${amount} for ${order.eventName} is on its way back to your card.`,
      link: '/user/registrations-and-events',
    },
  };
}
