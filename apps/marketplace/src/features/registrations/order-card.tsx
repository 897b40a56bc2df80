// One order as the attendee sees it: event, status, tickets, total and the payment details, masked
// (the card's last four digits only; the CVV is never kept, so it always shows as stars), its refunds,
// its invoices and credit notes, and the organiser's damage payment requests, which the buyer answers here.
import { useState } from 'react';
import { Link } from 'react-router';
import {
  changeOfferWords,
  COMPANY_FACT_LABELS,
  dateTimeFormat,
  formatAmount,
  MASKED_CVV,
  maskCardNumber,
  orderCompanyFacts,
  refundState,
  type TOrder,
  type TOrderStatus,
} from '@pavilion/domain';
import { paths } from '@pavilion/features-shell';
import { Alert, Badge, Button, DescriptionList, type BadgeTone } from '@pavilion/ui';
import { formatEventDateTime } from '@pavilion/features-event';
import { AddToCalendar } from './add-to-calendar';
import { AwaitingTransfer } from './awaiting-transfer';
import { CancelOrderDialog } from './cancel-order-dialog';
import { OrderDamageClaims } from './damage-claims';
import { OrderTickets } from './order-tickets';
import { RefundAccount } from './refund-account';
import { OrderDocuments } from './order-documents';
import { REGISTRATIONS_TEXT as T, registrationsKey } from './messages';
import { richMessage } from '@pavilion/features-shell';

const STATUS_TONE: Record<TOrderStatus, BadgeTone> = {
  pending: 'warning',
  paid: 'success',
  expired: 'neutral',
  cancelled: 'danger',
  awaiting_payment: 'warning',
};

/** An order status in words, in the current language. */
export function orderStatusLabel(status: TOrderStatus): string {
  const labels: Record<TOrderStatus, string> = {
    pending: T.awaitingPayment,
    paid: T.paid,
    expired: T.expired,
    cancelled: T.cancelled,
    awaiting_payment: T.awaitingTransfer,
  };
  return labels[status];
}

export function OrderCard({ order }: { order: TOrder }) {
  const payable = order.status === 'pending' && new Date(order.holdExpiresAt).getTime() > Date.now();
  const payment = order.paymentDetails;
  const [cancelling, setCancelling] = useState(false);
  const cancellable =
    order.status === 'paid' &&
    new Date(order.event.startDateTime).getTime() > Date.now() &&
    order.tickets.some((t) => t.status === 'valid');
  return (
    <li className="pv-order" aria-labelledby={`order-${order.id}`}>
      <div className="pv-order__head">
        <h3 id={`order-${order.id}`} className="pv-order__title">
          <Link to={paths.event(order.event.id)}>{order.event.name}</Link>
        </h3>
        <Badge tone={STATUS_TONE[order.status]} dot>
          {orderStatusLabel(order.status)}
        </Badge>
      </div>
      {order.event.cancelledAt && (
        <Alert tone="warning" role="none" title={T.organiserCancelled} className="pv-order__cancelled">
          <p>
            {richMessage(
              registrationsKey(order.event.cancellationReason ? 'cancelledOnBecause' : 'cancelledOn'),
              { time: (chunks) => <time dateTime={order.event.cancelledAt ?? undefined}>{chunks}</time> },
              {
                date: formatEventDateTime(order.event.cancelledAt, order.event.timeZone),
                reason: order.event.cancellationReason ?? '',
              },
            )}
          </p>
          <p>
            {order.refunds.some((r) => r.payBack === 'transfer')
              ? T.everythingRefundedByTransfer
              : T.everythingRefunded}
          </p>
        </Alert>
      )}
      {order.changeOffer && cancellable && (
        <Alert tone="info" role="none" title={T.eventChanged} className="pv-order__cancelled">
          <p>{changeOfferWords(order.changeOffer.changes)}</p>
          <p>
            {richMessage(
              registrationsKey('changeRefundUntil'),
              { time: (chunks) => <time dateTime={order.changeOffer?.expiresAt}>{chunks}</time> },
              { date: formatEventDateTime(order.changeOffer.expiresAt, order.event.timeZone) },
            )}
          </p>
        </Alert>
      )}
      <DescriptionList
        size="sm"
        className="pv-order__facts"
        items={[
          { label: T.order, value: order.id, valueClassName: 'pv-order__id' },
          {
            label: T.placed,
            value: (
              <time dateTime={order.createdAt}>
                {dateTimeFormat({ dateStyle: 'medium', timeStyle: 'short' }).format(new Date(order.createdAt))}
              </time>
            ),
          },
          {
            label: T.eventDate,
            value: (
              <time dateTime={order.event.startDateTime}>
                {formatEventDateTime(order.event.startDateTime, order.event.timeZone)}
              </time>
            ),
          },
          {
            label: T.buyer,
            value: T.buyerValue({
              firstName: order.firstName,
              surname: order.surname,
              email: order.purchasingUserEmail,
            }),
          },
          { label: T.total, value: formatAmount(order.total, order.currency) },
        ]}
      />
      <AwaitingTransfer order={order} />
      {order.status === 'paid' &&
        !order.event.cancelledAt &&
        new Date(order.event.endDateTime).getTime() > Date.now() && <AddToCalendar order={order} />}
      <OrderTickets order={order} />
      {order.company && (
        <>
          <h4 className="pv-order__subheading">{COMPANY_FACT_LABELS.heading}</h4>
          <DescriptionList size="sm" className="pv-order__facts" items={orderCompanyFacts(order.company)} />
        </>
      )}
      {payment && (
        <>
          <h4 className="pv-order__subheading">{T.paymentDetails}</h4>
          <DescriptionList
            size="sm"
            className="pv-order__facts"
            items={[
              { label: T.card, value: maskCardNumber(payment.cardNumber), valueClassName: 'pv-order__card' },
              { label: T.cvv, value: MASKED_CVV },
              { label: T.expiry, value: payment.expiryDate },
              { label: T.cardholder, value: payment.cardholderName },
              {
                label: T.billingAddress,
                value: `${payment.cardholderAddress}, ${payment.cardholderZipCode}, ${payment.cardholderCountry}`,
              },
            ]}
          />
        </>
      )}
      {order.refunds.length > 0 && (
        <>
          <h4 className="pv-order__subheading">{T.refunds}</h4>
          <ul className="pv-order__tickets">
            {order.refunds.map((refund) => (
              <li key={refund.id}>
                {T.refundLine({ amount: formatAmount(refund.amount, refund.currency), state: refundState(refund) })}
              </li>
            ))}
          </ul>
        </>
      )}
      <RefundAccount order={order} />
      <OrderDocuments order={order} />
      <OrderDamageClaims orderId={order.id} claims={order.damageClaims} cardKept={order.damageConsentAt !== null} />
      {cancellable && (
        <>
          <Button variant="secondary" size="sm" onClick={() => setCancelling(true)}>
            {T.cancelTickets}
          </Button>
          <CancelOrderDialog order={order} open={cancelling} onClose={() => setCancelling(false)} />
        </>
      )}
      {payable && (
        <Button as={Link} to={paths.ticketPurchaseCheckout(order.event.id, order.id)} size="sm">
          {T.completePayment}
        </Button>
      )}
    </li>
  );
}
