// The buyer's emails after the sale: "cancellation confirmed" (with what comes back) in the cancelling
// transaction, and "refund sent" in the transaction that records the refund as paid. Each email is
// written in its buyer's language (their setting, read for the whole batch in one query).
import { formatAmount, formatIsoDay, fromMinor, type TCurrencyCode } from '@pavilion/domain';
import type { Config } from '../../config';
import type { Tx } from '../../db/client';
import { enqueueEmails, inLanguage, languagesOf, renderEmail, type OutgoingEmail } from '../../platform/mail';
import { amount as storedAmount, storedMessage } from '../../platform/stored-message';
import { notifyMany, type NewNotification } from '../notifications';
import { REFUND_EMAIL_TEXT as T, REFUND_NOTIFICATION_TEXT as N } from './messages';

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

/** What one change tells the buyer: an email (written when sent, in their language) and a notification. */
export interface BuyerMessage {
  email: () => OutgoingEmail;
  notification: NewNotification & { personId: number };
}

/** Writes the messages of several changes, each kind in one insert, in the caller's transaction. */
export async function sendBuyerMessages(tx: Tx, messages: readonly BuyerMessage[]): Promise<void> {
  const languages = await languagesOf(
    tx,
    messages.map((m) => m.notification.personId),
  );
  await enqueueEmails(
    tx,
    messages.map((m) => inLanguage(languages.get(m.notification.personId)!, m.email)),
  );
  await notifyMany(
    tx,
    messages.map((m) => m.notification),
  );
}

export async function sendCancellationConfirmed(
  tx: Tx,
  order: OrderMail,
  cancelled: Array<{ typeName: string; attendeeName: string | null }>,
  refundMinor: number,
  config: Pick<Config, 'publicUrl'>,
) {
  await sendBuyerMessages(tx, [cancellationConfirmed(order, cancelled, refundMinor, config)]);
}

export function cancellationConfirmed(
  order: OrderMail,
  cancelled: Array<{ typeName: string; attendeeName: string | null }>,
  refundMinor: number,
  config: Pick<Config, 'publicUrl'>,
): BuyerMessage {
  const count = cancelled.length;
  const email = (): OutgoingEmail => {
    const event = order.eventName;
    const what = { count, orderId: order.orderId, event };
    return {
      to: order.buyerEmail,
      subject: T.cancelledSubject({ event }),
      template: CANCELLATION_TEMPLATE,
      ...renderEmail({
        preview: T.cancelledPreview({ count, event }),
        heading: T.cancelledHeading,
        paragraphs: [
          T.hello({ firstName: order.buyerFirstName }),
          T.cancelledWhat(what),
          ...cancelled.map((t) => cancelledTicket(t)),
          T.noLongerValid({ count }),
          refundMinor ? T.refundOnItsWay({ amount: money(refundMinor, order.currency) }) : T.noRefund({ count }),
        ],
        action: { label: T.seeOrder, url: `${config.publicUrl}/user/registrations-and-events` },
      }),
    };
  };
  return {
    email,
    notification: {
      personId: order.personId,
      subject: storedMessage(N, 'cancelledSubject'),
      text: refundMinor
        ? storedMessage(N, 'cancelledWithRefund', {
            count,
            event: order.eventName,
            amount: storedAmount(refundMinor, order.currency),
          })
        : storedMessage(N, 'cancelledNoRefund', { count, event: order.eventName }),
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

/** A cancelled ticket's line: its type and attendee, or its type alone when it was never named. */
export const cancelledTicket = (t: { typeName: string; attendeeName: string | null }) =>
  t.attendeeName === null
    ? T.ticketNotNamed({ ticketType: t.typeName })
    : T.ticketFor({ ticketType: t.typeName, attendee: t.attendeeName });

export function refundSent(
  order: OrderMail,
  refund: { amountMinor: number; refundedAt: Date },
  config: Pick<Config, 'publicUrl'>,
): BuyerMessage {
  const email = (): OutgoingEmail => {
    const amount = money(refund.amountMinor, order.currency);
    const event = order.eventName;
    // The day (UTC) as the reader's language writes it: '27. Nov. 2026', 'Nov 27, 2026'.
    const sent = { amount, orderId: order.orderId, date: formatIsoDay(refund.refundedAt.toISOString().slice(0, 10)) };
    return {
      to: order.buyerEmail,
      subject: T.sentSubject({ amount, event }),
      template: REFUND_SENT_TEMPLATE,
      ...renderEmail({
        preview: T.sentPreview({ amount, event }),
        heading: T.sentHeading,
        paragraphs: [T.hello({ firstName: order.buyerFirstName }), T.sentBody(sent), T.sentDelay],
        action: { label: T.seeOrder, url: `${config.publicUrl}/user/registrations-and-events` },
      }),
    };
  };
  return {
    email,
    notification: {
      personId: order.personId,
      subject: storedMessage(N, 'sentSubject'),
      text: storedMessage(N, 'sentText', {
        amount: storedAmount(refund.amountMinor, order.currency),
        event: order.eventName,
      }),
      link: '/user/registrations-and-events',
    },
  };
}
