// The buyer's emails after the sale: "cancellation confirmed" (with what comes back) in the cancelling
// transaction, and "refund sent" in the transaction that records the refund as paid. Each email is
// written in its buyer's language (their setting, read for the whole batch in one query).
import { ACCOUNT_NUMBER_VISIBLE, formatAmount, formatIsoDay, fromMinor, type TCurrencyCode } from '@pavilion/domain';
import type { Config } from '../../config';
import type { Tx } from '../../db/client';
import { enqueueEmails, inLanguage, languagesOf, renderEmail, type OutgoingEmail } from '../../platform/mail';
import { amount as storedAmount, storedMessage } from '../../platform/stored-message';
import { notifyMany, type NewNotification } from '../notifications';
import { REFUND_EMAIL_TEXT as T, REFUND_NOTIFICATION_TEXT as N } from './messages';

export const CANCELLATION_TEMPLATE = 'cancellation-confirmed';
export const REFUND_SENT_TEMPLATE = 'refund-sent';
export const REFUND_ACCOUNT_TEMPLATE = 'refund-account-needed';
export const REFUND_TO_PAY_BACK_TEMPLATE = 'refund-to-pay-back';

const money = (minor: number, currency: TCurrencyCode) => formatAmount(fromMinor(minor, currency), currency);

export interface OrderMail {
  orderId: string;
  personId: number;
  buyerEmail: string;
  buyerFirstName: string;
  eventName: string;
  currency: TCurrencyCode;
  /** Paid by bank transfer: refunds go back by transfer to an account the buyer names, not to a card. */
  byTransfer?: boolean;
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
          refundMinor
            ? (order.byTransfer ? T.transferRefundOnItsWay : T.refundOnItsWay)({
                amount: money(refundMinor, order.currency),
              })
            : T.noRefund({ count }),
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
  refund: { amountMinor: number; refundedAt: Date; account?: { holder: string; iban: string } | null },
  config: Pick<Config, 'publicUrl'>,
): BuyerMessage {
  const account = refund.account ?? null;
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
        paragraphs: account
          ? [
              T.hello({ firstName: order.buyerFirstName }),
              T.transferSentBody({ ...sent, last4: lastFour(account.iban), holder: account.holder }),
              T.transferSentDelay,
            ]
          : [T.hello({ firstName: order.buyerFirstName }), T.sentBody(sent), T.sentDelay],
        action: { label: T.seeOrder, url: `${config.publicUrl}/user/registrations-and-events` },
      }),
    };
  };
  const values = { amount: storedAmount(refund.amountMinor, order.currency), event: order.eventName };
  return {
    email,
    notification: {
      personId: order.personId,
      subject: storedMessage(N, 'sentSubject'),
      text: account ? storedMessage(N, 'transferSentText', values) : storedMessage(N, 'sentText', values),
      link: '/user/registrations-and-events',
    },
  };
}

/** The last 4 characters of an account number: all a message ever shows of it. */
const lastFour = (iban: string) => iban.replace(/\s/g, '').slice(-ACCOUNT_NUMBER_VISIBLE);

/** How long a transfer's refund usually takes once the buyer named the account (the finance team's daily run). */
export const TRANSFER_REFUND_WORKING_DAYS = 3;

/** The page where the buyer gives the account for a transfer's refund: the order under Registrations and Events. */
export const refundAccountPath = (orderId: string) => `/user/registrations-and-events#refund-account-${orderId}`;

/**
 * A bank transfer's refund granted: the buyer is asked for the account to pay it to, or, when they
 * gave one for an earlier refund of the order, told it goes there.
 */
export function transferRefundGranted(
  order: OrderMail,
  refund: { amountMinor: number; account: { holder: string; iban: string } | null },
  config: Pick<Config, 'publicUrl'>,
): BuyerMessage {
  const days = TRANSFER_REFUND_WORKING_DAYS;
  const account = refund.account;
  const email = (): OutgoingEmail => {
    const amount = money(refund.amountMinor, order.currency);
    const event = order.eventName;
    const orderId = order.orderId;
    if (account) {
      const last4 = lastFour(account.iban);
      return {
        to: order.buyerEmail,
        subject: T.toPayBackSubject({ amount, event }),
        template: REFUND_TO_PAY_BACK_TEMPLATE,
        ...renderEmail({
          preview: T.toPayBackPreview({ amount, last4 }),
          heading: T.toPayBackHeading,
          paragraphs: [
            T.hello({ firstName: order.buyerFirstName }),
            T.toPayBackBody({ amount, orderId, last4, holder: account.holder, days }),
          ],
          action: { label: T.seeOrder, url: `${config.publicUrl}${refundAccountPath(orderId)}` },
        }),
      };
    }
    return {
      to: order.buyerEmail,
      subject: T.accountSubject({ amount, event }),
      template: REFUND_ACCOUNT_TEMPLATE,
      ...renderEmail({
        preview: T.accountPreview({ amount }),
        heading: T.accountHeading,
        paragraphs: [
          T.hello({ firstName: order.buyerFirstName }),
          T.accountWhy({ amount, orderId, event }),
          T.accountAsk({ days }),
        ],
        action: { label: T.accountAction, url: `${config.publicUrl}${refundAccountPath(orderId)}` },
      }),
    };
  };
  const values = { amount: storedAmount(refund.amountMinor, order.currency), event: order.eventName };
  return {
    email,
    notification: {
      personId: order.personId,
      subject: storedMessage(N, account ? 'toPayBackSubject' : 'accountSubject'),
      text: account ? storedMessage(N, 'cancelledWithRefundTransfer', values) : storedMessage(N, 'accountText', values),
      link: refundAccountPath(order.orderId),
    },
  };
}
